"""What a backend provides to the repository: transactions and reads on one database.

The repository (:mod:`bot.storage.sql_repository`) is written once against these two protocols;
each backend (:mod:`bot.storage.sqlite`, :mod:`bot.storage.postgres`) implements them on its
driver's public API and turns the driver's errors into :mod:`bot.storage.repository`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from bot.storage.rows import Row


class Transaction(Protocol):
    """Statements inside one open transaction (see :meth:`Database.transaction`)."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; return the number of rows it changed."""

    async def execute_each(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """Run ``sql`` once for each of ``rows`` (in one call where the driver can)."""

    async def count_each(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        """Run ``sql`` once for each of ``rows``; return the number of rows changed in all."""

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run a query (or a statement with ``RETURNING``); return its rows."""


class Database(Protocol):
    """One database: serialised units of work, each one transaction."""

    def transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """Open a write transaction (taking the write lock at once where the backend has one):
        committed when the block ends, rolled back if it raises.

        Raises :class:`~bot.storage.errors.StorageUnavailableError` (nothing changed) if the
        database cannot be written now, and :class:`~bot.storage.errors.StorageError` if a
        statement breaks a rule of the schema.
        """

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Run one query on committed data; return its rows."""

    async def try_lead(self, name: str) -> bool:
        """Try to become, for as long as this database stays open, the one process of all that
        use the database to do the job ``name``; return True if this process is (or already
        was) that leader."""

    async def notify(self, channel: str, payload: str) -> None:
        """Tell the listeners of ``channel`` (in every process on this database) ``payload``;
        nothing where the backend has no listeners."""

    async def listen(self, channel: str, callback: Callable[[str | None], None]) -> bool:
        """Call ``callback`` with the payload of each notification on ``channel`` from now
        on, until :meth:`close`, and with None if the notifications are lost (the database
        went away: listen again once it is back); False if the backend has no notifications
        (one process uses the database)."""

    async def close(self) -> None:
        """Close the connection(s) once the transactions in progress have finished."""
