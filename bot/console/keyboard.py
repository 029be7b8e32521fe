"""Reading the terminal's keyboard so that Ctrl-C is never missed."""

from __future__ import annotations

import os
import select
import signal
import sys
from typing import IO


class Keyboard:
    """Lines typed at standard input, read so that Ctrl-C always interrupts the wait.

    ``input()`` misses a Ctrl-C that lands just before it starts waiting, or that the kernel
    hands to another thread: the handler then runs only once a line is typed. Here every signal
    also writes to a pipe (:func:`signal.set_wakeup_fd`) that the wait watches, so the handler
    runs at once. Call it on the main thread.
    """

    def __init__(self, stdin: IO[str]) -> None:
        self.stdin = stdin
        self._pending = b""

    def __call__(self, prompt: str) -> str:
        """Show ``prompt`` and return the next line without its line end; raise ``EOFError``
        when input ends."""
        sys.stdout.write(prompt)
        sys.stdout.flush()
        fd = self.stdin.fileno()
        wake, woken = os.pipe()
        os.set_blocking(woken, False)
        previous = signal.set_wakeup_fd(woken, warn_on_full_buffer=False)
        try:
            while b"\n" not in self._pending:
                ready = select.select([fd, wake], [], [])[0]
                if fd not in ready:
                    continue  # a signal: its handler runs before the next wait
                chunk = os.read(fd, 4096)
                if not chunk:
                    if not self._pending:
                        raise EOFError
                    chunk = b"\n"  # the last line had no line end
                self._pending += chunk
        finally:
            signal.set_wakeup_fd(previous)
            os.close(wake)
            os.close(woken)
        line, _, self._pending = self._pending.partition(b"\n")
        return line.decode(errors="replace").rstrip("\r")
