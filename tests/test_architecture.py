"""ARCHITECTURE.md stays true: its layer table names exactly what each layer imports, and every
path it names exists."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.test_layering import modules_of, python_files

ROOT = Path(__file__).resolve().parent.parent
DOCUMENT = ROOT / "ARCHITECTURE.md"


def layer_table(text: str) -> dict[str, set[str]]:
    """The first table's rows: each layer's folder and the names in its last column."""
    rows: dict[str, set[str]] = {}
    for line in text.split("## Where each concern lives", maxsplit=1)[0].splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`"):
            rows[cells[0].strip("`").rstrip("/")] = set(re.findall(r"`([\w.]+)`", cells[2]))
    return rows


def imported(folder: str) -> set[str]:
    """What ``folder`` imports beyond the standard library and itself, as the table names it:
    a third-party package, a project package, or a layer or module of ``bot`` (``bot.service``,
    ``bot.limits``)."""
    own = folder.replace("/", ".")
    found: set[str] = set()
    for path in python_files(ROOT, folder):
        for name in modules_of(path, ROOT):
            top = name.split(".")[0]
            if top in sys.stdlib_module_names:
                continue
            named = ".".join(name.split(".")[:2]) if top == "bot" else top
            if named != own:
                found.add(named)
    return found


LAYERS = layer_table(DOCUMENT.read_text(encoding="utf-8"))


def test_the_table_names_every_layer() -> None:
    assert set(LAYERS) == {
        "games", "texts", "renderer", "bot/storage", "bot/service", "bot/cogs", "bot/discord",
        "bot/console", "standin",
    }  # fmt: skip


@pytest.mark.parametrize("folder", sorted(LAYERS))
def test_each_layer_imports_exactly_what_the_table_says(folder: str) -> None:
    assert imported(folder) == LAYERS[folder]


def test_every_path_the_document_names_exists() -> None:
    text = DOCUMENT.read_text(encoding="utf-8")
    named = set(re.findall(r"`((?:bot|games|texts|renderer|standin|tests)/[\w/.<>-]*)`", text))
    missing = sorted(p for p in named if "<" not in p and not (ROOT / p).exists())
    assert missing == []


def test_the_table_is_read_row_by_row() -> None:
    assert layer_table("| `games/` | rules | `numpy` |\n") == {"games": {"numpy"}}
