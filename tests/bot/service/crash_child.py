"""Child process for the crash-safety test: plays random moves in many games until killed.

``python -m tests.bot.service.crash_child DATABASE_URL SEED GAMES`` prints
``ack GAME_ID TEXT POSITION`` (tab-separated) after each move the service acknowledged, i.e.
after its commit.
"""

from __future__ import annotations

import asyncio
import random
import sys

from bot.service import MatchService
from bot.storage import open_storage
from games.registry import GAMES
from tests.bot.helpers import GUILD, InlineProvider

NAMES = sorted(GAMES)


def players(channel: int) -> tuple[int, int]:
    """The two players who play in ``channel``."""
    return 1000 + 2 * channel, 1001 + 2 * channel


async def drive(service: MatchService, channel: int, rng: random.Random) -> None:
    first, second = players(channel)
    while True:
        view = service.active_game(channel, first)
        if view is None:
            if not service.pending_challenges(channel, first):  # one may be left from a kill
                name = "morris" if channel % 2 else NAMES[channel // 2 % len(NAMES)]
                await service.challenge(GUILD, channel, first, second, name, first="me")
            view = (await service.accept(GUILD, channel, second)).match
        mover = view.to_move_id
        text = rng.choice(service.legal_moves(channel, mover))
        result = await service.move(GUILD, channel, mover, text)
        sys.stdout.write(f"ack\t{view.id}\t{result.move}\t{result.match.position}\n")
        sys.stdout.flush()


async def main(url: str, seed: int, games: int) -> None:
    repo = await open_storage(url)
    service = MatchService(repo, rng=random.Random(seed), provider=InlineProvider())
    try:
        await service.resume()
        await asyncio.gather(
            *(drive(service, c, random.Random(seed * 1000 + c)) for c in range(games))
        )
    finally:
        await service.close()
        await repo.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
