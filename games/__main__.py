"""``python -m games perft GAME N``: count move sequences (to play: ``python -m bot play``)."""

from __future__ import annotations

import argparse
import sys

from games.base import OptionError
from games.cli import add_game_arguments, game_from_arguments


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the process exit code."""
    parser = argparse.ArgumentParser(prog="python -m games", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    perft = commands.add_parser("perft", help="count move sequences to each depth")
    add_game_arguments(perft)
    perft.add_argument("depth", type=int, help="the deepest ply to count")
    perft.add_argument("--position", help="start from this position string")
    args = parser.parse_args(argv)
    try:
        game = game_from_arguments(args)
        state = game.parse_position(args.position) if args.position else game.initial()
    except (OptionError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    for depth in range(1, args.depth + 1):
        print(f"{depth}: {game.perft(state, depth)}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
