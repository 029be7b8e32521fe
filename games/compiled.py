"""The compiled Morris engine is used only while it was compiled from the sources as they are.

``make compiled`` (:mod:`games.ai.compile`) compiles :data:`MODULES` with mypyc into extension
files beside their sources, which Python's import system loads in preference to the sources,
and records a digest of those sources in :data:`STAMP`. Importing :mod:`games` calls
:func:`install`: if compiled files are there but the sources differ from the ones compiled (an
edit since, or no stamp), every one of :data:`MODULES` is loaded from its source instead. They
go all together or not at all: compiled modules call one another directly, so a compiled
module beside an edited source would still run the old code. Standard library only, and
imported before any of :data:`MODULES`.
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

PROJECT = Path(__file__).resolve().parent.parent
"""The directory holding the ``games`` package (sources, compiled files and the stamp)."""
MODULES = ("games.morris_board", "games.mill_rules", "games.ai.search", "games.ai.morris")
"""The modules ``make compiled`` compiles: the raw board, the rules of every mill variant, the
generic search and the engine."""
C_MODULE = "games.ai._millsearch"
"""The C port of the mill games' hard search, compiled from :data:`C_SOURCE` beside it. It has
no Python source to fall back on: when stale it is not importable, and the engine searches in
Python."""
C_SOURCE = Path("games") / "ai" / "millsearch.c"
STAMP = Path("games") / "compiled.sha256"
"""Where, under the project, ``make compiled`` records the digest of the sources it compiled."""


def source(module: str, root: Path = PROJECT) -> Path:
    """Return the source file of ``module`` (one of :data:`MODULES`) under ``root``."""
    return root.joinpath(*module.split(".")).with_suffix(".py")


def compiled_modules(root: Path = PROJECT) -> list[Path]:
    """Return the compiled extension files of :data:`MODULES` and :data:`C_MODULE` found beside
    their sources."""
    found: list[Path] = []
    for module in MODULES:
        path = source(module, root)
        found += path.parent.glob(path.stem + ".*.so")
    return found + list((root / C_SOURCE).parent.glob(C_MODULE.rsplit(".", 1)[1] + ".*.so"))


def digest(root: Path = PROJECT) -> str:
    """Return the SHA-256 of the sources of :data:`MODULES` and :data:`C_SOURCE` under ``root``
    (names and bytes)."""
    hashed = hashlib.sha256()
    for module in MODULES:
        hashed.update(module.encode() + b"\0" + source(module, root).read_bytes() + b"\0")
    hashed.update(C_MODULE.encode() + b"\0" + (root / C_SOURCE).read_bytes() + b"\0")
    return hashed.hexdigest()


def fresh(root: Path = PROJECT) -> bool:
    """True if ``root`` has compiled modules built from exactly the sources there now."""
    stamp = root / STAMP
    return (
        bool(compiled_modules(root))
        and stamp.exists()
        and stamp.read_text().strip() == digest(root)
    )


class SourcesFinder(MetaPathFinder):
    """Finds :data:`MODULES` as their source files, ahead of the compiled files beside them, and
    refuses :data:`C_MODULE` (compiled from another source)."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        """Return the spec of ``fullname``'s source if it is one of :data:`MODULES`, else None.

        Raises ``ImportError`` for :data:`C_MODULE`."""
        del path, target
        if fullname == C_MODULE:
            raise ImportError(f"{C_MODULE} was compiled from another {C_SOURCE}", name=fullname)
        if fullname not in MODULES:
            return None
        return importlib.util.spec_from_file_location(fullname, source(fullname, self.root))


def install(root: Path = PROJECT) -> bool:
    """Load :data:`MODULES` from their sources if compiled files there are stale; return True
    if so (they were compiled from other sources, or no stamp says from which)."""
    if not compiled_modules(root) or fresh(root):
        return False
    if not any(isinstance(finder, SourcesFinder) for finder in sys.meta_path):
        sys.meta_path.insert(0, SourcesFinder(root))
    return True
