"""The optional compiled engine (``make compiled``): identical play, and never stale."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from games import compiled
from games.ai.compile import build, compiled_files, copy_sources, missing_tools, probe
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
