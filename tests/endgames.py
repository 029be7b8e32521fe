"""Helpers to pick positions from the small Morris endgame table (the ``three`` fixture of
``tests/conftest.py``), and to read the small tables of every rule and board (its
``small_tables`` fixture)."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import numpy as np

from games.ai import tablefile, tables
from games.ai.endgame import Tables
from games.ai.tablefile import Expected
from games.morris import MorrisState
from games.morris_board import MillBoard, points_of
from games.registry import get_game

GAME = get_game("morris")

SmallTables = Callable[[bool, MillBoard], Path]
"""The directory of the 3 v 3 tables of a rule (``flying``) and a board, built once a run."""


def small_values(
    small_tables: SmallTables, flying: bool, board: MillBoard
) -> dict[tuple[int, int], tables.Values]:
    """The 3 v 3 tables of ``flying`` on ``board`` (read only, memory-mapped)."""
    return tables.build(tables.SMALL, flying, directory=small_tables(flying, board), board=board)


def position_of(own: int, opp: int, mover: str = "W") -> MorrisState:
    """Return the moving-phase position with ``own`` for ``mover`` and ``opp`` for the other."""
    board = ["."] * 24
    for p in points_of(own):
        board[p] = mover
    for p in points_of(opp):
        board[p] = "B" if mover == "W" else "W"
    state = GAME.parse_position(f"{''.join(board)} {mover} 0/0 - -")
    assert isinstance(state, MorrisState)
    return state


def sample(found: Tables, sign: int, count: int, seed: int) -> list[tuple[int, int, int]]:
    """Return ``count`` random 3 v 3 positions whose value has ``sign``: (own, opp, value)."""
    rng = random.Random(seed)
    picked: list[tuple[int, int, int]] = []
    while len(picked) < count:
        points = rng.sample(range(24), 6)
        own = sum(1 << p for p in points[:3])
        opp = sum(1 << p for p in points[3:])
        value = found.probe(own, opp)
        assert value is not None
        if np.sign(value) == sign and not position_of(own, opp).outcome:
            picked.append((own, opp, value))
    return picked


def key(found: Tables, after: MorrisState) -> int:
    """Order a move by the table value it leaves, from the mover's side (best is largest)."""
    if after.outcome is not None:
        return 20_000
    child = found.probe(*after.own_opp())
    assert child is not None
    return 10_000 + child if child < 0 else 0 if child == 0 else -10_000 + child


def stand_in(path: Path, expected: Expected) -> None:
    """Write at ``path`` a table file of zeros that matches ``expected`` (header, size and
    checksum), without the disk space: a sparse file."""
    count = expected.count
    assert count is not None
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        out.write(tablefile.header(expected, crc32_of_zeros(count * tablefile.ITEM_SIZE)))
        out.truncate(tablefile.HEADER_SIZE + count * tablefile.ITEM_SIZE)


def crc32_of_zeros(length: int) -> int:
    """``zlib.crc32(bytes(length))`` in a few microseconds for gigabytes: CRC-32 is linear over
    GF(2), so a zero byte is a 32 by 32 bit matrix on the (inverted) register, and ``length`` of
    them its power, taken by squaring."""
    byte = _ZERO_BIT
    for _ in range(3):
        byte = _square(byte)
    register = 0xFFFFFFFF
    while length:
        if length & 1:
            register = _times(byte, register)
        byte, length = _square(byte), length >> 1
    return register ^ 0xFFFFFFFF


_ZERO_BIT = [0xEDB88320, *(1 << n for n in range(31))]
"""The CRC-32 register after one zero bit, as the columns of a matrix over GF(2)."""


def _times(matrix: list[int], vector: int) -> int:
    """``matrix`` (columns) times ``vector`` over GF(2)."""
    result, column = 0, 0
    while vector:
        if vector & 1:
            result ^= matrix[column]
        vector, column = vector >> 1, column + 1
    return result


def _square(matrix: list[int]) -> list[int]:
    """``matrix`` times itself over GF(2)."""
    return [_times(matrix, column) for column in matrix]
