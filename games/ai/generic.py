"""The generic search on interface states, for games without a faster engine of their own."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from games.ai.search import WIN, Problem
from games.base import State


class StateProblem(Problem[State[Any], Hashable]):
    """Any game through :class:`games.base.State`; ``evaluate`` is a per-game hook (default 0)."""

    def __init__(self, evaluate: Callable[[State[Any]], int] | None = None) -> None:
        self._evaluate = evaluate

    def key(self, node: State[Any]) -> Hashable:
        """Return the position string."""
        return node.position()

    def moves(self, node: State[Any]) -> Sequence[Hashable]:
        """Return the legal moves in the game's own order."""
        return node.legal_moves()

    def play(self, node: State[Any], move: Hashable) -> State[Any]:
        """Return the state after ``move``."""
        return node.play(move)

    def result(self, node: State[Any]) -> int | None:
        """Return the outcome for the player to move, or None while the game is on."""
        outcome = node.outcome
        if outcome is None:
            return None
        if outcome.winner is None:
            return 0
        return WIN if outcome.winner == node.to_move else -WIN

    def evaluate(self, node: State[Any]) -> int:
        """Return the hook's score for the player to move (0 without a hook)."""
        return self._evaluate(node) if self._evaluate else 0
