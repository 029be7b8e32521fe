"""The parsed catalogues kept on disk across starts (``texts.catalogue.cache_folder``).

Each start is :func:`start`: the parse of ``parsed_catalogue`` without the process's own cache,
as a new process makes it. The catalogue is a small one of every kind of entry, and once the
shipped English one (a parse of a third of a second), under a name of their own.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from texts import DEFAULT_LOCALE, catalogue

LOCALE = "xx-kept"
SHIPPED = (catalogue.LOCALE_DIR / f"{DEFAULT_LOCALE}.ftl").read_text(encoding="utf-8")
SMALL = """\
### A resource comment
## A group comment
# A comment
-game = Morris
    .gender = feminine
hello = Hello, { $name }, at { -game }! { NUMBER($count, minimumFractionDigits: 1) }
    .title = Greeting { hello }
games = { $count ->
    [one] one game
   *[other] { $count } games
}
broken = { oops
"""
PARSE = FluentParser.parse


def start() -> ast.Resource:
    """``LOCALE``'s tree as a new process gets it."""
    tree: ast.Resource = catalogue.parsed_catalogue.__wrapped__(LOCALE)
    return tree


def fresh(source: str) -> object:
    """The tree a fresh parse of ``source`` makes, as JSON (every field compared, in order)."""
    return PARSE(FluentParser(with_spans=False), source).to_json()


def write(folder: Path, source: str) -> None:
    (folder / f"{LOCALE}.ftl").write_text(source, encoding="utf-8")


@pytest.fixture
def kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The cache folder (empty, not made yet), with ``LOCALE`` served from another folder."""
    locales = tmp_path / "locales"
    locales.mkdir()
    write(locales, SMALL)
    monkeypatch.setattr(catalogue, "LOCALE_DIR", locales)
    folder = tmp_path / "kept"
    monkeypatch.setenv(catalogue.CACHE_ENV, str(folder))
    return folder


@pytest.fixture
def parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The sources Fluent's parser is given from now on."""
    given: list[str] = []

    def counted(parser: FluentParser, source: str) -> ast.Resource:
        given.append(source)
        return PARSE(parser, source)

    monkeypatch.setattr(FluentParser, "parse", counted)
    return given


def test_a_start_reads_back_the_tree_a_fresh_parse_makes(kept: Path, parses: list[str]) -> None:
    write(catalogue.LOCALE_DIR, SHIPPED)
    first = start()
    (written,) = kept.iterdir()  # one file, no temporary one left
    assert written.suffix == ".json"
    again = start()
    assert parses == [SHIPPED]
    assert again is not first
    assert again.to_json() == first.to_json() == fresh(SHIPPED)


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda data: data[: len(data) // 2], id="truncated"),
        pytest.param(lambda data: b"", id="empty"),
        pytest.param(lambda data: b"\x80\x81 not JSON", id="not-json"),
        pytest.param(lambda data: b'{"type": "Junk", "content": "x"}', id="another-node"),
        pytest.param(lambda data: b'{"type": "json", "loads": "x"}', id="not-a-node"),
        pytest.param(lambda data: b'{"type": "Resource", "bodies": []}', id="wrong-fields"),
        pytest.param(lambda data: b"[1, 2]", id="a-list"),
        pytest.param(lambda data: b"[" * 100_000, id="too-deep"),
    ],
)
def test_a_damaged_or_foreign_file_is_parsed_again_and_rewritten(
    kept: Path, parses: list[str], damage: Callable[[bytes], bytes]
) -> None:
    start()
    (written,) = kept.iterdir()
    written.write_bytes(damage(written.read_bytes()))
    assert start().to_json() == fresh(SMALL)
    assert start().to_json() == fresh(SMALL)
    assert parses == [SMALL, SMALL]  # the second start read the rewritten file


def test_a_changed_catalogue_is_parsed_again(kept: Path, parses: list[str]) -> None:
    start()
    changed = SMALL + "kept-new-text = A text added since\n"
    write(catalogue.LOCALE_DIR, changed)
    tree = start()
    assert tree.to_json() == fresh(changed) != fresh(SMALL)
    assert parses == [SMALL, changed]
    assert len(list(kept.iterdir())) == 2  # a file for each source


def test_a_write_removes_the_files_older_than_a_month(kept: Path, parses: list[str]) -> None:
    start()
    (current,) = kept.iterdir()
    old = [kept / catalogue.KEPT.format("0" * 64), kept / f"{catalogue.TEMPORARY_PREFIX}x.tmp"]
    theirs = kept / "notes.txt"  # not the texts' file: left alone
    month_ago = time.time() - (catalogue.KEEP_DAYS + 1) * 86400
    for path in (*old, theirs):
        path.write_text("{}")
        os.utime(path, (month_ago, month_ago))
    start()  # a read writes nothing
    assert all(path.exists() for path in old)
    write(catalogue.LOCALE_DIR, SMALL + "kept-new-text = A text added since\n")
    start()
    assert not any(path.exists() for path in old)
    assert current.exists() and theirs.exists() and len(list(kept.iterdir())) == 3


def test_a_folder_that_cannot_be_made_keeps_nothing_and_fails_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kept: Path, parses: list[str]
) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv(catalogue.CACHE_ENV, str(tmp_path / "a-file" / "kept"))
    assert start().to_json() == start().to_json() == fresh(SMALL)
    assert parses == [SMALL, SMALL]


def test_off_keeps_nothing(monkeypatch: pytest.MonkeyPatch, kept: Path, parses: list[str]) -> None:
    monkeypatch.setenv(catalogue.CACHE_ENV, " OFF ")
    assert catalogue.cache_folder() is None
    assert start().to_json() == start().to_json() == fresh(SMALL)
    assert parses == [SMALL, SMALL]
    assert not kept.exists()


def test_the_folder_is_the_variable_else_the_users_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(catalogue.CACHE_ENV, "somewhere")
    assert catalogue.cache_folder() == Path("somewhere")
    monkeypatch.setenv(catalogue.CACHE_ENV, "")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert catalogue.cache_folder() == tmp_path / "xdg" / "morrisbot" / "catalogues"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative")  # not absolute: ignored, as XDG says
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert catalogue.cache_folder() == tmp_path / "home" / ".cache" / "morrisbot" / "catalogues"
