"""Quick pairing latency, and games across servers, end to end: the real bot process against
the local Discord stand-in.

``python -m bench.lobby_e2e [--players 200] [--seeks 50] [--concurrency 10] [--across 0]``:
starts the
stand-in and ``python -m bot`` (SQLite), opens ``--seeks`` seeks (``/seek``, scope server),
then ``--players`` players, each in a channel of their own, run ``/pair`` for one of a few
games and clocks, ``--concurrency`` pairs of players at a time (the first of a pair joins,
then the second). For every ``/pair`` that pairs, it measures the time from the interaction the
stand-in dispatches to the match's board (the answer, in the joining player's channel) and to
the message pinging the waiting player, both as the stand-in's REST API receives them.
Prints the figures, then one line of ``key=value`` figures.

With ``--across N`` it then plays N games across servers, one after the other: a global seek in
the first server accepted from a channel of a second one, and a whole game of Nine Men's Morris
typed move by move on both sides, each move left to settle before the next. It counts the REST
calls per typed move and the messages left in each of the two channels after each game.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time
from collections import Counter
from functools import partial

from bench.e2e_bot import bot_on, percentile
from standin import Channel, Post, StandIn, User
from standin.steps import MORRIS_GAME, RETIRED, bot_posts_left, is_board, left_in

POOLS = [("morris", "5m"), ("morris", "1d"), ("notakto", "5m"), ("lasker", "10m")]
TIMEOUT_S = 30.0
SECOND = "Second server"


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


def answered(standin: StandIn, sent: int) -> bool:
    """True once the bot made a REST call after the first ``sent``."""
    return len(standin.requests) > sent


def result_in(standin: StandIn, channel: Channel) -> bool:
    """True once the bot's result ping is in ``channel``."""
    return any(_kind(post) == "result ping" for post in bot_posts_left(standin, {channel.id}))


async def across(standin: StandIn, number: int) -> tuple[int, int, list[int], list[int]]:
    """Play game ``number`` across servers to its end (see the module docstring); return the
    REST calls its moves took, the moves typed, and the messages left in each channel (the
    bot's, then everyone's: seeker's channel first)."""
    [far_guild] = [g for g in standin.guilds.values() if g.name == SECOND]
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
    await standin.click(taker, listing, "1")
    await standin.wait_until(
        lambda: any(is_board(p) for p in bot_posts_left(standin, {far.id, home.id}))
    )
    await standin.settle(quiet=0.3)
    before = len(standin.requests)
    for seat, text in MORRIS_GAME:
        sent = len(standin.requests)
        await standin.say(seeker if seat == 1 else taker, text, home if seat == 1 else far)
        await standin.wait_until(partial(answered, standin, sent), TIMEOUT_S)
        await standin.settle(quiet=0.3)
    for channel in (home, far):  # the result ping comes after the last board
        await standin.wait_until(partial(result_in, standin, channel), TIMEOUT_S)
    await standin.settle(quiet=0.3)
    calls = len(standin.requests) - before
    bots = [len(bot_posts_left(standin, {channel.id})) for channel in (home, far)]
    everyone = [len(left_in(standin, channel)) for channel in (home, far)]
    for channel in (home, far):
        kinds = Counter(_kind(post) for post in bot_posts_left(standin, {channel.id}))
        print(f"game {number}, {channel.name}: the bot's messages left: {dict(kinds)}")
    return calls, len(MORRIS_GAME), bots, everyone


def _kind(post: Post) -> str:
    """What a bot's message left in a channel is."""
    if RETIRED in post.content:
        return "retired board"
    if is_board(post):
        return "live board"
    if "seeks a game" in post.content:
        return "seek"
    return "result ping" if "has ended" in post.content else "other"


async def run(args: argparse.Namespace) -> None:
    """Set up the players and seeks, pair them, play the games across servers, print the
    figures."""
    standin = StandIn()
    if args.across:
        standin.add_guild(SECOND)
    seekers = [standin.add_user(f"seeker{i}") for i in range(args.seeks)]
    players = [standin.add_user(f"p{i}") for i in range(args.players)]
    channels = [standin.add_channel(f"pair-{i}") for i in range(args.players)]
    rng = random.Random(args.seed)
    settings = {"DEV_GUILD_ID": ""} if args.across else {}  # commands in both servers
    async with bot_on(standin, **settings):
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
        games = [await across(standin, number) for number in range(args.across)]
    if games:
        report_across(games)
    if board_s:
        report_pairing(args, elapsed, board_s, ping_s)


def report_across(games: list[tuple[int, int, list[int], list[int]]]) -> None:
    """Print the figures of the games across servers."""
    per_move = [calls / moves for calls, moves, _, _ in games]
    print(
        f"{len(games)} games across servers, {games[0][1]} typed moves each: REST calls per "
        f"move mean {statistics.mean(per_move):.2f} (min {min(per_move):.2f}, "
        f"max {max(per_move):.2f})"
    )
    for side, name in ((0, "seeker's channel"), (1, "other server's channel")):
        bots = [left[side] for _, _, left, _ in games]
        everyone = [left[side] for _, _, _, left in games]
        print(
            f"messages left in the {name} after a whole game: bot's {statistics.mean(bots):.1f} "
            f"(max {max(bots)}), all {statistics.mean(everyone):.1f} (max {max(everyone)})"
        )
    print(
        f"across_games={len(games)} rest_calls_per_move={statistics.mean(per_move):.2f} "
        f"bot_messages_left_home={max(left[0] for _, _, left, _ in games)} "
        f"bot_messages_left_far={max(left[1] for _, _, left, _ in games)}"
    )


def report_pairing(
    args: argparse.Namespace, elapsed: float, board_s: list[float], ping_s: list[float]
) -> None:
    """Print the figures of the quick pairing."""
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
    parser.add_argument("--across", type=int, default=0)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
