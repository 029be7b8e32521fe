"""Moves as sequences of steps, for front ends that build a move one choice at a time.

Each game says how its moves split into steps (:meth:`games.base.Game.move_steps`: Morris
``a1-a4xg7`` is ``a1``, ``-a4``, ``xg7``; a placement is one step) and which steps remove a
piece. Knowing nothing else of the rules, :func:`turn_choices` lists what may follow a partly
chosen move among the legal moves.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from bot.service.models import MatchView
from games.base import Game, State


@dataclass(frozen=True, slots=True)
class MoveChoices:
    """What may follow ``prefix`` (steps already chosen, as canonical text).

    ``steps`` are the possible next steps in the order the legal moves list them, each with
    its separator (``-a4``, ``xg7``); ``complete`` is True when ``prefix`` is itself a legal
    move; ``removal`` when every next step removes a piece (a mill was made).
    """

    prefix: str
    steps: tuple[str, ...]
    complete: bool
    removal: bool = False


def turn_choices(view: MatchView, prefix: str = "") -> MoveChoices:
    """What the player to move in ``view`` may choose after the steps ``prefix``."""
    if view.outcome is not None:
        return MoveChoices(prefix, (), False)
    return move_choices(view.rules, view.state, prefix)


def move_choices(rules: Game[Any, Any], state: State[Any], prefix: str = "") -> MoveChoices:
    """What the player to move in ``state`` may choose after the steps ``prefix``."""
    follow = _steps_after(rules, state).get(prefix)
    if follow is None:
        return MoveChoices(prefix, (), False)
    steps = tuple(step for step in follow if step)
    removal = bool(steps) and all(rules.is_removal_step(step) for step in steps)
    return MoveChoices(prefix, steps, "" in follow, removal)


@lru_cache(maxsize=32)
def _steps_after(rules: Game[Any, Any], state: State[Any]) -> dict[str, dict[str, None]]:
    """Every prefix of a legal move of ``state`` with the steps that may follow it, in the order
    the legal moves list them; ``""`` among them when the prefix is itself a legal move. Kept for
    the latest positions: a board's menus ask once per option they label."""
    after: dict[str, dict[str, None]] = {}
    for move in state.legal_moves():
        prefix = ""
        for step in (*rules.move_steps(move), ""):
            after.setdefault(prefix, {})[step] = None
            prefix += step
    return after


def settled_choices(view: MatchView, prefix: str = "", *, finish: bool = False) -> MoveChoices:
    """:func:`turn_choices` after ``prefix`` with every forced step taken: while only one step
    may follow, it is chosen. The step that would complete the move is taken only with
    ``finish`` (after a click: the move is then played at once); without it, a fully forced
    move stops one step short, so the player still plays it with one click."""
    choices = turn_choices(view, prefix)
    while len(choices.steps) == 1 and not choices.complete:
        after = turn_choices(view, choices.prefix + choices.steps[0])
        if after.complete and not after.steps and not finish:
            break
        choices = after
    return choices
