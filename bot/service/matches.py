"""The matches in progress, held in memory: loading, indexing, committing and reloading them.

A *match* is one game played between two seats (stored as a row of the ``games`` table); its
*rules* are a :class:`games.base.Game`; a *game* is a registry name such as ``"morris"``.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

from bot.service.clock import Clock
from bot.service.errors import (
    NoGameError,
    PlayerBusyError,
    ServiceError,
)
from bot.service.guild_settings import GuildSettingsCache
from bot.service.match import Change, Match, last_turn_of, player, replay
from bot.service.models import FirstMove
from bot.storage import (
    GameRecord,
    GameStatus,
    HomeRecord,
    Repository,
    StandingsChange,
    StandingsConflictError,
    VersionConflictError,
)
from games.base import Game
from games.registry import get_game
from texts import Person, t

log = logging.getLogger(__name__)

MatchListener = Callable[[GameRecord], None]
"""Told of a match's record each time it is held (loaded or started) or committed: called in
the committing task, so it must be quick (the timers wake up early with it; tournaments or
streaks may follow results with it). A failing listener is logged and skipped. Unlike the
publisher's subscribers (front ends: async, only the events nobody asked for), listeners hear
of every change, requested or not."""

CHANGED_MEANWHILE = t("changed-meanwhile")
"""The refusal of a change that lost the race with another one stored meanwhile."""


class Matches:
    """Every match in progress, indexed by id and by (channel, player); its listeners
    (:meth:`listen`) are told of every record held or committed."""

    def __init__(
        self,
        repository: Repository,
        settings: GuildSettingsCache,
        clock: Clock,
        owns: Callable[[int], bool] = lambda guild_id: True,
    ) -> None:
        self._repo = repository
        self._settings = settings
        self._clock = clock
        self._owns = owns
        self._listeners: list[MatchListener] = []
        self._by_id: dict[int, Match] = {}
        self._by_player: dict[tuple[int, int], int] = {}
        self._mirrors: set[int] = set()

    def __iter__(self) -> Iterator[Match]:
        """The matches held here (not the mirrors)."""
        return iter([m for i, m in self._by_id.items() if i not in self._mirrors])

    def __len__(self) -> int:
        return len(self._by_id) - len(self._mirrors)

    def mirrors(self) -> list[Match]:
        """The copies of matches another process holds (see :mod:`bot.service.forwarding`)."""
        return [self._by_id[i] for i in self._mirrors]

    def held_elsewhere(self, match_id: int) -> bool:
        """True if match ``match_id`` is a mirror here: another process holds it."""
        return match_id in self._mirrors

    def mirror(self, match: Match) -> Match:
        """Find ``match``, held by another process, here too (a home of it is here), as a copy
        to read: its listeners are not told, and no change of it is committed here."""
        self._mirrors.add(match.record.id)
        self._by_id[match.record.id] = match
        self._place(match)
        return match

    def listen(self, listener: MatchListener) -> Callable[[], None]:
        """Tell ``listener`` of every record held or committed from now on; return a function
        that stops it (called again: nothing)."""
        self._listeners.append(listener)

        def stop() -> None:
            if listener in self._listeners:
                self._listeners.remove(listener)

        return stop

    def _tell(self, record: GameRecord) -> None:
        for listener in list(self._listeners):
            try:
                listener(record)
            except Exception:  # one listener's fault must not fail a committed change
                log.exception("a match listener failed on game %d", record.id)

    def stored(self, record: GameRecord) -> None:
        """Tell the listeners of ``record``, stored without :meth:`commit` (a finished match's,
        stored with its rematch)."""
        self._tell(record)

    def get(self, match_id: int) -> Match | None:
        """Return the match in progress with ``match_id``, or None."""
        return self._by_id.get(match_id)

    def find(self, channel_id: int, user_id: int) -> Match | None:
        """Return ``user_id``'s match in progress in ``channel_id``, or None."""
        match_id = self._by_player.get((channel_id, user_id))
        return None if match_id is None else self._by_id[match_id]

    @asynccontextmanager
    async def locked(self, match_id: int) -> AsyncIterator[Match]:
        """Match ``match_id``, its lock held, in progress. Raises :class:`NoGameError` if it
        is not in progress (also if it ended while its lock was awaited)."""
        match = self.get(match_id)
        if match is None:
            raise NoGameError(t("game-not-in-progress"))
        async with match.lock:
            if match.record.status is not GameStatus.ACTIVE:
                raise NoGameError(t("game-not-in-progress"))
            yield match

    def of(self, channel_id: int, user_id: int) -> Match:
        """Return ``user_id``'s match in progress here; raise :class:`NoGameError` if none."""
        match = self.find(channel_id, user_id)
        if match is None:
            raise NoGameError(t("no-game-here"))
        return match

    async def new_record(
        self,
        rules: Game[Any, Any],
        guild_id: int,
        channel_id: int,
        players: tuple[int, int],
        computer_seat: int,
        level: str | None,
        start_position: str | None,
        first: FirstMove,
        rematch_of: int | None,
        turn_time_s: int | None,
        language: str | None,
        increment_s: int | None = None,
        board_style: str | None = None,
    ) -> GameRecord:
        """Return the record of a new match (not stored yet), its first turn's clock running;
        ``turn_time_s`` is its own time per move (None: the server's turn timeout), or with
        ``increment_s`` each player's whole time on a live clock, ``language`` the language of
        its shared messages, ``board_style`` its own board style (None: the server's)."""
        now = self._clock.now()
        state = rules.initial() if start_position is None else rules.parse_position(start_position)
        record = GameRecord(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            game=rules.name,
            options=dict(rules.options),
            start_position=start_position,
            player1_id=players[0],
            player2_id=players[1],
            computer_seat=computer_seat,
            level=level,
            rated=computer_seat == 0 and start_position is None,
            first_choice=first.value,
            status=GameStatus.ACTIVE,
            position=state.position(),
            turns=0,
            created_at=now,
            updated_at=now,
            rematch_of=rematch_of,
            turn_time_s=turn_time_s,
            language=language,
            increment_s=increment_s,
            board_style=board_style,
        )
        record.deadline = await self._settings.deadline(record, state.to_move, now)
        return record

    async def load(self, record: GameRecord) -> Match:
        """Rebuild a match from its record and log (not indexed)."""
        rules = get_game(record.game, **record.options)
        turns, positions, next_seq = replay(await self._repo.game_log(record.id))
        start = record.start_position or rules.initial().position()
        positions = [start, *positions]
        state = rules.parse_position(record.position)
        match = Match(record, rules, state, turns, positions, next_seq)
        match.last_turn = last_turn_of(rules, positions, turns)
        match.homes = await self._repo.homes_of([record.id])
        return match

    def index(self, match: Match) -> Match:
        """Hold ``match`` as in progress and find it by its players, each where they play
        it; return it."""
        record = match.record
        self._by_id[record.id] = match
        for key in _places(match):
            self._by_player[key] = record.id
        self._tell(record)
        return match

    def start(
        self, rules: Game[Any, Any], record: GameRecord, homes: Sequence[HomeRecord] = ()
    ) -> Match:
        """Index a newly stored match at its first position (with its stored ``homes``), as a
        mirror if another process serves its guild (the listeners are told either way: see
        :mod:`bot.service.forwarding`); return it."""
        state = rules.parse_position(record.position)
        match = Match(record, rules, state, [], [record.position], 1, homes=list(homes))
        if self._owns(record.guild_id):
            return self.index(match)
        self.mirror(match)
        self._tell(record)
        return match

    def unindex(self, match: Match) -> None:
        """Stop holding ``match`` (it ended)."""
        self._by_id.pop(match.record.id, None)
        self._mirrors.discard(match.record.id)
        self._unplace(match)

    def _unplace(self, match: Match, places: list[tuple[int, int]] | None = None) -> None:
        """Stop finding ``match``'s players at ``places`` (None: where they are now)."""
        for key in _places(match) if places is None else places:
            if self._by_player.get(key) == match.record.id:
                del self._by_player[key]

    def _place(self, match: Match) -> None:
        """Find ``match``'s players where they play it now, if it is held."""
        if self._by_id.get(match.record.id) is match:
            for key in _places(match):
                self._by_player[key] = match.record.id

    async def put_home(self, match: Match, home: HomeRecord) -> None:
        """Store ``home`` as where its seat plays ``match`` from now on (its board to be
        posted afresh there), and find the player there (its listeners told, as of a change).
        Raises :class:`ServiceError` for a
        mirror (its holder moves its homes)."""
        if self.held_elsewhere(match.record.id):
            raise ServiceError(t("held-elsewhere"))
        await self._repo.put_home(home)
        self._unplace(match)
        match.homes = sorted([h for h in match.homes if h.seat != home.seat] + [home], key=_seat)
        self._place(match)
        self._tell(match.record)  # its mirror elsewhere finds the player there too

    async def put_channel(self, match: Match, channel_id: int) -> None:
        """Store ``channel_id`` as where ``match`` is played from now on (the caller holds its
        lock), and find its players there once that is stored: until then, and if it is
        refused (raising as :meth:`commit`), they are found where they were."""
        before = _places(match)
        await self.commit(match, Change(dataclasses.replace(match.record, channel_id=channel_id)))
        self._unplace(match, before)
        self._place(match)

    async def note_home_board(self, match_id: int, seat: int, message_id: int) -> None:
        """Store ``message_id`` as the board of ``seat``'s own home in match ``match_id``;
        raise :class:`NoGameError` if there is no such home."""
        if not await self._repo.note_home_board(match_id, seat, message_id):
            raise NoGameError(t("no-such-game", game=str(match_id)))
        match = self.get(match_id)
        for home in match.homes if match is not None else ():
            if home.seat == seat:
                home.board_message_id = message_id

    async def commit(self, match: Match | None, change: Change) -> None:
        """Store ``change`` (on success ``match`` takes the new record).

        Raises :class:`ServiceError` if the match changed elsewhere meanwhile (it is reloaded),
        or if it is a mirror (its holder commits its changes).
        """
        if match is not None and self.held_elsewhere(match.record.id):
            raise ServiceError(t("held-elsewhere"))
        try:
            await self._save(change)
        except VersionConflictError:
            if match is not None:
                await self.reload(match)
            raise ServiceError(CHANGED_MEANWHILE) from None
        if match is None:
            self._tell(change.record)  # a finished match's: its rematch offered or declined
            return
        change.record.board_message_id = match.record.board_message_id  # noted meanwhile?
        match.record = change.record
        match.next_seq += len(change.entries)
        if change.record.status is not GameStatus.ACTIVE:
            self.unindex(match)
        self._tell(change.record)

    async def _save(self, change: Change) -> None:
        """Store ``change``; with a result, read the players' standings, count the result and
        store the new standings with it, again if another result of theirs was stored since
        they were read (each retry means that one was stored, so this ends)."""
        record, result = change.record, change.result
        if result is None:
            await self._repo.save_game(record, change.entries)
            return
        while True:
            before = [
                standing
                for scope in result.scopes
                for standing in await self._repo.standings_for(scope, record.game, result.user_ids)
            ]
            after, ratings = result.counted(before)
            try:
                await self._repo.save_game(
                    record, change.entries, StandingsChange(tuple(before), tuple(after))
                )
            except StandingsConflictError:
                continue
            change.ratings[:] = ratings
            return

    async def note_board(self, match_id: int, message_id: int) -> None:
        """Store ``message_id`` as the message showing match ``match_id``'s board (without a
        new version, so no change in progress conflicts with it); raise
        :class:`NoGameError` if there is no such match."""
        if not await self._repo.note_board(match_id, message_id):
            raise NoGameError(t("no-such-game", game=str(match_id)))
        match = self.get(match_id)
        if match is not None:
            match.record.board_message_id = message_id

    async def reload(self, match: Match) -> None:
        """Replace ``match``'s contents with what is stored."""
        record = await self._repo.get_game(match.record.id)
        assert record is not None
        fresh = await self.load(record)
        before = _places(match)
        for name in ("record", "state", "turns", "positions", "next_seq", "last_turn", "homes"):
            setattr(match, name, getattr(fresh, name))
        self._unplace(match, before)  # a home moved by another process (a mirror's holder)
        if record.status is not GameStatus.ACTIVE:
            self.unindex(match)
            return
        self._place(match)

    def check_not_busy(self, channel_id: int, *users: int) -> None:
        """Raise :class:`PlayerBusyError` if any of ``users`` (the first is the one asking) is
        playing in ``channel_id``."""
        for user_id in users:
            match = self.find(channel_id, user_id)
            if match is None:
                continue
            title, game = t(match.rules.title_key), str(match.record.id)
            if user_id == users[0]:
                text = t("busy-you", title=title, game=game)
            else:
                text = t("busy-player", player=Person(user_id), title=title, game=game)
            raise PlayerBusyError(text, user_id, match.record.id, match.rules.title)


def _seat(home: HomeRecord) -> int:
    return home.seat


def _places(match: Match) -> list[tuple[int, int]]:
    """(channel, player) of each person in ``match``: at their own home, else in its
    channel."""
    record = match.record
    away = {home.seat: home.channel_id for home in match.homes}
    return [
        (away.get(seat, record.channel_id), player(record, seat))
        for seat in (1, 2)
        if seat != record.computer_seat
    ]
