"""Move text shared by every game: case, spaces and typographic dashes do not matter."""

from __future__ import annotations

import random

import pytest

from games.base import normalise
from games.registry import GAMES, get_game


def test_normalise_maps_dashes_case_and_spaces() -> None:
    assert normalise("  A1\u2013A4 ") == "a1-a4"
    assert normalise("b2\u2014c3") == "b2-c3"
    assert normalise("d6") == "d6"


@pytest.mark.parametrize("name", list(GAMES))
def test_every_legal_move_reads_back_with_dashes_case_and_spaces(name: str) -> None:
    game = get_game(name)
    rng = random.Random(7)
    state = game.initial()
    for _ in range(12):
        moves = list(state.legal_moves())
        if not moves:
            break
        for move in moves:
            text = game.format_move(move)
            for variant in (text.replace("-", "\u2013"), f"  {text.upper()} "):
                assert game.parse_move(state, variant) == move
        state = state.play(rng.choice(moves))
