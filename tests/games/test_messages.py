"""Messages for text that is not a move: they say how to write one, with an example that is a
legal move where it is given, and never repeat the typed text (the caller quotes it). Messages
are catalogue keys with parameters; the English of a few is checked in tests/texts."""

from __future__ import annotations

import pytest

from games.base import IllegalMoveError, NotAMoveError, PositionError, message
from games.registry import get_game
from tests.games.helpers import refused
from texts import Text, render

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
    message = render(Text(caught.value.key, caught.value.params))
    assert "zz top" not in message
    assert example in message.split()[-1] or f"{example} (" in message
    game.parse_move(state, example)


def test_a_position_example_fits_the_board_size() -> None:
    game = get_game("breakthrough", rows=5, columns=3)
    with refused(PositionError, "position-grid-fields", example="'WWW/WWW/3/BBB/BBB W'"):
        game.parse_position("nonsense")


def test_morris_rules_follow_the_options() -> None:
    assert get_game("morris").rules() == message("rules-morris", flying="on", plies=100)
    plain = get_game("morris", flying=False, draw_plies=0).rules()
    assert plain == message("rules-morris", flying="off", plies=0)


@pytest.mark.parametrize(
    ("name", "options", "example"),
    [
        ("breakthrough", {"rows": 5, "columns": 2}, "a2-b3"),
        ("firstattack", {"size": 2}, "b1"),
    ],
)
def test_help_examples_exist_on_the_smallest_boards(
    name: str, options: dict[str, object], example: str
) -> None:
    game = get_game(name, **options)
    assert example in render(Text(*game.rules()))
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
    example = caught.value.params["example"]
    assert isinstance(example, str)
    game.parse_move(state, example)


def test_notakto_result_says_who_killed_the_last_board() -> None:
    game = get_game("notakto", boards=1)
    state = game.parse_position("XX.......")
    final = state.play(game.parse_move(state, "A2"))
    assert final.outcome is not None
    assert final.outcome.winner == 2
    assert final.outcome.result_key == "result-win"
    assert final.outcome.termination.key == "termination-last-board"


def test_morris_suggests_a_step_that_is_legal_now() -> None:
    game = get_game("morris")
    state = game.parse_position("WW.BB.........W....B.... W 0/0 - -")
    with refused(IllegalMoveError, "move-none-to-place") as caught:
        game.parse_move(state, "d5")
    example = caught.value.params["example"]
    assert isinstance(example, str) and "x" not in example
    game.parse_move(state, example)


@pytest.mark.parametrize("typed", ["10", "0"])
def test_three_mens_morris_names_the_number_typed(typed: str) -> None:
    game = get_game("three")
    with refused(IllegalMoveError, "move-three-no-point", point=typed):
        game.parse_move(game.initial(), typed)
