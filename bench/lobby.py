"""Lobby latency through the service: quick pairing, accepting seeks and listing the lobby.

Run with ``python -m bench.lobby [--players 200] [--seeks 50] [--concurrency 20]
[--backend sqlite|postgresql] [--seed 1]``.
``--seeks`` players open a seek each (scope server); then ``--players`` players, each in a
channel of their own with a random stored rating, join the pools of a few games and clocks,
``--concurrency`` at a time per process; then as many other players list the lobby and accept
one seek each. Every call goes through ``MatchService.lobby`` and commits (SQLite: WAL,
``synchronous=FULL``; PostgreSQL: fsync on) before it returns. With ``--backend postgresql``
two worker processes, each with its own service and connections as two processes of a cluster,
share the players and the seeks, started at the same moment, on a throwaway server started from
the installed binaries.

Measured: the latency of the join that pairs (the second player's click, up to the match
stored and indexed; posting the boards on Discord is not included), of a join that waits, of
an accept, and of a listing; p50 and p99 of each, and whether every pairing and accept made
exactly one game. Prints the figures, then one line of ``key=value`` figures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable
from pathlib import Path
from typing import TypeVar

from bench.service_throughput import NoComputer
from bot.service import GLOBAL_SCOPE, LobbyError, MatchService
from bot.storage import SqlRepository, Standing, open_database, open_storage
from bot.storage.queries import STANDING_STORE
from bot.storage.rows import standing_row
from devtools.postgres_server import INSTALL_HINT, ThrowawayServer, find_binaries

GUILD = 1
POOLS = [("morris", 300), ("morris", 86400), ("notakto", 300), ("lasker", 600)]
"""The games and clocks players join."""
JOINERS = 10_000
"""The first joining player's id (seekers are 1, 2, ...; accepters from ``TAKERS``)."""
TAKERS = 20_000
KINDS = ("pair", "wait", "accept", "list")
"""What is timed: a join that pairs, a join that waits, an accept, a listing."""
T = TypeVar("T")
Latencies = dict[str, list[float]]


def percentiles(values: list[float]) -> tuple[float, float]:
    """p50 and p99 of ``values`` in milliseconds."""
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    return cuts[49] * 1000, cuts[98] * 1000


async def timed(latencies: list[float], call: Awaitable[T]) -> T:
    """Await ``call``, appending how long it took."""
    started = time.perf_counter()
    result = await call
    latencies.append(time.perf_counter() - started)
    return result


async def prepare(repo: SqlRepository, service: MatchService, args: argparse.Namespace) -> None:
    """Store every player's rating (as after ten rated games) and open the seeks."""
    rng = random.Random(args.seed)
    seekers = range(1, args.seeks + 1)
    users = [*seekers, *range(JOINERS, JOINERS + args.players), *range(TAKERS, TAKERS + args.seeks)]
    async with repo.database.transaction() as tx:
        for user in users:
            rating = rng.gauss(1500, 200)
            for game in {game for game, _ in POOLS}:
                standing = Standing(
                    GLOBAL_SCOPE, game, user, wins=5, losses=5, rated_games=10, rating=rating
                )
                await tx.execute(STANDING_STORE, (*standing_row(standing), 0, 0, 0, 0))
    for user in seekers:
        game, clock = rng.choice(POOLS)
        await service.lobby.seek(GUILD, user, user, game, turn_time_s=clock, scope="server")


async def drive(
    service: MatchService, args: argparse.Namespace, share: int, shares: int
) -> Latencies:
    """Join the pools with this share of the players, ``--concurrency`` at a time, then
    list the lobby and accept this share of the seeks; return the latencies by kind."""
    rng = random.Random(args.seed * 7919 + share)
    timings: Latencies = {kind: [] for kind in KINDS}
    gate = asyncio.Semaphore(args.concurrency)

    async def join(user: int) -> None:
        game, clock = rng.choice(POOLS)
        async with gate:
            started = time.perf_counter()
            result = await service.lobby.join_pool(GUILD, user, user, game, turn_time_s=clock)
            took = time.perf_counter() - started
        timings["wait" if result.match is None else "pair"].append(took)

    joiners = range(JOINERS + share, JOINERS + args.players, shares)
    await asyncio.gather(*(join(user) for user in joiners))
    for seek_id in range(1 + share, args.seeks + 1, shares):
        taker = TAKERS + seek_id
        listing = await timed(timings["list"], service.lobby.visible_seeks(GUILD, taker, taker))
        [seek] = [s for s in listing if s.id == seek_id]
        try:
            await timed(
                timings["accept"], service.lobby.accept(GUILD, seek.channel_id, taker, seek_id)
            )
        except LobbyError as error:
            print(f"seek {seek_id} refused: {error}", file=sys.stderr)
    return timings


def report(
    args: argparse.Namespace, timings: Latencies, games: int, waiting: int, took: float
) -> None:
    """Print the figures."""
    pairs, accepted = len(timings["pair"]), len(timings["accept"])
    exact = games == pairs + accepted and 2 * pairs + waiting == args.players
    figures = {kind: percentiles(timings[kind]) for kind in KINDS}
    processes = 2 if args.backend == "postgresql" else 1
    print(
        f"{args.backend}, {processes} process(es): {args.players} players joined {len(POOLS)} "
        f"pools in {took:.2f} s, {args.concurrency} at a time per process; {args.seeks} seeks"
    )
    for kind, what, count in (
        ("pair", "join that pairs", pairs),
        ("wait", "join that waits", len(timings["wait"])),
        ("accept", "accept a seek", accepted),
        ("list", "list the lobby", len(timings["list"])),
    ):
        p50, p99 = figures[kind]
        print(f"  {what:15}: {count:4} calls, p50 {p50:6.1f} ms, p99 {p99:6.1f} ms")
    print(f"  games stored: {games} = pairs + accepts, nobody paired twice: {exact}")
    print(
        f"backend={args.backend} processes={processes} players={args.players} seeks={args.seeks} "
        f"pairs={pairs} "
        + " ".join(
            f"{kind}_p50_ms={figures[kind][0]:.1f} {kind}_p99_ms={figures[kind][1]:.1f}"
            for kind in KINDS
        )
        + f" exactly_once={exact}"
    )


async def counts(repo: SqlRepository) -> tuple[int, int]:
    """The games stored and the players left waiting."""
    [(games,)] = await repo.database.fetchall("SELECT COUNT(*) FROM games")
    [(waiting,)] = await repo.database.fetchall("SELECT COUNT(*) FROM pool_entries")
    return int(games), int(waiting)


async def on_sqlite(args: argparse.Namespace) -> None:
    """One process, one service on a SQLite file."""
    with tempfile.TemporaryDirectory() as scratch:
        repo = await open_database(Path(scratch) / "lobby.db")
        service = MatchService(repo, provider=NoComputer())
        try:
            await service.resume()
            await prepare(repo, service, args)
            started = time.perf_counter()
            timings = await drive(service, args, 0, 1)
            took = time.perf_counter() - started
            report(args, timings, *await counts(repo), took)
        finally:
            await service.close()
            await repo.close()


async def worker(args: argparse.Namespace) -> None:
    """A worker process: wait for the common start, drive its share, print the latencies."""
    repo = await open_storage(args.worker)
    service = MatchService(repo, provider=NoComputer())
    try:
        await service.resume()
        await asyncio.sleep(max(0.0, args.start_at - time.time()))
        timings = await drive(service, args, args.share, 2)
    finally:
        await service.close()
        await repo.close()
    print(json.dumps(timings))


async def on_postgresql(args: argparse.Namespace) -> None:
    """Two worker processes on one throwaway PostgreSQL database."""
    binaries = find_binaries()
    if binaries is None:
        raise SystemExit(f"PostgreSQL is not installed: {INSTALL_HINT}")
    server = ThrowawayServer(binaries, durable=True)
    try:
        url = await server.create_database("lobby")
        repo = await open_storage(url)
        service = MatchService(repo, provider=NoComputer())
        await service.resume()
        await prepare(repo, service, args)
        start_at = time.time() + 3.0  # both workers are connected by then
        common = [f"--players={args.players}", f"--seeks={args.seeks}", f"--seed={args.seed}"]
        common += [f"--concurrency={args.concurrency}", f"--start-at={start_at}"]
        workers = [
            await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bench.lobby",
                f"--worker={url}",
                f"--share={share}",
                *common,
                stdout=asyncio.subprocess.PIPE,
            )
            for share in (0, 1)
        ]
        outputs = [await w.communicate() for w in workers]
        took = time.time() - start_at
        timings: Latencies = {kind: [] for kind in KINDS}
        for out, _ in outputs:
            for kind, values in json.loads(out).items():
                timings[kind] += values
        report(args, timings, *await counts(repo), took)
        await service.close()
        await repo.close()
    finally:
        server.stop()


def main() -> None:
    """Parse the arguments and run."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--seeks", type=int, default=50)
    parser.add_argument("--concurrency", type=int, default=20)
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worker", help=argparse.SUPPRESS)  # a worker's database URL
    parser.add_argument("--share", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--start-at", type=float, default=0.0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        asyncio.run(worker(args))
    elif args.backend == "sqlite":
        asyncio.run(on_sqlite(args))
    else:
        asyncio.run(on_postgresql(args))


if __name__ == "__main__":
    main()
