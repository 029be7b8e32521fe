"""The stand-in's notion of now: the wall clock plus an offset that tests move forward.

Token ages, thread auto-archiving, message ages and snowflake timestamps all read
:meth:`Clock.now`, so ``await standin.advance(days * 86400)`` lets a fortnight-long
correspondence game run in seconds. Request pacing (the 3-second interaction deadline, rate
limits) stays on real time: a bot process waits real seconds for those.

A bot process follows the same clock through a file: :meth:`Clock.share` returns the path of
a file holding the offset in seconds (one decimal number, rewritten atomically on every
:meth:`Clock.advance`), which the harness passes as ``MORRISBOT_CLOCK_FILE``; the bot's
``bot.service.clock.FollowedClock`` reads it (the wall clock plus that offset).
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

CLOCK_FILE_ENV = "MORRISBOT_CLOCK_FILE"
"""The environment variable naming the offset file a bot process follows."""


class Clock:
    """The wall clock plus an offset that only moves forward."""

    def __init__(self) -> None:
        self.offset = 0.0
        self._file: Path | None = None

    def now(self) -> float:
        """The stand-in's current time in epoch seconds."""
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        """Move the clock ``seconds`` forward (and the shared file with it)."""
        if seconds < 0:
            raise ValueError("the clock only moves forward")
        self.offset += seconds
        if self._file is not None:
            _write(self._file, self.offset)

    def share(self) -> Path:
        """The offset file a bot process follows (made on first use)."""
        if self._file is None:
            handle, name = tempfile.mkstemp(prefix="standin-clock-")
            os.close(handle)
            self._file = Path(name)
            _write(self._file, self.offset)
        return self._file

    def close(self) -> None:
        """Remove the shared file, if any."""
        if self._file is not None:
            self._file.unlink(missing_ok=True)
            self._file = None


def _write(path: Path, offset: float) -> None:
    """Replace ``path``'s content with ``offset`` in one step (a reader never sees half)."""
    partial = path.with_name(path.name + ".partial")
    partial.write_text(repr(offset))
    os.replace(partial, path)
