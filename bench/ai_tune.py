"""Fit the Morris evaluation's weights to game results (Texel's method).

Run with ``python -m bench.ai_tune GAMES.jsonl ...`` on games recorded by
``python -m bench.ai_versus_ref --record GAMES.jsonl``. Every position after a whole turn is
labelled with the result of its game for the side to move (1, 0.5 or 0), and described by the
evaluation's feature counts (:data:`games.ai.morris.FEATURES`, the mover's minus the other
side's). The fit finds the weights whose score, squashed by ``1 / (1 + exp(-score / K))``,
predicts those results with the least squared error; ``piece`` stays at its weight (the scale),
and ``K`` is the best of a few scales for the current weights. ``--fix NAME=VALUE`` holds a
weight.

Prints the games and positions read, the error of the current and of the fitted weights, and
each feature's current and fitted weight. A fit is a proposal, not a result: the positions of
one engine's games are strongly correlated, so a fitted set must win matches before it ships.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np
import numpy.typing as npt

from games.ai.morris import FEATURES, WEIGHTS, side_features
from games.morris import MorrisState
from games.registry import get_game

Array = npt.NDArray[np.float64]
SCALES = (50, 100, 150, 200, 300, 400)
"""The values of ``K`` tried for the current weights."""
RESULTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def positions(path: Path) -> tuple[list[list[int]], list[float]]:
    """Return the feature differences and results of every whole-turn position in ``path``."""
    game = get_game("morris")
    features: list[list[int]] = []
    results: list[float] = []
    with path.open() as lines:
        for line in lines:
            record = json.loads(line)
            result = RESULTS[record["result"]]
            state = game.initial()
            assert isinstance(state, MorrisState)
            rules = state.game.mill
            for text in record["moves"]:
                state = state.play(game.parse_move(state, text))
                if state.outcome is not None or state.pending is not None:
                    continue
                own, opp = state.own_opp()
                hand_own, hand_opp = state.hands[state.to_move - 1], state.hands[2 - state.to_move]
                mine = side_features(own, opp, hand_own, hand_opp, rules)
                theirs = side_features(opp, own, hand_opp, hand_own, rules)
                features.append([a - b for a, b in zip(mine, theirs, strict=True)])
                results.append(result if state.to_move == record["new_side"] else 1 - result)
    return features, results


def error(features: Array, results: Array, weights: Array, scale: float) -> float:
    """Return the mean squared error of the squashed scores against the results."""
    predicted = 1 / (1 + np.exp(-(features @ weights) / scale))
    return float(np.mean((predicted - results) ** 2))


def fit(
    features: Array, results: Array, start: Array, scale: float, held: set[int], steps: int
) -> Array:
    """Return the weights that minimise :func:`error` from ``start`` (Adam), ``held`` fixed."""
    weights = start.copy()
    free = np.ones_like(weights)
    free[sorted(held)] = 0
    first = np.zeros_like(weights)
    second = np.zeros_like(weights)
    for _ in range(steps):
        predicted = 1 / (1 + np.exp(-(features @ weights) / scale))
        slope = 2 * (predicted - results) * predicted * (1 - predicted) / scale
        gradient = (slope @ features) / len(results) * free
        first = 0.9 * first + 0.1 * gradient
        second = 0.999 * second + 0.001 * gradient**2
        weights -= 0.5 * first / (np.sqrt(second) + 1e-12)
    return weights


def main() -> None:
    """Read the games, fit and print the weights."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", type=Path, nargs="+", help="JSON lines from bench.ai_versus_ref")
    parser.add_argument("--fix", action="append", default=[], help="hold a weight: NAME=VALUE")
    parser.add_argument("--steps", type=int, default=4000, help="steps of the fit")
    args = parser.parse_args()
    rows: list[list[int]] = []
    labels: list[float] = []
    games = 0
    for path in args.games:
        found, labelled = positions(path)
        rows += found
        labels += labelled
        games += sum(1 for _ in path.open())
    features, results = np.array(rows, dtype=np.float64), np.array(labels)
    start = np.array(WEIGHTS, dtype=np.float64)
    held = {FEATURES.index("piece")}
    for item in args.fix:
        name, _, value = item.partition("=")
        if name not in FEATURES:
            parser.error(f"unknown feature {name!r}: one of {', '.join(FEATURES)}")
        held.add(FEATURES.index(name))
        start[FEATURES.index(name)] = float(value)
    scale = min(SCALES, key=lambda k: error(features, results, start, k))
    fitted = fit(features, results, start, scale, held, args.steps)
    print(f"{games} games, {len(results)} positions, K={scale}")
    print(
        f"error: current weights {error(features, results, start, scale):.5f}, "
        f"fitted {error(features, results, fitted, scale):.5f}"
    )
    for name, now, new in zip(FEATURES, start, fitted, strict=True):
        print(f"{name:17} {now:7.0f} {new:8.1f}")


if __name__ == "__main__":
    main()
