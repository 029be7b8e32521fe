"""The process-pool move provider: real worker processes running games.ai."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any

import pytest

from bot.service import ManualClock, MatchService, ProcessPoolMoveProvider
from bot.storage import Repository
from games.ai import choose_move, choose_move_text
from games.ai.provision import TABLES_ENV
from games.base import Game
from games.registry import get_game
from tests.bot.helpers import ALICE, CHANNEL, COMPUTER, GUILD, OTHER_CHANNEL


@pytest.fixture
async def provider() -> AsyncIterator[ProcessPoolMoveProvider]:
    pool = ProcessPoolMoveProvider()
    yield pool
    pool.close()


@pytest.fixture(scope="class")
def asked() -> Iterator[ProcessPoolMoveProvider]:
    """One pool for the tests that only ask it questions (a worker's start is a second of CPU),
    closed before the tests that count the workers."""
    pool = ProcessPoolMoveProvider()
    yield pool
    pool.close()


def perfect_positions(game: Game[Any, Any]) -> list[str]:
    """Return a perfect game's positions up to the first that repeats (inclusive)."""
    state = game.initial()
    seen = {" ".join(state.position().split()[:2])}
    positions = [state.position()]
    for ply in range(60):
        state = state.play(choose_move(state, "perfect", 0.0, seed=ply))
        positions.append(state.position())
        key = " ".join(state.position().split()[:2])
        if key in seen:
            return positions
        seen.add(key)
    raise AssertionError("no repetition in 60 plies between perfect players")


class TestQuestions:
    """What a worker is asked: a move, whether to accept or offer a draw."""

    async def test_a_worker_chooses_a_legal_move(self, asked: ProcessPoolMoveProvider) -> None:
        game = get_game("morris")
        start = game.initial()
        text = await asked.choose_move("morris", game.options, start.position(), "easy", 1)
        assert game.parse_move(start, text) in start.legal_moves()

    async def test_a_worker_judges_a_draw_offer_for_the_computer_seat(
        self, asked: ProcessPoolMoveProvider
    ) -> None:
        game = get_game("three")
        # Player 1 (to move) completes 1-2-3 next: winning for seat 1, lost for seat 2.
        position = "110000220 1 -"
        assert not await asked.accepts_draw("three", game.options, position, "perfect", 1)
        assert await asked.accepts_draw("three", game.options, position, "perfect", 2)

    @pytest.mark.parametrize("repetition_draw", [True, False])
    async def test_the_computer_offers_a_draw_in_a_drawn_repetition(
        self, asked: ProcessPoolMoveProvider, repetition_draw: bool
    ) -> None:
        game = get_game("three", repetition_draw=repetition_draw)
        positions = perfect_positions(game)
        assert await asked.offers_draw("three", game.options, positions)
        assert not await asked.offers_draw("three", game.options, positions[:-1])
        morris = get_game("morris")
        assert not await asked.offers_draw("morris", morris.options, [morris.initial().position()])

    @pytest.mark.parametrize("level", ["easy", "medium", "hard", "perfect"])
    async def test_the_computer_accepts_a_draw_in_a_drawn_repetition_at_every_level(
        self, asked: ProcessPoolMoveProvider, level: str
    ) -> None:
        game = get_game("three")
        position = perfect_positions(game)[-1]
        for seat in (1, 2):
            assert await asked.accepts_draw("three", game.options, position, level, seat)


def niceness(pid: int) -> int:
    """Return the scheduling niceness of process ``pid`` (read from /proc)."""
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16])


def workers_of(pid: int) -> set[int]:
    """Return the live worker processes below ``pid`` (the resource tracker is a child too)."""
    return {
        child
        for child in descendants(pid)
        if alive(child) and b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes()
    }


async def test_workers_think_at_a_lower_priority_than_the_bot(
    provider: ProcessPoolMoveProvider,
) -> None:
    game = get_game("three")
    await provider.choose_move("three", game.options, game.initial().position(), "easy", 1)
    workers = workers_of(os.getpid())  # not the resource tracker, at the bot's priority
    assert workers
    assert {niceness(pid) for pid in workers} == {min(19, niceness(os.getpid()) + 10)}


@pytest.mark.slow  # seconds of searching in two worker processes
@pytest.mark.parametrize(("workers", "first"), [(1, "hard"), (2, "easy")])
async def test_with_two_workers_a_quick_move_is_not_held_up_by_a_long_search(
    workers: int, first: str
) -> None:
    provider = ProcessPoolMoveProvider(workers, budgets={"hard": 3.0, "easy": 0.1})
    game = get_game("morris")
    position = game.initial().position()
    finished: list[str] = []

    async def think(level: str) -> None:
        await provider.choose_move("morris", game.options, position, level, 1)
        finished.append(level)

    try:
        # The order of completion, not what is done at one wake-up: with one worker a quick
        # search queued behind the long one can end within the same tick as it.
        await asyncio.gather(think("hard"), think("easy"))
        assert finished[0] == first
    finally:
        provider.close()


THINKING_CHILD = """
import asyncio
from bot.service import ProcessPoolMoveProvider
from games.registry import get_game

async def main() -> None:
    provider = ProcessPoolMoveProvider()
    game = get_game("three")
    await provider.choose_move("three", game.options, game.initial().position(), "easy", 1)
    print("ready", flush=True)
    await asyncio.sleep(120)

asyncio.run(main())
"""


def descendants(pid: int) -> set[int]:
    """Return the ids of every process below ``pid`` (read from /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue  # ended meanwhile
            parent = int(stat.rsplit(")", 1)[1].split()[1])
            children.setdefault(parent, []).append(int(entry.name))
    found: set[int] = set()
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def alive(pid: int) -> bool:
    """True if ``pid`` runs (a zombie waiting for its new parent counts as gone)."""
    try:
        return "\nState:\tZ" not in Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False


@pytest.mark.skipif(sys.platform != "linux", reason="workers die with their parent on Linux")
@pytest.mark.slow  # kills real bot processes
def test_no_helper_process_outlives_a_killed_parent() -> None:
    kills, left = 5, set()
    for _ in range(kills):
        parent = subprocess.Popen(
            [sys.executable, "-c", THINKING_CHILD],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=Path(__file__).resolve().parents[3],
        )
        assert parent.stdout is not None
        assert parent.stdout.readline() == b"ready\n"
        helpers = descendants(parent.pid)
        assert helpers  # the worker (and the resource tracker) run
        parent.kill()
        parent.wait()
        parent.stdout.close()
        deadline = time.monotonic() + 10
        while any(alive(p) for p in helpers) and time.monotonic() < deadline:
            time.sleep(0.05)
        left |= {p for p in helpers if alive(p)}
    for pid in left:  # do not leave them running when the test fails
        os.kill(pid, signal.SIGKILL)
    assert left == set()


async def test_close_stops_a_move_being_computed_at_once() -> None:
    provider = ProcessPoolMoveProvider(budgets={"easy": 0.1, "hard": 60.0})
    game = get_game("morris")
    start = game.initial()
    await provider.choose_move("morris", game.options, start.position(), "easy", 1)
    thinking = asyncio.ensure_future(
        provider.choose_move("morris", game.options, start.position(), "hard", 1)
    )
    await asyncio.sleep(0.5)  # the worker is searching now (for up to a minute)
    provider.close()
    with pytest.raises((BrokenProcessPool, asyncio.CancelledError)):
        await asyncio.wait_for(thinking, 30)


async def test_every_worker_starts_with_the_first_move() -> None:
    """A later move never waits for a worker to start (a fresh interpreter, a second or so)."""
    provider = ProcessPoolMoveProvider(2)
    game = get_game("three")
    try:
        await provider.choose_move("three", game.options, game.initial().position(), "easy", 1)
        deadline = time.monotonic() + 20
        while len(workers_of(os.getpid())) < 2 and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        assert len(workers_of(os.getpid())) == 2
    finally:
        provider.close()


@pytest.mark.parametrize("after", [0.0, 0.3, pytest.param(3.0, marks=pytest.mark.slow)])
async def test_close_stops_two_workers_at_once_even_while_they_start(after: float) -> None:
    """Every worker is killed, one still starting too, whose search would hold ``close`` up for
    a minute (or for ever, waiting for the queue lock of a killed idle one)."""
    provider = ProcessPoolMoveProvider(2, budgets={"hard": 60.0})
    game = get_game("morris")
    position = game.initial().position()
    moves = [
        asyncio.ensure_future(provider.choose_move("morris", game.options, position, "hard", seed))
        for seed in (1, 2)
    ]
    await asyncio.sleep(after)
    closing = asyncio.ensure_future(asyncio.to_thread(provider.close))
    done, _ = await asyncio.wait([closing], timeout=20)
    if not done:  # free the suite, then fail
        for pid in workers_of(os.getpid()):
            os.kill(pid, signal.SIGKILL)
        await closing
    assert done, "close() waited for the workers"
    await asyncio.gather(*moves, return_exceptions=True)
    assert workers_of(os.getpid()) == set()


STARTING_CHILD = """
import asyncio, sys
from pathlib import Path
from bot.service import ProcessPoolMoveProvider
from games.registry import get_game

async def main() -> None:
    provider = ProcessPoolMoveProvider()
    game = get_game("three")
    position = game.initial().position()
    move = asyncio.ensure_future(provider.choose_move("three", game.options, position, "easy", 1))
    held = Path(sys.argv[1])
    while not move.done() and not held.exists():
        await asyncio.sleep(0.05)
    print("ready", flush=True)
    await asyncio.sleep(120)

asyncio.run(main())
"""
HOLD_SERVICE_IMPORT = """
import os, sys, time
from importlib.abc import MetaPathFinder
from pathlib import Path

class Hold(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "bot.service":
            Path(os.environ["HELD"]).write_text(str(os.getpid()))
            time.sleep(600)
        return None

if "--multiprocessing-fork" in sys.orig_argv:
    sys.meta_path.insert(0, Hold())
"""


@pytest.mark.skipif(sys.platform != "linux", reason="workers die with their parent on Linux")
@pytest.mark.slow  # kills a real bot process
def test_a_worker_still_starting_dies_with_its_killed_parent(tmp_path: Path) -> None:
    """The parent-death signal is set before the worker imports the bot's service: a worker
    held in that import (here for ten minutes, by a ``sitecustomize`` of the test's) when its
    parent is SIGKILLed dies with it; a worker that has started dies too."""
    root = Path(__file__).resolve().parents[3]
    (tmp_path / "sitecustomize.py").write_text(HOLD_SERVICE_IMPORT)
    held = tmp_path / "held"
    parent = subprocess.Popen(
        [sys.executable, "-c", STARTING_CHILD, str(held)],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        cwd=root,
        env={**os.environ, "PYTHONPATH": f"{tmp_path}:{root}", "HELD": str(held)},
    )
    assert parent.stdout is not None
    assert parent.stdout.readline() == b"ready\n"
    helpers = descendants(parent.pid)
    assert helpers  # the worker (and the resource tracker)
    parent.kill()
    parent.wait()
    parent.stdout.close()
    deadline = time.monotonic() + 10
    while any(alive(p) for p in helpers) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = {p for p in helpers if alive(p)}
    for pid in left:  # do not leave them running when the test fails
        os.kill(pid, signal.SIGKILL)
    assert left == set()


FIRST_MOVE_CHILD = """
import asyncio
from bot.service import ProcessPoolMoveProvider
from games.registry import get_game

async def main() -> None:
    provider = ProcessPoolMoveProvider()
    game = get_game("three")
    position = game.initial().position()
    print(await provider.choose_move("three", game.options, position, "easy", 1), flush=True)
    provider.close()

asyncio.run(main())
"""
HOLD_WORKER_START = """
import os, sys, time
from pathlib import Path

if "--multiprocessing-fork" in sys.orig_argv:
    Path(os.environ["HELD"]).write_text(str(os.getpid()))
    go = Path(os.environ["GO"])
    while not go.exists():
        time.sleep(0.01)
"""


@pytest.mark.skipif(sys.platform != "linux", reason="Ctrl-C reaches a terminal's whole group")
def test_ctrl_c_while_the_first_worker_starts_does_not_kill_it(tmp_path: Path) -> None:
    """Ctrl-C in a terminal reaches every process of its group, a worker whose interpreter is
    still starting too: the first worker is held at its ``sitecustomize`` (the test's), sent
    SIGINT there, then let go; it plays the move, and nothing dies or prints a traceback."""
    root = Path(__file__).resolve().parents[3]
    (tmp_path / "sitecustomize.py").write_text(HOLD_WORKER_START)
    held, go = tmp_path / "held", tmp_path / "go"
    parent = subprocess.Popen(
        [sys.executable, "-c", FIRST_MOVE_CHILD],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": f"{tmp_path}:{root}", "HELD": str(held), "GO": str(go)},
    )
    try:
        deadline = time.monotonic() + 60
        while not (held.exists() and held.read_text()) and time.monotonic() < deadline:
            time.sleep(0.01)
        os.kill(int(held.read_text()), signal.SIGINT)
        go.touch()
        out, err = parent.communicate(timeout=60)
    finally:
        go.touch()
        parent.kill()
    assert parent.returncode == 0, err
    assert "Traceback" not in err and "died" not in err, err
    game = get_game("three")
    assert game.parse_move(game.initial(), out.strip()) in game.initial().legal_moves()


WINNING = "WW....B.B.....W.B....W.. W 0/0 - -"
"""White to move wins at once with g4-g7 and a removal (3 of its 10 legal moves)."""


@contextlib.asynccontextmanager
async def killing_workers(every: bool) -> AsyncIterator[list[int]]:
    """Inside the block, SIGKILL this process's first computer worker as soon as it appears
    (still starting, so the computation given to it is in flight), or ``every`` one; yield the
    ids killed."""
    killed: list[int] = []

    async def kill() -> None:
        while every or not killed:
            for pid in workers_of(os.getpid()) - set(killed):
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
            await asyncio.sleep(0.01)

    killer = asyncio.create_task(kill())
    try:
        yield killed
    finally:
        killer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await killer


@contextlib.contextmanager
def warnings_of(caplog: pytest.LogCaptureFixture) -> Iterator[list[str]]:
    """Collect the messages of the computer's warnings logged inside the block."""
    found: list[str] = []
    with caplog.at_level(logging.WARNING, logger="bot.service.computer"):
        yield found
    found += [r.getMessage() for r in caplog.records if r.name == "bot.service.computer"]


async def test_a_search_whose_worker_is_killed_runs_again_on_a_new_pool(
    caplog: pytest.LogCaptureFixture,
) -> None:
    provider = ProcessPoolMoveProvider(budgets={"hard": 2.0})
    game = get_game("morris")
    state = game.parse_position(WINNING)
    try:
        with warnings_of(caplog) as warnings:
            async with killing_workers(every=False) as killed:
                text = await provider.choose_move("morris", game.options, WINNING, "hard", 1)
    finally:
        provider.close()
    assert len(killed) == 1
    # hard's move, not a shallower one's nor a random one: it wins at once.
    outcome = state.play(game.parse_move(state, text)).outcome
    assert outcome is not None and outcome.winner == 1
    [died] = warnings
    assert f"{killed[0]}: killed by SIGKILL" in died
    assert "run again on a new pool" in died


async def test_a_search_whose_workers_keep_dying_falls_back_to_the_shallow_search(
    caplog: pytest.LogCaptureFixture,
) -> None:
    provider = ProcessPoolMoveProvider(budgets={"hard": 2.0, "medium": 60.0})
    game = get_game("morris")
    try:
        with warnings_of(caplog) as warnings:
            async with killing_workers(every=True) as killed:
                text = await provider.choose_move("morris", game.options, WINNING, "hard", 5)
    finally:
        provider.close()
    assert len(killed) == 3  # the first attempt and two more, each on a new pool
    assert text == choose_move_text("morris", game.options, WINNING, "medium", 60.0, 5)
    assert len(warnings) == 4
    assert all("killed by SIGKILL" in line for line in warnings[:3])
    assert warnings[3] == (
        "the computer's hard search failed (its worker process died 3 times); "
        "morris plays medium's move instead"
    )


async def test_a_search_that_fails_in_its_worker_falls_back_to_the_shallow_search(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A search that raises (here: a level the game does not have) is not run again."""
    provider = ProcessPoolMoveProvider(budgets={"perfect": 2.0, "medium": 60.0})
    game = get_game("morris")
    try:
        with warnings_of(caplog) as warnings:
            text = await provider.choose_move("morris", game.options, WINNING, "perfect", 5)
    finally:
        provider.close()
    assert text == choose_move_text("morris", game.options, WINNING, "medium", 60.0, 5)
    [failed] = warnings
    assert failed.startswith("the computer's perfect search failed (ValueError: unknown level")


async def test_a_computer_turn_whose_worker_is_killed_plays_the_engines_move(
    repo: Repository, clock: ManualClock, caplog: pytest.LogCaptureFixture
) -> None:
    provider = ProcessPoolMoveProvider(budgets={"hard": 2.0})
    service = MatchService(repo, clock=clock, provider=provider, computer_id=COMPUTER)
    try:
        with caplog.at_level(logging.WARNING):
            async with killing_workers(every=False) as killed:
                result = await service.challenge(
                    GUILD, CHANNEL, ALICE, None, "morris", first="them", position=WINNING
                )
                await service.wait_idle()
    finally:
        await service.close()
    assert killed
    assert result.match is not None
    final = await service.game(result.match.id)
    assert final.outcome is not None and final.outcome.winner == 1  # hard's move won at once
    assert not [r for r in caplog.records if r.name == "bot.service.computer_turns"]


async def test_a_perfect_six_game_says_the_computer_plays_hard_until_the_solution_is_built(
    service: MatchService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(TABLES_ENV, str(tmp_path))  # no solution built there
    result = await service.challenge(
        GUILD, CHANNEL, ALICE, None, "six", first="me", level="perfect"
    )
    assert result.match is not None
    assert result.match.level_played == "hard" and result.match.standby
    human = await service.challenge(GUILD, OTHER_CHANNEL, ALICE, None, "six", level="hard")
    assert human.match is not None and not human.match.standby
