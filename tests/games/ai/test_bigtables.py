"""The slice-at-a-time table builder: the same values as the whole-table builder, every one."""

from __future__ import annotations

from collections.abc import Iterator
from math import comb
from pathlib import Path

import numpy as np
import pytest

from games.ai import bigtables, provision, tables
from games.ai.endgame import Tables, available
from games.morris import Morris
from games.morris_board import DIAGONAL, STANDARD, apply_step
from tests.endgames import SmallTables, small_values, stand_in


@pytest.fixture(scope="module", autouse=True)
def small_slices() -> Iterator[None]:
    """Make the small tables span many slices and chunks, as the big ones do (3 v 3: eleven
    slices, and chunks within them)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bigtables, "SLICE", 1 << 18)
        patch.setattr(bigtables, "CHUNK", 1 << 12)
        yield


@pytest.fixture(scope="module")
def sliced() -> dict[tuple[int, int], tables.Values]:
    """The sliding 3 v 3 table built slice by slice (read only: a test that spoils it copies)."""
    return bigtables.solve(3, 3, False, {})


@pytest.mark.slow  # builds 3 v 3 (about 3 s; the whole table builder's, once a run)
def test_the_sliding_3v3_table_equals_the_whole_table_builders(
    sliced: dict[tuple[int, int], tables.Values], small_tables: SmallTables
) -> None:
    whole = small_values(small_tables, False, STANDARD)
    assert np.array_equal(sliced[3, 3], whole[3, 3])


@pytest.mark.slow
def test_the_sliding_3v3_table_of_the_diagonal_board_equals_the_whole_table_builders(
    small_tables: SmallTables,
) -> None:
    whole = small_values(small_tables, False, DIAGONAL)
    sliced = bigtables.solve(3, 3, False, {}, board=DIAGONAL)
    assert np.array_equal(sliced[3, 3], whole[3, 3])


@pytest.mark.slow  # about a minute a rule
@pytest.mark.parametrize("flying", [True, False])
def test_4v3_and_3v4_equal_the_whole_table_builders(
    small_tables: SmallTables, flying: bool
) -> None:
    # 3 v 4 has mills that lose (into 3 v 3) and 4 v 3 mills that win at once.
    smaller = small_values(small_tables, flying, STANDARD)
    if flying:  # sliding: test_the_sliding_3v3_table_equals_the_whole_table_builders
        assert np.array_equal(bigtables.solve(3, 3, flying, {})[3, 3], smaller[3, 3])
    whole = tables.solve(4, 3, flying, smaller)
    with pytest.MonkeyPatch.context() as patch:  # still six slices a side, bigger chunks
        patch.setattr(bigtables, "SLICE", 1 << 21)
        patch.setattr(bigtables, "CHUNK", 1 << 16)
        sliced = bigtables.solve(4, 3, flying, smaller)
    assert sliced.keys() == whole.keys()
    for mn, values in whole.items():
        assert np.array_equal(sliced[mn], values), mn


@pytest.mark.slow  # builds 3 v 3 (shared with the test above)
def test_a_sample_of_positions_agrees_with_its_best_move_one_ply_on(
    sliced: dict[tuple[int, int], tables.Values],
) -> None:
    rows = np.random.default_rng(1).choice(comb(24, 3), 200, replace=False)
    assert tables.mismatches(3, 3, False, sliced, rows=rows) == 0
    spoiled = {(3, 3): sliced[3, 3].copy()}
    slot = np.flatnonzero(spoiled[3, 3] > 0)[0]
    spoiled[3, 3][slot] += 2  # one win made two plies longer
    row = np.array([slot // tables.Shape(3, 3).width])
    assert tables.mismatches(3, 3, False, spoiled, rows=row) == 1


def _mask(*points: int) -> int:
    return sum(1 << p for p in points)


def test_a_side_of_five_is_solved_slice_by_slice() -> None:
    assert bigtables.solver(5, 4) is bigtables.solve
    assert bigtables.solver(3, 5) is bigtables.solve
    assert bigtables.solver(4, 4) is tables.solve


def test_the_tables_probe_5v4_where_the_builder_put_it_and_follow_a_removal_into_3v5() -> None:
    five_four, three_five = tables.Shape(5, 4), tables.Shape(3, 5)
    values = {
        (5, 4): np.zeros(five_four.size, np.int16),
        (3, 5): np.zeros(three_five.size, np.int16),
    }
    # Five (a7 d7 g4 b2 d2: g4-g7 closes the top row) to move against four.
    own, opp = _mask(0, 1, 14, 18, 19), _mask(4, 10, 11, 16)
    slot = tables.rank(own) * five_four.width + tables.rank(opp)
    assert [int(x[0]) for x in five_four.split(np.array([slot]))] == [own, opp]
    values[5, 4][slot] = 7
    found = Tables("morris(flying=true)", values)
    assert found.probe(own, opp) == 7
    # Closing a mill and removing one of four leaves 3 v 5 for the other side: lost in 2 there
    # (-3) is a win in 3 plies for the side that closed it.
    turn = next(t for t in Morris().mill.turns(own, opp, 0, 0) if t[2] >= 0)
    mine, theirs = apply_step(own, turn[0], turn[1]), opp & ~(1 << turn[2])
    values[3, 5][tables.rank(theirs) * three_five.width + tables.rank(mine)] = -3
    assert found.after(own, opp, turn) == 3


def test_the_tables_with_a_side_of_five_are_found_and_loaded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(provision.TABLES_ENV, str(tmp_path))
    for mn in ((5, 4), (4, 5), (5, 5)):
        stand_in(provision.table_path(*mn, True, tmp_path), provision.table_expected(*mn, True))
    assert set(available(Morris()).values) == {(5, 4), (4, 5), (5, 5)}
