"""Run the real bot process (``python -m bot``) against the local Discord stand-in."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys
from pathlib import Path

from standin.clock import CLOCK_FILE_ENV
from standin.server import StandIn

REPO = Path(__file__).resolve().parents[1]
CATALOGUE_CACHE_ENV = "MORRISBOT_CATALOGUE_CACHE"
"""Passed on to the bot when this process has it: the folder of the bot's parsed catalogues
(a test run's, so that a bot's start reads them instead of parsing them)."""
READY = re.compile(rb" INFO bot\.discord\.app: ready as .+ in \d+ servers\r?$")
"""The line the bot logs once it is ready (boards repaired, presence shown), each time it is:
``bot.discord.app`` logs its user (whose name may have spaces) and its number of servers."""


class BotProcess:
    """The bot as a subprocess, configured through its environment only.

    It runs in ``workdir`` (so no developer ``.env`` is read) with ``PYTHONPATH`` at the repo,
    ``MORRISBOT_CLOCK_FILE`` naming the stand-in's clock offset file, for a bot that follows
    the stand-in's clock (``bot.service.clock.FollowedClock``), and this process's
    :data:`CATALOGUE_CACHE_ENV`.
    """

    program: tuple[str, ...] = ("-m", "bot")
    """What the Python interpreter runs: the bot (a test of the harness runs a script)."""

    def __init__(self, standin: StandIn, workdir: Path, **settings: str) -> None:
        self.standin = standin
        self.workdir = workdir
        workdir.mkdir(parents=True, exist_ok=True)
        self.log_path = workdir / f"bot-{id(self)}.log"
        self.env = {
            "PATH": os.environ.get("PATH", ""),
            "PYTHONPATH": str(REPO),
            "PYTHONUNBUFFERED": "1",
            "DISCORD_TOKEN": standin.token,
            "DATABASE_PATH": str(workdir / "data" / "morrisbot.db"),
            "DISCORD_API_BASE": standin.api_base,
            "DISCORD_GATEWAY_URL": standin.gateway_url,
            "DEV_GUILD_ID": str(standin.guild.id),
            "GUILD_READY_TIMEOUT": "0.05",
            "BUILD_TABLES": "false",  # minutes of CPU and gigabytes per bot process
            "BOARD_TILES": "false",  # 259 uploads a start: tests/e2e/test_tiles.py turns it on
            "LOG_LEVEL": "INFO",
            CLOCK_FILE_ENV: str(standin.clock.share()),
        }
        if CATALOGUE_CACHE_ENV in os.environ:
            self.env[CATALOGUE_CACHE_ENV] = os.environ[CATALOGUE_CACHE_ENV]
        self.env |= settings
        if self.env["LOG_LEVEL"].upper() not in ("DEBUG", "INFO"):
            raise ValueError("the harness waits for the bot's 'ready as' INFO line: LOG_LEVEL INFO")
        self.process: asyncio.subprocess.Process | None = None
        self.ended_on_purpose = False
        """True once a test killed or stopped the process (so its death is expected)."""

    async def start(self, timeout: float = 240.0) -> None:
        """Start the bot and wait until it says it is ready (minutes on a busy machine: the
        first start builds every language's commands): its own log line, not any presence on
        the stand-in's gateway (another process of a cluster may show one meanwhile)."""
        with self.log_path.open("ab") as log:
            ready = Ready(self.log_path, log.tell())
            self.process = await asyncio.create_subprocess_exec(
                sys.executable,
                *self.program,
                cwd=self.workdir,
                env=self.env,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=log,
                stderr=log,
            )
        try:
            await self.standin.wait_until(lambda: ready() or not self.alive, timeout)
        except TimeoutError:
            raise TimeoutError(f"the bot did not get ready:\n{self.log()}") from None
        if not self.alive:
            raise RuntimeError(f"the bot exited with {self.returncode}:\n{self.log()}")

    @property
    def alive(self) -> bool:
        """True while the process runs."""
        return self.process is not None and self.process.returncode is None

    @property
    def returncode(self) -> int | None:
        """The exit code, once it has exited."""
        return None if self.process is None else self.process.returncode

    def log(self) -> str:
        """Everything the bot wrote to stdout and stderr."""
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    async def kill(self) -> None:
        """SIGKILL the bot (no clean-up at all) and wait for it to die."""
        assert self.process is not None
        self.ended_on_purpose = True
        self.process.send_signal(signal.SIGKILL)
        await self.process.wait()

    async def stop(self, timeout: float = 15.0) -> int:
        """SIGTERM the bot and return its exit code (SIGKILL after ``timeout``)."""
        if self.process is None or self.process.returncode is not None:
            return self.returncode or 0
        self.ended_on_purpose = True
        self.process.send_signal(signal.SIGTERM)
        try:
            return await asyncio.wait_for(self.process.wait(), timeout)
        except TimeoutError:
            await self.kill()
            return -9


async def run_bot(
    standin: StandIn, processes: list[BotProcess], workdir: Path, **settings: str
) -> BotProcess:
    """Start a bot process in ``workdir`` with extra ``settings`` (environment variables) and
    add it to ``processes`` (the fixture that stops it); return it once it is ready."""
    process = BotProcess(standin, workdir, **settings)
    processes.append(process)
    await process.start()
    return process


class Ready:
    """Whether a log file says :data:`READY` past ``offset`` (read a little more at each call)."""

    def __init__(self, path: Path, offset: int) -> None:
        self.path = path
        self.offset = offset
        self._tail = b""

    def __call__(self) -> bool:
        """True once a readiness line is in the log past the offset."""
        with self.path.open("rb") as log:
            log.seek(self.offset)
            more = log.read()
        self.offset += len(more)
        lines = (self._tail + more).split(b"\n")
        self._tail = lines.pop()  # a line not finished yet
        return any(READY.search(line) for line in lines)
