"""``python -m bot``: plain failures at start-up (data folder, no Discord) and a quiet start."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from bot.__main__ import main
from texts.catalogue import CACHE_ENV

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in list(os.environ):
        if name.startswith(("DISCORD_", "DATABASE_", "DEV_GUILD")):
            monkeypatch.delenv(name)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")


def test_a_data_path_under_a_file_is_one_plain_line_and_a_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "data").write_text("a file where the data folder should be")
    monkeypatch.setenv("DATABASE_PATH", "./data/morrisbot.db")
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert f"Cannot write the data folder {tmp_path / 'data'}" in err
    assert "DATABASE_PATH=data/morrisbot.db" in err and "Traceback" not in err


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write to a read-only folder")
def test_a_read_only_data_folder_is_one_plain_line_and_a_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "app"
    folder.mkdir(mode=0o555)
    monkeypatch.setenv("DATABASE_PATH", str(folder / "data" / "morrisbot.db"))
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Permission denied" in err


def closed_port() -> int:
    """Return a loopback port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.slow  # the bot process tries to connect for seconds
def test_when_discord_cannot_be_reached_the_bot_says_so_in_one_line(tmp_path: Path) -> None:
    port = closed_port()
    env = {
        "PATH": os.environ.get("PATH", ""),
        "PYTHONPATH": str(REPO),
        "DISCORD_TOKEN": "not-a-real-token",
        "DATABASE_PATH": str(tmp_path / "data" / "morrisbot.db"),
        "DISCORD_API_BASE": f"http://127.0.0.1:{port}/api/v10",
        "DISCORD_GATEWAY_URL": f"ws://127.0.0.1:{port}/",
        "LOG_LEVEL": "WARNING",
        "BUILD_TABLES": "false",
        CACHE_ENV: os.environ[CACHE_ENV],  # the run's parsed catalogues (tests/conftest.py)
    }
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr  # no voice-library warnings, no traceback
    assert f"Cannot reach Discord at http://127.0.0.1:{port}/api/v10" in lines[0]


def test_make_run_without_a_token_ends_with_the_guide(tmp_path: Path) -> None:
    installed = (REPO / ".venv" / ".installed-dev").stat().st_mtime
    for name in ("Makefile", "requirements-dev.lock"):  # the venv is older than neither
        shutil.copy2(REPO / name, tmp_path / name)
        os.utime(tmp_path / name, (installed - 1, installed - 1))
    (tmp_path / ".venv").symlink_to(REPO / ".venv")
    tools = tmp_path / "bin"  # make, and no C compiler: the engine stays pure Python, at once
    tools.mkdir()
    make = shutil.which("make")
    assert make is not None
    (tools / "make").symlink_to(make)
    env = {"PATH": str(tools), "PYTHONPATH": str(REPO), "BUILD_TABLES": "false"}
    done = subprocess.run(
        ["make", "--no-print-directory", "run"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout
    # The settings are checked before the engine is compiled (minutes with a C compiler).
    assert done.stdout.startswith("DISCORD_TOKEN is not set"), done.stdout
    assert done.stdout.rstrip().endswith("Play in the terminal instead: make play"), done.stdout
