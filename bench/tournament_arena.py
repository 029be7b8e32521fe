"""An arena through the tournament service on a real SQLite file, on a simulated clock.

Run with ``python -m bench.tournament_arena [--players 100] [--minutes 30] [--seed 1]``. The
players join an arena of ``--minutes``; every game lasts a random 1 to 5 simulated minutes and
ends by a resignation (white or black at random). The clock moves on 10 s at a time. Prints the
games started per simulated minute and the time the service took (wall clock) from a game's end
to its players' next pairing stored and their games started: p50, p99 and the worst.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.service import ManualClock, MatchService
from bot.storage import open_database
from renderer import STYLES

GUILD, CHANNEL, ORGANISER = 100, 10, 1
STEP_S = 10.0


async def _run(players: int, minutes: int, seed: int) -> None:
    rng = random.Random(seed)
    clock = ManualClock()
    with tempfile.TemporaryDirectory() as folder:
        repo = await open_database(Path(folder) / "arena.db")
        service = MatchService(repo, clock=clock, rng=rng, board_styles=STYLES)
        await service.resume()
        tournaments = service.tournaments
        view = await tournaments.create(
            GUILD,
            CHANNEL,
            ORGANISER,
            "arena",
            "morris",
            rounds=minutes,
            turn_time_s=300,
            increment_s=3,
            max_players=players,
            starts_at=clock.now(),
        )
        entrants = list(range(1000, 1000 + players))
        for user in entrants:
            await tournaments.join(GUILD, view.record.id, user)
        began = clock.now()
        await tournaments.start(GUILD, view.record.id, ORGANISER)
        ends: dict[int, float] = {}
        latencies: list[float] = []
        while True:
            view = await tournaments.view(GUILD, view.record.id)
            playing = [b for b in view.boards if b.white_points is None and b.game_id]
            if view.record.status != "running" and not playing:
                break
            for board in playing:
                ends.setdefault(board.game_id or 0, clock.now() + rng.uniform(60, 300))
            for board in playing:
                if ends[board.game_id or 0] <= clock.now():
                    loser = rng.choice((board.white_id, board.black_id or 0))
                    started = time.perf_counter()
                    await service.resign(GUILD, CHANNEL, loser)
                    await tournaments.wait_idle()
                    latencies.append(time.perf_counter() - started)
            clock.advance(STEP_S)
            await tournaments.tick()
        await service.close()
        await repo.close()
    games = [b for b in view.boards if b.black_id is not None]
    per_minute = len(games) / minutes
    cuts = statistics.quantiles(latencies, n=100, method="inclusive")
    print(
        f"players={players} minutes={minutes} games={len(games)} "
        f"games_per_minute={per_minute:.1f} simulated_end={(clock.now() - began) / 60:.1f}min "
        f"end_to_pairing_p50={cuts[49] * 1000:.1f}ms p99={cuts[98] * 1000:.1f}ms "
        f"worst={max(latencies) * 1000:.1f}ms"
    )


def main() -> None:
    """Run the simulated arena and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--minutes", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    asyncio.run(_run(args.players, args.minutes, args.seed))


if __name__ == "__main__":
    main()
