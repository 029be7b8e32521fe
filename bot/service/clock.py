"""Time for the service: the wall clock in production, a hand-driven clock in tests."""

from __future__ import annotations

import time
from pathlib import Path
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


class FollowedClock:
    """The wall clock plus the offset in seconds written in ``path`` (0 while the file is
    missing): how a bot process follows a test's clock (``MORRISBOT_CLOCK_FILE``, written by
    the Discord stand-in), so a fortnight of correspondence play passes in seconds."""

    LOOK_AGAIN_S = 1.0
    """The longest the service's timers may sleep without looking at this clock: it jumps
    when the test moves it, and what fell due then is acted on within this time (not at the
    next of the wall clock's half-minute polls)."""

    def __init__(self, path: Path) -> None:
        self._path = path

    def now(self) -> float:
        """The wall clock plus the stand-in's current offset (read afresh: a few bytes)."""
        try:
            offset = float(self._path.read_text())
        except FileNotFoundError:
            offset = 0.0
        return time.time() + offset
