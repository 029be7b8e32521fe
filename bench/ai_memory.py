"""A computer worker's memory after games under many sets of options.

Run with ``python -m bench.ai_memory --games 50``. One worker process, started as the service
starts its workers (``spawn``), plays ``--games`` games, each under options of its own (Nine
and Twelve Men's Morris in turn, flying on and off, and a move limit of its own), ``--plies``
plies of ``hard`` at ``--budget`` seconds a move, both sides, through
``games.ai.choose_move_text`` as the service calls it. ``hard`` keeps a transposition table
between moves (64 MB each in the C search). Prints the worker's resident memory (VmRSS) at
the start and after every tenth game, and one line of ``key=value`` figures. To measure
another checkout, put its directory first on ``PYTHONPATH``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor

from games.ai import choose_move_text
from games.registry import get_game


def resident_mb() -> float:
    """Return this process's resident memory in MB (VmRSS)."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def play(number: int, plies: int, budget_s: float) -> float:
    """Play ``plies`` plies of game ``number`` under its own options; return the resident MB."""
    name = "morris" if number % 2 == 0 else "twelve"
    options: dict[str, object] = {"flying": number % 4 < 2, "draw_plies": 20 + number}
    game = get_game(name, **options)
    state = game.initial()
    for ply in range(plies):
        if state.outcome is not None:
            break
        text = choose_move_text(name, options, state.position(), "hard", budget_s, ply)
        state = state.play(game.parse_move(state, text))
    return resident_mb()


def main() -> None:
    """Play the games in one worker and print its memory."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--plies", type=int, default=10)
    parser.add_argument("--budget", type=float, default=0.1, help="seconds a move")
    args = parser.parse_args()
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(1, mp_context=context) as worker:
        start = worker.submit(resident_mb).result()
        print(f"worker {worker.submit(os.getpid).result()}: {start:.0f} MB at the start")
        rss = start
        for number in range(args.games):
            rss = worker.submit(play, number, args.plies, args.budget).result()
            if (number + 1) % 10 == 0:
                print(f"after {number + 1} games: {rss:.0f} MB", flush=True)
    print(
        f"games={args.games} plies={args.plies} budget_s={args.budget} start_mb={start:.0f} "
        f"end_mb={rss:.0f} grown_mb={rss - start:.0f}"
    )


if __name__ == "__main__":
    main()
