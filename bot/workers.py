"""The first thing a computer worker process does: tie its life to the bot's.

Standard library only, and nothing else of the bot: a worker started with ``spawn`` imports its
pool's initializer (:func:`start_worker`) before anything else the pool gives it, so the parent-
death signal is set while the worker is still starting, not after the engines' imports (about a
second): a bot killed in that second leaves no worker behind.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys

WORKER_NICENESS = 10
"""How much lower a worker's scheduling priority is than the bot's (``nice``): a search never
delays the bot's answers, which Discord expects within 3 s."""
PR_SET_PDEATHSIG = 1
"""Linux prctl option: the signal a process gets when its parent dies."""


def start_worker(parent: int) -> None:
    """Prepare a worker process (a pool's initializer): on Linux it is killed as soon as
    ``parent``, the process that started it, dies (even by SIGKILL), so no worker outlives the
    bot or the terminal game; then it lowers its priority by :data:`WORKER_NICENESS` and ignores
    Ctrl-C, which the parent handles.

    Raises ``OSError`` if the kernel refuses the request.
    """
    if sys.platform == "linux":
        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL) != 0:
            error = ctypes.get_errno()
            raise OSError(error, os.strerror(error))
    if os.getppid() != parent:  # the parent died before the request took effect
        os._exit(0)
    os.nice(WORKER_NICENESS)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
