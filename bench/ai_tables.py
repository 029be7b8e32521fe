"""Endgame tables: build time, peak memory, size, the results they hold, and a one-move check.

Run with ``python -m bench.ai_tables --dir /tmp/tables`` (default: the tables directory,
``$MORRISBOT_TABLES`` or ``data/tables``); ``--sliding`` builds the tables without flying;
``--big``, ``--bigger`` and ``--biggest`` add the tables with a side of five as ``maketables``
does (built a slice at a time, :mod:`games.ai.bigtables`). Each pair of tables is built in a
process of its own, whose peak resident memory is printed with its time; tables already in the
directory are loaded, not rebuilt (time ~0). Each table is then counted (wins, draws, losses,
the longest win) and checked against its best move looked up one ply on: entry by entry, or for
a table with a side of five every position of a sample of the mover's sets (about ``--sample``
slots, half of them among the sets with a win or a loss).
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from math import comb
from pathlib import Path

import numpy as np

from games.ai import bigtables, provision, tables
from games.ai.provision import SIZES
from games.morris_board import NUM_POINTS


def build_pair(m: int, n: int, flying: bool, folder: Path | None) -> None:
    """Build (or load) table ``m v n`` and its mirror; print the seconds and the peak memory."""
    began = time.perf_counter()
    tables.build(((m, n),), flying, folder, None, solver=bigtables.solver(m, n))
    took = time.perf_counter() - began
    print(f"{took:.1f} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024}")


def census(m: int, n: int, values: tables.Values) -> tuple[int, int, int, int, tables.Array]:
    """Return the wins, draws and losses of table ``m v n``, its longest win and the mover's sets
    (ranks) with a win or a loss, a slice at a time."""
    own_sets, opp_sets = tables.combos(m), tables.combos(n)
    width = comb(NUM_POINTS, n)
    step = max(1, 2**22 // width)
    wins = draws = losses = longest = 0
    decided = []
    for start in range(0, len(own_sets), step):
        valid = (own_sets[start : start + step, None] & opp_sets[None, :]) == 0
        block = np.asarray(values[start * width : (start + len(valid)) * width])
        block = block.reshape(valid.shape)
        v = block[valid]
        wins += int(np.count_nonzero(v > 0))
        losses += int(np.count_nonzero(v < 0))
        draws += int(np.count_nonzero(v == 0))
        longest = max(longest, int(v.max(initial=0)))
        decided.append(np.flatnonzero((block != 0).any(axis=1)) + start)
    return wins, draws, losses, longest, np.concatenate(decided)


def main() -> None:
    """Build (or load) the tables, print their figures and check them."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dir", type=Path, default=None, help="where the tables live")
    parser.add_argument("--sliding", action="store_true", help="the rule without flying")
    size = parser.add_mutually_exclusive_group()
    for name, extra in SIZES.items():
        added = ", ".join(f"{m} v {n}" for m, n in extra)
        size.add_argument(f"--{name}", dest="size", action="store_const", const=name, help=added)
    parser.add_argument("--no-check", action="store_true", help="skip the one-move check")
    parser.add_argument(
        "--sample", type=int, default=10_000_000, help="slots checked in a table with a five"
    )
    parser.add_argument("--pair", type=int, nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    flying = not args.sliding
    rule = "flying" if flying else "sliding"
    if args.pair:
        m, n = args.pair
        build_pair(m, n, flying, args.dir)
        return
    wanted = tables.order((*provision.STANDARD, *SIZES.get(args.size, ())))
    # Every build first, while this process is small: a child's peak counts its parent's too.
    for m, n in [(m, n) for m, n in wanted if m >= n]:
        command = [sys.executable, "-m", "bench.ai_tables", "--pair", str(m), str(n)]
        command += [
            *(["--dir", str(args.dir)] if args.dir else []),
            *(["--sliding"] * (not flying)),
        ]
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        seconds, peak = done.stdout.split()
        print(
            f"{m}v{n} and {n}v{m} {rule}: built/loaded in {float(seconds):.0f} s, peak memory "
            f"{int(peak) / 2**20:,.0f} MB",
            flush=True,
        )
    solved = {mn: tables.read(provision.table_path(*mn, flying, args.dir)) for mn in wanted}
    for m, n in wanted:
        describe(m, n, flying, solved, args)


def describe(
    m: int,
    n: int,
    flying: bool,
    solved: dict[tuple[int, int], tables.Values],
    args: argparse.Namespace,
) -> None:
    """Print table ``m v n``'s size, results and (unless ``--no-check``) its one-move check."""
    path = provision.table_path(m, n, flying, args.dir)
    wins, draws, losses, longest, decided = census(m, n, solved[m, n])
    total = wins + draws + losses
    line = (
        f"  {m}v{n}: {total:,} positions, {path.stat().st_size / 2**20:,.0f} MB on disk; "
        f"win {wins:,} ({wins / total:.1%}), draw {draws:,} ({draws / total:.1%}), "
        f"loss {losses:,} ({losses / total:.1%}); longest win {longest} plies"
    )
    if not args.no_check:
        checked = time.perf_counter()
        rows = None
        if max(m, n) >= 5:
            # Half the sets at random, half among those with a win or a loss (rare in most).
            sets = -(-args.sample // comb(NUM_POINTS, n) // 2)
            rng = np.random.default_rng(m * 10 + n)
            rows = np.union1d(
                rng.choice(comb(NUM_POINTS, m), min(sets, comb(NUM_POINTS, m)), replace=False),
                rng.choice(decided, min(sets, len(decided)), replace=False),
            )
        wrong = tables.mismatches(m, n, flying, solved, rows=rows)
        scope = "every position" if rows is None else f"every position of {len(rows)} sets"
        line += f"; one-move check ({scope}): {wrong} wrong ({time.perf_counter() - checked:.0f} s)"
    print(line, flush=True)


if __name__ == "__main__":
    main()
