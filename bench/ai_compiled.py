"""Speed of the optional compiled Morris engine (``make compiled``) against the pure-Python one.

Run with ``python -m bench.ai_compiled --depth 5``. The ``games`` package is copied twice into
a temporary directory and one copy is compiled with mypyc (:mod:`games.ai.compile`); both then
search the same positions (every 6th ply of the first 8 strong-engine games of issue 12) to a
fixed depth, in a subprocess each. Prints the nodes, the CPU time and nodes per second of each,
the speed-up, and whether the two chose the same moves with the same scores and node counts.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from bench.ai_nodes import DEFAULT_GAMES, positions
from games.ai.compile import build, copy_sources, probe


def main() -> None:
    """Compile a copy, search with both and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--depth", type=int, default=5, help="plies searched per position")
    parser.add_argument("--games", type=Path, default=DEFAULT_GAMES)
    args = parser.parse_args()
    wanted = positions(args.games)
    with tempfile.TemporaryDirectory() as scratch:
        pure, fast = Path(scratch) / "pure", Path(scratch) / "compiled"
        copy_sources(pure)
        copy_sources(fast)
        build(fast)
        results = {
            name: probe(root, wanted, args.depth)
            for name, root in (("pure", pure), ("compiled", fast))
        }
    speeds = {}
    for name, found in results.items():
        nodes = sum(r[3] for r in found)
        took = sum(r[4] for r in found)
        speeds[name] = nodes / took
        print(
            f"{name:8}: {len(found)} positions, depth {args.depth}, {nodes} nodes in "
            f"{took:.2f} s CPU, {speeds[name]:,.0f} nodes/s"
        )
    same = [r[:4] for r in results["pure"]] == [r[:4] for r in results["compiled"]]
    ratio = speeds["compiled"] / speeds["pure"]
    print(f"compiled is {ratio:.2f}x as fast; same moves, scores and nodes: {same}")
    print(
        f"depth={args.depth} pure_nps={speeds['pure']:.0f} "
        f"compiled_nps={speeds['compiled']:.0f} ratio={ratio:.2f} identical={same}"
    )


if __name__ == "__main__":
    main()
