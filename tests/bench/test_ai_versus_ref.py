"""The match against a frozen engine: a match cut off goes on from its record."""

import json
import subprocess
import sys
from collections.abc import Hashable
from pathlib import Path

import pytest

from bench import ai_versus_ref as versus
from bench.ai_versus_ref import UciEngine, split_removal
from games.ai import choose_move
from games.morris import MorrisState
from games.registry import get_game
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
    played = [line.split(":")[0] for line in out.splitlines() if line.startswith("game ")]
    assert played == ["game   2"]  # not the key=value line, which starts "game=morris"
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
    assert (
        "blockade losses: new 1 (games 0 as White at ply 24; 1 as the first player), ref 0;" in out
    )
    assert "new_blockade_losses=1 new_blockade_losses_first=1 ref_blockade_losses=0" in out


def test_pieces_lost_while_placing_to_a_double_threat_are_counted(tmp_path: Path) -> None:
    # Issue 39's example: after d2 d6 f4 b4 f2, White threatens b2 and f6 at once; Black (the
    # new engine) blocks b2 and loses b4 at ply 7. In the other game White (the new engine)
    # leaves a single threat (g4) unblocked and loses a4 at ply 6: not to a double threat.
    record = tmp_path / "games.jsonl"
    forked = ["d2", "d6", "f4", "b4", "f2", "b2", "f6xb4"]
    single = ["a1", "g7", "d1", "g1", "a4", "g4xa4"]
    games = [
        {"number": 0, "new_side": 2, "result": "loss", "plies": len(forked),
         "termination": "no_moves", "pieces": [8, 9], "moves": forked, "new_times": []},
        {"number": 1, "new_side": 1, "result": "loss", "plies": len(single),
         "termination": "no_moves", "pieces": [8, 9], "moves": single, "new_times": []},
    ]  # fmt: skip
    record.write_text("".join(json.dumps(game) + "\n" for game in games))
    out = match(record, 2, "--resume")
    assert (
        "pieces lost while placing: new 2 in 2 games, 1 to a double threat (plies [6, 7]), "
        "ref 0 in 0 games, 0 to a double threat;" in out
    )
    assert "new_placing_lost=2 new_placing_lost_games=2 new_placing_forked=1" in out


FAKE_UCI = """
import sys
from games.registry import get_game

game = get_game("morris")
state = game.initial()
for line in sys.stdin:
    words = line.split()
    if words == ["uci"]:
        print("id name mill-first", "uciok", sep="\\n", flush=True)
    elif words == ["isready"]:
        print("readyok", flush=True)
    elif words[:2] == ["position", "startpos"]:
        state = game.initial()
        for step in words[3:]:  # after "moves": a removal is a move of its own
            state = state.play(game.parse_move(state, step))
    elif words == ["stop"]:
        moves = state.legal_moves()
        move = next((m for m in moves if m.remove is not None), moves[0])
        step, mark, removed = game.format_move(move).partition("x")
        print("info score 0 bestmove", step or mark + removed, flush=True)
    elif words == ["quit"]:
        break
"""


def test_an_independent_engines_mill_and_removal_make_one_turn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The engine says the placement that closes f2-f4-f6 first, and the removal when asked
    # again: one turn in our notation.
    monkeypatch.setenv("PYTHONPATH", str(ROOT))  # the made-up engine plays by our rules
    engine = tmp_path / "engine.py"
    engine.write_text(FAKE_UCI)
    game = get_game("morris")
    state = game.initial()
    moves = ["d2", "d6", "f4", "b4", "f2", "b2"]
    for text in moves:
        state = state.play(game.parse_move(state, text))
    uci = UciEngine(f"{sys.executable} {engine}", [])
    try:
        turn = uci.move(state, moves, 0.01, 0)
    finally:
        uci.close()
    assert turn.startswith("f6x")
    assert state.play(game.parse_move(state, turn)).to_move == 2
    assert split_removal(turn) == ["f6", turn[2:]]
    assert split_removal("a1-a4xe5") == ["a1-a4", "xe5"] and split_removal("d2") == ["d2"]


def test_time_odds_give_the_other_engine_its_own_time_a_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The budgets each side is given, not the time it took: a busy machine stretches those.
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    engine = tmp_path / "engine.py"
    engine.write_text(FAKE_UCI)
    out = match(tmp_path / "games.jsonl", 1, "--uci", f"{sys.executable} {engine}",
                "--ref-budget", "0.3")  # fmt: skip
    assert "at 0.02 s a move (the other 0.3 s), 1 games" in out
    assert "budget_s=0.02 ref_budget_s=0.3 " in out
    given: dict[str, list[float]] = {"new": [], "other": []}
    search = UciEngine.move

    def ours(state: MorrisState, level: str, budget_s: float, seed: int | None) -> Hashable:
        given["new"].append(budget_s)
        return choose_move(state, level, budget_s, seed)

    def theirs(self: UciEngine, state: MorrisState, moves: list[str], budget_s: float,
               seed: int) -> str:  # fmt: skip
        given["other"].append(budget_s)
        return search(self, state, moves, budget_s, seed)

    monkeypatch.setattr(versus, "choose_move", ours)
    monkeypatch.setattr(UciEngine, "move", theirs)
    clock = versus.Match("morris", None, f"{sys.executable} {engine}", [], 0.02, 0.3, 6, 2)
    assert versus.play(0, clock).plies == 6
    assert given == {"new": [0.02, 0.02], "other": [0.3, 0.3]}  # plies 3 and 5, 4 and 6
