"""First Attack boards: golden output, open squares shown, one message, equal line widths."""

import pytest

from games.registry import get_game
from renderer import render
from tests.renderer.boards import (
    CASES,
    Case,
    check_fits_and_lines_align,
    golden,
    marked_squares,
    play,
    rendered,
)


@pytest.mark.parametrize("style", ["text", "emoji"])
def test_golden(style: str) -> None:
    assert rendered("firstattack", style) == golden("firstattack", style)


@pytest.mark.parametrize("style", ["text", "emoji"])
def test_fits_one_message_with_aligned_lines(style: str) -> None:
    check_fits_and_lines_align("firstattack", style)


@pytest.mark.parametrize("case", [c for c in CASES if c.game == "firstattack"], ids=str)
def test_open_squares_are_exactly_the_legal_placements(case: Case) -> None:
    state, last = play(case)
    legal = {state.game.format_move(m) for m in state.legal_moves()}
    assert marked_squares(render(state, "text", last), "+") == legal


def test_no_square_is_shown_open_once_the_game_is_over() -> None:
    game = get_game("firstattack", size=3)
    state = game.initial()
    state = state.play(game.parse_move(state, "b2"))
    assert state.outcome is not None
    assert marked_squares(render(state, "text"), "+") == set()
