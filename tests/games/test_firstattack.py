"""First Attack rules (RULES.md section 5), each from a position string."""

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
from games.firstattack import FirstAttack
from games.grid import PlacementMove, PlacementState
from games.registry import get_game
from tests.games.helpers import move_texts as names
from tests.games.helpers import play, refused


def game(size: int = 5, colours: bool = False) -> FirstAttack:
    result = get_game("firstattack", size=size, colours=colours)
    assert isinstance(result, FirstAttack)
    return result


def at(position: str, colours: bool = False) -> PlacementState:
    return game(position.count("/") + 1, colours).parse_position(position)


def test_start_is_an_empty_board_with_every_square_open() -> None:
    state = game().initial()
    assert state.position() == "5/5/5/5/5 W"
    assert len(state.legal_moves()) == 25


def test_a_pawn_closes_its_row_column_and_diagonals_at_any_distance() -> None:
    state = at("W4/5/5/5/5 B")
    assert names(state) == {
        "b3", "b4", "b5", "c2", "c4", "c5", "d2", "d3", "d5", "e2", "e3", "e4",
    }  # fmt: skip


def test_pawns_in_between_do_not_matter() -> None:
    # With colours, player 2's pawn on c3 stands between a1 and e5 and still does not help.
    state = at("W4/5/2B2/5/5 W", colours=True)
    with refused(
        IllegalMoveError, "move-attacked-own", square="e5", line="diagonal", attacker="a1"
    ):
        game(5, True).parse_move(state, "e5")


@pytest.mark.parametrize(("square", "line"), [("e1", "row"), ("a4", "column"), ("d4", "diagonal")])
def test_a_rejection_names_the_attacking_pawn_and_the_line(square: str, line: str) -> None:
    with refused(IllegalMoveError, "move-attacked", square=square, line=line, attacker="a1"):
        game().parse_move(at("W4/5/5/5/5 B"), square)


def test_an_occupied_square_is_refused() -> None:
    with refused(IllegalMoveError, "move-occupied", point="a1"):
        game().parse_move(at("W4/5/5/5/5 B"), "a1")


def test_the_player_who_cannot_place_loses() -> None:
    after = play(game(3).initial(), "b2")
    assert after.outcome is not None
    assert after.outcome.winner == 1
    assert after.outcome.termination is Termination.NO_MOVES
    assert after.legal_moves() == []


def test_one_by_one_board_is_won_by_the_first_placement() -> None:
    after = play(game(1).initial(), "a1")
    assert after.outcome is not None
    assert after.outcome.winner == 1


def test_impartial_game_blocks_on_the_opponents_pawns_too() -> None:
    state = at("W4/5/5/5/5 B")
    assert "e1" not in names(state)


def test_colours_let_a_player_line_up_with_opponent_pawns() -> None:
    state = at("W4/5/5/5/5 B", colours=True)
    assert "e1" in names(state)
    assert len(state.legal_moves()) == 24
    after = play(state, "e1")
    with refused(
        IllegalMoveError, "move-attacked-own", square="d2", line="diagonal", attacker="e1"
    ):
        game(5, True).parse_move(play(after, "b3"), "d2")


def test_colours_still_need_an_empty_square() -> None:
    with refused(IllegalMoveError, "move-occupied", point="a1"):
        game(5, True).parse_move(at("W4/5/5/5/5 B", colours=True), "a1")


def test_colours_block_on_own_pawns() -> None:
    with refused(IllegalMoveError, "move-attacked-own", square="a5", line="column", attacker="a1"):
        game(5, True).parse_move(at("W4/5/5/5/4B W", colours=True), "a5")


@pytest.mark.parametrize("text", ["c1", "C1", " c1 "])
def test_move_text_forms(text: str) -> None:
    assert game().parse_move(game().initial(), text) == PlacementMove(2)


@pytest.mark.parametrize("text", ["", "c", "1", "c1-c2", "cc", "c 1", "c²"])
def test_text_that_is_no_move(text: str) -> None:
    with pytest.raises(NotAMoveError):
        game().parse_move(game().initial(), text)


@pytest.mark.parametrize("text", ["f1", "a6", "a0"])
def test_a_square_off_the_board_is_named(text: str) -> None:
    with refused(IllegalMoveError, "move-off-board", square=text, last="e5"):
        game().parse_move(game().initial(), text)


def test_canonical_text_round_trips_on_the_largest_board() -> None:
    g = game(12)
    state = g.initial()
    assert g.format_move(PlacementMove(143)) == "l12"
    for move in state.legal_moves():
        assert g.parse_move(state, g.format_move(move)) == move


@pytest.mark.parametrize(
    ("text", "key", "params"),
    [
        ("W4/5/5/5/5 W", "position-placement-side", {"player": "2", "side": "W"}),
        ("W3W/5/5/5/5 B", "position-placement-counts", {"first": 2, "second": 0}),
        ("W4/5/5/5/4B W", "position-firstattack-in-line", {"square": "a1"}),
        ("5/5/5/5 W", "position-rows", {"found": "4", "rows": 5}),
        ("5/5/5/5/5", "position-grid-fields", {}),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, key: str, params: dict[str, Param]) -> None:
    with refused(PositionError, key, **params):
        game().parse_position(text)


def test_same_positions_are_fine_with_colours_when_the_colours_differ() -> None:
    assert at("W4/5/5/5/4B W", colours=True).to_move == 1


@pytest.mark.parametrize("size", [0, 13])
def test_board_size_is_limited(size: int) -> None:
    with pytest.raises(OptionError):
        get_game("firstattack", size=size)


@pytest.mark.parametrize(("size", "colours"), [(3, False), (4, False), (5, False), (4, True)])
def test_fast_perft_matches_the_interface(size: int, colours: bool) -> None:
    g = game(size, colours)
    for depth in (1, 2, 3):
        assert g.perft(g.initial(), depth) == Game.perft(g, g.initial(), depth)


def test_perft_of_the_3x3_board() -> None:
    # Corners and edges leave two knight-move squares open; the centre closes everything.
    g = game(3)
    assert [g.perft(g.initial(), d) for d in (1, 2, 3)] == [9, 16, 0]


def test_play_never_changes_the_state() -> None:
    state = at("W4/5/5/5/5 B")
    play(state, "c5")
    assert state.position() == "W4/5/5/5/5 B"
    with pytest.raises(IllegalMoveError):
        state.play(PlacementMove(1))
