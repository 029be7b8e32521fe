"""PostgreSQL failing mid-request, on a real server: a commit whose answer is lost (the
connection cut by a TCP proxy) is reported as what the database holds, and a lock held
elsewhere makes a move wait no longer than the database timeout, then refuse it as busy."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Awaitable, Callable
from urllib.parse import urlsplit

import asyncpg
import pytest

from bot.service import CannotSaveError, DatabaseBusyError, MatchService
from bot.storage import open_storage
from bot.storage.backends import with_timeout
from devtools.postgres_server import ThrowawayServer
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD, InlineProvider
from tests.bot.pg_proxy import Cut, PgProxy
from texts import t

pytestmark = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)

Start = Callable[[str], Awaitable[MatchService]]


@pytest.fixture
async def start_service() -> AsyncIterator[Start]:
    """Starts services on database URLs; closes them (and their repositories) at the end."""
    started: list[tuple[MatchService, object]] = []

    async def start(url: str) -> MatchService:
        repo = await open_storage(url)
        service = MatchService(repo, provider=InlineProvider())
        started.append((service, repo))
        await service.resume()
        await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
        await service.accept(GUILD, CHANNEL, BOB)
        return service

    yield start
    for service, repo in started:
        await service.close()
        await repo.close()  # type: ignore[attr-defined]


async def stored_turns(url: str) -> int:
    connection = await asyncpg.connect(url)
    try:
        return int(await connection.fetchval("SELECT turns FROM games"))
    finally:
        await connection.close()


@pytest.fixture
async def proxy(postgres_server: ThrowawayServer) -> AsyncIterator[PgProxy]:
    async with PgProxy(postgres_server) as running:
        yield running


async def test_a_move_committed_whose_answer_is_lost_is_reported_played(
    database_url: str, proxy: PgProxy, start_service: Start
) -> None:
    name = urlsplit(database_url).path.lstrip("/")
    service = await start_service(proxy.url(name))
    proxy.cut_next_commit(Cut.AFTER_SERVER)
    played = await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert proxy.cuts == 1
    assert played.match.turns == 1 and played.move == "d6"
    assert await stored_turns(database_url) == 1
    answer = await service.move(GUILD, CHANNEL, BOB, "a1")  # the game goes on from there
    assert answer.match.turns == 2 and await stored_turns(database_url) == 2


async def test_a_move_cut_before_its_commit_is_refused_saying_nothing_changed(
    database_url: str, proxy: PgProxy, start_service: Start
) -> None:
    name = urlsplit(database_url).path.lstrip("/")
    service = await start_service(proxy.url(name))
    proxy.cut_next_commit(Cut.BEFORE_SERVER)
    with pytest.raises(CannotSaveError) as refused:
        await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert refused.value.text == t("cannot-save")  # "nothing was changed"
    assert proxy.cuts == 1
    assert await stored_turns(database_url) == 0
    played = await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert played.match.turns == 1 and await stored_turns(database_url) == 1


async def test_a_locked_table_refuses_a_move_as_busy_within_the_timeout(
    database_url: str, start_service: Start
) -> None:
    service = await start_service(with_timeout(database_url, 0.5))
    locker = await asyncpg.connect(database_url)
    try:
        async with locker.transaction():
            await locker.execute("LOCK TABLE games IN ACCESS EXCLUSIVE MODE")
            began = time.monotonic()
            with pytest.raises(DatabaseBusyError) as refused:
                await service.move(GUILD, CHANNEL, ALICE, "d6")
            waited = time.monotonic() - began
    finally:
        await locker.close()
    assert refused.value.text == t("database-busy")
    assert 0.4 < waited < 2.0
    assert await stored_turns(database_url) == 0
    assert service.active_game(CHANNEL, ALICE).turns == 0  # type: ignore[union-attr]
    played = await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert played.match.turns == 1


async def test_an_answer_the_driver_cannot_parse_refuses_the_move_saying_nothing_changed(
    database_url: str, proxy: PgProxy, start_service: Start
) -> None:
    """asyncpg raises an AttributeError on this answer: it is translated like every driver
    error, so the player gets the usual answer and the next move is stored."""
    name = urlsplit(database_url).path.lstrip("/")
    service = await start_service(proxy.url(name))
    proxy.garble_next_answer()
    with pytest.raises(CannotSaveError) as refused:
        await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert refused.value.text == t("cannot-save")
    assert proxy.garbled == 1 and await stored_turns(database_url) == 0
    played = await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert played.match.turns == 1 and await stored_turns(database_url) == 1


async def test_a_busy_database_refuses_a_puzzle_answer_as_busy(
    database_url: str, start_service: Start
) -> None:
    """Puzzles reach storage through the service's refusals too: a locked record table is
    "busy, try again", not an apology for an unexpected error."""
    service = await start_service(with_timeout(database_url, 0.5))
    puzzle = service.puzzles.get(1)
    last = len(puzzle.solution) - 1
    locker = await asyncpg.connect(database_url)
    try:
        async with locker.transaction():
            await locker.execute("LOCK TABLE puzzle_players IN ACCESS EXCLUSIVE MODE")
            with pytest.raises(DatabaseBusyError) as refused:
                await service.puzzles.answer(GUILD, ALICE, 1, last, puzzle.solution[last])
            with pytest.raises(DatabaseBusyError):
                await service.puzzles.record(ALICE)
    finally:
        await locker.close()
    assert refused.value.text == t("database-busy")
    answered = await service.puzzles.answer(GUILD, ALICE, 1, last, puzzle.solution[last])
    assert answered.finished and answered.right
