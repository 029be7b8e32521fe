"""The shard lease keeper on a real PostgreSQL server, reached through a TCP proxy that can take
the database away or garble an answer: a lone process serves through an outage longer than its
lease and takes the lease back; it stops (SIGTERM to itself) only when another process took its
shards, or when the keeper itself fails."""

from __future__ import annotations

import asyncio
import signal
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from urllib.parse import urlsplit

import asyncpg
import pytest

from bot.shards import LeaseKeeper, claim, lease_of
from bot.storage import DatabaseInUseError, SqlRepository, open_storage
from devtools.postgres_server import ThrowawayServer
from tests.bot.pg_proxy import PgProxy

pytestmark = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)

TERM_S = 1.0
SHARDS = range(0, 1)
WAIT_S = 60.0
"""The longest any condition is waited for (a loaded machine is slow, never wrong)."""


async def until(condition: Callable[[], Awaitable[bool]], what: str) -> None:
    """Return once ``condition`` holds; fail after :data:`WAIT_S`."""
    deadline = time.monotonic() + WAIT_S
    while not await condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {WAIT_S:.0f} s for {what}")
        await asyncio.sleep(0.02)


async def lease_expiry(url: str, holder: str) -> float | None:
    """When ``holder``'s stored lease runs out (None: it has none), read past the proxy."""
    connection = await asyncpg.connect(url)
    try:
        found = await connection.fetchval(
            "SELECT expires_at FROM shard_leases WHERE holder = $1", holder
        )
    finally:
        await connection.close()
    return None if found is None else float(found)


@pytest.fixture
async def proxy(postgres_server: ThrowawayServer) -> AsyncIterator[PgProxy]:
    async with PgProxy(postgres_server) as running:
        yield running


@pytest.fixture
async def terms() -> AsyncIterator[asyncio.Event]:
    """Set when this process is sent SIGTERM (how a keeper stops the bot), which then lives."""
    loop = asyncio.get_running_loop()
    received = asyncio.Event()
    loop.add_signal_handler(signal.SIGTERM, received.set)
    yield received
    loop.remove_signal_handler(signal.SIGTERM)


@pytest.fixture
async def keepers() -> AsyncIterator[Callable[[str, str], Awaitable[LeaseKeeper]]]:
    """Starts keepers (in threads: the proxy serves on this loop); ends them at the end."""
    started: list[LeaseKeeper] = []

    async def start(url: str, holder: str) -> LeaseKeeper:
        keeper = LeaseKeeper(url, lease_of(SHARDS, 2, holder), TERM_S)
        started.append(keeper)
        await asyncio.to_thread(keeper.begin)
        return keeper

    yield start
    for keeper in started:
        await asyncio.to_thread(keeper.end)


def through(proxy: PgProxy, database_url: str) -> str:
    return proxy.url(urlsplit(database_url).path.lstrip("/"))


async def outage_past_the_lease(proxy: PgProxy, database_url: str, holder: str) -> None:
    """Take the database away until the lease has run out and a renewal failed after that."""
    expiry = await lease_expiry(database_url, holder)
    assert expiry is not None
    proxy.go_down()
    await asyncio.sleep(max(0.0, expiry - time.time()))
    refused = proxy.refused

    async def tried_since() -> bool:
        return proxy.refused >= refused + 2

    await until(tried_since, "two renewals after the lease ran out")


async def test_a_lone_process_serves_through_an_outage_longer_than_its_lease(
    database_url: str,
    proxy: PgProxy,
    terms: asyncio.Event,
    keepers: Callable[[str, str], Awaitable[LeaseKeeper]],
) -> None:
    keeper = await keepers(through(proxy, database_url), "lone")
    await outage_past_the_lease(proxy, database_url, "lone")
    assert keeper.is_alive() and keeper.lost is None and not terms.is_set()
    proxy.come_back()

    async def held_again() -> bool:
        expiry = await lease_expiry(database_url, "lone")
        return expiry is not None and expiry > time.time()

    await until(held_again, "the lease taken back")
    assert keeper.is_alive() and keeper.lost is None and not terms.is_set()
    other = await open_storage(database_url)
    try:
        with pytest.raises(DatabaseInUseError, match=r"another live process runs \(lone\)"):
            await claim(other, lease_of(SHARDS, 2, "second"), TERM_S)
    finally:
        await other.close()


async def test_a_process_whose_shards_were_taken_during_an_outage_stops(
    database_url: str,
    proxy: PgProxy,
    terms: asyncio.Event,
    keepers: Callable[[str, str], Awaitable[LeaseKeeper]],
) -> None:
    keeper = await keepers(through(proxy, database_url), "first")
    await outage_past_the_lease(proxy, database_url, "first")
    other = await open_storage(database_url)
    try:
        await claim(other, lease_of(SHARDS, 2, "successor"), TERM_S)
        proxy.come_back()

        async def stopped() -> bool:
            return terms.is_set()

        await until(stopped, "SIGTERM")
    finally:
        await other.close()
    assert keeper.lost is not None and "another process (successor) took shard 0" in keeper.lost


async def test_a_garbled_answer_to_a_renewal_does_not_stop_the_keeper(
    database_url: str,
    proxy: PgProxy,
    terms: asyncio.Event,
    keepers: Callable[[str, str], Awaitable[LeaseKeeper]],
) -> None:
    """The driver raises an AttributeError on the answer: translated, the renewal is retried,
    and the lease stays held (a dead keeper would let a second process in after one term)."""
    keeper = await keepers(through(proxy, database_url), "garbled")
    proxy.garble_next_answer()

    async def garbled() -> bool:
        return proxy.garbled == 1

    await until(garbled, "the keeper's next renewal")
    other = await open_storage(database_url)
    try:
        with pytest.raises(DatabaseInUseError, match=r"another live process runs \(garbled\)"):
            await claim(other, lease_of(SHARDS, 2, "second"), TERM_S)
    finally:
        await other.close()
    assert keeper.is_alive() and keeper.lost is None and not terms.is_set()


async def test_a_keeper_that_fails_stops_the_process(
    database_url: str,
    terms: asyncio.Event,
    keepers: Callable[[str, str], Awaitable[LeaseKeeper]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An error no one expected (here injected into the renewal) ends the keeper's thread: the
    lease is then as good as lost, so the process stops rather than serve without one."""
    keeper = await keepers(database_url, "failing")

    async def broken(self: SqlRepository, holder: str, expires_at: float) -> bool:
        raise RuntimeError("injected")

    monkeypatch.setattr(SqlRepository, "renew_shards", broken)

    async def stopped() -> bool:
        return terms.is_set()

    await until(stopped, "SIGTERM")
    assert keeper.lost is not None and "RuntimeError('injected')" in keeper.lost
