"""``make compiled``: compile the Morris engine's hot modules with mypyc (optional).

Run with ``python -m games.ai.compile`` (needs a C compiler; mypyc comes with mypy). The compiled
modules (``.so`` files beside their sources, and one shared ``*__mypyc*.so`` in the project
directory) play exactly as the Python sources, which stay the fallback; ``make clean`` removes
them. A compiled module is loaded in preference to its source, so after editing one of
``MODULES`` compile again (or clean): :func:`stale` lists the ones out of date.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
MODULES = ("games/morris_board.py", "games/ai/search.py", "games/ai/morris.py")
"""The modules compiled: the raw board, the generic search and the Morris engine."""


def _built(root: Path, module: str) -> list[Path]:
    """Return the compiled files of ``module`` (a path like ``games/ai/search.py``)."""
    source = root / module
    return list(source.parent.glob(source.stem + ".*.so"))


def compiled_files(root: Path = ROOT) -> list[Path]:
    """Return the compiled modules found in the project at ``root``."""
    found = [path for module in MODULES for path in _built(root, module)]
    return found + list(root.glob("*__mypyc.*.so"))


def stale(root: Path = ROOT) -> list[str]:
    """Return the modules whose compiled file is older than their source."""
    return [
        module
        for module in MODULES
        for built in _built(root, module)
        if built.stat().st_mtime < (root / module).stat().st_mtime
    ]


def build(root: Path = ROOT) -> list[Path]:
    """Compile ``MODULES`` in the project at ``root``; return the compiled files.

    Raises ``subprocess.CalledProcessError`` (with mypyc's output) if compiling fails.
    """
    subprocess.run(
        [sys.executable, "-m", "mypyc", *MODULES],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
    )
    shutil.rmtree(root / "build", ignore_errors=True)
    return compiled_files(root)


def copy_sources(into: Path) -> None:
    """Copy the ``games`` package (sources only, nothing compiled) into the directory ``into``."""
    shutil.copytree(
        ROOT / "games", into / "games", ignore=shutil.ignore_patterns("__pycache__", "*.so")
    )


PROBE = """
import json, sys, time
from games.ai.morris import EXTENSIONS, MorrisProblem, root_of
from games.ai.search import search
from games.registry import get_game
game = get_game("morris")
depth = int(sys.argv[1])
for line in sys.stdin:
    state = game.parse_position(line.strip())
    node, finishing = root_of(state)
    problem = MorrisProblem(True, 100)
    began = time.process_time()
    found = search(problem, node, 1e9, max_depth=depth, root_moves=finishing,
                   principal_variation=True, extensions=EXTENSIONS, seed=1)
    took = time.process_time() - began
    print(json.dumps([list(found.move), found.score, found.depth, found.nodes, took]), flush=True)
"""


def probe(
    source: Path, positions: list[str], depth: int
) -> list[tuple[list[int], int, int, int, float]]:
    """Search each of ``positions`` (position strings) ``depth`` plies deep with the ``games``
    package in the directory ``source``, in a subprocess; return (move, score, depth, nodes,
    CPU seconds) for each."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(depth)],
        input="\n".join(positions) + "\n",
        cwd=source,
        env={**os.environ, "PYTHONPATH": str(source)},
        check=True,
        capture_output=True,
        text=True,
    )
    return [tuple(json.loads(line)) for line in done.stdout.splitlines()]


def main() -> None:
    """Compile in place and say what was built."""
    try:
        built = build()
    except subprocess.CalledProcessError as failed:
        sys.stderr.write(failed.stdout + failed.stderr)
        sys.stderr.write("Compiling failed; the engine keeps running as pure Python.\n")
        raise SystemExit(1) from None
    for path in built:
        print(path.relative_to(ROOT))
    print("Compiled. After editing these modules run make compiled again, or make clean.")


if __name__ == "__main__":
    main()
