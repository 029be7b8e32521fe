"""Six Men's Morris solved (:mod:`games.ai.six`), checked by independent means: the game's own
move generator (every sampled value is the best of its moves' values) and a plain forward
search through the game interface (short wins and losses found at their exact length)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from games.ai import choose_move, level_played, levels_for, provision, six, six_check
from games.morris import MorrisMove, MorrisState
from games.variants import SixMensMorris

GAME = SixMensMorris()


def state_of(own: int, opp: int, hands: tuple[int, int]) -> MorrisState:
    """The game's position with ``own`` to move (White while hands are equal, else Black)."""
    side = "W" if hands[0] == hands[1] else "B"
    white, black = (own, opp) if side == "W" else (opp, own)
    cells = "".join("W" if white >> p & 1 else "B" if black >> p & 1 else "." for p in range(16))
    in_hand = hands if side == "W" else (hands[1], hands[0])
    state = GAME.parse_position(f"{cells} {side} {in_hand[0]}/{in_hand[1]} - -")
    assert isinstance(state, MorrisState)
    return state


def samples(key: six.Key, count: int, seed: int) -> Iterator[tuple[int, int, int]]:
    """Yield (own, opp, index) of ``count`` random positions of class ``key``."""
    own, opp = six.positions(key[0], key[1])
    rng = random.Random(seed)
    for _ in range(count):
        at = rng.randrange(len(own))
        yield int(own[at]), int(opp[at]), at


def best_of_moves(state: MorrisState, solution: six.Solution) -> int:
    """The value of ``state`` as the best of its legal moves' values (the game's moves)."""
    return six.ranked(state, solution)[0][0]


def forward(state: MorrisState, depth: int) -> int:
    """Plain negamax through the game interface: 1 a forced win within ``depth`` plies, -1 a
    forced loss within it, 0 neither."""
    outcome = state.outcome
    if outcome is not None:
        return 0 if outcome.winner is None else (1 if outcome.winner == state.to_move else -1)
    if depth == 0:
        return 0
    best = -1
    for move in state.legal_moves():
        best = max(best, -forward(state.play(move), depth - 1))
        if best == 1:
            break
    return best


@pytest.mark.parametrize("key", [(3, 3, 0, 0), (0, 5, 6, 1), (6, 6, 0, 0), (4, 0, 2, 6)])
def test_one_position_s_index_is_its_index_among_all_of_its_class(key: six.Key) -> None:
    own, opp = six.positions(key[0], key[1])
    rows = np.random.default_rng(5).choice(len(own), min(len(own), 3000), replace=False)
    assert [six.index_of(int(own[at]), int(opp[at])) for at in rows] == rows.tolist()


@pytest.fixture(scope="module")
def three_v_three() -> six.Solution:
    """The 3 v 3 moving class solved alone (a removal there wins at once)."""
    return six.Solution(False, six.solve_moving([(3, 3, 0, 0)], False, {}))


def test_each_sampled_3v3_value_is_the_best_of_its_moves(three_v_three: six.Solution) -> None:
    for own, opp, at in samples((3, 3, 0, 0), 400, 1):
        state = state_of(own, opp, (0, 0))
        if state.outcome is None:
            assert best_of_moves(state, three_v_three) == three_v_three.values[3, 3, 0, 0][at]


@pytest.mark.slow  # some 800 forward searches through the game's interface (about 5 s)
def test_short_3v3_wins_and_losses_are_found_by_forward_search_at_their_length(
    three_v_three: six.Solution,
) -> None:
    checked = 0
    for own, opp, at in samples((3, 3, 0, 0), 3000, 2):
        value = int(three_v_three.values[3, 3, 0, 0][at])
        plies = value if value > 0 else -value - 1
        if value == 0 or plies > 4:
            continue
        state = state_of(own, opp, (0, 0))
        if state.outcome is not None:
            continue
        expected = 1 if value > 0 else -1
        assert forward(state, plies) == expected, state.position()
        if plies > 1:
            assert forward(state, plies - 2) == 0, state.position()  # not shorter
        checked += 1
    assert checked > 50


def test_perfect_is_offered_for_six_only_among_the_mill_games() -> None:
    assert "perfect" in levels_for("six")
    assert "perfect" not in levels_for("twelve")


# -- the whole solution (built once, about a minute and 100 MB) ------------------------------------


@pytest.fixture(scope="module")
def solved(tmp_path_factory: pytest.TempPathFactory) -> Iterator[six.Solution]:
    """The solution, in the tables directory (solved into a new one if it is not built)."""
    folder = provision.table_dir()
    if not six.ready(False, folder):
        folder = tmp_path_factory.mktemp("six")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(provision.TABLES_ENV, str(folder))
        yield six.solution(False, folder)


def test_perfect_plays_hard_while_the_solution_is_not_built(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Never the whole game solved inside a move (minutes): hard plays meanwhile."""
    monkeypatch.setenv(provision.TABLES_ENV, str(tmp_path))
    assert level_played("six", GAME.options, "perfect") == "hard"
    state = GAME.initial()
    assert choose_move(state, "perfect", 0.2, 1) in state.legal_moves()
    assert list(tmp_path.iterdir()) == []  # nothing solved, nothing written


@pytest.mark.slow
def test_perfect_plays_the_solution_once_it_is_built(solved: six.Solution) -> None:
    assert level_played("six", GAME.options, "perfect") == "perfect"
    state = GAME.initial()
    for seed in range(5):
        assert choose_move(state, "perfect", 0.2, seed) == six.perfect(state, seed)


@pytest.mark.slow
def test_six_mens_morris_is_a_draw_from_the_start(solved: six.Solution) -> None:
    assert solved.value(0, 0, 6, 6) == 0
    assert best_of_moves(GAME.initial(), solved) == 0


@pytest.mark.slow
@pytest.mark.parametrize(
    "key", [(6, 6, 0, 0), (4, 5, 0, 0), (2, 2, 4, 4), (3, 2, 3, 3), (1, 1, 5, 4)]
)
def test_each_sampled_value_is_the_best_of_its_moves(solved: six.Solution, key: six.Key) -> None:
    for own, opp, at in samples(key, 150, 3):
        try:
            state = state_of(own, opp, (key[2], key[3]))
        except ValueError:
            continue  # a class holds some positions no game reaches
        if state.outcome is None:
            assert best_of_moves(state, solved) == solved.values[key][at], state.position()


@pytest.mark.slow
def test_perfect_keeps_the_value_of_every_position_it_plays_from(solved: six.Solution) -> None:
    rng = random.Random(4)
    for _ in range(20):
        state = GAME.initial()
        while state.outcome is None and len(state.trail) < 30:
            mover = state.to_move
            before = best_of_moves(state, solved)
            if mover == 1:
                move = choose_move(state, "perfect", 1.0, rng.randrange(99))
                assert isinstance(move, MorrisMove)
                state = state.play(move)
                if state.outcome is None and state.to_move != mover:
                    after = -best_of_moves(state, solved)
                    assert np.sign(after) == np.sign(before)
            else:
                state = state.play(rng.choice(state.legal_moves()))
        assert state.outcome is None or state.outcome.winner != 2


@pytest.mark.slow
@pytest.mark.parametrize("perfect_side", [1, 2])
def test_perfect_never_loses_against_any_reply_in_the_first_ten_plies(
    solved: six.Solution, perfect_side: int
) -> None:
    """Every reply through the placing phase's first ten plies (tens of thousands of positions;
    the whole game, millions of positions and minutes a side, is walked by
    ``python -m bench.six_table --exhaustive``)."""
    reached, failures = six_check.walk_under_perfect(solved, perfect_side, plies=10)
    assert failures == []
    assert reached > 20_000
