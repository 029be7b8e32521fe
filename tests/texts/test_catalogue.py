"""The catalogues: every key the code uses exists, with the placeholders the code fills."""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser

import games.registry  # noqa: F401  (every game's module, so every error class is known)
from games.base import MoveError, RulesError
from texts import (
    DEFAULT_LOCALE,
    LOCALES,
    MissingTextError,
    Person,
    catalogue,
    catalogue_keys,
    placeholders,
    render,
    resolve_locale,
    syntax_errors,
    t,
)

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("games", "renderer", "bot", "texts")


def _subclasses(cls: type) -> Iterator[type]:
    sub: type
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


KEY_ARGUMENT = {
    "t": 0,
    "described": 0,
    "Text": 0,
    "message": 0,
    **{cls.__name__: 1 if issubclass(cls, MoveError) else 0 for cls in _subclasses(RulesError)},
}
"""The callables that take a catalogue key, and the position of the key among their arguments:
texts' ``t`` and ``Text``, the rules' ``message`` and errors (``IllegalMoveError(text, key)``)."""


def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def used_texts(root: Path = ROOT) -> Iterator[tuple[str, str, frozenset[str] | None]]:
    """``(where, key, parameter names)`` of every text the code names by a literal key:
    ``t("key", a=...)``, ``described("key", a=...)``, ``Text("key", ...)``, ``message("key",
    a=...)`` and the rules' errors (``PositionError("key", a=...)``, ``IllegalMoveError(text,
    "key", a=...)``); parameter names are None when they are not all written out (``**params``,
    ``Text``'s mapping)."""
    for folder in SOURCES:
        for path in sorted((root / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
                if not isinstance(node, ast.Call):
                    continue
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
                at = KEY_ARGUMENT.get(name)
                key = _literal(node.args[at]) if at is not None and len(node.args) > at else None
                if key is None:
                    continue
                names = [k.arg for k in node.keywords]
                params = None if None in names or name == "Text" else frozenset(names)
                yield f"{path.relative_to(root)}:{node.lineno}", key, params  # type: ignore[misc]


@functools.cache
def texts_in_code() -> tuple[tuple[str, str, frozenset[str] | None], ...]:
    """:func:`used_texts` of this tree, scanned once a process."""
    return tuple(used_texts())


def test_every_key_the_code_uses_is_in_the_english_catalogue() -> None:
    keys = catalogue_keys()
    missing = [f"{where}: {key}" for where, key, _ in texts_in_code() if key not in keys]
    assert missing == []


def test_the_code_fills_exactly_the_placeholders_of_each_text() -> None:
    wrong = [
        f"{where}: {key} gets {sorted(params)}, uses {sorted(placeholders(key))}"
        for where, key, params in texts_in_code()
        if params is not None and key in catalogue_keys() and params != placeholders(key)
    ]
    assert wrong == []


@pytest.mark.parametrize("locale", LOCALES)
def test_each_catalogue_parses_without_errors(locale: str) -> None:
    assert syntax_errors(locale) == []


@pytest.mark.parametrize("locale", LOCALES)
def test_each_catalogue_has_the_english_keys_and_placeholders(locale: str) -> None:
    keys = catalogue_keys(locale)
    assert keys == catalogue_keys(DEFAULT_LOCALE)
    assert [k for k in keys if placeholders(k, locale) != placeholders(k)] == []


def test_a_catalogue_is_parsed_once_for_its_texts_and_its_keys(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rendering a language's texts and listing its keys share one parse of its catalogue (a
    fifth of a second a language; the bot does both with English as it starts)."""
    source = "hello = Hello, { $name }!\n"
    (tmp_path / "xx-once.ftl").write_text(source, encoding="utf-8")
    monkeypatch.setattr(catalogue, "LOCALE_DIR", tmp_path)
    monkeypatch.setenv(catalogue.CACHE_ENV, str(tmp_path / "kept"))  # none kept from a last run
    monkeypatch.setattr(catalogue, "LOCALES", (*LOCALES, "xx-once"))
    parsed: list[str] = []
    parse = FluentParser.parse

    def counted(parser: FluentParser, text: str) -> object:
        parsed.append(text)
        return parse(parser, text)

    monkeypatch.setattr(FluentParser, "parse", counted)
    assert render("hello", "xx-once", name="Ada") == "Hello, Ada!"
    assert catalogue_keys("xx-once") == {"hello"}
    assert parsed == [source]


def test_the_scan_finds_texts_and_their_parameters(tmp_path: Path) -> None:
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "x.py").write_text(
        "t('one', a=1)\nTextual('no')\nt(name)\nt('two', **p)\nrender(t('three'))\n"
        "IllegalMoveError(text, 'four', b='x')\nPositionError('five')\nmessage('six', **p)\n"
        "ValueError('not a key')\n"
    )
    for folder in SOURCES[:-1]:
        (tmp_path / folder).mkdir(exist_ok=True)
    (tmp_path / "texts").mkdir()
    found = {key: params for _, key, params in used_texts(tmp_path)}
    assert found == {
        "one": frozenset({"a"}),
        "two": None,
        "three": frozenset(),
        "four": frozenset({"b"}),
        "five": frozenset(),
        "six": None,
    }


def test_a_key_english_lacks_is_an_error() -> None:
    with pytest.raises(MissingTextError):
        render(t("no-such-text-anywhere"))


@pytest.mark.parametrize(
    ("asked", "shipped"),
    [(None, "en"), ("en-US", "en"), ("en-GB", "en"), ("xx", "en"), ("en_US.UTF-8", "en")],
)
def test_a_locale_resolves_to_a_shipped_catalogue(asked: str | None, shipped: str) -> None:
    assert resolve_locale(asked) == shipped


def test_render_fills_numbers_people_and_nested_texts() -> None:
    left = t("time-left-minutes", minutes=5)
    text = t("turn-warning", player=Person(7), left=left, game=t("game-morris"), id="12", when="x")
    shown = render(text, "en-GB", person=lambda uid: f"<@{uid}>")
    assert shown.startswith("<@7>, about 5 min left") and "Nine Men's Morris #12" in shown


@pytest.mark.parametrize(("turns", "words"), [(1, "one turn played"), (3, "3 turns played")])
def test_a_count_chooses_its_plural_form(turns: int, words: str) -> None:
    text = t("games-here-entry", game="G", id="1", first="A", second="B", turns=turns)
    assert render(text).endswith(words)
