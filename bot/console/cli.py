"""``python -m bot play``: the command line of terminal play, in the player's language."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from bot.console.keyboard import Keyboard
from bot.console.review import review
from bot.console.session import SAVED, play
from bot.service import ServiceError
from bot.storage import StorageError
from games import ai
from games.base import OptionError
from games.cli import add_game_arguments, game_from_arguments
from renderer import STYLES
from texts import LOCALES, Text, resolve_locale, t
from texts import render as render_text

DEFAULT_DB = Path("data") / "console.db"
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""Where the terminal's language comes from without ``--lang``: the first of these set."""

TERMINAL_STYLES = tuple(style for style in STYLES if style != "tiles")
"""The styles a terminal draws (tiles are the Discord app's own emoji)."""


def environment_locale(environ: Mapping[str, str] = os.environ) -> str:
    """Return the shipped catalogue for the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``
    that is set (``de_DE.UTF-8``); English for none, or for a language without one."""
    return resolve_locale(
        next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), None)
    )


def _parser(locale: str, default: str) -> argparse.ArgumentParser:
    """The ``play`` arguments, their help in ``locale``; ``default``: the environment's
    language, ``--lang``'s default."""

    def words(text: Text | str) -> str:
        return render_text(text, locale)

    description = words(t("terminal-description", db=str(DEFAULT_DB)))
    parser = argparse.ArgumentParser(prog="python -m bot play", description=description)
    add_game_arguments(parser, words=words)
    _add_common(parser, words, default)
    parser.add_argument(
        "--computer", type=int, choices=(1, 2), help=words(t("terminal-arg-computer"))
    )
    parser.add_argument("--level", choices=ai.LEVELS, help=words(t("terminal-arg-level")))
    parser.add_argument("--position", help=words(t("terminal-arg-position")))
    parser.add_argument("--seed", type=int, help=words(t("terminal-arg-seed")))
    return parser


def _add_common(
    parser: argparse.ArgumentParser, words: Callable[[Text | str], str], default: str
) -> None:
    """Add the arguments ``play`` and ``review`` share: ``--lang``, ``--style``, ``--db``."""
    parser.add_argument(
        "--lang",
        choices=LOCALES,
        default=default,
        help=words(t("terminal-arg-lang", default=default)),
    )
    parser.add_argument(
        "--style", choices=TERMINAL_STYLES, default="text", help=words(t("terminal-arg-style"))
    )
    parser.add_argument(
        "--db", type=Path, default=DEFAULT_DB, help=words(t("terminal-arg-db", db=str(DEFAULT_DB)))
    )


def _help_locale(argv: list[str] | None, default: str) -> str:
    """Return the language of the arguments' help: the one ``--lang`` asks for (checked later,
    with the other arguments), else ``default``."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang")
    asked = early.parse_known_args(argv)[0].lang
    return resolve_locale(asked) if asked else default


def main(argv: list[str] | None = None) -> int:
    """Parse ``play`` arguments and run a game in the terminal; return the exit code."""
    default = environment_locale()
    args = _parser(_help_locale(argv, default), default).parse_args(argv)
    locale: str = args.lang

    def error(text: Text | str) -> int:
        print(render_text(t("terminal-error", error=text), locale), file=sys.stderr)
        return 2

    if args.level is not None and args.computer is None:
        return error(t("terminal-level-needs-computer"))
    try:
        game = game_from_arguments(args)
    except OptionError as problem:
        return error(Text(problem.key, problem.params))
    print(render_text(t("terminal-title", game=t(game.title_key)), locale))
    try:
        asyncio.run(
            play(
                args.db,
                game,
                Keyboard(sys.stdin) if os.name == "posix" else input,
                print,
                style=args.style,
                computer=args.computer,
                position=args.position,
                level=args.level,
                seed=args.seed,
                locale=locale,
            )
        )
    except ServiceError as problem:
        return error(problem.text)
    except StorageError as problem:
        return error(str(problem))
    except KeyboardInterrupt:  # before the game started or after it was saved
        print(f"\n{render_text(SAVED, locale)}")
    return 0


def review_main(argv: list[str] | None = None) -> int:
    """Parse ``review`` arguments and step through a finished game; return the exit code."""
    default = environment_locale()
    locale = _help_locale(argv, default)

    def words(text: Text | str) -> str:
        return render_text(text, locale)

    description = words(t("terminal-review-description", db=str(DEFAULT_DB)))
    parser = argparse.ArgumentParser(prog="python -m bot review", description=description)
    parser.add_argument("game", type=int, nargs="?", help=words(t("terminal-review-arg-game")))
    _add_common(parser, words, default)
    args = parser.parse_args(argv)
    reader = Keyboard(sys.stdin) if os.name == "posix" else input
    try:
        asyncio.run(
            review(args.db, reader, print, game_id=args.game, style=args.style, locale=args.lang)
        )
    except (ServiceError, StorageError) as problem:
        text = problem.text if isinstance(problem, ServiceError) else str(problem)
        print(render_text(t("terminal-error", error=text), args.lang), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print()
    return 0
