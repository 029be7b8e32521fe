"""The Fluent catalogues: loaded once, rendered per locale, English as the fallback."""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable
from pathlib import Path

from babel import Locale
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from texts.message import Param, Person, Text

LOCALE_DIR = Path(__file__).resolve().parent / "locales"
DEFAULT_LOCALE = "en"
"""The source catalogue: every key exists here; other languages fall back to it."""
LOCALES: tuple[str, ...] = (
    DEFAULT_LOCALE,
    "de",
    "es-ES",
    "fr",
    "it",
    "nl",
    "pl",
    "pt-BR",
    "ru",
    "uk",
    "zh-CN",
)
"""The catalogues shipped, by Discord's locale codes (``es-ES``, ``pt-BR``, ``zh-CN``, ``de``...).
Adding a language: its ``texts/locales/<code>.ftl`` and its code here."""


class MissingTextError(LookupError):
    """A key that the English catalogue lacks (a programming error, caught by the tests)."""


def resolve_locale(locale: str | None) -> str:
    """The shipped catalogue for a Discord or POSIX locale (``de``, ``pt_BR.UTF-8``, ``es-419``):
    the exact code, else the same language, else English."""
    if not locale:
        return DEFAULT_LOCALE
    code = locale.split(".", 1)[0].replace("_", "-")
    for shipped in LOCALES:
        if shipped.lower() == code.lower():
            return shipped
    language = code.split("-", 1)[0].lower()
    for shipped in LOCALES:
        if shipped.split("-", 1)[0].lower() == language:
            return shipped
    return DEFAULT_LOCALE


def language_name(locale: str) -> str:
    """A shipped language's name for itself (``English``, ``Deutsch``, ``polski``)."""
    code = locale.replace("-", "_")
    return str(Locale.parse(code).get_display_name(code))


def _source(locale: str) -> str:
    return (LOCALE_DIR / f"{locale}.ftl").read_text(encoding="utf-8")


@functools.cache
def _bundle(locale: str) -> FluentBundle:
    """``locale``'s texts, compiled from its syntax tree: the keys and the checks read the same
    tree, parsed once (a fifth of a second a language)."""
    bundle = FluentBundle([locale], use_isolating=False)
    bundle.add_resource(parsed_catalogue(locale))
    return bundle


def catalogue_digest(directory: Path = LOCALE_DIR) -> str:
    """A fingerprint of the catalogues in ``directory`` as written (nothing is parsed): it
    changes when any text of any language does."""
    made = hashlib.sha256()
    for path in sorted(directory.glob("*.ftl")):
        made.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return made.hexdigest()


def _format(bundle: FluentBundle, key: str, args: dict[str, str | int | float]) -> str | None:
    name, _, attribute = key.partition(".")
    if not bundle.has_message(name):
        return None
    message = bundle.get_message(name)
    pattern = message.attributes.get(attribute) if attribute else message.value
    if pattern is None:
        return None
    text, errors = bundle.format_pattern(pattern, args)
    return None if errors or not isinstance(text, str) else text


Namer = Callable[[int], str]
"""How a front end names a user id (``<@123>`` on Discord)."""


def _anonymous(user_id: int) -> str:
    return f"user {user_id}"


def render(
    text: Text | str,
    locale: str = DEFAULT_LOCALE,
    /,
    *,
    person: Namer = _anonymous,
    **params: Param,
) -> str:
    """``text`` (a :class:`Text`, or a key with ``params``) in ``locale``'s words; a key the
    locale lacks, or cannot fill, comes from English. ``key.attribute`` names an attribute;
    ``person`` names each :class:`Person` parameter.

    Raises :class:`MissingTextError` for a key English does not have or cannot fill.
    """
    if isinstance(text, str):
        text = Text(text, params)
    locale = resolve_locale(locale)
    args = {name: _argument(value, locale, person) for name, value in text.params.items()}
    for code in dict.fromkeys((locale, DEFAULT_LOCALE)):
        found = _format(_bundle(code), text.key, args)
        if found is not None:
            return found
    raise MissingTextError(f"no text for {text} in {locale}")


def _argument(value: Param, locale: str, person: Namer) -> str | int | float:
    if isinstance(value, Text):
        return _clipped(render(value, locale, person=person))
    if isinstance(value, Person):
        return person(value.user_id)
    return _clipped(value) if isinstance(value, str) else value


PLACEABLE_LIMIT = 2400
"""The most characters a parameter brings into a text: Fluent refuses a placeable of more
than 2,500 (its own limit), so a longer one (a pasted essay) is cut, never a failed text."""


def _clipped(value: str) -> str:
    """``value`` cut to :data:`PLACEABLE_LIMIT` characters (marked with an ellipsis)."""
    return value if len(value) <= PLACEABLE_LIMIT else value[: PLACEABLE_LIMIT - 1] + "…"


@functools.cache
def parsed_catalogue(locale: str) -> ast.Resource:
    """``locale``'s catalogue as Fluent's syntax tree (parsed once; do not change it), without
    the nodes' positions in the source, which nothing reads (a tenth faster)."""
    return FluentParser(with_spans=False).parse(_source(locale))


@functools.cache
def _messages(locale: str) -> dict[str, ast.Message]:
    resource = parsed_catalogue(locale)
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def syntax_errors(locale: str = DEFAULT_LOCALE) -> list[str]:
    """What is wrong with ``locale``'s catalogue: syntax errors and keys defined twice."""
    resource = parsed_catalogue(locale)
    errors = [
        f"{(entry.content or '').splitlines()[0]}: {note.message}"
        for entry in resource.body
        if isinstance(entry, ast.Junk)
        for note in entry.annotations
    ]
    seen: set[str] = set()
    for entry in resource.body:
        if isinstance(entry, ast.Message | ast.Term):
            name = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            if name in seen:
                errors.append(f"{name}: defined twice (the first one is used)")
            seen.add(name)
    return errors


@functools.cache
def catalogue_keys(locale: str = DEFAULT_LOCALE) -> frozenset[str]:
    """Every key of ``locale``'s catalogue (attributes as ``key.attribute``)."""
    keys: set[str] = set()
    for name, message in _messages(locale).items():
        if message.value is not None:
            keys.add(name)
        keys.update(f"{name}.{attribute.id.name}" for attribute in message.attributes)
    return frozenset(keys)


@functools.cache
def placeholders(key: str, locale: str = DEFAULT_LOCALE) -> frozenset[str]:
    """The variables (``$name``) that ``key`` of ``locale`` uses, in any of its variants and in
    the messages it references (which see the same variables; terms get their own)."""
    name, _, attribute = key.partition(".")
    message = _messages(locale).get(name)
    if message is None:
        raise MissingTextError(f"no text {key} in {locale}")
    node: ast.SyntaxNode | None = message.value
    if attribute:
        node = next((a.value for a in message.attributes if a.id.name == attribute), None)
    found: set[str] = set()

    class _Variables(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802
            found.add(node.id.name)

        def visit_MessageReference(self, node: ast.MessageReference) -> None:  # noqa: N802
            attribute = f".{node.attribute.name}" if node.attribute else ""
            found.update(placeholders(node.id.name + attribute, locale))

    if node is not None:
        _Variables().visit(node)
    return frozenset(found)
