"""Exact Notakto for any number of boards through the misère quotient of Plambeck and Whitehead.

Every 3×3 position maps to an element of the commutative monoid

    Q = <a, b, c, d | a² = 1, b³ = b, b²c = c, c³ = ac², b²d = d, cd = ad, d² = c²>

(18 elements), a dead board to the identity, and a sum of boards to the product of its boards'
elements; the player to move loses exactly when the product lies in ``P = {a, b², bc, c²}``
(T. E. Plambeck and G. Whitehead, "The secrets of Notakto", 2013). :data:`BOARD_ELEMENTS` gives
the element of each of the 46 live boards up to symmetry (the empty board is ``c``, a lone centre
mark ``c²``). It was found by constraint solving against an exhaustive search of every sum of up
to three boards and checked against every sum of four and five; the tests repeat the check for
one to three boards. A move therefore costs a few dictionary look-ups.
"""

from __future__ import annotations

import random
import re
from functools import cache

from games.grid import bits
from games.notakto import FULL, NotaktoMove, NotaktoState
from games.three import has_line

Element = tuple[int, int, int, int]
"""Exponents ``(i, j, k, l)`` of ``a^i b^j c^k d^l`` in normal form."""

IDENTITY: Element = (0, 0, 0, 0)
P_POSITIONS: frozenset[Element] = frozenset(
    {(1, 0, 0, 0), (0, 2, 0, 0), (0, 1, 1, 0), (0, 0, 2, 0)}
)
"""The elements whose positions are lost for the player to move."""


def normal(a: int, b: int, c: int, d: int) -> Element:
    """Return the normal form of ``a^a b^b c^c d^d`` under the relations of Q."""
    while True:
        before = (a, b, c, d)
        if c and d:  # cd = ad
            c, a = c - 1, a + 1
        if d >= 2:  # d² = c²
            d, c = d - 2, c + 2
        if c >= 3:  # c³ = ac²
            c, a = c - 1, a + 1
        if b >= 3:  # b³ = b
            b -= 2
        if b == 2 and (c or d):  # b²c = c, b²d = d
            b = 0
        a %= 2  # a² = 1
        if (a, b, c, d) == before:
            return before


@cache
def times(x: Element, y: Element) -> Element:
    """Return the product of two elements."""
    return normal(x[0] + y[0], x[1] + y[1], x[2] + y[2], x[3] + y[3])


def _symmetries() -> list[list[int]]:
    """The 8 symmetries of the 3×3 board as cell permutations."""
    rotate = [6, 3, 0, 7, 4, 1, 8, 5, 2]
    mirror = [2, 1, 0, 5, 4, 3, 8, 7, 6]
    perms = []
    perm = list(range(9))
    for _ in range(2):
        for _ in range(4):
            perms.append(perm)
            perm = [rotate[c] for c in perm]
        perm = [mirror[c] for c in perm]
    return perms


@cache
def canonical_table() -> tuple[int, ...]:
    """Return, for every 9-bit board, its smallest image under the 8 symmetries."""
    perms = _symmetries()
    return tuple(
        min(sum(1 << perm[c] for c in bits(board)) for perm in perms) for board in range(FULL + 1)
    )


def element(name: str) -> Element:
    """Return the element written ``name`` (``"1"``, ``"a"``, ``"ab"``, ``"c2"``, ...)."""
    powers = dict.fromkeys("abcd", 0)
    for letter, exponent in re.findall(r"([abcd])(\d?)", name):
        powers[letter] += int(exponent or 1)
    return normal(powers["a"], powers["b"], powers["c"], powers["d"])


BOARD_ELEMENTS: dict[int, Element] = {
    board: element(name)
    for name, boards in (
        ("1", (1, 2, 98)),
        ("a", (10, 13, 21, 27, 28, 40, 43, 68, 97, 102, 108, 115, 170, 173, 229, 238, 325)),
        ("b", (5, 11, 12, 17, 18, 29, 30, 42, 45, 99, 101, 110, 113, 114, 171)),
        ("ab", (19, 26, 69, 78, 106)),
        ("c", (0,)),
        ("c2", (16,)),
        ("d", (3,)),
        ("ad", (14, 41, 70)),
    )
    for board in boards
}
"""The element of every live board, keyed by its canonical mask (:func:`canonical_table`)."""


def value(boards: tuple[int, ...]) -> Element:
    """Return the element of a whole position (the product of its boards')."""
    table = canonical_table()
    result = IDENTITY
    for board in boards:
        if not has_line(board):
            result = times(result, BOARD_ELEMENTS[table[board]])
    return result


def is_lost(boards: tuple[int, ...]) -> bool:
    """True if the player to move loses ``boards`` with perfect play on both sides."""
    return value(boards) in P_POSITIONS


def best_move(state: NotaktoState, seed: int | None) -> NotaktoMove:
    """Return a move to a position lost for the opponent if there is one; otherwise a move that
    keeps the most live cells (the longest game, with the most room for a mistake). Ties are
    broken by ``seed``. Raises ``ValueError`` if the game is over."""
    moves = state.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    random.Random(seed).shuffle(moves)

    def rank(move: NotaktoMove) -> tuple[bool, int]:
        boards = list(state.boards)
        boards[move.board] |= 1 << move.cell
        room = sum(9 - b.bit_count() for b in boards if not has_line(b))
        return (not is_lost(tuple(boards)), -room)

    return min(moves, key=rank)


def judge(state: NotaktoState) -> int:
    """Return 1 if the player to move wins with perfect play, else -1 (there are no draws)."""
    return -1 if is_lost(state.boards) else 1
