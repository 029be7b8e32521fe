"""End-to-end latency: the real bot process against the local Discord stand-in.

``python -m bench.e2e_latency [--games 100] [--moves 47] [--think 0.5]
[--backend sqlite|postgresql|both]``: starts the stand-in and
``python -m bot``, starts ``--games`` Nine Men's Morris games (one per channel) and plays them all
at once, move by move from the scripted game of the end-to-end tests, each player thinking a
random 0.5-1.5 times ``--think`` seconds before each message. For every typed move it measures
the time from the MESSAGE_CREATE the stand-in dispatches to the bot's board (a new message or
the live board's edit) reaching the stand-in's REST API; after every move the player also
types ``h`` and the time to the help reply is the floor (the same gateway, cogs and REST
path, without the match service, storage and renderer). Prints the figures, then one line of
``key=value``: p50_ms, p99_ms (moves), echo_p50_ms, echo_p99_ms (floor) and ratio (p99 /
echo_p99). The bot stores on SQLite by default; ``--backend postgresql`` stores on a throwaway
PostgreSQL server started from the installed binaries (fsync on), and ``both`` measures SQLite
then PostgreSQL in the same run, each block of figures headed by its backend and its
``key=value`` line starting ``backend=``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import time

from bench.e2e_bot import bot_on, percentile
from devtools.postgres_server import INSTALL_HINT, ThrowawayServer, find_binaries
from standin import Channel, Post, StandIn, User
from standin.steps import MORRIS_GAME, start_game

TIMEOUT_S = 30.0


async def drive(
    standin: StandIn,
    channel: Channel,
    players: tuple[User, User],
    game: int,
    moves: int,
    move_times: list[float],
    echo_times: list[float],
    think: float,
) -> None:
    """Play the scripted game in ``channel``, timing each board and each help reply."""
    header = f"** #{game}:"
    rng = random.Random(game)
    for side, text in MORRIS_GAME[:moves]:
        user = players[side - 1]
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        board = standin.watch(
            lambda p: (
                p.kind in ("message", "edit")
                and not p.ephemeral
                and p.channel_id == channel.id
                and header in p.content.split("\n", 1)[0]
                and "This board moved" not in p.content
            )
        )
        began = time.perf_counter()
        await standin.say(user, text, channel)
        post: Post = await asyncio.wait_for(board, TIMEOUT_S)
        if "played **" not in post.content:
            raise RuntimeError(f"game {game}: {text!r} got {post.content[:200]!r}")
        move_times.append(post.at - began)
        if "Game over" in post.content:
            break
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        echo = standin.watch(lambda p: p.channel_id == channel.id and "`q`/`resign`" in p.content)
        began = time.perf_counter()
        await standin.say(user, "h", channel)
        echo_times.append((await asyncio.wait_for(echo, TIMEOUT_S)).at - began)


async def run(
    games: int, moves: int, think: float, database_url: str | None = None, label: str = ""
) -> None:
    """Set up ``games`` games, play ``moves`` moves in each at once, print the figures; the bot
    stores on ``database_url`` (SQLite in its folder if None). A ``label`` heads the figures and
    starts the ``key=value`` line."""
    settings = {"DATABASE_URL": database_url} if database_url else {}
    standin = StandIn()
    channels = [standin.add_channel(f"bench-{i}") for i in range(games)]
    players = [(standin.add_user(f"w{i}"), standin.add_user(f"b{i}")) for i in range(games)]
    async with bot_on(standin, **settings):
        ids = [
            await start_game(standin, white, black, channel=channel)
            for channel, (white, black) in zip(channels, players, strict=True)
        ]
        move_times: list[float] = []
        echo_times: list[float] = []
        began = time.perf_counter()
        await asyncio.gather(
            *(
                drive(standin, channel, pair, game, moves, move_times, echo_times, think)
                for channel, pair, game in zip(channels, players, ids, strict=True)
            )
        )
        elapsed = time.perf_counter() - began
    p50, p99 = percentile(move_times, 50), percentile(move_times, 99)
    echo_p50, echo_p99 = percentile(echo_times, 50), percentile(echo_times, 99)
    if label:
        print(f"backend: {label}")
    print(
        f"{games} concurrent games, {len(move_times)} moves and {len(echo_times)} help replies "
        f"in {elapsed:.1f} s (think {think} s) on {os.cpu_count()} CPUs"
    )
    print(
        f"typed move -> board:  p50 {p50:.1f} ms  p99 {p99:.1f} ms  "
        f"max {max(move_times) * 1000:.1f} ms"
    )
    print(f"typed h -> reply:     p50 {echo_p50:.1f} ms  p99 {echo_p99:.1f} ms  (the floor)")
    print(
        f"{f'backend={label} ' if label else ''}"
        f"games={games} moves={len(move_times)} p50_ms={p50:.1f} p99_ms={p99:.1f} "
        f"echo_p50_ms={echo_p50:.1f} echo_p99_ms={echo_p99:.1f} ratio={p99 / echo_p99:.2f}"
    )


def main() -> None:
    """Parse the arguments and run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--moves", type=int, default=len(MORRIS_GAME))
    parser.add_argument("--think", type=float, default=0.5, help="mean seconds between messages")
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "both"), default=None)
    args = parser.parse_args()
    moves = min(args.moves, len(MORRIS_GAME))
    if args.backend in (None, "sqlite"):
        asyncio.run(run(args.games, moves, args.think, label=args.backend or ""))
        return
    binaries = find_binaries()
    if binaries is None:
        sys.exit(f"PostgreSQL is not installed (no initdb/pg_ctl): {INSTALL_HINT}")
    server = ThrowawayServer(binaries, durable=True)
    try:
        if args.backend == "both":
            asyncio.run(run(args.games, moves, args.think, label="sqlite"))
        url = asyncio.run(server.create_database("e2e_latency"))
        asyncio.run(run(args.games, moves, args.think, url, label="postgresql"))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
