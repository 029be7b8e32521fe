"""A tournament's Discord event followed by a client on the stand-in's gateway: an event of a
server the bot has left is forgotten (not published again at every restart) with what was kept
for it, and a follow-up waiting for the gateway logs its failure instead of losing it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator

import discord
import pytest

from bot.discord.app import point_at
from bot.discord.scheduled_events import TournamentEvents
from bot.service import ManualClock, MatchService
from bot.service.tournament_models import TournamentView
from bot.storage import SqlRepository
from standin import StandIn
from tests.bot.helpers import CHANNEL, new_service
from tests.bot.service.test_atomic_starts import run_sql

GONE = 4242
"""A server the bot is not in (any more)."""
ORGANISER = 50
EVENT = 9001


@pytest.fixture
async def client(standin: StandIn) -> AsyncIterator[discord.Client]:
    """A discord.py client logged in on the stand-in, its gateway not connected yet
    (discord.py pointed back at Discord after)."""
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    point_at(standin.api_base, standin.gateway_url)
    bot = discord.Client(intents=discord.Intents.none(), guild_ready_timeout=0)
    try:
        await bot.login(standin.token)
        yield bot
    finally:
        await bot.close()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base, gateway


@pytest.fixture
async def svc(repo: SqlRepository, clock: ManualClock) -> AsyncIterator[MatchService]:
    service = new_service(repo, clock)
    await service.resume()
    yield service
    await service.close()


async def _cancelled_with_event(svc: MatchService, clock: ManualClock) -> TournamentView:
    """A cancelled tournament of the server the bot left, its Discord event still noted."""
    tournaments = svc.tournaments
    view = await tournaments.create(
        GONE,
        CHANNEL,
        ORGANISER,
        "swiss",
        "morris",
        rounds=2,
        turn_time_s=600,
        max_players=8,
        starts_at=clock.now() + 60,
    )
    await tournaments.note_event(view.record.id, EVENT)
    return await tournaments.cancel(GONE, view.record.id, ORGANISER, manager=True)


async def _ready(standin: StandIn, client: discord.Client) -> asyncio.Task[None]:
    task = asyncio.create_task(client.connect())
    await client.wait_until_ready()
    return task


async def test_an_event_of_a_server_the_bot_left_is_forgotten(
    standin: StandIn,
    client: discord.Client,
    svc: MatchService,
    repo: SqlRepository,
    clock: ManualClock,
) -> None:
    view = await _cancelled_with_event(svc, clock)
    assert [r.id for r in await repo.tournaments.ended_with_event()] == [view.record.id]
    task = await _ready(standin, client)
    events = TournamentEvents(client, svc)
    await events.follow(view)
    assert await repo.tournaments.ended_with_event() == []  # not published at each start
    assert events._locks == {} and events._shown == {}  # nothing kept for it either
    await client.close()
    await task


async def test_a_follow_up_waiting_for_the_gateway_logs_its_failure(
    standin: StandIn,
    client: discord.Client,
    svc: MatchService,
    clock: ManualClock,
    database_url: str,
    caplog: pytest.LogCaptureFixture,
) -> None:
    view = await _cancelled_with_event(svc, clock)
    events = TournamentEvents(client, svc)
    await events.follow(view)  # before the gateway's ready: done once it is
    await run_sql(
        database_url,
        "CREATE TRIGGER stop_here BEFORE UPDATE ON tournaments "
        "BEGIN SELECT RAISE(ABORT, 'the database refuses'); END",
        "CREATE FUNCTION stop_here() RETURNS trigger LANGUAGE plpgsql AS "
        "$$ BEGIN RAISE EXCEPTION 'the database refuses'; END $$; "
        "CREATE TRIGGER stop_here BEFORE UPDATE ON tournaments FOR EACH ROW "
        "EXECUTE FUNCTION stop_here()",
    )
    task = await _ready(standin, client)
    with caplog.at_level(logging.ERROR, "bot.discord.scheduled_events"):
        said = f"tournament-{view.record.id}-event failed"
        await standin.wait_until(lambda: said in caplog.text)
    [record] = [r for r in caplog.records if said in r.getMessage()]
    assert record.exc_info is not None and "the database refuses" in str(record.exc_info[1])
    await client.close()
    await task
