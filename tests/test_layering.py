"""The layers of DESIGN.md: each package imports only what its layer allows."""

from __future__ import annotations

import ast
import functools
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
    ("texts", {"texts", "fluent", "babel"}, PURE_FORBIDDEN),
    ("bot/storage", {"bot", "aiosqlite", "asyncpg"}, set()),
    # The stand-in is a fake Discord: it knows nothing of the bot it serves.
    ("standin", {"standin", "aiohttp"}, set()),
    # The Discord adapter: its cogs, and the plumbing under them (yarl points discord.py at
    # another Discord).
    ("bot/cogs", {"bot", "discord", "games", "renderer", "texts"}, set()),
    ("bot/discord", {"bot", "discord", "games", "renderer", "texts", "yarl"}, set()),
    # The terminal front end: the same service, no chat platform.
    ("bot/console", {"bot", "games", "renderer", "texts"}, set()),
]
# numpy is allowed in the rules layer only where the Morris endgame tables and the Six Men's
# Morris solution are built and read.
# mypy_extensions marks the compiled search's base class open to the other games' subclasses.
EXEMPT = {
    ("games/ai/tables.py", "numpy"),
    ("games/ai/bigtables.py", "numpy"),  # the slice-at-a-time builder of the bigger tables
    ("games/ai/endgame.py", "numpy"),
    ("games/ai/puzzles.py", "numpy"),  # draws candidates from the tables
    ("games/ai/six.py", "numpy"),
    ("games/ai/tablefile.py", "numpy"),  # the table files (numpy for type checking only)
    ("games/ai/search.py", "mypy_extensions"),
}

# (folder or file, a module it must not import, nor anything inside that module)
FORBIDDEN = [
    pytest.param("bench", "tests", id="bench-tests"),
    pytest.param("bot/service", "discord", id="service-discord"),
    pytest.param("bot/service", "renderer", id="service-renderer"),
    pytest.param("bot/settings.py", "bot.service", id="settings-service"),
    pytest.param("bot/storage", "bot.service", id="storage-service"),
    pytest.param("bot/storage", "bot.discord", id="storage-discord"),
    pytest.param("bot/service", "bot.discord", id="service-adapter"),
    pytest.param("bot/console", "bot.discord", id="console-adapter"),
    pytest.param("texts", "bot", id="texts-bot"),
    pytest.param("bot/cogs", "bot.storage", id="cogs-storage"),
    pytest.param("bot/discord/board", "bot.discord.flows", id="board-flows"),
    pytest.param("bot/discord/components", "bot.discord.board", id="components-board"),
    pytest.param("bot/discord/components", "bot.discord.flows", id="components-flows"),
    pytest.param("bot/discord/components", "bot.cogs", id="components-cogs"),
]
COMPOSITION_ROOT = "bot.discord.app"
"""Builds and injects the Discord adapter's parts: only the entry point may import it."""
LAUNCHERS = {"bot/__main__.py"}


# Folders that speak in ids and texts: no chat platform's markup in their string literals.
CHAT_AGNOSTIC = ["bot/service", "bot/storage"]
DISCORD_MARKUP = re.compile(r"<(@[!&]?|#|t:|a?:\w+:)")
"""Discord's user, role and channel mentions, timestamps and custom emoji, as they start."""


@functools.cache
def _nodes(source: str, filename: str) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(ast.parse(source, filename=filename)))


def nodes_of(path: Path) -> tuple[ast.AST, ...]:
    """Every node of the module at ``path``, parsed once a process while its text stays."""
    return _nodes(path.read_text(), str(path))


def modules_of(path: Path, root: Path) -> set[str]:
    """Return the dotted names of every module ``path`` imports (``from a import b`` names both
    ``a`` and ``a.b``; relative imports are resolved against the file's package)."""
    package = path.relative_to(root).parent.parts
    names: set[str] = set()
    for node in nodes_of(path):
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


def test_only_the_composition_root_builds_the_cogs() -> None:
    found = [
        line
        for folder in ("bot/discord", "bot/console", "bot/service", "bot/storage")
        for line in imports_of_module(ROOT, folder, "bot.cogs")
        if line.split(" imports ")[0] != "bot/discord/app.py"
    ]
    assert found == []


def test_nothing_imports_the_composition_root() -> None:
    found = [
        line
        for folder in ("bot", "games", "renderer", "texts", "standin", "bench")
        for line in imports_of_module(ROOT, folder, COMPOSITION_ROOT)
        if line.split(" imports ")[0] not in LAUNCHERS
    ]
    assert found == []


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
            for node in nodes_of(path)
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


# Packages whose modules are searched for import cycles.
PROJECT = ("games", "renderer", "texts", "bot", "standin")


def module_name(path: Path, root: Path) -> str:
    """The dotted name of the module in ``path`` (a package is named by its folder)."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(root: Path, packages: tuple[str, ...] = PROJECT) -> dict[str, set[str]]:
    """Each project module and the project modules it imports, anywhere in it (under ``if
    TYPE_CHECKING:`` too): ``from a import b`` names ``a.b`` if that is a module, else
    ``a``."""
    paths = {
        module_name(path, root): path
        for package in packages
        if (root / package).is_dir()
        for path in sorted((root / package).rglob("*.py"))
    }
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        imported: set[str] = set()
        for node in nodes_of(path):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*(base if node.level else []), *filter(None, [node.module])])
                for alias in node.names:
                    inner = f"{module}.{alias.name}"
                    imported.add(inner if inner in paths else module)
        graph[name] = {target for target in imported if target in paths and target != name}
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every set of modules that import each other, directly or around a loop (the strongly
    connected components of more than one module), each sorted; Tarjan's algorithm."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        on_stack.add(module)
        for target in sorted(graph[module]):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in on_stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(found)


def test_no_import_cycles_not_even_type_only() -> None:
    cycles = [cycle for cycle in import_cycles(import_graph(ROOT))]
    assert cycles == []


def test_the_cycle_check_finds_type_only_and_indirect_cycles(tmp_path: Path) -> None:
    package = tmp_path / "bot" / "service"
    package.mkdir(parents=True)
    (tmp_path / "bot" / "__init__.py").write_text("")
    (package / "__init__.py").write_text("from bot.service.a import A\n")
    (package / "a.py").write_text("from bot.service import b\n")
    (package / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.service.c import C\n"
    )
    (package / "c.py").write_text("from .a import A\n")
    (package / "d.py").write_text("from bot.service.a import A\nimport bot.service.c\n")
    graph = import_graph(tmp_path, ("bot",))
    assert graph["bot.service.a"] == {"bot.service.b"}
    assert import_cycles(graph) == [["bot.service.a", "bot.service.b", "bot.service.c"]]


MODULE_LINES, CLASS_LINES = 400, 400
"""The most lines a module of ``bot/`` and a class in it may have: beyond, split it."""


def test_no_module_or_class_of_the_bot_is_too_long_to_read() -> None:
    long = []
    for path in python_files(ROOT, "bot"):
        source = path.read_text()
        if len(source.splitlines()) > MODULE_LINES:
            long.append(f"{path.relative_to(ROOT)}: {len(source.splitlines())} lines")
        for node in nodes_of(path):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                size = node.end_lineno - node.lineno + 1
                if size > CLASS_LINES:
                    long.append(f"{path.relative_to(ROOT)}: class {node.name}, {size} lines")
    assert long == []


# Folders that learn what a game can do from the game (its declared capabilities), never by
# comparing its name: a new game is then a registry line, not an edit here.
NAME_BLIND = ["bot", "renderer", "texts"]


def game_names_written(root: Path, target: str, names: set[str]) -> list[str]:
    """Return ``"<file>:<line> <literal>"`` for every string literal under ``target`` that is
    one of ``names``."""
    return [
        f"{path.relative_to(root).as_posix()}:{node.lineno} {node.value!r}"
        for path in python_files(root, target)
        for node in nodes_of(path)
        if isinstance(node, ast.Constant) and node.value in names
    ]


def registry_names() -> set[str]:
    """Every game's registry name and command name."""
    from games.registry import GAMES  # noqa: PLC0415 (the scan tests above need no games)

    return {name for cls in GAMES.values() for name in (cls.name, cls.command)}


@pytest.mark.parametrize("target", NAME_BLIND)
def test_no_game_name_is_written_outside_the_games(target: str) -> None:
    assert game_names_written(ROOT, target, registry_names()) == []


def test_the_name_check_catches_a_compared_name(tmp_path: Path) -> None:
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "bad.py").write_text(
        'if view.game == "morris":\n    pass\nkind = {"three": 1}\nok = "morrisbot"\n'
    )
    assert [hit.split()[0] for hit in game_names_written(tmp_path, "bot", {"morris", "three"})] == [
        "bot/bad.py:1",
        "bot/bad.py:3",
    ]
