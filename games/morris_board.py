"""The boards of the mill games as raw ints: points, lines, mills and the steps of a position.

A :class:`MillBoard` describes one board (its point names, lines of movement and mills); points
are numbered in the numeric-alias order (row by row from the top left) and a side's pieces are a
bit mask. :data:`STANDARD` is the Nine Men's Morris board, :data:`DIAGONAL` the same with the
four diagonals (Twelve Men's Morris, Morabaraba), :data:`SIX` the Six Men's Morris board. The
methods are the hot path of the computer players, the endgame tables and perft, so they work on
plain ints and build no objects but :class:`Turn`. ``make compiled`` compiles this module and
the search with mypyc (optional: the pure-Python modules are the fallback).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import NamedTuple

BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(p for p in range(12) if m >> p & 1) for m in range(1 << 12)
)


def points_of(mask: int) -> Iterator[int]:
    """Yield the point numbers set in ``mask`` (at most 24 bits), lowest first."""
    yield from BITS[mask & 0xFFF]
    for p in BITS[mask >> 12]:
        yield p + 12


def apply_step(own: int, src: int, dst: int) -> int:
    """Return ``own`` after moving (or, with ``src`` -1, placing) a piece to ``dst``."""
    return (own | 1 << dst) if src < 0 else (own ^ (1 << src | 1 << dst))


class Turn(NamedTuple):
    """A raw turn: ``src`` is -1 for a placement, ``remove`` is -1 for none."""

    src: int
    dst: int
    remove: int


_NEVER = 1 << 62
"""A mask beyond every board: no side ever holds it."""


def _three(masks: tuple[int, ...]) -> tuple[int, int, int]:
    """``masks`` (at most three) padded to three with :data:`_NEVER`."""
    padded = (*masks, _NEVER, _NEVER, _NEVER)
    return padded[0], padded[1], padded[2]


class MillBoard:
    """One mill board: ``names`` in numeric-alias order, ``lines`` (each a run of points along
    which pieces move, a run of three being a mill unless listed in ``open_lines``)."""

    def __init__(
        self,
        key: str,
        names: tuple[str, ...],
        lines: tuple[tuple[str, ...], ...],
        mills: tuple[tuple[str, str, str], ...],
        files: int,
    ) -> None:
        self.key = key
        self.names = names
        self.index = {name: i for i, name in enumerate(names)}
        self.size = len(names)
        self.files = files
        """Files (and ranks) of the square grid the points are named on: 7 or 5."""
        self.full = (1 << self.size) - 1
        edges: list[tuple[int, int]] = []
        for line in lines:
            points = [self.index[name] for name in line]
            edges.extend(itertools.pairwise(points))
        self.edges: tuple[tuple[int, int], ...] = tuple(edges)
        neighbours = [0] * self.size
        for a, b in edges:
            neighbours[a] |= 1 << b
            neighbours[b] |= 1 << a
        self.neighbours: tuple[int, ...] = tuple(neighbours)
        """neighbours[p]: mask of the points joined to p by a line."""
        self.mill_points = tuple(tuple(self.index[n] for n in mill) for mill in mills)
        self.mills: tuple[int, ...] = tuple(sum(1 << p for p in m) for m in self.mill_points)
        self.mills_through: tuple[tuple[int, ...], ...] = tuple(
            tuple(m for m in self.mills if m >> p & 1) for p in range(self.size)
        )
        """mills_through[p]: the mills (as full masks) that contain p."""
        self.mills3: tuple[tuple[int, int, int], ...] = tuple(
            _three(through) for through in self.mills_through
        )
        """mills3[p]: the (at most three) mills through p, padded with a mask no side holds."""
        self.diagonal = any(
            name[0] != other[0] and name[1] != other[1]
            for a, b in edges
            for name, other in [(names[a], names[b])]
        )

    def __reduce__(self) -> tuple[Callable[[str], MillBoard], tuple[str]]:
        """Pickle and copy as the board of the same key (moves compare boards by identity)."""
        return board_named, (self.key,)

    def in_mills(self, pieces: int) -> int:
        """Return the mask of ``pieces`` that stand in at least one mill."""
        covered = 0
        for m in self.mills:
            if pieces & m == m:
                covered |= m
        return covered

    def removable(self, pieces: int) -> int:
        """Return the pieces the opponent may remove: those not in a mill, or all if every one
        is."""
        free = pieces & ~self.in_mills(pieces)
        return free or pieces

    def forms_mill(self, pieces: int, point: int) -> bool:
        """True if ``pieces`` (already including ``point``) has a mill through ``point``."""
        a, b, c = self.mills3[point]
        return pieces & a == a or pieces & b == b or pieces & c == c

    def mills_at(self, pieces: int, point: int) -> int:
        """Return the union of the mills of ``pieces`` through ``point`` (0 if none)."""
        found = 0
        for m in self.mills_through[point]:
            if pieces & m == m:
                found |= m
        return found

    def steps(
        self, own: int, opp: int, hand: int, flying: bool, slide_in_hand: bool = False
    ) -> list[tuple[int, int]]:
        """Return the (src, dst) pairs of the side with ``own`` pieces, ``src`` -1 for
        placements; ``slide_in_hand`` lets a side with pieces in hand slide instead (Lasker)."""
        empty = self.full & ~(own | opp)
        found: list[tuple[int, int]] = []
        if hand:
            found = [(-1, dst) for dst in points_of(empty)]
            if not slide_in_hand:
                return found
        elif flying and own.bit_count() == 3:
            targets = list(points_of(empty))
            return [(src, dst) for src in points_of(own) for dst in targets]
        neighbours = self.neighbours
        found.extend(
            (src, dst) for src in points_of(own) for dst in points_of(neighbours[src] & empty)
        )
        return found

    def has_step(self, own: int, opp: int, hand: int, flying: bool) -> bool:
        """True if the side with ``own`` pieces can place or move at all."""
        empty = self.full & ~(own | opp)
        if hand or (flying and own.bit_count() == 3):
            return empty != 0
        neighbours = self.neighbours
        return any(neighbours[src] & empty for src in points_of(own))


def _squares(rings: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, str, str], ...]:
    """The four sides of each ring (its eight points clockwise from a corner) as mills."""
    return tuple(
        (ring[i], ring[i + 1], ring[(i + 2) % 8]) for ring in rings for i in range(0, 8, 2)
    )


_RINGS_9 = (
    ("a7", "d7", "g7", "g4", "g1", "d1", "a1", "a4"),
    ("b6", "d6", "f6", "f4", "f2", "d2", "b2", "b4"),
    ("c5", "d5", "e5", "e4", "e3", "d3", "c3", "c4"),
)
_CROSS_9 = (("a4", "b4", "c4"), ("e4", "f4", "g4"), ("d7", "d6", "d5"), ("d3", "d2", "d1"))
_DIAGONALS = (("a7", "b6", "c5"), ("g7", "f6", "e5"), ("a1", "b2", "c3"), ("g1", "f2", "e3"))


def _ring_lines(rings: tuple[tuple[str, ...], ...]) -> tuple[tuple[str, ...], ...]:
    return tuple((*ring, ring[0]) for ring in rings)


STANDARD = MillBoard(
    "standard",
    (
        "a7",
        "d7",
        "g7",
        "b6",
        "d6",
        "f6",
        "c5",
        "d5",
        "e5",
        "a4",
        "b4",
        "c4",
        "e4",
        "f4",
        "g4",
        "c3",
        "d3",
        "e3",
        "b2",
        "d2",
        "f2",
        "a1",
        "d1",
        "g1",
    ),
    _ring_lines(_RINGS_9) + _CROSS_9,
    _squares(_RINGS_9) + _CROSS_9,
    7,
)
"""The Nine Men's Morris board: 24 points, 16 mills."""
DIAGONAL = MillBoard(
    "diagonal",
    STANDARD.names,
    _ring_lines(_RINGS_9) + _CROSS_9 + _DIAGONALS,
    _squares(_RINGS_9) + _CROSS_9 + _DIAGONALS,
    7,
)
"""The standard board with the four diagonals as lines and mills (20 mills)."""
_RINGS_6 = (
    ("a5", "c5", "e5", "e3", "e1", "c1", "a1", "a3"),
    ("b4", "c4", "d4", "d3", "d2", "c2", "b2", "b3"),
)
SIX = MillBoard(
    "six",
    (
        "a5",
        "c5",
        "e5",
        "b4",
        "c4",
        "d4",
        "a3",
        "b3",
        "d3",
        "e3",
        "b2",
        "c2",
        "d2",
        "a1",
        "c1",
        "e1",
    ),
    (*_ring_lines(_RINGS_6), ("a3", "b3"), ("c5", "c4"), ("e3", "d3"), ("c1", "c2")),
    _squares(_RINGS_6),
    5,
)
"""The Six Men's Morris board: 16 points on two squares, 8 mills."""

BOARDS = {board.key: board for board in (STANDARD, DIAGONAL, SIX)}
"""Every board by its key."""


def board_named(key: str) -> MillBoard:
    """Return the board whose key is ``key``."""
    return BOARDS[key]


POINT_NAMES = STANDARD.names
POINT_INDEX = STANDARD.index
NUM_POINTS = STANDARD.size
FULL = STANDARD.full
EDGES = STANDARD.edges
NEIGHBOURS = STANDARD.neighbours
MILLS = STANDARD.mills
MILLS_THROUGH = STANDARD.mills_through
"""The standard board's facts by their old names (the endgame tables are for it alone)."""
