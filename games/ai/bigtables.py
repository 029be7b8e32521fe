"""The bigger Morris endgame tables (5 v 3 to 5 v 5, with their mirrors) in bounded memory.

:func:`solve` returns the same values as :func:`games.ai.tables.solve` (the same files, read the
same way) for any pair of tables, but holds only two compact arrays per table being solved: the
values (int16) and, per position, how many of its moves are not yet known to lose (uint8), i.e.
3 bytes a slot: 2.7 GB for 5 v 4 with 4 v 5, 5.4 GB for 5 v 5, where the whole-table builder's
lists of positions take 30 to 70 bytes a slot. The smaller tables they depend on are read
memory-mapped. Everything else is done a slice at a time, so its temporaries stay within a few
hundred MB:

- preparing, a slice of the mover's sets (by rank) at a time: the moves of every position
  counted by one matrix product (the mover's pieces next to each empty point), the positions
  with no move lost at once; then each mover's set with a mill after its move gets its best
  removal against every opponent's set, looked up once in the smaller table and written on the
  positions that move from as a pending level in the values themselves (``_UNDECIDED + level``):
  odd, the fastest mill that wins; even, the slowest mill that loses (its move already counted
  off), the level before which the position cannot be lost;
- each level, the positions decided at the level before are found by scanning the other table
  a slice at a time, and their parents (:func:`games.ai.tables.parents`) are won, or counted off
  and lost when none of their moves is left, a bounded chunk of positions at a time; the
  pending levels come due by a scan.
"""

from __future__ import annotations

from collections.abc import Iterator
from math import comb

import numpy as np
import numpy.typing as npt

from games.ai.tables import (
    Array,
    Progress,
    Shape,
    Solver,
    Values,
    best_removal,
    combos,
    parents,
    rank_table,
    removals,
)
from games.ai.tables import (
    solve as solve_whole,
)
from games.morris_board import NUM_POINTS, STANDARD, MillBoard, points_of

Counts = npt.NDArray[np.uint8]

SLICE = 1 << 22
"""Slots scanned at once."""
CHUNK = 1 << 18
"""Positions unmoved at once (their parents: up to 63 slots each)."""
_UNDECIDED = np.iinfo(np.int16).min
_OPEN = _UNDECIDED + 4096
"""Values below are undecided: ``_UNDECIDED`` plus the pending level of a mill move, if any."""


def _row_slices(shape: Shape) -> Iterator[slice]:
    """Yield the mover's sets (ranks) a slice of about :data:`SLICE` slots at a time."""
    step = max(1, SLICE // shape.width)
    total = comb(NUM_POINTS, shape.m)
    for start in range(0, total, step):
        yield slice(start, min(start + step, total))


def _bits(sets: Array) -> npt.NDArray[np.float32]:
    """Return each set's points as a row of 24 zeros and ones."""
    return np.asarray((sets[:, None] >> np.arange(NUM_POINTS)) & 1, dtype=np.float32)


def _prepare(shape: Shape, values: Values, counts: Counts, flying: bool, board: MillBoard) -> None:
    """Fill ``counts`` with each position's number of moves and ``values`` with -1 where there
    is none, 0 in the unused slots and undecided elsewhere."""
    opp_sets = combos(shape.n)
    opp_bits = _bits(opp_sets).T
    adjacency = _bits(np.array(board.neighbours, dtype=np.int64))
    for rows in _row_slices(shape):
        own_sets = combos(shape.m)[rows]
        own_bits = _bits(own_sets)
        # How many of the mover's pieces may go to each empty point: then subtract the points
        # the opponent holds.
        flies = flying and shape.m == 3
        near = np.full_like(own_bits, shape.m) if flies else own_bits @ adjacency
        reach = np.where(own_bits > 0, 0, near).astype(np.float32)
        moves = reach.sum(axis=1)[:, None] - reach @ opp_bits
        valid = (own_sets[:, None] & opp_sets[None, :]) == 0
        at = slice(rows.start * shape.width, rows.stop * shape.width)
        counts[at] = moves.astype(np.uint8).ravel()
        values[at] = np.where(valid, np.where(moves == 0, -1, _UNDECIDED), 0).ravel()


def _settle_mills(
    shape: Shape,
    values: Values,
    counts: Counts,
    flying: bool,
    smaller: Values | None,
    board: MillBoard,
) -> int:
    """Write every mill move's outcome on the positions it is played from (pending levels, see
    the module's docstring); return the highest pending level."""
    m, n = shape.m, shape.n
    opp_sets = combos(n)
    without, may_take = removals(opp_sets, board)
    ranks = rank_table()
    grid, left = values.reshape(-1, shape.width), counts.reshape(-1, shape.width)
    flies = flying and m == 3
    highest = 0
    for after in combos(m).tolist():
        ends = [dst for dst in points_of(after) if board.forms_mill(after, dst)]
        if not ends:
            continue
        kind, level = best_removal(after, m, n, smaller, without, may_take)
        highest = max(highest, int(level[kind != 0].max(initial=0)))
        for dst in ends:
            for src in range(NUM_POINTS) if flies else points_of(board.neighbours[dst]):
                if after >> src & 1:
                    continue
                row = int(ranks[after ^ (1 << src | 1 << dst)])
                legal = (opp_sets & (after | 1 << src)) == 0
                wins, losses = legal & (kind > 0), legal & (kind < 0)
                pending = grid[row].astype(np.int32) - _UNDECIDED
                winning = pending % 2 == 1
                pending = np.where(
                    wins, np.where(winning, np.minimum(pending, level), level), pending
                )
                pending = np.where(losses & ~winning, np.maximum(pending, level), pending)
                grid[row] = np.where(wins | losses, pending + _UNDECIDED, grid[row])
                left[row, losses] -= 1
    return highest


def _frontier(shape: Shape, values: Values, value: int) -> Iterator[Array]:
    """Yield the slots holding ``value``, at most :data:`CHUNK` at a time."""
    for rows in _row_slices(shape):
        start = rows.start * shape.width
        found = np.flatnonzero(values[start : rows.stop * shape.width] == value) + start
        for first in range(0, len(found), CHUNK):
            yield found[first : first + CHUNK]


def _due(shape: Shape, values: Values, counts: Counts, level: int, won: int) -> int:
    """Decide the positions whose pending level is ``level``: set them to ``won`` (wins), or
    (losses) those whose every move is counted off. Return how many."""
    decided = 0
    for rows in _row_slices(shape):
        at = slice(rows.start * shape.width, rows.stop * shape.width)
        block = values[at]
        due = block == _UNDECIDED + level
        if won < 0:
            due &= counts[at] == 0
        block[due] = won
        decided += int(np.count_nonzero(due))
    return decided


def solve(
    m: int,
    n: int,
    flying: bool,
    smaller: dict[tuple[int, int], Values],
    progress: Progress | None = None,
    board: MillBoard = STANDARD,
) -> dict[tuple[int, int], Values]:
    """Solve ``m v n`` (with ``n v m``) on ``board`` as :func:`games.ai.tables.solve` does, in
    3 bytes a slot; ``smaller`` holds the tables they reach by removals."""
    report = progress or (lambda _label, _share: None)
    pair = [(m, n)] if m == n else [(m, n), (n, m)]
    shapes = {mn: Shape(*mn) for mn in pair}
    values = {mn: np.empty(s.size, dtype=np.int16) for mn, s in shapes.items()}
    counts = {mn: np.empty(s.size, dtype=np.uint8) for mn, s in shapes.items()}
    highest = 0
    for a, b in pair:
        report(f"{a}v{b} moves", 0.0)
        _prepare(shapes[a, b], values[a, b], counts[a, b], flying, board)
        below = smaller.get((b - 1, a)) if b > 3 else None
        report(f"{a}v{b} mills", 0.5)
        top = _settle_mills(shapes[a, b], values[a, b], counts[a, b], flying, below, board)
        highest = max(highest, top)
    level = 0
    while True:
        level += 1
        report("levels", min(level / 100, 1.0))
        decided = 0
        # Wins in ``level``: a move to a loss in ``level - 1``, or a mill that wins that fast.
        for a, b in pair:
            table, child = values[a, b], values[b, a]
            decided += _due(shapes[a, b], table, counts[a, b], level, level)
            for slots in _frontier(shapes[b, a], child, -level):
                found = parents(shapes[b, a], shapes[a, b], slots, flying, board)
                found = found[table[found] < _OPEN]
                table[found] = level
                decided += len(found)
        level += 1
        # Losses in ``level``: the last move that did not yet lose now loses too, unless a mill
        # loses more slowly (its pending level comes due later).
        for a, b in pair:
            table, child, left = values[a, b], values[b, a], counts[a, b]
            for slots in _frontier(shapes[b, a], child, level - 1):
                found = parents(shapes[b, a], shapes[a, b], slots, flying, board)
                found, times = np.unique(found[table[found] < _OPEN], return_counts=True)
                left[found] -= times.astype(np.uint8)
                found = found[left[found] == 0]
                pending = table[found].astype(np.int32) - _UNDECIDED
                lost = found[(pending % 2 == 0) & (pending <= level)]
                table[lost] = -(level + 1)
                decided += len(lost)
            decided += _due(shapes[a, b], table, left, level, -(level + 1))
        if not decided and level >= highest:
            break
    for table in values.values():
        for start in range(0, len(table), SLICE):
            block = table[start : start + SLICE]
            block[block < _OPEN] = 0
    report("done", 1.0)
    return values


def solver(m: int, n: int) -> Solver:
    """Return the solver for table ``m v n``: this module's when a side has five pieces (the
    whole-table one would need 12 GB and more), else the whole-table one."""
    return solve if max(m, n) >= 5 else solve_whole
