"""End-to-end: a match whose place is gone ends without a result, in one INFO line and no post
or traceback: its thread deleted, or the server it was played in removing the bot (a deleted
channel: ``test_errors.py``)."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from standin import StandIn
from standin.harness import BotProcess
from standin.model import Guild
from standin.steps import challenge, game_id, is_board, play, start_game

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def standin() -> AsyncIterator[StandIn]:
    """A stand-in with a second server (the bot in it from the start), which removes it."""
    server = StandIn()
    server.add_guild("leaving")
    await server.start()
    yield server
    await server.close()


@pytest.fixture(scope="module")
def bot_env() -> dict[str, str]:
    """Commands uploaded globally, so both servers have them."""
    return {"DEV_GUILD_ID": ""}


def quiet(bot: BotProcess) -> bool:
    """No ERROR line and no traceback in the bot's log."""
    return " ERROR " not in bot.log() and "Traceback" not in bot.log()


async def test_a_deleted_thread_ends_its_match(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("th-alice"), standin.add_user("th-bob")
    post = await challenge(standin, alice, bob, "morris", {"thread": True})
    mark = standin.mark()
    await standin.click(bob, post, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    thread = standin.guild.channels[start.channel_id]
    game = game_id(start)
    await play(standin, alice, "d6", game, thread)
    pinged = f"{bob.mention}, your move"
    await standin.wait_until(lambda: any(p.content.startswith(pinged) for p in standin.posts))
    await standin.delete_channel(thread)
    await standin.wait_until(
        lambda: f"match {game} ended without a result: thread {thread.id} was deleted" in bot.log()
    )
    assert quiet(bot)


async def test_a_server_that_removes_the_bot_ends_its_matches(
    standin: StandIn, bot: BotProcess
) -> None:
    leaving: Guild = next(g for g in standin.guilds.values() if g.name == "leaving")
    channel = standin.add_channel("games", guild=leaving)
    alice, bob = (standin.add_user(n, guild=leaving) for n in ("gl-alice", "gl-bob"))
    game = await start_game(standin, alice, bob, channel=channel)
    await standin.remove_bot(leaving)
    await standin.wait_until(
        lambda: (
            f"match {game} ended without a result: the bot left server {leaving.id}" in bot.log()
        )
    )
    assert quiet(bot)
