"""Judging placements against a longer search."""

import json
from pathlib import Path

import pytest

from bench.ai_placing import Judge, placing_positions
from games.registry import get_game
from tests.bench.test_ai_tune import MOVES


def test_the_positions_are_those_before_the_placements_asked_for_each_once(
    tmp_path: Path,
) -> None:
    games = tmp_path / "games.jsonl"
    games.write_text(json.dumps({"moves": MOVES}) + "\n" + json.dumps({"moves": MOVES[:12]}) + "\n")
    game = get_game("morris")
    state, before = game.initial(), []
    for text in MOVES[:16]:
        before.append(state.position())
        state = state.play(game.parse_move(state, text))
    # Plies 8 to 16 of the first game; the second, its first 12 plies, adds nothing new.
    assert placing_positions([games], 8, 16, 1) == before[7:16]
    assert placing_positions([games], 8, 16, 2) == before[7:16:2]
    # Past the placing phase (ply 19 on) there is nothing to judge.
    assert placing_positions([games], 19, 24, 1) == []
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps({"moves": MOVES}) + "\n" + json.dumps({"moves": ["a1", "a1"]}) + "\n")
    with pytest.raises(ValueError, match=r"bad\.jsonl, line 2: not a JSON game"):
        placing_positions([bad], 8, 16, 1)


@pytest.mark.slow  # searches of seconds
def test_the_judge_scores_an_unblocked_mill_below_its_block_and_keeps_its_verdicts(
    tmp_path: Path,
) -> None:
    game = get_game("morris")
    state = game.initial()
    for text in ("a1", "b2", "d1"):  # White threatens to close a1-d1-g1
        state = state.play(game.parse_move(state, text))
    position = state.position()
    kept = tmp_path / "judged.jsonl"
    judge = Judge(kept, 0.05, 2)  # two processes side by side
    judge.choose([position])
    judge.rate([(position, "f6")])
    assert judge.best[position] == "g1"
    assert judge.scores[position, "f6"] < judge.scores[position, "g1"] - 50
    assert len(kept.read_text().splitlines()) == 2
    again = Judge(kept, 0.05, 1)
    assert (again.best, again.scores) == (judge.best, judge.scores)
    again.choose([position])
    again.rate([(position, "f6"), (position, "g1")])
    assert len(kept.read_text().splitlines()) == 2  # nothing searched twice
    assert Judge(kept, 0.1, 1).best == {}  # a longer judge does not take these verdicts
