"""End-to-end: a correspondence game whose thread Discord archived while it waited (50083): the
board is shown again after the bot opens the thread. A module of its own, with a bot of its
own: in the same bot as test_platform_limits.py's earlier games it timed out (open: the timers
did not end the game within 90 s there; see the session note)."""

from __future__ import annotations

import pytest

from standin import StandIn
from standin.harness import BotProcess
from standin.steps import challenge, is_board, live_board, play

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

HOUR = 3600


async def test_a_board_in_an_archived_thread_is_shown_after_opening_it_again(
    standin: StandIn, bot: BotProcess
) -> None:
    channel = standin.add_channel("quiet-threads")
    alice, bob = standin.add_user("aq-alice"), standin.add_user("aq-bob")
    post = await challenge(standin, alice, bob, "morris", {"thread": True, "clock": "2d"}, channel)
    mark = standin.mark()
    await standin.click(bob, post, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    thread = standin.guild.channels[post.id]
    game = int(start.content.split("#", 1)[1].split(":", 1)[0])
    await play(standin, alice, "d6", game, thread)
    await standin.advance(25 * HOUR)  # a day of quiet: Discord archives the thread
    await standin.wait_until(lambda: thread.archived)
    await standin.advance(24 * HOUR)  # bob's two days are up: the bot edits the board
    await standin.wait_until(lambda: "on time" in live_board(standin, game).content, timeout=90)
    assert not thread.archived
