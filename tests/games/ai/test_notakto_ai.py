"""Notakto: the misère-quotient player against a plain exhaustive search."""

import random
from functools import cache
from itertools import combinations_with_replacement

import pytest

from games.ai import choose_move, levels_for
from games.ai.notakto import is_lost
from games.notakto import NotaktoMove, NotaktoState
from games.registry import get_game
from games.three import has_line

ROTATE = (6, 3, 0, 7, 4, 1, 8, 5, 2)
MIRROR = (2, 1, 0, 5, 4, 3, 8, 7, 6)
DEAD = 0b111  # a top row: a board that died on its third mark


def images(board: int) -> list[int]:
    found = []
    for _ in range(2):
        for _ in range(4):
            found.append(board)
            board = sum(1 << ROTATE[c] for c in range(9) if board >> c & 1)
        board = sum(1 << MIRROR[c] for c in range(9) if board >> c & 1)
    return found


@cache
def canon(board: int) -> int:
    return min(images(board))


LIVE = sorted({canon(b) for b in range(512) if not has_line(b)})


@cache
def brute_lost(boards: tuple[int, ...]) -> bool:
    """True if the player to move loses (boards: sorted canonical live boards)."""
    if not boards:
        return False  # the opponent killed the last board
    for at, board in enumerate(boards):
        rest = boards[:at] + boards[at + 1 :]
        for cell in range(9):
            if board >> cell & 1:
                continue
            after = board | 1 << cell
            child = rest if has_line(after) else (*rest, canon(after))
            if brute_lost(tuple(sorted(child))):
                return False
    return True


def state_of(boards: tuple[int, ...]) -> NotaktoState:
    game = get_game("notakto", boards=len(boards))
    state = game.parse_position(
        "/".join("".join("X" if b >> c & 1 else "." for c in range(9)) for b in boards)
    )
    assert isinstance(state, NotaktoState)
    return state


def live_key(boards: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(canon(b) for b in boards if not has_line(b)))


@pytest.mark.slow
@pytest.mark.parametrize("count", [1, 2, 3])
def test_perfect_play_always_leaves_a_lost_position_when_it_can(count: int) -> None:
    """Every position of 1-3 boards up to symmetry (dead boards included) with a move."""
    checked = 0
    for live in range(1, count + 1):
        for boards in combinations_with_replacement(LIVE, live):
            position = (*boards, *(DEAD,) * (count - live))
            state = state_of(position)
            move = choose_move(state, "perfect", 0.05, seed=checked)
            assert isinstance(move, NotaktoMove)
            after = state.play(move)
            assert is_lost(position) == brute_lost(live_key(position))
            if not brute_lost(live_key(position)):
                assert brute_lost(live_key(after.boards)), (position, move)
            checked += 1
    assert checked > 40


@pytest.mark.slow
def test_a_sample_of_four_board_positions_agrees_with_exhaustive_search() -> None:
    rng = random.Random(4)
    for _ in range(300):
        boards = tuple(rng.choice(LIVE) for _ in range(4))
        assert is_lost(boards) == brute_lost(tuple(sorted(boards)))


def test_the_known_openings() -> None:
    one = get_game("notakto", boards=1).initial()
    winning = [m for m in one.legal_moves() if is_lost(one.play(m).boards)]
    assert [m.cell for m in winning] == [4]
    assert is_lost(get_game("notakto", boards=2).initial().boards)
    three = get_game("notakto", boards=3).initial()
    assert all(is_lost(three.play(m).boards) for m in three.legal_moves())
    assert len(three.legal_moves()) == 27


@pytest.mark.slow
def test_first_player_on_three_boards_wins_whatever_the_opponent_does() -> None:
    """Perfect play against every possible reply, positions merged up to symmetry."""
    seen: set[tuple[int, ...]] = set()
    frontier = [get_game("notakto", boards=3).initial()]
    finished = 0
    while frontier:
        state = frontier.pop()
        if state.outcome is not None:
            assert state.outcome.winner == 1
            finished += 1
            continue
        after = state.play(choose_move(state, "perfect", 0.05, seed=0))
        if after.outcome is not None:
            assert after.outcome.winner == 1
            finished += 1
            continue
        for reply in after.legal_moves():
            nxt = after.play(reply)
            key = live_key(nxt.boards)
            if key not in seen:
                seen.add(key)
                frontier.append(nxt)
    assert finished > 0


def test_five_boards_are_played_exactly() -> None:
    assert "perfect" in levels_for("notakto")
    state = get_game("notakto", boards=5).initial()
    move = choose_move(state, "perfect", 0.05, seed=1)
    assert is_lost(state.play(move).boards) != is_lost(state.boards)
