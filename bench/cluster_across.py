"""Games across the servers of two processes of a shard cluster, end to end.

``python -m bench.cluster_across [--games 5] [--processes 2]``: starts a throwaway PostgreSQL
server (fsync on), the local Discord stand-in advising two shards with a server on each, and
``python -m bot`` twice (``SHARD_COUNT=2``, ``SHARD_IDS`` 0 and 1); with ``--processes 1``, for
comparison, one shard and one process serving both servers. Each game is a global seek posted in the
first process's server and accepted (one click on /lobby's list) from the second's: the first
process holds the match, the second forwards its player's moves to it through the database.
The game is a whole Nine Men's Morris typed move by move on both sides, each move left to
settle before the next. It measures the time from the accepting click to both boards posted,
and from each typed move to the board in the typist's channel showing it, apart for the moves
typed in the holder's server and those forwarded from the other process's; and the REST calls
per move. Prints the figures, then one line of ``key=value`` figures.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
import tempfile
import time
from functools import partial
from pathlib import Path

from bench.e2e_bot import percentile
from devtools.postgres_server import INSTALL_HINT, ThrowawayServer, find_binaries
from standin import Post, StandIn
from standin.cluster import Cluster
from standin.harness import BotProcess
from standin.steps import MORRIS_GAME, is_board

TIMEOUT_S = 30.0


def reported(text: str) -> re.Pattern[str]:
    """A board's first line reporting the step ``text`` (a removal typed on its own completes
    a move such as ``e3xg4``)."""
    return re.compile(rf"played \*\*(\S+x)?{re.escape(text)}\*\*")


def board_in(channel_id: int, game: int | None, step: re.Pattern[str] | None, post: Post) -> bool:
    """Whether ``post`` is a board (of ``game`` if given) in ``channel_id`` (reporting
    ``step`` in its first line if given)."""
    if post.channel_id != channel_id or not is_board(post, game):
        return False
    return step is None or step.search(post.content.split("\n", 1)[0]) is not None


async def one_game(
    standin: StandIn, number: int, local: list[float], forwarded: list[float]
) -> tuple[float, int]:
    """Play game ``number`` (see the module docstring); add each move's seconds to ``local``
    or ``forwarded``; return the seconds from the accepting click to both boards and the REST
    calls the moves took."""
    [far_guild] = [g for g in standin.guilds.values() if g is not standin.guild]
    home = standin.add_channel(f"across-{number}")
    far = standin.add_channel(f"far-{number}", guild=far_guild)
    seeker = standin.add_user(f"as{number}")
    taker = standin.add_user(f"at{number}", guild=far_guild)
    for channel in (home, far):
        opt_in = {"lobby": True}
        await standin.response(await standin.slash(standin.owner, "settings", opt_in, channel))
    seek = {"game": "morris", "colour": "me", "scope": "global", "clock": "1d"}
    await standin.response(await standin.slash(seeker, "seek", seek, home))
    listing = await standin.response(await standin.slash(taker, "lobby", {}, far))
    boards = [standin.watch(partial(board_in, channel.id, None, None)) for channel in (home, far)]
    began = time.perf_counter()
    await standin.click(taker, listing, "1")
    shown: list[Post] = [await asyncio.wait_for(board, TIMEOUT_S) for board in boards]
    accepted = max(post.at for post in shown) - began
    game = int(shown[0].content.split("#", 1)[1].split(":", 1)[0])
    await standin.settle(quiet=0.3)
    before = len(standin.requests)
    for seat, text in MORRIS_GAME:
        channel = home if seat == 1 else far
        board = standin.watch(partial(board_in, channel.id, game, reported(text)))
        began = time.perf_counter()
        await standin.say(seeker if seat == 1 else taker, text, channel)
        answer = await asyncio.wait_for(board, TIMEOUT_S)
        (local if seat == 1 else forwarded).append(answer.at - began)
        await standin.settle(quiet=0.3)
    return accepted, len(standin.requests) - before


async def run(server: ThrowawayServer, games: int, count: int) -> None:
    """Set up the cluster of ``count`` processes, play the games, print the figures."""
    url = await server.create_database("across")
    standin = StandIn(shard_count=count)
    standin.add_guild("far", shard=count - 1)
    await standin.start()
    processes: list[BotProcess] = []
    local: list[float] = []
    forwarded: list[float] = []
    accepted: list[float] = []
    calls = 0
    with tempfile.TemporaryDirectory() as workdir:
        try:
            await Cluster(standin, Path(workdir), url, processes).start()
            for number in range(games):
                seconds, rest = await one_game(standin, number, local, forwarded)
                accepted.append(seconds)
                calls += rest
            problems = list(standin.rejections)
            dead = [p.log()[-2000:] for p in processes if not p.alive]
        finally:
            for process in processes:
                await process.stop()
            await standin.close()
    if problems or dead:
        raise RuntimeError(f"rejected: {problems[:5]}; died: {dead}")
    moves = len(local) + len(forwarded)
    a50, a99 = percentile(accepted, 50), percentile(accepted, 99)
    l50, l99 = percentile(local, 50), percentile(local, 99)
    f50, f99 = percentile(forwarded, 50), percentile(forwarded, 99)
    print(
        f"{count} process(es) x 1 shard on PostgreSQL: {games} games across two servers, "
        f"{len(MORRIS_GAME)} typed steps each"
    )
    print(f"accepting click -> both boards posted:         p50 {a50:.1f} ms  p99 {a99:.1f} ms")
    print(f"typed in the seeker's server -> its board:     p50 {l50:.1f} ms  p99 {l99:.1f} ms")
    print(f"typed in the other server -> its board:        p50 {f50:.1f} ms  p99 {f99:.1f} ms")
    slow = [len([s for s in side if s > 1.0]) for side in (local, forwarded)]
    print(
        f"steps over 1 s (the stand-in's rate limits): {slow[0]} of {len(local)} in the "
        f"seeker's server, {slow[1]} of {len(forwarded)} in the other"
    )
    print(f"REST calls per typed step: {calls / moves:.2f}")
    print(
        f"processes={count} games={games} accept_p50_ms={a50:.1f} accept_p99_ms={a99:.1f} "
        f"seeker_side_p50_ms={l50:.1f} seeker_side_p99_ms={l99:.1f} other_side_p50_ms={f50:.1f} "
        f"other_side_p99_ms={f99:.1f} rest_calls_per_step={calls / moves:.2f}"
    )


def main() -> None:
    """Parse the arguments and run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--processes", type=int, choices=(1, 2), default=2)
    args = parser.parse_args()
    binaries = find_binaries()
    if binaries is None:
        sys.exit(f"PostgreSQL is not installed (no initdb/pg_ctl): {INSTALL_HINT}")
    server = ThrowawayServer(binaries, durable=True)
    try:
        asyncio.run(run(server, args.games, args.processes))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
