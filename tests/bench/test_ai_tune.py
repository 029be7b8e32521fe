"""Fitting the Morris evaluation's weights to game results."""

import json
from pathlib import Path

import numpy as np

from bench.ai_tune import error, fit, positions
from games.ai.morris import FEATURES

# A real game (hard, first, was blockaded at ply 24), as bench.ai_versus_ref records it.
MOVES = [
    "e5",
    "d6",
    "e3",
    "b4",
    "c3",
    "d2",
    "c5",
    "b6",
    "d3xb6",
    "f4",
    "d1",
    "c4",
    "e4xc4",
    "c4",
    "d5xc4",
    "c4",
    "a4",
    "f6",
    "d1-g1",
    "b4-b6xa4",
    "g1-d1",
    "b6-b4",
    "d1-g1",
    "b4-b6xg1",
]


def test_every_whole_turn_is_labelled_with_the_result_for_the_side_to_move(
    tmp_path: Path,
) -> None:
    games = tmp_path / "games.jsonl"
    games.write_text(json.dumps({"new_side": 1, "result": "loss", "moves": MOVES}) + "\n")
    features, results = positions(games)
    # Every position but the last (the game is over there).
    assert len(features) == len(results) == len(MOVES) - 1
    # After White's moves Black is to move and won; after Black's, White is to move and lost.
    assert results == [1.0, 0.0] * 11 + [1.0]
    # Nine pieces each, on the board or in hand, until the first removal (ply 9).
    assert [row[FEATURES.index("piece")] for row in features[:9]] == [0] * 8 + [-1]


def test_the_fit_recovers_the_weights_that_made_the_results() -> None:
    rng = np.random.default_rng(1)
    features = rng.integers(-3, 4, size=(4000, 3)).astype(np.float64)
    truth = np.array([100.0, 40.0, -60.0])
    results = 1 / (1 + np.exp(-(features @ truth) / 150))
    start = np.array([100.0, 0.0, 0.0])
    fitted = fit(features, results, start, 150, held={0}, steps=3000)
    assert fitted[0] == 100
    assert np.allclose(fitted, truth, atol=2)
    assert error(features, results, fitted, 150) < error(features, results, start, 150) / 100
