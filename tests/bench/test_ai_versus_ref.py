"""The match against a frozen engine: a match cut off goes on from its record."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def match(record: Path, games: int, *extra: str) -> str:
    """Run a tiny match against this checkout's own engine; return what it printed."""
    done = subprocess.run(
        [sys.executable, "-m", "bench.ai_versus_ref", "--ref", "HEAD", "--games", str(games),
         "--budget", "0.02", "--max-plies", "6", "--opening-plies", "2", "--jobs", "1",
         "--record", str(record), *extra],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_resumed_match_plays_only_the_games_not_recorded(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    first = match(record, 2)
    assert "games=2 " in first
    out = match(record, 3, "--resume")
    assert out.startswith("resumed 2 games from")
    assert [line.split(":")[0] for line in out.splitlines() if line.startswith("game")] == [
        "game   2"
    ]
    assert "games=3 " in out  # the two recorded games count in the figures
    numbers = [json.loads(line)["number"] for line in record.read_text().splitlines()]
    assert numbers == [0, 1, 2]
    again = match(record, 3, "--resume")
    assert "games=3 " in again and "\ngame " not in again  # nothing left to play


def test_resume_needs_a_record(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bench.ai_versus_ref", "--resume"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "--resume needs --record FILE" in done.stderr
