"""Notakto boards: dead boards hidden, the last board (goldens: test_grid_boards.py)."""

import pytest

from games.registry import get_game
from renderer import render
from renderer.common import last_move_line
from texts import render as words


@pytest.mark.parametrize("style", ["text", "emoji"])
def test_dead_boards_are_not_drawn(style: str) -> None:
    game = get_game("notakto")
    state = game.parse_position("XXX....../X......../.........")
    text = render(state, style)
    dead = words("legend-notakto-dead", boards="A")
    board = text.split(dead)[0]
    letters = ("A", "B", "C") if style == "text" else ("🇦", "🇧", "🇨")
    assert letters[0] not in board
    assert letters[1] in board and letters[2] in board
    assert dead in text.splitlines()


def test_the_last_move_that_kills_a_board_is_reported() -> None:
    game = get_game("notakto")
    state = game.parse_position("XX......./........./.........")
    move = game.parse_move(state, "A2")
    line = last_move_line("A2", [words("note-board-died")])
    assert line in render(state.play(move), "text", move)


@pytest.mark.parametrize(("style", "mark"), [("text", "[X]"), ("emoji", "❎")])
def test_the_board_that_died_last_is_still_drawn_at_the_end(style: str, mark: str) -> None:
    game = get_game("notakto", boards=2)
    state = game.parse_position("XXX....../XX.......")
    move = game.parse_move(state, "B2")
    text = render(state.play(move), style, move)
    all_dead = words("legend-notakto-all-dead")
    assert mark in text and all_dead in text.splitlines()
    assert ("A" if style == "text" else "🇦") not in text.split(all_dead)[0]


@pytest.mark.parametrize(
    ("boards", "style", "lines"),
    [
        (4, "text", ["A B C D"]),
        (5, "text", ["A B C", "D E"]),
        (4, "emoji", ["🇦 🇧", "🇨 🇩"]),
        (5, "emoji", ["🇦 🇧 🇨", "🇩 🇪"]),
    ],
)
def test_many_boards_are_drawn_in_even_lines_of_boards(
    boards: int, style: str, lines: list[str]
) -> None:
    text = render(get_game("notakto", boards=boards).initial(), style)
    letters = "ABCDE" if style == "text" else "🇦🇧🇨🇩🇪"
    headers = [" ".join(c for c in line if c in letters) for line in text.splitlines()]
    assert [h for h in headers if h] == lines
