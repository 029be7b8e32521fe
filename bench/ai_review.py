"""Review time: every position of real games judged and their turning points marked.

Run with ``python -m bench.ai_review`` (the 36 games of ``--games``, by default
``../shared/ai/strong-engine-games-2.jsonl``, with the tables built in ``$MORRISBOT_TABLES``).
Prints each game's plies, review time and marks, and the time per 100 plies (the goal for
``/review`` is under 2 s for a 100-ply game).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from games.ai.endgame import available
from games.ai.review import review_game
from games.morris import Morris
from games.registry import get_game

DEFAULT_GAMES = (
    Path(__file__).resolve().parents[2] / "shared" / "ai" / "strong-engine-games-2.jsonl"
)


def main() -> None:
    """Review every game of the file and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=Path, default=DEFAULT_GAMES, help="a .jsonl of games")
    parser.add_argument("--limit", type=int, default=None, help="review only the first games")
    args = parser.parse_args()
    games = [json.loads(line) for line in args.games.read_text().splitlines() if line.strip()]
    game = get_game("morris")
    assert isinstance(game, Morris)
    found = available(game)
    print(f"tables: {sorted(found.values)}")
    total_s, total_plies, times = 0.0, 0, []
    for number, played in enumerate(games[: args.limit], 1):
        began = time.perf_counter()
        review = review_game(played["moves"], found=found)
        took = time.perf_counter() - began
        plies = len(review.steps)
        total_s += took
        total_plies += plies
        times.append(took / plies * 100)
        exact = sum(step.after.exact for step in review.steps)
        print(
            f"game {number:2}: {plies:3} plies, {took:5.2f} s, {exact:3} exact, "
            f"{len(review.turning_points)} turning points"
        )
    times.sort()
    print(
        f"{total_plies} plies in {total_s:.1f} s: {total_s / total_plies * 100:.2f} s per 100 "
        f"plies (median game {times[len(times) // 2]:.2f}, worst {times[-1]:.2f})"
    )


if __name__ == "__main__":
    main()
