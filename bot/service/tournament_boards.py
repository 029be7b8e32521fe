"""A tournament's boards as results: byes and forfeits scored at once, a finished match's
points for white, and the games the pairing and the table count."""

from __future__ import annotations

import dataclasses

from bot.service.pairing import DRAW, Pairing, Played
from bot.storage import BoardRecord, GameRecord


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


def played(boards: list[BoardRecord]) -> list[Played]:
    return [
        Played(b.white_id, b.black_id, b.white_points) for b in boards if b.white_points is not None
    ]
