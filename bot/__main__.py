"""``python -m bot`` (``make run``) starts the Discord bot (settings from the environment, .env);
``python -m bot play GAME`` (``make play``) plays in the terminal instead, ``python -m bot
review [GAME_ID]`` steps through a finished Morris game played there;
``python -m bot migrate-db --from URL --to URL`` copies the database to another backend."""

from __future__ import annotations

import argparse
import logging
import sys
import tempfile
import threading
from pathlib import Path

from pydantic import ValidationError

from bot.settings import Settings
from bot.shards import LeaseKeeper, describe_process, lease_of
from bot.storage import StorageError
from bot.storage.backends import POSTGRES_SCHEMES
from games.ai.provision import follow, provision_tables

NO_TOKEN = """\
DISCORD_TOKEN is not set, so the bot cannot log in to Discord.

To get a token: open https://discord.com/developers/applications, create an application
(New Application), open its Bot page, press Reset Token and copy the token. On the same page
turn on "Message Content Intent" so the bot can read typed moves (or set MESSAGE_CONTENT=false).

Then put it in a file called .env next to the Makefile (start from .env.example):

    cp .env.example .env
    # edit .env:  DISCORD_TOKEN=your-token-here

or export DISCORD_TOKEN in your shell, and run `make run` again.

No Discord at hand? Play in the terminal instead: make play"""

NOT_CONFIGURED = 78
"""The exit code without a token (``EX_CONFIG`` of sysexits.h): the bot did not run, and
``make run`` knows the guide above said why."""

log = logging.getLogger("bot")

VOICE_WARNING = "voice will NOT be supported"
"""The end of discord.py's start-up warnings about voice libraries; the bot has no voice."""


def data_folder_problem(database: Path) -> str | None:
    """Create the database's folder if needed; return why it cannot be written, or None."""
    folder = database.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return (
            f"Cannot write the data folder {folder.absolute()} (from DATABASE_PATH={database}): "
            f"{error.strerror or error}. Make it writable for the user the bot runs as, or set "
            "DATABASE_PATH to a file in a folder that is."
        )
    return None


def _without_voice_warnings(record: logging.LogRecord) -> bool:
    return not record.getMessage().endswith(VOICE_WARNING)


def checked_settings() -> Settings | int:
    """The settings, or the exit code once it is said why the bot cannot start with them (2: a
    bad setting, :data:`NOT_CONFIGURED`: no token, 1: an unwritable data folder)."""
    try:
        settings = Settings()
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc']).upper()}: {e['msg']}" for e in error.errors()
        )
        print(f"Bad setting in the environment or .env: {problems}", file=sys.stderr)
        return 2
    if settings.discord_token is None:
        print(NO_TOKEN, file=sys.stderr)
        return NOT_CONFIGURED
    problem = None if settings.database_url else data_folder_problem(settings.database_path)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    return settings


def run_bot() -> int:
    """Read the settings and run the bot until it is stopped; return the exit code."""
    settings = checked_settings()
    if isinstance(settings, int):
        return settings
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    logging.getLogger("discord.client").addFilter(_without_voice_warnings)
    settings.export_catalogue_cache()
    from bot.discord.app import run  # noqa: PLC0415 (keep discord.py out of the no-token path)

    if settings.build_tables:
        decision = provision_tables()  # a log line: what is built in the background, or why not
        threading.Thread(target=follow, args=(decision,), name="table-build", daemon=True).start()
    else:
        log.info("Morris endgame tables: not built on start (BUILD_TABLES=false).")

    keeper = None
    if settings.storage_url.startswith(POSTGRES_SCHEMES):  # a SQLite file has its lock file
        wanted = lease_of(settings.shards, settings.shard_count, describe_process())
        keeper = LeaseKeeper(settings.storage_url, wanted, settings.shard_lease_seconds)
    try:
        if keeper is not None:
            keeper.begin()
        code = run(settings)
    except OSError as error:  # aiohttp's connection errors and timeouts are OSErrors
        where = settings.discord_api_base or "https://discord.com"
        log.error("Cannot reach Discord at %s: %s", where, error)
        return 1
    except StorageError as error:  # the database refused (in use, too new, unreachable)
        log.error("Cannot start: %s", error)
        return 1
    finally:
        if keeper is not None and keeper.is_alive():
            keeper.end()
    return 1 if keeper is not None and keeper.lost else code


def main(argv: list[str] | None = None) -> int:
    """Run the Discord bot, or with ``play`` a game in the terminal (``review`` to step through
    one); return the exit code."""
    parser = argparse.ArgumentParser(
        prog="python -m bot",
        description="Start the Discord bot (settings from the environment and .env), or play "
        "in the terminal: python -m bot play GAME (python -m bot play -h for its options), "
        "review a finished Morris game there: python -m bot review [GAME_ID], or copy the "
        "database: python -m bot migrate-db --from URL --to URL.",
    )
    commands = parser.add_subparsers(dest="command", metavar="{play,review,migrate-db}")
    commands.add_parser("play", help="play in the terminal (python -m bot play -h)", add_help=False)
    commands.add_parser(
        "review", help="step through a finished Morris game played in the terminal", add_help=False
    )
    commands.add_parser(
        "migrate-db",
        help="copy the database to another backend (-h for its options)",
        add_help=False,
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="only check the settings (exit 0 when the bot can start with them)",
    )
    args, rest = parser.parse_known_args(argv)
    if args.command == "play":
        from bot.console import main as play_main  # noqa: PLC0415 (the bot needs no terminal)

        return play_main(rest)
    if args.command == "review":
        from bot.console import review_main  # noqa: PLC0415 (the bot needs no terminal)

        return review_main(rest)
    if args.command == "migrate-db":
        from bot.migrate_db import main as migrate_db  # noqa: PLC0415

        return migrate_db(rest)
    if rest:
        parser.error(f"unrecognised arguments: {' '.join(rest)}")
    if args.check:
        checked = checked_settings()
        return checked if isinstance(checked, int) else 0
    return run_bot()


if __name__ == "__main__":
    sys.exit(main())
