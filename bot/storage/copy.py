"""Copying a whole database from one backend to another (``python -m bot migrate-db``)."""

from __future__ import annotations

from bot.storage import queries as q
from bot.storage.postgres import PostgresDatabase
from bot.storage.repository import StorageError
from bot.storage.sql_repository import SqlRepository

TABLES: tuple[tuple[str, tuple[str, ...], str], ...] = (
    ("games", ("id", *q.GAME_COLUMNS, "version", "board_message_id"), "id"),
    (
        "match_homes",
        ("game_id", "seat", "guild_id", "channel_id", "board_message_id", "language"),
        "game_id, seat",
    ),
    ("moves", ("game_id", "seq", "kind", "seat", "text", "line", "position", "at"), "game_id, seq"),
    ("challenges", ("id", *q.CHALLENGE_COLUMNS), "id"),
    ("standings", q.STANDING_COLUMNS, "guild_id, game, user_id"),
    (
        "guild_settings",
        (
            "guild_id",
            "turn_timeout_s",
            "challenge_expiry_s",
            "board_style",
            "allowed_channels",
            "threads",
            "language",
        ),
        "guild_id",
    ),
    ("user_preferences", ("user_id", "dm_reminders", "board_style"), "user_id"),
    ("heartbeats", ("process", "at"), "process"),
    ("command_syncs", ("scope", "digest"), "scope"),
    ("puzzle_players", q.PUZZLE_PLAYER_COLUMNS, "user_id"),
    ("puzzle_attempts", q.PUZZLE_ATTEMPT_COLUMNS, "user_id, puzzle"),
    ("token_only_channels", ("channel_id",), "channel_id"),
)
"""Every table with its columns and order, parents before the rows that refer to them."""
IDENTITY_TABLES = ("games", "challenges")
"""Tables whose ids the database hands out: after a copy it must go on after the largest."""


async def copy_database(source: SqlRepository, target: SqlRepository) -> dict[str, int]:
    """Copy every row of ``source`` into the empty ``target`` in one transaction, ids kept;
    return the number of rows copied per table.

    Raises :class:`StorageError` (copying nothing) if ``target`` already holds data.
    """
    held = [
        table
        for table, _, _ in TABLES
        if (await target.database.fetchall(f"SELECT COUNT(*) FROM {table}"))[0][0]
    ]
    if held:
        raise StorageError(
            f"the target database already holds {', '.join(held)}: copy into an empty database "
            "(nothing was copied)"
        )
    copied: dict[str, int] = {}
    async with target.database.transaction() as tx:
        for table, columns, order in TABLES:
            rows = await source.database.fetchall(
                f"SELECT {', '.join(columns)} FROM {table} ORDER BY {order}"
            )
            if rows:
                await tx.execute_each(
                    f"INSERT INTO {table} ({', '.join(columns)}) "
                    f"VALUES ({', '.join('?' * len(columns))})",
                    rows,
                )
            copied[table] = len(rows)
        if isinstance(target.database, PostgresDatabase):
            for table in IDENTITY_TABLES:
                await tx.fetchall(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                    f"COALESCE(MAX(id), 0) + 1, false) FROM {table}"
                )
    return copied
