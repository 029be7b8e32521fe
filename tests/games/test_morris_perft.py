"""Perft counts of Nine Men's Morris from the start (RULES.md section 1)."""

import pytest

from games.base import Game
from games.registry import get_game

EXPECTED = {1: 24, 2: 552, 3: 12_144, 4: 255_024}


@pytest.mark.parametrize(("depth", "count"), sorted(EXPECTED.items()))
def test_perft_from_the_start(depth: int, count: int) -> None:
    game = get_game("morris")
    assert game.perft(game.initial(), depth) == count


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_fast_perft_matches_the_interface(depth: int) -> None:
    game = get_game("morris")
    state = game.initial()
    assert Game.perft(game, state, depth) == game.perft(state, depth)
