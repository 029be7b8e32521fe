"""How the SQLite repository talks to its connection's thread: one call per unit of work, and
saves that wait together committed in one transaction."""

from __future__ import annotations

import asyncio
import dataclasses
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.storage import GameStatus, SqliteRepository, Standing, StandingsChange
from tests.bot.storage.test_repository import entry, new_game


def count_calls(repo: SqliteRepository) -> list[int]:
    """Count the calls ``repo`` queues for its connection's thread from now on."""
    calls = [0]
    execute = repo._execute

    async def counted(*args: Any) -> Any:
        calls[0] += 1
        return await execute(*args)

    repo._execute = counted
    return calls


async def traced(repo: SqliteRepository) -> list[str]:
    """Record every statement the connection runs from now on."""
    statements: list[str] = []
    await repo._db.set_trace_callback(statements.append)
    return statements


async def test_a_move_save_is_one_call_of_one_transaction(repo: SqliteRepository) -> None:
    game = new_game()
    await repo.add_game(game)
    calls, statements = count_calls(repo), await traced(repo)
    await repo.save_game(game, [entry(1, "d6"), entry(2, "f4")])
    assert calls == [1]
    assert statements[0] == "BEGIN IMMEDIATE"
    assert [s.split()[0] for s in statements[1:]] == ["UPDATE", "INSERT", "INSERT", "COMMIT"]
    assert [e.text for e in await repo.game_log(game.id)] == ["d6", "f4"]


async def test_a_finished_game_with_standings_is_one_call(repo: SqliteRepository) -> None:
    game = new_game()
    await repo.add_game(game)
    calls = count_calls(repo)

    def win(standings: list[Standing]) -> None:
        standings[0].wins += 1
        standings[1].losses += 1

    finished = dataclasses.replace(game, status=GameStatus.FINISHED, winner=1)
    await repo.save_game(finished, [entry(1, "d6")], StandingsChange((10, 20), win))
    assert calls == [1]
    assert [(s.user_id, s.wins, s.losses) for s in await repo.standings_of(1, 10)] == [(10, 1, 0)]


async def test_saves_that_wait_together_share_one_commit(repo: SqliteRepository) -> None:
    games = [new_game(channel_id=c) for c in range(5)]
    for game in games:
        await repo.add_game(game)
    statements = await traced(repo)
    await asyncio.gather(*(repo.save_game(g, [entry(1, f"move {g.channel_id}")]) for g in games))
    # The first save is written at once; the four that arrive meanwhile wait for it and then
    # share the next transaction.
    assert statements.count("COMMIT") == 2
    assert statements.count("BEGIN IMMEDIATE") == 2
    for game in games:
        assert game.version == 1
        assert [e.text for e in await repo.game_log(game.id)] == [f"move {game.channel_id}"]


async def test_cancelling_the_caller_that_writes_strands_no_save(
    repo: SqliteRepository, db_path: Path
) -> None:
    games = [new_game(channel_id=c) for c in range(3)]
    for game in games:
        await repo.add_game(game)
    first = asyncio.ensure_future(repo.save_game(games[0], [entry(1, "first")]))
    others = [repo.save_game(g, [entry(1, "later")]) for g in games[1:]]
    waiting = asyncio.gather(*others)
    await asyncio.sleep(0)  # the first save is on the connection's thread, the others wait
    first.cancel()
    await asyncio.wait_for(waiting, 10)
    with pytest.raises(asyncio.CancelledError):
        await first
    assert [game.version for game in games] == [1, 1, 1]
    with sqlite3.connect(db_path) as db:
        stored = db.execute("SELECT version FROM games ORDER BY id").fetchall()
        log = db.execute("SELECT text FROM moves ORDER BY game_id").fetchall()
    assert stored == [(1,), (1,), (1,)]
    assert log == [("first",), ("later",), ("later",)]
