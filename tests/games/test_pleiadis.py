"""Pleiadis rules (RULES.md section 6), each from a position string."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.base import (
    Game,
    IllegalMoveError,
    NotAMoveError,
    OptionError,
    Param,
    PositionError,
    Termination,
)
from games.grid import PlacementMove, PlacementState
from games.pleiadis import Pleiadis, counts
from games.registry import get_game
from tests.games.helpers import move_texts as names
from tests.games.helpers import play, refused
from tests.tiers import examples


def game(size: int = 5) -> Pleiadis:
    result = get_game("pleiadis", size=size)
    assert isinstance(result, Pleiadis)
    return result


def at(position: str) -> PlacementState:
    return game(position.count("/") + 1).parse_position(position)


def test_start_is_an_empty_board_with_every_square_open() -> None:
    state = game().initial()
    assert state.position() == "5/5/5/5/5 W"
    assert len(state.legal_moves()) == 25


def test_next_to_an_opponent_pawn_alone_is_refused_with_both_counts() -> None:
    state = at("5/5/2W2/5/5 B")
    with refused(IllegalMoveError, "move-outnumbered", square="b2", opponent=1, own=0):
        game().parse_move(state, "b2")


def test_all_eight_neighbours_count_including_diagonals() -> None:
    state = at("5/5/2W2/5/5 B")
    around = {"b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4"}
    assert names(state).isdisjoint(around)
    assert len(state.legal_moves()) == 25 - 1 - 8


def test_equal_counts_allow_a_placement() -> None:
    # c2 touches white b2 and black d2: one each.
    state = at("5/1W1B1/5/5/W4 B")
    assert "c2" in names(state)


def test_more_own_neighbours_allow_a_placement() -> None:
    state = at("5/1W1B1/3B1/5/W4 W")  # player 1 at c3: neighbours b2 (own), d2, d3 (opp)
    with refused(IllegalMoveError, "move-outnumbered", square="c3", opponent=2, own=1):
        game().parse_move(state, "c3")
    assert "c1" in names(state)  # b2 own, d2 opp


def test_an_occupied_square_is_refused() -> None:
    with refused(IllegalMoveError, "move-occupied", point="c3"):
        game().parse_move(at("5/5/2W2/5/5 B"), "c3")


def test_far_squares_are_always_open() -> None:
    assert {"a1", "e5", "a5", "e1"} <= names(at("5/5/2W2/5/5 B"))


def test_the_player_who_cannot_place_loses() -> None:
    after = play(game(2).initial(), "a1")
    assert after.outcome is not None
    assert after.outcome.winner == 1
    assert after.outcome.termination is Termination.NO_MOVES
    assert after.legal_moves() == []


def test_centre_and_point_reflection_wins_on_odd_boards() -> None:
    rng = random.Random(7)
    for size in (3, 5, 7):
        g = game(size)
        last = size * size - 1
        for _ in range(20):
            state = play(g.initial(), g.format_move(PlacementMove(last // 2)))
            while state.outcome is None:
                reply = rng.choice(state.legal_moves())
                state = state.play(reply)
                if state.outcome is not None:
                    break
                mirror = PlacementMove(last - reply.square)
                assert mirror in state.legal_moves(), state
                state = state.play(mirror)
            assert state.outcome.winner == 1


@pytest.mark.parametrize("text", ["c1", "C1", " c1 "])
def test_move_text_forms(text: str) -> None:
    assert game().parse_move(game().initial(), text) == PlacementMove(2)


@pytest.mark.parametrize("text", ["", "c", "1", "c1 c2", "1c", "c1x"])
def test_text_that_is_no_move(text: str) -> None:
    with pytest.raises(NotAMoveError):
        game().parse_move(game().initial(), text)


def test_a_square_off_the_board_is_named() -> None:
    with refused(IllegalMoveError, "move-off-board", square="f1", last="e5"):
        game().parse_move(game().initial(), "f1")


@pytest.mark.parametrize(
    ("text", "key", "params"),
    [
        ("5/5/2W2/5/5 W", "position-placement-side", {"player": "2"}),
        ("5/5/2B2/5/5 B", "position-placement-counts", {"first": 0, "second": 1}),
        ("5/5/2X2/5/5 B", "position-row-token", {"row": "3", "token": "'X'"}),
        ("5/5/5/5/5 Q", "position-side-w-or-b", {"side": "'Q'"}),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, key: str, params: dict[str, Param]) -> None:
    with refused(PositionError, key, **params):
        game().parse_position(text)


@pytest.mark.parametrize("size", [1, 13])
def test_board_size_is_limited(size: int) -> None:
    with pytest.raises(OptionError):
        get_game("pleiadis", size=size)


@pytest.mark.parametrize("size", [2, 3, 4, 5])
def test_fast_perft_matches_the_interface(size: int) -> None:
    g = game(size)
    for depth in (1, 2, 3):
        assert g.perft(g.initial(), depth) == Game.perft(g, g.initial(), depth)


def test_perft_of_the_3x3_board() -> None:
    # A corner leaves 5 squares not touching it, an edge 3, the centre none.
    g = game(3)
    assert g.perft(g.initial(), 2) == 4 * 5 + 4 * 3 + 0


def test_play_never_changes_the_state() -> None:
    state = at("5/5/2W2/5/5 B")
    play(state, "a1")
    assert state.position() == "5/5/2W2/5/5 B"
    with pytest.raises(IllegalMoveError):
        state.play(PlacementMove(6))


@examples(200)
@given(
    size=st.integers(2, 12),
    cells=st.lists(st.sampled_from((0, 1, 2)), min_size=144, max_size=144),
    player=st.sampled_from((1, 2)),
)
def test_open_squares_at_once_match_the_rule_square_by_square(
    size: int, cells: list[int], player: int
) -> None:
    g = game(size)
    first = sum(1 << sq for sq in range(size * size) if cells[sq] == 1)
    second = sum(1 << sq for sq in range(size * size) if cells[sq] == 2)
    expected = 0
    for sq in range(size * size):
        own, opp = counts((first, second), player, g.neighbours[sq])
        if cells[sq] == 0 and opp <= own:
            expected |= 1 << sq
    assert g.open_squares((first, second), player) == expected
