"""Match-service throughput: many concurrent games, random legal moves, durable commits.

Run with ``python -m bench.service_throughput [--games 1000] [--moves 20000] [--baseline 5000]``.
Every move goes through ``MatchService.move`` and is committed (WAL, ``synchronous=FULL``) before
it is acknowledged. In the same run a bare aiosqlite loop commits one small row per transaction
on a file with the same pragmas: the floor the service is compared with. Prints the figures, then
one line of ``key=value`` figures.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

import aiosqlite

from bot.service import MatchService
from bot.storage import open_database
from bot.storage.sqlite import PRAGMAS

GUILD = 1


class NoComputer:
    """The benchmark has no computer players: a provider that is never asked."""

    async def choose_move(self, *args: object) -> str:
        raise AssertionError("no computer games in this benchmark")

    async def accepts_draw(self, *args: object) -> bool:
        raise AssertionError("no computer games in this benchmark")

    def close(self) -> None:
        pass


async def start_game(service: MatchService, channel: int, game: str) -> None:
    first, second = 2 * channel + 1, 2 * channel + 2
    await service.challenge(GUILD, channel, first, second, game, first="me")
    await service.accept(GUILD, channel, second)


async def service_run(
    folder: Path, games: int, moves: int, game: str, seed: int
) -> tuple[float, list[float], int]:
    """Return (seconds, latency of each move in seconds, games finished)."""
    repo = await open_database(folder / "service.db")
    service = MatchService(repo, rng=random.Random(seed), provider=NoComputer())
    await service.resume()
    for channel in range(games):
        await start_game(service, channel, game)
    latencies: list[float] = []
    finished = 0
    remaining = moves

    async def drive(channel: int) -> None:
        nonlocal remaining, finished
        rng = random.Random(seed * 100_003 + channel)
        while remaining > 0:
            remaining -= 1
            view = service.active_game(channel, 2 * channel + 1)
            if view is None:
                finished += 1
                await start_game(service, channel, game)
                view = service.active_game(channel, 2 * channel + 1)
                assert view is not None
            mover = view.to_move_id
            text = rng.choice(service.legal_moves(channel, mover))
            began = time.perf_counter()
            await service.move(GUILD, channel, mover, text)
            latencies.append(time.perf_counter() - began)

    began = time.perf_counter()
    await asyncio.gather(*(drive(channel) for channel in range(games)))
    elapsed = time.perf_counter() - began
    await service.close()
    await repo.close()
    return elapsed, latencies, finished


async def baseline_run(folder: Path, rows: int) -> float:
    """Return the seconds a bare aiosqlite loop takes to commit ``rows`` one at a time."""
    async with aiosqlite.connect(folder / "baseline.db") as db:
        for pragma in PRAGMAS:
            await db.execute(pragma)
        await db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, game INTEGER, text TEXT)")
        await db.commit()
        began = time.perf_counter()
        for i in range(rows):
            await db.execute("INSERT INTO t (game, text) VALUES (?, ?)", (i % 1000, "a1-a4"))
            await db.commit()
        return time.perf_counter() - began


def percentile(values: list[float], fraction: float) -> float:
    """Return the value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def run(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory(dir=args.dir) as folder:
        path = Path(folder)
        elapsed, latencies, finished = await service_run(
            path, args.games, args.moves, args.game, args.seed
        )
        baseline_s = await baseline_run(path, args.baseline)
    moves_per_s = len(latencies) / elapsed
    baseline_per_s = args.baseline / baseline_s
    p50, p99 = percentile(latencies, 0.50) * 1000, percentile(latencies, 0.99) * 1000
    print(
        f"service: {len(latencies):,} moves in {args.games:,} concurrent {args.game} games "
        f"({finished} finished and restarted) in {elapsed:.2f} s: {moves_per_s:,.0f} moves/s"
    )
    print(
        f"latency per move (queued behind the other games): p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
        f"mean {statistics.fmean(latencies) * 1000:.1f} ms"
    )
    print(
        f"baseline: bare aiosqlite, one row per transaction: {args.baseline:,} commits in "
        f"{baseline_s:.2f} s: {baseline_per_s:,.0f} commits/s"
    )
    ratio = moves_per_s / baseline_per_s
    print(
        f"moves_per_s={moves_per_s:.0f} p50_ms={p50:.1f} p99_ms={p99:.1f} "
        f"baseline_per_s={baseline_per_s:.0f} ratio={ratio:.2f}"
    )


def main() -> None:
    """Parse the options and run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="concurrent games")
    parser.add_argument("--moves", type=int, default=20_000, help="moves in all")
    parser.add_argument("--baseline", type=int, default=5000, help="rows for the bare loop")
    parser.add_argument("--game", default="morris", help="which game to play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dir", help="folder for the database files (default: the temp folder)")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
