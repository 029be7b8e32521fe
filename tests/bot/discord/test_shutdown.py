"""A clean shutdown of the bot (its adapter object, logged in on the stand-in as ``run`` does:
storage, service, cogs, the tiles' upload) cancels and awaits every task it started, such as a
tournament's Discord event waiting for the gateway: none is left pending for the event loop to
drop (before, that one was)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest
from pydantic import SecretStr

from bot.discord.app import MorrisBot, point_at
from bot.service import ManualClock
from bot.settings import Settings
from standin import StandIn
from tests.bot.discord.test_scheduled_events import _cancelled_with_event


@pytest.fixture
async def bot(
    standin: StandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[MorrisBot]:
    """The bot logged in on the stand-in (set up: storage, service, cogs), its gateway not
    connected yet (discord.py pointed back at Discord after)."""
    monkeypatch.chdir(tmp_path)  # no developer .env
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    point_at(standin.api_base, standin.gateway_url)
    settings = Settings(
        discord_token=SecretStr(standin.token),
        database_path=tmp_path / "bot.db",
        board_tiles=True,
        computer_workers=1,
    )
    made = MorrisBot(settings)
    try:
        await made.login(standin.token)
        yield made
    finally:
        if not made.is_closed():
            await made.close()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base, gateway


@pytest.mark.slow  # the set-up translates every command for its upload: seconds
async def test_a_clean_shutdown_leaves_no_task_of_the_bot_pending(bot: MorrisBot) -> None:
    before = asyncio.all_tasks()
    view = await _cancelled_with_event(bot.service, ManualClock(time.time()))
    await bot.tournament_cog.events.follow(view)  # waits for the gateway's ready, in vain
    await asyncio.sleep(0)
    started = {task.get_name() for task in asyncio.all_tasks() - before}
    assert f"tournament-{view.record.id}-event" in started  # a task of its own, waiting
    await bot.close()
    left = [
        task
        for task in asyncio.all_tasks()
        if not task.done() and task is not asyncio.current_task()
    ]
    assert left == [], left
