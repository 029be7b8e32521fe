"""Search speed of Morris ``hard``: nodes per second, depth reached and time used, now and at a ref.

Run with ``python -m bench.ai_nodes --budget 2`` (default ref that of
:mod:`bench.ai_versus_ref`, ``ccee8ed``). The positions are taken from the games in
``--games`` (every 6th ply of the first 8 games; by default the strong-engine games of issue
12, else the opening and a few self-made positions). Both engines search the same positions in
a subprocess each, one after the other, so the figures compare like with like on this machine.
Depth and time are averaged over the positions that neither engine decided early (a proven
result or a single move stops a search at once). Build the compiled engine first (``make
compiled``) to measure it; the ref's C search is then compiled too, as ``bench.ai_versus_ref``
does, so both search in C.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.ai_versus_ref import REF, ROOT, compile_search, extract
from games.ai.morris import COMPILED_SEARCH
from games.registry import get_game

DEFAULT_GAMES = Path("/work/shared/ai/strong-engine-games.jsonl")
PROBE = """
import json, sys, time
from games.registry import get_game
from games.ai.morris import search_morris
from games.ai.search import WON
game = get_game("morris")
budget = float(sys.argv[1])
for line in sys.stdin:
    state = game.parse_position(line.strip())
    began = time.perf_counter()
    found = search_morris(state, "hard", budget, 1)
    took = time.perf_counter() - began
    open_ = abs(found.score) < WON and found.nodes > 1
    print(json.dumps([found.nodes, found.depth, took, open_]), flush=True)
"""


def positions(path: Path) -> list[str]:
    """Return the test positions: every 6th ply of the first 8 games in ``path``."""
    game = get_game("morris")
    found = []
    lines = path.read_text().splitlines()[:8] if path.exists() else []
    for line in lines:
        state = game.initial()
        for ply, text in enumerate(json.loads(line)["moves"], 1):
            state = state.play(game.parse_move(state, text))
            if state.outcome is not None:
                break
            if ply % 6 == 0:
                found.append(state.position())
    return found or [game.initial().position()]


def run(source: Path, budget: float, todo: list[str]) -> list[tuple[int, int, float, bool]]:
    """Search every position with the engine in ``source``; return (nodes, depth, seconds,
    open) for each, ``open`` false where the search proved a result or had one move to play
    (it then stops early, so its depth and time say nothing of its speed)."""
    done = subprocess.run(
        [sys.executable, "-c", PROBE, str(budget)],
        cwd=source,
        input="\n".join(todo) + "\n",
        capture_output=True,
        text=True,
        check=True,
    )
    rows = [json.loads(line) for line in done.stdout.splitlines()]
    return [(int(n), int(depth), float(took), bool(open_)) for n, depth, took, open_ in rows]


def main() -> None:
    """Print nodes/s, mean depth and time used for the ref and for the working tree."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ref", default=REF)
    parser.add_argument("--budget", type=float, default=2.0)
    parser.add_argument("--games", type=Path, default=DEFAULT_GAMES)
    args = parser.parse_args()
    todo = positions(args.games)
    with tempfile.TemporaryDirectory() as folder:
        extract(args.ref, Path(folder))
        if COMPILED_SEARCH:
            compile_search(Path(folder))
        engines = {f"hard@{args.ref}": run(Path(folder), args.budget, todo)}
    engines["hard now"] = run(ROOT, args.budget, todo)
    both_open = [all(rows[i][3] for rows in engines.values()) for i in range(len(todo))]
    for name, rows in engines.items():
        nodes = sum(r[0] for r in rows)
        seconds = sum(r[2] for r in rows)
        kept = [r for r, keep in zip(rows, both_open, strict=True) if keep]
        depth = sum(r[1] for r in kept) / max(len(kept), 1)
        used = sum(r[2] for r in kept) / max(len(kept), 1)
        print(
            f"{name}: {len(rows)} positions at {args.budget} s: {nodes / seconds:,.0f} nodes/s; "
            f"in the {len(kept)} that neither engine decided early: mean depth {depth:.1f}, "
            f"time used {used:.2f} s of {args.budget} s"
        )


if __name__ == "__main__":
    main()
