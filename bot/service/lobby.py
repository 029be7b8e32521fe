"""The lobby: open seeks anyone eligible may accept, quick pairing pools, blocks and the servers
that take part in the global lobby. Chat-agnostic, like the rest of the service.

Seeks and pools live in the database, so every process of a shard cluster sees the same lobby;
a seek is claimed, and a waiting player taken from a pool, by a conditional write in the
transaction that stores the new match, so each happens exactly once. The matches started are
ordinary matches, held by the process that serves their own guild. A global seek
accepted from another server, or a pairing of players of two servers, starts a game across
servers: the seeker (or the player who waited) plays in their channel, the match's own, and the
other player in theirs, the match's other home (:class:`~bot.service.models.Home`). On a shard
cluster the two servers may be served by two processes: the match is held (timed, repaired, its
boards edited) by the process serving its own guild, and the other one mirrors it and forwards
the moves, offers, resignations and aborts made in its home to the holder (see
:mod:`bot.service.forwarding`).
"""

from __future__ import annotations

import math
from collections.abc import Collection

from bot.service.errors import InvalidRequestError, refused_if_unsaved
from bot.service.models import MatchView
from bot.service.pools import LobbyError
from bot.service.seeks import Seeks
from bot.service.views import record_view
from bot.storage import NO_GUILD, LobbySettings
from texts import Person, t


class Lobby(Seeks):
    """Blocks, players hidden, the lobby's server settings and a player's games everywhere;
    (:class:`Seeks`) open seeks and quick pairing."""

    # -- who takes part ------------------------------------------------------------------------

    @refused_if_unsaved
    async def block(self, user_id: int, other_id: int, blocked: bool = True) -> None:
        """Block ``other_id`` for ``user_id`` (or unblock): neither sees the other's seeks and
        they are never paired. Raises :class:`InvalidRequestError` for oneself and
        :class:`LobbyError` if nothing changes."""
        if other_id == user_id:
            raise InvalidRequestError(t("block-yourself"))
        if not await self._repo.set_block(user_id, other_id, blocked):
            key = "block-already" if blocked else "block-not-blocked"
            raise LobbyError(t(key, user=Person(other_id)))

    @refused_if_unsaved
    async def hide(self, user_id: int, hidden: bool) -> None:
        """Hide ``user_id`` from other servers in the lobby (their global seeks are listed in
        their own server only), or show them again."""
        await self._repo.set_hidden(user_id, hidden)

    @refused_if_unsaved
    async def games_everywhere(self, user_id: int) -> list[MatchView]:
        """Return every match in progress ``user_id`` plays, anywhere (every server, DM and
        process of a cluster): those waiting on them first, each group by time left."""
        records = await self._repo.active_games_of(user_id)
        homes = await self._repo.homes_of([record.id for record in records])
        views = [
            record_view(record, homes=[home for home in homes if home.game_id == record.id])
            for record in records
        ]

        def order(view: MatchView) -> tuple[bool, float]:
            later = math.inf if view.deadline is None else view.deadline
            return view.to_move_id != user_id, later

        return sorted(views, key=order)

    @refused_if_unsaved
    async def settings(self, guild_id: int) -> LobbySettings:
        """Return ``guild_id``'s lobby settings (off unless a server opted in)."""
        [settings] = (await self._repo.lobby_settings([guild_id])).values()
        return settings

    @refused_if_unsaved
    async def set_settings(
        self, guild_id: int, enabled: bool, channel_id: int | None = None
    ) -> LobbySettings:
        """Let ``guild_id`` take part in the global lobby (restricted to ``channel_id`` if
        given) or not; return the stored settings. Raises :class:`InvalidRequestError` in a
        DM."""
        if guild_id == NO_GUILD:
            raise InvalidRequestError(t("settings-need-server"))
        settings = LobbySettings(guild_id, enabled, channel_id)
        await self._repo.save_lobby_settings(settings)
        return settings

    async def check_lobby_channel(
        self, guild_id: int, channel_id: int | None, allowed: Collection[int] | None = None
    ) -> None:
        """Raise :class:`InvalidRequestError` unless games are allowed in ``channel_id``, the
        server's global lobby channel (None: every channel), given the server's game channels
        ``allowed`` (None: as stored; empty: every channel)."""
        if channel_id is None:
            return
        if allowed is None:
            allowed = (await self._settings.get(guild_id)).allowed_channels
        if allowed and channel_id not in allowed:
            raise InvalidRequestError(t("lobby-channel-no-games"))
