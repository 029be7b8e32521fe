"""Six Men's Morris solved: every position's exact value by retrograde analysis (numpy).

A position is the side to move's pieces ``own`` and the other side's ``opp`` (16-bit masks)
with both hands. Positions are grouped in classes ``(m, n, hand_own, hand_opp)`` (pieces on
the board and in hand) and indexed without gaps: ``rank(own) * C(16 - m, n) +
rank(compress(opp))``, where ``compress`` packs ``opp`` onto the points ``own`` leaves empty and
``rank`` is a set's place among the sets of its size (colex order). Values are as in
:mod:`games.ai.tables`: ``d`` a win in ``d`` plies, ``-(d + 1)`` a loss in ``d`` plies, ``0`` a
draw (neither side can force a win whatever the repetition and move-limit rules, which the
solution leaves out, so playing it never loses a won or drawn position under them either).

The moving phase (both hands empty) is solved by counting retrograde analysis, classes of the
same total of pieces together (a removal leads to a class solved before); the placing phase is a
single backward pass, fewest pieces in hand first (every placement leads to a solved class).
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Iterator
from functools import cache
from math import comb
from pathlib import Path

import numpy as np
import numpy.typing as npt

from games.ai import tablefile
from games.ai.provision import six_expected, six_path
from games.morris import MorrisMove, MorrisState
from games.morris_board import SIX, MillBoard

Array = npt.NDArray[np.int64]
Values = npt.NDArray[np.int16]
Key = tuple[int, int, int, int]
"""A class: (own pieces on the board, opponent's, own in hand, opponent's in hand)."""
Progress = Callable[[str], None]

POINTS = SIX.size
FULL = SIX.full
UNDECIDED = np.iinfo(np.int16).min
log = logging.getLogger(__name__)


@cache
def _tables() -> tuple[Array, Array, npt.NDArray[np.uint8], npt.NDArray[np.uint8]]:
    """Return rank and popcount of every 16-bit mask, and the 8-bit extract and deposit."""
    masks = np.arange(1 << POINTS, dtype=np.int64)
    pop = np.zeros(1 << POINTS, dtype=np.int64)
    rank = np.zeros(1 << POINTS, dtype=np.int64)
    for p in range(POINTS):
        bit = masks >> p & 1
        pop += bit
        rank += bit * np.array([comb(p, k) for k in range(POINTS + 1)])[pop]
    extract = np.zeros((256, 256), dtype=np.uint8)
    deposit = np.zeros((256, 256), dtype=np.uint8)
    for select in range(256):
        spots = [p for p in range(8) if select >> p & 1]
        for x in range(256):
            extract[x, select] = sum((x >> p & 1) << i for i, p in enumerate(spots))
            deposit[x, select] = sum((x >> i & 1) << p for i, p in enumerate(spots))
    return rank, pop, extract, deposit


def rank(masks: Array) -> Array:
    """Return each mask's rank among the masks with as many points."""
    return _tables()[0][masks]


def compress(opp: Array, own: Array) -> Array:
    """Pack the points of ``opp`` onto the points ``own`` leaves empty."""
    _, pop, extract, _ = _tables()
    free = FULL & ~own
    low = extract[opp & 255, free & 255].astype(np.int64)
    high = extract[opp >> 8, free >> 8].astype(np.int64)
    return np.asarray(low | high << pop[free & 255], dtype=np.int64)


def expand(packed: Array, own: Array) -> Array:
    """Undo :func:`compress`: spread ``packed`` over the points ``own`` leaves empty."""
    _, pop, _, deposit = _tables()
    free = FULL & ~own
    shift = pop[free & 255]
    low = deposit[packed & ((1 << shift) - 1), free & 255].astype(np.int64)
    high = deposit[packed >> shift, free >> 8].astype(np.int64)
    return np.asarray(low | high << 8, dtype=np.int64)


@cache
def sets(k: int) -> Array:
    """Return the masks of ``k`` points in rank order."""
    masks = np.arange(1 << POINTS, dtype=np.int64)
    chosen = masks[_tables()[1] == k]
    return np.asarray(chosen[np.argsort(rank(chosen))], dtype=np.int64)


def width(m: int, n: int) -> int:
    """Return how many opponent sets go with each own set of class ``m v n``."""
    return comb(POINTS - m, n)


def index(own: Array, opp: Array) -> Array:
    """Return the index of each position in its class."""
    m = int(_tables()[1][int(own[0])]) if len(own) else 0
    n = int(_tables()[1][int(opp[0])]) if len(opp) else 0
    return rank(own) * width(m, n) + rank(compress(opp, own))


def index_of(own: int, opp: int) -> int:
    """:func:`index` of one position, with ints (a move's look-ups, one at a time)."""
    ranks, pop, extract, _ = _tables()
    free = FULL & ~own
    low, high = int(extract[opp & 255, free & 255]), int(extract[opp >> 8, free >> 8])
    packed = low | high << int(pop[free & 255])
    return int(ranks[own]) * width(own.bit_count(), opp.bit_count()) + int(ranks[packed])


def positions(m: int, n: int) -> tuple[Array, Array]:
    """Return the own and opp masks of every position of class ``m v n``, in index order."""
    own = np.repeat(sets(m), width(m, n))
    packed = np.tile(sets(n)[: width(m, n)], comb(POINTS, m))
    return own, expand(packed, own)


def mill_at(board: MillBoard, masks: Array, point: int) -> npt.NDArray[np.bool_]:
    """True where ``masks`` (holding ``point``) have a mill through ``point``."""
    found = np.zeros(masks.shape, dtype=np.bool_)
    for mill in board.mills_through[point]:
        found |= (masks & mill) == mill
    return found


def removable(board: MillBoard, masks: Array) -> Array:
    """Return the pieces of each mask the opponent may remove."""
    covered = np.zeros_like(masks)
    for mill in board.mills:
        covered |= np.where((masks & mill) == mill, mill, 0)
    free = masks & ~covered
    return np.where(free != 0, free, masks)


def flip(child: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Return the value for the mover of a move whose child (for the other side) is ``child``."""
    return np.where(child < 0, -child, np.where(child > 0, -(child + 2), 0))


def flip_of(child: int) -> int:
    """:func:`flip` of one value."""
    return -child if child < 0 else -(child + 2) if child > 0 else 0


def preference(value: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Order values best first when maximised: fastest win, draw, slowest loss."""
    return np.where(value > 0, 10_000 - value, np.where(value == 0, 0, -10_000 - value))


def preference_of(value: int) -> int:
    """:func:`preference` of one value."""
    return 10_000 - value if value > 0 else 0 if value == 0 else -10_000 - value


class Solution:
    """The values of every class, solved for one ``flying`` rule."""

    def __init__(self, flying: bool, values: dict[Key, Values]) -> None:
        self.flying = flying
        self.values = values

    def value(self, own: int, opp: int, hand_own: int, hand_opp: int) -> int:
        """Return the exact value of a position for the side to move."""
        key = (own.bit_count(), opp.bit_count(), hand_own, hand_opp)
        if key[0] + hand_own < 3:
            return -1
        return int(self.values[key][index_of(own, opp)])

    def after(self, own: int, opp: int, hands: tuple[int, int], turn: tuple[int, int, int]) -> int:
        """Return the value for the mover of playing ``turn`` (src -1 to place, remove -1)."""
        src, dst, remove = turn
        mine = (own | 1 << dst) & ~(0 if src < 0 else 1 << src)
        theirs = opp if remove < 0 else opp & ~(1 << remove)
        hand = hands[0] - (src < 0)
        if theirs.bit_count() + hands[1] < 3:
            return 1
        child = self.value(theirs, mine, hands[1], hand)
        return flip_of(child)


def steps(board: MillBoard, m: int, flying: bool) -> list[tuple[int, int]]:
    """Every (src, dst) a side with ``m`` pieces on the board may slide (or fly) along."""
    if flying and m == 3:
        return [(s, d) for s in range(POINTS) for d in range(POINTS) if s != d]
    return [(s, d) for s in range(POINTS) for d in range(POINTS) if board.neighbours[s] >> d & 1]


def _best_removal(
    done: dict[Key, Values], own: Array, opp: Array, child: Key
) -> npt.NDArray[np.int64]:
    """Return, per position where the mover (``own``, after the step) formed a mill, the value
    of the best removal from ``opp``; ``child`` is the class the removals lead to."""
    best = np.full(own.shape, np.iinfo(np.int64).min, dtype=np.int64)
    value = np.zeros(own.shape, dtype=np.int64)
    victims = removable(SIX, opp)
    for r in range(POINTS):
        take = (victims >> r & 1) != 0
        if not take.any():
            continue
        if min(child[0] + child[2], child[1] + child[3]) < 3:  # below three: won at once
            found = np.ones(int(take.sum()), dtype=np.int64)
        else:
            found = flip(done[child][index(opp[take] & ~(1 << r), own[take])].astype(np.int64))
        score = preference(found)
        better = score > best[take]
        rows = np.nonzero(take)[0][better]
        best[rows], value[rows] = score[better], found[better]
    return value


def _moves(
    key: Key, flying: bool, own: Array, opp: Array
) -> Iterator[tuple[Array, Array, Key, npt.NDArray[np.bool_]]]:
    """Yield, per step of class ``key`` (whose positions are ``own`` and ``opp``), the indices
    of the positions where it is legal, the mover's pieces after it there, the class it leads
    to without a removal and where it forms a mill that removes."""
    m, n, hand_own, hand_opp = key
    slots = np.arange(len(own), dtype=np.int64)
    placing = hand_own > 0
    pairs = [(-1, d) for d in range(POINTS)] if placing else steps(SIX, m, flying)
    child_m = m + 1 if placing else m
    child_key = (n, child_m, hand_opp, hand_own - placing)
    for src, dst in pairs:
        legal = ((own | opp) >> dst & 1) == 0
        if src >= 0:
            legal &= (own >> src & 1) != 0
        where = slots[legal]
        after = (own[legal] | 1 << dst) & ~(0 if src < 0 else 1 << src)
        mill = mill_at(SIX, after, dst) & (opp[legal] != 0)
        yield where, after, child_key, mill


def solve_placing(key: Key, flying: bool, done: dict[Key, Values]) -> Values:
    """Return the values of a placing class (every placement leads to a solved class)."""
    m, n, hand_own, hand_opp = key
    own, opp = positions(m, n)
    best = np.full(len(own), np.iinfo(np.int64).min, dtype=np.int64)
    value = np.zeros(len(own), dtype=np.int64)
    for where, after, child, mill in _moves(key, flying, own, opp):
        found = np.zeros(len(where), dtype=np.int64)
        quiet = ~mill
        if child[0] + child[2] < 3 or child[1] + child[3] < 3:
            found[quiet] = 1  # only in positions no game reaches: a side already below three
        else:
            rows = index(opp[where][quiet], after[quiet])
            found[quiet] = flip(done[child][rows].astype(np.int64))
        if mill.any():
            removal = (n - 1, child[1], hand_opp, child[3])
            found[mill] = _best_removal(done, after[mill], opp[where][mill], removal)
        score = preference(found)
        better = score > best[where]
        best[where[better]], value[where[better]] = score[better], found[better]
    value[(m + hand_own < 3) | (best == np.iinfo(np.int64).min)] = -1
    return value.astype(np.int16)


def _parents(child: Key, slots: Array, flying: bool) -> Array:
    """Return the indices (in the class the other way round) of the positions with a step, not
    forming a mill, to the positions ``slots`` of class ``child``."""
    a, b = child[0], child[1]
    w = width(a, b)
    own = sets(a)[slots // w]
    opp = expand(sets(b)[slots % w], own)  # ``opp`` just moved: the parents' mover
    found = []
    for dst in range(POINTS):
        ok = ((opp >> dst & 1) != 0) & ~mill_at(SIX, opp, dst)
        if not ok.any():
            continue
        d_own, d_opp = own[ok], opp[ok]
        for src in range(POINTS):
            if src == dst or not ((flying and b == 3) or SIX.neighbours[dst] >> src & 1):
                continue
            free = (((d_own | d_opp) >> src) & 1) == 0
            before = d_opp[free] ^ (1 << src | 1 << dst)
            found.append(index(before, d_own[free]))
    return np.concatenate(found) if found else slots[:0]


class _Pending:
    """A moving class under solution: values, moves not yet known to lose, settled mills."""

    def __init__(self, key: Key, flying: bool, done: dict[Key, Values]) -> None:
        m, n = key[0], key[1]
        size = comb(POINTS, m) * width(m, n)
        self.values = np.full(size, UNDECIDED, dtype=np.int16)
        self.counts = np.zeros(size, dtype=np.int32)
        self.wins_at: dict[int, list[Array]] = {}
        self.losses_at: dict[int, list[Array]] = {}
        own, opp = positions(m, n)
        for where, after, _, mill in _moves(key, flying, own, opp):
            self.counts[where] += 1  # each position once a step: no repeated index
            if not mill.any():
                continue
            value = _best_removal(done, after[mill], opp[where][mill], (n - 1, m, 0, 0))
            for level in np.unique(value).tolist():
                chosen = where[mill][value == level]
                if level > 0:
                    self.wins_at.setdefault(level, []).append(chosen)
                elif level < 0:
                    self.losses_at.setdefault(-level - 1, []).append(chosen)

    def take(self, pending: dict[int, list[Array]], level: int) -> Array:
        """Return (and forget) the settled mills of ``level``."""
        parts = pending.pop(level, [])
        return np.concatenate(parts) if parts else np.zeros(0, dtype=np.int64)


def solve_moving(keys: list[Key], flying: bool, done: dict[Key, Values]) -> dict[Key, Values]:
    """Solve the moving classes ``keys`` (a class and its reverse) by counting retrograde
    analysis; ``done`` holds the classes their removals lead to."""
    tables = {key: _Pending(key, flying, done) for key in keys}

    def reverse(key: Key) -> Key:
        return (key[1], key[0], 0, 0)

    frontier_loss = {k: np.nonzero(t.counts == 0)[0] for k, t in tables.items()}
    for k, t in tables.items():
        t.values[frontier_loss[k]] = -1
    level = 0
    while True:
        level += 1
        frontier_win = {}
        for k, t in tables.items():
            found = np.concatenate(
                [_parents(reverse(k), frontier_loss[reverse(k)], flying), t.take(t.wins_at, level)]
            )
            found = np.unique(found[t.values[found] == UNDECIDED])
            t.values[found] = level
            frontier_win[k] = found
        level += 1
        for k, t in tables.items():
            found = np.concatenate(
                [_parents(reverse(k), frontier_win[reverse(k)], flying), t.take(t.losses_at, level)]
            )
            slots, times = np.unique(found, return_counts=True)
            keep = t.values[slots] == UNDECIDED
            slots, times = slots[keep], times[keep]
            t.counts[slots] -= times
            lost = slots[t.counts[slots] <= 0]
            t.values[lost] = -(level + 1)
            frontier_loss[k] = lost
        pending = any(t.wins_at or t.losses_at for t in tables.values())
        if not pending and not any(
            len(f) for f in (*frontier_loss.values(), *frontier_win.values())
        ):
            break
    for t in tables.values():
        t.values[t.values == UNDECIDED] = 0
    return {k: t.values for k, t in tables.items()}


def moving_groups() -> list[list[Key]]:
    """The moving classes in the order they are solved, a class with its reverse."""
    groups = []
    for total in range(6, 13):
        for m in range(3, 7):
            n = total - m
            if 3 <= n <= m:
                groups.append([(m, n, 0, 0)] if m == n else [(m, n, 0, 0), (n, m, 0, 0)])
    return groups


def placing_keys() -> list[Key]:
    """The placing classes in the order they are solved (fewest pieces in hand first)."""
    keys: list[Key] = []
    for hands in range(1, 13):
        own_hand = (hands + 1) // 2
        opp_hand = hands - own_hand
        keys.extend(
            (m, n, own_hand, opp_hand) for m in range(7 - own_hand) for n in range(7 - opp_hand)
        )
    return keys


def class_keys() -> list[Key]:
    """Every class, in the order of the saved file."""
    return [key for group in moving_groups() for key in group] + placing_keys()


def solve(flying: bool, progress: Progress | None = None) -> Solution:
    """Solve every position of Six Men's Morris under the ``flying`` rule."""
    report = progress or (lambda _text: None)
    done: dict[Key, Values] = {}
    for keys in moving_groups():
        done.update(solve_moving(keys, flying, done))
        report(f"moving {keys[0][0]} v {keys[0][1]}")
    for key in placing_keys():
        done[key] = solve_placing(key, flying, done)
    report("placing")
    return Solution(flying, done)


def expected(flying: bool) -> tablefile.Expected:
    """Return what the file of the solution for the ``flying`` rule holds."""
    found = six_expected(flying)
    size = sum(comb(POINTS, key[0]) * width(key[0], key[1]) for key in class_keys())
    return tablefile.Expected(found.rules, found.table, size)


def save(solution: Solution, path: Path) -> None:
    """Write ``solution`` as one table file (:mod:`games.ai.tablefile`), the classes in
    :func:`class_keys` order."""
    values = np.concatenate([solution.values[key] for key in class_keys()])
    tablefile.save(path, values, expected(solution.flying))


def load(flying: bool, path: Path) -> Solution:
    """Read a saved solution (memory-mapped). Raises ``ValueError`` if the file is not the
    solution for ``flying`` (:func:`games.ai.tablefile.check`)."""
    problem = tablefile.check(path, expected(flying))
    if problem is not None:
        raise ValueError(f"{path}: {problem}")
    data = np.memmap(path, dtype=tablefile.DTYPE, mode="r", offset=tablefile.HEADER_SIZE)
    values, start = {}, 0
    for key in class_keys():
        size = comb(POINTS, key[0]) * width(key[0], key[1])
        values[key] = data[start : start + size]
        start += size
    return Solution(flying, values)


_SOLVED: dict[tuple[Path, int], Solution] = {}


def ready(flying: bool, directory: Path | None = None) -> bool:
    """True if the solution for the ``flying`` rule is built in the tables directory (its file
    matches: :func:`games.ai.tablefile.check`)."""
    return tablefile.check(six_path(flying, directory), expected(flying)) is None


def solution(flying: bool, directory: Path | None = None, thorough: bool = False) -> Solution:
    """Return the solution for the ``flying`` rule: kept in this process, else read from the
    tables directory, else solved (about a minute) and saved there. A file that does not match
    (its header and size, and with ``thorough`` every value against its checksum) is solved
    and saved again, with one log line."""
    path = six_path(flying, directory)
    checker = tablefile.verify if thorough else tablefile.check
    problem = checker(path, expected(flying))
    if problem is not None:
        if path.exists():
            log.warning("%s ignored (%s): solving it again", path, problem)
        save(solve(flying), path)
    key = (path, path.stat().st_ino)
    if key not in _SOLVED:
        _SOLVED[key] = load(flying, path)
    return _SOLVED[key]


def _turn(move: MorrisMove, state: MorrisState) -> tuple[int, int, int]:
    if state.pending is not None:
        src, dst = state.pending
        assert move.remove is not None
        return src, dst, move.remove
    return (
        -1 if move.src is None else move.src,
        -1 if move.dst is None else move.dst,
        -1 if move.remove is None else move.remove,
    )


def ranked(state: MorrisState, found: Solution | None = None) -> list[tuple[int, MorrisMove]]:
    """Return each legal move of ``state`` with its exact value for the mover, best first
    (by ``found``, by default the solution for the game's ``flying`` rule)."""
    found = found or solution(state.game.mill.flying)
    own, opp = state.own_opp()
    mover = state.to_move
    hands = (state.hands[mover - 1], state.hands[2 - mover])
    if state.pending is not None:  # the step is on the board: value the turn from before it
        src, dst = state.pending
        own = own & ~(1 << dst) | (0 if src < 0 else 1 << src)
        hands = (hands[0] + (src < 0), hands[1])
    scored = [
        (found.after(own, opp, hands, _turn(move, state)), move) for move in state.legal_moves()
    ]
    scored.sort(key=lambda item: -preference_of(item[0]))
    return scored


def perfect(state: MorrisState, seed: int | None) -> MorrisMove:
    """Return a move of the best value: the fastest win, else a draw, else the slowest loss
    (one of the equally good moves, chosen by ``seed``)."""
    scored = ranked(state)
    best = [move for value, move in scored if value == scored[0][0]]
    return random.Random(seed).choice(best)


def exact(state: MorrisState) -> int:
    """Return the exact result for the side to move: 1 a win, 0 a draw, -1 a loss."""
    return int(np.sign(ranked(state)[0][0]))
