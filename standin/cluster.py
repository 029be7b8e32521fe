"""A shard cluster of bot processes on the stand-in, and the kill drill that the end-to-end test
and ``bench.cluster_kill`` run on it.

One process per shard, all on one database (``DATABASE_URL``), each started with ``SHARD_COUNT``
and its ``SHARD_IDS``. The drill plays scripted games on every process, SIGKILLs one process
mid-game again and again (with a move of each of its games in flight) and restarts it, while the
other processes' games go on. It counts the moves the killed process acknowledged (their board
was posted) that the database no longer holds, and times the other processes' moves.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path

from standin.harness import BotProcess
from standin.model import Channel, Guild, User
from standin.server import Post, StandIn
from standin.steps import MORRIS_GAME, is_board, start_game

BOARD_TIMEOUT_S = 10.0
LEASE_S = 2.0
"""The processes' shard leases: a restarted process takes its shard over at most this long
after it was killed."""

Committed = Callable[[int], Awaitable[int]]
"""Returns how many log entries (typed steps) of a game the database holds."""


@dataclass
class Table:
    """A channel of a guild where two players play the scripted game, one game after another."""

    guild: Guild
    channel: Channel
    players: tuple[User, User]
    game: int = 0
    step: int = 0
    """The next step of ``MORRIS_GAME`` to type."""
    acknowledged: int = 0
    """Steps of the current game whose board the bot posted."""

    def board(self, post: Post) -> bool:
        """True if ``post`` is the board of this table's current game (posted or edited)."""
        return post.channel_id == self.channel.id and is_board(post, self.game)

    def shows(self, text: str) -> Callable[[Post], bool]:
        """Whether a post is this table's board reporting the step ``text`` (a removal typed
        on its own, ``b6``, completes a move such as ``g7xb6``): not a board shown again as
        stored, as after a restart."""
        played = re.compile(rf"played \*\*(\S+x)?{re.escape(text)}\*\*")

        def check(post: Post) -> bool:
            return self.board(post) and played.search(post.content.split("\n", 1)[0]) is not None

        return check

    async def new_game(self, standin: StandIn) -> None:
        """Start a new game at this table."""
        self.game = await start_game(standin, *self.players, channel=self.channel)
        self.step = self.acknowledged = 0

    async def send(self, standin: StandIn) -> asyncio.Future[Post]:
        """Type the next step; return the future of its board (the step then counts as sent)."""
        side, text = MORRIS_GAME[self.step]
        board = standin.watch(self.shows(text))
        await standin.say(self.players[side - 1], text, self.channel)
        return board

    async def play(self, standin: StandIn) -> float:
        """Type the next step, wait for its board; return the seconds it took."""
        if self.step >= len(MORRIS_GAME):
            await self.new_game(standin)
        began = time.perf_counter()
        board = await asyncio.wait_for(await self.send(standin), BOARD_TIMEOUT_S)
        if "played **" not in board.content:
            raise RuntimeError(f"game {self.game}: step {self.step} got {board.content[:200]!r}")
        self.step += 1
        self.acknowledged = self.step
        return board.at - began


@dataclass
class DrillReport:
    """What a kill drill saw."""

    kills: int = 0
    acknowledged: int = 0
    """Moves the killed process acknowledged during the drill."""
    lost: int = 0
    """Acknowledged moves of the killed process that the database did not hold after a kill."""
    in_flight: int = 0
    """Moves typed just before a kill whose board never came."""
    in_flight_kept: int = 0
    """Of those, the ones the database held all the same (committed, then killed)."""
    restart_s: list[float] = field(default_factory=list)
    other_moves: list[float] = field(default_factory=list)
    """Seconds from typing to board of each move on the other processes during the drill."""
    other_failures: list[str] = field(default_factory=list)
    """Moves on the other processes that got no board in time, or a wrong answer."""


class Cluster:
    """``shard_count`` bot processes, process ``n`` running shard ``n``, on ``database_url``."""

    def __init__(
        self,
        standin: StandIn,
        workdir: Path,
        database_url: str,
        processes: list[BotProcess],
        **settings: str,
    ) -> None:
        self.standin = standin
        self.processes = processes
        count = standin.shard_count
        for shard in range(count):
            processes.append(
                BotProcess(
                    standin,
                    workdir / f"shard-{shard}",
                    DATABASE_URL=database_url,
                    SHARD_COUNT=str(count),
                    SHARD_IDS=str(shard),
                    DEV_GUILD_ID="",
                    SHARD_LEASE_SECONDS=str(LEASE_S),
                    **settings,
                )
            )

    async def start(self) -> None:
        """Start every process, one after the other (the first syncs the commands)."""
        for process in self.processes:
            await process.start()


async def drill(
    standin: StandIn,
    victim: BotProcess,
    victim_tables: list[Table],
    other_tables: list[Table],
    kills: int,
    committed: Committed,
    rng: random.Random,
    think_s: float = 0.1,
) -> DrillReport:
    """Kill ``victim`` ``kills`` times mid-game and restart it; see the module's docstring.

    Every table must have a game started. Raises ``RuntimeError`` if a move of the victim's
    games is answered with anything but its board.
    """
    report = DrillReport()
    stop = asyncio.Event()

    async def keep_playing(table: Table) -> None:
        while not stop.is_set():
            await asyncio.sleep(think_s * rng.uniform(0.5, 1.5))
            try:
                report.other_moves.append(await table.play(standin))
            except (TimeoutError, RuntimeError) as error:
                report.other_failures.append(f"game {table.game} step {table.step}: {error!r}")
                return

    others = [asyncio.create_task(keep_playing(table)) for table in other_tables]
    try:
        for _ in range(kills):
            for table in victim_tables:
                await table.play(standin)
                report.acknowledged += 1
            boards = [await table.send(standin) for table in victim_tables]
            await asyncio.sleep(rng.uniform(0.0, 0.03))
            await victim.kill()
            report.kills += 1
            for table, board in zip(victim_tables, boards, strict=True):
                if board.done() and "played **" in board.result().content:
                    table.step += 1
                    table.acknowledged = table.step
                    report.acknowledged += 1
                else:
                    board.cancel()
                    report.in_flight += 1
            began = time.perf_counter()
            await victim.start()
            report.restart_s.append(time.perf_counter() - began)
            for table in victim_tables:
                held = await committed(table.game)
                report.lost += max(0, table.acknowledged - held)
                report.in_flight_kept += max(0, held - table.step)
                table.step = held
    finally:
        stop.set()
        for task in others:
            with contextlib.suppress(asyncio.CancelledError):
                await task
    return report
