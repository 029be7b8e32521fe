"""The emoji boards' last-move mark keeps the colour of the piece that moved: where the board
without the mark shows a light or a dark piece, the mark names the same colour, for both
players of every game with two colours of pieces."""

from __future__ import annotations

import random
import unicodedata
from typing import Any

import pytest

from games.base import State
from games.registry import GAMES
from renderer import render

COLOURS = ("WHITE", "BLACK")


def colour(symbol: str) -> str | None:
    """The piece colour a single emoji names (``MEDIUM WHITE CIRCLE``: WHITE), or None."""
    words = unicodedata.name(symbol[0], "").split()
    found = [word for word in words if word in COLOURS]
    return found[0] if found else None


def marks(state: State[Any], last: object) -> list[tuple[str, str]]:
    """Each (symbol without the mark, symbol with it) where the emoji board of ``state``
    differs once ``last`` is marked (the grid only: the lines under it say other things)."""
    plain = render(state, "emoji", None, status=False).splitlines()
    marked = render(state, "emoji", last, status=False).splitlines()
    changed = []
    for before, after in zip(plain, marked, strict=False):
        if len(before) == len(after):
            changed += [(b, a) for b, a in zip(before, after, strict=True) if b != a]
    return changed


@pytest.mark.parametrize("name", ["morris", "three", "breakthrough", "firstattack", "pleiadis"])
def test_the_last_move_mark_has_the_colour_of_the_piece_that_moved(name: str) -> None:
    rng = random.Random(5)
    seen = set()
    state: State[Any] = GAMES[name]().initial()
    for _ in range(12):
        if state.outcome is not None:
            break
        move = rng.choice(state.legal_moves())
        state = state.play(move)
        for piece, mark in marks(state, move):
            if colour(piece) is not None:
                assert colour(mark) == colour(piece), (piece, mark)
                seen.add(colour(piece))
    assert seen == set(COLOURS)
