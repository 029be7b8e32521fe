"""Start-up cost: CPU seconds the bot process spends from exec to ready.

``python -m bench.startup [--runs 5]``: starts the local Discord stand-in, then ``python -m bot``
against it ``--runs`` times each way: on a fresh database and an empty folder of parsed
catalogues (``first``: schema, command upload in every language, the catalogues parsed and
kept), on that database and folder again (``restart``: commands unchanged, what is rendered read
back), and on another fresh database with that folder (``kept``: a first start that reads the
catalogues back, as every end-to-end test's bot does). It reads the process's own CPU time
(user + system, from ``/proc``) the moment the stand-in sees it ready. CPU time, not wall time,
so that other work on the machine changes the figure little. Prints min / median / max per
kind of start, then one ``key=value`` line. Linux only (``/proc``).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
from pathlib import Path

from standin import StandIn
from standin.harness import CATALOGUE_CACHE_ENV, BotProcess

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User plus system CPU seconds of process ``pid`` so far (its own, not its children's)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


async def one_start(standin: StandIn, workdir: Path, catalogues: Path) -> float:
    """Start the bot in ``workdir``, its parsed catalogues kept in ``catalogues``; return its
    CPU seconds at ready, then stop it."""
    process = BotProcess(standin, workdir, **{CATALOGUE_CACHE_ENV: str(catalogues)})
    await process.start()
    assert process.process is not None
    spent = cpu_seconds(process.process.pid)
    await process.stop()
    return spent


def summary(name: str, samples: list[float]) -> str:
    """``name: min … median … max`` of ``samples`` in CPU seconds."""
    return (
        f"{name:>8}: min {min(samples):.2f}  median {statistics.median(samples):.2f}  "
        f"max {max(samples):.2f} CPU s ({len(samples)} runs)"
    )


async def main(runs: int) -> None:
    """Measure ``runs`` starts of each kind; print the figures."""
    standin = StandIn()
    await standin.start()
    starts: dict[str, list[float]] = {"first": [], "restart": [], "kept": []}
    try:
        with tempfile.TemporaryDirectory() as folder:
            for run in range(runs):
                workdir, catalogues = Path(folder) / f"run-{run}", Path(folder) / f"kept-{run}"
                starts["first"].append(await one_start(standin, workdir, catalogues))
                starts["restart"].append(await one_start(standin, workdir, catalogues))
                again = workdir.with_name(f"again-{run}")
                starts["kept"].append(await one_start(standin, again, catalogues))
    finally:
        await standin.close()
    print("exec-to-ready CPU time of python -m bot against the stand-in")
    for name, samples in starts.items():
        print(summary(name, samples))
    print(" ".join(f"{name}_cpu_s={statistics.median(s):.2f}" for name, s in starts.items()))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=5, help="starts of each kind (default 5)")
    arguments = parser.parse_args()
    if arguments.runs < 1:
        parser.error("--runs must be at least 1")
    asyncio.run(main(arguments.runs))
