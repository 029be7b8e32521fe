"""The cost of the start-up check of the endgame table files, and of a full checksum.

``python -m bench.table_check [--dir DIR]`` (default: the tables directory) times, on the files
there, what the bot's start does (:func:`games.ai.provision.problems` for every build: each
file's header and size) in a fresh process, and what the background build does on top (every
value against its checksum, :func:`games.ai.tablefile.verify`), and prints the figures.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from games.ai import provision, tablefile

START = """
import sys, time
from pathlib import Path
from games.ai import provision
began = time.perf_counter()
found = [provision.problems(build, Path(sys.argv[1])) for build in provision.BUILDS]
print(time.perf_counter() - began, sum(map(len, found)))
"""


def main(argv: list[str] | None = None) -> int:
    """Print the figures; return the exit code."""
    parser = argparse.ArgumentParser(prog="python -m bench.table_check", description=__doc__)
    parser.add_argument("--dir", type=Path, default=provision.table_dir())
    parser.add_argument("--runs", type=int, default=5, help="fresh processes timed")
    args = parser.parse_args(argv)
    files = {
        provision.table_path(m, n, build.rule == "flying", args.dir): provision.table_expected(
            m, n, build.rule == "flying"
        )
        for build in provision.BUILDS
        if build.rule != provision.SIX
        for m, n in build.pairs
    }
    present = {path: expected for path, expected in files.items() if path.exists()}
    size = sum(path.stat().st_size for path in present)
    times = []
    for _ in range(args.runs):
        done = subprocess.run(
            [sys.executable, "-c", START, str(args.dir)], capture_output=True, text=True, check=True
        )
        elapsed, problems = done.stdout.split()
        times.append(float(elapsed))
    times.sort()
    print(
        f"start-up check of {len(files)} table files ({len(present)} present, "
        f"{size / 2**20:,.0f} MB; {problems} missing or not matching): median "
        f"{times[len(times) // 2] * 1000:.2f} ms, best {times[0] * 1000:.2f} ms "
        f"over {args.runs} fresh processes"
    )
    began = time.perf_counter()
    bad = [path.name for path, expected in present.items() if tablefile.verify(path, expected)]
    seconds = time.perf_counter() - began
    print(
        f"full checksum of the {len(present)} present files (the background build's check): "
        f"{seconds:.2f} s ({size / 2**20 / seconds:,.0f} MB/s); not matching: {bad or 'none'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
