"""A tournament's boards as results: byes and forfeits scored at once, a finished match's
points for white, and the games the pairing and the table count; its formats and when it
ends (an arena's pairing, the expected end of the others)."""

from __future__ import annotations

import dataclasses
import enum
from collections import Counter
from collections.abc import Sequence

from bot.service.pairing import (
    DRAW,
    Pairing,
    PairingImpossibleError,
    Played,
    arena_pairs,
    arena_standings,
    round_robin,
    swiss_round,
)
from bot.storage import BoardRecord, EntrantRecord, GameRecord, TournamentRecord
from games.base import Termination


class TournamentFormat(enum.StrEnum):
    """How a tournament pairs its players."""

    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"
    ARENA = "arena"


def arena_end(record: TournamentRecord) -> float:
    """When an arena stops pairing: ``rounds`` minutes after it started."""
    return record.starts_at + 60 * record.rounds


def expected_end(record: TournamentRecord) -> float:
    """When a tournament may be expected to end (for its Discord event): an arena's end,
    else an hour a round (a round robin's rounds from its player limit)."""
    if record.format == TournamentFormat.ARENA:
        return arena_end(record)
    rounds = record.rounds
    if record.format == TournamentFormat.ROUND_ROBIN:
        rounds *= record.max_players - 1
    return record.starts_at + 3600 * rounds


def planned_rounds(record: TournamentRecord, players: int) -> int | None:
    """How many rounds a tournament of ``players`` (all who started it) plays: a Swiss's
    ``rounds``, a round robin's rounds times its cycles; None for an arena."""
    if record.format == TournamentFormat.ARENA:
        return None
    if record.format == TournamentFormat.ROUND_ROBIN:
        return (players - 1 + players % 2) * record.rounds
    return record.rounds


def arena_pairings(free: Sequence[int], boards: Sequence[BoardRecord]) -> list[Pairing]:
    """The next boards of an arena for its players ``free`` now (in the order of joining),
    after its ``boards``: lichess's rules (:func:`~bot.service.pairing.arena_pairs`)."""
    busy = {p for b in boards if b.white_points is None for p in (b.white_id, b.black_id)}
    waiting = [p for p in free if p not in busy]
    points = {s.player: int(s.points) for s in arena_standings(waiting, played(list(boards)))}
    last: dict[int, int] = {}
    whites: Counter[int] = Counter()
    for board in boards:
        if board.black_id is not None:
            last[board.white_id], last[board.black_id] = board.black_id, board.white_id
            whites[board.white_id] += 1
    return arena_pairs(waiting, points, last, whites)


def new_board(number: int, index: int, pairing: Pairing, gone: set[int]) -> BoardRecord:
    """A new board; a bye scores its point at once, a board with a withdrawn player is lost
    by them at once."""
    board = BoardRecord(number, index, pairing.white, pairing.black)
    if pairing.black is None:
        return BoardRecord(number, index, pairing.white, None, white_points=1.0)
    if gone & {pairing.white, pairing.black}:
        return forfeited(board, gone)
    return board


def forfeit_points(board: BoardRecord, losers: set[int]) -> float:
    """White's points on ``board`` lost by the players in ``losers`` (both: a draw)."""
    white_lost, black_lost = board.white_id in losers, board.black_id in losers
    return DRAW if white_lost == black_lost else 0.0 if white_lost else 1.0


def forfeited(board: BoardRecord, losers: set[int]) -> BoardRecord:
    """``board`` with its result when the players in ``losers`` lose it unplayed."""
    return dataclasses.replace(board, white_points=forfeit_points(board, losers))


def white_points(board: BoardRecord, game: GameRecord) -> float:
    """White's points from a finished match (no winner, an aborted match too: a draw)."""
    if game.winner is None:
        return DRAW
    winner = game.player1_id if game.winner == 1 else game.player2_id
    return 1.0 if winner == board.white_id else 0.0


def no_show(game: GameRecord) -> int | None:
    """The player who lost ``game`` on time without making a move, if one did."""
    if game.termination != Termination.TIMEOUT.value or game.winner is None:
        return None
    loser = 3 - game.winner
    if game.turns >= loser:  # seat 1 has moved once a turn is complete, seat 2 once two are
        return None
    return game.player1_id if loser == 1 else game.player2_id


def played(boards: list[BoardRecord]) -> list[Played]:
    return [
        Played(b.white_id, b.black_id, b.white_points) for b in boards if b.white_points is not None
    ]


def next_round(
    record: TournamentRecord, entrants: Sequence[EntrantRecord], boards: Sequence[BoardRecord]
) -> list[BoardRecord] | None:
    """The boards of a Swiss's or round robin's next round after ``boards``, or None when the
    event is over (its rounds played, fewer than 2 players left, or no Swiss pairing left)."""
    number = record.round + 1
    active = [e.user_id for e in entrants if not e.withdrawn]
    gone: set[int] = set()
    if record.format == TournamentFormat.ROUND_ROBIN:
        schedule = round_robin([e.user_id for e in entrants], record.rounds == 2)
        if number > len(schedule):
            return None
        gone = {e.user_id for e in entrants if e.withdrawn}
        pairings = schedule[number - 1]
    else:
        if number > record.rounds or len(active) < 2:
            return None
        try:
            pairings = swiss_round(active, played(list(boards)))
        except PairingImpossibleError:
            return None
    return [new_board(number, index, pairing, gone) for index, pairing in enumerate(pairings, 1)]
