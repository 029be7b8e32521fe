"""Fixtures shared by every test folder: the throwaway PostgreSQL server and the small Morris
endgame tables; the fast tier's Hypothesis profile; the catalogues' parses kept across runs."""

from __future__ import annotations

import contextlib
import fcntl
import functools
import hashlib
import importlib.metadata
import os
import pickle
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import ast
from hypothesis import settings

from devtools.postgres_server import INSTALL_HINT, ThrowawayServer, find_binaries
from games.ai import provision, tables
from games.ai.endgame import Tables
from games.morris_board import STANDARD, MillBoard
from tests.endgames import SmallTables
from tests.tiers import FAST_PROFILE, FULL_EXAMPLES
from texts import catalogue

# make test-fast's Hypothesis profile (--hypothesis-profile=fast): a tenth of the examples.
settings.register_profile(FAST_PROFILE, max_examples=FULL_EXAMPLES // 10)

SHIPPED = catalogue.LOCALE_DIR


def pytest_configure(config: pytest.Config) -> None:
    """Keep the shipped catalogues' syntax trees in pytest's cache folder, under the digest of
    their source, the parser's version and ``texts/catalogue.py``: each process of a run (each
    worker parses every language it renders, a fifth of a second each) then loads them in a
    hundredth of the time, and only a changed catalogue is parsed again. The texts' own parse
    fills the folder; a test's own catalogues (another folder) are parsed as ever."""
    cache = getattr(config, "cache", None)  # none with -p no:cacheprovider
    try:
        folder = cache.mkdir("catalogues") if cache is not None else None
    except OSError:  # a read-only checkout: parse as ever
        folder = None
    if folder is None:
        return
    parse = catalogue.parsed_catalogue.__wrapped__
    # How they are parsed: the parser's version and the texts' code.
    how = (
        importlib.metadata.version("fluent.syntax").encode() + Path(catalogue.__file__).read_bytes()
    )

    def kept(locale: str) -> ast.Resource:
        if catalogue.LOCALE_DIR != SHIPPED:
            return parse(locale)
        source = (SHIPPED / f"{locale}.ftl").read_bytes()
        digest = hashlib.sha256(how + b"\0" + source).hexdigest()
        path = folder / f"{digest}.pickle"
        with contextlib.suppress(OSError, EOFError, pickle.UnpicklingError):
            tree = pickle.loads(path.read_bytes())
            if isinstance(tree, ast.Resource):
                return tree
        tree = parse(locale)
        with contextlib.suppress(OSError):  # kept whole or not at all: other workers read it
            handle, name = tempfile.mkstemp(dir=folder)
            with os.fdopen(handle, "wb") as out:
                pickle.dump(tree, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(name, path)
        return tree

    catalogue.parsed_catalogue = functools.cache(kept)


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
