"""Lobby latency through the service: quick pairing, accepting seeks and listing the lobby.

Run with ``python -m bench.lobby [--players 200] [--seeks 50] [--concurrency 20]
[--backend sqlite|postgresql] [--seed 1]``.
``--seeks`` players open a seek each (scope server); then ``--players`` players, each in a
channel of their own with a random stored rating, join the pools of a few games and clocks,
``--concurrency`` at a time; then as many other players list the lobby and accept one seek
each. Every call goes through ``MatchService.lobby`` and commits (SQLite: WAL,
``synchronous=FULL``) before it returns. With ``--backend postgresql`` the calls alternate
between two services on their own connections, as two processes of a cluster would run them,
on a throwaway server started from the installed binaries.

Measured: the latency of the join that pairs (the second player's click, up to the match
stored and indexed; posting the boards on Discord is not included), of an accept, and of a
listing; p50 and p99 of each, and whether every pairing and accept made exactly one game.
Prints the figures, then one line of ``key=value`` figures.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bench.service_throughput import NoComputer
from bot.service import GLOBAL_SCOPE, LobbyError, MatchService
from bot.storage import SqlRepository, Standing, open_database, open_storage
from bot.storage.queries import STANDING_STORE
from bot.storage.rows import standing_row
from devtools.postgres_server import INSTALL_HINT, ThrowawayServer, find_binaries

GUILD = 1
POOLS = [("morris", 300), ("morris", 86400), ("notakto", 300), ("lasker", 600)]
"""The games and clocks players join."""


def percentiles(values: list[float]) -> tuple[float, float]:
    """p50 and p99 of ``values`` in milliseconds."""
    cuts = statistics.quantiles(values, n=100, method="inclusive")
    return cuts[49] * 1000, cuts[98] * 1000


async def store_ratings(repo: SqlRepository, ratings: dict[int, float]) -> None:
    """Store each player's global rating in every pool's game, as after ten rated games."""
    async with repo.database.transaction() as tx:
        for user, rating in ratings.items():
            for game in {game for game, _ in POOLS}:
                standing = Standing(GLOBAL_SCOPE, game, user, wins=5, losses=5, rated_games=10)
                standing.rating = rating
                await tx.execute(STANDING_STORE, (*standing_row(standing), 0, 0, 0, 0))


async def timed(latencies: list[float], call: object) -> object:
    """Await ``call`` and append how long it took."""
    started = time.perf_counter()
    result = await call  # type: ignore[misc]
    latencies.append(time.perf_counter() - started)
    return result


async def run(services: list[MatchService], repo: SqlRepository, args: argparse.Namespace) -> None:
    """Drive the lobby on ``services`` (calls alternate between them) and print the figures."""
    rng = random.Random(args.seed)
    seekers = range(1, args.seeks + 1)
    joiners = range(10_000, 10_000 + args.players)
    takers = range(20_000, 20_000 + args.seeks)
    await store_ratings(repo, {u: rng.gauss(1500, 200) for u in [*seekers, *joiners, *takers]})
    seeks = []
    for user in seekers:
        game, clock = rng.choice(POOLS)
        service = services[user % len(services)]
        seeks.append(
            await service.lobby.seek(GUILD, user, user, game, turn_time_s=clock, scope="server")
        )
    pair_latency: list[float] = []
    wait_latency: list[float] = []
    pairings = 0
    gate = asyncio.Semaphore(args.concurrency)

    async def join(user: int) -> None:
        nonlocal pairings
        game, clock = rng.choice(POOLS)
        service = services[user % len(services)]
        async with gate:
            started = time.perf_counter()
            result = await service.lobby.join_pool(GUILD, user, user, game, turn_time_s=clock)
            took = time.perf_counter() - started
        if result.match is None:
            wait_latency.append(took)
        else:
            pair_latency.append(took)
            pairings += 1

    began = time.perf_counter()
    await asyncio.gather(*(join(user) for user in joiners))
    pool_s = time.perf_counter() - began
    list_latency: list[float] = []
    accept_latency: list[float] = []
    accepted = 0
    for taker, seek in zip(takers, seeks, strict=True):
        service = services[taker % len(services)]
        listing = await timed(list_latency, service.lobby.visible_seeks(GUILD, taker, taker))
        assert any(s.id == seek.id for s in listing)  # type: ignore[attr-defined]
        try:
            await timed(
                accept_latency, service.lobby.accept(GUILD, seek.channel_id, taker, seek.id)
            )
            accepted += 1
        except LobbyError as error:
            print(f"seek {seek.id} refused: {error}")
    [(games,)] = await repo.database.fetchall("SELECT COUNT(*) FROM games")
    [(waiting,)] = await repo.database.fetchall("SELECT COUNT(*) FROM pool_entries")
    exact = int(games) == pairings + accepted and pairings * 2 + int(waiting) == args.players
    (pair50, pair99), (wait50, wait99) = percentiles(pair_latency), percentiles(wait_latency)
    (acc50, acc99), (list50, list99) = percentiles(accept_latency), percentiles(list_latency)
    print(
        f"{args.backend} ({len(services)} service(s)): {args.players} players joined "
        f"{len(POOLS)} pools in {pool_s:.2f} s, {args.concurrency} at a time, {args.seeks} "
        "seeks open"
    )
    print(f"  pairing join: {pairings} pairs, p50 {pair50:.1f} ms, p99 {pair99:.1f} ms")
    print(f"  waiting join: {len(wait_latency)} joins, p50 {wait50:.1f} ms, p99 {wait99:.1f} ms")
    print(f"  accept seek : {accepted} accepted, p50 {acc50:.1f} ms, p99 {acc99:.1f} ms")
    print(f"  list lobby  : {len(list_latency)} listings, p50 {list50:.1f} ms, p99 {list99:.1f} ms")
    print(f"  games stored {games} = pairs + accepts, nobody paired twice: {exact}")
    print(
        f"backend={args.backend} services={len(services)} players={args.players} "
        f"seeks={args.seeks} pairs={pairings} pair_p50_ms={pair50:.1f} pair_p99_ms={pair99:.1f} "
        f"accept_p50_ms={acc50:.1f} accept_p99_ms={acc99:.1f} list_p50_ms={list50:.1f} "
        f"list_p99_ms={list99:.1f} exactly_once={exact}"
    )


async def main_async(args: argparse.Namespace) -> None:
    """Open the backend, start the service(s), run, and clean up."""
    opened: list[tuple[MatchService, SqlRepository]] = []
    with tempfile.TemporaryDirectory() as scratch:
        server: ThrowawayServer | None = None
        if args.backend == "sqlite":
            repo = await open_database(Path(scratch) / "lobby.db")
            opened.append((MatchService(repo, provider=NoComputer()), repo))
            reader = repo
        else:
            binaries = find_binaries()
            if binaries is None:
                raise SystemExit(f"PostgreSQL is not installed: {INSTALL_HINT}")
            server = ThrowawayServer(binaries, durable=True)
            url = await server.create_database("lobby")
            for _ in range(2):
                remote = await open_storage(url)
                opened.append((MatchService(remote, provider=NoComputer()), remote))
            reader = opened[0][1]
        try:
            for service, _ in opened:
                await service.resume()
            await run([service for service, _ in opened], reader, args)
        finally:
            for service, repo in opened:
                await service.close()
                await repo.close()
            if server is not None:
                server.stop()


def main() -> None:
    """Parse the arguments and run."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--seeks", type=int, default=50)
    parser.add_argument("--concurrency", type=int, default=20)
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--seed", type=int, default=1)
    asyncio.run(main_async(parser.parse_args()))


if __name__ == "__main__":
    main()
