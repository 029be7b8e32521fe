"""Reading the Nine Men's Morris endgame tables: probes and table moves.

The tables (:mod:`games.ai.tables`) are read from :func:`games.ai.provision.table_dir` as
memory-mapped files; a table that has not been built, or whose file does not match its rules,
table and size (:func:`games.ai.tablefile.check`), is absent, and the engine then searches as
before. Nothing here builds a table (``make tables`` does; the bot's start rebuilds a file that
does not match).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from math import comb
from pathlib import Path

import numpy as np

from games.ai import provision, tablefile, tables
from games.morris import Morris
from games.morris_board import NUM_POINTS, Turn, apply_step


@dataclass(frozen=True, slots=True)
class Tables:
    """The tables found on disk for one set of rules (:func:`tables.table_rules`), by (mover's
    pieces, opponent's pieces)."""

    rules: str
    values: dict[tuple[int, int], np.ndarray]

    def probe(self, own: int, opp: int) -> int | None:
        """Return the table value (see :mod:`games.ai.tables`) for the mover, or None."""
        table = self.values.get((own.bit_count(), opp.bit_count()))
        if table is None:
            return None
        return int(table[tables.rank(own) * comb(NUM_POINTS, opp.bit_count()) + tables.rank(opp)])

    def after(self, own: int, opp: int, turn: Turn) -> int | None:
        """Return the value of ``turn`` for the side playing it (a win in plies counted from
        before the turn), or None if the position after it is in no table."""
        src, dst, rem = turn
        mine = apply_step(own, src, dst)
        theirs = opp if rem < 0 else opp & ~(1 << rem)
        if theirs.bit_count() < 3:
            return 1
        child = self.probe(theirs, mine)
        if child is None:
            return None
        return -child if child < 0 else -(child + 2) if child > 0 else 0


@cache
def _load(rules: str, paths: tuple[tuple[int, int, Path, int], ...]) -> Tables:
    """The tables of ``paths`` (each with its file's inode: a file built again is read again)."""
    return Tables(rules, {(m, n): tables.read(path) for m, n, path, _ in paths})


def available(game: Morris) -> Tables:
    """Return the tables built for the rules of ``game`` (:func:`tables.table_rules`: they
    depend on the board and ``flying`` alone) in the tables directory, each whose file matches
    (:func:`games.ai.tablefile.check`): loaded once per process and set of files, so a table
    built meanwhile (in the background, or again) is used from then on.
    Tables are exact for Nine Men's Morris and Twelve Men's Morris (whose endgames differ only by
    the diagonals); the other variants' own rules change their endgames, and they find none."""
    rules = tables.table_rules(game.name, game.options)
    flying = bool(game.options["flying"])
    if game.name not in TABLE_GAMES or game.variant != type(game).variant:
        return _load(rules, ())
    directory = provision.table_dir().resolve()
    board = game.variant.board.key
    paths = tuple(
        (m, n, path, path.stat().st_ino)
        for m in range(3, 6)
        for n in range(3, 6)
        if tablefile.check(
            path := provision.table_path(m, n, flying, directory, board),
            provision.table_expected(m, n, flying, board),
        )
        is None
    )
    return _load(rules, paths)


TABLE_GAMES = ("morris", "twelve")
"""The games whose endgames the tables solve exactly."""


def rank_key(value: int) -> int:
    """Return a key that orders table values best first: fastest win, draw, slowest loss."""
    return 10_000 - value if value > 0 else 0 if value == 0 else -10_000 - value


def table_turns(found: Tables, own: int, opp: int, candidates: Sequence[Turn]) -> list[Turn]:
    """Return the ``candidates`` with the best table value, or [] if any is not in a table."""
    scored = []
    for turn in candidates:
        value = found.after(own, opp, turn)
        if value is None:
            return []
        scored.append((rank_key(value), turn))
    best = max(key for key, _ in scored)
    return [turn for key, turn in scored if key == best]
