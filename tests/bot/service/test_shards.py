"""A shard cluster: several processes on one database, each serving the guilds of its shards."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.service import GameOver, ManualClock, MatchService
from bot.shards import shard_of
from bot.storage import Repository, open_storage
from tests.bot.helpers import ALICE, BOB, CAROL, CHANNEL, InlineProvider

pytestmark = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
"""A cluster shares its games on PostgreSQL (a SQLite file is one process's)."""

SHARDS = 2
ON_SHARD_0 = 6 << 22
ON_SHARD_1 = 7 << 22
OTHER_CHANNEL = 77
DAVE = 4

Owns = Callable[[int], bool]
Start = Callable[[Owns], Awaitable[MatchService]]


def shard(number: int) -> Owns:
    """The ownership predicate of a process running shard ``number`` of two."""
    return lambda guild_id: shard_of(guild_id, SHARDS) == number


@pytest.fixture
async def processes(database_url: str, clock: ManualClock) -> AsyncIterator[Start]:
    """Start services on the database as other processes would (each its own connection)."""
    opened: list[tuple[Repository, MatchService]] = []

    async def start(owns: Owns) -> MatchService:
        repo = await open_storage(database_url)
        service = MatchService(repo, clock=clock, provider=InlineProvider(), owns=owns)
        opened.append((repo, service))
        await service.resume()
        return service

    yield start
    for repo, service in opened:
        await service.close()
        await repo.close()


async def start_match(service: MatchService, guild_id: int, first: int, second: int) -> int:
    await service.challenge(guild_id, CHANNEL, first, second, "morris", first="me")
    return (await service.accept(guild_id, CHANNEL, second)).match.id


async def test_each_process_resumes_only_the_matches_and_challenges_of_its_shards(
    service: MatchService, processes: Start
) -> None:
    await start_match(service, ON_SHARD_0, ALICE, BOB)
    await start_match(service, ON_SHARD_1, CAROL, DAVE)
    await service.challenge(ON_SHARD_0, OTHER_CHANNEL, ALICE, CAROL, "notakto", first="me")
    await service.challenge(ON_SHARD_1, OTHER_CHANNEL, DAVE, BOB, "notakto", first="me")

    first = await processes(shard(0))
    second = await processes(shard(1))
    assert [v.guild_id for v in first.active_games()] == [ON_SHARD_0]
    assert [v.guild_id for v in second.active_games()] == [ON_SHARD_1]
    assert [c.guild_id for c in first.pending_challenges(OTHER_CHANNEL, CAROL)] == [ON_SHARD_0]
    assert second.pending_challenges(OTHER_CHANNEL, CAROL) == []
    assert [c.guild_id for c in second.pending_challenges(OTHER_CHANNEL, BOB)] == [ON_SHARD_1]
    assert first.active_game(CHANNEL, CAROL) is None


async def test_a_process_times_only_its_own_matches(
    service: MatchService,
    processes: Start,
    clock: ManualClock,
) -> None:
    ours = await start_match(service, ON_SHARD_0, ALICE, BOB)
    theirs = await start_match(service, ON_SHARD_1, CAROL, DAVE)
    first = await processes(shard(0))
    events: list[object] = []

    async def collect(batch: tuple[object, ...]) -> None:
        events.extend(batch)

    first.subscribe(collect)
    clock.advance(30 * 24 * 3600)
    await first.tick()
    assert [e.match.id for e in events if isinstance(e, GameOver)] == [ours]
    other = await first.game(theirs)
    assert other.outcome is None


async def test_a_result_counted_by_one_process_is_on_every_process_leaderboard(
    processes: Start,
) -> None:
    first = await processes(shard(0))
    second = await processes(shard(1))
    assert await second.leaderboard(ON_SHARD_0, "morris") == []
    await start_match(first, ON_SHARD_0, ALICE, BOB)
    await first.resign(ON_SHARD_0, CHANNEL, BOB)
    board = await second.leaderboard(ON_SHARD_0, "morris")
    assert board == await first.leaderboard(ON_SHARD_0, "morris")
    assert [entry.user_id for entry in board] == [ALICE, BOB]


async def test_guild_settings_are_cached_per_process_so_only_the_owner_may_serve_a_guild(
    processes: Start,
) -> None:
    owner = await processes(shard(0))
    other = await processes(shard(1))
    assert (await other.get_settings(ON_SHARD_0)).turn_timeout_s == (
        await owner.get_settings(ON_SHARD_0)
    ).turn_timeout_s
    changed = await owner.set_settings(ON_SHARD_0, turn_timeout_s=3600)
    # A process that read the guild once keeps its copy: correct only because the owner's
    # process is the one that ever serves the guild (Discord sends it nothing else).
    assert (await owner.get_settings(ON_SHARD_0)).turn_timeout_s == changed.turn_timeout_s
    assert (await other.get_settings(ON_SHARD_0)).turn_timeout_s != changed.turn_timeout_s
    restarted = await processes(shard(0))
    assert (await restarted.get_settings(ON_SHARD_0)).turn_timeout_s == 3600
