"""The variants of the mill game (RULES.md "Variants of the mill game"): each rule on a
hand-made position where it decides what happens."""

from __future__ import annotations

import pytest

from games.base import IllegalMoveError, PositionError, Termination
from games.morris import Morris, MorrisState
from games.morris_board import DIAGONAL, SIX, STANDARD, MillBoard
from games.registry import GAMES, MAIN_GAME, get_game
from tests.games.helpers import move_texts, play, refused

VARIANT_NAMES = tuple(name for name, cls in GAMES.items() if cls.family == MAIN_GAME)
"""Every variant of the mill game the registry holds (a new one is checked here at once)."""


def pos(
    board: MillBoard,
    white: str = "",
    black: str = "",
    side: str = "W",
    hands: str = "0/0",
    trail: str = "-",
    marks: str | None = None,
) -> str:
    """Build a position string on ``board`` from space-separated point names."""
    cells = ["."] * board.size
    for name in white.split():
        cells[board.index[name]] = "W"
    for name in black.split():
        cells[board.index[name]] = "B"
    text = f"{''.join(cells)} {side} {hands} - {trail}"
    return text if marks is None else f"{text} {marks}"


def game(name: str, **options: object) -> Morris:
    found = get_game(name, **options)
    assert isinstance(found, Morris)
    return found


def at(
    name: str,
    white: str,
    black: str,
    side: str = "W",
    hands: str = "0/0",
    marks: str | None = None,
    **options: object,
) -> MorrisState:
    """Return the position of game ``name`` (with ``options``); a variant with marks gets
    ``-/-`` unless ``marks`` says otherwise."""
    rules = game(name, **options)
    if marks is None and rules.variant.marks:
        marks = "-/-"
    return rules.parse_position(pos(rules.mill.board, white, black, side, hands, marks=marks))


# -- every variant -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", VARIANT_NAMES)
def test_each_variant_is_a_registered_morris_variant(name: str) -> None:
    assert GAMES[name].family == "morris"
    assert GAMES["morris"].family is None
    assert game(name).identity.startswith(f"{name}(")


@pytest.mark.parametrize(
    ("name", "pieces", "points"),
    [
        ("twelve", 12, 24),
        ("morabaraba", 12, 24),
        ("lasker", 10, 24),
        ("russian", 9, 24),
        ("six", 6, 16),
    ],
)
def test_each_variant_starts_with_its_pieces_on_its_empty_board(
    name: str, pieces: int, points: int
) -> None:
    start = game(name).initial()
    assert start.hands == (pieces, pieces)
    assert len(start.legal_moves()) == points


def test_a_move_that_is_the_last_counted_ply_and_blocks_the_opponent_is_a_draw() -> None:
    # Order of judgement: the move counter comes before "no legal move".
    blocking = ("d7 a4 d1 g7", "a7 a1 g1")
    limited = Morris(flying=False, draw_plies=1).parse_position(pos(STANDARD, *blocking))
    after = play(limited, "g7-g4")
    assert after.outcome is not None
    assert (after.outcome.winner, after.outcome.termination) == (None, Termination.MOVE_LIMIT)
    unlimited = Morris(flying=False).parse_position(pos(STANDARD, *blocking))
    after = play(unlimited, "g7-g4")
    assert after.outcome is not None
    assert (after.outcome.winner, after.outcome.termination) == (1, Termination.NO_MOVES)


# -- Twelve Men's Morris and Morabaraba: the diagonal board --------------------------------------


def test_the_diagonal_board_has_twenty_mills_and_a_corner_on_three_lines() -> None:
    assert len(DIAGONAL.mills) == 20
    assert len(DIAGONAL.mills_through[DIAGONAL.index["a7"]]) == 3
    assert len(STANDARD.mills_through[STANDARD.index["a7"]]) == 2


@pytest.mark.parametrize("name", ["twelve", "morabaraba"])
def test_a_diagonal_is_a_line_of_movement(name: str) -> None:
    s = at(name, "a7 d1 g1 a4", "g7 f2 c4 e4")
    assert "a7-b6" in move_texts(s)
    with refused(IllegalMoveError, "move-not-adjacent", src="a7", dst="b6"):
        Morris().parse_move(
            Morris().parse_position(pos(STANDARD, "a7 d1 g1 a4", "g7 f2 c4 e4")), "a7-b6"
        )


@pytest.mark.parametrize("name", ["twelve", "morabaraba"])
def test_a_diagonal_is_a_mill(name: str) -> None:
    s = at(name, "a7 b6 d6 g1", "g7 f2 c4 e4 d1")
    after = play(s, "d6-d5")  # no mill: d5 is not on a7-b6-c5
    assert after.to_move == 2
    s = at(name, "a7 b6 d5 g1", "g7 f2 c4 e4 d1")
    after = play(s, "d5-c5xg7")
    assert after.pieces[1].bit_count() == 4


# The 24 points split 12/12 with no mill of either side on the diagonal board.
NO_MILL_WHITE = "a4 b4 c3 c5 d2 d6 d7 e4 e5 f2 g1 g7"
NO_MILL_BLACK = "a1 a7 b2 b6 c4 d1 d3 d5 e3 f4 f6 g4"


@pytest.mark.parametrize("name", ["twelve", "morabaraba"])
def test_a_board_filled_by_placing_is_a_draw_not_a_loss_for_the_blocked_side(name: str) -> None:
    assert sorted((NO_MILL_WHITE + " " + NO_MILL_BLACK).split()) == sorted(DIAGONAL.names)
    black = NO_MILL_BLACK.replace("g4", "")
    s = at(name, NO_MILL_WHITE, black, "B", "0/1")
    after = play(s, "g4")
    assert after.outcome is not None
    assert (after.outcome.winner, after.outcome.termination) == (None, Termination.FULL_BOARD)
    assert "full" in after.outcome.termination.key


# -- Morabaraba: no machine gunning, the three-cow draw --------------------------------------------

# d6-d7 closes a7-d7-g7 and removes; d7-d6 straight back would close b6-d6-f6.
GUN = ("a7 g7 d6 b6 f6 a1", "g1 d1 c4 e4 d2 b2 e3")


def test_morabaraba_forbids_moving_straight_back_to_close_a_line_again() -> None:
    s = play(at("morabaraba", *GUN), "d6-d7xb2", "c4-c5")
    assert s.position().split()[-1] == "d6-d7/-"
    assert "d7-d6" not in move_texts(s)
    with refused(IllegalMoveError, "move-morabaraba-back", src="d7", dst="d6"):
        s.game.parse_move(s, "d7-d6")
    twelve = play(at("twelve", *GUN), "d6-d7xb2", "c4-c5")
    assert "d7-d6xd1" in move_texts(twelve)


def test_the_bar_lasts_only_for_the_next_move_and_placements_set_none() -> None:
    s = play(at("morabaraba", *GUN), "d6-d7xb2", "c4-c5", "a1-a4", "c5-c4")
    assert s.position().split()[-1] == "-/-"
    assert "d7-d6xd1" in move_texts(s)
    placing = at("morabaraba", "a7 d7", "g1 d1", "W", "10/10")
    after = play(placing, "g7xg1")
    assert after.position().split()[-1] == "-/-"


def _quiet_moves(s: MorrisState, plies: int) -> MorrisState:
    """Play ``plies`` moves that neither remove nor repeat a position (first such move each)."""
    seen = {s.key()}
    for _ in range(plies):
        move = next(m for m in s.legal_moves() if m.remove is None and s.play(m).key() not in seen)
        s = s.play(move)
        seen.add(s.key())
    return s


def test_ten_moves_without_a_placement_or_removal_with_three_cows_draw() -> None:
    board = ("a7 g1 d5", "b2 f6 c4 e4 d2")
    s = _quiet_moves(at("morabaraba", *board), 9)
    assert s.outcome is None
    final = _quiet_moves(s, 1)
    assert final.outcome is not None
    assert (final.outcome.winner, final.outcome.termination) == (None, Termination.MOVE_LIMIT)
    assert _quiet_moves(at("twelve", *board), 10).outcome is None


# -- Lasker Morris: place or slide ---------------------------------------------------------------


def test_lasker_lets_a_player_with_pieces_in_hand_slide_instead() -> None:
    s = play(game("lasker").initial(), "a7", "g1")
    assert play(s, "a7-d7").hands == (9, 9)
    standard = play(Morris().initial(), "a7", "g1")
    with refused(IllegalMoveError, "move-still-placing"):
        standard.game.parse_move(standard, "a7-d7")


def test_lasker_allows_no_flying_while_pieces_are_in_hand() -> None:
    s = at("lasker", "a7 d7 g4", "a1 d1 b4 c4", "W", "1/2")
    with refused(IllegalMoveError, "move-not-adjacent", src="a7", dst="e5"):
        s.game.parse_move(s, "a7-e5")
    empty_hand = at("lasker", "a7 d7 g4", "a1 d1 b4 c4", "W", "0/2")
    assert "a7-e5" in move_texts(empty_hand)


def test_lasker_repetition_counts_from_the_first_move_after_a_placement() -> None:
    moves = [
        "a7",
        "g1",
        "a7-d7",
        "g1-d1",
        "d7-a7",
        "d1-g1",
        "a7-d7",
        "g1-d1",
        "d7-a7",
        "d1-g1",
        "a7-d7",
    ]
    s = game("lasker").initial()
    for turn, text in enumerate(moves, 1):
        s = play(s, text)
        assert (s.outcome is None) == (turn < 11), turn
    assert s.outcome is not None
    assert s.outcome.termination is Termination.REPETITION


def test_lasker_move_counter_counts_slides_while_placing() -> None:
    s = play(game("lasker", draw_plies=4).initial(), "a7", "g1", "a7-d7", "g1-d1", "d7-a7")
    assert s.outcome is None
    s = play(s, "d1-g1")
    assert s.outcome is not None
    assert s.outcome.termination is Termination.MOVE_LIMIT


# -- Russian mill: the record of points ------------------------------------------------------------

RUSSIAN = ("a7 g7 d6 b2 f2", "a1 g1 c4 e4 d2")


def test_a_russian_mill_whose_points_are_all_recorded_removes_nothing() -> None:
    s = at("russian", *RUSSIAN, marks="a7,d7,g7/-")
    after = play(s, "d6-d7")
    assert after.to_move == 2
    assert after.pieces[1].bit_count() == 5
    assert after.trail == ((s.game.mill.board.index["d6"], s.game.mill.board.index["d7"]),)
    with refused(IllegalMoveError, "move-russian-spent", move="d6-d7"):
        s.game.parse_move(s, "d6-d7xc4")


def test_a_russian_mill_with_a_new_point_removes_and_joins_the_record() -> None:
    s = at("russian", *RUSSIAN, marks="a7,g7/-")
    after = play(s, "d6-d7xc4")
    assert after.pieces[1].bit_count() == 4
    assert after.position().split()[-1] == "a7,d7,g7/-"


def test_the_russian_record_is_of_points_not_lines() -> None:
    # a7-a4-a1 was never closed, but each of its points was in a paying mill.
    record = "a7,d7,g7,a4,b4,c4,a1,d1,g1"
    s = at("russian", "a7 a1 b4 g7", "c3 d3 e3 f4 g4", marks=f"{record}/-")
    after = play(s, "b4-a4")
    assert after.to_move == 2 and after.pieces[1].bit_count() == 5


def test_pieces_in_a_mill_that_paid_nothing_are_still_protected() -> None:
    s = at("russian", "a7 d7 g7 b2", "a1 g1 c4 e4 d2 f4", "B", marks="a7,d7,g7/-")
    with refused(IllegalMoveError, "move-remove-from-mill", point="d7"):
        s.game.parse_move(s, "d2-d1xd7")
    assert play(s, "d2-d1xb2").pieces[0].bit_count() == 3


def test_the_russian_record_is_part_of_the_position_string() -> None:
    rules = game("russian")
    text = pos(STANDARD, *RUSSIAN, marks="a7,d7,g7/a1,d1")
    assert rules.parse_position(text).position() == text
    with refused(PositionError, "position-russian-record"):
        rules.parse_position(pos(STANDARD, *RUSSIAN, marks="a7,z9/-"))
    with refused(PositionError, "position-russian-fields"):
        rules.parse_position(pos(STANDARD, *RUSSIAN))


# -- Six Men's Morris ------------------------------------------------------------------------------


def test_the_six_board_names_its_points_on_a_five_by_five_grid() -> None:
    outer, inner = ["a1", "a3", "a5", "c5", "e5", "e3", "e1", "c1"], ["b2", "b3", "b4", "c4"]
    assert sorted(SIX.names) == sorted([*outer, *inner, "d4", "d3", "d2", "c2"])
    assert len(SIX.mills) == 8
    joined = {frozenset((SIX.names[a], SIX.names[b])) for a, b in SIX.edges}
    assert {
        frozenset(p) for p in (("a3", "b3"), ("c5", "c4"), ("e3", "d3"), ("c1", "c2"))
    } <= joined
    assert frozenset(("a1", "b2")) not in joined


def test_six_reads_its_points_and_numbers_and_refuses_the_others() -> None:
    s = game("six").initial()
    assert str(s.game.parse_move(s, "0")) == "a5"
    with refused(IllegalMoveError, "move-six-no-such-point", point="g7"):
        s.game.parse_move(s, "g7")
    with refused(IllegalMoveError, "move-six-no-such-point", point="16"):
        s.game.parse_move(s, "16")


def test_six_men_do_not_fly_unless_asked() -> None:
    pieces = ("a1 a3 b4", "e5 e1 d4 c2")
    s = at("six", *pieces)
    with refused(IllegalMoveError, "move-not-adjacent", src="a1", dst="c4"):
        s.game.parse_move(s, "a1-c4")
    assert "a1-c4" in move_texts(at("six", *pieces, flying=True))


def test_a_side_of_a_six_square_is_a_mill() -> None:
    s = at("six", "a1 a3 b4", "e5 e1 d4 c2")
    after = play(s, "b4-b3")
    assert after.to_move == 2
    after = play(at("six", "a1 a3 b4 c5", "e5 e1 d4 c2"), "c5-a5xe5")
    assert after.pieces[1].bit_count() == 3
    with refused(PositionError, "position-six-board"):
        game("six").parse_position(pos(STANDARD))
