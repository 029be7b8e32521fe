"""Computer opponents (and game reviews): moves from ``games.ai`` computed in a process pool,
off the event loop."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import signal
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.process import BaseProcess
from typing import Any, Protocol, TypeVar

from bot.limits import THINK_BUDGETS
from bot.workers import start_worker
from games import ai
from games.ai.review import Review, review_game
from games.base import State
from games.registry import get_game

T = TypeVar("T")

log = logging.getLogger(__name__)

RETRIES = 2
"""How many times a computation whose worker process died (the memory killer, a crash) is run
again, each time on a new pool, before it fails."""


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

    async def offers_draw(
        self, game: str, options: Mapping[str, bool | int], positions: Sequence[str]
    ) -> bool:
        """Return True if the computer offers a draw after ``positions`` (oldest first)."""
        ...

    async def review(
        self, moves: Sequence[str], options: Mapping[str, bool | int], start: str | None
    ) -> Review:
        """Return the review of a Morris game (:func:`games.ai.review.review_game`)."""
        ...

    def close(self) -> None:
        """Stop any worker processes."""
        ...


def judge_draw_offer(
    game: str, options: Mapping[str, bool | int], position: str, level: str, seat: int
) -> bool:
    """Return True if the computer (``seat``) accepts a draw in ``position`` (plain values,
    picklable): when it would offer one itself (a drawn repetition), or when
    ``games.ai.accepts_draw`` judges that it is not winning."""
    state = get_game(game, **options).parse_position(position)
    offers = ai.draw_offerer(game)
    if offers is not None and offers([state]):
        return True
    return ai.accepts_draw(state, level, player=seat)


def judge_offering_draw(
    game: str, options: Mapping[str, bool | int], positions: Sequence[str]
) -> bool:
    """Return True if the computer offers a draw after ``positions`` (plain values, picklable)."""
    judge = ai.draw_offerer(game)
    if judge is None:
        return False
    rules = get_game(game, **options)
    states: list[State[Any]] = [rules.parse_position(p) for p in positions]
    return judge(states)


@contextlib.contextmanager
def _ctrl_c_blocked() -> Iterator[None]:
    """Block Ctrl-C (SIGINT) for this thread inside the block.

    A process started here inherits the block from its first moment, until :func:`start_worker`
    ignores the signal. This process still handles it: another thread takes it, or it waits
    until the block ends.
    """
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class ProcessPoolMoveProvider:
    """Runs ``games.ai.choose_move_text`` in a pool of worker processes (started on first use).

    Workers are started with ``spawn``, as fresh interpreters that never inherit the event loop's
    or aiosqlite's threads, directly by this process, so that they die with it (see
    :func:`start_worker`); the pool is created where the provider is first used, on the thread
    that lives as long as the process.
    """

    def __init__(self, workers: int = 1, budgets: Mapping[str, float] = THINK_BUDGETS) -> None:
        self._workers = workers
        self._budgets = budgets
        self._pool: ProcessPoolExecutor | None = None
        self._context = multiprocessing.get_context("spawn")
        self._processes: list[BaseProcess] = []
        self._closings = 0
        """How many times :meth:`close` stopped the workers: a computation it cut short is not
        run again."""

    async def choose_move(
        self,
        game: str,
        options: Mapping[str, bool | int],
        position: str,
        level: str,
        seed: int | None,
    ) -> str:
        """Return the computer's move text, computed in a worker process.

        A search whose worker died is run again on a new pool (:data:`RETRIES` times); a search
        that still fails, or fails otherwise, gives way to the shallow search of the same engine
        (:func:`games.ai.fallback_level`), run in this process, and one log line names the cause.
        A search cut short by :meth:`close` raises ``BrokenProcessPool``.
        """
        budget, closings = self._budgets.get(level, 1.0), self._closings
        try:
            return await self._run(
                ai.choose_move_text, game, dict(options), position, level, budget, seed
            )
        except Exception as error:
            if self._closings != closings:
                raise  # stopped by close(): no move is wanted any more
            fallback = ai.fallback_level(level)
            log.warning(
                "the computer's %s search failed (%s); %s plays %s's move instead",
                level,
                _cause(error),
                game,
                fallback,
                exc_info=not isinstance(error, BrokenProcessPool),
            )
        shallow = self._budgets.get(fallback, 1.0)
        return await asyncio.to_thread(
            ai.choose_move_text, game, dict(options), position, fallback, shallow, seed
        )

    async def accepts_draw(
        self, game: str, options: Mapping[str, bool | int], position: str, level: str, seat: int
    ) -> bool:
        """Return whether the computer (``seat``) accepts a draw, judged in a worker process."""
        return await self._run(judge_draw_offer, game, dict(options), position, level, seat)

    async def offers_draw(
        self, game: str, options: Mapping[str, bool | int], positions: Sequence[str]
    ) -> bool:
        """Return whether the computer offers a draw now, given the game's positions so far
        (oldest first, the current one last): in Three Men's Morris, when the position repeats
        and is drawn with perfect play. Judged in a worker process."""
        return await self._run(judge_offering_draw, game, dict(options), list(positions))

    async def review(
        self, moves: Sequence[str], options: Mapping[str, bool | int], start: str | None
    ) -> Review:
        """Return the review of a Morris game, computed in a worker process (about a second of
        CPU that would otherwise hold the event loop's interpreter)."""
        return await self._run(review_game, list(moves), dict(options), start)

    def _executor(self) -> ProcessPoolExecutor:
        """Return the pool, created (with every worker started) on first use.

        Each worker is started inside its own :func:`_ctrl_c_blocked`, after the pool is made:
        making it starts multiprocessing's resource tracker, which leaves Ctrl-C unblocked in
        this thread once that process runs (Python 3.11), so a worker started in the same block
        would take Ctrl-C while its interpreter starts, and die of it.
        """
        if self._pool is None:
            pool = ProcessPoolExecutor(
                self._workers,
                mp_context=self._context,
                initializer=start_worker,
                initargs=(os.getpid(),),
            )
            # One submission each, while none is idle, starts them all now: a later move never
            # waits for a worker to start.
            for _ in range(self._workers - 1):
                with _ctrl_c_blocked():
                    pool.submit(os.getpid)
            self._pool = pool
        return self._pool

    async def _run(self, function: Callable[..., T], *args: object) -> T:
        """Run ``function(*args)`` in a worker; a pool broken by a dead worker is replaced and
        the call run again there, up to :data:`RETRIES` times (then ``BrokenProcessPool``), unless
        :meth:`close` stopped it."""
        failures, closings = 0, self._closings
        while True:
            try:
                # The pool starts its workers inside submissions: note them, to stop them.
                before = set(multiprocessing.active_children())
                pool = self._executor()
                with _ctrl_c_blocked():
                    future = asyncio.get_running_loop().run_in_executor(pool, function, *args)
                started = multiprocessing.active_children()
                self._processes += [p for p in started if p not in before]
                return await future
            except BrokenProcessPool:
                await self._replace(pool)
                failures += 1
                if failures > RETRIES or self._closings != closings:
                    raise

    async def _replace(self, pool: ProcessPoolExecutor) -> None:
        """Forget ``pool``, broken by a dead worker, if it is still the current one (the next
        call starts a new one), logging once which worker died and how."""
        if self._pool is not pool:
            return  # replaced already, by another computation that ran there
        processes, self._pool, self._processes = self._processes, None, []
        ends = await asyncio.to_thread(_ends, processes)
        log.warning(
            "a computer worker process died (%s); its computations run again on a new pool", ends
        )

    def close(self) -> None:
        """Stop the worker processes at once, abandoning any move being computed.

        Every worker is killed, the one still starting too: an idle worker waits for work
        holding the pool's queue lock, so a worker spared would wait for that lock for ever,
        and the pool's shutdown with it."""
        self._closings += 1
        if self._pool is None:
            return
        for process in self._processes:
            if process.is_alive():
                process.kill()
        self._pool.shutdown(wait=True, cancel_futures=True)
        self._pool = None
        self._processes = []


EXIT_PATIENCE_S = 1.0
"""How long the log line of a broken pool waits for its workers' exit codes (the pool's own
thread collects them)."""


def _ends(processes: Sequence[BaseProcess]) -> str:
    """Return how the ``processes`` ended, in words (``1234: killed by SIGKILL``), once each
    has an exit code or after :data:`EXIT_PATIENCE_S` seconds."""
    deadline = time.monotonic() + EXIT_PATIENCE_S
    while any(p.exitcode is None for p in processes) and time.monotonic() < deadline:
        time.sleep(0.01)
    ends = []
    for process in processes:
        code = process.exitcode
        if code is not None:
            how = f"killed by {signal.Signals(-code).name}" if code < 0 else f"exit code {code}"
            ends.append(f"{process.pid}: {how}")
    return ", ".join(ends) or "exit unknown"


def _cause(error: BaseException) -> str:
    """Return the cause of a failed computation in a few words."""
    if isinstance(error, BrokenProcessPool):
        return f"its worker process died {RETRIES + 1} times"
    return f"{type(error).__name__}: {error}"
