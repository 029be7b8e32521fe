"""End-to-end: the bot process killed and restarted, a dropped gateway, command sync, the
Message Content setting and starting without a token."""

from __future__ import annotations

import asyncio
import re
import sqlite3
import sys
import time
from pathlib import Path

import pytest

from bot.__main__ import NOT_CONFIGURED
from bot.storage import open_database
from bot.storage.migrations import SCHEMA_VERSION
from games.registry import GAMES
from standin import StandIn, User
from standin.harness import REPO, BotProcess, run_bot
from standin.model import snowflake
from standin.steps import (
    challenge,
    click_move,
    current_buttons,
    game_id,
    is_board,
    live_board,
    play,
    slash_reply,
    start_game,
)

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

DEADLINE = re.compile(r"<t:(\d+):R>")


async def test_killed_mid_game_the_game_challenges_deadlines_and_offers_carry_on(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    first = await run_bot(standin, processes, tmp_path)
    alice, bob, carol, dave = (standin.add_user(f"rk-{n}") for n in ("a", "b", "c", "d"))
    game = await start_game(standin, alice, bob)
    await play(standin, alice, "d6", game)
    waiting = await play(standin, bob, "d2", game)
    deadline = DEADLINE.findall(waiting.content)[-1]
    pending = await challenge(standin, carol, dave, "breakthrough", {"rows": 6})
    offer = await standin.response(await standin.slash(alice, "draw", {}))
    assert [b["label"] for b in offer.buttons()] == ["Accept", "Decline"]

    await first.kill()
    assert not first.alive and first.returncode == -9
    await run_bot(standin, processes, tmp_path)
    assert standin.identifies >= 2

    shown = await slash_reply(standin, alice, "board")
    assert f"#{game}:" in shown.content and "Last move: d2" in shown.content
    moved = int(DEADLINE.findall(shown.content)[-1]) - int(deadline)
    assert 0 <= moved <= 60  # the time the bot was down is not charged: the deadline moved on
    board = await play(standin, alice, "a1", game)
    assert "played **a1**" in board.content
    # her move ended her draw offer, posted before the restart: its buttons go at a click
    click = await standin.click(bob, offer, "Accept")
    lapsed = await standin.wait_post(lambda p: p.interaction is click and p.ephemeral)
    assert lapsed.ephemeral and "no longer open" in lapsed.content
    assert all(b["disabled"] for b in current_buttons(standin, offer))
    mark = standin.mark()
    await standin.click(dave, pending, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    assert "Breakthrough" in start.content
    assert all(b["disabled"] for b in current_buttons(standin, pending))


async def test_a_challenge_expires_across_a_restart(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    first = await run_bot(standin, processes, tmp_path)
    eve, frank = standin.add_user("ex-eve"), standin.add_user("ex-frank")
    pending = await challenge(standin, eve, frank)
    await first.kill()
    with sqlite3.connect(tmp_path / "data" / "morrisbot.db") as db:
        db.execute(
            "UPDATE challenges SET expires_at = ? WHERE status = 'pending'", (time.time() + 1,)
        )
    await run_bot(standin, processes, tmp_path)
    await standin.wait_until(
        lambda: "expired" in standin.messages[pending.id]["content"], timeout=10
    )
    assert all(b["disabled"] for b in current_buttons(standin, pending))
    mark = standin.mark()
    await standin.say(frank, "accept")
    with pytest.raises(TimeoutError):
        await standin.wait_post(lambda p: "begins" in p.content, since=mark, timeout=0.5)


async def test_a_dropped_gateway_is_resumed_mid_game(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    await run_bot(standin, processes, tmp_path)
    alice, bob = standin.add_user("gw-alice"), standin.add_user("gw-bob")
    game = await start_game(standin, alice, bob)
    identifies, resumes = standin.identifies, standin.resumes
    await standin.drop_gateway()
    board = await play(standin, alice, "d6", game)
    assert "played **d6**" in board.content
    board = await play(standin, bob, "d2", game)
    assert "played **d2**" in board.content
    assert standin.resumes == resumes + 1 and standin.identifies == identifies


async def test_commands_are_uploaded_only_when_they_changed(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    def uploads(scope: str) -> int:
        return sum(1 for method, path in standin.requests if method == "PUT" and path == scope)

    app = standin.application_id
    guild_scope = f"/applications/{app}/guilds/{standin.guild.id}/commands"
    global_scope = f"/applications/{app}/commands"
    before = uploads(guild_scope)
    first = await run_bot(standin, processes, tmp_path)
    assert uploads(guild_scope) == before + 1
    await standin.wait_until(lambda: "invite me to a server" in first.log(), timeout=5)
    assert (
        f"https://discord.com/oauth2/authorize?client_id={app}"
        "&scope=bot+applications.commands&permissions=309237746688"
    ) in first.log()
    assert (  # the user install, for DMs and group DMs
        f"https://discord.com/oauth2/authorize?client_id={app}"
        "&scope=applications.commands&integration_type=1"
    ) in first.log()
    assert await first.stop() == 0
    await run_bot(standin, processes, tmp_path)
    assert uploads(guild_scope) == before + 1
    challenges = {cls.command for cls in GAMES.values() if cls.family is None}
    assert {c["name"] for c in standin.commands[standin.guild.id]} == challenges | {
        "move", "board", "resign", "draw", "restart", "rematch", "takeback", "abort", "export",
        "stats", "help", "settings", "games", "reminders", "Challenge to a game", "review",
        "puzzle", "puzzles", "tournament", "seek", "lobby", "pair", "mygames", "block",
    }  # fmt: skip
    for command in standin.commands[standin.guild.id]:
        if command["type"] == 2:  # a user menu command has no description
            assert command["description"] == "", command
            continue
        assert command["description"] and command["description"] != "…", command["name"]
        for option in command.get("options", []):
            assert option["description"] not in ("", "…"), (command["name"], option["name"])
    assert await processes[-1].stop() == 0
    await run_bot(standin, processes, tmp_path / "global", DEV_GUILD_ID="")
    assert uploads(global_scope) == 1


async def test_a_refused_command_upload_is_said_and_tried_again(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    scope = f"/applications/{standin.application_id}/guilds/{standin.guild.id}/commands"

    def uploads() -> int:
        return sum(1 for method, path in standin.requests if method == "PUT" and path == scope)

    before = uploads()
    standin.fail_next("PUT", scope, 400)
    process = await run_bot(standin, processes, tmp_path)
    assert process.alive and "Discord refused the commands: 400" in process.log()
    # The second upload comes SYNC_RETRY_S[0] (10 s) later; the timeouts only bound a hang.
    await standin.wait_until(lambda: uploads() == before + 2, timeout=120)
    await standin.wait_until(
        lambda: bool(re.search(r"synced \d+ commands", process.log())), timeout=120
    )


async def test_without_message_content_typed_moves_are_ignored_but_slash_works(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    await run_bot(standin, processes, tmp_path, MESSAGE_CONTENT="false")
    assert standin.session is not None and not standin.session.intents & (1 << 15)
    alice, bob = standin.add_user("mc-alice"), standin.add_user("mc-bob")
    game = await start_game(standin, alice, bob)
    mark = standin.mark()
    await standin.say(alice, "d6")
    with pytest.raises(TimeoutError):
        await standin.wait_post(lambda p: f"#{game}:" in p.content, since=mark, timeout=0.5)
    board = await slash_reply(standin, alice, "move", {"move": "d6"})
    assert "played **d6**" in board.content


async def test_a_board_that_cannot_be_shown_is_explained_to_the_player(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    bot = await run_bot(standin, processes, tmp_path)
    alice, bob = standin.add_user("uf-alice"), standin.add_user("uf-bob")
    game = await start_game(standin, alice, bob)
    standin.fail_next("PATCH", rf"/channels/{standin.channel.id}/messages/\d+")
    message = await standin.say(alice, "d6")
    reply = await standin.reply(message)
    assert reply.content == "**d6** was played; the board could not be posted. /board shows it."
    assert standin.injected and bot.alive
    await standin.wait_until(lambda: "the board could not be shown" in bot.log(), timeout=5)
    board = await play(standin, bob, "d2", game)
    assert "played **d2**" in board.content


async def test_a_refused_token_is_explained(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    process = BotProcess(standin, tmp_path, DISCORD_TOKEN="not-the-token")
    with pytest.raises(RuntimeError, match="exited with 1"):
        await process.start()
    assert "Discord refused DISCORD_TOKEN" in process.log()
    assert "Traceback" not in process.log() and "not-the-token" not in process.log()
    assert standin.rejections == ["bad token on /users/@me"]
    standin.rejections.clear()


async def test_without_a_token_it_says_how_to_get_one(tmp_path: Path) -> None:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        cwd=tmp_path,
        env={"PYTHONPATH": str(REPO), "PATH": "/usr/bin:/bin"},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await process.communicate()
    text = err.decode()
    assert process.returncode == NOT_CONFIGURED and not out
    for needed in ("DISCORD_TOKEN", "discord.com/developers/applications", ".env", "make play"):
        assert needed in text


async def test_a_match_in_its_own_thread_stays_there_across_a_restart(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    first = await run_bot(standin, processes, tmp_path)
    channel = standin.add_channel("thread-restart")
    alice, bob = standin.add_user("tr-alice"), standin.add_user("tr-bob")
    post = await challenge(standin, alice, bob, "morris", {"thread": True}, channel)
    mark = standin.mark()
    await standin.click(bob, post, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    thread = standin.guild.channels[post.id]
    game = game_id(start)
    assert start.channel_id == thread.id
    await play(standin, alice, "d6", game, thread)

    await first.kill()
    await run_bot(standin, processes, tmp_path)
    since = standin.mark()
    await standin.say(bob, "d2", thread)  # typed in the thread
    board = await standin.wait_post(lambda p: is_board(p, game) and "**d2**" in p.content, since)
    assert board.channel_id == thread.id
    answer = await slash_reply(standin, alice, "move", {"move": "a1"}, thread)
    assert answer.content == "You played **a1**."
    shown = await standin.wait_post(lambda p: is_board(p, game) and "**a1**" in p.content, since)
    assert shown.channel_id == thread.id
    assert not [p for p in standin.channel_posts(channel, since) if is_board(p, game)]


def start_errors(process: BotProcess) -> list[str]:
    """The ERROR lines of a process that refused to start (and no traceback)."""
    assert process.returncode == 1 and "Traceback" not in process.log(), process.log()
    return [line for line in process.log().splitlines() if " ERROR " in line]


async def test_a_second_process_on_the_same_sqlite_file_refuses_in_one_line(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    first = await run_bot(standin, processes, tmp_path / "one")
    database = first.env["DATABASE_PATH"]
    second = BotProcess(standin, tmp_path / "two", DATABASE_PATH=database)
    with pytest.raises(RuntimeError, match="exited with 1"):
        await second.start()
    [error] = start_errors(second)
    assert error.endswith(
        f"Cannot start: another process (pid {first.process and first.process.pid}) is running "
        f"on the database {database}: stop it first, or give this one another DATABASE_PATH"
    )
    assert first.alive


async def test_a_database_of_a_newer_release_stops_the_start_in_one_line(
    standin: StandIn, tmp_path: Path
) -> None:
    process = BotProcess(standin, tmp_path)
    database = Path(process.env["DATABASE_PATH"])
    await (await open_database(database)).close()
    with sqlite3.connect(database) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        db.execute("UPDATE schema_release SET release = '0.9.0'")
    with pytest.raises(RuntimeError, match="exited with 1"):
        await process.start()
    [error] = start_errors(process)
    assert f"Cannot start: {database} needs morrisbot 0.9.0 or newer" in error


async def test_a_match_whose_board_is_unknown_gets_a_fresh_one_and_no_history_is_read(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    """Message text is never state: a match whose board id is not stored (as an upgrade from a
    release that kept none leaves it) gets a fresh board at its next change, without reading
    the channel's history, and a challenge with no stored thread choice is played in its
    channel."""
    first = await run_bot(standin, processes, tmp_path)
    alice, bob, carol, dave = (standin.add_user(f"up-{n}") for n in ("a", "b", "c", "d"))
    game = await start_game(standin, alice, bob)
    board = await play(standin, alice, "d6", game)
    channel = standin.add_channel("upgrade-threads")
    await challenge(standin, carol, dave, "morris", {"thread": True}, channel)
    await first.kill()
    with sqlite3.connect(first.workdir / "data" / "morrisbot.db") as db:
        db.execute("UPDATE games SET board_message_id = NULL")
        db.execute("UPDATE challenges SET thread = NULL, message_id = NULL")

    sent = len(standin.requests)
    await run_bot(standin, processes, tmp_path)
    moved = await play(standin, bob, "d2", game)
    assert moved.id != board.id and is_board(moved)  # a fresh board
    mark = standin.mark()
    await standin.say(dave, "accept", channel)
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    assert start.channel_id == channel.id
    history = f"/channels/{standin.channel.id}/messages"
    assert ("GET", history) not in standin.requests[sent:]


async def test_a_board_a_crash_left_behind_is_brought_up_to_date_at_start(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    first = await run_bot(standin, processes, tmp_path)
    alice, bob = standin.add_user("lb-alice"), standin.add_user("lb-bob")
    game = await start_game(standin, alice, bob)
    standin.fail_next("PATCH", rf"/channels/{standin.channel.id}/messages/\d+")
    reply = await standin.reply(await standin.say(alice, "d6"))
    assert "the board could not be posted" in reply.content  # stored, not shown...
    await first.kill()  # ...and the process gone before its next try
    assert "d6" not in live_board(standin, game).content.split("\n", 1)[0]
    await run_bot(standin, processes, tmp_path)
    await standin.wait_until(
        lambda: f"{alice.mention} played **d6**" in live_board(standin, game).content
    )
    board = live_board(standin, game)
    assert "1 on board" in board.content and board.button("Resign")


async def test_a_restart_asks_nothing_of_discord_in_a_group_dm_that_it_must_refuse(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    first = await run_bot(standin, processes, tmp_path, DEV_GUILD_ID="")
    white, black = User(snowflake(), "rg-white"), User(snowflake(), "rg-black")
    group = standin.add_group_dm("restarted", white, black)
    offer = await challenge(standin, white, black, channel=group)
    mark = standin.mark()
    await standin.click(black, offer, "Accept")
    game = game_id(await standin.wait_post(is_board, since=mark))
    await click_move(standin, white, game, "d6")
    await first.kill()
    requests = len(standin.requests)
    second = await run_bot(standin, processes, tmp_path, DEV_GUILD_ID="")
    behind = re.compile(rf"match {game}: .*; the next interaction there shows it")
    await standin.wait_until(lambda: behind.search(second.log()) is not None, timeout=30)
    assert not standin.rejections  # nothing sent as the bot where it is no member
    assert not [r for r in standin.requests[requests:] if str(group.id) in r[1]]
    board = await click_move(standin, black, game, "d2")  # the next interaction: a click
    assert "played **d2**" in board.content and board.channel_id == group.id


async def test_the_message_content_intent_refused_by_the_portal_is_said_in_one_line(
    tmp_path: Path,
) -> None:
    standin = StandIn(portal_intents=0)
    await standin.start()
    try:
        process = BotProcess(standin, tmp_path, MESSAGE_CONTENT="true")
        with pytest.raises(RuntimeError, match="exited with 1"):
            await process.start()
    finally:
        await standin.close()
    assert "turn on 'Message Content Intent'" in process.log()
    assert "Traceback" not in process.log()
