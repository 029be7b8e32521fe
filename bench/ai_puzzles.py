"""Puzzle generation: puzzles certified per minute and the share of candidates rejected.

Run with ``python -m bench.ai_puzzles [--per-length N]`` (the tables built in
``$MORRISBOT_TABLES``; the real games of ``games.ai.puzzles.GAMES_FILE`` when present). Nothing
is written: ``make puzzles`` writes the shipped file.
"""

from __future__ import annotations

import argparse
from collections import Counter

from games.ai.endgame import available
from games.ai.puzzles import GAMES_FILE, PER_LENGTH, SEED, generate, read_games
from games.morris import Morris
from games.registry import get_game


def main() -> None:
    """Generate the puzzles and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--per-length", type=int, default=PER_LENGTH)
    args = parser.parse_args()
    game = get_game("morris")
    assert isinstance(game, Morris)
    found = available(game)
    games = read_games(GAMES_FILE) if GAMES_FILE.exists() else []
    made, report = generate(found, games, args.per_length, SEED)
    print(f"tables: {sorted(found.values)}, real games: {len(games)}")
    print(
        f"{report.certified} puzzles in {report.seconds:.1f} s ({report.per_minute:.0f} a minute); "
        f"{report.examined} candidates examined, {report.rejected:.1%} rejected; "
        f"{report.duplicates} duplicates under symmetry skipped"
    )
    print("by difficulty:", dict(Counter(p.difficulty for p in made)))
    print("by source:", dict(Counter(p.source for p in made)))
    print("by plies:", dict(sorted(Counter(len(p.solution) for p in made).items())))


if __name__ == "__main__":
    main()
