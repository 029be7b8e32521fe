"""Fitting the Morris evaluation's weights to game results."""

import json
from pathlib import Path

import numpy as np

from bench.ai_tune import error, fit, positions, quiet_positions, search_labels
from games.ai.morris import FEATURES
from games.registry import get_game

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


def test_search_labels_are_the_quiet_positions_searched_once_and_kept(tmp_path: Path) -> None:
    games = tmp_path / "games.jsonl"
    record = json.dumps({"new_side": 1, "result": "loss", "moves": MOVES}) + "\n"
    games.write_text(record * 2)  # the same game twice: each position is searched once
    game = get_game("morris")
    state = game.initial()
    quiet = []
    for ply, text in enumerate(MOVES[:12], 1):
        state = state.play(game.parse_move(state, text))
        takes = any(move.remove is not None for move in state.legal_moves())
        if ply >= 5 and not takes:
            quiet.append(state.position())
    # After Black's placements at plies 6, 8, 10 and 12 White can close a mill (at e4 or d5):
    # those positions are left out.
    assert len(quiet) == 4
    assert quiet_positions([games], 5, 12) == quiet
    keep = tmp_path / "labels.jsonl"
    rows, labels = search_labels([games], 5, 12, 0.01, keep)
    assert len(rows) == len(labels) == 4
    assert all(0 < label < 1 for label in labels)
    kept = [json.loads(line) for line in keep.read_text().splitlines()]
    assert [position for position, _ in kept] == quiet
    # Read back from the file, not searched again: a changed score shows through.
    keep.write_text("".join(json.dumps([position, 0]) + "\n" for position, _ in kept))
    assert search_labels([games], 5, 12, 0.01, keep)[1] == [0.5] * 4


def test_a_game_set_aside_is_left_out_of_the_fit(tmp_path: Path) -> None:
    # bench.ai_versus_ref records a game the other engine broke off with an illegal move as
    # "void": it has no result to learn from (the fit stopped with a KeyError on it).
    games = tmp_path / "games.jsonl"
    games.write_text(
        json.dumps({"new_side": 2, "result": "void", "moves": MOVES[:5]})
        + "\n"
        + json.dumps({"new_side": 1, "result": "loss", "moves": MOVES})
        + "\n"
    )
    features, results = positions(games)
    assert len(features) == len(results) == len(MOVES) - 1
    assert results[:2] == [1.0, 0.0]
