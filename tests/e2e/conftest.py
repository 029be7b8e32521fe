"""Fixtures for the end-to-end suite: a stand-in and the real bot process, one per module."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from standin import StandIn
from standin.harness import BotProcess

WHOLE_GAMES_ROUTE_LIMIT = 50
"""Requests per route bucket per 5 s for the modules that play whole games into one channel, by
typing (test_play, test_no_content_intent, test_matrix, test_cluster) or by clicks
(test_clicks, test_variants, test_group_chats). Every move edits the board through one bucket
per channel, so at Discord's size (5 in 5 s) each such game waits about a second a move, a
minute or more a game, which ``make test``'s 15 minutes cannot afford; those modules keep ten
times larger buckets, and every other module (tournaments, the lobby, games across servers,
pings, restarts, tiles, the platform's limits) runs at Discord's size."""


@pytest.fixture(scope="module")
def route_limit() -> int:
    """Requests per route bucket per 5 s of the module's stand-in: Discord's size (5 in 5 s per
    route and channel, standin/RULES.md), which the bot waits out as discord.py reads the
    headers; a module that plays whole games overrides this with
    :data:`WHOLE_GAMES_ROUTE_LIMIT`."""
    return 5


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def standin(route_limit: int) -> AsyncIterator[StandIn]:
    """A fresh Discord stand-in for the module, its buckets of ``route_limit`` requests."""
    server = StandIn(route_limit=route_limit)
    await server.start()
    yield server
    await server.close()


@pytest.fixture(scope="module")
def bot_env() -> dict[str, str]:
    """Settings the module's bot runs with beyond the harness defaults; a module overrides this."""
    return {}


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def bot(
    standin: StandIn, tmp_path_factory: pytest.TempPathFactory, bot_env: dict[str, str]
) -> AsyncIterator[BotProcess]:
    """The real bot process against ``standin``, shared by the module's tests."""
    process = BotProcess(standin, tmp_path_factory.mktemp("bot"), **bot_env)
    await process.start()
    yield process
    code = await process.stop()
    assert code == 0, f"the bot did not stop cleanly ({code}):\n{process.log()[-4000:]}"


@pytest.fixture(autouse=True)
def _bot_survives(request: pytest.FixtureRequest) -> object:
    """After each test that uses the bot: it is still running and nothing was rejected."""
    yield
    if "bot" in request.fixturenames:
        bot: BotProcess = request.getfixturevalue("bot")
        standin: StandIn = request.getfixturevalue("standin")
        assert bot.alive, f"the bot died:\n{bot.log()[-4000:]}"
        assert not standin.rejections, standin.rejections
        log = bot.log()
        assert "Traceback" not in log and "Ignoring exception" not in log, log[-4000:]


@pytest_asyncio.fixture(loop_scope="module")
async def processes(standin: StandIn) -> AsyncIterator[list[BotProcess]]:
    """Bot processes a test starts itself (``helpers.run_bot``); each is stopped afterwards
    (all of them, whatever one of them did: none outlives its test to answer the next one's
    clicks) and must not have died unless the test ended it."""
    started: list[BotProcess] = []
    yield started
    problems = []
    for process in started:  # every one is stopped before any problem is raised
        if not (process.alive or process.ended_on_purpose):
            problems.append(f"the bot died:\n{process.log()[-3000:]}")
        elif "Ignoring exception" in process.log():
            problems.append(process.log()[-3000:])
        if process.alive and await process.stop() != 0:
            problems.append(f"the bot did not stop cleanly:\n{process.log()[-3000:]}")
    assert problems == [], "\n\n".join(problems)
    assert not standin.rejections, standin.rejections
