"""Three Men's Morris boards: labels and legends (goldens: test_grid_boards.py)."""

import pytest

from games.registry import get_game
from renderer import render
from tests.renderer.boards import CASES, board_lines, play
from texts import render as words


def test_empty_points_show_the_number_players_type_and_a_key_shows_all_nine() -> None:
    board = board_lines(render(get_game("three").initial(), "text"))
    assert board[0].split() == ["1───2───3", "1", "2", "3"]
    assert board[4].split() == ["7───8───9", "7", "8", "9"]
    state, last = play(CASES[1])
    key = [line.split()[-3:] for line in board_lines(render(state, "text", last))[::2]]
    assert key == [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]]


@pytest.mark.parametrize("style", ["text", "emoji"])
def test_no_label_numbers_the_rows_against_the_points(style: str) -> None:
    game = get_game("three")
    text = render(game.initial(), style)
    assert "a   b   c" not in text and "\n1 " not in text
    assert words("legend-three-naming") in text.splitlines()
    bottom_left = board_lines(text)[-1].strip()[0]
    state = game.initial()
    assert game.parse_move(state, "a1") == game.parse_move(state, bottom_left)
    assert game.parse_move(state, "c3") == game.parse_move(state, "3")


def test_pieces_still_to_place_are_listed_only_while_placing() -> None:
    placing, _ = play(CASES[0])
    moving, _ = play(CASES[1])
    placing_lines = render(placing, "text").splitlines()
    assert words("legend-to-place", piece="○", name="Player 1", count=1) in placing_lines
    assert words("legend-to-place", piece="●", name="Player 2", count=2) in placing_lines
    sides = [words("legend-side", piece=p, name=f"Player {n}") for p, n in (("○", 1), ("●", 2))]
    assert " · ".join(sides) in render(moving, "text").splitlines()


@pytest.mark.parametrize("style", ["text", "emoji"])
def test_who_plays_which_pieces_is_shown_in_every_phase(style: str) -> None:
    pieces = ("○", "●") if style == "text" else ("⚪", "⚫")
    sides = [
        words("legend-side", piece=p, name=n) for p, n in zip(pieces, ("Ann", "Bob"), strict=True)
    ]
    legend = " · ".join(sides)
    for case in CASES[1:3]:
        state, last = play(case)
        assert legend in render(state, style, last, ("Ann", "Bob")).splitlines()
