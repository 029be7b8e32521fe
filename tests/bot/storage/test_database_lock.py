"""A SQLite file is one process's: a second opener is refused by name, and the lock goes with
the process that held it, even when it is SIGKILLed."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import pytest

from bot.storage import DatabaseInUseError, open_database
from bot.storage.sqlite import lock_path

REPO = Path(__file__).resolve().parents[3]

HOLD = """
import asyncio, sys
from bot.storage import open_database

async def hold() -> None:
    await open_database(sys.argv[1])
    print("open", flush=True)
    await asyncio.sleep(3600)

asyncio.run(hold())
"""


async def test_a_second_opener_is_refused_until_the_first_closes(db_path: Path) -> None:
    first = await open_database(db_path)
    try:
        with pytest.raises(DatabaseInUseError) as refused:
            await open_database(db_path)
        assert str(refused.value) == (
            f"another process (pid {os.getpid()}) is running on the database {db_path}: stop it "
            "first, or give this one another DATABASE_PATH"
        )
    finally:
        await first.close()
    second = await open_database(db_path)
    await second.close()
    assert lock_path(db_path).exists()


async def test_the_lock_of_a_killed_process_is_free_at_once(db_path: Path) -> None:
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", HOLD, str(db_path),
        env={**os.environ, "PYTHONPATH": str(REPO)},
        stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        assert child.stdout is not None
        assert await asyncio.wait_for(child.stdout.readline(), 30) == b"open\n"
        with pytest.raises(DatabaseInUseError, match=f"pid {child.pid}"):
            await open_database(db_path)
    finally:
        child.send_signal(signal.SIGKILL)
        await child.wait()
    repo = await open_database(db_path)
    await repo.close()
