"""``python -m bot`` (``make run``): start the Discord bot (settings from the environment, .env);
``python -m bot migrate-db --from URL --to URL`` copies its database to another backend."""

from __future__ import annotations

import logging
import sys

from pydantic import ValidationError

from bot.settings import Settings

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


def main() -> int:
    """Read the settings and run the bot until it is stopped (or run the ``migrate-db``
    command); return the exit code."""
    if sys.argv[1:2] == ["migrate-db"]:
        from bot.migrate_db import main as migrate_db  # noqa: PLC0415

        return migrate_db(sys.argv[2:])
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
        return 1
    logging.basicConfig(
        level=settings.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    from bot.app import run  # noqa: PLC0415 (keep discord.py out of the no-token path)

    return run(settings)


if __name__ == "__main__":
    sys.exit(main())
