"""What every language's catalogue must get right beyond the English keys: plural forms of its
own language, and command words Discord accepts."""

from __future__ import annotations

import re

import pytest
from babel import Locale
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from texts import LOCALES, Text, catalogue_keys, placeholders, render
from texts.catalogue import LOCALE_DIR, parsed_catalogue

PLURAL_WORDS = {"zero", "one", "two", "few", "many", "other"}
"""Fluent variant keys that name CLDR plural categories."""
NAME_RULE = re.compile(r"^[-_\w]{1,32}$")
"""Discord's rule for command and option names (letters and digits of any script, - and _)."""


def plural_categories(locale: str) -> set[str]:
    """The CLDR plural categories of ``locale`` (``other`` always)."""
    return set(Locale.parse(locale.replace("-", "_")).plural_form.tags) | {"other"}


def plural_variants(locale: str) -> list[tuple[str, set[str]]]:
    """``(message, variant keys)`` of every selector on a count in ``locale``'s catalogue: the
    selectors whose variants name plural categories."""
    resource = parsed_catalogue(locale)
    found: list[tuple[str, set[str]]] = []

    class _Selects(Visitor):
        def __init__(self, name: str) -> None:
            self.name = name

        def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
            keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
            if keys & (PLURAL_WORDS - {"other"}):
                found.append((self.name, keys))
            self.generic_visit(node)

    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            _Selects(entry.id.name).visit(entry)
    return found


@pytest.mark.parametrize("locale", LOCALES)
def test_counts_use_the_plural_forms_of_their_language(locale: str) -> None:
    allowed = plural_categories(locale)
    wrong = [(name, sorted(keys - allowed)) for name, keys in plural_variants(locale)]
    assert [w for w in wrong if w[1]] == []


@pytest.mark.parametrize("locale", LOCALES)
def test_command_and_option_names_are_names_discord_takes(locale: str) -> None:
    keys = [line.split(" =", 1)[0] for line in (LOCALE_DIR / "en.ftl").read_text().splitlines()]
    for key in (k for k in keys if k.startswith("name-")):
        name = render(key, locale)
        assert NAME_RULE.fullmatch(name) and name == name.lower(), (locale, key, name)


def test_the_plural_check_knows_a_languages_forms() -> None:
    assert plural_categories("pl") == {"one", "few", "many", "other"}
    assert plural_categories("en") == {"one", "other"}


SLASH_COMMAND = re.compile(r"(?<![\w/:.])/([^\s`*:,.)\]'’<>\[。，：；（）]+)")
"""A slash command named in a text (``/hilfe``), not a URL, a path or a fraction."""


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_a_text_names_is_that_languages_command(locale: str) -> None:
    """Discord shows a command under its name in the reader's language: a text that says
    ``/puzzle`` to a German reader names a command they cannot find (``/rätsel``)."""
    commands = {render(key, locale) for key in catalogue_keys() if key.startswith("name-")}
    wrong = [
        (key, name)
        for key in catalogue_keys()
        if not key.startswith("name-")
        for name in SLASH_COMMAND.findall(
            render(Text(key, dict.fromkeys(placeholders(key, locale), "")), locale)
        )
        if name not in commands and not set(name) <= {"-"}
    ]
    assert wrong == []
