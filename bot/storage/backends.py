"""Choosing a backend by URL: ``sqlite:///PATH`` (the default) or ``postgresql://...``."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from bot.storage.errors import StorageError
from bot.storage.postgres import open_postgres
from bot.storage.sql_repository import SqlRepository
from bot.storage.sqlite import open_database

SQLITE_SCHEME = "sqlite:///"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def with_timeout(url: str, seconds: float) -> str:
    """Return ``url`` with its PostgreSQL connections' ``lock_timeout`` and
    ``statement_timeout`` set to ``seconds`` (server settings in the URL's query, which asyncpg
    passes on) unless the URL sets them already; a SQLite URL as it is."""
    if not url.startswith(POSTGRES_SCHEMES):
        return url
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    given = {name for name, _ in query}
    wait = f"{round(seconds * 1000)}ms"
    query += [(name, wait) for name in ("lock_timeout", "statement_timeout") if name not in given]
    return urlunsplit(parts._replace(query=urlencode(query)))


def sqlite_url(path: str | Path) -> str:
    """Return the URL of the SQLite database file at ``path`` (``sqlite:////abs`` when absolute)."""
    return f"{SQLITE_SCHEME}{path}"


async def open_storage(url: str) -> SqlRepository:
    """Open and migrate the database at ``url``: ``sqlite:///PATH`` (PATH relative, or absolute
    with a fourth slash) or ``postgresql://USER:PASSWORD@HOST:PORT/DATABASE``.

    Raises :class:`StorageError` for any other URL, and what the backend's opener raises.
    """
    if url.startswith(SQLITE_SCHEME):
        return await open_database(url.removeprefix(SQLITE_SCHEME))
    if url.startswith(POSTGRES_SCHEMES):
        return await open_postgres(url)
    raise StorageError(
        f"unknown database URL {url.split('://', 1)[0]}://...: use sqlite:///PATH or "
        "postgresql://USER:PASSWORD@HOST/DATABASE"
    )
