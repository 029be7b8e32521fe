"""What a whole game costs in each place Discord lets the bot be used, through the stand-in.

``python -m bench.contexts``: for each intent mode (with and without the Message Content
intent) starts the stand-in and ``python -m bot``, and plays a whole game of Nine Men's Morris
in every cell of :mod:`standin.matrix` (a server channel, a thread, the bot's DM, a DM between
users, a group DM, a server without the bot): the scripted 41-turn game between two people,
typed every other turn where the bot reads typing and clicked otherwise, or a player against the
computer in the bot's DM. Prints, per cell, the bot's messages created in the game's channels and
left there at the end (old boards shrunk to a pointer counted apart), the most turn pings live
at once after a turn, and the turns that notified exactly the player to move and nobody else;
then one line of ``key=value`` per cell.
"""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

from standin import StandIn
from standin.harness import BotProcess
from standin.matrix import Outcome, cells, play, set_up


async def run_mode(intent: bool) -> list[tuple[Outcome, float]]:
    """Play every cell of one intent mode against a fresh stand-in and bot."""
    standin = StandIn(route_limit=50)
    await standin.start()
    results: list[tuple[Outcome, float]] = []
    with tempfile.TemporaryDirectory() as workdir:
        bot = BotProcess(
            standin,
            Path(workdir),
            DEV_GUILD_ID="",
            MESSAGE_CONTENT=str(intent).lower(),
            COMPUTER_THINK_SECONDS="0.2",
        )
        await bot.start()
        try:
            for number, cell in enumerate(cells(intent)):
                began = time.perf_counter()
                outcome = await play(standin, cell, set_up(standin, cell, f"c{number}"))
                results.append((outcome, time.perf_counter() - began))
            if standin.rejections:
                raise RuntimeError(f"the stand-in rejected requests: {standin.rejections[:5]}")
        finally:
            await bot.stop()
            await standin.close()
    return results


def report(outcome: Outcome, seconds: float) -> None:
    """Print one cell's figures."""
    cell = outcome.cell
    between_people = len(outcome.notified)
    print(f"{cell.name}: {outcome.ending[:90] or '-'}")
    print(
        f"  {outcome.turns} turns in {seconds:.1f} s; bot messages created {outcome.created}, "
        f"left {outcome.left} ({outcome.retired} old boards shrunk to a line); "
        f"turn pings live after a turn: at most {outcome.live_pings}; "
        f"turns notifying exactly the player to move: {outcome.exact_turns}/{between_people}"
    )
    print(
        f"cell={cell.context.replace(' ', '_')} install={cell.install.split()[0]} "
        f"intent={cell.intent} turns={outcome.turns} created={outcome.created} "
        f"left={outcome.left} retired={outcome.retired} live_pings={outcome.live_pings} "
        f"exact_turns={outcome.exact_turns} people_turns={between_people}"
    )


def main() -> None:
    """Run both intent modes and print the figures."""
    for intent in (True, False):
        for outcome, seconds in asyncio.run(run_mode(intent)):
            report(outcome, seconds)


if __name__ == "__main__":
    main()
