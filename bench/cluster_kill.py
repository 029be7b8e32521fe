"""A shard cluster under SIGKILL: two bot processes (one shard each) on one PostgreSQL database.

``python -m bench.cluster_kill [--kills 10] [--games 2] [--think 0.1] [--seed 1]``: starts a
throwaway PostgreSQL server (fsync on) from the installed binaries, the local Discord stand-in
advising two shards with a guild on each, and ``python -m bot`` twice (``SHARD_COUNT=2``,
``SHARD_IDS`` 0 and 1). ``--games`` scripted Nine Men's Morris games run in each guild. The
other process's games are first played alone for a baseline; then process 0 is SIGKILLed
``--kills`` times, each time with a move of each of its games in flight, and restarted, while
process 1's games go on. Prints the figures, then one line of ``key=value``: kills,
acknowledged and lost (acknowledged moves of the killed process missing from the database after
a kill: must be 0), in_flight and in_flight_kept (moves typed just before a kill, and those the
database held all the same), other_moves and other_failures (process 1's moves during the kills,
and those not answered with their board), other p50/p99 before and during the kills.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import asyncpg

from devtools.postgres_server import INSTALL_HINT, ThrowawayServer, find_binaries
from standin import StandIn
from standin.cluster import Cluster, Table, drill
from standin.harness import BotProcess


def percentile(samples: list[float], p: int) -> float:
    """The ``p``-th percentile (1-99) of ``samples``, in milliseconds."""
    return statistics.quantiles(samples, n=100, method="inclusive")[p - 1] * 1000


async def baseline(
    standin: StandIn, tables: list[Table], seconds: float, think: float
) -> list[float]:
    """Play ``tables`` for ``seconds`` with no kills; return each move's seconds to its board."""
    rng = random.Random(0)
    times: list[float] = []
    end = time.perf_counter() + seconds

    async def keep_playing(table: Table) -> None:
        while time.perf_counter() < end:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            times.append(await table.play(standin))

    await asyncio.gather(*(keep_playing(table) for table in tables))
    return times


async def run(server: ThrowawayServer, kills: int, games: int, think: float, seed: int) -> None:
    """Set up the cluster, run the baseline and the drill, print the figures."""
    url = await server.create_database("cluster")
    standin = StandIn(shard_count=2)
    standin.add_guild("second", shard=1)
    tables: list[list[Table]] = []
    for number, guild in enumerate(standin.guilds.values()):
        tables.append([])
        for game in range(games):
            channel = standin.add_channel(f"games-{game}", guild=guild)
            players = (
                standin.add_user(f"white-{number}-{game}", guild=guild),
                standin.add_user(f"black-{number}-{game}", guild=guild),
            )
            tables[-1].append(Table(guild, channel, players))
    await standin.start()
    processes: list[BotProcess] = []
    database = await asyncpg.connect(url)

    async def committed(game: int) -> int:
        return int(await database.fetchval("SELECT count(*) FROM moves WHERE game_id = $1", game))

    with tempfile.TemporaryDirectory() as workdir:
        try:
            await Cluster(standin, Path(workdir), url, processes).start()
            for table in tables[0] + tables[1]:
                await table.new_game(standin)
            before = await baseline(standin, tables[1], 5.0, think)
            began = time.perf_counter()
            report = await drill(
                standin, processes[0], tables[0], tables[1], kills, committed,
                random.Random(seed), think,
            )  # fmt: skip
            elapsed = time.perf_counter() - began
            problems = list(standin.rejections)
        finally:
            for process in processes:
                await process.stop()
            await database.close()
            await standin.close()
    if problems:
        raise RuntimeError(f"the stand-in rejected requests: {problems[:5]}")
    during = report.other_moves
    print(
        f"2 processes x 1 shard on PostgreSQL, {games} games per process; process 0 killed "
        f"{report.kills} times in {elapsed:.1f} s (restart median "
        f"{statistics.median(report.restart_s):.2f} s, max {max(report.restart_s):.2f} s)"
    )
    print(
        f"killed process: {report.acknowledged} moves acknowledged, {report.lost} of them lost; "
        f"{report.in_flight} in flight at a kill, {report.in_flight_kept} of those committed"
    )
    print(
        f"other process: {len(during)} moves during the kills, {len(report.other_failures)} "
        f"unanswered; typed move -> board p50 {percentile(during, 50):.1f} ms p99 "
        f"{percentile(during, 99):.1f} ms (alone before: p50 {percentile(before, 50):.1f} ms "
        f"p99 {percentile(before, 99):.1f} ms, {len(before)} moves)"
    )
    for failure in report.other_failures:
        print(f"  unanswered: {failure}")
    print(
        f"kills={report.kills} acknowledged={report.acknowledged} lost={report.lost} "
        f"in_flight={report.in_flight} in_flight_kept={report.in_flight_kept} "
        f"other_moves={len(during)} other_failures={len(report.other_failures)} "
        f"other_p50_ms={percentile(during, 50):.1f} other_p99_ms={percentile(during, 99):.1f} "
        f"alone_p50_ms={percentile(before, 50):.1f} alone_p99_ms={percentile(before, 99):.1f}"
    )


def main() -> None:
    """Parse the arguments and run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--games", type=int, default=2, help="games per process")
    parser.add_argument("--think", type=float, default=0.1, help="mean seconds between moves")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    binaries = find_binaries()
    if binaries is None:
        sys.exit(f"PostgreSQL is not installed (no initdb/pg_ctl): {INSTALL_HINT}")
    server = ThrowawayServer(binaries, durable=True)
    try:
        asyncio.run(run(server, args.kills, args.games, args.think, args.seed))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
