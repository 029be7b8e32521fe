"""The PostgreSQL backend (asyncpg): a pool of connections to one database server.

Each unit of work is one transaction on a connection of its own (READ COMMITTED): a
``WHERE version = ?`` update or a standings compare-and-swap waits for the row lock of a
concurrent writer and then re-checks its condition against the committed row, so a lost update
is refused, not applied. Commits wait for the server's WAL flush (``synchronous_commit`` on, the
server's default), so an acknowledged move is on the server's disk.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import time
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from bot.storage import queries as q
from bot.storage.errors import (
    CommitUnknownError,
    StorageBusyError,
    StorageError,
    StorageUnavailableError,
)
from bot.storage.postgres_migrations import MIGRATIONS, RELEASE_RECORDED_FROM, SCHEMA_VERSION
from bot.storage.queries import numbered
from bot.storage.repository import RELEASE, SchemaTooNewError
from bot.storage.rows import Row
from bot.storage.sql_repository import SqlRepository

POOL_SIZE = 10
CONNECT_TIMEOUT_S = 10.0
_MIGRATION_LOCK = 0x6D6F7272  # pg_advisory_xact_lock key: one process migrates at a time

_UNAVAILABLE_CLASSES = frozenset({"08", "53", "57", "58"})
"""SQLSTATE classes of a server that cannot serve now (connection, resources, shutdown, I/O)."""
_UNAVAILABLE_STATES = frozenset({"25006", "40001", "40P01"})
"""Read-only transaction, serialisation failure, deadlock."""
_BUSY_STATES = frozenset({"55P03", "57014"})
"""Lock not available (``lock_timeout``), statement cancelled (``statement_timeout``)."""
SESSION_END_WAIT_S = 5.0
"""How long a lost commit waits for the server to end its session before reading the outcome."""

log = logging.getLogger(__name__)


def describe(url: str) -> str:
    """Return ``url`` without its password, to name the database in messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    return urlunsplit(parts._replace(netloc=parts.netloc.replace(f":{parts.password}@", "@", 1)))


def storage_error(where: str, error: BaseException) -> StorageError:
    """Return the :class:`StorageError` that tells a caller what ``error`` means: a refusal
    only for an error the server reported; anything else the driver raised (a lost or confused
    connection: ``OSError``, ``InterfaceError``, ``InternalClientError``, even an
    ``AttributeError`` on an answer it cannot parse) means the database cannot be used now."""
    state = getattr(error, "sqlstate", None) or ""
    if state in _BUSY_STATES:
        return StorageBusyError(
            f"the database {where} did not answer in time ({_said(error)}): nothing was changed; "
            "another connection holds a lock too long, or the server is overloaded"
        )
    if (
        not isinstance(error, asyncpg.PostgresError)
        or state[:2] in _UNAVAILABLE_CLASSES
        or state in _UNAVAILABLE_STATES
    ):
        return StorageUnavailableError(
            f"the database {where} cannot be used right now ({_said(error)}): nothing was changed; "
            "check that the server is running, reachable and not out of disk space"
        )
    return StorageError(
        f"the database {where} refused a change ({_said(error)}): nothing was changed"
    )


def _said(error: BaseException) -> str:
    """Return ``error`` as its class and message (a driver's message alone can be cryptic)."""
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


@contextmanager
def _translated(where: str) -> Iterator[None]:
    """Raise whatever the driver calls inside raise as the :func:`storage_error` it means.

    Every exception: the driver raises more than its own classes (its protocol state machine
    raises ``InternalClientError`` after a connection was lost mid-operation, its parser an
    ``AttributeError`` on a garbled answer), and none of them may reach a caller raw. Only
    driver calls go inside, so no error of this code is disguised."""
    try:
        yield
    except Exception as error:
        raise storage_error(where, error) from error


class PostgresDatabase:
    """:class:`~bot.storage.database.Database` on an asyncpg connection pool."""

    def __init__(self, pool: asyncpg.Pool, where: str, url: str) -> None:
        self.pool = pool
        self.where = where
        self._url = url
        self._leader: asyncpg.Connection | None = None
        """The connection holding this process's leader locks (a pool would release them)."""
        self._listener: asyncpg.Connection | None = None
        """The connection this process listens on (its notifications arrive there): its own,
        not the pool's, which takes a lost connection back."""
        self._heard: list[tuple[str, Callable[..., None], Callable[[str | None], None]]] = []
        """Each channel listened on: the driver's callback and the listener's."""

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[_PostgresTransaction]:
        """Open a transaction on a connection of the pool; commit at the end, or roll back.

        Every error of the driver is raised as a :class:`StorageError` (the block's own errors
        pass through as they are); :class:`CommitUnknownError` if the connection is lost while
        committing.
        """
        with _translated(self.where):
            connection = await self.pool.acquire()
        lost: Exception | None = None
        try:
            with _translated(self.where):
                opened = connection.transaction()
                await opened.start()
                session = connection.get_server_pid()
            try:
                yield _PostgresTransaction(connection, self.where)
            except BaseException:
                with contextlib.suppress(Exception):  # a lost connection: the server rolls back
                    await opened.rollback()
                raise
            try:
                await opened.commit()
            except Exception as error:
                lost = error
        finally:
            await self._release(connection)
        if lost is not None:
            not_stored = storage_error(self.where, lost)
            if not isinstance(not_stored, StorageUnavailableError):
                raise not_stored from lost
            settled = await self._session_ended(session)
            raise CommitUnknownError(
                f"the connection to {self.where} was lost while it committed ({_said(lost)}): the "
                "change may or may not be stored",
                settled,
                not_stored,
            ) from lost

    async def _release(self, connection: asyncpg.pool.PoolConnectionProxy) -> None:
        """Give ``connection`` back to the pool. A connection that cannot be reset is closed by
        the driver, which then raises: the unit of work's outcome is known by then."""
        try:
            await self.pool.release(connection)
        except Exception as error:
            log.warning("a connection to %s was closed on its release: %r", self.where, error)

    async def _session_ended(self, session: int) -> bool:
        """Wait (a while) until the server has ended the session ``session`` (its pid), so
        that its transaction is committed or rolled back for good; return whether it has."""
        deadline = time.monotonic() + SESSION_END_WAIT_S
        try:
            while await self.pool.fetchval(
                "SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE pid = $1)", session
            ):
                if time.monotonic() >= deadline:
                    return False
                await asyncio.sleep(0.02)
        except Exception:  # any error of the driver: the outcome stays unknown
            return False
        return True

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run one query on committed data."""
        with _translated(self.where):
            return [tuple(row) for row in await self.pool.fetch(numbered(sql), *params)]

    async def try_lead(self, name: str) -> bool:
        """Take the session advisory lock of ``name`` without waiting, on a connection kept
        until :meth:`close`: the server releases it when that connection ends, even when this
        process is killed, so another process can lead next."""
        key = int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "big", signed=True)
        with _translated(self.where):
            if self._leader is None:
                self._leader = await self.pool.acquire()
            return bool(await self._leader.fetchval("SELECT pg_try_advisory_lock($1)", key))

    async def notify(self, channel: str, payload: str) -> None:
        """``NOTIFY`` ``channel`` with ``payload``."""
        with _translated(self.where):
            await self.pool.execute("SELECT pg_notify($1, $2)", channel, payload)

    async def listen(self, channel: str, callback: Callable[[str | None], None]) -> bool:
        """``LISTEN`` on ``channel``, on a connection kept until :meth:`close`; if that
        connection is lost (the database went away), every listener is called with None and
        listens no more until it calls this again (on a new connection)."""

        def heard(connection: object, pid: int, channel: str, payload: object) -> None:
            del connection, pid, channel
            callback(str(payload))

        with _translated(self.where):
            if self._listener is None or self._listener.is_closed():
                await self._drop_listener()
                self._listener = await asyncpg.connect(self._url, timeout=CONNECT_TIMEOUT_S)
                self._listener.add_termination_listener(self._listener_lost)
            await self._listener.add_listener(channel, heard)
        self._heard.append((channel, heard, callback))
        return True

    def _listener_lost(self, connection: object) -> None:
        """The listening connection was lost: tell its listeners (they listen again)."""
        del connection
        lost, self._heard = self._heard, []
        for _, _, callback in lost:
            callback(None)

    async def _drop_listener(self) -> None:
        """Stop listening and close the listening connection."""
        listener, self._listener = self._listener, None
        if listener is None:
            return
        listener.remove_termination_listener(self._listener_lost)
        for channel, heard, _ in self._heard:
            with contextlib.suppress(Exception):  # a lost connection listens no more
                await listener.remove_listener(channel, heard)
        self._heard = []
        with contextlib.suppress(Exception):  # a lost connection is closed already
            await listener.close(timeout=CONNECT_TIMEOUT_S)

    async def close(self) -> None:
        """Close the pool once its connections are released (the leader locks with them)."""
        await self._drop_listener()
        if self._leader is not None:
            with contextlib.suppress(Exception):  # a lost connection: closed with the pool
                await self.pool.release(self._leader)
        self._leader = None
        await self.pool.close()


def _changed(status: str) -> int:
    """Return the row count of a command status such as ``UPDATE 1`` or ``INSERT 0 1``."""
    return int(status.rsplit(" ", 1)[-1])


class _PostgresTransaction:
    """:class:`~bot.storage.database.Transaction` on the connection a transaction holds."""

    def __init__(self, connection: asyncpg.Connection, where: str) -> None:
        self._connection = connection
        self._where = where

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; return the rows it changed."""
        with _translated(self._where):
            return _changed(await self._connection.execute(numbered(sql), *params))

    async def execute_each(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run ``sql`` for each of ``rows``, pipelined in one round trip."""
        with _translated(self._where):
            await self._connection.executemany(numbered(sql), rows)

    async def count_each(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        """Run ``sql`` for each of ``rows``, one round trip each (the driver reports no count
        for a pipelined batch); return the rows changed in all."""
        changed = 0
        with _translated(self._where):
            statement = await self._connection.prepare(numbered(sql))
            for row in rows:
                await statement.fetch(*row)
                changed += _changed(statement.get_statusmsg())
        return changed

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run a query or a statement with ``RETURNING``; return its rows."""
        with _translated(self._where):
            return [tuple(row) for row in await self._connection.fetch(numbered(sql), *params)]


async def open_postgres(url: str, *, upto: int = SCHEMA_VERSION) -> SqlRepository:
    """Connect to the PostgreSQL database at ``url`` and migrate it.

    Raises :class:`SchemaTooNewError` if it was written by newer code,
    :class:`StorageUnavailableError` if the server cannot be reached, and :class:`StorageError`
    if it refuses the connection or a migration.
    """
    where = describe(url)
    with _translated(where):
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=POOL_SIZE, timeout=CONNECT_TIMEOUT_S
        )
    try:
        async with pool.acquire() as connection:
            await _migrate(connection, where, upto)
    except StorageError:
        await pool.close()
        raise
    except Exception as error:
        await pool.close()
        raise storage_error(where, error) from error
    except BaseException:
        await pool.close()
        raise
    return SqlRepository(PostgresDatabase(pool, where, url))


async def schema_version(connection: asyncpg.Connection) -> int:
    """Return the version in ``schema_version`` (0 for a database never migrated)."""
    exists = await connection.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
    if not exists:
        return 0
    return int(await connection.fetchval("SELECT version FROM schema_version"))


async def _migrate(connection: asyncpg.Connection, where: str, upto: int) -> None:
    """Apply the migrations after the stored version up to ``upto``, each in one transaction
    with its version bump, under an advisory lock (processes starting together migrate once)."""
    while True:
        async with connection.transaction():
            # A migration may wait for another process's and take long: no timeouts here.
            await connection.execute("SET LOCAL lock_timeout = 0")
            await connection.execute("SET LOCAL statement_timeout = 0")
            await connection.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
            version = await schema_version(connection)
            if version > SCHEMA_VERSION:
                release = None
                if version >= RELEASE_RECORDED_FROM:
                    release = await connection.fetchval(q.RELEASE_SELECT)
                raise SchemaTooNewError(where, version, SCHEMA_VERSION, release)
            if version >= upto:
                return
            number = version + 1
            try:
                await connection.execute(MIGRATIONS[number - 1])
            except asyncpg.PostgresError as error:
                raise StorageError(
                    f"{where}: schema migration {number} failed ({error}); the database is still "
                    f"at version {version}"
                ) from error
            if number >= RELEASE_RECORDED_FROM:
                delete, insert = q.RELEASE_STORE
                await connection.execute(delete)
                await connection.execute(numbered(insert), RELEASE)
            if version == 0:
                await connection.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                await connection.execute("INSERT INTO schema_version VALUES (1)")
            else:
                await connection.execute("UPDATE schema_version SET version = $1", number)
