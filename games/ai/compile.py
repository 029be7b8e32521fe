"""``make compiled``: compile the Morris engine's hot modules with mypyc, and the C port of its
``hard`` search (``games/ai/millsearch.c``), with Python's own C compiler (optional).

Run with ``python -m games.ai.compile`` (needs a C compiler; mypyc comes with mypy), or with
``--if-needed`` (what ``make run`` does): compile only if the compiled modules are missing or
out of date and a compiler is at hand, else say in one line why the engine stays pure Python,
and never fail. The compiled modules (``.so`` files beside their sources, and one shared
``*__mypyc*.so`` in the project directory) play exactly as the Python sources, which stay the
fallback; ``make clean`` removes them. Compiled modules never go stale: :mod:`games.compiled`
ignores them once a source differs from the one compiled.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from games import compiled

ROOT = compiled.PROJECT
MODULES = tuple(str(compiled.source(module, Path())) for module in compiled.MODULES)
"""The files compiled (``games/ai/search.py``, ...): :data:`games.compiled.MODULES`."""


def compiled_files(root: Path = ROOT) -> list[Path]:
    """Return the compiled modules found in the project at ``root``."""
    return compiled.compiled_modules(root) + list(root.glob("*__mypyc.*.so"))


def missing_tools() -> str | None:
    """Return what compiling lacks here (a C compiler, Python's headers, mypyc), or None."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        return f"no C compiler ({compiler})"
    if not Path(sysconfig.get_paths()["include"], "Python.h").exists():
        return "no Python headers (Python.h)"
    if importlib.util.find_spec("mypyc") is None:
        return "no mypyc (pip install mypy)"
    return None


def build(root: Path = ROOT) -> list[Path]:
    """Compile ``MODULES`` in the project at ``root``, record the digest of their sources
    (:data:`games.compiled.STAMP`); return the compiled files.

    Raises ``subprocess.CalledProcessError`` (with mypyc's output) if compiling fails.
    """
    sources = compiled.digest(root)
    subprocess.run(
        [sys.executable, "-m", "mypyc", *MODULES],
        cwd=root,
        check=True,
        capture_output=True,
        text=True,
    )
    shutil.rmtree(root / "build", ignore_errors=True)
    subprocess.run(c_command(root), cwd=root, check=True, capture_output=True, text=True)
    (root / compiled.STAMP).write_text(sources + "\n")
    return compiled_files(root)


def machine_flags(machine: str | None = None, cpuinfo: Path = Path("/proc/cpuinfo")) -> list[str]:
    """Return the compiler flags for the instructions of this machine that a portable build
    leaves out: ``-mpopcnt`` on an x86-64 whose processor counts bits in one instruction (every
    one made since 2008, so an image built here runs on any of them). Without it each bit
    count is a call to a library routine: the C search's nodes a second go up by a fifth."""
    if (machine or platform.machine()).lower() not in ("x86_64", "amd64"):
        return []
    try:
        flags = next(
            line.split(":", 1)[1].split()
            for line in cpuinfo.read_text().splitlines()
            if line.startswith("flags")
        )
    except (OSError, StopIteration, IndexError):
        return []
    return ["-mpopcnt"] if "popcnt" in flags else []


def c_command(root: Path = ROOT) -> list[str]:
    """Return the command that compiles :data:`games.compiled.C_SOURCE` into its extension
    module beside it, with Python's own compiler (:func:`machine_flags` added)."""
    compiler = (sysconfig.get_config_var("CC") or "cc").split()
    target = (root / compiled.C_SOURCE).with_name(
        compiled.C_MODULE.rsplit(".", 1)[1] + sysconfig.get_config_var("EXT_SUFFIX")
    )
    include = sysconfig.get_paths()["include"]
    return [*compiler, "-O2", *machine_flags(), "-fPIC", "-shared", "-I", include,
            str(compiled.C_SOURCE), "-o", str(target)]  # fmt: skip


def copy_sources(into: Path) -> None:
    """Copy the ``games`` package (sources only, nothing compiled) into the directory ``into``."""
    shutil.copytree(
        ROOT / "games",
        into / "games",
        ignore=shutil.ignore_patterns("__pycache__", "*.so", compiled.STAMP.name),
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
    problem = MorrisProblem(game.mill)
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
    """Compile in place (with ``--if-needed`` only when out of date) and say what happened."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--if-needed",
        action="store_true",
        help="compile only if out of date and possible; otherwise one line, and exit 0",
    )
    args = parser.parse_args()
    if args.if_needed:
        if compiled.fresh():
            return
        lacking = missing_tools()
        if lacking:
            print(f"Morris engine: pure Python ({lacking}; the compiled one is ~60x as fast).")
            return
        print("Morris engine: compiling (about a minute, once per edit)...", flush=True)
    try:
        built = build()
    except subprocess.CalledProcessError as failed:
        sys.stderr.write(failed.stdout + failed.stderr)
        sys.stderr.write("Compiling failed; the engine keeps running as pure Python.\n")
        raise SystemExit(0 if args.if_needed else 1) from None
    if args.if_needed:
        return
    for path in built:
        print(path.relative_to(ROOT))
    print("Compiled. An edited module is run from its source until make compiled runs again.")


if __name__ == "__main__":
    main()
