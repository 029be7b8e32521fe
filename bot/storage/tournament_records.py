"""Tournaments as stored, as records: the events, their players and their boards, and the
rows they are read from."""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass

from bot.storage.rows import Row


class TournamentStatus(enum.StrEnum):
    """Where a tournament is in its life."""

    OPEN = "open"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


@dataclass(slots=True)
class TournamentRecord:
    """One tournament: ``rounds`` is a Swiss's rounds (a round robin's cycles); ``round`` the
    last round paired (0 before the first)."""

    id: int
    guild_id: int
    channel_id: int
    organiser_id: int
    format: str
    game: str
    options: dict[str, bool | int]
    rounds: int
    turn_time_s: int
    max_players: int
    starts_at: float
    status: TournamentStatus
    round: int
    created_at: float
    message_id: int | None = None
    language: str | None = None
    late_join: int = 0
    """A running Swiss takes new players until this round is paired (0: none)."""
    winner_id: int | None = None
    announced: bool = False
    rated: bool = True
    increment_s: int | None = None
    """Its games' live clock: ``turn_time_s`` each, plus this per move (None: per move)."""
    event_id: int | None = None
    """Its Discord scheduled event while the bot keeps it in step (None: none, or no more)."""


@dataclass(frozen=True, slots=True)
class EntrantRecord:
    """A player of a tournament, in the order they joined."""

    user_id: int
    joined_at: float
    withdrawn: bool


@dataclass(frozen=True, slots=True)
class BoardRecord:
    """One board of a round: ``black_id`` None is a bye; ``game_id`` the match once started;
    ``white_points`` None while it is played."""

    round: int
    board: int
    white_id: int
    black_id: int | None
    game_id: int | None = None
    white_points: float | None = None
    thread_id: int | None = None
    """A round robin game's private thread, stored once made (a restart plays in it)."""
    shown_in: int | None = None
    """The channel (or thread) of its match, read from the match, never written here."""
    board_message_id: int | None = None
    """Its match's board message, read from the match, never written here."""


def tournament_of(row: Row) -> TournamentRecord:
    """The tournament of a row of ``id`` and the store's tournament columns, in order."""
    return TournamentRecord(
        id=int(row[0]),
        guild_id=int(row[1]),
        channel_id=int(row[2]),
        organiser_id=int(row[3]),
        format=str(row[4]),
        game=str(row[5]),
        options=json.loads(row[6]),
        rounds=int(row[7]),
        turn_time_s=int(row[8]),
        max_players=int(row[9]),
        starts_at=float(row[10]),
        status=TournamentStatus(row[11]),
        round=int(row[12]),
        message_id=None if row[13] is None else int(row[13]),
        language=row[14],
        created_at=float(row[15]),
        late_join=int(row[16]),
        winner_id=None if row[17] is None else int(row[17]),
        announced=bool(row[18]),
        rated=bool(row[19]),
        increment_s=None if row[20] is None else int(row[20]),
        event_id=None if row[21] is None else int(row[21]),
    )


def board_of(row: Row) -> BoardRecord:
    """The board of a row of the store's board columns, then its match's channel and board
    message."""
    return BoardRecord(
        round=int(row[0]),
        board=int(row[1]),
        white_id=int(row[2]),
        black_id=None if row[3] is None else int(row[3]),
        game_id=None if row[4] is None else int(row[4]),
        white_points=None if row[5] is None else float(row[5]),
        thread_id=None if row[6] is None else int(row[6]),
        shown_in=None if row[7] is None else int(row[7]),
        board_message_id=None if row[8] is None else int(row[8]),
    )
