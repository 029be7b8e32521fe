"""Three Men's Morris rules (RULES.md section 2), each from a position string."""

import pytest

from games.base import (
    IllegalMoveError,
    NotAMoveError,
    OptionError,
    Param,
    PositionError,
    Termination,
)
from games.registry import get_game
from games.three import ThreeMensMorris, ThreeMove, ThreeState
from tests.games.helpers import play, refused


def game(**options: object) -> ThreeMensMorris:
    result = get_game("three", **options)
    assert isinstance(result, ThreeMensMorris)
    return result


def at(position: str, **options: object) -> ThreeState:
    return game(**options).parse_position(position)


def test_start_is_empty_with_nine_placements() -> None:
    state = game().initial()
    assert state.position() == "000000000 1 -"
    assert state.to_move == 1
    assert [str(m) for m in state.legal_moves()] == [str(p) for p in range(1, 10)]


def test_a_line_made_during_placement_wins_at_once() -> None:
    state = at("110220000 1 -")
    after = play(state, "3")
    assert after.outcome is not None
    assert after.outcome.winner == 1
    assert after.outcome.termination is Termination.LINE
    assert after.legal_moves() == []


def test_a_diagonal_line_wins() -> None:
    after = play(at("112120000 2 -"), "7")
    assert after.outcome is not None
    assert after.outcome.winner == 2


def test_a_line_of_mixed_pieces_is_no_win() -> None:
    after = play(at("120000000 1 -"), "3")
    assert after.outcome is None


def test_in_phase_two_any_empty_point_is_a_destination() -> None:
    state = at("110201202 1 -")
    moves = state.legal_moves()
    assert {m.dst for m in moves} == {2, 4, 7}
    assert {m.src for m in moves} == {0, 1, 5}
    assert len(moves) == 9
    after = play(state, "1-8")  # far from 1, still legal
    assert after.code() == "010201212"
    assert after.to_move == 2


def test_phase_two_line_by_a_move_wins() -> None:
    state = at("110020122 1 -")
    after = play(state, "7-3")
    assert after.outcome is not None
    assert after.outcome.winner == 1
    assert after.outcome.termination is Termination.LINE


def test_placing_is_refused_once_all_three_are_on_the_board() -> None:
    with refused(IllegalMoveError, "move-three-all-placed"):
        game().parse_move(at("110201202 1 -"), "3")


def test_moving_is_refused_while_pieces_remain_to_place() -> None:
    with refused(IllegalMoveError, "move-still-placing-example"):
        game().parse_move(at("100000000 2 -"), "1-2")


def test_moving_a_piece_you_do_not_have_is_refused() -> None:
    with refused(IllegalMoveError, "move-no-piece-on", point="4"):
        game().parse_move(at("110201202 1 -"), "4-3")


def test_an_occupied_point_is_refused() -> None:
    with refused(IllegalMoveError, "move-occupied", point="1"):
        game().parse_move(at("100000000 2 -"), "1")


@pytest.mark.parametrize(
    ("text", "point"),
    [("1", 0), ("a3", 0), ("c3", 2), ("b2", 4), ("a1", 6), ("C1", 8), (" 9 ", 8)],
)
def test_points_by_number_or_coordinate(text: str, point: int) -> None:
    assert game().parse_move(game().initial(), text) == ThreeMove(None, point)


@pytest.mark.parametrize("text", ["1-8", "1 8", "18", "a3-b1", "a3 b1", "a3b1", "1 b1", "A3-B1"])
def test_move_text_forms(text: str) -> None:
    assert game().parse_move(at("110201202 1 -"), text) == ThreeMove(0, 7)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("0", "move-three-no-point"),
        ("d1", "move-three-not-a-point"),
        ("a4", "move-three-not-a-point"),
        ("a0", "move-three-not-a-point"),
        ("x5", "move-three-not-a-point"),
    ],
)
def test_points_off_the_board_are_named(text: str, key: str) -> None:
    with refused(IllegalMoveError, key, point=text):
        game().parse_move(game().initial(), text)


@pytest.mark.parametrize("text", ["", "hello", "1-", "-1", "1--2", "123", "5x", "1.5"])
def test_text_that_is_no_move(text: str) -> None:
    with pytest.raises(NotAMoveError):
        game().parse_move(game().initial(), text)


def test_canonical_text_round_trips() -> None:
    assert game().format_move(ThreeMove(None, 4)) == "5"
    assert game().format_move(ThreeMove(3, 6)) == "4-7"
    state = at("110201202 1 -")
    for move in state.legal_moves():
        assert game().parse_move(state, game().format_move(move)) == move


@pytest.mark.parametrize("code", ["000000000", "100011222", "012000000", "001002000", "110201202"])
def test_nine_digit_code_round_trips_with_leading_zeros(code: str) -> None:
    state = game().parse_code(code)
    assert state.code() == code
    assert ThreeMensMorris.to_code(state) == code


def test_bare_code_gives_the_side_to_move_from_the_counts() -> None:
    assert game().parse_code("100000000").to_move == 2
    assert game().parse_code("120000000").to_move == 1
    assert game().parse_code("111220200").to_move == 2  # player 1 just completed a line
    assert game().parse_code("111220200").outcome is not None


def test_no_automatic_draw_with_repetition_draw_off() -> None:
    state = at("110201202 1 -", repetition_draw=False)
    for _ in range(5):
        state = play(state, "1-3", "4-5", "3-1", "5-4")
    assert state.outcome is None
    assert state.position() == "110201202 1 -"


@pytest.mark.parametrize("options", [{}, {"repetition_draw": True}])
def test_repetition_draw_is_on_by_default_and_draws_the_third_time(
    options: dict[str, bool],
) -> None:
    state = at("110201202 1 -", **options)
    state = play(state, "1-3", "4-5", "3-1", "5-4")
    assert state.outcome is None
    state = play(state, "1-3", "4-5", "3-1")
    assert state.outcome is None
    state = play(state, "5-4")
    assert state.outcome is not None
    assert state.outcome.winner is None
    assert state.outcome.termination is Termination.REPETITION


def test_repetition_history_survives_the_position_string() -> None:
    state = play(at("110201202 1 -", repetition_draw=True), "1-3", "4-5", "3-1", "5-4", "1-3")
    assert state.position() == "011201202 2 1-3,4-5,3-1,5-4,1-3"
    again = game(repetition_draw=True).parse_position(state.position())
    assert again == state
    assert play(again, "4-5", "3-1").outcome is None
    assert play(again, "4-5", "3-1", "5-4").outcome is not None


@pytest.mark.parametrize(
    ("text", "key", "params"),
    [
        ("00000000", "position-three-code", {"code": "'00000000'"}),
        ("000000003 1 -", "position-three-code", {"code": "'000000003'"}),
        ("110000000 1 -", "position-three-counts", {}),
        ("100000000 1 -", "position-three-second-to-move", {}),
        ("120000000 2 -", "position-three-first-to-move", {}),
        ("111122220 1 -", "position-three-pieces", {}),
        ("111220200 1 -", "position-three-line", {}),
        ("110201202 3 -", "position-side-1-or-2", {"side": "'3'"}),
        ("110201202 1", "position-three-fields", {}),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, key: str, params: dict[str, Param]) -> None:
    with refused(PositionError, key, **params):
        game().parse_position(text)


def test_moves_since_placing_need_the_repetition_draw_option() -> None:
    with refused(PositionError, "position-three-trail-option"):
        game(repetition_draw=False).parse_position("110201202 1 1-3")


def test_a_trail_that_does_not_fit_is_refused() -> None:
    with refused(PositionError, "position-three-trail-misfit", move="2-3"):
        game(repetition_draw=True).parse_position("110201202 1 2-3")


def test_unknown_option_is_refused() -> None:
    with pytest.raises(OptionError):
        get_game("three", size=4)


def test_play_never_changes_the_state() -> None:
    state = at("110220000 1 -")
    before = state.position()
    play(state, "3")
    with pytest.raises(IllegalMoveError):
        state.play(ThreeMove(None, 0))
    assert state.position() == before


def test_perft_counts_placements_and_lines() -> None:
    g = game()
    start = g.initial()
    # 9 * 8 * 7 * 6 placements; a line needs at least 5 plies.
    assert [g.perft(start, d) for d in (1, 2, 3, 4)] == [9, 72, 504, 3024]
    assert g.perft(start, 5) == 3024 * 5
    # At ply 5 player 1 has a line in 8 lines * 3! orders * 6 * 5 placements of player 2's two,
    # and those games are over; every other position has 4 placements.
    assert g.perft(start, 6) == (15120 - 8 * 6 * 6 * 5) * 4
