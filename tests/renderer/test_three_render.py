"""Three Men's Morris boards: labels and legends (goldens: test_grid_boards.py)."""

import pytest

from renderer import render
from tests.renderer.boards import CASES, play


def test_empty_points_show_their_number_and_the_board_its_coordinates() -> None:
    state, last = play(CASES[0])
    text = render(state, "text", last)
    for number in "234678":
        assert f"{number}-" in text or f"-{number}" in text
    assert "   a   b   c " in text
    assert "\n3 " in text and "\n1 " in text


def test_pieces_still_to_place_are_listed_only_while_placing() -> None:
    placing, _ = play(CASES[0])
    moving, _ = play(CASES[1])
    assert "to place" in render(placing, "text")
    assert "to place" not in render(moving, "text")


@pytest.mark.parametrize("style", ["text", "emoji"])
def test_who_plays_which_pieces_is_shown_in_every_phase(style: str) -> None:
    legend = "W Ann · B Bob" if style == "text" else "⚪ Ann · ⚫ Bob"
    for case in CASES[1:3]:
        state, last = play(case)
        assert legend in render(state, style, last, ("Ann", "Bob")).splitlines()
