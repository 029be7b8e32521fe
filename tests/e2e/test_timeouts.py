"""End-to-end: turn clocks. The warning at two thirds of the turn and the loss on time while the
bot runs, and the grace period (``RESTART_GRACE_SECONDS``) after it was killed and restarted.

The clocks run on the stand-in's clock, which the bot follows and the tests move forward
(``StandIn.advance``): what is checked is when, on that clock, each post came, never how fast
the machine is. A deadline is moved into the past in the bot's own storage while it is stopped.
"""

from __future__ import annotations

import contextlib
import re
import sqlite3
from pathlib import Path

import pytest

from bot.storage import GuildSettings, open_database
from standin import Post, StandIn, User
from standin.harness import BotProcess, run_bot
from standin.steps import is_board, play, slash_reply, start_game

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

DEADLINE = re.compile(r"<t:(\d+):R>")
TURN_S = 600
"""The guild's turn timeout in the first test: warned after 400 s, lost after 600 s."""
GRACE_S = 300
"""The restart grace in the second test."""


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
    board = await play(standin, alice, "d6", game)
    assert "played **d6**" in board.content
    deadline = int(DEADLINE.findall(board.content)[-1])

    await standin.settle()
    await standin.advance(TURN_S * 2 / 3)
    warning = await standin.wait_post(lambda p: _is_warning(p, game, bob), since)
    assert warning.clock_at >= deadline - TURN_S / 3 - 1, "warned before two thirds of the turn"
    assert DEADLINE.findall(warning.content) == [str(deadline)]
    await standin.settle()
    await standin.advance(TURN_S / 3)
    result = await standin.wait_post(lambda p: _is_result(p, game), since)
    assert result.clock_at >= deadline - 1, "lost on time before the turn was over"
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
            "UPDATE games SET deadline = ? WHERE status = 'active'", (standin.clock.now() - 3600,)
        )
        assert overdue.rowcount == 2
        db.commit()

    since, restarted = standin.mark(), standin.clock.now()
    await run_bot(standin, processes, tmp_path, RESTART_GRACE_SECONDS=str(GRACE_S))
    warnings = [
        await standin.wait_post(lambda p: _is_warning(p, idle, bob), since),
        await standin.wait_post(lambda p: _is_warning(p, moving, dave), since),
    ]
    # The clocks were looked at (the overdue turns were warned), and nobody lost at once.
    assert not [p for p in standin.channel_posts(since=since) if "Game over" in p.content]
    for warning in warnings:
        shown = int(DEADLINE.findall(warning.content)[-1])
        assert restarted + GRACE_S - 1 <= shown <= standin.clock.now() + GRACE_S, warning.content

    mark = standin.mark()  # (the start-up repair may edit the boards first)
    await standin.say(dave, "d2")
    await standin.wait_post(lambda p: is_board(p, moving) and "played **d2**" in p.content, mark)
    await standin.settle()
    await standin.advance(GRACE_S)
    result = await standin.wait_post(lambda p: _is_result(p, idle), since)
    assert result.clock_at >= restarted + GRACE_S - 1, "lost on time before the grace was over"
    assert f"{alice.mention} wins on time" in result.content
    assert _game_row(tmp_path, idle)[:3] == ("finished", 1, "timeout")

    board = await play(standin, carol, "a1", moving)
    assert "played **a1**" in board.content, "the game with a move in the grace goes on"
    status, _, _, deadline = _game_row(tmp_path, moving)
    assert status == "active" and deadline is not None and deadline > standin.clock.now() + 600
    assert not [p for p in standin.channel_posts(since=since) if _is_result(p, moving)]
