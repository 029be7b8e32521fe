"""Computer opponents: moves from ``games.ai`` computed in a process pool, off the event loop."""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Protocol, TypeVar

from bot.limits import THINK_BUDGETS
from games import ai
from games.registry import get_game

T = TypeVar("T")


class MoveProvider(Protocol):
    """Chooses the computer's moves; every call may take a while and must not block the loop."""

    async def choose_move(
        self,
        game: str,
        options: Mapping[str, bool | int],
        position: str,
        level: str,
        seed: int | None,
    ) -> str:
        """Return the text of a legal move for the player to move in ``position``."""
        ...

    async def accepts_draw(
        self, game: str, options: Mapping[str, bool | int], position: str, level: str, seat: int
    ) -> bool:
        """Return True if the computer, playing ``seat``, accepts a draw offer in ``position``."""
        ...

    def close(self) -> None:
        """Stop any worker processes."""
        ...


def judge_draw_offer(
    game: str, options: Mapping[str, bool | int], position: str, level: str, seat: int
) -> bool:
    """Return ``games.ai.accepts_draw`` for a position given as plain values (picklable)."""
    state = get_game(game, **options).parse_position(position)
    return ai.accepts_draw(state, level, player=seat)


class ProcessPoolMoveProvider:
    """Runs ``games.ai.choose_move_text`` in a pool of worker processes (started on first use).

    Workers start with ``forkserver`` so they never inherit the event loop's or aiosqlite's
    threads.
    """

    def __init__(self, workers: int = 1, budgets: Mapping[str, float] = THINK_BUDGETS) -> None:
        self._workers = workers
        self._budgets = budgets
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                self._workers, mp_context=multiprocessing.get_context("forkserver")
            )
        return self._pool

    async def choose_move(
        self,
        game: str,
        options: Mapping[str, bool | int],
        position: str,
        level: str,
        seed: int | None,
    ) -> str:
        """Return the computer's move text, computed in a worker process."""
        budget = self._budgets.get(level, 1.0)
        return await self._run(
            ai.choose_move_text, game, dict(options), position, level, budget, seed
        )

    async def accepts_draw(
        self, game: str, options: Mapping[str, bool | int], position: str, level: str, seat: int
    ) -> bool:
        """Return whether the computer (``seat``) accepts a draw, judged in a worker process."""
        return await self._run(judge_draw_offer, game, dict(options), position, level, seat)

    async def _run(self, function: Callable[..., T], *args: object) -> T:
        """Run ``function(*args)`` in a worker; a pool broken by a dead worker is replaced."""
        try:
            return await asyncio.get_running_loop().run_in_executor(
                self._executor(), function, *args
            )
        except BrokenProcessPool:
            self._pool = None
            raise

    def close(self) -> None:
        """Shut the worker processes down."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
