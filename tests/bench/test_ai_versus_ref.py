"""The match against a frozen engine: a match cut off goes on from its record."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.bench.test_ai_tune import MOVES

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


def test_the_new_engines_blockade_losses_are_named_with_their_colour(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    lost = {"number": 0, "new_side": 1, "result": "loss", "plies": len(MOVES),
            "termination": "no_moves", "pieces": [5, 8], "moves": MOVES,
            "new_times": []}  # fmt: skip
    record.write_text(json.dumps(lost) + "\n")
    out = match(record, 1, "--resume")
    assert "blockade losses: new 1 (games 0; 1 as the first player), ref 0;" in out
    assert "new_blockade_losses=1 new_blockade_losses_first=1 ref_blockade_losses=0" in out
