"""The optional compiled engine (``make compiled``: mypyc and the C port of ``hard``'s search,
``games/ai/millsearch.c``): identical play, the same search, and never stale.

The checks that need it compiled run in subprocesses on one copy of the project compiled once
for this module, as a user's checkout is."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bench.ai_nodes import fixed
from games import compiled
from games.ai.compile import (
    build,
    compiled_files,
    copy_sources,
    machine_flags,
    missing_tools,
    probe,
)
from tests.games.ai.copies import run_in

POSITIONS = [
    "........................ W 9/9 - -",
    "....WBWWWBWWBBBWB..BW... W 0/0 - -",
    ".W.W.W..W...B.BB....B..W W 0/0 - -",
    "....WBW...WW.BB....BW... B 4/5 - -",
]
EVERY_GAME = """
import pickle
from games.ai import choose_move
from games.registry import GAMES, get_game
for name in GAMES:
    game = get_game(name)
    state = game.initial()
    move = choose_move(state, "hard", 0.05, seed=1)
    assert move in state.legal_moves(), name
    # The engine runs in worker processes: games, states and moves cross them pickled.
    again, state_again, move_again = pickle.loads(pickle.dumps((game, state, move)))
    assert (again, move_again) == (game, move), name
    assert state_again.play(move_again).position() == state.play(move).position(), name
"""


WHICH_FILES = """
import importlib
from games.compiled import MODULES
print(*(importlib.import_module(name).__file__ for name in MODULES))
print(getattr(importlib.import_module("games.ai.morris"), "EDITED", False))
"""
EVERY_MODULE = len(compiled.MODULES)


def loaded(root: Path) -> tuple[list[str], str]:
    """Import the engine from the ``games`` package under ``root`` in a subprocess; return the
    suffixes of the files its compiled modules came from and whether ``EDITED`` is defined."""
    files, edited = run_in(root, WHICH_FILES).splitlines()
    return [Path(name).suffix for name in files.split()], edited


def test_compiled_files_of_other_sources_are_never_loaded(tmp_path: Path) -> None:
    copy_sources(tmp_path)
    search_source = compiled.source("games.ai.search", tmp_path)
    junk = search_source.with_name("search.cpython-311-x86_64-linux-gnu.so")
    junk.write_bytes(b"not a compiled module")  # importing it would fail
    assert compiled_files(tmp_path) == [junk]
    assert not compiled.fresh(tmp_path)  # no stamp: nobody knows what it was compiled from
    assert loaded(tmp_path) == ([".py"] * EVERY_MODULE, "False")
    (tmp_path / compiled.STAMP).write_text(compiled.digest(tmp_path))
    assert compiled.fresh(tmp_path)
    with compiled.source("games.ai.morris", tmp_path).open("a") as source:
        source.write("EDITED = True\n")
    assert not compiled.fresh(tmp_path)  # an edit after compiling
    assert loaded(tmp_path) == ([".py"] * EVERY_MODULE, "True")


def test_the_bit_count_instruction_is_used_only_where_the_processor_has_it(
    tmp_path: Path,
) -> None:
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text("processor\t: 0\nflags\t\t: fpu sse2 popcnt avx2\n\nprocessor\t: 1\n")
    assert machine_flags("x86_64", cpuinfo) == machine_flags("AMD64", cpuinfo) == ["-mpopcnt"]
    assert machine_flags("aarch64", cpuinfo) == []  # no such flag for an ARM compiler
    cpuinfo.write_text("processor\t: 0\nflags\t\t: fpu sse2 ssse3\n")
    assert machine_flags("x86_64", cpuinfo) == []  # an old x86-64: the portable bit count
    assert machine_flags("x86_64", tmp_path / "absent") == []  # no /proc here: portable


def test_without_a_compiler_make_run_goes_on_in_pure_python_after_one_line(tmp_path: Path) -> None:
    copy_sources(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "games.ai.compile", "--if-needed"],
        check=False,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "PATH": str(tmp_path / "nothing")},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    (line,) = done.stdout.splitlines()
    assert line.startswith("Morris engine: pure Python (no C compiler")
    assert compiled_files(tmp_path) == []


NEEDS_TOOLS = pytest.mark.skipif(
    missing_tools() is not None, reason=f"compiling needs {missing_tools()}"
)


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the project with the engine compiled (mypyc and the C search: minutes, so once
    for the module); tests that change it work on a copy of their own."""
    root = tmp_path_factory.mktemp("compiled")
    copy_sources(root)
    made = build(root)
    assert {path.name.split(".")[0] for path in made} >= {
        name.rsplit(".", 1)[-1] for name in compiled.MODULES
    }
    return root


@pytest.mark.slow
@NEEDS_TOOLS
def test_an_edited_source_is_run_instead_of_its_compiled_module(
    built: Path, tmp_path: Path
) -> None:
    root = tmp_path / "copy"
    shutil.copytree(built, root)
    assert compiled.fresh(root)
    assert loaded(root) == ([".so"] * EVERY_MODULE, "False")
    with compiled.source("games.ai.morris", root).open("a") as source:
        source.write("EDITED = True\n")
    assert loaded(root) == ([".py"] * EVERY_MODULE, "True")


@pytest.mark.slow
@NEEDS_TOOLS
def test_the_compiled_engine_plays_exactly_as_the_python_one(built: Path, tmp_path: Path) -> None:
    pure = tmp_path / "pure"
    copy_sources(pure)
    expected = probe(pure, POSITIONS, 4)
    found = probe(built, POSITIONS, 4)
    assert [row[:4] for row in found] == [row[:4] for row in expected]
    assert all(row[3] > 0 for row in found)
    # The other games' problems subclass the compiled search from interpreted code; the
    # compiled frozen rules pickle.
    run_in(built, EVERY_GAME)


# -- the C search ----------------------------------------------------------------------------------

SAME_SEARCH = """
import random
import numpy as np
from math import comb
from games.ai.endgame import Tables
from games.ai.morris import (
    COMPILED_SEARCH, CONTEMPT, EXTENSIONS, MorrisProblem, compiled_engine, compiled_search,
    history_keys, root_of,
)
from games.ai.search import search
from games.ai._millsearch import Table
from games.morris import Morris
from games.variants import SixMensMorris, TwelveMensMorris

assert COMPILED_SEARCH
rng = random.Random(7)
# Made-up endgame tables (values from -40 to 40) test the probe's indexing and scoring: both
# searches must read the same slot and score it alike.
made_up = np.random.default_rng(7)
fake = Tables("fake", {
    (m, n): made_up.integers(-40, 40, comb(24, m) * comb(24, n), dtype=np.int16, endpoint=True)
    for m, n in [(3, 3), (3, 4), (4, 3)]
})
games = [Morris(), Morris(flying=False), Morris(draw_plies=6), TwelveMensMorris(),
         SixMensMorris()]
checked = 0
kinds = set()
for game in games:
    for playout in range(8):
        state = game.initial()
        for ply in range(200):
            if state.is_over:
                break
            if ply % 7 == playout % 7 or state.pending is not None:
                node, finishing = root_of(state)
                tables = fake if game.name == "morris" and playout % 2 else None
                problem = MorrisProblem(game.mill, tables)
                depth = 6 if checked % 5 == 0 else 4
                expected = search(
                    problem, node, 1e9, max_depth=depth, root_moves=finishing,
                    principal_variation=True, extensions=EXTENSIONS, contempt=CONTEMPT,
                    seed=ply, history=history_keys(state),
                )
                found = compiled_search(
                    compiled_engine(game.mill), problem, node, 1e9, ply, Table(),
                    history=history_keys(state), root_moves=finishing, max_depth=depth,
                )
                assert tuple(found) == tuple(expected), (state.position(), found, expected)
                checked += 1
                own, opp, hand_own, hand_opp = node[:4]
                kinds.add(f"{game.name} {'placing' if hand_own or hand_opp else 'moving'}")
                if game.mill.flying and not hand_own and own.bit_count() == 3:
                    kinds.add("flying")
                if tables and not hand_own and not hand_opp and own.bit_count() <= 4:
                    kinds.add("tables")
                if finishing is not None:
                    kinds.add("pending")
            move = rng.choice(state.legal_moves())
            if move.remove is not None and ply % 3 == 0 and state.pending is None:
                move = move._replace(remove=None)  # the turn waits for its removal
            state = state.play(move)
print(checked, *sorted(kinds), sep=",")
"""


@pytest.mark.slow
@NEEDS_TOOLS
def test_the_c_search_visits_the_same_nodes_as_the_python_one(built: Path) -> None:
    # Placing, moving and flying positions of three boards, with and without flying, a short
    # move limit, a turn's pending removal and endgame tables: the same move, score, depth and
    # node count at a fixed depth.
    checked, *kinds = run_in(built, SAME_SEARCH).strip().split(",")
    assert int(checked) > 150
    assert set(kinds) == {
        f"{game} {phase}" for game in ("morris", "twelve", "six") for phase in ("placing", "moving")
    } | {"flying", "tables", "pending"}


HARD_MOVES = """
from games.ai.morris import kept_compiled_table, kept_table, search_morris
from games.registry import get_game

game = get_game("morris")
state = game.initial()
table = kept_compiled_table(game.identity, 1)
found = search_morris(state, "hard", 0.3, 1)
learnt = len(table)
reply = state.play(state.legal_moves()[0])
again = reply.play(reply.legal_moves()[0])
search_morris(again, "hard", 0.3, 1)
print(found.nodes, learnt, len(table),
      len(kept_table(game.identity, 1)), kept_compiled_table(game.identity, 1) is table)
"""


@pytest.mark.slow
@NEEDS_TOOLS
def test_hard_searches_in_c_and_keeps_its_table(built: Path) -> None:
    """How much deeper C gets in the same time is measured by ``python -m bench.ai_nodes``,
    not here: a busy machine would fail a depth asserted in 0.3 s."""
    nodes, learnt, later, python_table, same = run_in(built, HARD_MOVES).split()
    assert int(nodes) > 0 and int(learnt) > 0 and int(python_table) == 0  # searched in C
    assert int(later) > int(learnt) and same == "True"  # kept for the next move


@pytest.mark.slow
@NEEDS_TOOLS
def test_a_search_to_a_fixed_depth_visits_the_same_nodes_every_time(built: Path) -> None:
    # bench.ai_nodes --depth says whether two engines visited the same nodes (then its CPU
    # ratio is one of speed alone): that holds only if one engine's fixed-depth run repeats.
    first, second = fixed(built, 5, POSITIONS), fixed(built, 5, POSITIONS)
    assert first[0] == second[0] > len(POSITIONS)
    assert first[1] > 0 and second[1] > 0


STALE = """
from games.ai.morris import COMPILED_SEARCH
print(COMPILED_SEARCH)
"""


@pytest.mark.slow
@NEEDS_TOOLS
def test_an_edited_c_source_is_never_loaded(built: Path, tmp_path: Path) -> None:
    assert run_in(built, STALE).strip() == "True"
    copy = tmp_path / "copy"
    copy_sources(copy)
    for path in compiled.compiled_modules(built) + list(built.glob("*__mypyc.*.so")):
        target = copy / path.relative_to(built)
        target.write_bytes(path.read_bytes())
    (copy / compiled.STAMP).write_text((built / compiled.STAMP).read_text())
    assert run_in(copy, STALE).strip() == "True"
    with (copy / compiled.C_SOURCE).open("a") as source:
        source.write("/* edited */\n")
    assert run_in(copy, STALE).strip() == "False"  # and the Python search plays


BAD_CALLS = """
from games.ai._millsearch import Engine, Table
from games.ai.morris import ROOM, WEIGHTS, compiled_engine
from games.ai.search import settings
from games.morris import Morris

engine = compiled_engine(Morris().mill)
start = (0, 0, 9, 9, 0, 0, 0)
calls = {
    # 27 opponent pieces (points past the board's 24) and a placement that closes a7-d7-g7:
    # its removals overran the 24 victims the C search has room for.
    "mask": lambda: engine.search(
        (0b11, ((1 << 30) - 1) & ~0b111, 5, 5, 0, 0, 0), [(-1, 2, 3)], [], 0.1, 2, 0, 0, 0,
        Table(), None,
    ),
    # Every extension adds plies past the depth: the path ran past the search's 160 plies.
    "extensions": lambda: engine.search(start, [(-1, 0, -1)], [], 0.1, 64, 4, 10**6, 0, Table(),
                                        None),
    "illegal": lambda: engine.search(start, [(-1, 0, 5)], [], 0.1, 2, 0, 0, 0, Table(), None),
    "nan budget": lambda: engine.search(start, [(-1, 0, -1)], [], float("nan"), 64, 4, 4, 0,
                                        Table(), None),
    # An Engine made without __init__ had no rules: its clock check divided by zero.
    "uninitialised": lambda: Engine.__new__(Engine).search(
        start, [(-1, 0, -1)], [], 0.1, 2, 0, 0, 0, Table(), None
    ),
    "off-board mill": lambda: Engine([0] * 24, [1 << 30], True, 0, False, WEIGHTS, ROOM,
                                     settings()),
    # Four lines through point 0: forms_mill looks at three at most.
    "four mills": lambda: Engine([0] * 24, [1 | 6 << 2 * i for i in range(4)], True, 0, False,
                                 WEIGHTS, ROOM, settings()),
}
for name, call in calls.items():
    try:
        call()
    except (ValueError, RuntimeError) as error:
        print(f"{name}: {type(error).__name__}: {error}")
    else:
        print(f"{name}: accepted")
"""


@pytest.mark.slow
@NEEDS_TOOLS
def test_the_c_search_refuses_what_it_cannot_search_with_a_python_exception(built: Path) -> None:
    # Each of these crashed the process (an overrun buffer, a division by zero) or searched
    # nonsense; each is now a clear exception at the boundary, and the process lives on.
    said = dict(line.split(": ", 1) for line in run_in(built, BAD_CALLS).splitlines())
    assert said == {
        "mask": "ValueError: node: two disjoint piece masks of the board's 24 points",
        "extensions": "ValueError: max_depth (1 or more) + extensions x 2 + quiescence: below 160",
        "illegal": "ValueError: moves: (-1, 0, 5) is not a legal turn here",
        "nan budget": "ValueError: budget: at most 1e9 seconds",
        "uninitialised": "RuntimeError: the engine was not initialised (Engine(...))",
        "off-board mill": "ValueError: mills: mill 0 is not three points of the board",
        "four mills": "ValueError: mills: at most three through a point",
    }


MANY_RULES = """
import os
from games.ai.morris import KEPT_TABLES, search_morris
from games.morris import Morris


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


search_morris(Morris().initial(), "hard", 0.1, 1)
before = resident_mb()
for limit in range(20, 36):
    game = Morris(draw_plies=limit)
    state = game.initial()
    for _ in range(4):
        state = state.play(state.legal_moves()[0])
    search_morris(state, "hard", 0.1, 1)
print(round(resident_mb() - before), KEPT_TABLES)
"""


@pytest.mark.slow
@NEEDS_TOOLS
def test_a_worker_playing_under_many_rules_keeps_its_memory_bounded(built: Path) -> None:
    # Each kept table (64 MB, as much resident as a search touched) was kept for every move
    # limit a process ever played under: 16 limits grew it by about 400 MB.
    grown, kept = map(int, run_in(built, MANY_RULES).split())
    assert grown < kept * 64
