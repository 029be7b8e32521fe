"""Exact Nine Men's Morris endgames by retrograde analysis (numpy), on the standard board or
another board of 24 points (the diagonal board of Twelve Men's Morris).

A table holds every position of the moving phase with ``m`` pieces for the side to move and
``n`` for the other side (``m``, ``n`` in 3-5, both hands empty). Its value for the side to move
is ``d`` for a win in ``d`` plies (odd), ``-(d + 1)`` for a loss in ``d`` plies (even; ``-1`` is
a side with no move) and ``0`` for a draw: neither side can force a win, whatever the
repetition and move-limit rules (they are not part of the tables).

Positions are indexed without symmetries as ``rank(own) * C(24, n) + rank(opp)``, where
``rank`` is a set's place among the sets of its size in the combinatorial number system; the
slots where the two sets overlap are unused. A table depends only on the tables it reaches by a
removal: ``m v n`` on ``n-1 v m``; ``m v n`` and ``n v m`` are solved together.

The tables with a side of five are too big for :func:`solve`'s lists of positions: they are
built a slice at a time by :mod:`games.ai.bigtables`, into the same values and files.

Built tables are cached as files in :func:`games.ai.provision.table_dir` (the variable
``MORRISBOT_TABLES``, by default ``data/tables``), one set per ``flying`` rule: the rules a table
is exact for are :func:`table_rules`, a game's identity without the options tables ignore. Each
file's header names those rules, the table and its size, with a checksum
(:mod:`games.ai.tablefile`): a file that does not match is built again.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from math import comb
from pathlib import Path

import numpy as np
import numpy.typing as npt

from games.ai import tablefile
from games.ai.provision import table_dir, table_expected, table_path
from games.base import rules_identity
from games.morris_board import NUM_POINTS, STANDARD, MillBoard, points_of

Array = npt.NDArray[np.int64]
Values = npt.NDArray[np.int16]
Progress = Callable[[str, float], None]
Solver = Callable[
    [int, int, bool, dict[tuple[int, int], Values], "Progress | None", MillBoard],
    dict[tuple[int, int], Values],
]
"""The signature of :func:`solve`: ``m``, ``n``, flying, the smaller tables, progress, board."""

SMALL = ((3, 3),)
"""The tables the test suite may build (seconds)."""
_UNDECIDED = np.iinfo(np.int16).min
log = logging.getLogger(__name__)


TABLE_OPTIONS = ("flying",)
"""The Morris options the tables depend on (not the repetition and move-limit rules)."""


def table_rules(game: str, options: Mapping[str, bool | int]) -> str:
    """Return the identity of the rules the tables of a Morris game with ``options`` are exact
    for (``morris(flying=true)``: the file names say ``flying`` or ``sliding``)."""
    return rules_identity(game, {name: options[name] for name in TABLE_OPTIONS})


@cache
def combos(k: int) -> Array:
    """Return the masks of every ``k``-set of points, in rank order."""
    masks = [0] * comb(NUM_POINTS, k)
    for mask in _sets(k):
        masks[rank(mask)] = mask
    return np.array(masks, dtype=np.int64)


def _sets(k: int) -> Iterator[int]:
    """Yield every mask with ``k`` of the 24 bits set."""
    mask = (1 << k) - 1
    while mask < 1 << NUM_POINTS:
        yield mask
        low = mask & -mask
        ripple = mask + low
        mask = ripple | ((mask ^ ripple) >> 2) // low


def rank(mask: int) -> int:
    """Return the rank of ``mask`` among the sets of its size."""
    total, k = 0, 0
    while mask:
        low = mask & -mask
        k += 1
        total += comb(low.bit_length() - 1, k)
        mask ^= low
    return total


@cache
def rank_table() -> npt.NDArray[np.int32]:
    """Return ``rank`` of every 24-bit mask (for the sizes 2-5 that the tables use)."""
    ranks = np.zeros(1 << NUM_POINTS, dtype=np.int32)
    for k in range(2, 6):
        masks = combos(k)
        ranks[masks] = np.arange(len(masks), dtype=np.int32)
    return ranks


def valid_slots(m: int, n: int) -> npt.NDArray[np.bool_]:
    """Return which slots of table ``m v n`` are positions (the two sets do not overlap)."""
    return np.asarray((combos(m)[:, None] & combos(n)[None, :]) == 0).ravel()


def _bit(masks: Array, point: int) -> npt.NDArray[np.bool_]:
    return np.asarray((masks >> point & 1) != 0)


def _mill_at(masks: Array, point: int, board: MillBoard) -> npt.NDArray[np.bool_]:
    """True where ``masks`` (which hold ``point``) have a mill through ``point`` (any number of
    mills may pass through a point)."""
    found = np.zeros(masks.shape, dtype=np.bool_)
    for mill in board.mills_through[point]:
        found |= (masks & mill) == mill
    return found


def _step_pairs(pieces: int, flying: bool, board: MillBoard) -> list[tuple[int, int]]:
    """Return every (src, dst) a side with ``pieces`` pieces may play on an empty board."""
    if flying and pieces == 3:
        return [(s, d) for s in range(NUM_POINTS) for d in range(NUM_POINTS) if s != d]
    return [(s, d) for s in range(NUM_POINTS) for d in points_of(board.neighbours[s])]


class Shape:
    """The layout of table ``m v n``: ``width`` slots per mover's set, ``size`` in all."""

    def __init__(self, m: int, n: int) -> None:
        self.m, self.n = m, n
        self.width = comb(NUM_POINTS, n)
        self.size = comb(NUM_POINTS, m) * self.width

    def split(self, slots: Array) -> tuple[Array, Array]:
        """Return the own and opp masks of ``slots``."""
        return combos(self.m)[slots // self.width], combos(self.n)[slots % self.width]


class _Table(Shape):
    """One table under construction: values, undecided-move counters and pending levels."""

    def __init__(self, m: int, n: int) -> None:
        super().__init__(m, n)
        self.values = np.full(self.size, _UNDECIDED, dtype=np.int16)
        self.counts = np.zeros(self.size, dtype=np.uint8)
        self.settled: list[tuple[Array, Array, Array]] = []
        self.wins_at: dict[int, Array] = {}
        self.losses_at: dict[int, Array] = {}


def _prepare(
    table: _Table, flying: bool, smaller: Values | None, progress: Progress, board: MillBoard
) -> npt.NDArray[np.bool_]:
    """Count each position's moves, settle its mills from the smaller table; return the valid."""
    m, n = table.m, table.n
    own_sets, opp_sets = combos(m), combos(n)
    width = table.width
    valid = valid_slots(m, n)
    pairs = [] if flying and m == 3 else _step_pairs(m, flying, board)
    counts = np.full(table.size, m * (NUM_POINTS - m - n) if not pairs else 0, dtype=np.int32)
    rows = np.arange(len(own_sets), dtype=np.int64)
    for number, (src, dst) in enumerate(pairs):
        movers = rows[_bit(own_sets, src) & ~_bit(own_sets, dst)]
        free = ~_bit(opp_sets, dst)
        block = counts.reshape(-1, width)
        block[movers[:, None], np.nonzero(free)[0][None, :]] += 1
        if number % 32 == 0:
            progress(f"{m}v{n} moves", number / len(pairs))
    counts[~valid] = 0
    table.counts = counts.astype(np.uint8)
    without, may_take = removals(opp_sets, board)
    best_by_set: dict[int, tuple[Array, Array]] = {}
    for i, own in enumerate(own_sets.tolist()):
        for src in points_of(own):
            for dst in range(NUM_POINTS):
                if own >> dst & 1 or not ((flying and m == 3) or board.neighbours[src] >> dst & 1):
                    continue
                after = own ^ (1 << src | 1 << dst)
                if not board.forms_mill(after, dst):
                    continue
                if after not in best_by_set:
                    best_by_set[after] = best_removal(after, m, n, smaller, without, may_take)
                kind, level = best_by_set[after]
                columns = np.nonzero((opp_sets & (own | 1 << dst)) == 0)[0]
                slots = i * width + columns
                table.settled.append((slots, kind[columns], level[columns]))
        if i % 256 == 0:
            progress(f"{m}v{n} mills", i / len(own_sets))
    _sort_settled(table)
    return valid


def removals(opp_sets: Array, board: MillBoard) -> tuple[Array, npt.NDArray[np.bool_]]:
    """Per opponent set and each of its pieces: the rank of the set without that piece, and
    whether the rules let that piece be removed."""
    pieces = np.array([list(points_of(int(s))) for s in opp_sets], dtype=np.int64)
    rules = [board.removable(int(s)) for s in opp_sets]
    may_take = np.array(
        [[r >> p & 1 for p in row] for r, row in zip(rules, pieces.tolist(), strict=True)],
        dtype=bool,
    )
    without = rank_table()[opp_sets[:, None] ^ (np.int64(1) << pieces)].astype(np.int64)
    return without, may_take


def best_removal(
    after: int,
    m: int,
    n: int,
    smaller: Values | None,
    without: Array,
    may_take: npt.NDArray[np.bool_],
) -> tuple[Array, Array]:
    """For each opponent set, the best removal after a mill leaving ``after``.

    Returns (kind, level): kind 1 a win in ``level`` plies, 0 a draw, -1 a loss in ``level``.
    """
    if n == 3 or smaller is None:  # the opponent falls to two pieces: won at once
        ones = np.ones(len(without), dtype=np.int64)
        return ones, ones
    child = smaller[without * comb(NUM_POINTS, m) + int(rank_table()[after])]
    # The child's value is for the opponent (to move there): flip it into ours.
    ours = _ours(child)
    # Prefer the fastest win, then a draw, then the slowest loss: compare by a key.
    key = np.where(ours > 0, 10_000 - ours, np.where(ours == 0, 0, -10_000 - ours))
    key = np.where(may_take, key, np.iinfo(np.int64).min)
    best = np.take_along_axis(ours, key.argmax(axis=1)[:, None], axis=1)[:, 0]
    kind = np.sign(best)
    level = np.where(best > 0, best, -best - 1)
    return kind, level


def _sort_settled(table: _Table) -> None:
    """Sort the settled mill moves into wins and losses by level."""
    if not table.settled:
        return
    slots, kind, level = (np.concatenate(parts) for parts in zip(*table.settled, strict=True))
    table.settled = []
    for sign, pending in ((1, table.wins_at), (-1, table.losses_at)):
        chosen = kind == sign
        s_slots, s_level = slots[chosen], level[chosen]
        order = np.argsort(s_level, kind="stable")
        s_slots, s_level = s_slots[order], s_level[order]
        values, starts = np.unique(s_level, return_index=True)
        if not len(values):
            continue
        for lvl, part in zip(values.tolist(), np.split(s_slots, starts[1:]), strict=True):
            pending[lvl] = part


def parents(child: Shape, parent: Shape, slots: Array, flying: bool, board: MillBoard) -> Array:
    """Return the slots (in ``parent``) of every position with a move, not a mill, to ``slots``."""
    if not len(slots):
        return slots
    own, opp = child.split(slots)  # ``opp`` just moved: it is the parent's mover
    ranks = rank_table()
    flies = flying and parent.m == 3
    found = []
    for dst in range(NUM_POINTS):
        ok = _bit(opp, dst) & ~_mill_at(opp, dst, board)
        if not ok.any():
            continue
        d_own, d_opp = own[ok], opp[ok]
        occupied = d_own | d_opp
        rows = ranks[d_own].astype(np.int64)
        for src in range(NUM_POINTS) if flies else points_of(board.neighbours[dst]):
            if src == dst:
                continue
            free = ~_bit(occupied, src)
            before = d_opp[free] ^ (1 << src | 1 << dst)
            found.append(ranks[before].astype(np.int64) * parent.width + rows[free])
    return np.concatenate(found) if found else slots[:0]


def solve(
    m: int,
    n: int,
    flying: bool,
    smaller: dict[tuple[int, int], Values],
    progress: Progress | None = None,
    board: MillBoard = STANDARD,
) -> dict[tuple[int, int], Values]:
    """Solve ``m v n`` (with ``n v m``) on ``board`` (24 points); ``smaller`` holds the tables
    they reach by removals."""
    report = progress or (lambda _label, _share: None)
    pair = [(m, n)] if m == n else [(m, n), (n, m)]
    tables = {mn: _Table(*mn) for mn in pair}
    valid = {}
    for a, b in pair:
        below = smaller.get((b - 1, a)) if b > 3 else None
        valid[a, b] = _prepare(tables[a, b], flying, below, report, board)
    # Level 0: the positions where the mover has no move at all.
    frontier_loss = {
        mn: np.nonzero((t.counts == 0) & valid[mn])[0].astype(np.int64) for mn, t in tables.items()
    }
    for mn, t in tables.items():
        t.values[frontier_loss[mn]] = -1
    level = 0
    while True:
        level += 1
        report("levels", min(level / 100, 1.0))
        # Wins in ``level``: a move to a loss in ``level - 1``, or a mill that wins that fast.
        frontier_win = {}
        for (a, b), t in tables.items():
            found = [parents(tables[b, a], t, frontier_loss[b, a], flying, board)]
            found.append(t.wins_at.pop(level, found[0][:0]))
            slots = np.concatenate(found)
            slots = np.unique(slots[t.values[slots] == _UNDECIDED])
            t.values[slots] = level
            frontier_win[a, b] = slots
        level += 1
        # Losses in ``level``: the last move that did not yet lose now loses too.
        for (a, b), t in tables.items():
            found = [parents(tables[b, a], t, frontier_win[b, a], flying, board)]
            found.append(t.losses_at.pop(level, found[0][:0]))
            slots, times = np.unique(np.concatenate(found), return_counts=True)
            keep = t.values[slots] == _UNDECIDED
            slots, times = slots[keep], times[keep]
            left = t.counts[slots].astype(np.int32) - times
            t.counts[slots] = np.maximum(left, 0).astype(np.uint8)
            lost = slots[left <= 0]
            t.values[lost] = -(level + 1)
            frontier_loss[a, b] = lost
        pending = any(t.wins_at or t.losses_at for t in tables.values())
        frontiers = (*frontier_loss.values(), *frontier_win.values())
        if not pending and not any(len(f) for f in frontiers):
            break
    for t in tables.values():
        t.values[t.values == _UNDECIDED] = 0
    report("done", 1.0)
    return {mn: t.values for mn, t in tables.items()}


def order(wanted: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    """Return ``wanted`` with every table it depends on, each pair once, smallest first."""
    needed: set[tuple[int, int]] = set()

    def need(m: int, n: int) -> None:
        if (m, n) in needed:
            return
        needed.update({(m, n), (n, m)})
        if n > 3:
            need(n - 1, m)
        if m > 3:
            need(m - 1, n)

    for mn in wanted:
        need(*mn)
    return sorted(needed, key=lambda mn: (mn[0] + mn[1], max(mn)))


def read(path: Path) -> Values:
    """Return the values of a table file (memory-mapped, read-only); check the file first
    (:func:`games.ai.tablefile.check`)."""
    return np.memmap(path, dtype=tablefile.DTYPE, mode="r", offset=tablefile.HEADER_SIZE)


def build(
    wanted: tuple[tuple[int, int], ...],
    flying: bool,
    directory: Path | None = None,
    progress: Progress | None = None,
    board: MillBoard = STANDARD,
    solver: Solver | None = None,
) -> dict[tuple[int, int], Values]:
    """Return the tables ``wanted`` on ``board`` (and those they need), loading cached ones
    whose every value matches its checksum, solving the others with ``solver`` (by default
    :func:`solve`) and saving them; all are returned memory-mapped from their files. A cached
    file that does not match is logged (one line) and built again."""
    folder = directory or table_dir()
    done: dict[tuple[int, int], Values] = {}
    for m, n in order(wanted):
        if (m, n) in done:
            continue
        pairs = {(m, n), (n, m)}
        paths = {mn: table_path(*mn, flying, folder, board.key) for mn in pairs}
        expected = {mn: table_expected(*mn, flying, board.key) for mn in pairs}
        problems = {
            mn: problem
            for mn, path in paths.items()
            if path.exists() and (problem := tablefile.verify(path, expected[mn])) is not None
        }
        for mn, problem in sorted(problems.items()):
            log.warning("%s ignored (%s): building it again", paths[mn], problem)
        if not problems and all(p.exists() for p in paths.values()):
            done.update({mn: read(p) for mn, p in paths.items()})
            continue
        solved = (solver or solve)(m, n, flying, done, progress, board)
        for mn, values in solved.items():
            tablefile.save(paths[mn], values, expected[mn])
        del solved  # free the memory of the solved tables: they are read from their files
        done.update({mn: read(p) for mn, p in paths.items()})
    return done


def bar(label: str, share: float) -> None:
    """Draw a one-line progress bar on standard error."""
    filled = int(share * 30)
    sys.stderr.write(f"\r{label:>12} [{'#' * filled}{'.' * (30 - filled)}] {share:4.0%}")
    if share >= 1.0:
        sys.stderr.write("\n")
    sys.stderr.flush()


def _ours(child: Values | Array) -> Array:
    """Turn values for the side to move next into values for the side that just moved."""
    child = np.asarray(child, dtype=np.int64)
    return np.where(child < 0, -child, np.where(child > 0, -(child + 2), 0))


def _order_key(values: Array) -> Array:
    """Return a key that sorts values best first: fastest win, draw, slowest loss."""
    return np.where(values > 0, 10_000 - values, np.where(values == 0, 0, -10_000 - values))


def mismatches(
    m: int,
    n: int,
    flying: bool,
    solved: dict[tuple[int, int], Values],
    board: MillBoard = STANDARD,
    rows: Array | None = None,
) -> int:
    """Return how many positions of ``m v n`` disagree with their best move looked up one ply on:
    every position, or those whose mover's set has one of the ranks ``rows`` (a sample).

    Every move is followed into the tables (``n v m`` after a plain move, ``n-1 v m`` or a win
    after a mill and its best removal); a position with no move must hold ``-1``.
    """
    chosen = np.arange(comb(NUM_POINTS, m)) if rows is None else rows
    own_sets, opp_sets = combos(m)[chosen], combos(n)
    width = comb(NUM_POINTS, n)
    values = np.asarray(solved[m, n]).reshape(-1, width)[chosen]
    best = np.full(values.shape, np.iinfo(np.int64).min, dtype=np.int64)
    best_value = np.full(values.shape, -1, dtype=np.int64)
    nxt = solved[n, m]
    ranks = rank_table()
    opp_ranks = ranks[opp_sets].astype(np.int64) * comb(NUM_POINTS, m)
    without, may_take = removals(opp_sets, board)
    smaller = solved.get((n - 1, m)) if n > 3 else None
    by_after: dict[int, Array] = {}
    indices = np.arange(len(own_sets))
    rows_at_once = max(1, (1 << 20) // width)  # a block of movers' rows: a few MB an array
    for src, dst in _step_pairs(m, flying, board):
        movers = indices[_bit(own_sets, src) & ~_bit(own_sets, dst)]
        for first in range(0, len(movers), rows_at_once):
            block = movers[first : first + rows_at_once]
            owns = own_sets[block]
            afters = owns ^ (1 << src | 1 << dst)
            mill = np.array([board.forms_mill(a, dst) for a in afters.tolist()], dtype=bool)
            ours = np.empty((len(block), width), dtype=np.int64)
            quiet = ranks[afters[~mill]].astype(np.int64)
            ours[~mill] = _ours(nxt[opp_ranks[None, :] + quiet[:, None]])
            for row, after in zip(
                np.flatnonzero(mill).tolist(), afters[mill].tolist(), strict=True
            ):
                if after not in by_after:
                    kind, level = best_removal(after, m, n, smaller, without, may_take)
                    by_after[after] = np.where(kind > 0, level, np.where(kind < 0, -(level + 1), 0))
                ours[row] = by_after[after]
            legal = (opp_sets[None, :] & (owns | 1 << dst)[:, None]) == 0
            key = np.where(legal, _order_key(ours), np.iinfo(np.int64).min)
            better = key > best[block]
            best[block] = np.where(better, key, best[block])
            best_value[block] = np.where(better, ours, best_value[block])
    valid = (own_sets[:, None] & opp_sets[None, :]) == 0
    wrong = valid & (best_value != values)
    return int(np.count_nonzero(wrong))
