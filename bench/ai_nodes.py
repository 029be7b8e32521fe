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

``--depth N`` measures a change that keeps the nodes instead (``python -m bench.ai_nodes
--depth 11 --rounds 10 --ref REF``): both engines search every position to depth ``N`` with one
table kept across the positions, as in a game, ``--rounds`` times in turn (ref, now, ref,
now...), and the CPU seconds of the searches are compared round by round: the median ratio and
its spread, which a machine whose speed drifts moves less than a time budget's depth. It says
whether both visited the same nodes. The ref must have ``compiled_search``'s ``max_depth``
(since 935516a).
"""

from __future__ import annotations

import argparse
import json
import statistics
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

FIXED = """
import sys, time
from games.registry import get_game
from games.ai.morris import (MorrisProblem, available, compiled_engine, compiled_search,
                             history_keys, kept_compiled_table, root_of)
game = get_game("morris")
depth = int(sys.argv[1])
problem = MorrisProblem(game.mill, available(game))
engine = compiled_engine(problem.rules)
if engine is None:
    sys.exit("no compiled search here: make compiled")
states = [game.parse_position(line.strip()) for line in sys.stdin if line.strip()]
nodes, seconds = 0, 0.0
for number, state in enumerate(states):
    node, finishing = root_of(state)
    table = kept_compiled_table(game.identity, 1)
    if not number:  # the table's memory is taken (and cleared) outside the timing
        compiled_search(engine, problem, node, 1e9, 1, table, max_depth=1)
    began = time.process_time()
    found = compiled_search(engine, problem, node, 1e9, 1, table, history=history_keys(state),
                            root_moves=finishing, max_depth=depth)
    seconds += time.process_time() - began
    nodes += found.nodes
print(nodes, seconds)
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


def probe(source: Path, script: str, argument: float, todo: list[str]) -> str:
    """Run ``script`` with ``argument`` in a fresh interpreter in ``source`` (so with that
    engine), the positions ``todo`` on its input, a line each; return what it printed."""
    done = subprocess.run(
        [sys.executable, "-c", script, str(argument)],
        cwd=source,
        input="\n".join(todo) + "\n",
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def run(source: Path, budget: float, todo: list[str]) -> list[tuple[int, int, float, bool]]:
    """Search every position with the engine in ``source``; return (nodes, depth, seconds,
    open) for each, ``open`` false where the search proved a result or had one move to play
    (it then stops early, so its depth and time say nothing of its speed)."""
    rows = [json.loads(line) for line in probe(source, PROBE, budget, todo).splitlines()]
    return [(int(n), int(depth), float(took), bool(open_)) for n, depth, took, open_ in rows]


def fixed(source: Path, depth: int, todo: list[str]) -> tuple[int, float]:
    """Search every position to ``depth`` with the compiled engine in ``source``; return the
    nodes and the CPU seconds of the searches."""
    nodes, seconds = probe(source, FIXED, depth, todo).split()
    return int(nodes), float(seconds)


def compare_fixed(ref: str, source: Path, depth: int, rounds: int, todo: list[str]) -> None:
    """Print the nodes and CPU seconds of both engines to ``depth``, round by round in turn,
    and the ratio of now to the ref."""
    runs: dict[str, list[tuple[int, float]]] = {f"hard@{ref}": [], "hard now": []}
    for _ in range(rounds):
        runs[f"hard@{ref}"].append(fixed(source, depth, todo))
        runs["hard now"].append(fixed(ROOT, depth, todo))
    for name, rows in runs.items():
        seconds = statistics.median(r[1] for r in rows)
        print(
            f"{name}: {len(todo)} positions to depth {depth}: {rows[0][0]:,} nodes, "
            f"median {seconds:.2f} s of CPU ({rows[0][0] / seconds:,.0f} nodes a CPU-second) "
            f"over {rounds} rounds"
        )
    ratios = sorted(now[1] / then[1] for then, now in zip(*runs.values(), strict=True))
    same = len({r[0] for rows in runs.values() for r in rows}) == 1
    print(
        f"now / ref, CPU: median {statistics.median(ratios):.3f} "
        f"(min {ratios[0]:.3f}, max {ratios[-1]:.3f}); "
        + ("the same nodes" if same else "NOT the same nodes: this compares searches, not speed")
    )


def main() -> None:
    """Print nodes/s, mean depth and time used for the ref and for the working tree (with
    ``--depth``: the CPU time of both to that depth)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ref", default=REF)
    parser.add_argument("--budget", type=float, default=2.0)
    parser.add_argument("--games", type=Path, default=DEFAULT_GAMES)
    parser.add_argument("--depth", type=int, help="search to this depth instead (compiled only)")
    parser.add_argument("--rounds", type=int, default=5, help="with --depth: how many times")
    args = parser.parse_args()
    if args.depth is not None and not COMPILED_SEARCH:
        parser.error("--depth times the compiled search: make compiled first")
    todo = positions(args.games)
    with tempfile.TemporaryDirectory() as folder:
        extract(args.ref, Path(folder))
        if COMPILED_SEARCH:
            compile_search(Path(folder))
        if args.depth is not None:
            compare_fixed(args.ref, Path(folder), args.depth, args.rounds, todo)
            return
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
