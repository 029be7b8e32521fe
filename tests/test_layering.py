"""The layers of DESIGN.md: each package imports only what its layer allows."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STDLIB = set(sys.stdlib_module_names)
PURE_FORBIDDEN = {"asyncio", "multiprocessing", "concurrent", "sqlite3", "socket", "threading"}

# (folder, top-level modules it may import besides the standard library, forbidden stdlib modules)
RULES: list[tuple[str, set[str], set[str]]] = [
    ("games", {"games"}, PURE_FORBIDDEN),
    ("renderer", {"games", "renderer"}, PURE_FORBIDDEN),
    ("bot/storage", {"bot", "aiosqlite"}, set()),
]
# The command-line entry point hands `play` over to the terminal front end; it is an adapter,
# not part of the rules layer.
# numpy is allowed in the rules layer only where the Morris endgame tables are built and read.
EXEMPT = {
    ("games/__main__.py", "bot"),
    ("games/ai/tables.py", "numpy"),
    ("games/ai/endgame.py", "numpy"),
}


def imports_of(path: Path) -> set[str]:
    """Return the top-level names of every module ``path`` imports."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def violations(root: Path, folder: str, allowed: set[str], forbidden: set[str]) -> list[str]:
    """Return ``"<file> imports <module>"`` for every import under ``root/folder`` not allowed."""
    found = []
    for path in sorted((root / folder).rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        for name in sorted(imports_of(path)):
            if (rel, name) in EXEMPT:
                continue
            if name in forbidden or (name not in STDLIB and name not in allowed):
                found.append(f"{rel} imports {name}")
    return found


@pytest.mark.parametrize(("folder", "allowed", "forbidden"), RULES)
def test_layer_imports_only_what_it_may(
    folder: str, allowed: set[str], forbidden: set[str]
) -> None:
    if not (ROOT / folder).exists():
        pytest.skip(f"{folder} does not exist yet")
    assert violations(ROOT, folder, allowed, forbidden) == []


def test_the_service_never_imports_discord() -> None:
    folder = ROOT / "bot" / "service"
    if not folder.exists():
        pytest.skip("bot/service does not exist yet")
    bad = [
        f"{path.relative_to(ROOT)}"
        for path in folder.rglob("*.py")
        if "discord" in imports_of(path)
    ]
    assert bad == []


def test_the_check_catches_a_forbidden_import(tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    module = tmp_path / "games" / "bad.py"
    module.write_text(
        "import asyncio\nfrom discord import Client\nimport os\nfrom games import base\n"
    )
    assert violations(tmp_path, "games", {"games"}, PURE_FORBIDDEN) == [
        "games/bad.py imports asyncio",
        "games/bad.py imports discord",
    ]
