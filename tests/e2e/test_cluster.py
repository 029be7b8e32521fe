"""End-to-end shards: a cluster of two bot processes (one shard each) on one PostgreSQL
database, one process SIGKILLed mid-game and restarted again and again while the other's games
go on; one process with no shard settings running every shard the stand-in advises; and the
command sync, remembered in the database by the whole cluster."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest
import pytest_asyncio

from devtools.postgres_server import ThrowawayServer
from standin import StandIn
from standin.cluster import Cluster, Table, drill
from standin.harness import BotProcess, run_bot
from standin.steps import MORRIS_GAME
from tests.e2e.conftest import WHOLE_GAMES_ROUTE_LIMIT

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

KILLS = 3


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def standin() -> AsyncIterator[StandIn]:
    """A stand-in that advises two shards, with a guild on each (larger rate-limit buckets:
    the drill types whole games, see WHOLE_GAMES_ROUTE_LIMIT)."""
    server = StandIn(shard_count=2, route_limit=WHOLE_GAMES_ROUTE_LIMIT)
    server.add_guild("second", shard=1)
    await server.start()
    yield server
    await server.close()


def tables(standin: StandIn) -> list[Table]:
    """A table in each guild (before the bots connect, so the players are members)."""
    found = []
    for number, guild in enumerate(standin.guilds.values()):
        channel = standin.channel if guild is standin.guild else None
        channel = channel or standin.add_channel("games", guild=guild)
        players = (
            standin.add_user(f"white-{number}", guild=guild),
            standin.add_user(f"black-{number}", guild=guild),
        )
        found.append(Table(guild, channel, players))
    return found


async def test_a_killed_process_loses_no_acknowledged_move_and_the_other_plays_on(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path, postgres_server: ThrowawayServer
) -> None:
    url = await postgres_server.create_database("cluster")
    on_shard = tables(standin)
    cluster = Cluster(standin, tmp_path, url, processes)

    def syncs() -> list[tuple[str, str]]:
        return [r for r in standin.requests if r[0] == "PUT" and "/commands" in r[1]]

    uploaded = len(syncs())
    await cluster.start()
    assert sorted(standin.shard_sessions) == [(0, 2), (1, 2)]
    assert syncs()[uploaded:] == [("PUT", f"/applications/{standin.application_id}/commands")]
    for table in on_shard:
        await table.new_game(standin)

    database = await asyncpg.connect(url)

    async def committed(game: int) -> int:
        return int(await database.fetchval("SELECT count(*) FROM moves WHERE game_id = $1", game))

    try:
        report = await drill(
            standin, processes[0], on_shard[:1], on_shard[1:], KILLS, committed, random.Random(5)
        )
    finally:
        await database.close()
    assert report.kills == KILLS and report.acknowledged >= KILLS
    assert report.lost == 0
    assert report.other_failures == []
    assert len(report.other_moves) >= KILLS
    for table in on_shard:
        before = table.step
        await table.play(standin)
        assert table.step == (before + 1 if before < len(MORRIS_GAME) else 1)  # or a new game
    assert len(syncs()) == uploaded + 1, "a restarted process synced the unchanged commands again"


async def test_one_process_without_shard_settings_runs_every_shard_discord_advises(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    on_shard = tables(standin)
    identifies = standin.identifies
    await run_bot(standin, processes, tmp_path, DEV_GUILD_ID="")
    assert standin.identifies == identifies + 2
    for table in on_shard:
        await table.new_game(standin)
        await table.play(standin)
        await table.play(standin)
        assert table.acknowledged == 2


async def test_the_cluster_remembers_which_commands_discord_has(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path, postgres_server: ThrowawayServer
) -> None:
    url = await postgres_server.create_database("commands")
    scope = f"/applications/{standin.application_id}/commands"

    def uploads() -> int:
        return sum(1 for method, path in standin.requests if (method, path) == ("PUT", scope))

    before = uploads()
    first = await run_bot(standin, processes, tmp_path / "one", DATABASE_URL=url, DEV_GUILD_ID="")
    assert uploads() == before + 1
    assert await first.stop() == 0
    # Another machine shares nothing with the first but the database: nothing to upload.
    second = await run_bot(standin, processes, tmp_path / "two", DATABASE_URL=url, DEV_GUILD_ID="")
    assert uploads() == before + 1
    assert await second.stop() == 0
    # A newer release uploaded other commands and was rolled back: the first machine's own
    # files knew only its upload, yet Discord must be given these commands again.
    database = await asyncpg.connect(url)
    try:
        await database.execute("UPDATE command_syncs SET digest = 'newer'")
    finally:
        await database.close()
    third = await run_bot(standin, processes, tmp_path / "one", DATABASE_URL=url, DEV_GUILD_ID="")
    assert uploads() == before + 2
    assert await third.stop() == 0
    # Another application (a new token) on the same database has its own commands to upload.
    other = StandIn()
    await other.start()
    try:
        bot = await run_bot(other, processes, tmp_path / "two", DATABASE_URL=url, DEV_GUILD_ID="")
        assert ("PUT", f"/applications/{other.application_id}/commands") in other.requests
        assert await bot.stop() == 0
    finally:
        await other.close()


async def test_a_second_process_on_a_running_shard_refuses_in_one_line(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path, postgres_server: ThrowawayServer
) -> None:
    url = await postgres_server.create_database("twice")
    # A lease long enough that a loaded machine cannot let it lapse: nothing here waits for it.
    both = {
        "DATABASE_URL": url,
        "SHARD_COUNT": "2",
        "DEV_GUILD_ID": "",
        "SHARD_LEASE_SECONDS": "15",
    }
    shown = len(standin.presences)
    first = await run_bot(standin, processes, tmp_path / "one", SHARD_IDS="0-1", **both)
    # A presence per shard: the second shard's, arriving late, would look like the second
    # process getting ready.
    await standin.wait_until(lambda: len(standin.presences) >= shown + 2)
    second = BotProcess(standin, tmp_path / "two", SHARD_IDS="1", **both)
    identifies = standin.identifies
    with pytest.raises(RuntimeError, match="exited with 1"):
        await second.start()
    errors = [line for line in second.log().splitlines() if " ERROR " in line]
    assert len(errors) == 1, second.log()
    assert (
        "Cannot start: shard 1 of 2 of this process would overlap shards 0-1 of 2, which "
        "another live process runs (pid "
    ) in errors[0]
    assert "Traceback" not in second.log()
    assert standin.identifies == identifies  # it never connected to the gateway
    assert first.alive
