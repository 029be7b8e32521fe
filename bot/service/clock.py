"""Time for the service: the wall clock in production, a hand-driven clock in tests."""

from __future__ import annotations

import time
from typing import Protocol


class Clock(Protocol):
    """A source of the current time in epoch seconds."""

    def now(self) -> float:
        """Return the current time in seconds since the epoch."""
        ...


class SystemClock:
    """The real wall clock."""

    def now(self) -> float:
        """Return ``time.time()``."""
        return time.time()


class ManualClock:
    """A clock that moves only when told to (for tests and simulations)."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self._now = start

    def now(self) -> float:
        """Return the current manual time."""
        return self._now

    def advance(self, seconds: float) -> None:
        """Move the clock forward by ``seconds``."""
        self._now += seconds
