"""The SQLite backend: one database file, one aiosqlite connection, explicit transactions.

Only aiosqlite's public API: each statement is one ``await`` on the connection's thread. An
:class:`asyncio.Lock` holds the connection for a whole unit of work (two coroutines on one
connection would share its transaction), which starts with ``BEGIN IMMEDIATE`` so the write lock
is taken at once (in WAL mode a read that upgrades to a write can fail with ``SQLITE_BUSY``).
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage import queries as q
from bot.storage.errors import StorageError, StorageUnavailableError
from bot.storage.migrations import MIGRATIONS, RELEASE_RECORDED_FROM, SCHEMA_VERSION
from bot.storage.repository import RELEASE, DatabaseInUseError, SchemaTooNewError
from bot.storage.rows import Row
from bot.storage.sql_repository import SqlRepository

PRAGMAS = (
    "PRAGMA journal_mode = WAL",
    "PRAGMA foreign_keys = ON",
    # Wait for another connection's write lock (a second process, a backup) instead of failing.
    "PRAGMA busy_timeout = 5000",
    # FULL: every commit syncs the WAL, so an acknowledged move survives a power cut, not only a
    # crash of the bot (NORMAL would keep the file consistent but could lose the last moves). The
    # cost is one flush per transaction (shared by the games of a group commit): 0.2-1 ms on the
    # development VM when its disk is quiet, up to 4 ms when it is busy (it then flushes on ~4 ms
    # ticks). That is most of what a move adds over a plain reply in bench/e2e_latency.py, and
    # small next to a round trip to Discord; bench/service_throughput.py measures throughput.
    "PRAGMA synchronous = FULL",
)

_UNAVAILABLE = frozenset(
    {
        sqlite3.SQLITE_BUSY,
        sqlite3.SQLITE_LOCKED,
        sqlite3.SQLITE_NOMEM,
        sqlite3.SQLITE_READONLY,
        sqlite3.SQLITE_IOERR,
        sqlite3.SQLITE_FULL,
        sqlite3.SQLITE_CANTOPEN,
        sqlite3.SQLITE_PROTOCOL,
        sqlite3.SQLITE_PERM,
    }
)
"""Primary result codes of a database that cannot be used now but may be later (the disk,
permissions, another process): nothing about the data or the code is wrong."""
_NOT_A_DATABASE = frozenset({sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT})


def _primary_code(error: sqlite3.Error) -> int:
    return getattr(error, "sqlite_errorcode", 0) & 0xFF


def storage_error(path: Path, error: sqlite3.Error) -> StorageError:
    """Return the :class:`StorageError` that tells a caller what ``error`` on ``path`` means."""
    code = _primary_code(error)
    if code in _UNAVAILABLE:
        return StorageUnavailableError(
            f"the database {path} cannot be used right now ({error}): nothing was changed; "
            f"check that the disk is not full and that the bot may write to {path.parent}"
        )
    if code in _NOT_A_DATABASE:
        return StorageError(f"{path} is not a usable SQLite database ({error})")
    return StorageError(f"the database {path} refused a change ({error}): nothing was changed")


def lock_path(path: Path) -> Path:
    """The lock file beside the database ``path`` (``games.db`` → ``games.db.lock``)."""
    return path.with_name(f"{path.name}.lock")


def lock_file(path: Path) -> int:
    """Take the exclusive lock of the database ``path`` for this process; return its file
    descriptor, held until closed (the kernel also releases it when the process dies, even by
    SIGKILL). The file records the holder's pid, to name it.

    Raises :class:`DatabaseInUseError` if another process holds it, and
    :class:`StorageUnavailableError` if the lock file cannot be opened.
    """
    where = lock_path(path)
    try:
        fd = os.open(where, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:
        raise StorageUnavailableError(
            f"the database {path} cannot be used right now (its lock file {where}: "
            f"{error.strerror}): check that the bot may write to {path.parent}"
        ) from error
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "?"
        os.close(fd)
        raise DatabaseInUseError(
            f"another process (pid {holder}) is running on the database {path}: stop it "
            "first, or give this one another DATABASE_PATH"
        ) from None
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    return fd


class SqliteDatabase:
    """:class:`~bot.storage.database.Database` on one aiosqlite connection in autocommit mode;
    ``lock`` is the file descriptor of the lock file this process holds (closed with it)."""

    def __init__(self, db: aiosqlite.Connection, path: Path, lock: int) -> None:
        self.connection = db
        self.path = path
        self._lock = asyncio.Lock()
        self._file_lock = lock

    @contextmanager
    def _translated(self) -> Iterator[None]:
        if self._file_lock < 0:
            raise StorageError(f"the database {self.path} was closed: nothing was changed")
        try:
            yield
        except sqlite3.Error as error:
            raise storage_error(self.path, error) from error

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[_SqliteTransaction]:
        """Hold the connection and open ``BEGIN IMMEDIATE``; commit at the end, or roll back."""
        db = self.connection
        async with self._lock:
            with self._translated():
                try:
                    # Within the try: a caller cancelled while its BEGIN is on its way must not
                    # leave the connection in that transaction once the BEGIN has run.
                    await db.execute("BEGIN IMMEDIATE")
                    yield _SqliteTransaction(db)
                    await db.commit()
                except BaseException:
                    # Queued after whatever statement was in flight; a no-op after a commit
                    # (or without a transaction: a BEGIN that failed).
                    await db.rollback()
                    raise

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run one query (outside any transaction in progress)."""
        async with self._lock:
            with self._translated():
                return list(await self.connection.execute_fetchall(sql, params))

    async def try_lead(self, name: str) -> bool:
        """Always True: one SQLite file is used by one bot process (its lock file says so)."""
        return True

    async def notify(self, channel: str, payload: str) -> None:
        """Nothing: one process uses a SQLite file, and it has no notifications."""

    async def listen(self, channel: str, callback: Callable[[str | None], None]) -> bool:
        """False: one process uses a SQLite file, and it has no notifications."""
        return False

    async def close(self) -> None:
        """Close the connection after the unit of work in progress, then release the file."""
        async with self._lock:
            await self.connection.close()
        if self._file_lock >= 0:  # closing twice is allowed
            os.close(self._file_lock)
            self._file_lock = -1


class _SqliteTransaction:
    """:class:`~bot.storage.database.Transaction` on the connection a transaction holds."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; return the rows it changed."""
        cursor = await self._db.execute(sql, params)
        return cursor.rowcount

    async def execute_each(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run ``sql`` for each of ``rows`` in one call."""
        await self._db.executemany(sql, rows)

    async def count_each(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        """Run ``sql`` for each of ``rows`` in one call; return the rows changed in all."""
        cursor = await self._db.executemany(sql, rows)
        return cursor.rowcount

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run a query or a statement with ``RETURNING``; return its rows."""
        return list(await self._db.execute_fetchall(sql, params))


async def open_database(path: str | Path, *, upto: int = SCHEMA_VERSION) -> SqlRepository:
    """Open (creating it and its folder if needed) and migrate the database at ``path``.

    ``upto`` stops the migrations at an earlier version (for testing upgrades). The database is
    this process's until it is closed (see :func:`lock_file`). Raises
    :class:`DatabaseInUseError` if another process has it open,
    :class:`SchemaTooNewError` if the file was written by newer code,
    :class:`StorageUnavailableError` if it cannot be created, opened or written (a read-only
    folder, a full disk), and :class:`StorageError` if it is not a usable SQLite database.
    """
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise StorageUnavailableError(
            f"cannot create the folder {path.parent} for the database {path}: {error.strerror}"
        ) from error
    lock = lock_file(path)
    try:
        # Opened once here first (a local file, at start-up): a failed aiosqlite.connect leaves
        # its worker thread to report to an event loop that may be gone by then.
        sqlite3.connect(path).close()
        db = await aiosqlite.connect(path, isolation_level=None)
    except sqlite3.Error as error:
        os.close(lock)
        raise storage_error(path, error) from error
    try:
        for pragma in PRAGMAS:
            await db.execute(pragma)
        await _migrate(db, path, upto)
    except BaseException as error:
        await db.close()
        os.close(lock)
        if isinstance(error, sqlite3.Error):
            raise storage_error(path, error) from error
        raise
    return SqlRepository(SqliteDatabase(db, path, lock))


async def schema_version(db: aiosqlite.Connection) -> int:
    """Return the database's ``PRAGMA user_version``."""
    [(version,)] = await db.execute_fetchall("PRAGMA user_version")
    return int(version)


async def _migrate(db: aiosqlite.Connection, path: Path, upto: int) -> None:
    version = await schema_version(db)
    if version > SCHEMA_VERSION:
        found = None
        if version >= RELEASE_RECORDED_FROM:
            found = list(await db.execute_fetchall(q.RELEASE_SELECT))
        raise SchemaTooNewError(
            str(path), version, SCHEMA_VERSION, str(found[0][0]) if found else None
        )
    for number in range(version + 1, upto + 1):
        # One script, one transaction: the tables, the release and the version bump commit
        # together.
        release = ""
        if number >= RELEASE_RECORDED_FROM:
            delete, insert = q.RELEASE_STORE
            release = f"{delete};\n{insert.replace('?', repr(RELEASE))};\n"
        script = (
            f"BEGIN IMMEDIATE;\n{MIGRATIONS[number - 1]}\n{release}PRAGMA user_version = {number};"
        )
        try:
            await db.executescript(script)
            await db.commit()
        except BaseException as error:
            await db.rollback()
            if isinstance(error, sqlite3.Error) and _primary_code(error) not in _UNAVAILABLE:
                raise StorageError(
                    f"{path}: schema migration {number} failed ({error}); the database is "
                    f"still at version {number - 1}"
                ) from error
            raise
