"""End-to-end: the live board under a slow or failing Discord, and what it costs in messages."""

from __future__ import annotations

import time

import pytest

from standin import Post, StandIn
from standin.harness import BotProcess
from standin.steps import (
    challenge,
    click_move,
    is_board,
    left_in,
    live_board,
    play,
    slash_reply,
    start_game,
)

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


async def test_a_slow_board_write_delays_neither_the_answer_nor_other_games(
    standin: StandIn, bot: BotProcess
) -> None:
    here, there = standin.add_channel("slow-a"), standin.add_channel("slow-b")
    alice, bob = standin.add_user("sl-alice"), standin.add_user("sl-bob")
    carol, dave = standin.add_user("sl-carol"), standin.add_user("sl-dave")
    slow = await start_game(standin, alice, bob, channel=here)
    fast = await start_game(standin, carol, dave, channel=there)
    standin.delay_next("*", rf"/channels/{here.id}/messages(/\d+)?", 4.0)
    await standin.say(alice, "d6", here)
    began = time.perf_counter()
    board = await play(standin, carol, "d6", fast, there)
    assert "played **d6**" in board.content and board.at - began < 2.0
    answer = await slash_reply(standin, bob, "move", {"move": "a1"}, here)
    assert answer.ephemeral and answer.content == "You played **a1**."
    shown = await standin.wait_post(lambda p: is_board(p, slow) and "**a1**" in p.content)
    assert "Recent moves: d6, a1" in shown.content
    assert standin.injected  # the delay happened; the fixture checks nothing was late


async def test_a_board_that_keeps_failing_is_explained_never_an_apology(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("fl-alice"), standin.add_user("fl-bob")
    game = await start_game(standin, alice, bob)
    standin.fail_next("PATCH", rf"/channels/{standin.channel.id}/messages/\d+", 503)
    interaction = await standin.slash(alice, "move", {"move": "d6"})
    assert (await standin.response(interaction)).content == "You played **d6**."
    told = await standin.wait_post(lambda p: p.interaction is interaction and p.kind == "followup")
    assert told.ephemeral
    assert told.content == "**d6** was played; the board could not be posted. /board shows it."
    shown = await standin.wait_post(lambda p: is_board(p, game) and "**d6**" in p.content)
    assert shown.at - told.at >= 1.5  # tried again after a pause, without another move
    board = await play(standin, bob, "a1", game)
    assert "Recent moves: d6, a1" in board.content


async def test_a_fresh_board_is_posted_once_when_discord_answers_500_after_making_it(
    standin: StandIn, bot: BotProcess
) -> None:
    channel = standin.add_channel("flaky")
    alice, bob = standin.add_user("nc-alice"), standin.add_user("nc-bob")
    game = await start_game(standin, alice, bob, channel=channel)
    first = live_board(standin, game)
    for n in range(6):
        await standin.say(bob, f"chat {n}", channel)  # the board scrolls out of sight
    mark = standin.mark()
    standin.fail_next("POST", rf"/channels/{channel.id}/messages", 500, after=True)
    board = await play(standin, alice, "d6", game, channel)
    assert board.kind == "message" and "played **d6**" in board.content

    def old() -> Post:
        return Post("message", channel.id, standin.messages[first.id])

    await standin.wait_until(lambda: old().content.startswith("*This board moved"))
    fresh = [p for p in standin.channel_posts(channel, mark) if p.kind == "message"]
    assert len([p for p in fresh if is_board(p, game)]) == 1 and standin.injected
    assert live_board(standin, game).id != first.id
    assert old().components() == [] and old().count() == 1  # one line, no controls


async def test_games_against_the_computer_are_not_rate_limited_and_answered_in_one_edit(
    standin: StandIn, bot: BotProcess
) -> None:
    alice = standin.add_user("cr-alice")
    for n in range(6):
        channel = standin.add_channel(f"computer-{n}")
        start = await standin.response(
            await standin.slash(alice, "notakto", {"boards": 1, "first": "me"}, channel)
        )
        assert "begins" in start.content, start.content
    game = int(start.content.split("#", 1)[1].split(":", 1)[0])
    mark = standin.mark()
    await click_move(standin, alice, game, "A4")
    await standin.wait_post(lambda p: is_board(p, game) and "Computer (easy) played" in p.content)
    edits = [p for p in standin.channel_posts(channel, mark) if is_board(p, game)]
    assert 1 <= len(edits) <= 2
    for edit in edits:  # never "you to move" before the computer's reply is on the board
        assert "Computer (easy) played" in edit.content or "Computer (easy) to move" in edit.content
    post = await challenge(standin, alice, standin.add_user("cr-friend"))
    assert "challenges you" in post.content  # the six games against the computer did not count


async def test_a_match_played_by_clicks_leaves_the_challenge_the_board_and_a_result_ping(
    standin: StandIn, bot: BotProcess
) -> None:
    channel = standin.add_channel("count")
    alice, bob = standin.add_user("ct2-alice"), standin.add_user("ct2-bob")
    mark = standin.mark()
    game = await start_game(standin, alice, bob, "threemorris", channel=channel)
    for user, move in [(alice, "5"), (bob, "1"), (alice, "3"), (bob, "7"), (alice, "4")]:
        await click_move(standin, user, game, move)

    def made() -> list[Post]:
        return [
            p for p in standin.channel_posts(channel, mark) if p.kind in ("message", "response")
        ]

    # The challenge, its live board and a ping for each of the 5 turns; the older pings removed.
    await standin.wait_until(lambda: len(made()) == 2 + 5)
    await standin.wait_until(lambda: len(left_in(standin, channel)) == 3)


async def test_a_match_in_a_thread_of_its_own_is_listed_in_its_channel_and_stays_open_after(
    standin: StandIn, bot: BotProcess
) -> None:
    channel = standin.add_channel("with-threads")
    alice, bob = standin.add_user("th2-alice"), standin.add_user("th2-bob")
    mark = standin.mark()
    post = await challenge(standin, alice, bob, "threemorris", {"thread": True}, channel)
    assert "thread of its own" in post.content
    await standin.click(bob, post, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    thread = standin.guild.channels[post.id]
    assert start.channel_id == thread.id and thread.parent_id == channel.id
    assert thread.name == "Three Men's Morris: Th2-Alice vs Th2-Bob"
    game = int(start.content.split("#", 1)[1].split(":", 1)[0])
    await click_move(standin, alice, game, "1")
    board = await play(standin, bob, "4", game, thread)  # typed in the thread
    assert "played **4**" in board.content
    answer = await slash_reply(standin, alice, "move", {"move": "2"}, thread)
    assert answer.content == "You played **2**."
    listed = await slash_reply(standin, bob, "games", {}, channel)  # in the parent channel
    assert f"#{game}" in listed.content and str(thread.id) in listed.content
    await click_move(standin, bob, game, "5")
    over = await click_move(standin, alice, game, "3")
    assert "Game over" in over.content and over.channel_id == thread.id
    exported = await slash_reply(standin, bob, "export", {}, thread)  # the thread stays open
    assert "Moves: 1. 1 4" in exported.content and not thread.archived
    in_channel = [p for p in standin.channel_posts(channel, mark) if p.kind != "edit"]
    assert len(in_channel) == 1  # the challenge: the game is played in its thread


async def test_the_server_setting_plays_every_match_between_people_in_a_thread(
    standin: StandIn, bot: BotProcess
) -> None:
    admin, other = standin.add_user("thr-admin"), standin.add_user("thr-other")
    standin.make_admin(admin)
    saved = await slash_reply(standin, admin, "settings", {"threads": True})
    assert "Games in threads of their own: on" in saved.content
    try:
        channel = standin.add_channel("thread-setting")
        post = await challenge(standin, admin, other, "notakto", {"boards": 1}, channel)
        assert "thread of its own" in post.content
        mark = standin.mark()
        await standin.click(other, post, "Accept")
        start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, mark)
        assert start.channel_id == post.id  # the thread started from the challenge
    finally:
        await slash_reply(standin, admin, "settings", {"threads": False})
