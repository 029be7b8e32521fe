"""``python -m games.ai.maketables``: its options on ``--help``, and plain lines when its output
is not a terminal."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from games.ai import provision, tablefile, tables
from games.ai.provision import SIZES
from tests.endgames import stand_in

REPO = Path(__file__).resolve().parents[3]


def maketables(folder: Path, *args: str, timeout: float) -> subprocess.CompletedProcess[str]:
    """Run the table builder with its tables in ``folder``, output captured (no terminal)."""
    env = {**os.environ, "PYTHONPATH": str(REPO), provision.TABLES_ENV: str(folder)}
    return subprocess.run(
        [sys.executable, "-m", "games.ai.maketables", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_help_prints_the_options_and_builds_nothing(tmp_path: Path) -> None:
    done = maketables(tmp_path / "tables", "--help", timeout=30)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: python -m games.ai.maketables")
    assert all(f"--{size}" in done.stdout for size in SIZES)
    assert provision.TABLES_ENV in done.stdout
    assert not (tmp_path / "tables").exists()


def test_an_unknown_option_is_refused_without_building(tmp_path: Path) -> None:
    done = maketables(tmp_path / "tables", "--bigg", timeout=30)
    assert done.returncode == 2 and "unrecognized arguments: --bigg" in done.stderr
    assert not (tmp_path / "tables").exists()


def test_one_size_of_bigger_tables_at_a_time(tmp_path: Path) -> None:
    done = maketables(tmp_path / "tables", "--big", "--bigger", timeout=30)
    assert done.returncode == 2 and "not allowed with argument --big" in done.stderr
    assert not (tmp_path / "tables").exists()


@pytest.mark.slow  # builds the sliding 3 v 3 tables (about 3 s; every rule is built alike)
def test_without_a_terminal_it_writes_one_line_per_table_and_no_progress_bar(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "tables"
    folder.mkdir()
    for flying in (True, False):
        for m, n in provision.STANDARD:
            if (m, n, flying) != (3, 3, False):  # stand-ins, loaded and kept as they are
                path = provision.table_path(m, n, flying, folder)
                stand_in(path, provision.table_expected(m, n, flying))
    done = maketables(folder, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "\r" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 2 * len(provision.STANDARD) + 1, done.stderr
    assert lines[0].startswith("Morris endgame table 3 v 3, flying: ready (")
    assert lines[len(provision.STANDARD)].startswith("Morris endgame table 3 v 3, sliding: ready (")
    assert lines[-1] == f"The tables are in {folder.resolve()}"
    built = provision.table_path(3, 3, False, folder)
    assert tablefile.verify(built, provision.table_expected(3, 3, False)) is None
    assert tables.read(built).any()  # solved, not a stand-in's zeros
