"""Quick pairing latency end to end: the real bot process against the local Discord stand-in.

``python -m bench.lobby_e2e [--players 200] [--seeks 50] [--concurrency 10]``: starts the
stand-in and ``python -m bot`` (SQLite), opens ``--seeks`` seeks (``/seek``, scope server),
then ``--players`` players, each in a channel of their own, run ``/pair`` for one of a few
games and clocks, ``--concurrency`` pairs of players at a time (the first of a pair joins,
then the second). For every ``/pair`` that pairs, it measures the time from the interaction the
stand-in dispatches to the match's board (the answer, in the joining player's channel) and to
the message pinging the waiting player, both as the stand-in's REST API receives them.
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

from standin import Channel, Post, StandIn, User
from standin.harness import BotProcess
from standin.steps import is_board

POOLS = [("morris", "5m"), ("morris", "1d"), ("notakto", "5m"), ("lasker", "10m")]
TIMEOUT_S = 30.0


def percentile(samples: list[float], p: int) -> float:
    """The ``p``-th percentile (1-99) of ``samples``, in milliseconds."""
    return statistics.quantiles(samples, n=100, method="inclusive")[p - 1] * 1000


async def join(
    standin: StandIn, user: User, channel: Channel, pool: tuple[str, str]
) -> tuple[float, float] | None:
    """``user`` runs /pair in ``channel``; return the seconds to the board and to the ping of
    the waiting player if it paired, None if the user now waits."""
    game, clock = pool
    board = standin.watch(
        lambda p: p.channel_id == channel.id and is_board(p) and "begins" in p.content
    )
    ping = standin.watch(lambda p: p.channel_id == channel.id and "you are paired" in p.content)
    began = time.perf_counter()
    interaction = await standin.slash(user, "pair", {"game": game, "clock": clock}, channel)
    answer: Post = await standin.response(interaction, TIMEOUT_S)
    if answer.ephemeral:
        board.cancel()
        ping.cancel()
        if "You wait" not in answer.content:
            raise RuntimeError(f"/pair answered {answer.content!r}")
        return None
    shown = await asyncio.wait_for(board, TIMEOUT_S)
    pinged = await asyncio.wait_for(ping, TIMEOUT_S)
    return shown.at - began, pinged.at - began


async def run(args: argparse.Namespace) -> None:
    """Set up the players and seeks, pair them, print the figures."""
    standin = StandIn()
    seekers = [standin.add_user(f"seeker{i}") for i in range(args.seeks)]
    players = [standin.add_user(f"p{i}") for i in range(args.players)]
    channels = [standin.add_channel(f"pair-{i}") for i in range(args.players)]
    rng = random.Random(args.seed)
    await standin.start()
    with tempfile.TemporaryDirectory() as workdir:
        bot = BotProcess(standin, Path(workdir), LOG_LEVEL="WARNING")
        await bot.start()
        try:
            for seeker in seekers:
                game, clock = rng.choice(POOLS)
                options = {"game": game, "clock": clock, "scope": "server"}
                await standin.response(await standin.slash(seeker, "seek", options))
            board_s: list[float] = []
            ping_s: list[float] = []
            gate = asyncio.Semaphore(args.concurrency)

            async def pair(first: int) -> None:
                pool = rng.choice(POOLS)
                async with gate:
                    for i in (first, first + 1):
                        timed = await join(standin, players[i], channels[i], pool)
                        if timed is not None:
                            board_s.append(timed[0])
                            ping_s.append(timed[1])

            began = time.perf_counter()
            await asyncio.gather(*(pair(i) for i in range(0, args.players - 1, 2)))
            elapsed = time.perf_counter() - began
            assert bot.alive, bot.log()[-3000:]
            problems = standin.rejections
        finally:
            await bot.stop()
            await standin.close()
    if problems:
        raise RuntimeError(f"the stand-in rejected requests: {problems[:5]}")
    b50, b99 = percentile(board_s, 50), percentile(board_s, 99)
    p50, p99 = percentile(ping_s, 50), percentile(ping_s, 99)
    print(
        f"{args.players} players paired through /pair in {elapsed:.1f} s, {args.concurrency} "
        f"pairs at a time, {args.seeks} seeks open: {len(board_s)} pairings"
    )
    print(f"second /pair -> board:           p50 {b50:.1f} ms  p99 {b99:.1f} ms")
    print(f"second /pair -> ping of waiting: p50 {p50:.1f} ms  p99 {p99:.1f} ms")
    print(
        f"players={args.players} seeks={args.seeks} pairings={len(board_s)} "
        f"board_p50_ms={b50:.1f} board_p99_ms={b99:.1f} ping_p50_ms={p50:.1f} "
        f"ping_p99_ms={p99:.1f}"
    )


def main() -> None:
    """Parse the arguments and run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=200)
    parser.add_argument("--seeks", type=int, default=50)
    parser.add_argument("--concurrency", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
