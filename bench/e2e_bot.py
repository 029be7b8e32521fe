"""What the end-to-end benchmarks share: the stand-in and the real bot process started on it,
stopped and checked afterwards, and latency percentiles."""

from __future__ import annotations

import contextlib
import statistics
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

from standin import StandIn
from standin.harness import BotProcess


def percentile(samples: list[float], p: int) -> float:
    """The ``p``-th percentile (1-99) of ``samples`` (seconds), in milliseconds."""
    return statistics.quantiles(samples, n=100, method="inclusive")[p - 1] * 1000


@contextlib.asynccontextmanager
async def bot_on(standin: StandIn, **settings: str) -> AsyncIterator[BotProcess]:
    """Start ``standin`` (its servers, users and channels added before) and ``python -m bot``
    on it with ``settings`` (SQLite in a temporary folder unless ``DATABASE_URL`` says
    otherwise; warnings logged only), and yield the bot. On leaving, both are stopped; raise
    :class:`RuntimeError` if the bot died or the stand-in rejected a request (figures measured
    against a failing bot are no figures)."""
    await standin.start()
    try:
        with tempfile.TemporaryDirectory() as workdir:
            bot = BotProcess(standin, Path(workdir), **settings)
            await bot.start()
            try:
                yield bot
                if not bot.alive:
                    raise RuntimeError(f"the bot died:\n{bot.log()[-3000:]}")
            finally:
                await bot.stop()
    finally:
        await standin.close()
    if standin.rejections:
        raise RuntimeError(f"the stand-in rejected requests: {standin.rejections[:5]}")
