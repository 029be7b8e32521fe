"""The lobby's records: open seeks, players waiting in pools, the servers in the global lobby."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass


class SeekScope(enum.StrEnum):
    """Who may see and accept a seek."""

    CHANNEL = "channel"
    SERVER = "server"
    GLOBAL = "global"


class SeekStatus(enum.StrEnum):
    """Where a seek is in its life; only ``OPEN`` (and not yet expired) can change."""

    OPEN = "open"
    ACCEPTED = "accepted"
    WITHDRAWN = "withdrawn"
    EXPIRED = "expired"


@dataclass(slots=True)
class SeekRecord:
    """An open challenge anyone eligible may accept. ``rating`` is the seeker's rating when it
    was made; ``min_rating``/``max_rating`` bound the accepter's (None: no bound); ``first``
    is the seeker's colour choice (``me``, ``them`` or ``random``); ``turn_time_s`` None is
    the server's turn timeout. ``id`` is 0 until stored."""

    id: int
    guild_id: int
    channel_id: int
    user_id: int
    game: str
    options: Mapping[str, bool | int]
    turn_time_s: int | None
    rated: bool
    first: str
    min_rating: int | None
    max_rating: int | None
    rating: float
    scope: SeekScope
    language: str | None
    created_at: float
    expires_at: float
    status: SeekStatus = SeekStatus.OPEN
    accepted_by: int | None = None
    game_id: int | None = None
    message_id: int | None = None


@dataclass(frozen=True, slots=True)
class PoolEntry:
    """A player waiting in the quick pairing pool ``pool`` (game, options and clock in one
    key) since ``joined_at``, until ``expires_at``."""

    user_id: int
    guild_id: int
    channel_id: int
    pool: str
    rating: float
    language: str | None
    joined_at: float
    expires_at: float


@dataclass(frozen=True, slots=True)
class LobbySettings:
    """Whether a server takes part in the global lobby (off by default), and the one channel
    it is restricted to (None: every channel where games are allowed)."""

    guild_id: int
    enabled: bool = False
    channel_id: int | None = None

    def admits(self, channel_id: int) -> bool:
        """Whether a player in ``channel_id`` of this server reaches the global lobby."""
        return self.enabled and self.channel_id in (None, channel_id)


class PoolJoin(enum.Enum):
    """What joining a pool did."""

    WAITING = "waiting"
    PAIRED = "paired"
    ALREADY = "already"
