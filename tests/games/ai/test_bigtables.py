"""The slice-at-a-time table builder: the same values as the whole-table builder, every one."""

from __future__ import annotations

from math import comb

import numpy as np
import pytest

from games.ai import bigtables, tables
from games.morris_board import DIAGONAL, STANDARD, MillBoard


@pytest.fixture(autouse=True)
def small_slices(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the small tables span many slices and chunks, as the big ones do."""
    monkeypatch.setattr(bigtables, "SLICE", 1 << 16)
    monkeypatch.setattr(bigtables, "CHUNK", 1 << 10)


@pytest.mark.parametrize("board", [STANDARD, DIAGONAL], ids=lambda b: b.key)
def test_the_sliding_3v3_tables_equal_the_whole_table_builders(board: MillBoard) -> None:
    whole = tables.solve(3, 3, False, {}, board=board)
    sliced = bigtables.solve(3, 3, False, {}, board=board)
    assert np.array_equal(sliced[3, 3], whole[3, 3])


@pytest.mark.slow  # about a minute a rule
@pytest.mark.parametrize("flying", [True, False])
def test_4v3_and_3v4_equal_the_whole_table_builders(flying: bool) -> None:
    # 3 v 4 has mills that lose (into 3 v 3) and 4 v 3 mills that win at once.
    smaller = tables.solve(3, 3, flying, {})
    assert np.array_equal(bigtables.solve(3, 3, flying, {})[3, 3], smaller[3, 3])
    whole = tables.solve(4, 3, flying, smaller)
    sliced = bigtables.solve(4, 3, flying, smaller)
    assert sliced.keys() == whole.keys()
    for mn, values in whole.items():
        assert np.array_equal(sliced[mn], values), mn


def test_a_sample_of_positions_agrees_with_its_best_move_one_ply_on() -> None:
    solved = bigtables.solve(3, 3, False, {})
    rows = np.random.default_rng(1).choice(comb(24, 3), 200, replace=False)
    assert tables.mismatches(3, 3, False, solved, rows=rows) == 0
    solved[3, 3][np.flatnonzero(solved[3, 3] > 0)[:1]] += 2  # one win made two plies longer
    assert tables.mismatches(3, 3, False, solved) == 1


def test_a_side_of_five_is_solved_slice_by_slice() -> None:
    assert bigtables.solver(5, 4) is bigtables.solve
    assert bigtables.solver(3, 5) is bigtables.solve
    assert bigtables.solver(4, 4) is tables.solve
