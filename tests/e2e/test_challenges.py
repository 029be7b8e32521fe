"""End-to-end: challenges by slash command, answered by button or by typing, and their limits."""

from __future__ import annotations

import re

import pytest

from standin import Overwrite, StandIn, StandInError
from standin.harness import BotProcess
from standin.model import SEND_MESSAGES_IN_THREADS
from standin.steps import challenge, current_buttons, game_id, is_board

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


async def test_challenge_message_pings_only_the_challenged_player(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("ch-alice"), standin.add_user("ch-bob")
    post = await challenge(standin, alice, bob, "notakto", {"boards": 2})
    assert bob.mention in post.content and alice.mention in post.content
    assert "Notakto" in post.content and "boards 2" in post.content
    assert post.allowed_mentions is not None and post.allowed_mentions["users"] == [bob.id]
    assert [b["label"] for b in post.buttons()] == ["Accept", "Decline", "Withdraw"]


async def test_accept_by_button_starts_the_game_and_disables_the_buttons(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("ab-alice"), standin.add_user("ab-bob")
    post = await challenge(standin, alice, bob)
    mark = standin.mark()
    await standin.click(bob, post, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    assert f"{alice.mention} moves first" in start.content
    assert start.is_v2 and start.allowed_mentions is not None
    assert start.allowed_mentions["parse"] == []  # the board pings nobody: a ping of its own
    await standin.wait_until(lambda: [n.user_id for n in standin.notifications[-1:]] == [alice.id])
    assert all(b["disabled"] for b in current_buttons(standin, post))
    assert "Accepted by" in standin.messages[post.id]["content"]
    with pytest.raises(StandInError, match="disabled"):
        await standin.click(bob, post, "Accept")


async def test_accept_by_typing(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("at-alice"), standin.add_user("at-bob")
    post = await challenge(standin, alice, bob, "pleiadis", {"size": 3})
    mark = standin.mark()
    await standin.say(bob, "accept")
    start = await standin.wait_post(lambda p: "begins" in p.content, since=mark)
    assert "Pleiadis" in start.content
    await standin.wait_until(lambda: all(b["disabled"] for b in current_buttons(standin, post)))


async def test_decline_by_button(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("db-alice"), standin.add_user("db-bob")
    post = await challenge(standin, alice, bob)
    click = await standin.click(bob, post, "Decline")
    edit = await standin.wait_post(lambda p: p.interaction is click and p.kind == "edit")
    assert "Declined by" in edit.content
    assert all(b["disabled"] for b in edit.buttons())
    mark = standin.mark()
    await standin.say(bob, "accept")
    await standin.say(alice, "d6")
    with pytest.raises(TimeoutError):
        await standin.wait_post(lambda p: "begins" in p.content, since=mark, timeout=0.5)


async def test_decline_by_typing(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("dt-alice"), standin.add_user("dt-bob")
    post = await challenge(standin, alice, bob)
    await standin.say(bob, "decline")
    await standin.wait_until(lambda: "Declined by" in standin.messages[post.id]["content"])
    assert all(b["disabled"] for b in current_buttons(standin, post))


async def test_withdraw_by_button(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("wb-alice"), standin.add_user("wb-bob")
    post = await challenge(standin, alice, bob)
    refused = await standin.response(await standin.click(bob, post, "Withdraw"))
    assert refused.ephemeral
    assert refused.content == f"Only {alice.mention} can withdraw this challenge."
    click = await standin.click(alice, post, "Withdraw")
    edit = await standin.wait_post(lambda p: p.interaction is click and p.kind == "edit")
    assert f"Withdrawn by {alice.mention}." in edit.content
    assert all(b["disabled"] for b in edit.buttons())
    mark = standin.mark()
    await standin.say(bob, "accept")
    with pytest.raises(TimeoutError):
        await standin.wait_post(lambda p: "begins" in p.content, since=mark, timeout=0.5)
    again = await challenge(standin, alice, bob)
    assert not any(b["disabled"] for b in again.buttons())


async def test_withdraw_by_typing(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("wt-alice"), standin.add_user("wt-bob")
    post = await challenge(standin, alice, bob)
    await standin.say(bob, "withdraw")
    await standin.say(alice, "cancel")
    await standin.wait_until(lambda: "Withdrawn by" in standin.messages[post.id]["content"])
    assert f"Withdrawn by {alice.mention}." in standin.messages[post.id]["content"]
    assert all(b["disabled"] for b in current_buttons(standin, post))


async def test_someone_else_cannot_answer_a_challenge(standin: StandIn, bot: BotProcess) -> None:
    alice, bob, carol = (standin.add_user(f"se-{n}") for n in ("alice", "bob", "carol"))
    post = await challenge(standin, alice, bob)
    for label in ("Accept", "Decline"):
        click = await standin.click(carol, post, label)
        answer = await standin.response(click)
        assert (
            answer.ephemeral and answer.content == f"Only {bob.mention} can answer this challenge."
        )
    assert not any(b["disabled"] for b in current_buttons(standin, post))
    mark = standin.mark()
    click = await standin.click(bob, post, "Accept")
    await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)


async def test_challenges_are_rate_limited(standin: StandIn, bot: BotProcess) -> None:
    spammer = standin.add_user("spammer")
    for n in range(5):
        await challenge(standin, spammer, standin.add_user(f"victim{n}"))
    refused = await standin.response(
        await standin.slash(spammer, "morris", {"opponent": standin.add_user("victim5")})
    )
    assert refused.ephemeral and "too fast" in refused.content


async def test_no_game_where_the_bot_cannot_post(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("lk-alice"), standin.add_user("lk-bob")
    interaction = await standin.slash(alice, "morris", {"opponent": bob}, standin.locked_channel)
    answer = await standin.response(interaction)
    assert answer.ephemeral
    assert "Send Messages" in answer.content
    assert f"<#{standin.locked_channel.id}>" in answer.content


async def test_no_game_in_a_thread_where_the_bot_cannot_post(
    standin: StandIn, bot: BotProcess
) -> None:
    parent = standin.add_channel(
        "no-threads", [Overwrite(standin.bot_role.id, 0, deny=SEND_MESSAGES_IN_THREADS)]
    )
    thread = standin.add_thread("quiet-thread", parent)
    alice, bob = standin.add_user("lt-alice"), standin.add_user("lt-bob")
    answer = await standin.response(await standin.slash(alice, "morris", {"opponent": bob}, thread))
    assert answer.ephemeral and "Send Messages in Threads permission" in answer.content


async def test_games_in_threads(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("th-alice"), standin.add_user("th-bob")
    post = await challenge(standin, alice, bob, channel=standin.thread)
    mark = standin.mark()
    await standin.click(bob, post, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    mark = standin.mark()
    await standin.say(alice, "d6", standin.thread)
    board = await standin.wait_post(
        lambda p: f"#{game_id(start)}:" in p.content and "played" in p.content, since=mark
    )
    assert board.channel_id == standin.thread.id


async def test_a_live_clock_is_offered_and_its_match_gets_the_whole_time(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("lc-alice"), standin.add_user("lc-bob")
    post = await challenge(standin, alice, bob, "morris", {"clock": "5+3"})
    assert "Clock: 5m each, plus 3 s per move." in post.content
    mark = standin.mark()
    await standin.click(bob, post, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    deadlines = [int(t) for t in re.findall(r"<t:(\d+):R>", start.content)]
    now = standin.clock.now()
    assert any(now + 290 <= deadline <= now + 300 for deadline in deadlines), deadlines
