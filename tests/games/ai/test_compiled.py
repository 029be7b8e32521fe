"""The optional compiled engine (``make compiled``): identical play, and never stale."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from games import compiled
from games.ai.compile import build, compiled_files, copy_sources, missing_tools, probe

POSITIONS = [
    "........................ W 9/9 - -",
    "....WBWWWBWWBBBWB..BW... W 0/0 - -",
    ".W.W.W..W...B.BB....B..W W 0/0 - -",
    "....WBW...WW.BB....BW... B 4/5 - -",
]
EVERY_GAME = """
from games.ai import choose_move
from games.registry import GAMES, get_game
for name in GAMES:
    state = get_game(name).initial()
    assert choose_move(state, "hard", 0.05, seed=1) in state.legal_moves(), name
"""


WHICH_FILES = """
import games.ai.morris, games.ai.search, games.morris_board
print(games.ai.morris.__file__, games.ai.search.__file__, games.morris_board.__file__)
print(getattr(games.ai.morris, "EDITED", False))
"""


def loaded(root: Path) -> tuple[list[str], str]:
    """Import the engine from the ``games`` package under ``root`` in a subprocess; return the
    suffixes of the files its three modules came from and whether ``EDITED`` is defined."""
    done = subprocess.run(
        [sys.executable, "-c", WHICH_FILES],
        check=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
    )
    files, edited = done.stdout.splitlines()
    return [Path(name).suffix for name in files.split()], edited


def test_compiled_files_of_other_sources_are_never_loaded(tmp_path: Path) -> None:
    copy_sources(tmp_path)
    search_source = compiled.source("games.ai.search", tmp_path)
    junk = search_source.with_name("search.cpython-311-x86_64-linux-gnu.so")
    junk.write_bytes(b"not a compiled module")  # importing it would fail
    assert compiled_files(tmp_path) == [junk]
    assert not compiled.fresh(tmp_path)  # no stamp: nobody knows what it was compiled from
    assert loaded(tmp_path) == ([".py", ".py", ".py"], "False")
    (tmp_path / compiled.STAMP).write_text(compiled.digest(tmp_path))
    assert compiled.fresh(tmp_path)
    with compiled.source("games.ai.morris", tmp_path).open("a") as source:
        source.write("EDITED = True\n")
    assert not compiled.fresh(tmp_path)  # an edit after compiling
    assert loaded(tmp_path) == ([".py", ".py", ".py"], "True")


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


@pytest.mark.slow
@pytest.mark.skipif(missing_tools() is not None, reason=f"compiling needs {missing_tools()}")
def test_an_edited_source_is_run_instead_of_its_compiled_module(tmp_path: Path) -> None:
    copy_sources(tmp_path)
    build(tmp_path)
    assert compiled.fresh(tmp_path)
    assert loaded(tmp_path) == ([".so", ".so", ".so"], "False")
    with compiled.source("games.ai.morris", tmp_path).open("a") as source:
        source.write("EDITED = True\n")
    assert loaded(tmp_path) == ([".py", ".py", ".py"], "True")


@pytest.mark.slow
@pytest.mark.skipif(missing_tools() is not None, reason=f"compiling needs {missing_tools()}")
def test_the_compiled_engine_plays_exactly_as_the_python_one(tmp_path: Path) -> None:
    pure, fast = tmp_path / "pure", tmp_path / "compiled"
    copy_sources(pure)
    copy_sources(fast)
    built = build(fast)
    assert {path.name.split(".")[0] for path in built} >= {"morris_board", "search", "morris"}
    expected = probe(pure, POSITIONS, 4)
    found = probe(fast, POSITIONS, 4)
    assert [row[:4] for row in found] == [row[:4] for row in expected]
    assert all(row[3] > 0 for row in found)
    # The other games' problems subclass the compiled search from interpreted code.
    other_games = subprocess.run(
        [sys.executable, "-c", EVERY_GAME],
        check=False,
        cwd=fast,
        env={**os.environ, "PYTHONPATH": str(fast)},
        capture_output=True,
        text=True,
    )
    assert other_games.returncode == 0, other_games.stderr
