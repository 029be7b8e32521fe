"""Six Men's Morris solution: build time, size and value, and the exhaustive check of `perfect`.

Run with ``python -m bench.six_table [--flying] [--exhaustive]``. Solves every position
(:mod:`games.ai.six`) into a temporary directory, prints the time, the positions and bytes, the
share of wins, draws and losses per phase and the value of the start; ``--exhaustive`` then walks
every position reachable when ``perfect`` plays one side against every reply (several minutes a
side), ending with one line of ``key=value`` figures.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import numpy as np

from games.ai import six, six_check
from games.ai.provision import six_path


def main() -> None:
    """Build, describe and optionally check the solution."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--flying", action="store_true", help="solve with flying at three")
    parser.add_argument("--exhaustive", action="store_true", help="walk every reply to perfect")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        began = time.perf_counter()
        solution = six.solution(args.flying, Path(folder))
        took = time.perf_counter() - began
        size = six_path(args.flying, Path(folder)).stat().st_size
        total = sum(len(v) for v in solution.values.values())
        print(f"solved {total:,} positions in {took:.1f} s, {size / 2**20:.1f} MiB")
        for phase, keys in (("moving", [k for k in solution.values if not k[2] + k[3]]),):
            values = np.concatenate([np.asarray(solution.values[k]) for k in keys])
            print(
                f"{phase}: {len(values):,} positions, wins {np.mean(values > 0):.1%}, "
                f"draws {np.mean(values == 0):.1%}, losses {np.mean(values < 0):.1%}, "
                f"longest win {int(values.max())} plies"
            )
        start = solution.value(0, 0, 6, 6)
        print(f"start: {start} (0 a draw, d > 0 a win in d plies, -(d + 1) a loss in d)")
        figures = f"build_s={took:.1f} bytes={size} positions={total} start={start}"
        if args.exhaustive:
            for side in (1, 2):
                began = time.perf_counter()
                reached, failures = six_check.walk_under_perfect(solution, side)
                spent = time.perf_counter() - began
                verdict = "never lost" if not failures else f"{len(failures)} FAILURES"
                print(f"perfect as player {side}: {reached:,} positions, {verdict}, {spent:.0f} s")
                figures += f" exhaustive_{side}={reached}"
        print(figures)


if __name__ == "__main__":
    main()
