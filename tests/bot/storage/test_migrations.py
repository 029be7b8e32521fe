"""Schema migrations on real files (and a real PostgreSQL server): from empty, from every
earlier version, and refusals."""

from __future__ import annotations

import sqlite3
import tomllib
from pathlib import Path

import asyncpg
import pytest

from bot.storage import (
    ChallengeRecord,
    Repository,
    SchemaTooNewError,
    StorageError,
    open_database,
    postgres_migrations,
)
from bot.storage import sqlite as sqlite_backend
from bot.storage.homes import THREADS_TABLE
from bot.storage.migrations import MIGRATIONS, SCHEMA_VERSION
from bot.storage.postgres import open_postgres, schema_version
from bot.storage.repository import RELEASE
from bot.storage.sqlite import SqliteDatabase
from tests.bot.storage.stored import store_game
from tests.bot.storage.test_repository import new_game


def user_version(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return int(db.execute("PRAGMA user_version").fetchone()[0])


def tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger')")
        return {row[0] for row in rows}


async def test_a_new_file_is_created_at_the_latest_version(tmp_path: Path) -> None:
    path = tmp_path / "new" / "folder" / "games.db"
    repo = await open_database(path)
    await repo.close()
    assert user_version(path) == SCHEMA_VERSION
    assert {"games", "moves", "challenges", "standings", "guild_settings"} <= tables(path)


async def test_the_connection_uses_wal_foreign_keys_and_full_sync(db_path: Path) -> None:
    repo = await open_database(db_path)
    try:
        assert isinstance(repo.database, SqliteDatabase)
        db = repo.database.connection
        pragmas = {}
        for name in ("journal_mode", "foreign_keys", "synchronous", "busy_timeout"):
            async with db.execute(f"PRAGMA {name}") as cursor:
                row = await cursor.fetchone()
                assert row is not None
                pragmas[name] = row[0]
    finally:
        await repo.close()
    assert pragmas == {
        "journal_mode": "wal",
        "foreign_keys": 1,
        "synchronous": 2,
        "busy_timeout": 5000,
    }


CHALLENGE_ROW = (
    "INSERT INTO challenges (guild_id, channel_id, challenger_id, challenged_id, game, options, "
    "first_choice, created_at, expires_at, status) VALUES "
    "(1, 2, 3, 4, 'three', '{}', 'me', 0, 600, 'pending')"
)
GAME_ROW = (
    "INSERT INTO games (guild_id, channel_id, game, options, player1_id, player2_id, "
    "computer_seat, rated, first_choice, status, position, turns, warned, draw_offer, "
    "restart_offer, takeback_offer, rematch_offer, created_at, updated_at, version) VALUES "
    "(1, 2, 'morris', '{}', 3, 4, 0, 1, 'me', 'active', 'pos', 0, 0, 0, 0, 0, 0, 0, 0, 0)"
)


async def check_upgraded(repo: Repository, start: int) -> None:
    """The rows written at version ``start`` read back with the newest columns unset (a
    challenge's thread choice unknown), and the newest columns take values."""
    if start >= 1:
        [game] = await repo.active_games()
        assert (game.game, game.player1_id, game.board_message_id) == ("morris", 3, None)
        assert game.language is None and game.board_style is None  # the server's style
        assert [e.text for e in await repo.game_log(game.id)] == ["d6"]
        [old] = await repo.pending_challenges()
        assert (old.game, old.thread, old.message_id, old.language) == ("three", None, None, None)
        assert old.board_style is None
    new = ChallengeRecord(
        0,
        1,
        2,
        3,
        4,
        "morris",
        {},
        "me",
        None,
        0.0,
        600.0,
        thread=False,
        language="pl",
        board_style="emoji",
    )
    await repo.add_challenge(new)
    assert await repo.note_challenge_message(new.id, 2**62)
    pending = [
        (c.thread, c.message_id, c.language, c.board_style) for c in await repo.pending_challenges()
    ]
    assert pending[-1] == (False, 2**62, "pl", "emoji")
    game = new_game()
    game.board_style = "text"
    await store_game(repo, game)
    assert await repo.note_board(game.id, 2**62)
    stored = await repo.get_game(game.id)
    assert stored is not None and stored.board_message_id == 2**62
    assert stored.board_style == "text"


@pytest.mark.parametrize("start", range(SCHEMA_VERSION))
async def test_every_earlier_version_upgrades_keeping_its_data(db_path: Path, start: int) -> None:
    repo = await open_database(db_path, upto=start)
    await repo.close()
    assert user_version(db_path) == start
    if start >= 1:
        with sqlite3.connect(db_path) as db:
            db.execute(GAME_ROW)
            db.execute("INSERT INTO moves VALUES (1, 1, 'move', 1, 'd6', 1, 'pos2', 5.0)")
            db.execute(CHALLENGE_ROW)
    repo = await open_database(db_path)
    try:
        assert user_version(db_path) == SCHEMA_VERSION
        await check_upgraded(repo, start)
    finally:
        await repo.close()


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
@pytest.mark.parametrize("start", range(postgres_migrations.SCHEMA_VERSION))
async def test_every_earlier_postgresql_version_upgrades_keeping_its_data(
    database_url: str, start: int
) -> None:
    await (await open_postgres(database_url, upto=start)).close()
    connection = await asyncpg.connect(database_url)
    try:
        assert await schema_version(connection) == start
        if start >= 1:
            await connection.execute(GAME_ROW)
            await connection.execute(
                "INSERT INTO moves VALUES (1, 1, 'move', 1, 'd6', 1, 'pos2', 5.0)"
            )
            await connection.execute(CHALLENGE_ROW)
    finally:
        await connection.close()
    repo = await open_postgres(database_url)
    try:
        await check_upgraded(repo, start)
        await repo.record_synced_commands("1:global", "abc")  # the newest table is there
        assert await repo.synced_commands("1:global") == "abc"
    finally:
        await repo.close()
    connection = await asyncpg.connect(database_url)
    try:
        assert await schema_version(connection) == postgres_migrations.SCHEMA_VERSION
    finally:
        await connection.close()


THREAD_GAME_ROW = GAME_ROW.replace("(1, 2, 'morris'", "(1, 9, 'morris'")
"""A game played in thread 9 of channel 2."""
ACCEPTED_IN_CHANNEL = (
    CHALLENGE_ROW.replace("'pending')", "'accepted')")
    .replace("expires_at, status)", "expires_at, status, game_id)")
    .replace("'accepted')", "'accepted', 1)")
)
"""The challenge of that game, made in channel 2."""


async def test_the_threads_of_challenges_accepted_before_are_kept_by_the_upgrade(
    db_path: Path,
) -> None:
    """The threads of a channel were read from the challenges; now from their own table, which
    the upgrade fills from them."""
    await (await open_database(db_path, upto=MIGRATIONS.index(THREADS_TABLE))).close()
    with sqlite3.connect(db_path) as db:
        db.execute(THREAD_GAME_ROW)
        db.execute(ACCEPTED_IN_CHANNEL)
    repo = await open_database(db_path)
    try:
        assert await repo.threads_of(2) == {9} and await repo.threads_of(9) == set()
        [game] = await repo.active_games()
        assert await repo.last_game(2, 3) == game
    finally:
        await repo.close()


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
async def test_the_threads_of_challenges_accepted_before_are_kept_on_postgresql(
    database_url: str,
) -> None:
    before_threads = postgres_migrations.MIGRATIONS.index(THREADS_TABLE)
    await (await open_postgres(database_url, upto=before_threads)).close()
    connection = await asyncpg.connect(database_url)
    try:
        await connection.execute(THREAD_GAME_ROW)
        await connection.execute(ACCEPTED_IN_CHANNEL)
    finally:
        await connection.close()
    repo = await open_postgres(database_url)
    try:
        assert await repo.threads_of(2) == {9}
        [game] = await repo.active_games()
        assert await repo.last_game(2, 3) == game
    finally:
        await repo.close()


async def test_a_newer_database_is_refused_naming_the_release_it_needs(db_path: Path) -> None:
    await (await open_database(db_path)).close()
    with sqlite3.connect(db_path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        db.execute("UPDATE schema_release SET release = '0.9.0'")
    with pytest.raises(SchemaTooNewError) as refused:
        await open_database(db_path)
    assert str(refused.value) == (
        f"{db_path} needs morrisbot 0.9.0 or newer: its schema version is {SCHEMA_VERSION + 1}, "
        f"and this bot (morrisbot {RELEASE}) knows versions up to {SCHEMA_VERSION}; upgrade the "
        "bot, or point it at another database"
    )
    assert user_version(db_path) == SCHEMA_VERSION + 1


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
async def test_a_newer_postgresql_database_is_refused_naming_the_release(
    database_url: str,
) -> None:
    await (await open_postgres(database_url)).close()
    connection = await asyncpg.connect(database_url)
    try:
        await connection.execute("UPDATE schema_version SET version = version + 1")
        await connection.execute("UPDATE schema_release SET release = '0.9.0'")
    finally:
        await connection.close()
    with pytest.raises(SchemaTooNewError, match=r"needs morrisbot 0\.9\.0 or newer"):
        await open_postgres(database_url)


async def test_every_migration_records_this_release(db_path: Path) -> None:
    await (await open_database(db_path)).close()
    with sqlite3.connect(db_path) as db:
        assert db.execute("SELECT release FROM schema_release").fetchall() == [(RELEASE,)]


def test_the_release_is_the_projects_version() -> None:
    with (Path(__file__).resolve().parents[3] / "pyproject.toml").open("rb") as file:
        assert tomllib.load(file)["project"]["version"] == RELEASE


async def test_a_failing_migration_changes_nothing(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    await (await open_database(db_path, upto=1)).close()
    broken = (*MIGRATIONS[:1], "CREATE TABLE half_done (x INTEGER); SELECT * FROM nowhere;")
    monkeypatch.setattr(sqlite_backend, "MIGRATIONS", broken)
    with pytest.raises(
        StorageError, match=r"migration 2 failed \(no such table: nowhere\).*still at version 1"
    ):
        await open_database(db_path)
    assert user_version(db_path) == 1
    assert "half_done" not in tables(db_path)


async def test_the_move_log_is_append_only_in_the_file(db_path: Path) -> None:
    await (await open_database(db_path)).close()
    with sqlite3.connect(db_path) as db:
        db.execute(GAME_ROW)
        db.execute("INSERT INTO moves VALUES (1, 1, 'move', 1, 'd6', 1, 'pos2', 5.0)")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            db.execute("UPDATE moves SET text = 'a1'")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            db.execute("DELETE FROM moves")
