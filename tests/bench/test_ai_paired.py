"""The paired comparison of two matches on the same openings (``bench.ai_paired``)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bench.ai_paired import LOSSES, common, paired
from bench.ai_versus_ref import Game, opening

ROOT = Path(__file__).resolve().parents[2]
FORKED = ["d2", "d6", "f4", "b4", "f2", "b2", "f6xb4"]
"""Issue 39's example: Black loses b4 to White's double threat at ply 7."""


def game(number: int, result: str, moves: list[str] | None = None, plies: int = 0) -> Game:
    """Return a recorded game of the new engine (first in even games, as the match plays),
    lost by a blockade at ``plies`` (the moves' count by default) if lost."""
    moves = moves or []
    side = 1 if number % 2 == 0 else 2
    return Game(number, side, result, plies or len(moves), "no_moves", (9, 9), moves, [])


def records(*results: tuple[str, str]) -> tuple[dict[int, Game], dict[int, Game]]:
    """Return a base and a candidate record from the results of each game, in game order."""
    base = {n: game(n, b) for n, (b, _) in enumerate(results)}
    candidate = {n: game(n, c) for n, (_, c) in enumerate(results)}
    return base, candidate


def test_a_game_and_its_colour_swapped_twin_start_from_the_same_opening() -> None:
    # What makes two matches comparable game by game: the opening is a function of the number.
    assert opening(6, 2) == opening(7, 2) == opening(6, 2)
    assert len({tuple(opening(2 * k, 2)) for k in range(20)}) > 10


def test_the_same_results_differ_by_nothing() -> None:
    base, candidate = records(("win", "win"), ("draw", "draw"), ("loss", "loss"), ("win", "win"))
    result = paired(base, candidate, resamples=500)
    assert (result.mean, result.low, result.high) == (0.0, 0.0, 0.0)
    assert (result.openings, result.games, result.better, result.worse) == (2, 4, 0, 0)


def test_the_interval_resamples_openings_not_games() -> None:
    # One opening: every resample draws it, with both its games, so the interval is the mean.
    # Drawing the two games apart would have spread it from 0 to 1.
    base, candidate = records(("loss", "win"), ("draw", "draw"))
    result = paired(base, candidate, resamples=500)
    assert (result.mean, result.low, result.high) == (0.5, 0.5, 0.5)


def test_a_candidate_better_in_most_openings_has_an_interval_above_zero() -> None:
    base, candidate = records(
        *[("loss", "win"), ("draw", "draw")] * 15, ("win", "loss"), ("win", "draw")
    )
    result = paired(base, candidate, resamples=2000)
    assert result.mean == pytest.approx((15 - 1 - 0.5) / 32)
    assert 0 < result.low < result.mean < result.high < 1
    assert (result.better, result.worse) == (15, 1)
    worse = paired(candidate, base, resamples=2000)
    assert worse.high < 0 and worse.low == pytest.approx(-result.high)


def test_losses_are_compared_apart_from_the_score() -> None:
    # Two draws for a win and a loss: the same score, one loss fewer a game in two.
    base, candidate = records(("win", "draw"), ("loss", "draw"), ("draw", "loss"), ("draw", "draw"))
    assert paired(base, candidate, resamples=200).mean == -0.125
    lost = paired(base, candidate, resamples=500, worth=LOSSES)
    assert lost.mean == 0.0 and (lost.better, lost.worse) == (1, 1)
    assert lost.low == -0.5 and lost.high == 0.5
    fewer = paired(*records(("loss", "draw"), ("loss", "loss")), resamples=200, worth=LOSSES)
    assert (fewer.mean, fewer.low, fewer.high) == (-0.5, -0.5, -0.5)


def test_only_the_games_both_records_hold_with_a_result_count() -> None:
    base, candidate = records(("loss", "win"), ("loss", "win"), ("draw", "win"), ("draw", "win"))
    del candidate[3]  # not played yet
    base[1] = game(1, "void")  # set aside: the other engine's illegal move
    assert common(base, candidate) == [0, 2]
    result = paired(base, candidate, resamples=200)
    assert (result.mean, result.openings, result.games) == (0.75, 2, 2)
    with pytest.raises(ValueError, match="no game in common"):
        paired(base, {})


@pytest.mark.slow
def test_the_command_prints_each_records_figures_and_the_difference(tmp_path: Path) -> None:
    base = [game(0, "loss", FORKED[:5], plies=40), game(1, "loss", FORKED, plies=52)]
    candidate = [game(0, "win"), game(1, "draw"), game(2, "win")]
    paths = []
    for name, games in (("base", base), ("candidate", candidate)):
        path = tmp_path / f"{name}.jsonl"
        path.write_text("".join(json.dumps(g.__dict__) + "\n" for g in games))
        paths.append(str(path))
    done = subprocess.run(
        [sys.executable, "-m", "bench.ai_paired", *paths, "--resamples", "100"],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].endswith(
        "base.jsonl: 2 games +0 =0 -2, score 0.000 (95% 0.000-0.658); blockade losses: new 2 "
        "(games 0 as White at ply 40, 1 as Black at ply 52; 1 as the first player), ref 0; "
        "pieces lost while placing: new 1 in 1 games, 1 to a double threat (plies [7]), "
        "ref 0 in 0 games, 0 to a double threat"
    )
    assert "candidate.jsonl: 2 games +1 =1 -0, score 0.750" in lines[1]
    assert lines[2].startswith(
        "paired on 1 openings (2 games): candidate less base +0.750 a game (95% +0.750 to +0.750"
    )
    assert lines[3].startswith(
        "losses a game: candidate less base -1.000 (95% -1.000 to -1.000); candidate lost more "
        "in 0 openings, fewer in 1"
    )
    assert lines[4].startswith(
        "openings=1 games=2 difference=+0.750 ci_low=+0.750 ci_high=+0.750 loss_difference=-1.000 "
        "loss_ci_low=-1.000 loss_ci_high=-1.000"
    )
    assert "base_placing_forked=1 candidate_score=0.750 candidate_blockade_losses=0" in lines[4]
