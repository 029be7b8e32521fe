"""One match as the service holds it: its stored record with the rules, position and move line
derived from it, a change to it, and the checks made on it under its lock."""

from __future__ import annotations

import asyncio
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.service.errors import InvalidRequestError, NoGameError, NotAPlayerError, NotYourTurnError
from bot.service.models import RatingChange
from bot.service.results import Result
from bot.storage import EntryKind, GameRecord, GameStatus, HomeRecord, LogEntry
from games.base import Game, OptionError, State
from games.registry import get_game
from texts import Person, Text, t


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
    homes: list[HomeRecord] = field(default_factory=list)
    """The seats that play in a home of their own (a game across servers)."""
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
        raise InvalidRequestError(t("bad-options", reason=Text(error.key, error.params))) from None


def player(record: GameRecord, seat: int) -> int:
    """Return the user id in ``seat`` (1 or 2) of ``record``."""
    return record.player1_id if seat == 1 else record.player2_id


def seat_of(record: GameRecord, user_id: int) -> int:
    """Return ``user_id``'s seat; raise :class:`NotAPlayerError` if they are not playing."""
    if user_id == record.player1_id:
        return 1
    if user_id == record.player2_id:
        return 2
    raise NotAPlayerError(t("not-a-player"))


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


def played_in(match: Match, channel_id: int) -> bool:
    """True if ``match`` is played in ``channel_id`` (its channel, or a seat's own home)."""
    return channel_id == match.record.channel_id or any(
        home.channel_id == channel_id for home in match.homes
    )


def check_active(match: Match, user_id: int) -> None:
    """After waiting for the lock: raise if the match ended meanwhile or ``user_id`` is not in
    it."""
    if match.record.status is not GameStatus.ACTIVE:
        raise NoGameError(t("game-ended"))
    seat_of(match.record, user_id)


def check_turn(match: Match, seat: int) -> None:
    """Raise :class:`NotYourTurnError` unless ``seat`` is to move."""
    if match.state.to_move != seat:
        waiting = player(match.record, match.state.to_move)
        raise NotYourTurnError(t("not-your-turn", waiting=Person(waiting)), waiting)
