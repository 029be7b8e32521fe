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
import time
from pathlib import Path

import pytest

from bot.service import MatchService
from bot.storage import open_database
from tests.bot.helpers import GUILD, InlineProvider

ROOT = Path(__file__).resolve().parents[3]
KILLS = 6
GAMES = 24


def run_and_kill(db: Path, seed: int, rng: random.Random) -> list[list[str]]:
    """Start the child, let it play for a random while, SIGKILL it; return its ack lines."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.bot.service.crash_child", str(db), str(seed), str(GAMES)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    lines: list[str] = []
    started = threading.Event()

    def read() -> None:
        assert child.stdout is not None
        for line in child.stdout:
            lines.append(line)
            started.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        assert started.wait(30), "the child never acknowledged a move"
        time.sleep(rng.uniform(0.2, 1.5))
        assert child.poll() is None, "the child stopped before it was killed"
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    reader.join()
    # a line cut off by the kill was never acknowledged
    return [line.rstrip("\n").split("\t") for line in lines if line.endswith("\n")]


async def every_game_continues(db: Path) -> int:
    """Load every active game and play one legal move in each; return how many there were."""
    repo = await open_database(db)
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


@pytest.mark.slow
def test_acknowledged_moves_survive_sigkill(tmp_path: Path) -> None:
    db = tmp_path / "crash.db"
    rng = random.Random(2024)
    acknowledged: list[list[str]] = []
    for kill in range(KILLS):
        acks = run_and_kill(db, kill, rng)
        assert acks and all(ack[0] == "ack" for ack in acks)
        acknowledged += acks
        with sqlite3.connect(db) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
            stored = set(conn.execute("SELECT game_id, text, position FROM moves"))
            active = conn.execute("SELECT COUNT(*) FROM games WHERE status = 'active'").fetchone()
            # each game row holds the position of the last entry of its log
            stale = conn.execute(
                "SELECT g.id FROM games g JOIN moves m ON m.game_id = g.id AND m.seq = "
                "(SELECT MAX(seq) FROM moves WHERE game_id = g.id) WHERE m.position != g.position"
            ).fetchall()
        missing = [a for a in acknowledged if (int(a[1]), a[2], a[3]) not in stored]
        assert missing == [] and stale == []
        assert asyncio.run(every_game_continues(db)) == active[0] > 0
    print(f"{len(acknowledged)} acknowledged moves over {KILLS} kills")
    assert len(acknowledged) >= 2000
