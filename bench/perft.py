"""Perft benchmark: time and positions per second of Nine Men's Morris perft(5) from the start.

Run with ``make bench`` or ``python -m bench.perft [--depth N] [--repeat R]``. Prints the count
and time of each depth, then one line of ``key=value`` figures.
"""

from __future__ import annotations

import argparse
import statistics
import time

from games.morris import Morris


def main() -> None:
    """Time perft to ``--depth`` (default 5), best of ``--repeat`` runs for the deepest."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    game = Morris()
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
    print(f"perft{depth}_nodes={nodes} perft{depth}_s={best:.3f} nodes_per_s={nodes / best:.0f}")


if __name__ == "__main__":
    main()
