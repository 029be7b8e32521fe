"""Fixtures shared by every test folder: the throwaway PostgreSQL server and the small Morris
endgame tables; the fast tier's Hypothesis profile; the run's folder of parsed catalogues."""

from __future__ import annotations

import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from devtools.postgres_server import INSTALL_HINT, ThrowawayServer, find_binaries
from games.ai import provision, tables
from games.ai.endgame import Tables
from games.morris_board import STANDARD, MillBoard
from tests.endgames import SmallTables
from tests.tiers import FAST_PROFILE, FULL_EXAMPLES
from texts.catalogue import CACHE_ENV, CACHE_OFF

# make test-fast's Hypothesis profile (--hypothesis-profile=fast): a tenth of the examples.
settings.register_profile(FAST_PROFILE, max_examples=FULL_EXAMPLES // 10)


def pytest_configure(config: pytest.Config) -> None:
    """Point the texts' cache of parsed catalogues (``texts.catalogue.cache_folder``) at
    pytest's cache folder for the run, the bot processes and workers its tests start
    included: each process reads a tree kept there (by a previous run, or another worker)
    instead of parsing its catalogue again. Without pytest's cache (``-p no:cacheprovider``,
    a read-only checkout) the catalogues are parsed, and nothing is kept elsewhere."""
    cache = getattr(config, "cache", None)
    try:
        folder = str(cache.mkdir("parsed-catalogues")) if cache is not None else CACHE_OFF
    except OSError:
        folder = CACHE_OFF
    os.environ[CACHE_ENV] = folder


POSTGRES_MISSING = (
    "PostgreSQL is not installed (no initdb/pg_ctl), so this test's PostgreSQL run was skipped; "
    f"to run it: {INSTALL_HINT} && make test"
)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[ThrowawayServer]:
    """A PostgreSQL server for the whole session (fsync off: only the machine's crash could
    lose what it acknowledged, and no test crashes the machine)."""
    binaries = find_binaries()
    if binaries is None:
        pytest.skip(POSTGRES_MISSING)
    server = ThrowawayServer(binaries, durable=False)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def small_tables(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> SmallTables:
    """The 3 v 3 tables of each rule and board, each built once a run (3 to 15 s) in a directory
    of its own, the first time a test asks for them: under pytest-xdist the first worker to need
    them builds them where the others find them. Read only: a test that changes one copies it."""
    base = tmp_path_factory.getbasetemp()
    shared = base if worker_id == "master" else base.parent

    def folder_of(flying: bool, board: MillBoard) -> Path:
        rule = "flying" if flying else "sliding"
        folder = shared / f"tables-{board.key}-{rule}"
        folder.mkdir(exist_ok=True)
        with (folder / "lock").open("w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not (folder / "built").exists():
                tables.build(tables.SMALL, flying=flying, directory=folder, board=board)
                (folder / "built").touch()
        return folder

    return folder_of


@pytest.fixture(scope="session")
def table_dir(small_tables: SmallTables) -> Path:
    """A directory holding the 3 v 3 tables with flying (about 13 s to build)."""
    return small_tables(True, STANDARD)


@pytest.fixture(scope="session")
def three(table_dir: Path) -> Tables:
    """The 3 v 3 flying table."""
    return Tables(
        "morris(flying=true)", {(3, 3): tables.read(provision.table_path(3, 3, True, table_dir))}
    )


SLOW_WEIGHT = 10
"""How many quick tests a slow one weighs when the heaviest modules are put first."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the PostgreSQL half of the tests on both backends slow: ``make test-fast`` runs the
    SQLite half (the throwaway server and its databases took a fifth of it); ``make test`` and
    CI's PostgreSQL run keep it.

    Then put the heaviest modules first (a test weighs one, a slow test ten), each module's
    tests in their order: with a module per worker at a time (``--dist loadfile
    --no-loadscope-reorder``), the long ones then start early, and the last ones to start are
    short, so no worker waits long for another at the end."""
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and callspec.params.get("backend") == "postgresql":
            item.add_marker(pytest.mark.slow)
    weight: dict[str, int] = {}
    for item in items:
        module = item.nodeid.split("::", 1)[0]
        heavy = item.get_closest_marker("slow") is not None
        weight[module] = weight.get(module, 0) + (SLOW_WEIGHT if heavy else 1)
    first = {module: position for position, module in enumerate(weight)}
    items.sort(key=lambda item: (-weight[m := item.nodeid.split("::", 1)[0]], first[m]))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say which tests ran on SQLite only because PostgreSQL is missing, and how to run them."""
    skipped = [
        report.nodeid
        for report in terminalreporter.stats.get("skipped", [])
        if POSTGRES_MISSING in str(report.longrepr)
    ]
    if not skipped:
        return
    modules: dict[str, int] = {}
    for nodeid in skipped:
        module = nodeid.split("::")[0]
        modules[module] = modules.get(module, 0) + 1
    terminalreporter.write_sep("=", f"{len(skipped)} PostgreSQL tests skipped", yellow=True)
    for module, count in sorted(modules.items()):
        terminalreporter.write_line(f"  {module}: {count} skipped")
    terminalreporter.write_line(
        f"PostgreSQL (initdb, pg_ctl) is not installed. To run them: {INSTALL_HINT} && make test"
    )
