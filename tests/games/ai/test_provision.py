"""Endgame tables on first start: what is built, or why not, in one log line."""

from __future__ import annotations

import fcntl
import logging
import time
from pathlib import Path

import numpy as np
import pytest

from games.ai import provision
from games.ai.endgame import available
from games.ai.provision import (
    BUILDS,
    GIB,
    SIZES,
    STANDARD,
    decide,
    provision_tables,
    six_path,
    table_path,
)
from games.morris import Morris

ENOUGH = 8 * GIB


def fill(directory: Path, rule: str, size: str = "") -> None:
    """Put a (dummy) file for every table of ``rule`` (standard, or with ``size``) in
    ``directory`` (``six``: the Six Men's Morris solution)."""
    if rule == "six":
        np.save(six_path(False, directory), np.zeros(1, dtype=np.int8))
        return
    for m, n in (*STANDARD, *SIZES.get(size, ())):
        np.save(table_path(m, n, rule == "flying", directory), np.zeros(1, dtype=np.int16))


def test_nothing_is_built_when_every_table_is_there(tmp_path: Path) -> None:
    fill(tmp_path, "flying", "bigger")
    fill(tmp_path, "sliding")
    fill(tmp_path, "six")
    builds, message = decide(tmp_path, ENOUGH, ENOUGH)
    assert builds == ()
    assert "all built" in message


def test_everything_is_built_with_memory_and_disk_to_spare(tmp_path: Path) -> None:
    builds, message = decide(tmp_path, ENOUGH, ENOUGH)
    assert [b.name for b in builds] == ["flying", "sliding", "six", "flying-bigger"]
    assert (
        "building flying 3 v 3 to 4 v 4, sliding 3 v 3 to 4 v 4, the Six Men's Morris solution, "
        "flying 5 v 3 and 5 v 4 in the background" in message
    )
    assert "about 7 min, 3.6 GiB of memory and 2.7 GiB on disk" in message
    assert "left out" not in message


def test_only_the_tables_that_fit_in_memory_are_built(tmp_path: Path) -> None:
    builds, message = decide(tmp_path, 3 * GIB, ENOUGH)
    assert [b.name for b in builds] == ["flying", "six"]
    assert (
        "; sliding 3 v 3 to 4 v 4, flying 5 v 3 and 5 v 4 left out (3.0 GiB of memory free)."
        in message
    )


def test_the_bigger_tables_are_left_out_where_they_would_fill_the_disk(tmp_path: Path) -> None:
    builds, message = decide(tmp_path, ENOUGH, 2 * GIB)
    assert [b.name for b in builds] == ["flying", "sliding", "six"]
    assert "; flying 5 v 3 and 5 v 4 left out (2.0 GiB of disk space free)." in message


def test_only_the_missing_rule_is_built(tmp_path: Path) -> None:
    fill(tmp_path, "flying")
    builds, _ = decide(tmp_path, ENOUGH, ENOUGH)
    assert [b.name for b in builds] == ["sliding", "six", "flying-bigger"]


def test_without_the_memory_nothing_is_built_and_the_line_says_why(tmp_path: Path) -> None:
    builds, message = decide(tmp_path, GIB // 4, ENOUGH)
    assert builds == ()
    assert f"0.2 GiB of memory free, {min(b.memory for b in BUILDS) / GIB:.1f} GiB" in message


def test_without_the_disk_space_nothing_is_built(tmp_path: Path) -> None:
    builds, message = decide(tmp_path, ENOUGH, 10 * 2**20)
    assert builds == ()
    assert "not built (0.0 GiB of disk space free, 1.1 GiB needed)" in message


def test_a_build_under_way_elsewhere_is_left_alone(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with (tmp_path / provision.LOCK_NAME).open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        with caplog.at_level(logging.INFO):
            decision = provision_tables(logging.getLogger("test"), tmp_path)
    assert decision.builds == ()
    assert [r.getMessage() for r in caplog.records] == [
        f"Morris endgame tables: another process is building them into {tmp_path.resolve()}."
    ]


def test_start_up_logs_one_line_when_memory_is_short(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(provision, "available_memory", lambda: GIB // 4)
    with caplog.at_level(logging.INFO):
        decision = provision_tables(logging.getLogger("test"), tmp_path)
    assert decision.builds == ()
    assert len(caplog.records) == 1 and "not built (0.2 GiB of memory free" in caplog.text
    assert not list(tmp_path.glob("*.npy"))


def test_the_memory_figure_is_read_on_linux() -> None:
    if not Path("/proc/meminfo").exists():
        pytest.skip("no /proc/meminfo here")
    found = provision.available_memory()
    assert found is not None and 0 < found < 2**50


def test_a_table_built_while_running_is_used_without_a_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(provision.TABLES_ENV, str(tmp_path))
    game = Morris()
    assert available(game).values == {}
    fill(tmp_path, "flying")
    assert set(available(game).values) == set(STANDARD)


@pytest.mark.slow
def test_the_background_build_makes_the_missing_tables_and_then_lets_go_of_the_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fill(tmp_path, "flying")
    table_path(3, 3, True, tmp_path).unlink()  # the one left to build: about 15 s
    monkeypatch.setattr(provision, "BUILDS", BUILDS[:1])
    decision = provision_tables(logging.getLogger("test"), tmp_path)
    assert decision.builds == ("flying",)
    deadline = time.monotonic() + 300
    with (tmp_path / provision.LOCK_NAME).open("a") as lock:
        while True:  # the child holds the lock until it is done
            try:
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                assert time.monotonic() < deadline, (tmp_path / provision.LOG_NAME).read_text()
                time.sleep(0.5)
    assert np.load(table_path(3, 3, True, tmp_path)).size > 1, (
        tmp_path / provision.LOG_NAME
    ).read_text()
