"""Breakthrough rules (RULES.md section 4), each from a position string."""

import pytest

from games.base import (
    Game,
    IllegalMoveError,
    NotAMoveError,
    OptionError,
    Param,
    PositionError,
    Termination,
)
from games.breakthrough import Breakthrough, BreakthroughMove, BreakthroughState
from games.registry import get_game
from tests.games.helpers import move_texts as texts
from tests.games.helpers import play, refused


def game(rows: int = 8, columns: int = 8) -> Breakthrough:
    result = get_game("breakthrough", rows=rows, columns=columns)
    assert isinstance(result, Breakthrough)
    return result


def at(position: str, rows: int = 8, columns: int = 8) -> BreakthroughState:
    return game(rows, columns).parse_position(position)


@pytest.mark.parametrize(("depth", "count"), [(1, 22), (2, 484), (3, 11_132), (4, 256_036)])
def test_perft_from_the_8x8_start(depth: int, count: int) -> None:
    g = game()
    assert g.perft(g.initial(), depth) == count


@pytest.mark.parametrize(
    ("rows", "columns", "position"),
    [
        (8, 8, None),
        (5, 3, None),
        (6, 2, None),
        (8, 8, "8/8/8/3W4/3BB3/8/8/B7 W"),
        (8, 8, "8/1W6/8/8/8/8/3B4/8 B"),
        (5, 5, "1W3/5/5/2W2/B4 B"),
    ],
)
def test_fast_perft_matches_the_interface(rows: int, columns: int, position: str | None) -> None:
    g = game(rows, columns)
    state = g.initial() if position is None else g.parse_position(position)
    for depth in (1, 2, 3, 4):
        assert g.perft(state, depth) == Game.perft(g, state, depth)


def test_start_has_two_rows_each_player_1_on_top() -> None:
    state = game().initial()
    assert state.position() == "WWWWWWWW/WWWWWWWW/8/8/8/8/BBBBBBBB/BBBBBBBB W"
    assert state.to_move == 1
    assert {m.src // 8 for m in state.legal_moves()} == {1}


def test_small_board_start() -> None:
    assert game(5, 3).initial().position() == "WWW/WWW/3/BBB/BBB W"


def test_forward_straight_or_diagonal_and_capture_diagonally_only() -> None:
    state = at("8/8/8/3W4/3BB3/8/8/B7 W")
    assert {t for t in texts(state) if t.startswith("d4")} == {"d4-c5", "d4-e5"}


def test_straight_onto_an_opponent_is_refused() -> None:
    with refused(IllegalMoveError, "move-capture-diagonally", square="d5"):
        game().parse_move(at("8/8/8/3W4/3BB3/8/8/B7 W"), "d4-d5")


def test_a_diagonal_capture_removes_the_pawn() -> None:
    after = play(at("8/8/8/3W4/3BB3/8/8/B7 W"), "d4-e5")
    assert after.position() == "8/8/8/8/3BW3/8/8/B7 B"


def test_capturing_is_not_compulsory() -> None:
    assert "d4-c5" in texts(at("8/8/8/3W4/3BB3/8/8/B7 W"))


def test_onto_an_own_pawn_is_refused() -> None:
    with refused(IllegalMoveError, "move-own-pawn", square="e5"):
        game().parse_move(at("8/8/8/3W4/4W3/8/8/B7 W"), "d4-e5")


@pytest.mark.parametrize("move", ["d4-d3", "d4-c4", "d4-e3", "d4-d6", "d4-f5"])
def test_sideways_back_and_long_moves_are_refused(move: str) -> None:
    with refused(IllegalMoveError, "move-pawn-forward", row="8"):
        game().parse_move(at("8/8/8/3W4/8/8/8/B7 W"), move)


def test_player_2_moves_up() -> None:
    state = at("8/8/8/3W4/8/8/B7/8 B")
    assert texts(state) == {"a7-a6", "a7-b6"}
    with refused(IllegalMoveError, "move-pawn-forward", row="1"):
        game().parse_move(state, "a7-a8")


def test_moving_the_opponents_pawn_is_refused() -> None:
    with refused(IllegalMoveError, "move-opponent-pawn", square="a8"):
        game().parse_move(at("8/8/8/3W4/8/8/8/B7 W"), "a8-a7")


def test_moving_from_an_empty_square_is_refused() -> None:
    with refused(IllegalMoveError, "move-no-pawn-on", square="a1"):
        game().parse_move(at("8/8/8/3W4/8/8/8/B7 W"), "a1-a2")


def test_reaching_the_far_row_wins() -> None:
    after = play(at("8/8/8/8/8/8/3W4/B7 W"), "d7-d8")
    assert after.outcome is not None
    assert after.outcome.winner == 1
    assert after.outcome.termination is Termination.BREAKTHROUGH
    assert after.legal_moves() == []


def test_player_2_wins_on_row_1() -> None:
    after = play(at("7W/3B4/8/8/8/8/8/8 B"), "d2-c1")
    assert after.outcome is not None
    assert after.outcome.winner == 2
    assert after.outcome.termination is Termination.BREAKTHROUGH


def test_capturing_every_pawn_wins() -> None:
    after = play(at("8/8/8/3W4/4B3/8/8/8 W"), "d4-e5")
    assert after.outcome is not None
    assert after.outcome.winner == 1
    assert after.outcome.termination is Termination.ALL_CAPTURED


def test_a_game_reaching_the_far_row_by_capture_is_a_breakthrough() -> None:
    after = play(at("8/8/8/8/8/8/3W4/B3B3 W"), "d7-e8")
    assert after.outcome is not None
    assert after.outcome.termination is Termination.BREAKTHROUGH


@pytest.mark.parametrize("text", ["b2-c3", "b2 c3", "b2c3", "B2-C3", "  b2 - c3 "])
def test_move_text_forms(text: str) -> None:
    assert game().parse_move(game().initial(), text) == BreakthroughMove(9, 18)


@pytest.mark.parametrize("text", ["", "b2", "b2-", "b2--c3", "b2xc3", "2b-3c", "b²-c3", "b2-c3-d4"])
def test_text_that_is_no_move(text: str) -> None:
    with pytest.raises(NotAMoveError):
        game().parse_move(game().initial(), text)


def test_a_square_off_the_board_is_named() -> None:
    with refused(IllegalMoveError, "move-off-board", square="i2", last="h8"):
        game().parse_move(game().initial(), "i2-h3")


def test_wide_boards_use_letters_to_z() -> None:
    g = game(6, 26)
    state = g.initial()
    assert g.parse_move(state, "z2-y3") == BreakthroughMove(51, 76)
    assert g.format_move(BreakthroughMove(51, 76)) == "z2-y3"


def test_canonical_text_round_trips() -> None:
    g = game(10, 12)
    state = g.initial()
    for move in state.legal_moves():
        assert g.parse_move(state, g.format_move(move)) == move


@pytest.mark.parametrize(
    ("text", "key", "params"),
    [
        ("8/8/8/8/8/8/8 W", "position-rows", {"found": "7", "rows": 8}),
        ("8/8/8/8/8/8/8/B7 X", "position-side-w-or-b", {"side": "'X'"}),
        ("8/8/8/8/8/8/8/B6 W", "position-row-length", {"row": "8", "found": "7"}),
        ("8/8/8/8/8/8/8/B7Q W", "position-row-token", {"row": "8", "token": "'Q'"}),
        ("8/8/8/8/8/8/8/3W4 W", "position-far-row", {"player": "1"}),
        ("8/8/8/8/8/8/8/B7 B", "position-no-pawns", {"player": "1"}),
        ("WWWWWWWW/WWWWWWWW/W7/8/8/8/8/B7 B", "position-too-many-pawns", {"most": 16}),
        ("8/8/8/8/8/8/8/B7", "position-grid-fields", {}),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, key: str, params: dict[str, Param]) -> None:
    with refused(PositionError, key, **params):
        game().parse_position(text)


@pytest.mark.parametrize(("rows", "columns"), [(4, 8), (8, 1), (8, 27), (27, 8)])
def test_board_sizes_are_limited(rows: int, columns: int) -> None:
    with pytest.raises(OptionError):
        get_game("breakthrough", rows=rows, columns=columns)


def test_play_never_changes_the_state() -> None:
    state = at("8/8/8/3W4/3BB3/8/8/B7 W")
    play(state, "d4-e5")
    assert state.position() == "8/8/8/3W4/3BB3/8/8/B7 W"
    with pytest.raises(IllegalMoveError):
        state.play(BreakthroughMove(27, 35))
