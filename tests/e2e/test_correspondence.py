"""End-to-end: correspondence play. A challenge's clock (days per move) shown on the board, a
restart in the middle, and the reminder before time runs out: a mention in the match's channel
and, for a player who asked for it with /reminders, a direct message."""

from __future__ import annotations

import contextlib
import re
import sqlite3
import time
from pathlib import Path

import pytest

from standin import StandIn
from standin.harness import BotProcess, run_bot
from standin.steps import challenge, game_id, is_board, play, slash_reply

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

DEADLINE = re.compile(r"<t:(\d+):R>")
DAY = 24 * 3600


async def test_a_three_day_clock_across_a_restart_with_its_reminders(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    first = await run_bot(standin, processes, tmp_path)
    alice, bob = standin.add_user("corr-alice"), standin.add_user("corr-bob")
    opted = await slash_reply(standin, bob, "reminders", {"dm": True})
    assert opted.ephemeral and "Reminders by DM are on" in opted.content
    offer = await challenge(standin, alice, bob, options={"clock": "3d"})
    assert "Clock: 3d per move." in offer.content
    mark = standin.mark()
    await standin.click(bob, offer, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    game = game_id(start)
    board = await play(standin, alice, "d6", game)
    shown = int(DEADLINE.findall(board.content)[-1])
    assert abs(shown - (time.time() + 3 * DAY)) < 60, board.content  # bob has three days

    await first.kill()
    due_soon = time.time() + 3600  # past two thirds of bob's three days: time to remind
    with contextlib.closing(sqlite3.connect(tmp_path / "data" / "morrisbot.db")) as db:
        db.execute("UPDATE games SET deadline = ? WHERE id = ?", (due_soon, game))
        db.commit()
    since = standin.mark()
    await run_bot(standin, processes, tmp_path)

    warning = await standin.wait_post(
        lambda p: p.kind == "message" and f"#{game}" in p.content and "```" not in p.content
        and bob.mention in p.content,
        since,
    )  # fmt: skip
    assert warning.channel_id == standin.channel.id
    assert warning.allowed_mentions is not None and warning.allowed_mentions["users"] == [bob.id]
    dm = standin.dm_with(bob)
    reminder = await standin.wait_post(lambda p: p.channel_id == dm.id, since)
    assert f"#{game}" in reminder.content and "/reminders" in reminder.content
    assert DEADLINE.search(reminder.content), reminder.content

    board = await play(standin, bob, "d2", game)
    assert "played **d2**" in board.content
    shown = int(DEADLINE.findall(board.content)[-1])
    assert abs(shown - (time.time() + 3 * DAY)) < 60, "alice gets three days again"


async def test_a_clock_out_of_range_is_refused_clearly(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    await run_bot(standin, processes, tmp_path)
    alice, bob = standin.add_user("clk-alice"), standin.add_user("clk-bob")
    refusal = await slash_reply(standin, alice, "morris", {"opponent": bob, "clock": "30d"})
    assert refusal.ephemeral and "14" in refusal.content, refusal.content
    refusal = await slash_reply(standin, alice, "morris", {"opponent": bob, "clock": "soon"})
    assert refusal.ephemeral and "not a duration" in refusal.content


async def test_a_clock_or_timeout_of_thousands_of_digits_gets_the_range_not_an_apology(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    bot = await run_bot(standin, processes, tmp_path)
    alice, bob = standin.add_user("huge-alice"), standin.add_user("huge-bob")
    standin.make_admin(alice)
    huge = "9" * 5000
    refusal = await slash_reply(standin, alice, "morris", {"opponent": bob, "clock": huge})
    assert refusal.ephemeral and refusal.content == "The clock must be from 1 minute to 14 days."
    refusal = await slash_reply(standin, alice, "settings", {"turn_timeout": huge + "m"})
    assert refusal.content == "The turn timeout must be from 1 minute to 7 days."
    assert "Traceback" not in bot.log()
