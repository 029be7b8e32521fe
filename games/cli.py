"""Command-line options for games: each game's options become ``--name value`` flags."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from games.base import Game, OptionError, OptionSpec
from games.registry import GAMES, get_game


def add_game_arguments(
    parser: argparse.ArgumentParser,
    default: str | None = None,
    *,
    words: Callable[[str], str] = str,
) -> None:
    """Add the game name (optional if ``default``) and every game's options to ``parser``;
    ``words`` puts a catalogue key in words for the options' help (``texts.render``), the
    key itself by default."""
    if default is None:
        parser.add_argument("game", choices=list(GAMES), help="which game")
    else:
        parser.add_argument("game", nargs="?", default=default, choices=list(GAMES), help="game")
    shared: dict[str, list[tuple[str, OptionSpec]]] = {}
    for cls in GAMES.values():
        for spec in cls.option_specs:
            shared.setdefault(spec.name, []).append((cls.title_key, spec))
    for name, specs in shared.items():
        helps = {spec.help for _, spec in specs}
        # An option several games share but describe differently (--size) names each game.
        text = (
            words(specs[0][1].help)
            if len(helps) == 1
            else "; ".join(f"{words(title)}: {words(s.help)}" for title, s in specs)
        )
        kind = "on/off" if specs[0][1].kind is bool else "number"
        parser.add_argument(_flag(name), dest=f"opt_{name}", metavar=kind, help=text)


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


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
        known = ", ".join(_flag(spec.name) for spec in cls.option_specs)
        raise OptionError("option-unknown-flag", game=cls.name, option=_flag(stray[0]), known=known)
    return get_game(args.game, **options)
