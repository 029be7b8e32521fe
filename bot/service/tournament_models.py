"""What tournaments are made of and show, for the tournament service and its front ends: the
formats and limits, the match service's part (:class:`Host`), a tournament's view."""

from __future__ import annotations

import enum
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from bot.service.matches import MatchListener
from bot.service.models import ChallengeResult, FirstMove, MatchResult, MatchView
from bot.service.pairing import Standing
from bot.storage import BoardRecord, TournamentRecord, TournamentStatus

__all__ = [
    "ARENA_MINUTES",
    "PLAYER_LIMIT_RANGE",
    "ROUND_ROBIN_CYCLES",
    "Host",
    "TournamentFormat",
    "TournamentStatus",
    "TournamentSubscriber",
    "TournamentView",
]

PLAYER_LIMIT_RANGE = (2, 200)
"""The least and most players a tournament may be limited to."""
ROUND_ROBIN_CYCLES = (1, 2)
ARENA_MINUTES = (5, 24 * 60)


class TournamentFormat(enum.StrEnum):
    """How a tournament pairs its players."""

    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"
    ARENA = "arena"


class Host(Protocol):
    """What a tournament needs of the match service."""

    def challenge(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        opponent_id: int | None,
        game: str,
        options: Mapping[str, object] | None = None,
        *,
        first: FirstMove | str = ...,
        turn_time_s: int | None = ...,
        thread: bool | None = ...,
        language: str | None = ...,
    ) -> Awaitable[ChallengeResult]: ...

    def accept(
        self, guild_id: int, channel_id: int, user_id: int, challenge_id: int | None = ...
    ) -> Awaitable[MatchResult]: ...

    def resign(self, guild_id: int, channel_id: int, user_id: int) -> Awaitable[MatchResult]: ...

    def active_game(self, channel_id: int, user_id: int) -> MatchView | None: ...

    def listen(self, listener: MatchListener) -> Callable[[], None]: ...


@dataclass(frozen=True, slots=True)
class TournamentView:
    """A tournament as a front end shows it: its players (``withdrawn`` the ones who left
    once it started), its boards round by round, and the table (best first)."""

    record: TournamentRecord
    players: tuple[int, ...]
    withdrawn: frozenset[int]
    boards: tuple[BoardRecord, ...]
    table: tuple[Standing, ...]

    @property
    def current(self) -> tuple[BoardRecord, ...]:
        """The boards of the round being played (or last played)."""
        return tuple(b for b in self.boards if b.round == self.record.round)


TournamentSubscriber = Callable[[TournamentView, tuple[MatchResult, ...]], Awaitable[None]]
"""Told of a tournament's change nobody asked for (a round paired, the event over), with the
matches it started (for their boards to be posted)."""
