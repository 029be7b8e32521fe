"""Agreeing to a rematch and starting a computer game are one transaction each: a failure at the
last step (here a database trigger that refuses the new game, as a kill there would stop it)
loses no acknowledged offer and leaves no half-started game, on both backends."""

from __future__ import annotations

from collections.abc import AsyncIterator

import asyncpg
import pytest

from bot.service import MatchService, Proposal
from bot.storage import Repository, StorageError, open_storage
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.helpers import ALICE, BOB, CHANNEL, COMPUTER, GUILD, InlineProvider

pytestmark = BOTH_BACKENDS
Restarted = list[tuple[MatchService, Repository]]
"""The services a test restarted, each with its repository (the fixture closes them)."""

SQLITE_TRIGGER = (
    "CREATE TRIGGER stop_here BEFORE INSERT ON games WHEN {when} "
    "BEGIN SELECT RAISE(ABORT, 'stopped before the new game was stored'); END"
)
POSTGRES_TRIGGER = (
    "CREATE FUNCTION stop_here() RETURNS trigger LANGUAGE plpgsql AS "
    "$$ BEGIN RAISE EXCEPTION 'stopped before the new game was stored'; END $$; "
    "CREATE TRIGGER stop_here BEFORE INSERT ON games FOR EACH ROW WHEN ({when}) "
    "EXECUTE FUNCTION stop_here()"
)


async def run_sql(database_url: str, sqlite: str, postgres: str) -> None:
    """Run ``sqlite`` or ``postgres`` on the database behind the repository's back."""
    if database_url.startswith("sqlite:///"):
        import sqlite3  # noqa: PLC0415

        with sqlite3.connect(database_url.removeprefix("sqlite:///")) as db:
            db.executescript(sqlite)
        return
    connection = await asyncpg.connect(database_url)
    try:
        await connection.execute(postgres)
    finally:
        await connection.close()


async def stop_inserts(database_url: str, when: str) -> None:
    """Make every insert of a game matching ``when`` fail."""
    await run_sql(
        database_url, SQLITE_TRIGGER.format(when=when), POSTGRES_TRIGGER.format(when=when)
    )


async def allow_inserts(database_url: str) -> None:
    await run_sql(
        database_url,
        "DROP TRIGGER stop_here",
        "DROP TRIGGER stop_here ON games; DROP FUNCTION stop_here()",
    )


@pytest.fixture
async def restart(database_url: str) -> AsyncIterator[Restarted]:
    """Services started on the same database (as the bot after a restart), each with its
    repository; both closed at the end (a repository left open leaks its connection)."""
    started: Restarted = []
    yield started
    for service, repo in started:
        await service.close()
        await repo.close()


async def new_service(
    stopped: MatchService,
    its_repo: Repository,
    database_url: str,
    restart: Restarted,
) -> MatchService:
    """Stop ``stopped`` (and close its repository) and start a service on its database in its
    place, as the bot after a restart."""
    await stopped.close()
    await its_repo.close()
    repo = await open_storage(database_url)
    service = MatchService(repo, provider=InlineProvider(), computer_id=COMPUTER)
    await service.resume()
    restart.append((service, repo))
    return service


async def test_an_agreed_rematch_that_fails_keeps_the_offer(
    service: MatchService,
    repo: Repository,
    database_url: str,
    restart: Restarted,
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "three", first="me")
    game = (await service.accept(GUILD, CHANNEL, BOB)).match
    await service.resign(GUILD, CHANNEL, ALICE)
    await service.propose(GUILD, CHANNEL, BOB, Proposal.REMATCH)
    await stop_inserts(database_url, "NEW.rematch_of IS NOT NULL")
    with pytest.raises(StorageError, match="stopped before the new game was stored"):
        await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
    await allow_inserts(database_url)
    restarted = await new_service(service, repo, database_url, restart)
    assert restarted.active_games() == []
    agreed = await restarted.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH, game.id)
    assert agreed.agreed and agreed.new_match is not None  # Bob's offer was still standing
    assert agreed.new_match.players == (BOB, ALICE)


async def test_a_computer_game_that_fails_to_start_leaves_no_challenge(
    service: MatchService,
    repo: Repository,
    database_url: str,
    restart: Restarted,
) -> None:
    await stop_inserts(database_url, "NEW.computer_seat != 0")
    with pytest.raises(StorageError, match="stopped before the new game was stored"):
        await service.challenge(GUILD, CHANNEL, ALICE, None, "three", first="me")
    await allow_inserts(database_url)
    restarted = await new_service(service, repo, database_url, restart)
    assert restarted.pending_challenges(CHANNEL, ALICE) == []
    started = await restarted.challenge(GUILD, CHANNEL, ALICE, None, "three", first="me")
    assert started.match is not None and started.match.players == (ALICE, COMPUTER)
