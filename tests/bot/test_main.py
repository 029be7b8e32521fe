"""``python -m bot``: plain failures at start-up."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.__main__ import main


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
    assert main() == 1
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
    assert main() == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Permission denied" in err
