"""Tasks run in the background, nobody awaiting them.

asyncio holds a task only weakly, so a task nobody keeps may be collected before it ends; and the
exception of a task nobody awaits is said, if ever, only when it is collected. :class:`Background`
keeps each task it starts until it ends, logs its failure then (once), and stops what still runs
when asked. Standard library only, and nothing else of the bot: every layer may use it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine, Iterable
from typing import Any, TypeVar

T = TypeVar("T")


async def stop(tasks: Iterable[asyncio.Task[Any]], timeout: float | None = None) -> None:
    """Wait up to ``timeout`` seconds (None: as long as they take) for ``tasks``, then cancel
    those still running and wait for them to end (their failures are not raised)."""
    waiting = [task for task in tasks if not task.done()]
    if not waiting:
        return
    pending: Iterable[asyncio.Task[Any]] = waiting
    if timeout is None or timeout > 0:
        _, pending = await asyncio.wait(waiting, timeout=timeout)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)


class Background:
    """The tasks one owner runs in the background: each kept until it ends, and its failure
    logged on ``log`` when it ends (a cancellation is no failure)."""

    def __init__(self, log: logging.Logger) -> None:
        self._log = log
        self._tasks: set[asyncio.Task[Any]] = set()

    def __len__(self) -> int:
        """How many tasks still run."""
        return len(self._tasks)

    def spawn(self, work: Coroutine[Any, Any, T], name: str | None = None) -> asyncio.Task[T]:
        """Run ``work`` in a task of its own (named ``name`` in the logs), kept until it ends."""
        task = asyncio.get_running_loop().create_task(work, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._ended)
        return task

    def _ended(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and (error := task.exception()) is not None:
            self._log.error("background task %s failed", task.get_name(), exc_info=error)

    async def wait_idle(self) -> None:
        """Return once no task runs, those started meanwhile included (a failure is logged,
        not raised)."""
        while self._tasks:
            await asyncio.wait(list(self._tasks))

    async def drain(self, timeout: float | None = None) -> None:
        """Wait up to ``timeout`` seconds (None: as long as they take) for the tasks running
        now, then cancel those still running and wait for them to end."""
        await stop(list(self._tasks), timeout)

    async def close(self) -> None:
        """Cancel every task still running and wait for them to end."""
        await stop(list(self._tasks), 0)
