"""How the SQLite backend uses its connection: one transaction per unit of work, taken with
``BEGIN IMMEDIATE``, and saves that wait together committed in one transaction."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import sqlite3
from pathlib import Path

import pytest

from bot.storage import GameStatus, SqlRepository, StandingsChange
from bot.storage.sqlite import SqliteDatabase
from tests.bot.storage.stored import store_game
from tests.bot.storage.test_repository import entry, new_game


async def traced(repo: SqlRepository) -> list[str]:
    """Record every statement the SQLite connection runs from now on."""
    assert isinstance(repo.database, SqliteDatabase)
    statements: list[str] = []
    await repo.database.connection.set_trace_callback(statements.append)
    return statements


async def test_a_move_save_is_one_transaction(sqlite_repo: SqlRepository) -> None:
    repo = sqlite_repo
    game = new_game()
    await store_game(repo, game)
    statements = await traced(repo)
    await repo.save_game(game, [entry(1, "d6"), entry(2, "f4")])
    assert [s.split()[0] for s in statements] == ["BEGIN", "UPDATE", "INSERT", "INSERT", "COMMIT"]
    assert statements[0] == "BEGIN IMMEDIATE"
    assert [e.text for e in await repo.game_log(game.id)] == ["d6", "f4"]


async def test_a_result_and_its_game_are_one_transaction(sqlite_repo: SqlRepository) -> None:
    repo = sqlite_repo
    game = new_game()
    await store_game(repo, game)
    before = await repo.standings_for(1, "morris", [10, 20])
    after = [dataclasses.replace(before[0], wins=1), dataclasses.replace(before[1], losses=1)]
    statements = await traced(repo)
    finished = dataclasses.replace(game, status=GameStatus.FINISHED, winner=1)
    await repo.save_game(finished, [entry(1, "d6")], StandingsChange(tuple(before), tuple(after)))
    assert statements.count("BEGIN IMMEDIATE") == statements.count("COMMIT") == 1
    assert statements[0] == "BEGIN IMMEDIATE" and statements[-1] == "COMMIT"


async def test_saves_that_wait_together_share_one_commit(sqlite_repo: SqlRepository) -> None:
    repo = sqlite_repo
    games = [new_game(channel_id=c) for c in range(5)]
    for game in games:
        await store_game(repo, game)
    statements = await traced(repo)
    await asyncio.gather(*(repo.save_game(g, [entry(1, f"move {g.channel_id}")]) for g in games))
    assert statements.count("COMMIT") == 1
    assert statements.count("BEGIN IMMEDIATE") == 1
    for game in games:
        assert game.version == 1
        assert [e.text for e in await repo.game_log(game.id)] == [f"move {game.channel_id}"]


async def test_saves_arriving_during_a_commit_share_the_next(sqlite_repo: SqlRepository) -> None:
    repo = sqlite_repo
    games = [new_game(channel_id=c) for c in range(5)]
    for game in games:
        await store_game(repo, game)
    statements = await traced(repo)
    first = asyncio.ensure_future(repo.save_game(games[0], [entry(1, "first")]))
    while not statements:  # the first batch is on the connection's thread
        await asyncio.sleep(0)
    await asyncio.gather(first, *(repo.save_game(g, [entry(1, "later")]) for g in games[1:]))
    assert statements.count("COMMIT") == 2
    assert [game.version for game in games] == [1] * 5


async def test_cancelling_a_waiting_caller_strands_no_save(
    sqlite_repo: SqlRepository, db_path: Path
) -> None:
    repo = sqlite_repo
    games = [new_game(channel_id=c) for c in range(3)]
    for game in games:
        await store_game(repo, game)
    first = asyncio.ensure_future(repo.save_game(games[0], [entry(1, "first")]))
    others = asyncio.gather(*(repo.save_game(g, [entry(1, "later")]) for g in games[1:]))
    await asyncio.sleep(0)  # every save is queued
    first.cancel()
    await asyncio.wait_for(others, 10)
    with pytest.raises(asyncio.CancelledError):
        await first
    await repo.close()
    assert [game.version for game in games] == [1, 1, 1]
    with sqlite3.connect(db_path) as db:
        stored = db.execute("SELECT version FROM games ORDER BY id").fetchall()
        log = db.execute("SELECT text FROM moves ORDER BY game_id").fetchall()
    assert stored == [(1,), (1,), (1,)]
    assert log == [("first",), ("later",), ("later",)]


async def test_a_unit_of_work_cancelled_while_it_begins_leaves_no_transaction_open(
    sqlite_repo: SqlRepository,
) -> None:
    """A task cancelled (a board writer stopped as its channel goes, a task stopped at
    shutdown) while its BEGIN is on its way to the database: the next unit of work opens its
    own (before, the connection stayed in that transaction and every later change was refused,
    'cannot start a transaction within a transaction', until a restart)."""

    async def unit() -> None:
        async with sqlite_repo.database.transaction():
            await asyncio.sleep(3600)

    task = asyncio.create_task(unit())
    await asyncio.sleep(0)  # the task waits on its BEGIN IMMEDIATE now
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
    await sqlite_repo.note_thread(10, 20)
    assert await sqlite_repo.threads_of(20) == {10}
