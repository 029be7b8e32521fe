"""Computer players for every game (pure: standard library only).

``choose_move`` is the one entry point; ``choose_move_text`` is its picklable twin for a process
pool. Until the computer-players issue lands every level plays a random legal move.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from typing import Any

from games.base import State
from games.registry import get_game

LEVELS = ("easy", "medium", "hard", "perfect")
"""Every level name, weakest first; ``perfect`` exists only for games solved exactly."""


def levels_for(game_name: str) -> tuple[str, ...]:
    """Return the levels offered for ``game_name``."""
    del game_name
    return LEVELS[:3]


def choose_move(
    state: State[Any], level: str, budget_s: float, seed: int | None = None
) -> Hashable:
    """Return a legal move for the player to move in ``state`` within about ``budget_s`` seconds.

    Raises ``ValueError`` if the game is over or the level is unknown.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")
    moves: list[Hashable] = list(state.legal_moves())
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    del budget_s
    return random.Random(seed).choice(moves)


def choose_move_text(
    game_name: str,
    options: Mapping[str, object],
    position: str,
    level: str,
    budget_s: float,
    seed: int | None = None,
) -> str:
    """Like :func:`choose_move` from plain values (for a process pool); return the move text."""
    game = get_game(game_name, **options)
    state = game.parse_position(position)
    return game.format_move(choose_move(state, level, budget_s, seed))


def accepts_draw(state: State[Any], level: str) -> bool:
    """Return True if the computer, at ``level``, would accept a draw offer in ``state``."""
    del state, level
    return True
