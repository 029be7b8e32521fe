"""Pleiadis boards: golden output, open squares shown, one message, equal line widths."""

import pytest

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
    assert rendered("pleiadis", style) == golden("pleiadis", style)


@pytest.mark.parametrize("style", ["text", "emoji"])
def test_fits_one_message_with_aligned_lines(style: str) -> None:
    check_fits_and_lines_align("pleiadis", style)


@pytest.mark.parametrize("case", [c for c in CASES if c.game == "pleiadis"], ids=str)
def test_open_squares_are_exactly_the_legal_placements(case: Case) -> None:
    state, last = play(case)
    legal = {state.game.format_move(m) for m in state.legal_moves()}
    assert marked_squares(render(state, "text", last), "+") == legal
