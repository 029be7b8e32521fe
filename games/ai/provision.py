"""Endgame tables on first start: build the missing ones in the background when memory allows.

:func:`provision_tables` is what an application calls once at start-up: it looks in the tables
directory (``$MORRISBOT_TABLES``, default ``data/tables``), decides which of the standard tables
to build (:data:`BUILDS`: the flying rule first, then the sliding one, then the solution of
Six Men's Morris that its ``perfect`` level plays, each only if this machine has the memory and
disk it needs) and starts ``python -m games.ai.maketables`` for them
in a separate, low-priority process that outlives nothing but itself. It logs one line saying
what is being built and how long it should take, or why nothing is. The engine picks the tables
up as they appear (:func:`games.ai.endgame.available`), without a restart. Standard library
only: the build itself (numpy) runs in the child process.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from games.base import rules_identity
from games.compiled import PROJECT

TABLES_ENV = "MORRISBOT_TABLES"
"""The environment variable naming the directory of the cached tables."""
DEFAULT_DIR = Path("data") / "tables"
STANDARD = ((3, 3), (4, 3), (3, 4), (4, 4))
"""The tables ``make tables`` builds and ``hard`` uses."""
LOCK_NAME = ".build.lock"
"""The file a building process holds locked (so two processes never build at once)."""
LOG_NAME = "build.log"
"""Where the background build writes its progress, in the tables directory."""
GIB = 2**30


@dataclass(frozen=True)
class Build:
    """What building one flying rule's standard tables takes (measured with bench.ai_tables)."""

    rule: str
    """``flying`` or ``sliding`` (the argument of ``maketables --rule``), or ``six`` (the Six
    Men's Morris solution, ``maketables --six``)."""
    seconds: int
    memory: int
    """Peak resident memory in bytes."""
    disk: int
    """Bytes on disk."""


BUILDS = (
    Build("flying", 90, 2 * GIB, 300 * 2**20),
    Build("sliding", 150, 3_700 * 2**20, 300 * 2**20),
    Build("six", 60, 400 * 2**20, 100 * 2**20),
)
"""What is built on first start, in that order (flying is the default rule)."""
SIX = "six"
"""The build of the Six Men's Morris solution."""
_NAMES = {"flying": "flying", "sliding": "sliding", SIX: "the Six Men's Morris solution"}


def table_dir() -> Path:
    """Return the directory of the cached tables (``$MORRISBOT_TABLES`` or ``data/tables``)."""
    return Path(os.environ.get(TABLES_ENV) or DEFAULT_DIR)


def table_path(
    m: int, n: int, flying: bool, directory: Path | None = None, board: str = "standard"
) -> Path:
    """Return the file of table ``m v n`` on the board ``board`` (its key)."""
    rule = "flying" if flying else "sliding"
    game = "morris" if board == "standard" else board
    return (directory or table_dir()) / f"{game}-{rule}-{m}v{n}.npy"


def missing(rule: str, directory: Path) -> bool:
    """True if any standard table of ``rule`` (``flying`` or ``sliding``) is not built, or
    (``six``) the Six Men's Morris solution."""
    if rule == SIX:
        return not six_path(False, directory).exists()
    return not all(table_path(m, n, rule == "flying", directory).exists() for m, n in STANDARD)


def six_path(flying: bool, directory: Path | None = None) -> Path:
    """Return the file of the Six Men's Morris solution for the ``flying`` rule, named by the
    rules' identity (on first start the standard rule, no flying, is built)."""
    return (directory or table_dir()) / f"{rules_identity('six', {'flying': flying})}.npy"


def available_memory() -> int | None:
    """Return the bytes of memory this process could still use (the smaller of the system's
    available memory and the cgroup's limit left, as in a container), or None if unknown."""
    found: list[int] = []
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                found.append(int(line.split()[1]) * 1024)
    except OSError:
        pass
    cgroup = Path("/sys/fs/cgroup")
    try:
        limit = (cgroup / "memory.max").read_text().strip()
        if limit != "max":
            found.append(int(limit) - int((cgroup / "memory.current").read_text()))
    except (OSError, ValueError):
        pass
    return min(found) if found else None


@dataclass(frozen=True)
class Decision:
    """What :func:`provision_tables` did: the rules being built (none if skipped), and why."""

    rules: tuple[str, ...]
    message: str


def decide(directory: Path, memory: int | None, disk_free: int) -> tuple[tuple[Build, ...], str]:
    """Return the builds to start and the log line saying so, or no builds and why not.

    ``memory`` and ``disk_free`` are the bytes free (``memory`` None: unknown, not built).
    """
    where = str(directory)
    wanted = [build for build in BUILDS if missing(build.rule, directory)]
    if not wanted:
        return (), f"Morris endgame tables: all built in {where}; hard plays them exactly."
    if memory is None:
        return (), (
            "Morris endgame tables: not built (free memory unknown); hard searches endgames. "
            "Build them with python -m games.ai.maketables."
        )
    chosen = tuple(b for b in wanted if b.memory <= memory)
    disk = sum(b.disk for b in chosen)
    if not chosen or disk > disk_free:
        need, lack, free = (
            (min(b.memory for b in wanted), "memory", memory)
            if not chosen
            else (disk, "disk space", disk_free)
        )
        return (), (
            f"Morris endgame tables: not built ({free / GIB:.1f} GiB of {lack} free, "
            f"{need / GIB:.1f} GiB needed); hard searches endgames. Build them elsewhere with "
            f"python -m games.ai.maketables and copy them to {where}."
        )
    left_out = [b.rule for b in wanted if b not in chosen]
    rules = " and ".join(_NAMES[b.rule] for b in chosen if b.rule != SIX)
    names = [f"{rules} (3 v 3 to 4 v 4)"] if rules else []
    names += [_NAMES[SIX]] if any(b.rule == SIX for b in chosen) else []
    return chosen, (
        f"Morris endgame tables: building {' and '.join(names)} in the background into "
        f"{where}, about "
        f"{sum(b.seconds for b in chosen) / 60:.0f} min and "
        f"{max(b.memory for b in chosen) / GIB:.1f} GiB of memory; hard uses each table "
        f"as it is done (progress: {directory / LOG_NAME})"
        + (
            f"; {', '.join(left_out)} left out ({memory / GIB:.1f} GiB of memory free)."
            if left_out
            else "."
        )
    )


def provision_tables(log: logging.Logger | None = None, directory: Path | None = None) -> Decision:
    """Start building the missing standard tables in the background if this machine can;
    log one line (at INFO, to ``log``, by default this module's logger) saying what is built,
    how long it takes, or why nothing is. Return it.

    The build runs in its own low-priority process holding :data:`LOCK_NAME`, so a second
    process starting meanwhile (another shard, a restart) leaves it alone.
    """
    log = log or logging.getLogger(__name__)
    folder = (directory or table_dir()).resolve()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        lock = (folder / LOCK_NAME).open("a")
    except OSError as error:
        decision = Decision((), f"Morris endgame tables: not built ({folder}: {error.strerror}).")
        log.info(decision.message)
        return decision
    with lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            decision = Decision(
                (), f"Morris endgame tables: another process is building them into {folder}."
            )
            log.info(decision.message)
            return decision
        builds, message = decide(folder, available_memory(), shutil.disk_usage(folder).free)
        if builds:
            _start(folder, builds, lock.fileno())
        decision = Decision(tuple(b.rule for b in builds), message)
    log.info(decision.message)
    return decision


def _start(folder: Path, builds: tuple[Build, ...], lock: int) -> None:
    """Start ``maketables`` for ``builds`` in a new session at low priority, holding ``lock``
    (an inherited descriptor of the locked file: the lock lasts as long as the build)."""
    rules = [arg for b in builds if b.rule != SIX for arg in ("--rule", b.rule)]
    rules += ["--six"] if any(b.rule == SIX for b in builds) else []
    with (folder / LOG_NAME).open("w") as out:
        child = subprocess.Popen(
            [sys.executable, "-m", "games.ai.maketables", *rules],
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=out,
            cwd=PROJECT,
            env={**os.environ, TABLES_ENV: str(folder)},
            pass_fds=(lock,),
            start_new_session=True,
        )
    with contextlib.suppress(OSError):  # a build already over has nothing to slow down
        os.setpriority(os.PRIO_PROCESS, child.pid, 10)
