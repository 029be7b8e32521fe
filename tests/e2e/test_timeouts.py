"""End-to-end: turn clocks. The warning at two thirds of the turn and the loss on time while the
bot runs, and the grace period (``RESTART_GRACE_SECONDS``) after it was killed and restarted.

Short clocks come from the bot's own storage, written while the bot is stopped: a guild turn
timeout of a few seconds (the slash command refuses less than a minute), or a deadline moved
into the past.
"""

from __future__ import annotations

import contextlib
import re
import sqlite3
import time
from pathlib import Path

import pytest

from bot.storage import GuildSettings, open_database
from standin import Post, StandIn, User
from standin.harness import BotProcess, run_bot
from standin.steps import is_board, play, slash_reply, start_game

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

DEADLINE = re.compile(r"<t:(\d+):R>")
TURN_S = 6
"""The guild's turn timeout in the first test: warned after 4 s, lost after 6 s."""
GRACE_S = 5
"""The restart grace in the second test."""
SLACK_S = 0.1
"""How much earlier than due a post may arrive (the bot's and the test's clocks differ)."""


def _database(workdir: Path) -> Path:
    return workdir / "data" / "morrisbot.db"


def _game_row(workdir: Path, game: int) -> tuple[str, int | None, str | None, float | None]:
    """The stored status, winner seat, termination and deadline of ``game``."""
    with contextlib.closing(sqlite3.connect(_database(workdir))) as db:
        row = db.execute(
            "SELECT status, winner, termination, deadline FROM games WHERE id = ?", (game,)
        ).fetchone()
    assert row is not None, f"game {game} is not stored"
    return row[0], row[1], row[2], row[3]


def _is_warning(post: Post, game: int, user: User) -> bool:
    """A clock warning: a message about ``game`` that pings only ``user`` and is not a board or
    a result."""
    return (
        post.kind == "message"
        and f"#{game}" in post.content
        and user.mention in post.content
        and DEADLINE.search(post.content) is not None
        and "```" not in post.content
        and "Game over" not in post.content
        and post.allowed_mentions is not None
        and post.allowed_mentions.get("users") == [user.id]
    )


def _is_result(post: Post, game: int) -> bool:
    return is_board(post, game) and "Game over" in post.content


async def test_a_turn_is_warned_at_two_thirds_then_lost_on_time(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    repository = await open_database(_database(tmp_path))
    await repository.save_settings(GuildSettings(standin.guild.id, turn_timeout_s=TURN_S))
    await repository.close()
    await run_bot(standin, processes, tmp_path)
    alice, bob = standin.add_user("to-alice"), standin.add_user("to-bob")
    game = await start_game(standin, alice, bob)
    since = standin.mark()
    sent = time.perf_counter()
    board = await play(standin, alice, "d6", game)
    assert "played **d6**" in board.content
    deadline = DEADLINE.findall(board.content)[-1]

    warning = await standin.wait_post(lambda p: _is_warning(p, game, bob), since, TURN_S + 5)
    assert warning.at - sent >= TURN_S * 2 / 3 - SLACK_S, "warned before two thirds of the turn"
    assert DEADLINE.findall(warning.content) == [deadline]
    result = await standin.wait_post(lambda p: _is_result(p, game), since, TURN_S + 5)
    assert result.at - sent >= TURN_S - SLACK_S, "lost on time before the turn was over"
    assert f"{alice.mention} wins on time" in result.content
    assert "Ratings:" in result.content
    posts = standin.channel_posts(since=since)
    assert not [p for p in posts if _is_warning(p, game, alice)], "alice moved in time"
    assert [p for p in posts if _is_warning(p, game, bob)] == [warning], "one warning only"

    assert _game_row(tmp_path, game)[:3] == ("finished", 1, "timeout")
    record = await slash_reply(standin, alice, "stats", {"user": bob})
    assert "Nine Men's Morris: rating" in record.content and "0W 1L 0D" in record.content
    record = await slash_reply(standin, bob, "stats", {"user": alice})
    assert "1W 0L 0D" in record.content


async def test_after_a_restart_an_overdue_turn_gets_the_grace_period(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    first = await run_bot(standin, processes, tmp_path)
    alice, bob, carol, dave = (standin.add_user(f"gr-{n}") for n in ("a", "b", "c", "d"))
    idle = await start_game(standin, alice, bob)
    await play(standin, alice, "d6", idle)
    moving = await start_game(standin, carol, dave)
    await play(standin, carol, "d6", moving)
    await first.kill()
    with contextlib.closing(sqlite3.connect(_database(tmp_path))) as db:
        overdue = db.execute(
            "UPDATE games SET deadline = ? WHERE status = 'active'", (time.time() - 3600,)
        )
        assert overdue.rowcount == 2
        db.commit()

    since = standin.mark()
    restarted, wall = time.perf_counter(), time.time()
    await run_bot(standin, processes, tmp_path, RESTART_GRACE_SECONDS=str(GRACE_S))
    warnings = [
        await standin.wait_post(lambda p: _is_warning(p, idle, bob), since),
        await standin.wait_post(lambda p: _is_warning(p, moving, dave), since),
    ]
    # The clocks were looked at (the overdue turns were warned), and nobody lost at once.
    assert not [p for p in standin.channel_posts(since=since) if "Game over" in p.content]
    for warning in warnings:
        shown = int(DEADLINE.findall(warning.content)[-1])
        assert wall + GRACE_S - 1 <= shown <= time.time() + GRACE_S, warning.content

    mark = standin.mark()  # (the start-up repair may edit the boards first)
    await standin.say(dave, "d2")
    await standin.wait_post(lambda p: is_board(p, moving) and "played **d2**" in p.content, mark)
    result = await standin.wait_post(lambda p: _is_result(p, idle), since, GRACE_S + 5)
    assert result.at - restarted >= GRACE_S - SLACK_S, "lost on time before the grace was over"
    assert f"{alice.mention} wins on time" in result.content
    assert _game_row(tmp_path, idle)[:3] == ("finished", 1, "timeout")

    board = await play(standin, carol, "a1", moving)
    assert "played **a1**" in board.content, "the game with a move in the grace goes on"
    status, _, _, deadline = _game_row(tmp_path, moving)
    assert status == "active" and deadline is not None and deadline > time.time() + 600
    assert not [p for p in standin.channel_posts(since=since) if _is_result(p, moving)]
