"""Moves as sequences of steps, for front ends that build a move one choice at a time.

A canonical move text is read as steps: the first square or point, then each further step with
its separator: ``a1-a4xg7`` is ``a1``, ``-a4``, ``xg7``; ``d6`` is one step. An ``x`` separates
a removal only after a square's number (``x2-x3`` is a move from column x). Knowing nothing of
any game's rules, :func:`move_choices` lists what may follow a partly chosen move among the
legal moves' texts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from bot.service.models import MatchView

_BOUNDARY = re.compile(r"(?=-)|(?<=\d)(?=x)")
_REMOVAL = re.compile(r"x[a-z]+\d+")


@dataclass(frozen=True, slots=True)
class MoveChoices:
    """What may follow ``prefix`` (steps already chosen, as canonical text).

    ``steps`` are the possible next steps in the order the legal moves list them, each with
    its separator (``-a4``, ``xg7``); ``complete`` is True when ``prefix`` is itself a legal
    move.
    """

    prefix: str
    steps: tuple[str, ...]
    complete: bool


def split_steps(text: str) -> list[str]:
    """The steps of a canonical move text (``a1-a4xg7`` -> ``a1``, ``-a4``, ``xg7``)."""
    return [step for step in _BOUNDARY.split(text) if step]


def is_removal(step: str) -> bool:
    """True if ``step`` removes a piece (``xg7``)."""
    return _REMOVAL.fullmatch(step) is not None


def move_choices(legal: Sequence[str], prefix: str = "") -> MoveChoices:
    """The next steps after ``prefix`` among the ``legal`` move texts (none if ``prefix`` is
    not a step boundary of any of them)."""
    done = len(split_steps(prefix))
    steps: dict[str, None] = {}
    complete = False
    for text in legal:
        parts = split_steps(text)
        if "".join(parts[:done]) != prefix:
            continue
        if len(parts) == done:
            complete = True
        else:
            steps[parts[done]] = None
    return MoveChoices(prefix, tuple(steps), complete)


def turn_choices(view: MatchView, prefix: str = "") -> MoveChoices:
    """What the player to move in ``view`` may choose after the steps ``prefix``."""
    if view.outcome is not None:
        return MoveChoices(prefix, (), False)
    legal = [view.rules.format_move(move) for move in view.state.legal_moves()]
    return move_choices(legal, prefix)
