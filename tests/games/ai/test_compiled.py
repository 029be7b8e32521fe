"""The optional compiled engine (``make compiled``): identical play, and never stale."""

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from games.ai.compile import MODULES, build, compiled_files, copy_sources, probe, stale

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


def test_no_compiled_module_is_older_than_its_source() -> None:
    assert stale() == [], "run make compiled again (or make clean): a compiled module is stale"


def test_stale_lists_a_module_edited_after_compiling(tmp_path: Path) -> None:
    module = tmp_path / MODULES[0]
    module.parent.mkdir(parents=True)
    built = module.parent / (module.stem + ".cpython-311-x86_64-linux-gnu.so")
    built.write_bytes(b"")
    module.write_text("# edited\n")
    assert stale(tmp_path) == [MODULES[0]]
    assert compiled_files(tmp_path) == [built]


@pytest.mark.slow
@pytest.mark.skipif(
    shutil.which("cc") is None or not Path(sysconfig.get_paths()["include"], "Python.h").exists(),
    reason="compiling needs a C compiler (cc) and Python's headers",
)
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
