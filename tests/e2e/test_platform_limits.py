"""End-to-end: long games against Discord's documented limits, through the stand-in's clock. A
board deleted by a moderator, a board too old to edit again (30046), a thread archived while
its correspondence game waits (50083, in test_archived_threads.py): each time the board is shown
again, and nobody is told that it could not be."""

from __future__ import annotations

import pytest

from standin import Overwrite, StandIn
from standin.harness import BotProcess
from standin.model import SEND_MESSAGES
from standin.steps import live_board, play, start_game

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


HOUR = 3600
FAILED = "the board could not be posted"


async def test_a_deleted_board_is_posted_again_and_nobody_is_told_it_failed(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("dl-alice"), standin.add_user("dl-bob")
    game = await start_game(standin, alice, bob, options={"clock": "3d"})  # no timeout later
    deleted = live_board(standin, game).id
    await standin.delete_message(deleted)
    mark = standin.mark()
    board = await play(standin, alice, "d6", game)
    assert board.kind == "message" and "played **d6**" in board.content
    assert not [p for p in standin.posts[mark:] if FAILED in p.content]
    assert standin.rejections == [f"unknown message {deleted}"]  # the one edit that found none
    standin.rejections.clear()


async def test_a_board_too_old_to_edit_again_is_posted_afresh(
    standin: StandIn, bot: BotProcess
) -> None:
    channel = standin.add_channel("old-boards")
    alice, bob = standin.add_user("od-alice"), standin.add_user("od-bob")
    game = await start_game(standin, alice, bob, options={"clock": "3d"}, channel=channel)
    first = live_board(standin, game).id
    await standin.advance(2 * HOUR)
    mark = standin.mark()
    for ply, move in enumerate(("d6", "d2", "a1", "g1", "a7", "g7", "b6")):
        await play(standin, (alice, bob)[ply % 2], move, game, channel)
    await standin.wait_until(lambda: "played **b6**" in live_board(standin, game).content)
    assert live_board(standin, game).id != first  # a fresh board once edits were refused
    assert not [p for p in standin.posts[mark:] if FAILED in p.content]
    assert [r for r in standin.rejections if "old in a full hour" in r] == standin.rejections
    standin.rejections.clear()  # the refused edit, which the fresh board answered


async def test_without_send_messages_a_board_out_of_sight_is_edited_and_the_mover_told(
    standin: StandIn, bot: BotProcess
) -> None:
    channel = standin.add_channel("send-taken")
    alice, bob = standin.add_user("st-alice"), standin.add_user("st-bob")
    game = await start_game(standin, alice, bob, options={"clock": "3d"}, channel=channel)
    board = live_board(standin, game)
    channel.overwrites.append(Overwrite(standin.bot_role.id, 0, deny=SEND_MESSAGES))
    for n in range(7):
        await standin.say(bob, f"chat {n}", channel)  # the board scrolls out of sight
    click = await standin.choose(alice, board, f"mb:step:{game}:", ["d6"])
    told = await standin.wait_post(
        lambda p: p.interaction is click and p.ephemeral and "board above" in p.content
    )
    assert "Send Messages" in told.content
    shown = live_board(standin, game)
    assert shown.id == board.id and "played **d6**" in shown.content  # edited where it was
    assert standin.rejections and all("permission" in r.lower() for r in standin.rejections)
    standin.rejections.clear()  # the refused fresh board and ping, which the edit answered
    assert "Traceback" not in bot.log()
