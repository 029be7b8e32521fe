"""Fixtures: a real database per test (a SQLite file, or a fresh database on a throwaway
PostgreSQL server), a manual clock, and a service on both.

A test's SQLite repository starts as a copy of one migrated once a session
(:func:`migrated_sqlite`): migrating a new file, each of the schema's migrations its own synced
transaction, took 40 ms a test. Migrating new files is what ``tests/bot/storage`` tests.

Tests run on SQLite unless ``MORRISBOT_TEST_BACKEND=postgresql``; modules marked with
``BOTH_BACKENDS`` run on both (their PostgreSQL half is skipped, saying how to run it, where the
server is not installed).
"""

from __future__ import annotations

import asyncio
import itertools
import os
import shutil
import subprocess
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import asyncpg
import pytest

from bot.service import Event, ManualClock, MatchService
from bot.storage import SqlRepository, open_database, open_storage, sqlite_url
from devtools.postgres_server import ThrowawayServer
from tests.bot.helpers import InlineProvider, new_service

BACKENDS = ("sqlite", "postgresql")
BOTH_BACKENDS = pytest.mark.parametrize("backend", BACKENDS, indirect=True)
_databases = itertools.count(1)


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    """The backend of this test: its parameter, else ``MORRISBOT_TEST_BACKEND`` (sqlite)."""
    return str(getattr(request, "param", os.environ.get("MORRISBOT_TEST_BACKEND", "sqlite")))


@pytest.fixture
async def database_url(
    backend: str, db_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[str]:
    """The URL of a new, empty database on ``backend``. A PostgreSQL one is dropped after the
    test: the server's folder then stays small, where hundreds of databases made deleting it at
    the end of a run take a minute."""
    if backend == "sqlite":
        yield sqlite_url(db_path)
        return
    server: ThrowawayServer = request.getfixturevalue("postgres_server")
    name = f"test_{next(_databases)}"
    yield await server.create_database(name)
    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f"DROP DATABASE {name} WITH (FORCE)")
    finally:
        await admin.close()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "games.db"


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite database migrated to the current schema and closed (nothing else in it), made
    once a session (on a thread of its own: the tests' event loops are left alone)."""
    path = tmp_path_factory.mktemp("migrated") / "games.db"

    async def migrate() -> None:
        await (await open_database(path)).close()

    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, migrate()).result()
    return path


def _copy_new(migrated: Path, path: Path) -> None:
    """Copy the database ``migrated`` to ``path``, unless a test made a database there."""
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(migrated, path)


@pytest.fixture
async def sqlite_repo(db_path: Path, migrated_sqlite: Path) -> AsyncIterator[SqlRepository]:
    """A repository on a SQLite copy of :func:`migrated_sqlite`, whatever the backend."""
    _copy_new(migrated_sqlite, db_path)
    repository = await open_database(db_path)
    yield repository
    await repository.close()


@pytest.fixture
async def repo(
    database_url: str, backend: str, db_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[SqlRepository]:
    """The repository of this test's database; on SQLite a copy of :func:`migrated_sqlite`."""
    if backend == "sqlite":
        _copy_new(request.getfixturevalue("migrated_sqlite"), db_path)
    repository = await open_storage(database_url)
    yield repository
    await repository.close()


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def provider() -> InlineProvider:
    return InlineProvider()


@pytest.fixture
def events() -> list[Event]:
    return []


@pytest.fixture
async def service(
    repo: SqlRepository, clock: ManualClock, provider: InlineProvider, events: list[Event]
) -> AsyncIterator[MatchService]:
    svc = new_service(repo, clock, provider)

    async def collect(batch: tuple[Event, ...]) -> None:
        events.extend(batch)

    svc.subscribe(collect)
    await svc.resume()
    yield svc
    await svc.close()


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A mounted 1 MiB tmpfs (a disk to fill; needs root)."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small file system to fill needs root")
    folder = tmp_path / "small"
    folder.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
        check=False,
        capture_output=True,
        text=True,
    )
    if done.returncode:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    yield folder
    subprocess.run(["umount", "-l", str(folder)], check=True)
