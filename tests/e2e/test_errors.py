"""End-to-end: every way to get it wrong gets a clear answer, privately for slash commands,
as a short reply for typed moves, and changes nothing."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from standin import Overwrite, StandIn, User
from standin.harness import BotProcess
from standin.model import READ_MESSAGE_HISTORY, snowflake
from standin.steps import is_board, live_board, play, slash_reply, start_game

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


async def test_illegal_typed_move_gets_a_short_reply_saying_why(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("il-alice"), standin.add_user("il-bob")
    game = await start_game(standin, alice, bob)
    await play(standin, alice, "d6", game)
    reply = await slash_reply(standin, bob, "move", {"move": "d6"})
    assert reply.ephemeral and "d6 is occupied" in reply.content
    assert len(reply.content) < 200 and "Traceback" not in reply.content
    assert reply.allowed_mentions is not None and reply.allowed_mentions["parse"] == []
    board = await play(standin, bob, "a1", game)
    assert "played **a1**" in board.content


async def test_an_illegal_typed_move_by_the_player_to_move_is_answered(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("it-alice"), standin.add_user("it-bob")
    game = await start_game(standin, alice, bob)
    await play(standin, alice, "d6", game)
    reply = await play(standin, bob, "d6", game)  # typed, on an occupied point
    assert not is_board(reply, game) and "d6 is occupied" in reply.content
    chat = await standin.say(alice, "d2")  # not her turn: chat, no answer
    board = await play(standin, bob, "d2", game)
    assert "played **d2**" in board.content
    assert not [p for p in standin.posts if p.replies_to(chat)]


async def test_typed_words_are_answered_where_the_bot_may_not_read_history(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("rh-alice"), standin.add_user("rh-bob")
    deny = Overwrite(standin.bot_role.id, 0, deny=READ_MESSAGE_HISTORY)
    channel = standin.add_channel("no-history", [deny])
    game = await start_game(standin, alice, bob, channel=channel)
    board = await play(standin, alice, "d6", game, channel)
    assert "played **d6**" in board.content
    mark = standin.mark()
    said = await standin.say(bob, "d6", channel)  # an occupied point: Discord refuses a reply
    answer = await standin.wait_post(
        lambda p: p.channel_id == channel.id and "d6 is occupied" in p.content, since=mark
    )
    assert answer.content.startswith(bob.mention) and not answer.replies_to(said)
    assert answer.allowed_mentions is not None and answer.allowed_mentions["parse"] == []
    mark = standin.mark()
    await standin.say(bob, "resign", channel)
    asked = await standin.wait_post(
        lambda p: any(b.get("label") == "Resign" for b in p.buttons()), since=mark
    )
    assert asked.channel_id == channel.id and asked.content.startswith(bob.mention)


async def test_move_out_of_turn_is_refused(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("tn-alice"), standin.add_user("tn-bob")
    await start_game(standin, alice, bob)
    answer = await slash_reply(standin, bob, "move", {"move": "d6"})
    assert answer.ephemeral and "not your turn" in answer.content


async def test_chat_that_is_not_a_move_is_ignored(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("ct-alice"), standin.add_user("ct-bob")
    game = await start_game(standin, alice, bob)
    mark = standin.mark()
    chat = [
        await standin.say(alice, text)
        for text in ("hello there", "good luck!", "gg", f"{standin.bot.mention} hi", "<@1> d6")
    ]
    board = await play(standin, alice, "d6", game)
    assert "played **d6**" in board.content
    await standin.wait_until(lambda: any("your move" in p.content for p in standin.posts[mark:]))
    assert not [p for p in standin.posts[mark:] if any(p.replies_to(m) for m in chat)]


async def test_non_player_gets_a_private_answer(standin: StandIn, bot: BotProcess) -> None:
    alice, bob, carol = (standin.add_user(f"np-{n}") for n in ("alice", "bob", "carol"))
    game = await start_game(standin, alice, bob)
    for command in ("move", "resign", "draw"):
        options = {"move": "d6"} if command == "move" else None
        answer = await slash_reply(standin, carol, command, options)
        assert answer.ephemeral
        assert answer.content == "You have no game in progress in this channel."
    board = await slash_reply(standin, carol, "board")
    assert board.ephemeral and f"#{game}:\n" in board.content
    assert board.allowed_mentions is not None and board.allowed_mentions["parse"] == []
    mark = standin.mark()
    await standin.say(carol, "d6")
    await standin.say(carol, "resign")
    own = await slash_reply(standin, alice, "board")
    assert (
        own.ephemeral and own.allowed_mentions is not None and own.allowed_mentions["parse"] == []
    )
    assert standin.channel_posts(since=mark) == []  # chat and private boards only


async def test_busy_player_cannot_start_another_game_here(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob, carol = (standin.add_user(f"bz-{n}") for n in ("alice", "bob", "carol"))
    game = await start_game(standin, alice, bob)
    answer = await slash_reply(standin, carol, "morris", {"opponent": alice})
    assert answer.ephemeral
    assert "already playing" in answer.content and f"#{game}" in answer.content
    answer = await slash_reply(standin, alice, "notakto", {"opponent": carol})
    assert answer.ephemeral and "already playing" in answer.content


async def test_bad_options_are_explained(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("bo-alice"), standin.add_user("bo-bob")
    robot = standin.add_user("otherbot", bot=True)
    cases: list[tuple[dict[str, object], str]] = [
        ({"opponent": alice}, "cannot challenge yourself"),
        ({"opponent": robot}, "is a bot"),
        ({"opponent": bob, "level": "hard"}, "only for games against the computer"),
    ]
    for options, expected in cases:
        answer = await slash_reply(standin, alice, "morris", options)
        assert answer.ephemeral and expected in answer.content, answer.content
    interaction = await standin.slash(alice, "notakto", {"opponent": bob, "boards": 9}, check=False)
    answer = await standin.response(interaction)
    assert answer.ephemeral and "boards must be from 1 to 5" in answer.content
    interaction = await standin.slash(alice, "morris", {"level": "perfect"}, check=False)
    answer = await standin.response(interaction)
    assert answer.ephemeral and "no level 'perfect'" in answer.content


async def test_bad_position_string_is_explained(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("bp-alice"), standin.add_user("bp-bob")
    answer = await slash_reply(standin, alice, "morris", {"opponent": bob, "position": "garbage"})
    assert answer.ephemeral and "Morris position has 5 fields" in answer.content
    answer = await slash_reply(standin, alice, "morris", {"opponent": bob})
    assert not answer.ephemeral and "challenges you" in answer.content


async def test_settings_need_manage_server(standin: StandIn, bot: BotProcess) -> None:
    member, admin = standin.add_user("st-member"), standin.add_user("st-admin")
    standin.make_admin(admin)
    answer = await slash_reply(standin, member, "settings", {"board_style": "emoji"})
    assert answer.ephemeral and "Manage Server" in answer.content
    answer = await slash_reply(standin, admin, "settings", {"turn_timeout": "soon"})
    assert answer.ephemeral and "not a duration" in answer.content
    answer = await slash_reply(standin, admin, "settings", {"turn_timeout": "10s"})
    assert answer.ephemeral and "turn timeout" in answer.content.lower()
    answer = await slash_reply(standin, admin, "settings")
    assert "Turn timeout: 15m" in answer.content and "Board style: text" in answer.content


async def test_games_only_in_allowed_channels(standin: StandIn, bot: BotProcess) -> None:
    admin, bob = standin.add_user("ac-admin"), standin.add_user("ac-bob")
    standin.make_admin(admin)
    other = standin.other_channel
    saved = await slash_reply(standin, admin, "settings", {"channels": f"<#{other.id}>"})
    assert f"Games allowed in: <#{other.id}>" in saved.content
    try:
        answer = await slash_reply(standin, admin, "morris", {"opponent": bob})
        assert answer.ephemeral and "not played in this channel" in answer.content
        assert f"<#{other.id}>" in answer.content
        answer = await slash_reply(standin, admin, "morris", {"opponent": bob}, other)
        assert "challenges you" in answer.content
    finally:
        await slash_reply(standin, admin, "settings", {"channels": "all"})


async def test_settings_refuse_channels_of_another_server(
    standin: StandIn, bot: BotProcess
) -> None:
    admin = standin.add_user("xs-admin")
    standin.make_admin(admin)
    elsewhere = snowflake()
    answer = await slash_reply(
        standin, admin, "settings", {"channels": f"<#{standin.other_channel.id}> <#{elsewhere}>"}
    )
    assert answer.ephemeral and f"<#{elsewhere}> is not a channel of this server" in answer.content
    answer = await slash_reply(standin, admin, "settings")
    assert "Games allowed in: every channel" in answer.content  # nothing was changed


async def test_a_challenge_to_someone_outside_the_server_is_refused(
    standin: StandIn, bot: BotProcess
) -> None:
    alice = standin.add_user("os-alice")
    stranger = User(snowflake(), "os-stranger")  # a Discord user, not a member of this server
    mark = standin.mark()
    answer = await slash_reply(standin, alice, "morris", {"opponent": stranger})
    assert answer.ephemeral and "not a member of this server" in answer.content
    assert standin.channel_posts(since=mark) == []


async def test_typed_withdraw_without_a_challenge_of_ones_own_is_answered(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("wd-alice"), standin.add_user("wd-bob")
    await start_game(standin, alice, bob)
    for word in ("withdraw", "cancel"):
        reply = await standin.reply(await standin.say(alice, word))
        assert reply.content == "You have no open challenge to withdraw here."


async def test_a_move_whose_answer_discord_refuses_is_played_without_an_apology(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("cb-alice"), standin.add_user("cb-bob")
    game = await start_game(standin, alice, bob)
    standin.fail_next("POST", r"/interactions/\d+/[^/]+/callback", 400)
    mark = standin.mark()
    await standin.slash(alice, "move", {"move": "d6"})
    await standin.wait_until(lambda: "**d6**" in live_board(standin, game).content)
    assert not [p for p in standin.posts[mark:] if "Sorry" in p.content]
    await standin.wait_until(lambda: "could not answer interaction" in bot.log())


async def test_bare_cancel_by_someone_without_a_challenge_or_game_gets_no_answer(
    standin: StandIn, bot: BotProcess
) -> None:
    carol = standin.add_user("cc-carol")
    mark = standin.mark()
    said = [await standin.say(carol, word) for word in ("cancel", "withdraw")]
    await asyncio.sleep(1.0)  # time for an answer, were one coming
    assert [p for p in standin.posts[mark:] if any(map(p.replies_to, said))] == []


async def test_a_click_is_answered_in_time_while_the_database_is_locked(
    standin: StandIn, bot: BotProcess
) -> None:
    """Another writer holds the database for 4 s: the click is deferred within Discord's 3 s
    (no 10062), the move is stored once the lock goes, and the board shows it."""
    alice, bob = standin.add_user("lk-alice"), standin.add_user("lk-bob")
    game = await start_game(standin, alice, bob)
    board = live_board(standin, game)
    holder = sqlite3.connect(bot.env["DATABASE_PATH"], isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # the write lock the bot's commit must wait for
    try:
        click = await standin.choose(alice, board, f"mb:step:{game}:", ["d6"])
        answer = await standin.response_or_defer(click, timeout=3.0)
        assert answer.kind == "defer"
        await asyncio.sleep(4.0 - 3.0)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    shown = await standin.wait_post(lambda p: is_board(p, game) and "played **d6**" in p.content)
    assert shown.kind == "edit" and shown.id == board.id


async def test_a_deleted_channel_ends_its_match_with_one_info_line(
    standin: StandIn, bot: BotProcess
) -> None:
    channel = standin.add_channel("to-be-deleted")
    alice, bob = standin.add_user("dc-alice"), standin.add_user("dc-bob")
    game = await start_game(standin, alice, bob, channel=channel)
    await play(standin, alice, "d6", game, channel)
    pinged = f"{bob.mention}, your move"
    await standin.wait_until(
        lambda: any(p.content.startswith(pinged) for p in standin.channel_posts(channel))
    )
    await standin.delete_channel(channel)
    ended = f"match {game} ended without a result: channel {channel.id} was deleted"
    await standin.wait_until(lambda: ended in bot.log())
    assert " ERROR " not in bot.log() and "Traceback" not in bot.log()
    answer = await slash_reply(standin, alice, "morris", {"opponent": bob})
    assert "challenges you" in answer.content  # no longer held by the match that was there


async def test_an_overlong_forged_option_is_answered_briefly(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("long-alice"), standin.add_user("long-bob")
    move = next(o for o in standin.command("move")["options"] if o["name"] == "move")
    assert move["max_length"] <= 100  # a client keeps to it; a modified one does not
    game = await start_game(standin, alice, bob)
    forged = await standin.slash(alice, "move", {"move": "d6" * 1500}, check=False)
    answer = await standin.response(forged)
    assert answer.ephemeral and len(answer.content) < 300, answer.content[:300]
    carol = standin.add_user("long-carol")
    position = {"opponent": standin.add_user("long-dave"), "position": "W" * 3000}
    refused = await standin.response(await standin.slash(carol, "morris", position, check=False))
    assert refused.ephemeral and len(refused.content) < 600, refused.content[:600]
    assert "position" in refused.content, refused.content
    assert "played **d6**" in (await play(standin, alice, "d6", game)).content
