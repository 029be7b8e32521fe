"""Breakthrough boards: labels as typed, grammar (goldens: test_grid_boards.py)."""

import pytest

from games.registry import get_game
from renderer import render
from renderer.common import last_move_line
from tests.renderer.boards import (
    marked_squares,
)
from texts import render as words


@pytest.mark.parametrize(
    ("rows", "columns", "pieces"),
    [(5, 2, "○●"), (8, 8, "○●"), (12, 26, "WB"), (26, 26, "WB")],  # round when spaced
)
def test_labels_name_the_squares_players_type(rows: int, columns: int, pieces: str) -> None:
    game = get_game("breakthrough", rows=rows, columns=columns)
    state = game.initial()
    text = render(state, "text")
    first, second = pieces[0], pieces[1]
    player_1 = {game.format_move(m).split("-")[0] for m in state.legal_moves()}
    assert player_1 <= marked_squares(text, first)
    assert len(marked_squares(text, first)) == len(marked_squares(text, second)) == 2 * columns
    assert all(
        square.endswith(str(rows)) or square.endswith(str(rows - 1))
        for square in marked_squares(text, second)
    )


def test_the_second_person_moves_in_good_grammar() -> None:
    # English on purpose: the catalogue, not the code, makes "You" agree with its verb.
    state = get_game("breakthrough").initial()
    text = render(state, "text", None, ("You", "Computer"))
    assert "○ You move down · ● Computer moves up" in text


def test_a_board_too_wide_for_spaces_marks_the_last_move_in_lower_case() -> None:
    game = get_game("breakthrough", rows=26, columns=26)
    state = game.initial()
    move = game.parse_move(state, "z2-y3")
    text = render(state.play(move), "text", move)
    assert marked_squares(text, "w") == {"y3"}
    assert marked_squares(text, "*") == {"z2"}
    notes = [words("note-from", mark="*"), words("note-to", mark="w")]
    assert last_move_line("z2-y3", notes) in text


@pytest.mark.parametrize(("columns", "drawn_in"), [(11, "emoji"), (12, "text")])
def test_a_board_too_wide_for_emoji_is_drawn_as_text(columns: int, drawn_in: str) -> None:
    text = render(get_game("breakthrough", rows=10, columns=columns).initial(), "emoji")
    assert ("```" in text) == (drawn_in == "text")
    piece = "○" if drawn_in == "text" else "⚪"
    assert words("legend-moves-down", piece=piece, name="Player 1") in text.splitlines()
