"""Swiss pairing (bot.service.pairing): speed and correctness over simulated events.

Run with ``python -m bench.tournament_pairing [--events 200] [--seed 1]``. Prints the time to
pair each round of a 200-player Swiss of 7 rounds (round 7 the figure asked for), then plays
``--events`` simulated Swiss events of 8 to 200 players (random results, about one withdrawal
in ten rounds, as many rounds as :func:`max_swiss_rounds` allows up to 9) and counts
rematches, second byes, the worst colour difference, same colour three times running, rounds
that could not be paired, and the p50/p99 time per round.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bot.service.pairing import (
    BLACK_WIN,
    DRAW,
    WHITE_WIN,
    PairingImpossibleError,
    Played,
    max_swiss_rounds,
    swiss_round,
)
from bot.service.pairing_audit import audit


def _event(players: int, rounds: int, rng: random.Random) -> tuple[list[Played], list[float], int]:
    """One simulated event: its games, the time of each round's pairing, rounds not paired."""
    active = list(range(players))
    history: list[Played] = []
    times: list[float] = []
    for _ in range(rounds):
        if rng.random() < 0.1 and len(active) > 2 * rounds:
            active.remove(rng.choice(active))
        began = time.perf_counter()
        try:
            boards = swiss_round(active, history)
        except PairingImpossibleError:
            return history, times, rounds - len(times)
        times.append(time.perf_counter() - began)
        for board in boards:
            points = 1.0 if board.black is None else rng.choice((WHITE_WIN, DRAW, BLACK_WIN))
            history.append(Played(board.white, board.black, points))
    return history, times, 0


def main() -> None:
    """Time the 200-player event, then count the rules kept over the simulated events."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    _, times, _ = _event(200, 7, rng)
    print("200 players, seconds per round:", " ".join(f"{t:.3f}" for t in times))
    print(f"200 players round 7: {times[-1]:.3f} s")
    rematches = second_byes = runs_of_three = unpaired = games = 0
    worst = 0
    every_round: list[float] = []
    for _ in range(args.events):
        players = rng.randint(8, 200)
        history, times, missed = _event(players, min(9, max_swiss_rounds(players)), rng)
        every_round += times
        unpaired += missed
        tally = audit(history)
        games += tally.games
        rematches += tally.rematches
        second_byes += tally.second_byes
        worst = max(worst, tally.worst_colour_difference)
        runs_of_three += tally.same_colour_three_running
    cuts = statistics.quantiles(every_round, n=100, method="inclusive")
    print(
        f"events={args.events} games={games} rematches={rematches} second_byes={second_byes} "
        f"worst_colour_difference={worst} same_colour_three_running={runs_of_three} "
        f"rounds_not_paired={unpaired} round_p50={cuts[49]:.4f}s round_p99={cuts[98]:.4f}s"
    )


if __name__ == "__main__":
    main()
