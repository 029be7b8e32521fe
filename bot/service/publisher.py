"""Events nobody asked for (computer moves, timeouts, expiries) delivered to subscribers."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterable

from bot.service.events import Event

log = logging.getLogger(__name__)

Subscriber = Callable[[tuple[Event, ...]], Awaitable[None]]
"""An async callback that receives the events of each happening together, in order (a
computer's move with its game's end, say)."""


class Publisher:
    """Delivers events to every subscriber in order; a failing subscriber is logged and
    skipped. Events a command caused are in its result instead, never published."""

    def __init__(self) -> None:
        self._subscribers: list[Subscriber] = []

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Deliver every future event to ``callback``; return a function that unsubscribes."""
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback)

    async def publish(self, events: Iterable[Event]) -> None:
        """Deliver ``events`` (one happening's; nothing if empty) to every subscriber."""
        batch = tuple(events)
        if not batch:
            return
        for subscriber in list(self._subscribers):
            try:
                await subscriber(batch)
            except Exception:
                log.exception("an event subscriber failed on %s", [type(e).__name__ for e in batch])
