"""Conversion of table-won Morris endgames taken from real games.

Run with ``python -m bench.ai_conversion FILE...``: each FILE holds games as JSON lines with a
``moves`` list (the strong-engine games of issue 12, or ``bench.ai_versus_ref --record``). Every
position of those games that the endgame tables (``$MORRISBOT_TABLES``) hold as won for the side
to move is played on with ``hard`` for both sides at ``--budget`` seconds a move, under the
game's own rules (repetition and the move limit included, counted from that position). Prints
how many were converted, how many within the table's number of plies, and the draws or losses.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from games.ai import choose_move
from games.ai.endgame import available
from games.morris import MorrisMove, MorrisState
from games.registry import get_game


def won_positions(paths: list[Path]) -> list[tuple[str, int]]:
    """Return every distinct table-won position in the games: (position string, plies to win)."""
    game = get_game("morris")
    found = available(bool(game.options["flying"]))
    seen: dict[str, int] = {}
    for path in paths:
        for line in path.read_text().splitlines():
            state = game.initial()
            for text in json.loads(line)["moves"]:
                state = state.play(game.parse_move(state, text))
                if state.outcome is not None:
                    break
                if any(state.hands) or state.pending is not None:
                    continue
                value = found.probe(*state.own_opp())
                if value is not None and value > 0:
                    board = state.position().split()
                    seen[" ".join([*board[:4], "-"])] = value
    return sorted(seen.items())


def main() -> None:
    """Play every table-won position out and print the conversion figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", type=Path, nargs="+")
    parser.add_argument("--budget", type=float, default=0.5)
    args = parser.parse_args()
    game = get_game("morris")
    todo = won_positions(args.files)
    converted = in_time = 0
    for text, value in todo:
        state = game.parse_position(text)
        assert isinstance(state, MorrisState)
        winner = state.to_move
        plies = 0
        while state.outcome is None:
            move = choose_move(state, "hard", args.budget, plies)
            assert isinstance(move, MorrisMove)
            state = state.play(move)
            plies += 1
        won = state.outcome.winner == winner
        converted += won
        in_time += won and plies <= value
        if not won:
            print(f"not converted: {text} (won in {value}) ended {state.outcome.termination.value}")
    print(
        f"{len(todo)} table-won positions from {len(args.files)} file(s): {converted} converted, "
        f"{in_time} within the table's plies, {len(todo) - converted} not converted"
    )


if __name__ == "__main__":
    main()
