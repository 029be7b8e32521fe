"""Fit the Morris evaluation's weights to game results (Texel's method) or to searches.

Run with ``python -m bench.ai_tune GAMES.jsonl ...`` on games recorded by
``python -m bench.ai_versus_ref --record GAMES.jsonl``. Every position after a whole turn is
labelled with the result of its game for the side to move (1, 0.5 or 0), and described by the
evaluation's feature counts (:data:`games.ai.morris.FEATURES`, the mover's minus the other
side's). The fit finds the weights whose score, squashed by ``1 / (1 + exp(-score / K))``,
predicts those results with the least squared error; ``piece`` stays at its weight (the scale),
and ``K`` is the best of a few scales for the current weights. ``--fix NAME=VALUE`` holds a
weight.

With ``--search BUDGET`` the labels are ``hard``'s own search scores instead (distillation):
the quiet positions (the mover can take nothing) in the plies ``--plies FIRST-LAST`` of those
games, each searched for ``BUDGET`` seconds on two processes and squashed with ``K`` =
:data:`SEARCH_SCALE`. The fit then asks what the static evaluation must weigh for a shallow
search to see what a deeper one sees. ``--labels FILE`` keeps the searched scores (JSON
lines) and reads them back on the next run instead of searching again.

Prints the games and positions read, the error of the current and of the fitted weights, and
each feature's current and fitted weight. A fit is a proposal, not a result: the positions of
one engine's games are strongly correlated, so a fitted set must win matches before it ships.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
import numpy.typing as npt

from games.ai.morris import FEATURES, WEIGHTS, search_morris, side_features
from games.morris import MorrisState
from games.registry import get_game

Array = npt.NDArray[np.float64]
SCALES = (50, 100, 150, 200, 300, 400)
"""The values of ``K`` tried for the current weights."""
SEARCH_SCALE = 150
"""``K`` for search scores: a position a piece up is a 66% favourite."""
RESULTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def differences(state: MorrisState) -> list[int]:
    """Return the mover's feature counts minus the other side's in ``state``."""
    own, opp = state.own_opp()
    hand_own, hand_opp = state.hands[state.to_move - 1], state.hands[2 - state.to_move]
    rules = state.game.mill
    mine = side_features(own, opp, hand_own, hand_opp, rules)
    theirs = side_features(opp, own, hand_opp, hand_own, rules)
    return [a - b for a, b in zip(mine, theirs, strict=True)]


def positions(path: Path) -> tuple[list[list[int]], list[float]]:
    """Return the feature differences and results of every whole-turn position in ``path``
    (a game set aside, ``void``, has no result and is left out)."""
    game = get_game("morris")
    found: list[list[int]] = []
    results: list[float] = []
    with path.open() as lines:
        for line in lines:
            record = json.loads(line)
            result = RESULTS.get(record["result"])
            if result is None:
                continue
            state = game.initial()
            assert isinstance(state, MorrisState)
            for text in record["moves"]:
                state = state.play(game.parse_move(state, text))
                if state.outcome is not None or state.pending is not None:
                    continue
                found.append(differences(state))
                results.append(result if state.to_move == record["new_side"] else 1 - result)
    return found, results


def quiet_positions(paths: list[Path], first: int, last: int) -> list[str]:
    """Return the positions after plies ``first`` to ``last`` of the games in ``paths`` where
    the mover can take no piece, each once."""
    game = get_game("morris")
    found: dict[str, None] = {}
    for path in paths:
        for line in path.read_text().splitlines():
            state = game.initial()
            assert isinstance(state, MorrisState)
            for ply, text in enumerate(json.loads(line)["moves"][:last], 1):
                state = state.play(game.parse_move(state, text))
                if state.outcome is not None:
                    break
                own, opp = state.own_opp()
                hand = state.hands[state.to_move - 1]
                if ply >= first and not state.game.mill.turns(
                    own, opp, hand, 0, removals_only=True
                ):
                    found[state.position()] = None
    return list(found)


def searched(position: str, budget: float) -> int:
    """Return ``hard``'s search score of ``position`` after ``budget`` seconds."""
    state = get_game("morris").parse_position(position)
    assert isinstance(state, MorrisState)
    return search_morris(state, "hard", budget, 1).score


def search_labels(
    paths: list[Path], first: int, last: int, budget: float, keep: Path | None
) -> tuple[list[list[int]], list[float]]:
    """Return the feature differences and squashed search scores of the quiet positions in
    plies ``first`` to ``last`` of ``paths`` (from ``keep`` if it exists, else searched and
    written there)."""
    if keep is not None and keep.exists():
        scores = dict(json.loads(line) for line in keep.read_text().splitlines())
    else:
        todo = quiet_positions(paths, first, last)
        with ProcessPoolExecutor(2) as pool:
            scores = dict(zip(todo, pool.map(searched, todo, [budget] * len(todo)), strict=True))
        if keep is not None:
            keep.write_text("".join(json.dumps(item) + "\n" for item in scores.items()))
    game = get_game("morris")
    found = []
    for position in scores:
        state = game.parse_position(position)
        assert isinstance(state, MorrisState)
        found.append(differences(state))
    clipped = np.clip(np.array(list(scores.values()), dtype=np.float64), -2000, 2000)
    return found, list(1 / (1 + np.exp(-clipped / SEARCH_SCALE)))


def ply_range(text: str) -> tuple[int, int]:
    """Parse ``--plies FIRST-LAST`` (an argparse type, shared by the bench tools)."""
    first, _, last = text.partition("-")
    if not (first.isdigit() and last.isdigit() and int(first) <= int(last)):
        raise argparse.ArgumentTypeError(f"takes FIRST-LAST, e.g. 12-24, not {text!r}")
    return int(first), int(last)


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
    parser.add_argument("--search", type=float, metavar="BUDGET", help="label with searches")
    parser.add_argument(
        "--plies", type=ply_range, help="FIRST-LAST: the plies searched (default 12-24)"
    )
    parser.add_argument("--labels", type=Path, help="JSON lines keeping the searched scores")
    args = parser.parse_args()
    if args.search is None and (args.plies or args.labels):
        parser.error("--plies and --labels go with --search BUDGET")
    games = sum(len(path.read_text().splitlines()) for path in args.games)
    if args.search is None:
        rows: list[list[int]] = []
        labels: list[float] = []
        for path in args.games:
            found, labelled = positions(path)
            rows += found
            labels += labelled
    else:
        first, last = args.plies or (12, 24)
        rows, labels = search_labels(args.games, first, last, args.search, args.labels)
    features, results = np.array(rows, dtype=np.float64), np.array(labels)
    start = np.array(WEIGHTS, dtype=np.float64)
    held = {FEATURES.index("piece")}
    for item in args.fix:
        name, _, value = item.partition("=")
        if name not in FEATURES:
            parser.error(f"unknown feature {name!r}: one of {', '.join(FEATURES)}")
        held.add(FEATURES.index(name))
        start[FEATURES.index(name)] = float(value)
    scale = (
        SEARCH_SCALE
        if args.search is not None
        else min(SCALES, key=lambda k: error(features, results, start, k))
    )
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
