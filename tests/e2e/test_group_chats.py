"""End-to-end: playing in a group DM, where the bot is only a user's installed app (it posts
nothing of its own there, sees no message, and answers slash commands and clicks). Only who
installed the app sees its commands there: the others play by clicks alone."""

from __future__ import annotations

import re

import pytest

from standin import StandIn
from standin.harness import BotProcess
from standin.model import Channel, User, snowflake
from standin.server import Post
from standin.steps import (
    challenge,
    click_move,
    game_id,
    is_board,
    live_board,
    turn_pings,
    whole_turns,
)
from tests.e2e.conftest import WHOLE_GAMES_ROUTE_LIMIT

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


@pytest.fixture(scope="module")
def route_limit() -> int:
    """Larger rate-limit buckets: this module plays whole games (see WHOLE_GAMES_ROUTE_LIMIT)."""
    return WHOLE_GAMES_ROUTE_LIMIT


@pytest.fixture(scope="module")
def bot_env() -> dict[str, str]:
    """Commands synced globally: guild commands are not offered in DMs."""
    return {"DEV_GUILD_ID": ""}


def now(standin: StandIn, post: Post) -> Post:
    """``post``'s message as it is now (after its edits)."""
    return Post("message", post.channel_id, standin.messages[post.id])


def stranger(name: str) -> User:
    """A user who shares no server with the bot."""
    return User(snowflake(), name)


async def test_a_whole_morris_game_in_a_group_dm_by_clicks_alone(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black, friend = stranger("gdmw"), stranger("gdmb"), stranger("gdmf")
    group = standin.add_group_dm("pals", white, black, friend)
    asked = await standin.slash(white, "morris", {"opponent": black, "first": "me"}, group)
    challenge = await standin.response(asked)
    assert not challenge.ephemeral and black.mention in challenge.content
    assert "type `accept`" not in challenge.content  # the bot reads no typing here
    mark = standin.mark()
    await standin.click(black, challenge, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    game = game_id(start)
    assert start.channel_id == group.id
    users = {1: white, 2: black}
    for side, text in whole_turns():
        board = await click_move(standin, users[side], game, text)
        assert f"played **{text}**" in board.content, (text, board.content[:300])
    assert f"**Game over**: {white.mention} wins" in board.content
    assert live_board(standin, game).channel_id == group.id
    assert not standin.rejections


async def test_stats_in_a_group_dm_are_global(standin: StandIn, bot: BotProcess) -> None:
    someone = stranger("gdmstats")
    group = standin.add_group_dm("stats", someone, stranger("other"))
    answer = await standin.response(await standin.slash(someone, "stats", {}, group))
    assert "anywhere" in answer.content or "(global)" in answer.content, answer.content


async def test_settings_are_not_offered_in_a_group_dm(standin: StandIn, bot: BotProcess) -> None:
    someone = stranger("gdmset")
    group = standin.add_group_dm("settings", someone, stranger("other2"))
    with pytest.raises(AssertionError, match="not offered"):
        await standin.slash(someone, "settings", {}, group)


async def test_help_in_a_group_dm_lists_only_the_commands_offered_there(
    standin: StandIn, bot: BotProcess
) -> None:
    someone = stranger("gdmhelp")
    group = standin.add_group_dm("help", someone, stranger("other3"))
    helped = await standin.response(await standin.slash(someone, "help", {}, group))
    assert "`/board`" in helped.content and "/settings" not in helped.content
    assert "/tournament" not in helped.content  # a server's, like its lobby opt-in
    with pytest.raises(AssertionError, match="not offered"):
        await standin.slash(someone, "settings", {}, group)
    member = standin.add_user("gdmhelp-member")
    in_server = await standin.response(await standin.slash(member, "help", {}))
    assert "`/settings` (Manage Server)" in in_server.content
    assert "`/tournament create` (Manage Server)" in in_server.content


async def test_the_user_menu_challenges_to_morris_in_a_group_dm(
    standin: StandIn, bot: BotProcess
) -> None:
    me, friend = stranger("menu-me"), stranger("menu-friend")
    group = standin.add_group_dm("menu", me, friend)
    asked = await standin.user_command(me, "Challenge to a game", friend, group)
    challenge = await standin.response(asked)
    assert not challenge.ephemeral and "**Nine Men's Morris**" in challenge.content
    assert friend.mention in challenge.content and challenge.button("Accept")


async def test_the_user_menu_refuses_a_non_member_in_a_server(
    standin: StandIn, bot: BotProcess
) -> None:
    me = standin.add_user("menu-member")
    outsider = stranger("menu-outsider")
    refusal = await standin.response(
        await standin.user_command(me, "Challenge to a game", outsider)
    )
    assert refusal.ephemeral and "not a member of this server" in refusal.content


async def test_the_computer_in_the_bots_own_dm(standin: StandIn, bot: BotProcess) -> None:
    player = stranger("dm-player")
    dm = standin.dm_with(player)
    mark = standin.mark()
    started = await standin.slash(player, "threemorris", {"first": "me"}, dm)
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    assert start.interaction is started and start.channel_id == dm.id
    game = game_id(start)
    board = await click_move(standin, player, game, "5")
    assert "played **5**" in board.content or "Recent moves: 5," in board.content
    reply = await standin.wait_post(
        lambda p: is_board(p, game) and "Computer" in p.content.split("\n", 1)[0], since=mark
    )
    assert reply.channel_id == dm.id


HOUR = 3600


def pinged(standin: StandIn, group: Channel) -> list[str]:
    """Whom the turn pings left in ``group`` ping (the bot removes each when the turn passes)."""
    return [
        mention
        for post in turn_pings(standin, {group.id})
        for mention in re.findall(r"<@\d+>", post.content)
    ]


async def test_a_board_left_behind_by_a_quiet_quarter_hour_is_shown_again_at_the_next_use(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black, other = stranger("quiet-w"), stranger("quiet-b"), stranger("quiet-o")
    group = standin.add_group_dm("quiet", white, black, other)
    standin.install_app(other)
    await standin.response(await standin.slash(other, "morris", {"opponent": white}, group))
    offer = await challenge(standin, white, black, options={"clock": "1h"}, channel=group)
    mark = standin.mark()
    await standin.click(black, offer, "Accept")
    game = game_id(await standin.wait_post(is_board, since=mark))
    await click_move(standin, white, game, "d6")
    await standin.wait_until(lambda: pinged(standin, group) == [black.mention])
    stale = live_board(standin, game)
    await standin.advance(2 * HOUR)  # the hour runs out (and other's challenge, unanswered)
    behind = re.compile(rf"match {game}: .*; the next interaction there shows it")
    await standin.wait_until(lambda: behind.search(bot.log()) is not None, timeout=45)  # polled
    assert live_board(standin, game).id == stale.id and "Game over" not in stale.content
    before, mark = len(standin.notifications), standin.mark()
    await standin.response(await standin.slash(white, "stats", {}, group))  # the next use
    fresh = await standin.wait_post(lambda p: is_board(p, game) and p.id != stale.id, since=mark)
    assert fresh.channel_id == group.id
    assert "could not be updated" in fresh.content and "15 minutes" in fresh.content
    assert "Game over" in fresh.content and "on time" in fresh.content, fresh.content
    await standin.wait_until(
        lambda: {white.id, black.id} <= {n.user_id for n in standin.notifications[before:]}
    )  # the result reaches both players now


async def test_proposals_by_command_in_a_group_dm_are_answered_by_a_click(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black = stranger("offer-w"), stranger("offer-b")
    group = standin.add_group_dm("offers", white, black)  # only white has the app
    offer = await challenge(standin, white, black, channel=group)
    mark = standin.mark()
    await standin.click(black, offer, "Accept")
    game = game_id(await standin.wait_post(is_board, since=mark))
    await click_move(standin, white, game, "d6")
    offered = await standin.response(await standin.slash(white, "draw", {}, group))
    assert "offers a draw" in offered.content, offered.content
    await standin.wait_until(lambda: "offers a draw" in live_board(standin, game).content)
    mark = standin.mark()
    await standin.click(black, live_board(standin, game), "Accept")
    over = await standin.wait_post(lambda p: is_board(p, game) and "Game over" in p.content, mark)
    assert "draw by agreement" in over.content, over.content
    # the offer's own message, answered on the board, keeps no live button
    await standin.wait_until(
        lambda: all(b.get("disabled") for b in now(standin, offered).buttons()), timeout=10
    )
    assert now(standin, offered).button("Accept")


async def test_a_thread_is_refused_in_a_group_dm_saying_why(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black = stranger("thread-w"), stranger("thread-b")
    group = standin.add_group_dm("no threads", white, black)
    options = {"opponent": black, "thread": True}
    refusal = await standin.response(await standin.slash(white, "morris", options, group))
    assert refusal.ephemeral and "Threads exist only in server channels" in refusal.content
    assert not [p for p in standin.channel_posts(group) if black.mention in p.content]
    plain = await challenge(standin, white, black, options={"thread": False}, channel=group)
    assert black.mention in plain.content and plain.button("Accept")


@pytest.mark.slow
async def test_the_dm_reminder_goes_when_a_quiet_group_dm_cannot_be_posted_in(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black = stranger("rem-white"), standin.add_user("rem-black")
    opted = await standin.response(await standin.slash(black, "reminders", {"dm": True}))
    assert "Reminders by DM are on" in opted.content
    group = standin.add_group_dm("remind", white, black)
    offer = await challenge(standin, white, black, options={"clock": "1h"}, channel=group)
    mark = standin.mark()
    await standin.click(black, offer, "Accept")
    game = game_id(await standin.wait_post(is_board, since=mark))
    await click_move(standin, white, game, "d6")
    await standin.settle()  # the move's last edits made with the tokens, before they expire
    since = standin.mark()
    await standin.advance(50 * 60)  # past two thirds of black's hour; every token expired
    dm = standin.dm_with(black)
    reminder = await standin.wait_post(
        lambda p: p.channel_id == dm.id and f"#{game}" in p.content, since, timeout=60
    )
    assert "/reminders" in reminder.content
