"""Messages for text that is not a move: they say how to write one, with an example that is a
legal move where it is given, and never repeat the typed text (the caller quotes it)."""

from __future__ import annotations

import pytest

from games.base import IllegalMoveError, NotAMoveError
from games.registry import get_game

CASES = [
    ("morris", {}, (), "d6"),
    ("three", {}, (), "5"),
    ("notakto", {}, (), "A4"),
    ("breakthrough", {}, (), "b2-b3"),
    ("breakthrough", {}, ("a2-a3",), "b7-b6"),
    ("breakthrough", {"rows": 5, "columns": 2}, ("a2-a3",), "b4-b3"),
    ("firstattack", {}, (), "c1"),
    ("firstattack", {"size": 2}, (), "b1"),
    ("pleiadis", {"size": 12}, (), "c1"),
]


@pytest.mark.parametrize(("name", "options", "moves", "example"), CASES)
def test_not_a_move_says_how_to_write_one_with_a_playable_example(
    name: str, options: dict[str, object], moves: tuple[str, ...], example: str
) -> None:
    game = get_game(name, **options)
    state = game.initial()
    for text in moves:
        state = state.play(game.parse_move(state, text))
    with pytest.raises(NotAMoveError) as caught:
        game.parse_move(state, "zz top")
    message = caught.value.message
    assert "zz top" not in message
    assert example in message.split()[-1] or f"{example} (" in message
    game.parse_move(state, example)


def test_a_position_example_fits_the_board_size() -> None:
    game = get_game("breakthrough", rows=5, columns=3)
    with pytest.raises(ValueError, match="WWW/WWW/3/BBB/BBB W"):
        game.parse_position("nonsense")


def test_morris_help_follows_the_options() -> None:
    standard = get_game("morris").help_text()
    assert "fly to any point" in standard
    assert "seen three times or after 100 moves without a mill" in standard
    plain = get_game("morris", flying=False, draw_plies=0).help_text()
    assert "fly" not in plain and "without a mill" not in plain
    assert "It is a draw when a position is seen three times." in plain


@pytest.mark.parametrize(
    ("name", "options", "shown", "example"),
    [
        ("breakthrough", {"rows": 5, "columns": 2}, "Moves: a2-b3", "a2-b3"),
        ("firstattack", {"size": 2}, "Moves: a square, e.g. b1", "b1"),
    ],
)
def test_help_examples_exist_on_the_smallest_boards(
    name: str, options: dict[str, object], shown: str, example: str
) -> None:
    game = get_game(name, **options)
    assert shown in game.help_text()
    game.parse_move(game.initial(), example)


@pytest.mark.parametrize(
    ("moves", "typed"), [(("5", "1"), "1-3"), (("1", "2", "3", "4", "5", "6"), "7")]
)
def test_three_mens_morris_suggests_a_move_that_is_legal_now(
    moves: tuple[str, ...], typed: str
) -> None:
    game = get_game("three")
    state = game.initial()
    for text in moves:
        state = state.play(game.parse_move(state, text))
    with pytest.raises(IllegalMoveError) as caught:
        game.parse_move(state, typed)
    example = caught.value.message.rsplit("e.g. ", 1)[1]
    game.parse_move(state, example)


def test_notakto_result_uses_the_words_of_its_rules() -> None:
    game = get_game("notakto", boards=1)
    state = game.parse_position("XX.......")
    final = state.play(game.parse_move(state, "A2"))
    assert final.outcome is not None
    assert final.outcome.describe() == "Player 2 wins as the opponent killed the last board"
    assert "Whoever kills the last board loses." in game.help_text()


def test_morris_suggests_a_step_that_is_legal_now() -> None:
    game = get_game("morris")
    state = game.parse_position("WW.BB.........W....B.... W 0/0 - -")
    with pytest.raises(IllegalMoveError, match="you have no pieces left to place") as caught:
        game.parse_move(state, "d5")
    example = caught.value.message.rsplit("e.g. ", 1)[1]
    assert "x" not in example
    game.parse_move(state, example)


@pytest.mark.parametrize(("typed", "said"), [("10", "there is no point 10"), ("0", "no point 0")])
def test_three_mens_morris_names_the_number_typed(typed: str, said: str) -> None:
    game = get_game("three")
    with pytest.raises(IllegalMoveError, match=said):
        game.parse_move(game.initial(), typed)
