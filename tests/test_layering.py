"""The layers of DESIGN.md: each package imports only what its layer allows."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
STDLIB = set(sys.stdlib_module_names)
PURE_FORBIDDEN = {"asyncio", "multiprocessing", "concurrent", "sqlite3", "socket", "threading"}

# (folder, top-level modules it may import besides the standard library, forbidden stdlib modules)
RULES: list[tuple[str, set[str], set[str]]] = [
    ("games", {"games"}, PURE_FORBIDDEN),
    ("renderer", {"games", "renderer", "texts"}, PURE_FORBIDDEN),
    # The texts layer: pure, with the Fluent runtime that reads its catalogues.
    ("texts", {"texts", "fluent"}, PURE_FORBIDDEN),
    ("bot/storage", {"bot", "aiosqlite", "asyncpg"}, set()),
    # The stand-in is a fake Discord: it knows nothing of the bot it serves.
    ("standin", {"standin", "aiohttp"}, set()),
]
# numpy is allowed in the rules layer only where the Morris endgame tables are built and read.
# mypy_extensions marks the compiled search's base class open to the other games' subclasses.
EXEMPT = {
    ("games/ai/tables.py", "numpy"),
    ("games/ai/endgame.py", "numpy"),
    ("games/ai/search.py", "mypy_extensions"),
}

# (folder or file, a module it must not import, nor anything inside that module)
FORBIDDEN = [
    pytest.param("bench", "tests", id="bench-tests"),
    pytest.param("bot/service", "discord", id="service-discord"),
    pytest.param("bot/service", "renderer", id="service-renderer"),
    pytest.param("bot/settings.py", "bot.service", id="settings-service"),
]


# Folders that speak in ids and texts: no chat platform's markup in their string literals.
CHAT_AGNOSTIC = ["bot/service", "bot/storage"]
DISCORD_MARKUP = re.compile(r"<(@[!&]?|#|t:|a?:\w+:)")
"""Discord's user, role and channel mentions, timestamps and custom emoji, as they start."""


def modules_of(path: Path, root: Path) -> set[str]:
    """Return the dotted names of every module ``path`` imports (``from a import b`` names both
    ``a`` and ``a.b``; relative imports are resolved against the file's package)."""
    package = path.relative_to(root).parent.parts
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else ()
            module = ".".join([*base, *([node.module] if node.module else [])])
            if module:
                names.add(module)
            names.update(f"{module}.{alias.name}".lstrip(".") for alias in node.names)
    return names


def python_files(root: Path, target: str) -> list[Path]:
    """The Python files of ``target``: one file, or every file under a folder."""
    path = root / target
    assert path.exists(), f"{target} does not exist: update the layering rules"
    return [path] if path.is_file() else sorted(path.rglob("*.py"))


def violations(root: Path, folder: str, allowed: set[str], forbidden: set[str]) -> list[str]:
    """Return ``"<file> imports <module>"`` for every import under ``root/folder`` not allowed."""
    found = []
    for path in python_files(root, folder):
        rel = path.relative_to(root).as_posix()
        for name in sorted({module.split(".")[0] for module in modules_of(path, root)}):
            if (rel, name) in EXEMPT:
                continue
            if name in forbidden or (name not in STDLIB and name not in allowed):
                found.append(f"{rel} imports {name}")
    return found


def imports_of_module(root: Path, target: str, module: str) -> list[str]:
    """Return ``"<file> imports <name>"`` for every import of ``module`` or a part of it."""
    return [
        f"{path.relative_to(root).as_posix()} imports {name}"
        for path in python_files(root, target)
        for name in sorted(modules_of(path, root))
        if name == module or name.startswith(f"{module}.")
    ]


@pytest.mark.parametrize(("folder", "allowed", "forbidden"), RULES)
def test_layer_imports_only_what_it_may(
    folder: str, allowed: set[str], forbidden: set[str]
) -> None:
    assert violations(ROOT, folder, allowed, forbidden) == []


@pytest.mark.parametrize(("target", "module"), FORBIDDEN)
def test_layer_never_imports_what_sits_above_it(target: str, module: str) -> None:
    assert imports_of_module(ROOT, target, module) == []


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


def test_the_check_catches_every_spelling_of_a_forbidden_module(tmp_path: Path) -> None:
    (tmp_path / "bot" / "service").mkdir(parents=True)
    (tmp_path / "bot" / "settings.py").write_text(
        "import bot.service.clock\n"
        "from bot import service\n"
        "from .service.computer import DEFAULTS\n"
        "from bot import storage\n"
        "import bot.services_registry\n"
    )
    assert imports_of_module(tmp_path, "bot/settings.py", "bot.service") == [
        "bot/settings.py imports bot.service",
        "bot/settings.py imports bot.service.clock",
        "bot/settings.py imports bot.service.computer",
        "bot/settings.py imports bot.service.computer.DEFAULTS",
    ]


def discord_markup(root: Path, target: str) -> list[str]:
    """Return ``"<file>:<line> <literal>"`` for every string literal (f-string parts too) under
    ``target`` that contains Discord markup."""
    found = []
    for path in python_files(root, target):
        literals = sorted(
            (node.lineno, node.value)
            for node in ast.walk(ast.parse(path.read_text(), filename=str(path)))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
        )
        found += [
            f"{path.relative_to(root).as_posix()}:{line} {value!r}"
            for line, value in literals
            if DISCORD_MARKUP.search(value)
        ]
    return found


@pytest.mark.parametrize("target", CHAT_AGNOSTIC)
def test_chat_agnostic_layers_write_no_discord_markup(target: str) -> None:
    assert discord_markup(ROOT, target) == []


def test_the_markup_check_catches_mentions_channels_and_timestamps(tmp_path: Path) -> None:
    (tmp_path / "bot" / "service").mkdir(parents=True)
    (tmp_path / "bot" / "service" / "bad.py").write_text(
        'a = f"<@{user}> wins"\n'
        "b = '<#' + str(channel) + '>'\n"
        'c = f"by <t:{when}:R>"\n'
        'd = "a <b> tag, a1<a2 or #3"\n'
    )
    assert [hit.split()[0] for hit in discord_markup(tmp_path, "bot/service")] == [
        "bot/service/bad.py:1",
        "bot/service/bad.py:2",
        "bot/service/bad.py:3",
    ]
