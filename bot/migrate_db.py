"""``python -m bot migrate-db --from URL --to URL``: copy the bot's database to another one
(e.g. from the SQLite file to a new PostgreSQL database) before pointing DATABASE_URL at it."""

from __future__ import annotations

import argparse
import asyncio
import sys

from bot.storage import SqlRepository, StorageError, open_storage
from bot.storage.copy import copy_database
from bot.storage.postgres import describe

USAGE = "python -m bot migrate-db"


async def migrate(source_url: str, target_url: str) -> dict[str, int]:
    """Open both databases (migrating their schemas) and copy ``source_url`` into the empty
    ``target_url``; return the rows copied per table. Raises :class:`StorageError`."""
    source = await open_storage(source_url)
    target: SqlRepository | None = None
    try:
        target = await open_storage(target_url)
        return await copy_database(source, target)
    finally:
        await source.close()
        if target is not None:
            await target.close()


def main(argv: list[str]) -> int:
    """Run the command with ``argv`` (the arguments after ``migrate-db``); return the exit code."""
    parser = argparse.ArgumentParser(
        prog=USAGE,
        description="Copy the bot's database, ids kept, into an empty one (e.g. the SQLite file "
        "into a new PostgreSQL database); then point DATABASE_URL at the copy.",
    )
    parser.add_argument(
        "--from", dest="source", required=True, help="the database to copy: sqlite:///PATH"
    )
    parser.add_argument(
        "--to", dest="target", required=True, help="an empty database: postgresql://..."
    )
    args = parser.parse_args(argv)
    try:
        copied = asyncio.run(migrate(args.source, args.target))
    except StorageError as error:
        print(f"Nothing was copied: {error}", file=sys.stderr)
        return 1
    print(
        f"Copied {copied['games']} games ({copied['moves']} log entries), "
        f"{copied['challenges']} challenges, {copied['standings']} standings and "
        f"{copied['guild_settings']} server settings to {describe(args.target)}.\n"
        f"Set DATABASE_URL to that database to use it."
    )
    return 0
