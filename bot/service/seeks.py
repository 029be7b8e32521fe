"""Open seeks: a challenge anyone eligible may accept with one click, in a channel, a server or
the global lobby (see :mod:`bot.service.lobby` for games across servers and processes)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.limits import CLOCK_RANGE
from bot.service.errors import InvalidRequestError, refused_if_unsaved
from bot.service.events import Event, MatchResult, SeekExpired
from bot.service.guild_settings import in_range
from bot.service.match import make_rules
from bot.service.models import FirstMove, SeekView
from bot.service.pools import LobbyError, Pools
from bot.service.turns import turn_events
from bot.service.views import match_view
from bot.storage import (
    NO_GUILD,
    HomeRecord,
    LobbySettings,
    SeekRecord,
    SeekScope,
    SeekStatus,
)
from games.base import Game
from texts import Person, Text, t

MAX_OPEN_SEEKS = 3
"""How many seeks one player may have open at once."""
LOBBY_LIST_LIMIT = 200
"""The most seeks read for one listing (of those posted in reach of its channel)."""

Sees = Callable[[int], bool]
"""Whether the user can see a channel of their own server (one a seek of it was posted in)."""


def _sees_all(channel_id: int) -> bool:
    return True


@dataclass(frozen=True, slots=True)
class SeekAccepted:
    """A seek accepted (as it was open) and the match it started; ``thread`` whether the
    seek's server has it played in a thread of its own (:meth:`Pools.play_in_thread`)."""

    seek: SeekView
    started: MatchResult
    thread: bool = False
    home_thread: bool = False
    """In a game across servers, whether the accepting player's server has it played in a
    thread of its own (:meth:`Pools.home_in_thread`)."""


def _view(seek: SeekRecord, rules: Game[Any, Any]) -> SeekView:
    return SeekView(
        seek.id,
        seek.guild_id,
        seek.channel_id,
        seek.user_id,
        seek.game,
        rules.title_key,
        dict(seek.options),
        seek.turn_time_s,
        seek.rated,
        FirstMove(seek.first),
        seek.min_rating,
        seek.max_rating,
        seek.rating,
        seek.scope,
        seek.created_at,
        seek.expires_at,
        seek.message_id,
        seek.language,
    )


class Seeks(Pools):
    """Open seeks, and (:class:`Pools`) quick pairing."""

    # -- seeks ---------------------------------------------------------------------------------

    @refused_if_unsaved
    async def seek(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        game: str,
        options: Mapping[str, object] | None = None,
        *,
        turn_time_s: int | None = None,
        rated: bool = True,
        first: FirstMove | str = FirstMove.RANDOM,
        min_rating: int | None = None,
        max_rating: int | None = None,
        scope: SeekScope | str = SeekScope.CHANNEL,
        language: str | None = None,
    ) -> SeekView:
        """Open a seek for ``game`` (a registry name, variants included) with its own
        ``options`` that anyone eligible may accept: in this channel, this server or
        (``global``) every server in the lobby.

        Raises :class:`InvalidRequestError` for an unknown game or option (one of another
        game, a value out of its range), a bad clock, colour or scope,
        a rating range the wrong way round, a channel without games or a server not in the
        global lobby, and :class:`LobbyError` if the player has :data:`MAX_OPEN_SEEKS` open.
        """
        rules = make_rules(game, options or {})
        if turn_time_s is not None:
            in_range(turn_time_s, CLOCK_RANGE, "clock")
        try:
            first_move, where = FirstMove(first), SeekScope(scope)
        except ValueError:
            raise InvalidRequestError(t("seek-bad-choice")) from None
        if min_rating is not None and max_rating is not None and min_rating > max_rating:
            raise InvalidRequestError(
                t("seek-range-reversed", low=str(min_rating), high=str(max_rating))
            )
        await self._settings.check_games_allowed(guild_id, channel_id)
        if where is not SeekScope.CHANNEL and guild_id == NO_GUILD:
            raise InvalidRequestError(t("seek-scope-needs-server"))
        if where is SeekScope.GLOBAL:
            [lobby] = (await self._repo.lobby_settings([guild_id])).values()
            _check_in_lobby(lobby, channel_id)
        now = self._clock.now()
        lasts = await self._default_wait(guild_id, turn_time_s)
        record = SeekRecord(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            user_id=user_id,
            game=rules.name,
            options=dict(rules.options),
            turn_time_s=turn_time_s,
            rated=rated,
            first=first_move.value,
            min_rating=min_rating,
            max_rating=max_rating,
            rating=await self.rating(user_id, rules.name),
            scope=where,
            language=language,
            created_at=now,
            expires_at=now + lasts,
        )
        if not await self._repo.add_seek(record, MAX_OPEN_SEEKS):
            raise LobbyError(t("seek-too-many", count=MAX_OPEN_SEEKS))
        return _view(record, rules)

    @refused_if_unsaved
    async def withdraw(self, user_id: int, seek_id: int) -> SeekView:
        """Withdraw ``user_id``'s open seek ``seek_id``; return it. Raises
        :class:`LobbyError` if it is not theirs or no longer open."""
        seek = await self._open_seek(seek_id)
        if seek.user_id != user_id:
            raise LobbyError(t("seek-not-yours", seeker=Person(seek.user_id)))
        if not await self._repo.withdraw_seek(seek_id):
            raise LobbyError(t("seek-gone"))
        return _view(seek, make_rules(seek.game, seek.options))

    async def expire_due(self, now: float) -> list[Event]:
        """Close the seeks of this process's guilds whose time ended by ``now`` (each once,
        however many processes try); return a :class:`SeekExpired` for each."""
        expired: list[Event] = []
        for seek in await self._repo.expired_seeks(now):
            if self._owns(seek.guild_id) and await self._repo.expire_seek(seek):
                expired.append(SeekExpired(_view(seek, make_rules(seek.game, seek.options))))
        return expired

    @refused_if_unsaved
    async def open_seek(self, seek_id: int) -> SeekView:
        """Return seek ``seek_id`` while it is open. Raises :class:`LobbyError` if it is gone
        or expired."""
        seek = await self._open_seek(seek_id)
        return _view(seek, make_rules(seek.game, seek.options))

    @refused_if_unsaved
    async def note_seek_message(self, seek_id: int, message_id: int) -> None:
        """Record ``message_id`` as the message showing seek ``seek_id``. Raises
        :class:`LobbyError` if there is no such seek."""
        if not await self._repo.note_seek_message(seek_id, message_id):
            raise LobbyError(t("seek-gone"))

    @refused_if_unsaved
    async def visible_seeks(
        self, guild_id: int, channel_id: int, user_id: int, sees: Sees = _sees_all
    ) -> list[SeekView]:
        """Return the open seeks ``user_id`` could accept from ``channel_id``, newest first:
        within their scope, posted here or in a channel of this server ``sees`` says they can
        see (the game is played there), in reach of this server (a global seek from another
        server only where both servers take part in the lobby and neither player hides from
        it), neither player blocking the other, and the user's rating within the seek's
        range."""
        now = self._clock.now()
        seeks = await self._repo.open_seeks(now, LOBBY_LIST_LIMIT, guild_id, channel_id)
        blocked = await self._repo.blocked_either_way(user_id)
        hidden = await self._repo.hidden_among({user_id, *(s.user_id for s in seeks)})
        lobby = await self._repo.lobby_settings({guild_id, *(s.guild_id for s in seeks)})
        ratings: dict[str, float] = {}
        shown: list[SeekView] = []
        for seek in seeks:
            if seek.user_id == user_id or seek.user_id in blocked:
                continue
            if not _reaches(seek, guild_id, channel_id, user_id, hidden, lobby, sees):
                continue
            if seek.game not in ratings:
                ratings[seek.game] = await self.rating(user_id, seek.game)
            if _in_range(seek, ratings[seek.game]):
                shown.append(_view(seek, make_rules(seek.game, seek.options)))
        return shown

    @refused_if_unsaved
    async def accept(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        seek_id: int,
        sees: Sees = _sees_all,
        *,
        language: str | None = None,
        cannot_host: Text | None = None,
    ) -> SeekAccepted:
        """Accept seek ``seek_id`` for ``user_id`` and start its match in the seek's channel;
        of several accepting at once (in any process) exactly one gets the match. A global
        seek of another server starts a game across servers: ``user_id`` plays it here, their
        board in ``language``.

        Raises :class:`LobbyError` if the seek is gone, expired, taken meanwhile, one's own,
        out of reach (blocked, another scope, a channel not ``sees``) or out of the user's
        rating range, :class:`PlayerBusyError` if either player is playing where they would
        play it, and for a game across servers :class:`InvalidRequestError` with
        ``cannot_host`` (why the bot cannot host a game here, if it cannot) or if games are
        not allowed here.
        """
        seek = await self._open_seek(seek_id)
        if seek.user_id == user_id:
            raise LobbyError(t("seek-own"))
        hidden = await self._repo.hidden_among({user_id, seek.user_id})
        lobby = await self._repo.lobby_settings({guild_id, seek.guild_id})
        blocked = seek.user_id in await self._repo.blocked_either_way(user_id)
        if blocked or not _reaches(seek, guild_id, channel_id, user_id, hidden, lobby, sees):
            raise LobbyError(t("seek-out-of-reach"))
        across = seek.guild_id != guild_id
        if across and cannot_host is not None:
            raise InvalidRequestError(cannot_host)
        if across:
            await self._settings.check_games_allowed(guild_id, channel_id)
        rating = await self.rating(user_id, seek.game)
        if not _in_range(seek, rating):
            low, high = rating_bounds(seek.min_rating, seek.max_rating)
            raise LobbyError(t("seek-rating-range", rating=f"{rating:.0f}", low=low, high=high))
        rules = make_rules(seek.game, seek.options)
        if seek.first == FirstMove.RANDOM:
            seeker_first = self._rng.random() < 0.5
        else:
            seeker_first = seek.first == FirstMove.ME
        players = (seek.user_id, user_id) if seeker_first else (user_id, seek.user_id)
        thread = await self._threads(seek.guild_id)  # read before the match starts
        home_thread = across and await self._threads(guild_id)
        async with self._challenges.admin:  # the match starts: nothing may fail after that
            current = await self._repo.get_seek(seek_id)
            if current is None or current.status is not SeekStatus.OPEN:  # accepted meanwhile, here
                raise LobbyError(t("seek-taken"))
            self._matches.check_not_busy(channel_id if across else seek.channel_id, user_id)
            self._matches.check_not_busy(seek.channel_id, user_id, seek.user_id)
            record = await self._new_record(
                rules, seek.guild_id, seek.channel_id, players, seek.turn_time_s, seek.language
            )
            record.rated = record.rated and seek.rated
            seat = players.index(user_id) + 1
            homes = [HomeRecord(0, seat, guild_id, channel_id, None, language)] if across else []
            if not await self._repo.accept_seek(seek, user_id, self._clock.now(), record, homes):
                raise LobbyError(t("seek-taken"))
            match = self._matches.start(rules, record, homes)
        if self._matches.held_elsewhere(record.id):  # its holder makes the threads (StartedHere)
            thread = home_thread = False
        view = match_view(match)
        started = MatchResult(view, tuple(turn_events(view, None, None, "start")))
        return SeekAccepted(_view(seek, rules), started, thread, home_thread)

    # -- helpers -------------------------------------------------------------------------------

    async def _open_seek(self, seek_id: int) -> SeekRecord:
        seek = await self._repo.get_seek(seek_id)
        if seek is not None and seek.status is SeekStatus.ACCEPTED:  # by someone else first
            raise LobbyError(t("seek-taken"))
        if seek is None or seek.status is not SeekStatus.OPEN:
            raise LobbyError(t("seek-gone"))
        if seek.expires_at <= self._clock.now():
            raise LobbyError(t("seek-expired"))
        return seek


def _check_in_lobby(lobby: LobbySettings, channel_id: int) -> None:
    """Raise :class:`InvalidRequestError` unless the server takes part in the global lobby
    from ``channel_id``."""
    if not lobby.enabled:
        raise InvalidRequestError(t("lobby-server-not-in"))
    if lobby.channel_id is not None and lobby.channel_id != channel_id:
        raise InvalidRequestError(t("lobby-other-channel"))


def _reaches(
    seek: SeekRecord,
    guild_id: int,
    channel_id: int,
    user_id: int,
    hidden: set[int],
    lobby: Mapping[int, LobbySettings],
    sees: Sees,
) -> bool:
    """Whether ``seek`` is within reach of ``user_id`` in ``channel_id`` of ``guild_id``."""
    if seek.scope is SeekScope.CHANNEL or seek.channel_id == channel_id:
        return seek.channel_id == channel_id
    if seek.guild_id == guild_id:
        return sees(seek.channel_id)
    if seek.scope is not SeekScope.GLOBAL or user_id in hidden or seek.user_id in hidden:
        return False
    here, there = lobby[guild_id], lobby[seek.guild_id]
    return here.enabled and here.channel_id in (None, channel_id) and there.enabled


def rating_bounds(min_rating: int | None, max_rating: int | None) -> tuple[str, str]:
    """A seek's rating range as the texts of its two ends (``-`` for an open end)."""
    low, high = ("-" if r is None else str(r) for r in (min_rating, max_rating))
    return low, high


def _in_range(seek: SeekRecord, rating: float) -> bool:
    low, high = seek.min_rating, seek.max_rating
    return (low is None or rating >= low) and (high is None or rating <= high)
