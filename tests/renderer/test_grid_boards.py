"""Boards of the five grid games: goldens at their smallest, default and largest sizes, each
fitting one Discord message with equal line widths; placement games mark exactly the open
squares."""

import pytest

from games.registry import get_game
from renderer import STYLES, render
from tests.renderer.boards import (
    CASES,
    Case,
    check_fits_and_lines_align,
    golden,
    marked_squares,
    play,
    rendered,
)

GAMES = sorted({case.game for case in CASES})
PLACEMENT = ("firstattack", "pleiadis")


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("game", GAMES)
def test_golden(game: str, style: str) -> None:
    assert rendered(game, style) == golden(game, style)


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("game", GAMES)
def test_fits_one_message_with_aligned_lines(game: str, style: str) -> None:
    check_fits_and_lines_align(game, style)


@pytest.mark.parametrize("case", [c for c in CASES if c.game in PLACEMENT], ids=str)
def test_open_squares_are_exactly_the_legal_placements(case: Case) -> None:
    state, last = play(case)
    legal = {state.game.format_move(m) for m in state.legal_moves()}
    assert marked_squares(render(state, "text", last), "+") == legal


@pytest.mark.parametrize(
    ("name", "size", "move"), [("firstattack", 3, "b2"), ("pleiadis", 2, "a1")]
)
def test_no_square_is_shown_open_once_the_game_is_over(name: str, size: int, move: str) -> None:
    game = get_game(name, size=size)
    state = game.initial()
    state = state.play(game.parse_move(state, move))
    assert state.outcome is not None
    assert marked_squares(render(state, "text"), "+") == set()
