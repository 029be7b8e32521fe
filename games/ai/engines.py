"""The engine of each game: its levels, how it picks a move and how it judges a position."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from games.ai import breakthrough, morris, notakto, placement, six, three
from games.ai.generic import StateProblem
from games.ai.search import search_level
from games.base import State
from games.variants import VARIANTS

SEARCH_LEVELS = ("easy", "medium", "hard")
SOLVED_LEVELS = (*SEARCH_LEVELS, "perfect")
WINNING_MARGIN = 50
"""A heuristic score above this (half a Morris piece) counts as winning for draw offers."""


@dataclass(frozen=True, slots=True)
class Engine:
    """One game's computer player.

    ``choose(state, level, budget_s, seed)`` returns a legal move; ``judge(state, level,
    budget_s)`` returns a score for the player to move (positive: good for them).
    """

    levels: tuple[str, ...]
    choose: Callable[[Any, str, float, int | None], Hashable]
    judge: Callable[[Any, str, float], int]
    offers_draw: Callable[[Sequence[Any]], bool] | None = None
    """Whether the computer offers a draw after a game's positions (oldest first); None for
    a game whose computer never offers one."""
    played: Callable[[Mapping[str, object], str], str] = lambda _options, level: level
    """The level that ``choose`` plays now for a level under a game's ``options``: another
    while the level's data is still being built."""

    @staticmethod
    def winning(score: int) -> bool:
        """True if ``score`` (for the computer) means the computer judges it is winning."""
        return score > WINNING_MARGIN


def _generic_choose(state: State[Any], level: str, budget_s: float, seed: int | None) -> Hashable:
    return search_level(StateProblem(), state, level, budget_s, seed).move


def _generic_judge(state: State[Any], level: str, budget_s: float) -> int:
    return search_level(StateProblem(), state, level, budget_s, 0).score


generic_engine = Engine(SEARCH_LEVELS, _generic_choose, _generic_judge)
"""A plain search through the game interface, for a game without its own engine."""


def solved_engine(
    perfect: Callable[[Any, int | None], Hashable], exact: Callable[[Any], int]
) -> Engine:
    """Return an engine whose ``hard`` and ``perfect`` levels play ``perfect(state, seed)``.

    ``exact(state)`` gives the exact result for the side to move (1, 0 or -1); ``easy`` and
    ``medium`` are the generic shallow searches.
    """

    def choose(state: Any, level: str, budget_s: float, seed: int | None) -> Hashable:
        if level in ("hard", "perfect"):
            return perfect(state, seed)
        return _generic_choose(state, level, budget_s, seed)

    def judge(state: Any, level: str, budget_s: float) -> int:
        if level in ("hard", "perfect"):
            return exact(state) * (WINNING_MARGIN + 1)
        return _generic_judge(state, level, budget_s)

    return Engine(SOLVED_LEVELS, choose, judge)


MILL_ENGINE = Engine(SEARCH_LEVELS, morris.choose, morris.judge)
"""The search of every mill game (:mod:`games.ai.morris`)."""


def _six_played(options: Mapping[str, object], level: str) -> str:
    """``perfect`` plays ``hard`` until the solution for the rule is built (in the background:
    :mod:`games.ai.provision`), never solving the game inside a move (minutes)."""
    if level == "perfect" and not six.ready(bool(options["flying"])):
        return "hard"
    return level


def _six_choose(state: Any, level: str, budget_s: float, seed: int | None) -> Hashable:
    if _six_played(state.game.options, level) == "perfect":
        return six.perfect(state, seed)
    return morris.choose(state, _six_played(state.game.options, level), budget_s, seed)


def _six_judge(state: Any, level: str, budget_s: float) -> int:
    if _six_played(state.game.options, level) == "perfect":
        return six.exact(state) * (WINNING_MARGIN + 1)
    return morris.judge(state, _six_played(state.game.options, level), budget_s)


SIX_ENGINE = Engine(SOLVED_LEVELS, _six_choose, _six_judge, played=_six_played)
"""Six Men's Morris: the mill search up to ``hard``, the solution (:mod:`games.ai.six`) at
``perfect`` once built (``hard`` until then)."""

ENGINES: dict[str, Engine] = {
    "morris": MILL_ENGINE,
    "three": replace(solved_engine(three.best_move, three.judge), offers_draw=three.offers_draw),
    "notakto": solved_engine(notakto.best_move, notakto.judge),
    "breakthrough": Engine(SEARCH_LEVELS, breakthrough.choose, breakthrough.judge),
    "firstattack": Engine(SEARCH_LEVELS, placement.choose, placement.judge),
    "pleiadis": Engine(SEARCH_LEVELS, placement.choose, placement.judge),
    **{cls.name: MILL_ENGINE for cls in VARIANTS},
    "six": SIX_ENGINE,
}
"""The engine of each game by registry name."""
