"""The look every process of a shard cluster takes every ``timer_poll_s`` for games across
servers that a lost notification did not bring (:meth:`bot.service.forwarding.Forwarding.look`).

``python -m bench.cluster_look [--games 10000] [--across 50] [--rounds 20]``: starts a
throwaway PostgreSQL server, stores ``--games`` matches in progress of which ``--across`` are
games across servers, and times the reads of one look: as it was (every match in progress, whole
rows, then the homes of those of the other guilds) and as it is (the games across servers in
progress, three numbers each). Prints the median and the 95th percentile of each, and one line
of ``key=value`` figures.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections.abc import Awaitable, Callable

import asyncpg

from bench.e2e_bot import percentile
from bot.service import ManualClock, MatchService
from bot.storage import HomeRecord, Repository, open_storage
from devtools.postgres_server import INSTALL_HINT, ThrowawayServer, find_binaries

GUILD = 1
OTHER_GUILD = 2


async def fill(url: str, repo: Repository, games: int, across: int) -> None:
    """Store ``games`` matches in progress (copies of one), ``across`` of them with a home
    in :data:`OTHER_GUILD`."""
    service = MatchService(repo, clock=ManualClock(1_000_000.0))
    await service.challenge(GUILD, 10, 100, 200, "morris", first="me")
    await service.accept(GUILD, 10, 200)
    await service.close()
    connection = await asyncpg.connect(url)
    try:
        columns = [
            row["column_name"]
            for row in await connection.fetch(
                "SELECT column_name FROM information_schema.columns "
                "WHERE table_name = 'games' AND column_name <> 'id' ORDER BY ordinal_position"
            )
        ]
        listed = ", ".join(columns)
        await connection.execute(
            f"INSERT INTO games ({listed}) SELECT {listed} FROM games, "
            f"generate_series(2, {games}) WHERE games.id = 1"
        )
        ids = [r["id"] for r in await connection.fetch("SELECT id FROM games ORDER BY id")]
    finally:
        await connection.close()
    step = max(1, games // max(1, across))
    for game_id in ids[::step][:across]:
        await repo.put_home(HomeRecord(game_id, 2, OTHER_GUILD, 20, None, None))


async def timed(read: Callable[[], Awaitable[object]], rounds: int) -> list[float]:
    """Seconds of each of ``rounds`` runs of ``read``."""
    seconds = []
    for _ in range(rounds):
        began = time.perf_counter()
        await read()
        seconds.append(time.perf_counter() - began)
    return seconds


async def main(games: int, across: int, rounds: int) -> None:
    binaries = find_binaries()
    if binaries is None:
        sys.exit(f"PostgreSQL is not installed: {INSTALL_HINT}")
    server = ThrowawayServer(binaries)
    try:
        url = await server.create_database("look")
        repo = await open_storage(url)
        try:
            await fill(url, repo, games, across)

            async def before() -> object:
                active = await repo.active_games()
                return await repo.homes_of([r.id for r in active if r.guild_id != OTHER_GUILD])

            old = await timed(before, rounds)
            new = await timed(repo.across_in_progress, rounds)
        finally:
            await repo.close()
    finally:
        server.stop()
    print(f"{games} matches in progress, {across} across servers, {rounds} rounds")
    for name, seconds in (("every match (before)", old), ("games across (now)", new)):
        print(
            f"{name}: median {statistics.median(seconds) * 1000:.2f} ms, "
            f"p95 {percentile(seconds, 95):.2f} ms"
        )
    ratio = statistics.median(old) / statistics.median(new)
    print(
        f"games={games} across={across} before_ms={statistics.median(old) * 1000:.2f} "
        f"now_ms={statistics.median(new) * 1000:.2f} ratio={ratio:.1f}"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--across", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=20)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.games, arguments.across, arguments.rounds))
