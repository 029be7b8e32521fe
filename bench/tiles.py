"""Board tiles: how long boards are in each style, and what the emoji check costs at start.

``python -m bench.tiles sizes``: for every game at its smallest, default and largest sizes (and,
for the grid games, the largest still drawn in tiles), the most characters (UTF-16 units, as
Discord counts) its board takes in each style over a random game of up to 300 plies, with the
players named by mentions and the tiles' real markup (a 19-digit id); ``->text`` where a tiles
board is drawn as text instead (wider than a phone, or over ``TILES_LIMIT``).

``python -m bench.tiles sync [--route-limit 50]``: starts the stand-in and the real bot
three times on one database: with none of the tiles uploaded, with all in place, and with
one changed; prints the bot's own line for each (tiles in place, uploaded, deleted, REST calls,
seconds) and the stand-in's count of emoji requests. ``--route-limit`` is the stand-in's
requests per route per 5 s (5 stands for Discord's usual buckets; Discord documents none for
emoji routes, only that they have 429s of their own).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from games.registry import GAMES
from renderer import render
from renderer.tiles import ART, names_in
from standin import StandIn
from standin.harness import BotProcess

MENTIONS = ("<@1234567890123456789>", "<@9876543210987654321>")
MARKUP = {name: f"<:{name}_abcde:1234567890123456789>" for name in ART}
SIZE_OPTIONS = ("rows", "columns", "size", "boards")


def utf16(text: str) -> int:
    """Characters as Discord counts them."""
    return len(text.encode("utf-16-le")) // 2


def sizes(name: str) -> list[dict[str, int]]:
    """The smallest, default and largest sizes of game ``name`` (square ones for grids)."""
    specs = [s for s in GAMES[name].option_specs if s.name in SIZE_OPTIONS]
    picks: list[dict[str, int]] = [{}]
    if specs:
        low = {s.name: int(s.minimum or 0) for s in specs}
        high = {s.name: int(s.maximum or 0) for s in specs}
        picks = [low, {}, high]
        if {"rows", "columns"} <= set(low):
            picks += [{"rows": n, "columns": n} for n in (9, 10, 12)]
        elif "size" in low:
            picks += [{"size": n} for n in (8, 9, 10)]
    return picks


def longest(name: str, options: dict[str, int], seed: int = 1) -> dict[str, str]:
    """The longest board of each style over a random game of ``name`` with ``options``."""
    game = GAMES[name](**options)
    rng = random.Random(seed)
    state: Any = game.initial()
    last = None
    most = {"text": 0, "emoji": 0, "tiles": 0}
    fell_back = False
    for _ in range(300):
        for style, so_far in most.items():
            text = render(state, style, last, MENTIONS, tiles=MARKUP if style == "tiles" else None)
            most[style] = max(so_far, utf16(text))
            if style == "tiles" and not names_in(text) and "<:" not in text:
                fell_back = True
        moves = state.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        last = state.full_turn(move)
        state = state.play(move)
    result = {style: str(count) for style, count in most.items()}
    if fell_back:
        result["tiles"] += " ->text"
    return result


def print_sizes() -> None:
    """The table of the longest boards."""
    print(f"{'game':<14}{'size':<24}{'text':>8}{'emoji':>8}{'tiles':>14}   (limit 4000)")
    for name in GAMES:
        for options in sizes(name):
            label = ", ".join(f"{k}={v}" for k, v in options.items()) or "default"
            most = longest(name, options)
            print(f"{name:<14}{label:<24}{most['text']:>8}{most['emoji']:>8}{most['tiles']:>14}")


LINE = re.compile(r"board tiles: .*")


async def run_sync(route_limit: int) -> None:
    """Start the bot three times and print what the emoji check did each time."""
    standin = StandIn(route_limit=route_limit)
    await standin.start()
    try:
        with tempfile.TemporaryDirectory() as workdir:
            for case in ("everything missing", "everything in place", "one tile changed"):
                if case == "one tile changed":
                    mine = next(iter(standin.app_emojis.items.values()))
                    mine["name"] = mine["name"].split("_")[0] + "_00000"
                before = len(standin.requests)
                bot = BotProcess(standin, Path(workdir), BOARD_TILES="true")
                await bot.start(timeout=600)
                await standin.wait_until(lambda: "board tiles" in bot.log(), timeout=900)  # noqa: B023
                await bot.stop()
                calls = [m for m, path in standin.requests[before:] if "/emojis" in path]
                found = LINE.findall(bot.log())
                print(f"{case:<22} {found[-1] if found else '?'}")
                print(f"{'':<22} stand-in: {len(calls)} emoji requests ({calls.count('GET')} GET,"
                      f" {calls.count('POST')} POST, {calls.count('DELETE')} DELETE)")  # fmt: skip
            print(f"rate-limited (429) requests: {len(standin.rate_limited)}")
    finally:
        await standin.close()


def main(argv: list[str] | None = None) -> int:
    """Run the part the arguments name."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("part", choices=("sizes", "sync"))
    parser.add_argument("--route-limit", type=int, default=50)
    args = parser.parse_args(argv)
    if args.part == "sizes":
        print_sizes()
    else:
        asyncio.run(run_sync(args.route_limit))
    return 0


if __name__ == "__main__":
    sys.exit(main())
