"""Shard leases: one live process per shard on a shared database; a lease that runs out can be
taken over, and its old holder then learns that it lost it."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.shards import RENEWALS_PER_TERM, claim, lease_of
from bot.storage import DatabaseInUseError, SqlRepository, open_storage
from bot.storage.records import ShardLease
from tests.bot.conftest import BOTH_BACKENDS

NOW = 1_000_000.0


def lease(holder: str, count: int, shards: range, expires_at: float = NOW + 20) -> ShardLease:
    return ShardLease(holder, count, shards, expires_at)


@BOTH_BACKENDS
async def test_processes_on_distinct_shards_of_one_count_each_take_their_lease(
    repo: SqlRepository,
) -> None:
    assert await repo.claim_shards(lease("a", 4, range(0, 2)), NOW) is None
    assert await repo.claim_shards(lease("b", 4, range(2, 4)), NOW) is None
    assert await repo.claim_shards(lease("a", 4, range(0, 2)), NOW) is None  # again: its own


@BOTH_BACKENDS
@pytest.mark.parametrize(
    "other",
    [
        lease("b", 2, range(1, 2)),  # the same shard
        lease("b", 3, range(2, 3)),  # another count splits the guilds otherwise
        lease("b", 0, range(0)),  # every shard (no SHARD_COUNT)
    ],
)
async def test_an_overlapping_live_lease_is_refused_and_named(
    repo: SqlRepository, other: ShardLease
) -> None:
    mine = lease("a", 2, range(0, 2))
    assert await repo.claim_shards(mine, NOW) is None
    assert await repo.claim_shards(other, NOW) == mine


@BOTH_BACKENDS
async def test_a_lease_that_ran_out_is_taken_over_and_its_holder_cannot_renew(
    repo: SqlRepository,
) -> None:
    assert await repo.claim_shards(lease("a", 2, range(1, 2), NOW + 20), NOW) is None
    taken = lease("b", 2, range(1, 2), NOW + 40)
    assert await repo.claim_shards(taken, NOW + 19) is not None
    assert await repo.claim_shards(taken, NOW + 20) is None
    assert not await repo.renew_shards("a", NOW + 60)
    assert await repo.renew_shards("b", NOW + 60)


@BOTH_BACKENDS
async def test_a_released_lease_is_free_at_once(repo: SqlRepository) -> None:
    assert await repo.claim_shards(lease("a", 0, range(0)), NOW) is None
    await repo.release_shards("a")
    assert await repo.claim_shards(lease("b", 0, range(0)), NOW) is None


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
async def test_claiming_waits_out_a_dead_holders_lease_but_refuses_a_live_one(
    database_url: str,
) -> None:
    term = 0.6
    first = await open_storage(database_url)
    second = await open_storage(database_url)
    try:
        await claim(first, lease_of(range(0, 1), 2, "dead"), term)  # and never renewed
        began = time.monotonic()
        taken = await claim(second, lease_of(range(0, 1), 2, "restarted"), term)
        assert taken.holder == "restarted"
        assert 0.3 < time.monotonic() - began < term + 0.5

        async def keep_renewing() -> None:
            while True:
                await asyncio.sleep(term / RENEWALS_PER_TERM)
                await second.renew_shards("restarted", time.time() + term)

        renewing = asyncio.create_task(keep_renewing())
        try:
            with pytest.raises(DatabaseInUseError) as refused:
                await claim(first, lease_of(None, None, "another"), term)
        finally:
            renewing.cancel()
        assert str(refused.value).startswith(
            "every shard of this process would overlap shard 0 of 2, which another live "
            "process runs (restarted)"
        )
    finally:
        await first.close()
        await second.close()
