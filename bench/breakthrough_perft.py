"""Perft benchmark: time and positions per second of Breakthrough 8x8 perft(5) from the start.

Run with ``python -m bench.breakthrough_perft [--depth N] [--repeat R] [--rows R --columns C]``.
Prints the count and time of each depth, then one line of ``key=value`` figures. The expected
8x8 counts are 22, 484, 11,132, 256,036 and 6,182,818.
"""

from __future__ import annotations

import argparse
import statistics
import time

from games.breakthrough import Breakthrough


def main() -> None:
    """Time perft to ``--depth`` (default 5), best of ``--repeat`` runs for the deepest."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--rows", type=int, default=8)
    parser.add_argument("--columns", type=int, default=8)
    args = parser.parse_args()
    game = Breakthrough(rows=args.rows, columns=args.columns)
    start = game.initial()
    for depth in range(1, args.depth):
        began = time.perf_counter()
        nodes = game.perft(start, depth)
        print(f"depth {depth}: {nodes:>12,} in {time.perf_counter() - began:.3f} s")
    times = []
    nodes = 0
    for _ in range(args.repeat):
        began = time.perf_counter()
        nodes = game.perft(start, args.depth)
        times.append(time.perf_counter() - began)
    best, median = min(times), statistics.median(times)
    print(
        f"depth {args.depth}: {nodes:>12,} best {best:.3f} s, median {median:.3f} s "
        f"over {args.repeat} runs, {nodes / best:,.0f} positions/s"
    )
    depth = args.depth
    print(
        f"breakthrough_perft{depth}_nodes={nodes} breakthrough_perft{depth}_s={best:.3f} "
        f"nodes_per_s={nodes / best:.0f}"
    )


if __name__ == "__main__":
    main()
