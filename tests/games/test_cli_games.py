"""Terminal play and perft from the command line for the five other games (real processes)."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from games.registry import get_game
from renderer.common import status_line

ROOT = Path(__file__).resolve().parents[2]

GAMES = [
    ("three", {}, []),
    ("three", {"repetition_draw": True}, ["--repetition-draw", "on"]),
    ("notakto", {"boards": 2}, ["--boards", "2"]),
    ("breakthrough", {"rows": 6, "columns": 4}, ["--rows", "6", "--columns", "4"]),
    ("firstattack", {"size": 6, "colours": True}, ["--size", "6", "--colours", "on"]),
    ("pleiadis", {"size": 4}, ["--size", "4"]),
]


def run(args: list[str], stdin: str = "") -> str:
    result = subprocess.run(
        [sys.executable, "-m", "games", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=True,
    )
    return result.stdout


@pytest.mark.parametrize(("name", "options", "flags"), GAMES, ids=str)
def test_a_game_plays_to_its_end_in_the_terminal(
    name: str, options: dict[str, object], flags: list[str], tmp_path: Path
) -> None:
    game = get_game(name, **options)
    rng = random.Random(5)
    state = game.initial()
    typed = ["nonsense"]  # a rejected line first: the same player tries again
    for _ in range(400):  # the fixed seed ends every game here, Three Men's Morris included
        if state.outcome is not None:
            break
        move = rng.choice(state.legal_moves())
        typed.append(game.format_move(move))
        state = state.play(move)
    assert state.outcome is not None
    out = run(["play", name, *flags, "--db", str(tmp_path / "games.db")], "\n".join(typed) + "\n")
    assert "Cannot play 'nonsense': " in out and "(h for help)" in out
    assert out.rstrip().endswith(status_line(state, ("Player 1", "Player 2")))
    assert len(typed) > 2


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


def test_three_mens_morris_repetition_draw_from_the_terminal(tmp_path: Path) -> None:
    moves = "\n".join(["1", "4", "2", "7", "6", "9", *["1-3", "4-5", "3-1", "5-4"] * 2]) + "\n"
    db = ["--db", str(tmp_path / "games.db")]
    out = run(["play", "three", "--repetition-draw", "on", *db], moves)
    assert out.rstrip().endswith("Draw by threefold repetition.")
    assert (
        run(["play", "three", "--db", str(tmp_path / "default.db")], moves)
        .rstrip()
        .endswith("Draw by threefold repetition.")
    )
    other_db = ["--db", str(tmp_path / "other.db")]
    assert "Draw" not in run(["play", "three", "--repetition-draw", "off", *other_db], moves)
