"""Match-service throughput: many concurrent games, random legal moves, durable commits.

Run with ``python -m bench.service_throughput [--games 1000] [--moves 20000] [--baseline 5000]
[--backend sqlite|postgresql|both]``.
Every move goes through ``MatchService.move`` and is committed (WAL, ``synchronous=FULL``) before
it is acknowledged; moves of different games that wait at the same time share a transaction
(group commit), so with many games the service needs far fewer fsyncs than moves. In the same
run a bare aiosqlite loop commits one small row per transaction on a file with the same pragmas:
the floor the service is compared with. The two alternate in ``--rounds`` rounds so that a
change in the disk's speed during the run (other work on the machine) affects both alike.
With ``--backend postgresql`` (or ``both``, alternating with SQLite) the service stores on a
throwaway PostgreSQL server started from the installed binaries, fsync on: a commit then waits
for the server's WAL flush. Prints the figures, then one line of ``key=value`` figures per backend.
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
from bot.storage import Repository, open_database, open_storage
from bot.storage.sqlite import PRAGMAS
from devtools.postgres_server import INSTALL_HINT, ThrowawayServer, find_binaries
from games.ai.review import Review

GUILD = 1


class NoComputer:
    """The benchmark has no computer players: a provider that is never asked."""

    async def choose_move(self, *args: object) -> str:
        raise AssertionError("no computer games in this benchmark")

    async def accepts_draw(self, *args: object) -> bool:
        raise AssertionError("no computer games in this benchmark")

    async def offers_draw(self, *args: object) -> bool:
        raise AssertionError("no computer games in this benchmark")

    async def review(self, *args: object) -> Review:
        raise AssertionError("no reviews in this benchmark")

    def close(self) -> None:
        pass


class ServiceLoad:
    """``games`` concurrent games on one service, each driven by its own task."""

    def __init__(self, service: MatchService, games: int, game: str, seed: int) -> None:
        self.service = service
        self.games = games
        self.game = game
        self.rngs = [random.Random(seed * 100_003 + channel) for channel in range(games)]
        self.latencies: list[float] = []
        self.finished = 0
        self.remaining = 0

    async def start(self) -> None:
        """Start every game."""
        for channel in range(self.games):
            await self.new_game(channel)

    async def new_game(self, channel: int) -> None:
        """Challenge and accept a game in ``channel``."""
        first, second = 2 * channel + 1, 2 * channel + 2
        await self.service.challenge(GUILD, channel, first, second, self.game, first="me")
        await self.service.accept(GUILD, channel, second)

    async def drive(self, channel: int) -> None:
        """Play random legal moves in ``channel`` while the round has moves left."""
        service, rng = self.service, self.rngs[channel]
        while self.remaining > 0:
            self.remaining -= 1
            view = service.active_game(channel, 2 * channel + 1)
            if view is None:
                self.finished += 1
                await self.new_game(channel)
                view = service.active_game(channel, 2 * channel + 1)
                assert view is not None
            mover = view.to_move_id
            text = rng.choice(service.legal_moves(channel, mover))
            began = time.perf_counter()
            await service.move(GUILD, channel, mover, text)
            self.latencies.append(time.perf_counter() - began)

    async def round(self, moves: int) -> float:
        """Play ``moves`` moves across all games; return the seconds taken."""
        self.remaining = moves
        began = time.perf_counter()
        await asyncio.gather(*(self.drive(channel) for channel in range(self.games)))
        return time.perf_counter() - began


async def baseline_round(db: aiosqlite.Connection, rows: int) -> float:
    """Commit ``rows`` small rows one per transaction; return the seconds taken."""
    began = time.perf_counter()
    for i in range(rows):
        await db.execute("INSERT INTO t (game, text) VALUES (?, ?)", (i % 1000, "a1-a4"))
        await db.commit()
    return time.perf_counter() - began


def percentile(values: list[float], fraction: float) -> float:
    """Return the value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def open_backend(backend: str, folder: Path, server: ThrowawayServer | None) -> Repository:
    """Open a new, empty database on ``backend`` for the service."""
    if backend == "sqlite":
        return await open_database(folder / "service.db")
    assert server is not None
    return await open_storage(await server.create_database("service"))


def start_server(backends: list[str]) -> ThrowawayServer | None:
    """Start a throwaway PostgreSQL server (durable: fsync on) if a backend needs one."""
    if "postgresql" not in backends:
        return None
    binaries = find_binaries()
    if binaries is None:
        raise SystemExit(f"PostgreSQL is not installed: {INSTALL_HINT}")
    return ThrowawayServer(binaries, durable=True)


async def run(args: argparse.Namespace) -> None:
    """Run the service on each backend and the baseline in alternating rounds; print the
    figures."""
    backends = ["sqlite", "postgresql"] if args.backend == "both" else [args.backend]
    server = start_server(backends)
    try:
        with tempfile.TemporaryDirectory(dir=args.dir) as folder:
            repos = [await open_backend(b, Path(folder), server) for b in backends]
            services = [
                MatchService(repo, rng=random.Random(args.seed), provider=NoComputer())
                for repo in repos
            ]
            loads = [ServiceLoad(s, args.games, args.game, args.seed) for s in services]
            for load in loads:
                await load.start()
            service_s = [0.0] * len(loads)
            baseline_s = 0.0
            async with aiosqlite.connect(Path(folder) / "baseline.db") as db:
                for pragma in PRAGMAS:
                    await db.execute(pragma)
                await db.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, game INTEGER, text TEXT)")
                await db.commit()
                for _ in range(args.rounds):
                    for i, load in enumerate(loads):
                        service_s[i] += await load.round(args.moves // args.rounds)
                    baseline_s += await baseline_round(db, args.baseline // args.rounds)
            for service, repo in zip(services, repos, strict=True):
                await service.close()
                await repo.close()
    finally:
        if server is not None:
            server.stop()
    rows = args.baseline // args.rounds * args.rounds
    baseline_per_s = rows / baseline_s
    print(
        f"baseline: bare aiosqlite, one row per transaction: {rows:,} commits in "
        f"{baseline_s:.2f} s: {baseline_per_s:,.0f} commits/s"
    )
    for backend, load, seconds in zip(backends, loads, service_s, strict=True):
        report(backend, args, load, seconds, baseline_per_s)


def report(
    backend: str, args: argparse.Namespace, load: ServiceLoad, seconds: float, baseline: float
) -> None:
    """Print the figures of the service on ``backend``."""
    moves = len(load.latencies)
    moves_per_s = moves / seconds
    p50, p99 = (percentile(load.latencies, f) * 1000 for f in (0.50, 0.99))
    print(
        f"service on {backend}: {moves:,} moves in {args.games:,} concurrent {args.game} games "
        f"({load.finished} finished and restarted) in {seconds:.2f} s: "
        f"{moves_per_s:,.0f} moves/s"
    )
    print(
        f"latency per move (queued behind the other games): p50 {p50:.1f} ms, p99 {p99:.1f} ms, "
        f"mean {statistics.fmean(load.latencies) * 1000:.1f} ms"
    )
    print(
        f"backend={backend} moves_per_s={moves_per_s:.0f} p50_ms={p50:.1f} p99_ms={p99:.1f} "
        f"baseline_per_s={baseline:.0f} ratio={moves_per_s / baseline:.2f}"
    )


def main() -> None:
    """Parse the options and run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="concurrent games")
    parser.add_argument("--moves", type=int, default=20_000, help="moves in all")
    parser.add_argument("--baseline", type=int, default=5000, help="rows for the bare loop")
    parser.add_argument("--rounds", type=int, default=5, help="alternations of the two")
    parser.add_argument("--game", default="morris", help="which game to play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dir", help="folder for the database files (default: the temp folder)")
    parser.add_argument(
        "--backend",
        choices=("sqlite", "postgresql", "both"),
        default="sqlite",
        help="where the service stores (postgresql: a throwaway server, fsync on, started from "
        "the installed binaries; both: the two in alternating rounds)",
    )
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
