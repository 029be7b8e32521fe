"""SIGKILL a process mid-play, again and again: the database stays whole and loses no
acknowledged move, and every game loads and continues."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bot.service import MatchService
from bot.storage import open_storage
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.helpers import GUILD, InlineProvider

ROOT = Path(__file__).resolve().parents[3]
KILLS = 6
GAMES = 24
LEAST_ACKS = 200
"""The fewest acknowledged moves the child plays before each kill (a random number up to three
times as many): over six kills, thousands of moves in all."""
STALL_S = 30.0
"""How long the child may go without acknowledging a move before the test gives up on it."""


def run_and_kill(url: str, seed: int, rng: random.Random) -> list[list[str]]:
    """Start the child, let it play a random number of acknowledged moves (at least
    :data:`LEAST_ACKS`: the test does as much on a slow machine as on a fast one), SIGKILL it
    while it plays on; return its ack lines."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.bot.service.crash_child", url, str(seed), str(GAMES)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    lines: list[str] = []
    wanted = rng.randrange(LEAST_ACKS, 3 * LEAST_ACKS)
    progressed, reached = threading.Event(), threading.Event()

    def read() -> None:
        assert child.stdout is not None
        for line in child.stdout:
            lines.append(line)
            progressed.set()
            if len(lines) >= wanted:
                reached.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        while True:
            assert child.poll() is None, "the child stopped before it was killed"
            if reached.is_set():
                break
            assert progressed.wait(STALL_S), f"the child stalled after {len(lines)} moves"
            progressed.clear()
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    reader.join()
    # a line cut off by the kill was never acknowledged
    return [line.rstrip("\n").split("\t") for line in lines if line.endswith("\n")]


async def stored_state(
    url: str, game_ids: set[int]
) -> tuple[set[tuple[int, str, str]], list[int], int]:
    """Return the stored log entries of ``game_ids`` and of the active games as (game id, text,
    position), those games whose row does not hold the position of their log's last entry, and
    the number of active games."""
    repo = await open_storage(url)
    try:
        entries: set[tuple[int, str, str]] = set()
        stale = []
        active = await repo.active_games()
        games = [g for i in game_ids if (g := await repo.get_game(i))]
        for game in active + games:
            log = await repo.game_log(game.id)
            entries |= {(game.id, e.text, e.position) for e in log}
            if log and log[-1].position != game.position:
                stale.append(game.id)
        return entries, stale, len(active)
    finally:
        await repo.close()


async def every_game_continues(url: str) -> int:
    """Load every active game and play one legal move in each; return how many there were."""
    repo = await open_storage(url)
    service = MatchService(repo, provider=InlineProvider())
    try:
        await service.resume()
        games = service.active_games()
        for view in games:
            mover = view.to_move_id
            moves = service.legal_moves(view.channel_id, mover)
            await service.move(GUILD, view.channel_id, mover, moves[0])
        return len(games)
    finally:
        await service.close()
        await repo.close()


@BOTH_BACKENDS
@pytest.mark.slow
async def test_acknowledged_moves_survive_sigkill(database_url: str, backend: str) -> None:
    rng = random.Random(2024)
    acknowledged: list[list[str]] = []
    for kill in range(KILLS):
        acks = await asyncio.to_thread(run_and_kill, database_url, kill, rng)
        assert acks and all(ack[0] == "ack" for ack in acks)
        acknowledged += acks
        if backend == "sqlite":
            path = database_url.removeprefix("sqlite:///")
            with sqlite3.connect(path) as conn:
                assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        acked_games = {int(ack[1]) for ack in acknowledged}
        stored, stale, active = await stored_state(database_url, acked_games)
        missing = [a for a in acknowledged if (int(a[1]), a[2], a[3]) not in stored]
        assert missing == [] and stale == []
        assert await every_game_continues(database_url) == active > 0
