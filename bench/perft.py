"""Perft benchmark: time and positions per second of a game's perft from the start.

Run with ``make bench`` or ``python -m bench.perft [GAME] [--depth N] [--repeat R] [--option V]``
(default: Nine Men's Morris to depth 5). Prints the count and time of each depth, then one line
of ``key=value`` figures. Expected: Morris 24, 552, 12,144, 255,024, 5,140,800; Breakthrough 8x8
22, 484, 11,132, 256,036, 6,182,818.
"""

from __future__ import annotations

import argparse
import statistics
import time

from games.cli import add_game_arguments, game_from_arguments


def main() -> None:
    """Time perft to ``--depth`` (default 5), best of ``--repeat`` runs for the deepest."""
    parser = argparse.ArgumentParser(description=__doc__)
    add_game_arguments(parser, default="morris")
    parser.add_argument("--depth", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    game = game_from_arguments(args)
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
    depth = args.depth
    print(
        f"{game.title} depth {depth}: {nodes:,} best {best:.3f} s, median {median:.3f} s "
        f"over {args.repeat} runs, {nodes / best:,.0f} positions/s"
    )
    print(
        f"game={game.name} perft{depth}_nodes={nodes} perft{depth}_s={best:.3f} "
        f"nodes_per_s={nodes / best:.0f}"
    )


if __name__ == "__main__":
    main()
