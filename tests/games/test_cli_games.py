"""Perft from the command line (``python -m games perft``, real processes)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(args: list[str]) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "games", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=True,
    )
    return result.stdout


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["breakthrough", "3"], ["1: 22", "2: 484", "3: 11132"]),
        (["notakto", "2", "--boards", "1"], ["1: 9", "2: 72"]),
        (["three", "2"], ["1: 9", "2: 72"]),
        (["firstattack", "2", "--size", "3"], ["1: 9", "2: 16"]),
        (["pleiadis", "2", "--size", "3"], ["1: 9", "2: 32"]),
        (["breakthrough", "2", "--rows", "5", "--columns", "3"], ["1: 7", "2: 42"]),
    ],
)
def test_perft_from_the_command_line(args: list[str], expected: list[str]) -> None:
    assert run(["perft", *args]).split("\n")[:-1] == expected


def test_perft_from_a_position_string() -> None:
    out = run(["perft", "breakthrough", "1", "--position", "8/8/8/3W4/3BB3/8/8/B7 W"])
    assert out == "1: 2\n"
