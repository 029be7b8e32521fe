"""Endgame tables on first start: build the missing ones in the background when memory allows.

:func:`provision_tables` is what an application calls once at start-up: it looks in the tables
directory (``$MORRISBOT_TABLES``, default ``data/tables``), decides which tables to build
(:data:`BUILDS`: the flying rule's standard tables first, then the sliding one's, the solution of
Six Men's Morris that its ``perfect`` level plays and the flying rule's 5-piece tables, each only
if this machine has the memory and disk it needs) and starts ``python -m games.ai.maketables``
for them in a separate, low-priority process that outlives nothing but itself. It logs one line
saying what is being built and how long it should take, or why nothing is; :func:`follow` (run
by the application in a thread of its own) then logs a line for each table done (how many of
how many, minutes so far) and one when the build ends. The engine picks the tables up as they appear
(:func:`games.ai.endgame.available`), without a restart; :func:`building` says whether a build
is under way. Standard library only: the build itself (numpy) runs in the child process.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from math import comb
from pathlib import Path

from games.ai.tablefile import Expected, check
from games.base import rules_identity
from games.compiled import PROJECT

TABLES_ENV = "MORRISBOT_TABLES"
"""The environment variable naming the directory of the cached tables."""
DEFAULT_DIR = Path("data") / "tables"
STANDARD = ((3, 3), (4, 3), (3, 4), (4, 4))
"""The tables ``make tables`` builds and ``hard`` uses."""
SIZES = {
    "big": ((5, 3), (3, 5)),
    "bigger": ((5, 3), (3, 5), (5, 4), (4, 5)),
    "biggest": ((5, 3), (3, 5), (5, 4), (4, 5), (5, 5)),
}
"""The tables each of ``maketables --big``, ``--bigger`` and ``--biggest`` adds to the standard
ones (:mod:`games.ai.bigtables` builds them a slice at a time)."""
DISK_RESERVE = 2**30
"""Disk space the builds on first start leave free."""
LOCK_NAME = ".build.lock"
"""The file a building process holds locked (so two processes never build at once)."""
LOG_NAME = "build.log"
"""Where the background build writes its progress, in the tables directory."""
READY = ": ready ("
"""What the build's line for each table done says (``... 3 v 3, flying: ready (12 s)``)."""
PROGRESS_EVERY_S = 15.0
"""How often :func:`follow` looks at the build's progress."""
GIB = 2**30


@dataclass(frozen=True)
class Build:
    """What building one set of tables takes (measured with bench.ai_tables)."""

    rule: str
    """``flying`` or ``sliding`` (the argument of ``maketables --rule``), or ``six`` (the Six
    Men's Morris solution, ``maketables --six``)."""
    seconds: int
    memory: int
    """Peak resident memory in bytes."""
    disk: int
    """Bytes on disk."""
    size: str = ""
    """A key of :data:`SIZES` for the tables beyond the standard ones, or ``""``."""

    @property
    def name(self) -> str:
        """Return the build's name: its rule, and its size if any (``flying-bigger``)."""
        return f"{self.rule}-{self.size}" if self.size else self.rule

    @property
    def pairs(self) -> tuple[tuple[int, int], ...]:
        """Return the tables the build makes, as (mover's pieces, opponent's pieces)."""
        return (*STANDARD, *SIZES.get(self.size, ()))

    @property
    def arguments(self) -> list[str]:
        """Return the arguments of ``python -m games.ai.maketables`` that make the build."""
        if self.rule == SIX:
            return ["--six"]
        return ["--rule", self.rule, *([f"--{self.size}"] if self.size else [])]

    @property
    def tables(self) -> int:
        """Return how many tables (or solutions) the build makes: a line each in its log."""
        return 1 if self.rule == SIX else len(self.pairs)

    @property
    def label(self) -> str:
        """Return what the build makes, in the log line's words."""
        if self.rule == SIX:
            return "the Six Men's Morris solution"
        if not self.size:
            return f"{self.rule} 3 v 3 to 4 v 4"
        return f"{self.rule} " + " and ".join(f"{m} v {n}" for m, n in SIZES[self.size] if m >= n)


SIX = "six"
"""The build of the Six Men's Morris solution."""
BUILDS = (
    Build("flying", 90, 2 * GIB, 300 * 2**20),
    Build("sliding", 150, 3_700 * 2**20, 300 * 2**20),
    Build(SIX, 60, 400 * 2**20, 100 * 2**20),
    Build("flying", 110, 3_074 * 2**20, 2_050 * 2**20, "bigger"),
)
"""What is built on first start, in that order, each where this machine has the memory and
the disk space for it (flying is the default rule: its 5 v 3 and 5 v 4 tables come last)."""


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


def table_expected(m: int, n: int, flying: bool, board: str = "standard") -> Expected:
    """Return what the file of table ``m v n`` on ``board`` must hold (:mod:`tablefile`)."""
    game = "morris" if board == "standard" else board
    rules = rules_identity(game, {"flying": flying})
    return Expected(rules, f"{m}v{n}", comb(POINTS, m) * comb(POINTS, n))


def six_expected(flying: bool) -> Expected:
    """Return what the file of the Six Men's Morris solution must hold (its count: the
    header's, which :func:`games.ai.six.load` checks against the classes)."""
    return Expected(rules_identity("six", {"flying": flying}), "solution", None)


POINTS = 24
"""The points of the boards the endgame tables are built for."""


def problems(build: Build, directory: Path) -> dict[Path, str]:
    """Return each file of ``build`` in ``directory`` that is missing or does not match
    (:func:`games.ai.tablefile.check`: header and size, not the checksum), and why."""
    if build.rule == SIX:
        files = {six_path(False, directory): six_expected(False)}
    else:
        flying = build.rule == "flying"
        files = {
            table_path(m, n, flying, directory): table_expected(m, n, flying)
            for m, n in build.pairs
        }
    found = {path: check(path, expected) for path, expected in files.items()}
    return {path: problem for path, problem in found.items() if problem is not None}


def missing(build: Build, directory: Path) -> bool:
    """True if any table of ``build`` is missing from ``directory`` or does not match."""
    return bool(problems(build, directory))


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
    """What :func:`provision_tables` did: the names of the builds started (none if skipped),
    and why; the build's process (None: no build), how many tables it makes and where it
    writes its progress (for :func:`follow`)."""

    builds: tuple[str, ...]
    message: str
    child: subprocess.Popen[bytes] | None = None
    tables: int = 0
    progress: Path | None = None


def decide(directory: Path, memory: int | None, disk_free: int) -> tuple[tuple[Build, ...], str]:
    """Return the builds to start and the log line saying so, or no builds and why not.

    ``memory`` and ``disk_free`` are the bytes free (``memory`` None: unknown, not built). A
    build is chosen if its peak memory fits and the chosen builds leave :data:`DISK_RESERVE`
    of the disk free; the others are named in the line with what they lack.
    """
    where = str(directory)
    wanted = [build for build in BUILDS if missing(build, directory)]
    damaged = sorted(
        {
            f"{path.name} ({problem})"
            for build in wanted
            for path, problem in problems(build, directory).items()
            if path.exists()
        }
    )
    ignored = f" Ignored: {'; '.join(damaged)}." if damaged else ""
    if not wanted:
        return (), (
            f"Morris endgame tables: all built in {where}; hard plays them exactly (their "
            f"checksums are checked in the background: {directory / LOG_NAME})."
        )
    if memory is None:
        return (), (
            "Morris endgame tables: not built (free memory unknown); hard searches endgames. "
            f"Build them with python -m games.ai.maketables.{ignored}"
        )
    chosen: list[Build] = []
    short: dict[str, list[Build]] = {"memory": [], "disk space": []}
    for build in wanted:
        if build.memory > memory:
            short["memory"].append(build)
        elif sum(b.disk for b in chosen) + build.disk + DISK_RESERVE > disk_free:
            short["disk space"].append(build)
        else:
            chosen.append(build)
    free = {"memory": memory, "disk space": disk_free}
    if not chosen:
        lack = "disk space" if short["disk space"] else "memory"
        need = (
            min(b.disk for b in short[lack]) + DISK_RESERVE
            if lack == "disk space"
            else min(b.memory for b in short[lack])
        )
        return (), (
            f"Morris endgame tables: not built ({free[lack] / GIB:.1f} GiB of {lack} free, "
            f"{need / GIB:.1f} GiB needed); hard searches endgames. Build them elsewhere with "
            f"python -m games.ai.maketables and copy them to {where}.{ignored}"
        )
    left_out = "".join(
        f"; {', '.join(b.label for b in builds)} left out ({free[lack] / GIB:.1f} GiB of {lack} "
        "free)"
        for lack, builds in short.items()
        if builds
    )
    return tuple(chosen), (
        f"Morris endgame tables: building {', '.join(b.label for b in chosen)} in the background "
        f"into {where}, about {sum(b.seconds for b in chosen) / 60:.0f} min, "
        f"{max(b.memory for b in chosen) / GIB:.1f} GiB of memory and "
        f"{sum(b.disk for b in chosen) / GIB:.1f} GiB on disk; hard uses each table as it is "
        f"done (progress: {directory / LOG_NAME}){left_out}.{ignored}"
    )


def provision_tables(log: logging.Logger | None = None, directory: Path | None = None) -> Decision:
    """Start building the missing standard tables in the background if this machine can, and
    checking the checksums of those built; log one line (at INFO, to ``log``, by default this
    module's logger) saying what is built, how long it takes, or why nothing is. Return it.

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
        # A build whose files all look right is made again too: that reads every value
        # against its checksum, and builds again a file that does not match.
        built = tuple(build for build in BUILDS if not missing(build, folder))
        child = _start(folder, builds + built, lock.fileno()) if builds or built else None
        decision = Decision(
            tuple(b.name for b in builds),
            message,
            child if builds else None,  # a check of the tables already there is no news
            sum(build.tables for build in builds + built),
            folder / LOG_NAME,
        )
    log.info(decision.message)
    return decision


def building(directory: Path | None = None) -> bool:
    """True while a process builds tables into ``directory`` (by default :func:`table_dir`):
    it holds :data:`LOCK_NAME` locked."""
    path = (directory or table_dir()) / LOCK_NAME
    if not path.exists():
        return False
    try:
        with path.open("a") as lock:
            fcntl.flock(lock, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    return False


def follow(
    decision: Decision, log: logging.Logger | None = None, every: float = PROGRESS_EVERY_S
) -> None:
    """Until the build that ``decision`` started ends, log each table it finishes (its line in
    the build's log, with how many of how many and the minutes so far); then log how it ended
    (at INFO, to ``log``, by default this module's logger). Returns at once for no build."""
    log = log or logging.getLogger(__name__)
    child = decision.child
    if child is None or decision.progress is None:
        return
    started, seen = time.monotonic(), 0
    while True:
        ended = child.poll() is not None
        with contextlib.suppress(OSError):
            done = [line for line in decision.progress.read_text().splitlines() if READY in line]
            for line in done[seen:]:
                seen += 1
                minutes = (time.monotonic() - started) / 60
                log.info(
                    "Morris endgame tables: %s (%d of %d, %.0f min so far)",
                    line,
                    seen,
                    decision.tables,
                    minutes,
                )
        if ended:
            break
        time.sleep(every)
    if child.returncode == 0:
        log.info("Morris endgame tables: built; hard plays those endgames exactly now.")
    else:
        log.warning(
            "Morris endgame tables: the build stopped (exit code %s) after %d of %d; see %s",
            child.returncode,
            seen,
            decision.tables,
            decision.progress,
        )


def _start(folder: Path, builds: tuple[Build, ...], lock: int) -> subprocess.Popen[bytes]:
    """Start ``maketables`` for ``builds`` in a new session at low priority, holding ``lock``
    (an inherited descriptor of the locked file: the lock lasts as long as the build); return
    the child process."""
    with (folder / LOG_NAME).open("w") as out:
        child = subprocess.Popen(
            [sys.executable, "-m", "games.ai.maketables", "--builds", *(b.name for b in builds)],
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
    return child
