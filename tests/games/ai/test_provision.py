"""Endgame tables on first start: what is built, or why not, in one log line."""

from __future__ import annotations

import fcntl
import logging
import subprocess
import sys
import time
import zlib
from pathlib import Path

import numpy as np
import pytest

from games.ai import provision, six, tablefile, tables
from games.ai.endgame import available
from games.ai.provision import (
    BUILDS,
    GIB,
    SIZES,
    STANDARD,
    decide,
    provision_tables,
    six_path,
    table_expected,
    table_path,
)
from games.morris import Morris
from games.morris_board import STANDARD as STANDARD_BOARD
from tests.endgames import SmallTables, crc32_of_zeros, stand_in

ENOUGH = 8 * GIB


def fill(directory: Path, rule: str, size: str = "") -> None:
    """Put a (dummy) file for every table of ``rule`` (standard, or with ``size``) in
    ``directory`` (``six``: the Six Men's Morris solution)."""
    if rule == "six":
        stand_in(six_path(False, directory), six.expected(False))
        return
    for m, n in (*STANDARD, *SIZES.get(size, ())):
        flying = rule == "flying"
        stand_in(table_path(m, n, flying, directory), table_expected(m, n, flying))


@pytest.mark.parametrize("length", [0, 1, 7, 8, 4097, (1 << 24) + 3])
def test_the_stand_in_s_checksum_is_zlib_s_for_as_many_zeros(length: int) -> None:
    assert crc32_of_zeros(length) == zlib.crc32(bytes(length))


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
    built = table_path(3, 3, True, tmp_path)
    assert tablefile.verify(built, table_expected(3, 3, True)) is None, (
        tmp_path / provision.LOG_NAME
    ).read_text()


DAMAGES = ["truncated", "bit-flipped", "older format", "other rules", "wrong shape"]


def damage(path: Path, kind: str, flying: bool = True) -> str:
    """Damage the 3 v 3 table of ``flying`` at ``path`` (a matching file) in the way ``kind``
    says; return the reason a check gives for it."""
    expected = table_expected(3, 3, flying)
    if kind == "truncated":  # a cut write
        with path.open("r+b") as file:
            file.truncate(path.stat().st_size // 2)
        return "bytes, not"
    if kind == "bit-flipped":
        with path.open("r+b") as file:
            file.seek(tablefile.HEADER_SIZE + 12345)
            byte = file.read(1)[0]
            file.seek(-1, 1)
            file.write(bytes([byte ^ 0x10]))
        return "checksum"
    if kind == "older format":  # the .npy files of the release before
        np.save(path, np.zeros(expected.count or 0, dtype=np.int16))
        return "no header (an older format)"
    if kind == "other rules":  # the other rule's table under this rule's name
        stand_in(path, table_expected(3, 3, not flying))
        rule, other = ("true", "false") if flying else ("false", "true")
        return f"the table of morris(flying={other}), not of morris(flying={rule})"
    stand_in(path, table_expected(3, 4, flying))  # another table under this one's name
    return "table 3v4, not 3v3"


@pytest.mark.parametrize("kind", DAMAGES)
def test_a_damaged_table_is_ignored_and_built_again_at_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    monkeypatch.setenv(provision.TABLES_ENV, str(tmp_path))
    fill(tmp_path, "flying")
    path = table_path(3, 3, True, tmp_path)
    reason = damage(path, kind)
    problem = tablefile.verify(path, table_expected(3, 3, True))
    assert problem is not None and reason in problem
    if kind == "bit-flipped":  # the start-up check reads headers only: the build checks sums
        assert tablefile.check(path, table_expected(3, 3, True)) is None
        return
    assert set(available(Morris()).values) == set(STANDARD) - {(3, 3)}
    monkeypatch.setattr(provision, "BUILDS", BUILDS[:1])
    builds, message = decide(tmp_path, ENOUGH, ENOUGH)
    assert [b.name for b in builds] == ["flying"]
    assert message.endswith(f" Ignored: {path.name} ({problem}).")


# Every kind of damage is recognised by tablefile.verify (the test above); the build rebuilds
# whatever verify refuses the same way, so two kinds suffice: one only the checksum catches.
# The build treats every rule alike: the sliding table is rebuilt, in 3 s where flying takes 15.
@pytest.mark.slow  # builds the sliding 3 v 3 table again (about 3 s)
@pytest.mark.parametrize("kind", ["bit-flipped", "other rules"])
def test_the_build_makes_a_damaged_table_again(
    tmp_path: Path, small_tables: SmallTables, caplog: pytest.LogCaptureFixture, kind: str
) -> None:
    built = table_path(3, 3, False, small_tables(False, STANDARD_BOARD))
    path = table_path(3, 3, False, tmp_path)
    tmp_path.mkdir(exist_ok=True)
    path.write_bytes(built.read_bytes())
    problem = damage(path, kind, flying=False)
    with caplog.at_level(logging.WARNING, logger="games.ai.tables"):
        tables.build(((3, 3),), flying=False, directory=tmp_path)
    [line] = [r.getMessage() for r in caplog.records]
    assert line.startswith(f"{path} ignored (") and problem in line
    assert line.endswith("): building it again")
    assert tablefile.verify(path, table_expected(3, 3, False)) is None
    rebuilt = tables.read(path)
    original = tables.read(built)
    assert np.array_equal(rebuilt, original)


def build_like(tmp_path: Path, lines: list[str], code: int, tables: int) -> provision.Decision:
    """The decision of a build of ``tables`` whose process writes ``lines`` to its log one by
    one, as the build does, and exits with ``code``."""
    script = (
        "import sys, time\n"
        "for line in sys.argv[2:]:\n"
        "    with open(sys.argv[1], 'a') as log:\n"
        "        log.write(line + '\\n')\n"
        "    time.sleep(0.05)\n"
        f"sys.exit({code})\n"
    )
    log = tmp_path / provision.LOG_NAME
    child = subprocess.Popen([sys.executable, "-c", script, str(log), *lines])
    return provision.Decision(("flying",), "building", child, tables, log)


def test_the_build_s_progress_is_logged_table_by_table_and_its_end(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    lines = ["Morris endgame table 3 v 3, flying: ready (12 s)", "checking", "x: ready (3 s)"]
    decision = build_like(tmp_path, lines, 0, 2)
    with caplog.at_level(logging.INFO):
        provision.follow(decision, logging.getLogger("t"), 0.01)  # until the build ends
    said = [r.getMessage() for r in caplog.records]
    assert said[0].startswith(f"Morris endgame tables: {lines[0]} (1 of 2, ")
    assert said[1].startswith("Morris endgame tables: x: ready (3 s) (2 of 2, ")
    assert said[2:] == ["Morris endgame tables: built; hard plays those endgames exactly now."]


def test_a_build_that_stops_is_logged_with_how_far_it_got(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    decision = build_like(tmp_path, ["t: ready (1 s)"], 3, 4)
    with caplog.at_level(logging.INFO):
        provision.follow(decision, logging.getLogger("t"), 0.01)
    assert "the build stopped (exit code 3) after 1 of 4" in caplog.records[-1].getMessage()


def test_a_build_under_way_is_known_by_its_lock(tmp_path: Path) -> None:
    assert not provision.building(tmp_path / "none")
    assert not provision.building(tmp_path)
    with (tmp_path / provision.LOCK_NAME).open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        assert provision.building(tmp_path)
    assert not provision.building(tmp_path)
