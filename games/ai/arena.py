"""Games between computer players, for the strength tests and ``bench/ai_strength.py``."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from games.ai import choose_move
from games.base import State

Player = Callable[[State[Any]], Hashable]
"""A player: given a live state, return a legal move."""


def random_player(seed: int | None = None) -> Player:
    """Return a player that picks uniformly among the legal moves."""
    rng = random.Random(seed)

    def play(state: State[Any]) -> Hashable:
        moves: list[Hashable] = list(state.legal_moves())
        return rng.choice(moves)

    return play


def level_player(level: str, budget_s: float, seed: int | None = None) -> Player:
    """Return a player that moves with :func:`games.ai.choose_move` at ``level``."""
    counter = iter(range(1 << 62))

    def play(state: State[Any]) -> Hashable:
        return choose_move(state, level, budget_s, None if seed is None else seed + next(counter))

    return play


@dataclass
class GameRecord:
    """One finished (or cut-off) game: the winner (None for a draw) and each side's move times."""

    winner: int | None
    plies: int
    times: dict[int, list[float]] = field(default_factory=lambda: {1: [], 2: []})


def play_game(start: State[Any], first: Player, second: Player, max_plies: int = 400) -> GameRecord:
    """Play ``first`` (player 1) against ``second`` from ``start``; a game cut off at
    ``max_plies`` counts as a draw. Returns the record."""
    state = start
    players = {1: first, 2: second}
    record = GameRecord(None, 0)
    while state.outcome is None and record.plies < max_plies:
        mover = state.to_move
        began = time.perf_counter()
        move = players[mover](state)
        record.times[mover].append(time.perf_counter() - began)
        state = state.play(move)
        record.plies += 1
    record.winner = state.outcome.winner if state.outcome is not None else None
    return record
