"""The matches in progress, held in memory: loading, indexing, committing and reloading them.

A *match* is one game played between two seats (stored as a row of the ``games`` table); its
*rules* are a :class:`games.base.Game`; a *game* is a registry name such as ``"morris"``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Hashable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.service.clock import Clock
from bot.service.errors import (
    InvalidRequestError,
    NoGameError,
    NotAPlayerError,
    NotYourTurnError,
    PlayerBusyError,
    ServiceError,
)
from bot.service.guild_settings import GuildSettingsCache
from bot.service.models import FirstMove, RatingChange
from bot.storage import (
    EntryKind,
    GameRecord,
    GameStatus,
    LogEntry,
    Repository,
    StandingsChange,
    StandingsConflictError,
    VersionConflictError,
)
from games.base import Game, OptionError, State
from games.registry import get_game
from texts import Text, render

if TYPE_CHECKING:
    from bot.service.ratings import Result

CHANGED_MEANWHILE = "The game changed while this was being saved: look at the board and try again."


@dataclass(slots=True)
class Match:
    """A match in progress as the service holds it: the stored record plus what is derived."""

    record: GameRecord
    rules: Game[Any, Any]
    state: State[Any]
    turns: list[tuple[int, str]]
    """The move line: (seat, canonical text) of each complete turn."""
    positions: list[str]
    """``positions[k]`` is the position after ``k`` turns of the line (0: the start)."""
    next_seq: int
    last_turn: Hashable | None = None
    computer_offered_draw: bool = False
    """The computer has offered a draw in this match (it offers once)."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


@dataclass(slots=True)
class Change:
    """One change to a match, prepared under its lock and committed in one transaction."""

    record: GameRecord
    entries: list[LogEntry] = field(default_factory=list)
    result: Result | None = None
    """The result to count in the players' records, stored with the change."""
    ratings: list[RatingChange] = field(default_factory=list)


def make_rules(game: str, options: Mapping[str, object]) -> Game[Any, Any]:
    """Return the rules of ``game`` with ``options``; raise :class:`InvalidRequestError` for an
    unknown game or a bad option."""
    try:
        return get_game(game, **options)
    except OptionError as error:
        reason = render(Text(error.key, error.params))
        raise InvalidRequestError(f"{reason[0].upper()}{reason[1:]}.") from None


def player(record: GameRecord, seat: int) -> int:
    """Return the user id in ``seat`` (1 or 2) of ``record``."""
    return record.player1_id if seat == 1 else record.player2_id


def seat_of(record: GameRecord, user_id: int) -> int:
    """Return ``user_id``'s seat; raise :class:`NotAPlayerError` if they are not playing."""
    if user_id == record.player1_id:
        return 1
    if user_id == record.player2_id:
        return 2
    raise NotAPlayerError("You are not playing in this game.")


def replay(entries: list[LogEntry]) -> tuple[list[tuple[int, str]], list[str], int]:
    """Return the move line (seat, text), the position after each of its turns, and the next
    log sequence number, from a match's log."""
    turns: list[tuple[int, str]] = []
    positions: list[str] = []
    for entry in entries:
        if entry.kind is EntryKind.MOVE:
            turns.append((entry.seat, entry.text))
            positions.append(entry.position)
        elif entry.kind in (EntryKind.TAKEBACK, EntryKind.RESTART):
            del turns[entry.line :]
            del positions[entry.line :]
    return turns, positions, (entries[-1].seq + 1 if entries else 1)


def last_turn_of(rules: Game[Any, Any], positions: list[str], turns: list[tuple[int, str]]) -> Any:
    """Return the last complete turn of a move line as a move object (None before any)."""
    if not turns:
        return None
    return rules.parse_move(rules.parse_position(positions[-2]), turns[-1][1])


class Matches:
    """Every match in progress, indexed by id and by (channel, player).

    ``on_commit`` is told of every record committed (the timers use it to wake up early).
    """

    def __init__(
        self,
        repository: Repository,
        settings: GuildSettingsCache,
        clock: Clock,
        on_commit: Callable[[GameRecord], None],
    ) -> None:
        self._repo = repository
        self._settings = settings
        self._clock = clock
        self._on_commit = on_commit
        self._by_id: dict[int, Match] = {}
        self._by_player: dict[tuple[int, int], int] = {}

    def __iter__(self) -> Iterator[Match]:
        return iter(list(self._by_id.values()))

    def __len__(self) -> int:
        return len(self._by_id)

    def get(self, match_id: int) -> Match | None:
        """Return the match in progress with ``match_id``, or None."""
        return self._by_id.get(match_id)

    def find(self, channel_id: int, user_id: int) -> Match | None:
        """Return ``user_id``'s match in progress in ``channel_id``, or None."""
        match_id = self._by_player.get((channel_id, user_id))
        return None if match_id is None else self._by_id[match_id]

    def of(self, channel_id: int, user_id: int) -> Match:
        """Return ``user_id``'s match in progress here; raise :class:`NoGameError` if none."""
        match = self.find(channel_id, user_id)
        if match is None:
            raise NoGameError("You have no game in progress in this channel.")
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
    ) -> GameRecord:
        """Return the record of a new match (not stored yet), its first turn's clock running;
        ``turn_time_s`` is its own time per move (None: the server's turn timeout)."""
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
        return match

    def index(self, match: Match) -> Match:
        """Hold ``match`` as in progress and find it by its players; return it."""
        record = match.record
        self._by_id[record.id] = match
        for seat in (1, 2):
            if seat != record.computer_seat:
                self._by_player[(record.channel_id, player(record, seat))] = record.id
        self._on_commit(record)
        return match

    def start(self, rules: Game[Any, Any], record: GameRecord) -> Match:
        """Index a newly stored match at its first position; return it."""
        state = rules.parse_position(record.position)
        return self.index(Match(record, rules, state, [], [record.position], 1))

    def unindex(self, match: Match) -> None:
        """Stop holding ``match`` (it ended)."""
        record = match.record
        self._by_id.pop(record.id, None)
        for seat in (1, 2):
            key = (record.channel_id, player(record, seat))
            if self._by_player.get(key) == record.id:
                del self._by_player[key]

    async def commit(self, match: Match | None, change: Change) -> None:
        """Store ``change`` (on success ``match`` takes the new record).

        Raises :class:`ServiceError` if the match changed elsewhere meanwhile (it is reloaded).
        """
        try:
            await self._save(change)
        except VersionConflictError:
            if match is not None:
                await self.reload(match)
            raise ServiceError(CHANGED_MEANWHILE) from None
        if match is None:
            return
        match.record = change.record
        match.next_seq += len(change.entries)
        if change.record.status is not GameStatus.ACTIVE:
            self.unindex(match)
        self._on_commit(change.record)

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

    async def reload(self, match: Match) -> None:
        """Replace ``match``'s contents with what is stored."""
        record = await self._repo.get_game(match.record.id)
        assert record is not None
        fresh = await self.load(record)
        for name in ("record", "state", "turns", "positions", "next_seq", "last_turn"):
            setattr(match, name, getattr(fresh, name))
        if record.status is not GameStatus.ACTIVE:
            self.unindex(match)

    def check_not_busy(self, channel_id: int, mention: Callable[[int], str], *users: int) -> None:
        """Raise :class:`PlayerBusyError` if any of ``users`` is playing in ``channel_id``."""
        for user_id in users:
            match = self.find(channel_id, user_id)
            if match is None:
                continue
            title = match.rules.title
            who = "You are" if user_id == users[0] else f"{mention(user_id)} is"
            raise PlayerBusyError(
                f"{who} already playing {title} (game #{match.record.id}) in this channel: "
                "finish that game first.",
                user_id,
                match.record.id,
                title,
            )


def check_active(match: Match, user_id: int) -> None:
    """After waiting for the lock: raise if the match ended meanwhile or ``user_id`` is not in
    it."""
    if match.record.status is not GameStatus.ACTIVE:
        raise NoGameError("That game has already ended.")
    seat_of(match.record, user_id)


def check_turn(match: Match, seat: int, mention: Callable[[int], str]) -> None:
    """Raise :class:`NotYourTurnError` unless ``seat`` is to move."""
    if match.state.to_move != seat:
        waiting = player(match.record, match.state.to_move)
        raise NotYourTurnError(f"It is not your turn: waiting for {mention(waiting)}.", waiting)
