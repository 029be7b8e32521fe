"""Nine Men's Morris rules (RULES.md section 1), one test per rule, from position strings."""

from __future__ import annotations

import pytest

from games.base import (
    IllegalMoveError,
    Message,
    NotAMoveError,
    OptionError,
    Param,
    PositionError,
    Termination,
    message,
)
from games.morris import Morris, MorrisMove, MorrisState
from games.morris_board import POINT_NAMES
from games.registry import get_game
from tests.games.helpers import play, refused


def pos(white: str = "", black: str = "", side: str = "W", hands: str = "0/0", **kw: str) -> str:
    """Build a position string from space-separated point names."""
    cells = ["."] * 24
    for name in white.split():
        cells[POINT_NAMES.index(name)] = "W"
    for name in black.split():
        cells[POINT_NAMES.index(name)] = "B"
    return f"{''.join(cells)} {side} {hands} {kw.get('pending', '-')} {kw.get('trail', '-')}"


def state(game: Morris | None = None, /, **kw: str) -> MorrisState:
    return (game or Morris()).parse_position(pos(**kw))


def error_of(s: MorrisState, text: str) -> Message:
    with pytest.raises(IllegalMoveError) as info:
        s.game.parse_move(s, text)
    return info.value.reason


# A moving-phase position where b4-a4 closes the mill a7-a4-a1 and Black has four free pieces.
MILL_READY = {"white": "a7 a1 b4 c3", "black": "g7 d1 g1 f4"}


def test_start_position() -> None:
    s = Morris().initial()
    assert s.position() == "........................ W 9/9 - -"
    assert s.to_move == 1
    assert s.outcome is None
    assert len(s.legal_moves()) == 24


def test_placing_puts_a_piece_from_hand_on_an_empty_point() -> None:
    s = play(Morris().initial(), "d6")
    assert s.position() == "....W................... B 8/9 - -"
    assert s.to_move == 2


def test_placing_on_an_occupied_point_is_refused() -> None:
    s = play(Morris().initial(), "d6")
    assert error_of(s, "d6") == message("move-occupied", point="d6")


def test_a_player_with_pieces_in_hand_must_place() -> None:
    s = state(white="a1", black="g7", hands="8/8")
    assert error_of(s, "a1-a4") == message("move-still-placing")


def test_a_player_without_pieces_in_hand_must_move() -> None:
    s = state(**MILL_READY)
    assert error_of(s, "d6").key == "move-none-to-place"


def test_moves_go_along_a_line_to_an_adjacent_point() -> None:
    s2 = state(white="a1 a7 b2 c3", black="d7 g7 f2 e3")
    assert error_of(s2, "a1-g1") == message("move-not-adjacent", src="a1", dst="g1")
    assert error_of(s2, "a1-b2") == message("move-not-adjacent", src="a1", dst="b2")
    assert error_of(s2, "a7-d7") == message("move-occupied", point="d7")
    assert error_of(s2, "a1-d2") == message("move-not-adjacent", src="a1", dst="d2")
    assert play(s2, "a1-d1").position() == pos(
        white="d1 a7 b2 c3", black="d7 g7 f2 e3", side="B", trail="a1-d1"
    )


def test_only_own_pieces_move() -> None:
    s = state(**MILL_READY)
    assert error_of(s, "d1-d2") == message("move-no-piece-on", point="d1")
    assert error_of(s, "e4-e5") == message("move-no-piece-on", point="e4")


def test_flying_with_exactly_three_pieces() -> None:
    s = state(white="a1 b6 e3", black="d7 g7 f2 e4")
    assert play(s, "a1-g1").pieces[0] >> POINT_NAMES.index("g1") & 1


def test_no_flying_with_four_pieces() -> None:
    s = state(white="a1 b6 e3 c5", black="d7 g7 f2 e4")
    assert error_of(s, "a1-g1") == message("move-not-adjacent", src="a1", dst="g1")


def test_flying_off_keeps_three_pieces_on_the_lines() -> None:
    s = state(Morris(flying=False), white="a1 b6 e3", black="d7 g7 f2 e4")
    assert error_of(s, "a1-g1") == message("move-not-adjacent", src="a1", dst="g1")


def test_mill_by_placement_removes_the_named_piece() -> None:
    s = state(white="a7 d7 a1", black="b6 f6 c3", hands="6/6")
    s = play(s, "g7xb6")
    assert s.position() == pos(white="a7 d7 g7 a1", black="f6 c3", side="B", hands="5/6")


def test_removal_given_in_the_same_text_in_any_spelling() -> None:
    for text in ("b4-a4xg7", "b4 a4 x g7", "B4A4XG7", "  b4-a4 xg7 ", "10-9x2"):
        s = play(state(**MILL_READY), text)
        assert s.to_move == 2
        assert not s.pieces[1] >> POINT_NAMES.index("g7") & 1


def test_mill_without_a_named_removal_waits_for_it() -> None:
    s = state(**MILL_READY)
    move = s.game.parse_move(s, "b4-a4")
    pending = s.play(move)
    assert pending.to_move == 1
    assert pending.outcome is None
    assert pending.pending_removal == MorrisMove(10, 9)
    assert pending.position().split()[3] == "b4-a4"
    assert {str(m) for m in pending.legal_moves()} == {"xg7", "xd1", "xg1", "xf4"}
    for text in ("g7", "xg7", " X G7"):
        removal = pending.game.parse_move(pending, text)
        assert str(pending.full_turn(removal)) == "b4-a4xg7"
        done = pending.play(removal)
        assert done.to_move == 2
        assert done.pending_removal is None


def test_a_pending_removal_survives_the_position_string() -> None:
    pending = play(state(**MILL_READY), "b4-a4")
    again = Morris().parse_position(pending.position())
    assert again == pending
    assert play(again, "g7").position() == play(pending, "g7").position()


def test_a_pending_removal_refuses_anything_but_a_removal() -> None:
    pending = play(state(**MILL_READY), "b4-a4")
    assert error_of(pending, "c3-d3") == message("move-remove-pending")
    assert error_of(pending, "a7") == message("move-not-opponent-piece", point="a7")


def test_a_single_removable_piece_is_removed_automatically() -> None:
    s = state(white="a7 a1 b4 c3", black="e5 e4 e3 g7")
    move = s.game.parse_move(s, "b4-a4")
    assert move == MorrisMove(10, 9, None)
    after = s.play(move)
    assert after.to_move == 2
    assert after.pieces[1] == s.pieces[1] & ~(1 << POINT_NAMES.index("g7"))


@pytest.mark.parametrize(
    ("position", "text", "turn"),
    [
        ("WW...........B.BBB...... W 5/5 - -", "g7", "g7xf4"),
        (pos(white="a7 a1 b4 c3", black="e5 e4 e3 g7"), "b4-a4", "b4-a4xg7"),
    ],
)
def test_a_forced_removal_is_written_in_the_full_turn(position: str, text: str, turn: str) -> None:
    s = Morris().parse_position(position)
    move = s.game.parse_move(s, text)
    full = s.full_turn(move)
    assert s.game.format_move(full) == turn
    assert full in s.legal_moves()
    assert s.game.parse_move(s, turn) == full
    assert s.play(full) == s.play(move)


def test_a_step_without_a_mill_or_with_a_choice_is_its_own_full_turn() -> None:
    s = state(**MILL_READY)
    for text in ("c3-d3", "b4-a4"):
        move = s.game.parse_move(s, text)
        assert s.full_turn(move) == move


def test_a_double_mill_removes_only_one_piece() -> None:
    s = state(white="a7 d7 g4 g1", black="b6 f6 c3 e3", hands="5/5")
    g7 = POINT_NAMES.index("g7")
    turns = [m for m in s.legal_moves() if m.dst == g7]
    assert sorted(str(m) for m in turns) == ["g7xb6", "g7xc3", "g7xe3", "g7xf6"]
    after = play(s, "g7xc3")
    assert after.pieces[1].bit_count() == 3
    assert after.to_move == 2


def test_a_piece_in_a_mill_is_protected_while_others_are_free() -> None:
    s = state(white="a7 a1 b4 c3", black="e5 e4 e3 g7 g1")
    assert error_of(s, "b4-a4xe4") == message("move-remove-from-mill", point="e4")


def test_a_piece_in_a_mill_may_go_when_every_piece_is_in_a_mill() -> None:
    s = state(white="a7 a1 b4 c3", black="e5 e4 e3 b6 d6 f6")
    after = play(s, "b4-a4xe4")
    assert not after.pieces[1] >> POINT_NAMES.index("e4") & 1


def test_no_removal_without_a_mill() -> None:
    s = state(**MILL_READY)
    assert error_of(s, "c3-d3xg7") == message("move-no-mill", move="c3-d3")


def test_removing_an_empty_or_own_point_is_refused() -> None:
    s = state(**MILL_READY)
    assert error_of(s, "b4-a4xd6") == message("move-not-opponent-piece", point="d6")
    assert error_of(s, "b4-a4xc3") == message("move-not-opponent-piece", point="c3")


def test_a_player_below_three_pieces_loses() -> None:
    s = state(white="a7 a1 b4 c3", black="e5 e4 e3")
    after = play(s, "b4-a4xe4")
    assert after.outcome is not None
    assert after.outcome.winner == 1
    assert after.outcome.termination is Termination.FEWER_THAN_THREE
    assert after.legal_moves() == []


def test_pieces_in_hand_count_towards_three() -> None:
    s = state(white="a7 d7", black="b6 f6", hands="2/2")
    after = play(s, "g7xb6")
    assert after.count(2) == 3
    assert after.outcome is None
    s2 = state(white="a7 d7", black="b6 f6", hands="1/1")
    final = play(s2, "g7xb6")
    assert final.outcome is not None
    assert final.outcome.termination is Termination.FEWER_THAN_THREE


def test_a_player_with_no_legal_move_loses() -> None:
    s = state(white="d7 a4 g4 d2", black="a7 g7 a1 g1")
    after = play(s, "d2-d1")
    assert after.outcome is not None
    assert after.outcome.winner == 1
    assert after.outcome.termination is Termination.NO_MOVES


SHUFFLE = ("a7-a4", "g1-g4", "a4-a7", "g4-g1")
SHUFFLE_POS = {"white": "a7 d6 e3 b2", "black": "g1 f4 c5 d1"}


def test_threefold_repetition_is_a_draw() -> None:
    s = play(state(**SHUFFLE_POS), *SHUFFLE, *SHUFFLE[:3])
    assert s.outcome is None
    s = play(s, SHUFFLE[3])
    assert s.outcome is not None
    assert s.outcome.winner is None
    assert s.outcome.termination is Termination.REPETITION


def test_repetition_history_survives_the_position_string() -> None:
    s = play(state(**SHUFFLE_POS), *SHUFFLE, *SHUFFLE[:3])
    again = Morris().parse_position(s.position())
    assert again == s
    final = play(again, SHUFFLE[3])
    assert final.outcome is not None
    assert final.outcome.termination is Termination.REPETITION


def test_a_removal_resets_the_repetition_and_move_counts() -> None:
    s = play(state(white="a7 a1 b4 c3", black="g7 d1 g1 f4 d6"), "c3-d3", "d6-d5", "d3-c3")
    assert s.position().split()[4] == "c3-d3,d6-d5,d3-c3"
    after = play(s, "g7-d7", "b4-a4xd7")
    assert after.position().split()[4] == "-"
    assert after.keys == (after.key(),)


def test_the_move_limit_draws_after_draw_plies_moves_without_a_removal() -> None:
    game = Morris(draw_plies=4)
    s = play(state(game, **SHUFFLE_POS), *SHUFFLE[:3])
    assert s.outcome is None
    s = play(s, SHUFFLE[3])
    assert s.outcome is not None
    assert s.outcome.termination is Termination.MOVE_LIMIT


def test_draw_plies_zero_disables_the_move_limit() -> None:
    game = Morris(draw_plies=0)
    s = state(game, white="a7 d6 e3 b2", black="g1 f4 c5 d1")
    s = play(s, "a7-a4", "g1-g4", "d6-d5", "g4-g7", "d5-d6", "g7-g4", "a4-a7", "g4-g1")
    assert s.outcome is None
    assert len(s.trail) == 8


def test_numeric_alias_names_points() -> None:
    s = state(white="a1 a7 b2 c3", black="d7 g7 f2 e3")
    assert s.game.parse_move(s, "21 22") == s.game.parse_move(s, "a1-d1")
    assert error_of(s, "21-23") == message("move-not-adjacent", src="a1", dst="g1")
    assert error_of(s, "21 20") == message("move-not-adjacent", src="a1", dst="f2")
    assert play(Morris().initial(), "4").position().startswith("....W")


def test_points_outside_the_board_are_named() -> None:
    s = Morris().initial()
    for point in ("b5", "24", "h1"):
        assert error_of(s, point) == message("move-morris-no-such-point", point=point)


@pytest.mark.parametrize("text", ["", "hello", "good game", "a1--a4", "x", "a1 a4 a7", "d6!", "-"])
def test_text_that_is_not_a_move(text: str) -> None:
    s = Morris().initial()
    with pytest.raises(NotAMoveError):
        s.game.parse_move(s, text)


def test_canonical_move_text() -> None:
    game = Morris()
    assert game.format_move(MorrisMove(None, 4)) == "d6"
    assert game.format_move(MorrisMove(21, 9)) == "a1-a4"
    assert game.format_move(MorrisMove(21, 9, 2)) == "a1-a4xg7"
    assert game.format_move(MorrisMove(None, 4, 2)) == "d6xg7"


def test_a_finished_game_refuses_moves() -> None:
    s = play(state(white="a7 a1 b4 c3", black="e5 e4 e3"), "b4-a4xe4")
    assert error_of(s, "c3-d3") == message("move-game-over")


def test_classic_format_import_and_export() -> None:
    game = Morris()
    start = "\n".join([", ".join(["0"] * 24), "9", "9", "1"])
    assert game.parse_position(start) == game.initial()
    assert Morris.to_classic(game.initial()) == start
    s = state(**MILL_READY, side="B")
    line1 = Morris.to_classic(s).splitlines()[0].split(", ")
    assert line1[POINT_NAMES.index("a7")] == "1"
    assert line1[POINT_NAMES.index("g7")] == "2"
    assert Morris.to_classic(s).splitlines()[1:] == ["0", "0", "2"]
    assert game.parse_position(Morris.to_classic(s)) == s


def test_classic_format_cannot_hold_a_pending_removal() -> None:
    pending = play(state(**MILL_READY), "b4-a4")
    with refused(PositionError, "position-classic-pending"):
        Morris.to_classic(pending)


@pytest.mark.parametrize(
    ("text", "key", "params"),
    [
        ("", "position-morris-fields", {}),
        ("........................ W 9/9 -", "position-morris-fields", {}),
        ("....................... W 9/9 - -", "position-morris-board", {}),
        ("........................ X 9/9 - -", "position-side-w-or-b", {"side": "'X'"}),
        (
            "........................ W 10/9 - -",
            "position-morris-number",
            {"field": "hand-1", "low": "0", "high": "9", "value": "'10'"},
        ),
        ("........................ W 9 - -", "position-morris-hands", {"hands": "'9'"}),
        ("WWWWWWWWWW.............. W 0/0 - -", "position-too-many-pieces", {"player": "1"}),
        ("W....................... W 9/9 - -", "position-too-many-pieces", {"most": 9}),
        ("........................ W 9/9 d6 -", "position-pending-no-mill", {}),
        ("........................ W 9/9 - a1-a4", "position-trail-misfit", {"step": "a1-a4"}),
        ("........................ W 9/9 - q9", "position-morris-step", {"step": "'q9'"}),
        ("0, 0, 0\n9\n9\n1", "position-classic-board", {}),
        (
            ", ".join(["0"] * 24) + "\n9\n9\n3",
            "position-morris-number",
            {"field": "classic-side", "value": "'3'"},
        ),
    ],
)
def test_bad_position_strings_say_what_is_wrong(
    text: str, key: str, params: dict[str, Param]
) -> None:
    with refused(PositionError, key, **params):
        Morris().parse_position(text)


@pytest.mark.parametrize(
    ("text", "key", "params"),
    [
        ("WWW..................... B 6/9 - -", "position-placed-counts", {"first": 3, "second": 0}),
        ("........................ B 9/9 - -", "position-placed-side", {"player": "1"}),
        ("W....................... W 8/9 - -", "position-placed-side", {"player": "2"}),
        ("W..BB......WW...B...BW.. W 2/3 - -", "position-placed-side", {"player": "2"}),
        (
            "WW.B.................... W 7/7 - -",
            "position-lost-pieces",
            {"player": "2", "lost": 1, "opponent": "1"},
        ),
        (pos(white="a7 d7", black="b6 f6", hands="0/0"), "position-too-few-pieces", {}),
        (
            pos(white="a7 d7 g7", black="b6 f6", side="W", hands="0/0"),
            "position-too-few-pieces",
            {},
        ),
        (
            pos(white="a7 d7 g1 b2", black="b6 f6 c3 e3", side="B", trail="a4-g1"),
            "position-trail-not-adjacent",
            {"step": "a4-g1"},
        ),
        (
            pos(white="a7 d7 g7 b2", black="b6 f6 c3 e3", side="B", trail="g4-g7"),
            "position-trail-mill",
            {"step": "g4-g7"},
        ),
        (
            pos(white="a7 d7 b2 g1", black="b6 f6 c3", hands="1/1", trail="c4-c3"),
            "position-trail-placing",
            {"step": "c4-c3"},
        ),
        (
            pos(white="a7 d7 g7 b2", black="b6 f6 c3 e3", hands="0/0", pending="g1-g7"),
            "position-pending-not-adjacent",
            {},
        ),
        (
            pos(white="a7 d7 g7", black="b6 f6 c3", hands="1/2", pending="a4-g7"),
            "position-pending-placing",
            {},
        ),
        (", ".join(["0"] * 24) + "\n9\n9\n2", "position-placed-side", {"player": "1"}),
        (
            ", ".join(["1"] * 3 + ["0"] * 21) + "\n6\n9\n2",
            "position-placed-counts",
            {"first": 3},
        ),
    ],
)
def test_unreachable_positions_say_what_is_inconsistent(
    text: str, key: str, params: dict[str, Param]
) -> None:
    with refused(PositionError, key, **params):
        Morris().parse_position(text)


@pytest.mark.parametrize(
    "text",
    [
        "W..BB......WW...B...BW.. W 2/2 - -",
        pos(white="a7 d7 a1 g4", black="b6 f6 c3", side="B", hands="5/6"),
        pos(white="a7 d7 g7", black="b6 f6", hands="6/7", pending="g7"),
        pos(white="a7 d7 g7 b2", black="b6 f6 c3 e3", hands="0/0", pending="g4-g7"),
        pos(white="a7 d7 g1", black="b6 f6 c3 e3", side="B", trail="b2-g1"),
        pos(white="a7 d7 g1 b2", black="b6 f6 c3 e3", side="B", trail="g4-g1"),
        pos(white="a7 d7", black="b6 f6 c3", hands="0/0"),
        pos(white="a7 d7", black="b6 f6 c3", hands="1/1"),
    ],
)
def test_reachable_set_up_positions_still_parse(text: str) -> None:
    assert Morris().parse_position(text).position() == text


def test_a_trail_step_flies_only_with_flying_on() -> None:
    text = pos(white="a7 d7 g1", black="b6 f6 c3 e3", side="B", trail="b2-g1")
    with refused(PositionError, "position-trail-not-adjacent", step="b2-g1"):
        Morris(flying=False).parse_position(text)


def test_options_are_checked() -> None:
    with refused(OptionError, "option-unknown", game="morris", option="boards"):
        get_game("morris", boards=3)
    with refused(OptionError, "option-out-of-range", minimum="0", maximum="1000", value="-1"):
        get_game("morris", draw_plies=-1)
    with refused(OptionError, "option-not-on-off", option="flying", value="'maybe'"):
        get_game("morris", flying="maybe")
    assert get_game("morris", flying="off").options["flying"] is False
    with refused(OptionError, "option-no-such-game", name="'chess'"):
        get_game("chess")


def test_play_never_changes_the_state() -> None:
    s = state(**MILL_READY)
    before = s.position()
    s.play(MorrisMove(10, 9, 2))
    with pytest.raises(IllegalMoveError):
        s.play(MorrisMove(10, 4, None))
    assert s.position() == before
