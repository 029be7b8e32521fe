"""What a match costs in the channel, and how fast its board follows a move, through the stand-in.

``python -m bench.live_board [--games 100] [--mode typed|clicks] [--think 0.3]``: starts the
stand-in and ``python -m bot``, starts ``--games`` Nine Men's Morris matches between people (one
per channel) and plays the scripted 44-turn match of the end-to-end tests in all of them at
once, each player thinking a random 0.5-1.5 times ``--think`` seconds before each move. Moves
are typed (``typed``, which any version of the bot understands) or clicked on the live board
(``clicks``). Prints, per match, the bot's messages created in its channel (the challenge
included) and the REST calls per move, and the latency from a move (the typed message, or the
click that completes it) to its board reaching the stand-in, p50 and p99, the most components
in one message, and (``clicks``) the clicks per move by phase (a menu choice is one click);
then one line of ``key=value``.

Runs against whatever bot is in the checkout it is started from (copy this file to an older
checkout to measure it "before").
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import os
import random
import statistics
import time

from bench.e2e_bot import bot_on, percentile
from standin import Channel, Post, StandIn, User, steps
from standin.steps import start_game, whole_turns

TIMEOUT_S = 60.0


def shows(post: Post, channel: int, game: int, move: str) -> bool:
    """True if ``post`` is a public board of ``game`` in ``channel`` whose first line reports
    ``move``."""
    first_line = post.content.split("\n", 1)[0]
    return (
        post.channel_id == channel
        and post.kind in ("message", "response", "edit")
        and not post.ephemeral
        and f"** #{game}:" in first_line
        and f"played **{move}**" in first_line
    )


def answers(post: Post, user: User, custom_id: str) -> bool:
    """True if ``post`` answers ``user``'s click on the component ``custom_id``."""
    interaction = post.interaction
    return (
        interaction is not None
        and interaction.user is user
        and interaction.payload["data"].get("custom_id") == custom_id
    )


async def click(standin: StandIn, user: User, board_id: int, move: str, clicks: list[int]) -> float:
    """Play ``move`` by clicks on the board message ``board_id`` and the private menus it
    opens, appending the clicks it took to ``clicks``; return when the click that completed
    it was sent (``time.perf_counter``)."""
    target = Post("message", 0, standin.messages[board_id])
    tried = set[str]()
    taken = 0
    while True:
        found = steps.next_click(target, move, tried)
        if found is None:
            raise RuntimeError(f"no control takes {move!r} further")
        custom_id, value = found
        taken += 1
        answered = standin.watch(functools.partial(answers, user=user, custom_id=custom_id))
        began = time.perf_counter()
        if value:
            await standin.choose(user, target, custom_id, [value])
        else:
            await standin.click(user, target, custom_id=custom_id)
        answer = await asyncio.wait_for(answered, TIMEOUT_S)
        if not answer.ephemeral or not answer.components():
            clicks.append(taken)
            return began
        target = Post("message", 0, standin.messages[answer.id])


async def drive(
    standin: StandIn,
    channel: Channel,
    players: tuple[User, User],
    game: int,
    mode: str,
    latencies: list[float],
    think: float,
    boards: dict[int, int],
    clicks: dict[str, list[int]],
) -> int:
    """Play the scripted match in ``channel``; return the number of moves made."""
    rng = random.Random(game)
    moves = 0
    for side, move in whole_turns():
        user = players[side - 1]
        await asyncio.sleep(think * rng.uniform(0.5, 1.5))
        board = standin.watch(functools.partial(shows, channel=channel.id, game=game, move=move))
        if mode == "typed":
            began = time.perf_counter()
            await standin.say(user, move, channel)
        else:
            phase = "placement" if moves < 18 else "movement"
            phase += " with a removal" if "x" in move else ""
            began = await click(standin, user, boards[game], move, clicks.setdefault(phase, []))
        post = await asyncio.wait_for(board, TIMEOUT_S)
        latencies.append(post.at - began)
        moves += 1
    return moves


async def run(games: int, mode: str, think: float) -> None:
    """Set up ``games`` matches, play them all at once, print the figures."""
    standin = StandIn()
    channels = [standin.add_channel(f"bench-{i}") for i in range(games)]
    players = [(standin.add_user(f"w{i}"), standin.add_user(f"b{i}")) for i in range(games)]
    async with bot_on(standin):
        mark = standin.mark()
        ids = [
            await start_game(standin, white, black, channel=channel)
            for channel, (white, black) in zip(channels, players, strict=True)
        ]
        boards = {
            int(p.content.split("#", 1)[1].split(":", 1)[0]): p.id
            for p in standin.posts[mark:]
            if p.kind == "message" and "begins" in p.content.split("\n", 1)[0]
        }
        requests_before = len(standin.requests)
        latencies: list[float] = []
        clicks: dict[str, list[int]] = {}
        began = time.perf_counter()
        counts = await asyncio.gather(
            *(
                drive(standin, channel, pair, game, mode, latencies, think, boards, clicks)
                for channel, pair, game in zip(channels, players, ids, strict=True)
            )
        )
        elapsed = time.perf_counter() - began
        await asyncio.sleep(1.0)  # let the last edits land
        calls = len(standin.requests) - requests_before
        created = [
            len(
                [
                    p
                    for p in standin.channel_posts(channel, mark)
                    if p.kind in ("message", "response", "followup")
                ]
            )
            for channel in channels
        ]
        widest = max(p.count() for p in standin.posts[mark:] if p.message is not None)
    moves = sum(counts)
    p50, p99 = percentile(latencies, 50), percentile(latencies, 99)
    print(
        f"{games} concurrent matches, {moves} moves ({mode}) in {elapsed:.1f} s "
        f"(think {think} s) on {os.cpu_count()} CPUs"
    )
    print(
        f"bot messages per match in its channel: mean {statistics.mean(created):.1f}, "
        f"max {max(created)} ({moves // games} moves each)"
    )
    print(f"REST calls per move: {calls / moves:.2f}")
    print(f"components in one message: at most {widest}")
    for phase, taken in sorted(clicks.items()):
        print(f"clicks per move, {phase}: {statistics.mean(taken):.2f} ({len(taken)} moves)")
    every = [n for taken in clicks.values() for n in taken]
    per_move = statistics.mean(every) if every else 0.0
    print(f"move -> board: p50 {p50:.1f} ms  p99 {p99:.1f} ms  max {max(latencies) * 1000:.1f} ms")
    print(
        f"mode={mode} games={games} moves={moves} "
        f"messages_per_match={statistics.mean(created):.1f} rest_per_move={calls / moves:.2f} "
        f"p50_ms={p50:.1f} p99_ms={p99:.1f} clicks_per_move={per_move:.2f} components_max={widest}"
    )


def main() -> None:
    """Parse the arguments and run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--mode", choices=("typed", "clicks"), default="clicks")
    parser.add_argument("--think", type=float, default=0.3, help="mean seconds between moves")
    args = parser.parse_args()
    asyncio.run(run(args.games, args.mode, args.think))


if __name__ == "__main__":
    main()
