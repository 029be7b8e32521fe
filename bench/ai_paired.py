"""Two versions of ``hard`` told apart: a paired comparison of two ``bench.ai_versus_ref``
records played on the same openings.

Run with ``python -m bench.ai_paired BASE.jsonl CANDIDATE.jsonl``. Both matches must have been
played with the same ``--opening-plies`` and game numbers (``--first``, ``--games``): game ``n``
starts from the opening drawn for ``n // 2``, once with each colour, whichever engine plays it,
so the same numbers mean the same openings. Only the games both records hold are compared (a game
set aside for the other engine's illegal move is left out of both).

Prints, for each record, the score with its 95% Wilson interval, the blockade losses (no legal
move) by colour and ply and the pieces each side lost while placing (to a double threat among
them); then the paired difference, the candidate's score less the base's, per game, with a 95%
interval from a bootstrap over the openings (each resample draws openings with replacement and
keeps both colours of each together, so the interval accounts for the pairing by opening, which
a game-by-game interval ignores), and the openings where each did better; then the same for the
losses a game (an engine that aims never to lose must bring them down, even at an equal score),
ending with one line of ``key=value`` figures.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from bench.ai_strength import wilson
from bench.ai_versus_ref import Game, Tally, recorded

POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}
"""A game's score for the new engine, by its result."""
LOSSES = {"win": 0.0, "draw": 0.0, "loss": 1.0}
"""A game's count of the new engine's losses, by its result: what an engine that aims never to
lose must bring down, whatever its score."""


@dataclass(frozen=True)
class Paired:
    """The candidate's score less the base's, per game, over the openings both played."""

    mean: float
    low: float
    high: float
    openings: int
    games: int
    better: int
    """Openings (both colours together) where the candidate scored more."""
    worse: int


def common(base: dict[int, Game], candidate: dict[int, Game]) -> list[int]:
    """Return the game numbers both records hold with a result (neither set aside)."""
    return sorted(
        n
        for n in base.keys() & candidate.keys()
        if base[n].result in POINTS and candidate[n].result in POINTS
    )


def paired(
    base: dict[int, Game],
    candidate: dict[int, Game],
    resamples: int = 10_000,
    seed: int = 0,
    worth: Mapping[str, float] = POINTS,
) -> Paired:
    """Return the mean paired difference per game of ``worth`` (the score by default, or
    :data:`LOSSES`) and its 95% percentile interval from ``resamples`` bootstrap draws of the
    openings (game ``n``'s opening is ``n // 2``); "better" is a higher worth."""
    by_opening: dict[int, list[float]] = {}
    for n in common(base, candidate):
        difference = worth[candidate[n].result] - worth[base[n].result]
        by_opening.setdefault(n // 2, []).append(difference)
    groups = [(sum(d), len(d)) for d in by_opening.values()]
    if not groups:
        raise ValueError("the two records have no game in common")
    total, count = sum(s for s, _ in groups), sum(n for _, n in groups)
    rng = random.Random(seed)
    means = []
    for _ in range(resamples):
        drawn = rng.choices(groups, k=len(groups))
        means.append(sum(s for s, _ in drawn) / sum(n for _, n in drawn))
    means.sort()
    low = means[int(0.025 * (resamples - 1))]
    high = means[int(0.975 * (resamples - 1))]
    return Paired(
        total / count,
        low,
        high,
        len(groups),
        count,
        sum(s > 0 for s, _ in groups),
        sum(s < 0 for s, _ in groups),
    )


def summary(name: str, games: list[Game]) -> tuple[str, Tally]:
    """Return one record's figures over ``games`` as a line, and its tally."""
    tally = Tally()
    for g in games:
        tally.add(g, review=False)
    played = tally.wins + tally.draws + tally.losses
    score = (tally.wins + tally.draws / 2) / played
    low, high = wilson(score, played)
    return (
        f"{name}: {played} games {tally.counts()}, score {score:.3f} (95% {low:.3f}-{high:.3f}); "
        f"blockade losses: new {tally.blockades()}, ref {tally.ref_blocked}; pieces lost while "
        f"placing: new {tally.placing(tally.placing_lost, tally.forked)}, "
        f"ref {tally.placing(tally.ref_placing_lost, tally.ref_forked)}"
    ), tally


def main() -> None:
    """Compare the two records and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("base", type=Path, help="the base engine's record")
    parser.add_argument("candidate", type=Path, help="the candidate's record")
    parser.add_argument("--resamples", type=int, default=10_000, help="bootstrap draws")
    parser.add_argument("--seed", type=int, default=0, help="the bootstrap's random seed")
    args = parser.parse_args()
    base, candidate = recorded(args.base), recorded(args.candidate)
    numbers = common(base, candidate)
    if not numbers:
        parser.error("the two records have no game in common")
    tallies = []
    for name, record in ((args.base, base), (args.candidate, candidate)):
        line, tally = summary(str(name), [record[n] for n in numbers])
        print(line)
        tallies.append(tally)
    result = paired(base, candidate, args.resamples, args.seed)
    print(
        f"paired on {result.openings} openings ({result.games} games): candidate less base "
        f"{result.mean:+.3f} a game (95% {result.low:+.3f} to {result.high:+.3f}, bootstrap "
        f"over the openings, {args.resamples} draws); candidate better in {result.better} "
        f"openings, worse in {result.worse}"
    )
    lost = paired(base, candidate, args.resamples, args.seed, LOSSES)
    print(
        f"losses a game: candidate less base {lost.mean:+.3f} (95% {lost.low:+.3f} to "
        f"{lost.high:+.3f}); candidate lost more in {lost.better} openings, fewer in {lost.worse}"
    )
    figures = " ".join(
        f"{key}_{name}={value}"
        for key, tally in zip(("base", "candidate"), tallies, strict=True)
        for name, value in (
            ("score", f"{(tally.wins + tally.draws / 2) / result.games:.3f}"),
            ("blockade_losses", len(tally.new_blocked)),
            ("placing_lost", sum(map(len, tally.placing_lost))),
            ("placing_forked", tally.forked),
        )
    )
    print(
        f"openings={result.openings} games={result.games} difference={result.mean:+.3f} "
        f"ci_low={result.low:+.3f} ci_high={result.high:+.3f} loss_difference={lost.mean:+.3f} "
        f"loss_ci_low={lost.low:+.3f} loss_ci_high={lost.high:+.3f} {figures}"
    )


if __name__ == "__main__":
    main()
