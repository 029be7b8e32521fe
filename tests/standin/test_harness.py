"""The harness's bot process is ready when it says so itself, not at another process's
presence (in a cluster the others show theirs whenever they connect)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from standin import StandIn
from standin.harness import CATALOGUE_CACHE_ENV, BotProcess, Ready
from texts.catalogue import CACHE_ENV

NOT_READY_S = 0.5
"""How long a start that must not return yet is given (the harness looks every 0.05 s)."""

SCRIPT = """
import os, pathlib, time
go = pathlib.Path(os.environ["GO_FILE"])
while not go.exists():
    time.sleep(0.01)
print("2026-01-01 00:00:00 INFO bot.discord.app: ready as Morris#0001 in 2 servers", flush=True)
time.sleep(120)
"""


class ScriptProcess(BotProcess):
    """A process that says it is ready once the file ``GO_FILE`` names exists."""

    program = ("-c", SCRIPT)


async def _not_ready_yet(start: asyncio.Task[None]) -> None:
    with pytest.raises(TimeoutError):
        await asyncio.wait_for(asyncio.shield(start), NOT_READY_S)


@pytest.mark.slow  # a second or more: make test runs it, the edit loop need not
async def test_a_process_waits_for_its_own_ready_line_not_for_any_presence(
    tmp_path: Path,
) -> None:
    standin = StandIn()
    go = tmp_path / "go"
    process = ScriptProcess(standin, tmp_path, GO_FILE=str(go))
    try:
        start = asyncio.create_task(process.start(timeout=60))
        standin.presences.append({"status": "online"})  # another process's, on its shard
        await _not_ready_yet(start)
        go.touch()
        await start
        assert process.alive
        assert await process.stop() != 0  # SIGTERM ends the script
        # Started again: the line of its first run, still in the log, is not this run's.
        go.unlink()
        start = asyncio.create_task(process.start(timeout=60))
        await _not_ready_yet(start)
        go.touch()
        await start
        assert process.log().count("ready as") == 2
    finally:
        await process.stop()
        standin.clock.close()


def test_a_ready_line_counts_whatever_the_bots_user_name(tmp_path: Path) -> None:
    """The bot logs its user as Discord spells it, spaces included."""
    log = tmp_path / "bot.log"
    log.write_bytes(b"2026-01-01 00:00:00 INFO bot.discord.app: presence shown\n")
    ready = Ready(log, 0)
    assert not ready()
    with log.open("ab") as out:
        out.write(b"2026-01-01 00:00:01 INFO bot.discord.app: ready as Morris Bot#0001 in ")
    assert not ready()  # a line not finished yet
    with log.open("ab") as out:
        out.write(b"2 servers\n")
    assert ready()


def test_a_log_level_that_would_hide_the_ready_line_is_refused(tmp_path: Path) -> None:
    """A bot told to log warnings only never writes its 'ready as' line: refused at once, not
    waited for until the start's time runs out (the benchmarks asked for WARNING)."""
    with pytest.raises(ValueError, match="LOG_LEVEL"):
        BotProcess(StandIn(), tmp_path, LOG_LEVEL="WARNING")
    assert BotProcess(StandIn(), tmp_path, LOG_LEVEL="debug").env["LOG_LEVEL"] == "debug"


def test_a_bot_keeps_its_parsed_catalogues_where_the_test_run_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The test run's folder of parsed catalogues reaches the bots it starts, whose starts then
    read them instead of parsing them; without one, a bot chooses its own."""
    assert CATALOGUE_CACHE_ENV == CACHE_ENV
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "kept"))
    assert BotProcess(StandIn(), tmp_path).env[CACHE_ENV] == str(tmp_path / "kept")
    monkeypatch.delenv(CACHE_ENV)
    assert CACHE_ENV not in BotProcess(StandIn(), tmp_path).env
