"""Endgame tables: build time, size, peak memory, the results they hold, and a full check.

Run with ``python -m bench.ai_tables --dir /tmp/tables`` (default: the tables directory,
``$MORRISBOT_TABLES`` or ``data/tables``); ``--sliding`` builds the tables without flying,
``--big`` adds 5 v 3 and 3 v 5. Tables already in the directory are loaded, not rebuilt (time
~0). Each table is then checked entry by entry against its best move looked up one ply on.
"""

from __future__ import annotations

import argparse
import resource
import time
from pathlib import Path

import numpy as np

from games.ai import provision, tables


def main() -> None:
    """Build (or load) the tables, print their figures and check every entry."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dir", type=Path, default=None, help="where the tables live")
    parser.add_argument("--sliding", action="store_true", help="the rule without flying")
    parser.add_argument("--big", action="store_true", help="also 5 v 3 and 3 v 5")
    parser.add_argument("--no-check", action="store_true", help="skip the one-move check")
    args = parser.parse_args()
    flying = not args.sliding
    wanted = (*provision.STANDARD, (5, 3), (3, 5)) if args.big else provision.STANDARD
    began = time.perf_counter()
    solved = tables.build(wanted, flying, args.dir, tables.bar)
    took = time.perf_counter() - began
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"built/loaded {len(solved)} tables in {took:.1f} s, peak memory {peak:.0f} MB")
    for (m, n), values in sorted(solved.items()):
        path = provision.table_path(m, n, flying, args.dir)
        v = np.asarray(values)[tables.valid_slots(m, n)]
        wins, losses = int(np.count_nonzero(v > 0)), int(np.count_nonzero(v < 0))
        longest = int(max(v.max(), -v.min() - 1))
        line = (
            f"{m}v{n} {'flying' if flying else 'sliding'}: {len(v):,} positions, "
            f"{path.stat().st_size / 2**20:.0f} MB on disk; win {wins / len(v):.1%}, "
            f"draw {(len(v) - wins - losses) / len(v):.1%}, loss {losses / len(v):.1%}, "
            f"longest {longest} plies"
        )
        if not args.no_check:
            checked = time.perf_counter()
            wrong = tables.mismatches(m, n, flying, solved)
            line += f"; one-move check: {wrong} wrong ({time.perf_counter() - checked:.0f} s)"
        print(line, flush=True)


if __name__ == "__main__":
    main()
