"""The Nine Men's Morris board as raw ints: points, lines, mills and the turns of a position.

Points are numbered 0-23 in the numeric-alias order (row by row from the top left) and a side's
pieces are a 24-bit mask. These functions are the hot path of the computer players, the endgame
tables and perft, so they work on plain ints and build no objects but :class:`Turn`;
:mod:`games.morris` wraps them behind the game interface. ``make compiled`` compiles this module
and the search with mypyc (optional: the pure-Python modules are the fallback).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

POINT_NAMES = (
    "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4",
    "e4", "f4", "g4", "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1",
)  # fmt: skip
POINT_INDEX = {name: i for i, name in enumerate(POINT_NAMES)}
NUM_POINTS = 24
FULL = (1 << NUM_POINTS) - 1
PIECES = 9

EDGES = (
    (0, 1), (1, 2), (3, 4), (4, 5), (6, 7), (7, 8), (9, 10), (10, 11), (12, 13), (13, 14),
    (15, 16), (16, 17), (18, 19), (19, 20), (21, 22), (22, 23),
    (0, 9), (9, 21), (3, 10), (10, 18), (6, 11), (11, 15), (1, 4), (4, 7), (16, 19), (19, 22),
    (8, 12), (12, 17), (5, 13), (13, 20), (2, 14), (14, 23),
)  # fmt: skip
MILL_POINTS = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8), (9, 10, 11), (12, 13, 14), (15, 16, 17), (18, 19, 20),
    (21, 22, 23), (0, 9, 21), (3, 10, 18), (6, 11, 15), (1, 4, 7), (16, 19, 22), (8, 12, 17),
    (5, 13, 20), (2, 14, 23),
)  # fmt: skip


def _neighbours() -> tuple[int, ...]:
    masks = [0] * NUM_POINTS
    for a, b in EDGES:
        masks[a] |= 1 << b
        masks[b] |= 1 << a
    return tuple(masks)


NEIGHBOURS: tuple[int, ...] = _neighbours()
"""NEIGHBOURS[p]: mask of the points joined to p by a line."""
MILLS: tuple[int, ...] = tuple(sum(1 << p for p in mill) for mill in MILL_POINTS)
"""The 16 mills as masks."""
MILLS_THROUGH: tuple[tuple[int, ...], ...] = tuple(
    tuple(m for m in MILLS if m >> p & 1) for p in range(NUM_POINTS)
)
"""MILLS_THROUGH[p]: the two mills (as full masks) that contain p."""
BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(p for p in range(NUM_POINTS) if m >> p & 1) for m in range(1 << 12)
)


def points_of(mask: int) -> Iterator[int]:
    """Yield the point numbers set in ``mask``, lowest first."""
    yield from BITS[mask & 0xFFF]
    for p in BITS[mask >> 12]:
        yield p + 12


def in_mills(pieces: int) -> int:
    """Return the mask of ``pieces`` that stand in at least one mill."""
    covered = 0
    for m in MILLS:
        if pieces & m == m:
            covered |= m
    return covered


def removable(pieces: int) -> int:
    """Return the pieces the opponent may remove: those not in a mill, or all if every one is."""
    free = pieces & ~in_mills(pieces)
    return free or pieces


def forms_mill(pieces: int, point: int) -> bool:
    """True if ``pieces`` (already including ``point``) has a mill through ``point``."""
    a, b = MILLS_THROUGH[point]
    return pieces & a == a or pieces & b == b


class Turn(NamedTuple):
    """A raw turn: ``src`` is -1 for a placement, ``remove`` is -1 for none."""

    src: int
    dst: int
    remove: int


def steps(own: int, opp: int, hand: int, flying: bool) -> list[tuple[int, int]]:
    """Return the (src, dst) pairs of the side with ``own`` pieces, ``src`` -1 for placements."""
    empty = FULL & ~(own | opp)
    if hand:
        return [(-1, dst) for dst in points_of(empty)]
    if flying and own.bit_count() == 3:
        targets = list(points_of(empty))
        return [(src, dst) for src in points_of(own) for dst in targets]
    return [(src, dst) for src in points_of(own) for dst in points_of(NEIGHBOURS[src] & empty)]


def turns(
    own: int, opp: int, hand: int, flying: bool, *, removals_only: bool = False
) -> list[Turn]:
    """Return every complete turn (a step and, if it forms a mill, one legal removal), or with
    ``removals_only`` just the turns that remove a piece."""
    result: list[Turn] = []
    victims: list[int] | None = None
    for src, dst in steps(own, opp, hand, flying):
        after = (own | 1 << dst) if src < 0 else (own ^ (1 << src | 1 << dst))
        if opp and forms_mill(after, dst):
            if victims is None:
                victims = list(points_of(removable(opp)))
            result.extend(Turn(src, dst, r) for r in victims)
        elif not removals_only:
            result.append(Turn(src, dst, -1))
    return result


def count_turns(own: int, opp: int, hand: int, flying: bool) -> int:
    """Return ``len(turns(...))`` without building the list."""
    count = 0
    extra = -1
    for src, dst in steps(own, opp, hand, flying):
        after = (own | 1 << dst) if src < 0 else (own ^ (1 << src | 1 << dst))
        if opp and forms_mill(after, dst):
            if extra < 0:
                extra = removable(opp).bit_count()
            count += extra
        else:
            count += 1
    return count


def has_step(own: int, opp: int, hand: int, flying: bool) -> bool:
    """True if the side with ``own`` pieces can place or move at all."""
    empty = FULL & ~(own | opp)
    if hand or (flying and own.bit_count() == 3):
        return empty != 0
    return any(NEIGHBOURS[src] & empty for src in points_of(own))


def apply_step(own: int, src: int, dst: int) -> int:
    """Return ``own`` after moving (or, with ``src`` -1, placing) a piece to ``dst``."""
    return (own | 1 << dst) if src < 0 else (own ^ (1 << src | 1 << dst))


def point_name(point: int) -> str:
    """Return the name (``"a7"``) of point number ``point``."""
    return POINT_NAMES[point]
