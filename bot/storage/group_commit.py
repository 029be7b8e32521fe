"""Group commit: saves that arrive while one batch is being written share the next transaction.

A durable commit costs a flush to disk (or a round trip to a server) whatever it holds, so with
many games in play one transaction for every save waiting at that moment needs far fewer
flushes than one per save. Each caller still returns only after the transaction that holds its
own change has committed, and learns its own outcome.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

_Item = TypeVar("_Item")

WriteBatch = Callable[[Sequence[_Item]], Awaitable[Sequence[BaseException | None]]]
"""Writes a batch; returns each item's error (None: committed), in order."""


@dataclass(frozen=True, slots=True)
class _Waiting(Generic[_Item]):
    item: _Item
    done: asyncio.Future[None]


class GroupCommit(Generic[_Item]):
    """Writes submitted items in batches with ``write``, one batch at a time.

    The batches are written by a task of their own, so a caller that is cancelled while it waits
    leaves its save (already queued) to be committed with the others.
    """

    def __init__(self, write: WriteBatch[_Item]) -> None:
        self._write = write
        self._waiting: list[_Waiting[_Item]] = []
        self._writer: asyncio.Task[None] | None = None

    async def submit(self, item: _Item) -> None:
        """Return once ``item`` is committed; raise its error if its write failed."""
        waiting = _Waiting(item, asyncio.get_running_loop().create_future())
        self._waiting.append(waiting)
        if self._writer is None:
            self._writer = asyncio.create_task(self._drain())
        await waiting.done

    async def wait_idle(self) -> None:
        """Return once every submitted item has been written."""
        while self._writer is not None:
            await asyncio.shield(self._writer)

    async def _drain(self) -> None:
        try:
            while self._waiting:
                batch, self._waiting = self._waiting, []
                try:
                    outcomes: Sequence[BaseException | None] = await self._write(
                        [w.item for w in batch]
                    )
                except Exception as error:
                    outcomes = [error] * len(batch)
                for waiting, outcome in zip(batch, outcomes, strict=True):
                    if waiting.done.done():  # its caller was cancelled
                        continue
                    if outcome is None:
                        waiting.done.set_result(None)
                    else:
                        waiting.done.set_exception(outcome)
        finally:
            self._writer = None
