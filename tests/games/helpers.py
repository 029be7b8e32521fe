"""Helpers shared by the game rule tests."""

from __future__ import annotations

from typing import Any, TypeVar

from games.base import State

S = TypeVar("S", bound=State[Any])


def play(state: S, *texts: str) -> S:
    """Return the state after playing each move text in turn through the game's parser."""
    for text in texts:
        state = state.play(state.game.parse_move(state, text))
    return state


def move_texts(state: State[Any]) -> set[str]:
    """Return the canonical text of every legal move in ``state``."""
    return {state.game.format_move(m) for m in state.legal_moves()}
