"""Notakto rules (RULES.md section 3), each from a position string."""

import pytest

from games.base import (
    IllegalMoveError,
    NotAMoveError,
    OptionError,
    Param,
    PositionError,
    Termination,
)
from games.notakto import Notakto, NotaktoMove, NotaktoState
from games.registry import get_game
from tests.games.helpers import play, refused


def game(boards: int = 3) -> Notakto:
    result = get_game("notakto", boards=boards)
    assert isinstance(result, Notakto)
    return result


def at(position: str) -> NotaktoState:
    return game(position.count("/") + 1).parse_position(position)


def test_three_boards_have_27_first_moves() -> None:
    start = game().initial()
    assert len(start.legal_moves()) == 27
    assert start.position() == "........./........./........."
    assert start.to_move == 1


@pytest.mark.parametrize("boards", [1, 2, 3, 4, 5])
def test_every_board_count_starts_with_nine_moves_a_board(boards: int) -> None:
    assert len(game(boards).initial().legal_moves()) == 9 * boards


def test_a_board_dies_exactly_when_a_line_of_three_appears() -> None:
    state = at("XX......./.........")
    assert state.live(0)
    after = play(state, "A2")
    assert not after.live(0)
    assert after.live(1)
    assert after.outcome is None
    assert all(m.board == 1 for m in after.legal_moves())


def test_two_in_a_row_with_a_gap_keeps_the_board_alive() -> None:
    state = play(at("X.X....../........."), "A4")
    assert state.live(0)
    assert state.outcome is None


@pytest.mark.parametrize(("marks", "cell"), [("XX.......", 2), ("X...X....", 8), ("..X.X....", 6)])
def test_rows_columns_and_diagonals_kill(marks: str, cell: int) -> None:
    after = at(marks + "/.........").play(NotaktoMove(0, cell))
    assert not after.live(0)


def test_the_game_ends_exactly_when_the_last_board_dies_and_the_mover_loses() -> None:
    state = at("XXX....../XX.......")  # A is dead; 5 marks, so player 2 to move
    assert state.to_move == 2
    alive = play(state, "B8")
    assert alive.outcome is None
    last = play(alive, "B2")
    assert last.outcome is not None
    assert last.outcome.winner == 2  # player 1 completed the last board
    assert last.outcome.termination is Termination.LAST_BOARD
    assert last.legal_moves() == []


def test_a_single_board_game_is_lost_by_whoever_completes_it() -> None:
    state = play(game(1).initial(), "A0", "A1")
    final = play(state, "A2")
    assert final.outcome is not None
    assert final.outcome.winner == 2


def test_dead_boards_refuse_moves() -> None:
    with refused(IllegalMoveError, "move-notakto-dead-board", board="A", live="B"):
        game(2).parse_move(at("XXX....../........."), "A5")


def test_unknown_board_is_named() -> None:
    with refused(IllegalMoveError, "move-notakto-no-board", board="D", last="C"):
        game().parse_move(game().initial(), "D1")


def test_unknown_cell_is_named() -> None:
    with refused(IllegalMoveError, "move-notakto-no-cell", cell="9"):
        game().parse_move(game().initial(), "A9")


def test_taken_cell_is_named() -> None:
    with refused(IllegalMoveError, "move-notakto-taken", move="A0"):
        game(2).parse_move(at("X......../........."), "a0")


@pytest.mark.parametrize("text", ["", "6A", "AA", "A", "6", "A6B", "A 6 7", "A+6", "A²"])
def test_text_that_is_no_move(text: str) -> None:
    with pytest.raises(NotAMoveError):
        game().parse_move(game().initial(), text)


@pytest.mark.parametrize("text", ["A6", "a6", " a6 ", "A 6", "A-6"])
def test_move_text_forms(text: str) -> None:
    assert game().parse_move(game().initial(), text) == NotaktoMove(0, 6)


def test_canonical_text_round_trips() -> None:
    state = at("X...X..../..X....../XXX......")
    for move in state.legal_moves():
        text = game().format_move(move)
        assert text[0] in "AB"
        assert game().parse_move(state, text) == move


def test_player_to_move_follows_the_number_of_marks() -> None:
    assert at("X......../.........").to_move == 2
    assert at("XX......./.........").to_move == 1


@pytest.mark.parametrize(
    ("text", "key", "params"),
    [
        ("........./.........", "position-notakto-boards", {"boards": 3, "found": "2"}),
        ("......../........./.........", "position-notakto-cells", {"board": "A"}),
        ("O......../........./.........", "position-notakto-cells", {"board": "A"}),
        ("XXXXXX.../........./.........", "position-notakto-lines", {"board": "A"}),
    ],
)
def test_bad_positions_say_what_is_wrong(text: str, key: str, params: dict[str, Param]) -> None:
    with refused(PositionError, key, **params):
        game().parse_position(text)


def test_a_double_line_made_by_one_mark_is_a_valid_dead_board() -> None:
    state = game(1).parse_position("XXXX..X..")  # row 0 and column 0 share cell 0
    assert state.outcome is not None


@pytest.mark.parametrize("boards", [0, 6])
def test_board_count_is_limited(boards: int) -> None:
    with pytest.raises(OptionError):
        get_game("notakto", boards=boards)


def test_play_never_changes_the_state() -> None:
    state = at("XX......./.........")
    play(state, "A2")
    assert state.position() == "XX......./........."
    with pytest.raises(IllegalMoveError):
        state.play(NotaktoMove(0, 0))


def test_perft_two_plies_on_three_boards() -> None:
    g = game()
    assert g.perft(g.initial(), 2) == 27 * 26
