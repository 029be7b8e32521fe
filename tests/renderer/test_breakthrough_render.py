"""Breakthrough boards: labels as typed, grammar (goldens: test_grid_boards.py)."""

import pytest

from games.registry import get_game
from renderer import render
from tests.renderer.boards import (
    marked_squares,
)


@pytest.mark.parametrize(("rows", "columns"), [(5, 2), (8, 8), (12, 26), (26, 26)])
def test_labels_name_the_squares_players_type(rows: int, columns: int) -> None:
    game = get_game("breakthrough", rows=rows, columns=columns)
    state = game.initial()
    text = render(state, "text")
    player_1 = {game.format_move(m).split("-")[0] for m in state.legal_moves()}
    assert player_1 <= marked_squares(text, "W")
    assert len(marked_squares(text, "W")) == len(marked_squares(text, "B")) == 2 * columns
    assert all(
        square.endswith(str(rows)) or square.endswith(str(rows - 1))
        for square in marked_squares(text, "B")
    )


def test_the_second_person_moves_in_good_grammar() -> None:
    state = get_game("breakthrough").initial()
    text = render(state, "text", None, ("You", "Computer"))
    assert "W You move down · B Computer moves up" in text
