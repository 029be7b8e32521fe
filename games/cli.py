"""Command-line options for games: each game's options become ``--name value`` flags."""

from __future__ import annotations

import argparse
from typing import Any

from games.base import Game, OptionError
from games.registry import GAMES, get_game


def add_game_arguments(parser: argparse.ArgumentParser, default: str | None = None) -> None:
    """Add the game name (optional if ``default``) and every game's options to ``parser``."""
    if default is None:
        parser.add_argument("game", choices=list(GAMES), help="which game")
    else:
        parser.add_argument("game", nargs="?", default=default, choices=list(GAMES), help="game")
    seen: set[str] = set()
    for cls in GAMES.values():
        for spec in cls.option_specs:
            if spec.name in seen:
                continue
            seen.add(spec.name)
            flag = "--" + spec.name.replace("_", "-")
            kind = "on/off" if spec.kind is bool else "number"
            parser.add_argument(flag, dest=f"opt_{spec.name}", metavar=kind, help=spec.help)


def game_from_arguments(args: argparse.Namespace) -> Game[Any, Any]:
    """Return the game named in ``args`` with the options given; raise :class:`OptionError`."""
    cls = GAMES[args.game]
    names = {spec.name for spec in cls.option_specs}
    options = {
        key[4:]: value
        for key, value in vars(args).items()
        if key.startswith("opt_") and value is not None
    }
    stray = sorted(set(options) - names)
    if stray:
        raise OptionError(f"{cls.title} has no option --{stray[0].replace('_', '-')}")
    return get_game(args.game, **options)
