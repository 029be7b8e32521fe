"""End-to-end: the bot on PostgreSQL through a TCP proxy that takes the database away for
longer than the bot's shard lease. The bot serves on, refusing a move with "nothing was
changed", takes its lease back when the database returns, and the game goes on."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from urllib.parse import urlsplit

import asyncpg
import pytest

from devtools.postgres_server import ThrowawayServer
from standin import StandIn
from standin.harness import BotProcess, run_bot
from standin.steps import play, slash_reply, start_game
from tests.bot.pg_proxy import PgProxy

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

LEASE_S = 2.0
WAIT_S = 60.0
"""The longest any condition is waited for (a loaded machine is slow, never wrong)."""


async def lease_expiry(url: str) -> float:
    """When the one stored shard lease runs out (0 if there is none), read past the proxy."""
    connection = await asyncpg.connect(url)
    try:
        return float(await connection.fetchval("SELECT max(expires_at) FROM shard_leases") or 0)
    finally:
        await connection.close()


async def test_the_bot_serves_through_a_database_outage_longer_than_its_lease(
    standin: StandIn,
    processes: list[BotProcess],
    tmp_path: Path,
    postgres_server: ThrowawayServer,
) -> None:
    url = await postgres_server.create_database("outage")
    async with PgProxy(postgres_server) as proxy:
        bot = await run_bot(
            standin,
            processes,
            tmp_path,
            DATABASE_URL=proxy.url(urlsplit(url).path.lstrip("/")),
            SHARD_LEASE_SECONDS=str(LEASE_S),
        )
        alice, bob = standin.add_user("do-alice"), standin.add_user("do-bob")
        game = await start_game(standin, alice, bob)
        await play(standin, alice, "d6", game)

        expiry = await lease_expiry(url)
        proxy.go_down()
        await standin.wait_until(lambda: time.time() > expiry, WAIT_S)
        refused = proxy.refused
        await standin.wait_until(lambda: proxy.refused >= refused + 2, WAIT_S)
        assert bot.alive, bot.log()[-3000:]
        refusal = await slash_reply(standin, bob, "move", {"move": "a1"})
        assert "nothing was changed" in refusal.content
        assert bot.alive, bot.log()[-3000:]

        proxy.come_back()
        deadline = time.monotonic() + WAIT_S
        while await lease_expiry(url) <= time.time():
            assert time.monotonic() < deadline, "the lease was not taken back"
            await asyncio.sleep(0.05)
        board = await play(standin, bob, "a1", game)
        assert "played **a1**" in board.content
        assert await bot.stop() == 0, bot.log()[-3000:]
