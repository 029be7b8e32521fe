"""The Fluent catalogues: loaded once, rendered per locale, English as the fallback."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import importlib.metadata
import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

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


CACHE_ENV = "MORRISBOT_CATALOGUE_CACHE"
"""The environment variable naming the folder of the parsed catalogues; ``off``: none."""
CACHE_OFF = "off"
KEPT = "catalogue-{}.json"
"""The name of a kept tree, by its key."""
TEMPORARY_PREFIX = ".catalogue-"
"""How a tree being written is named, until it is renamed to :data:`KEPT`."""
KEEP_DAYS = 30
"""How long a kept tree stays once written: writing one removes those older (the trees of
texts or code since changed; one still read is parsed and written again once)."""


def cache_folder() -> Path | None:
    """The folder that keeps the parsed catalogues: ``$MORRISBOT_CATALOGUE_CACHE``, else
    ``morrisbot/catalogues`` in the user's cache folder (``$XDG_CACHE_HOME``, ``~/.cache``);
    None when the variable is ``off`` or there is no home folder."""
    named = os.environ.get(CACHE_ENV, "").strip()
    if named.lower() == CACHE_OFF:
        return None
    if named:
        return Path(named)
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not Path(base).is_absolute():  # unset, or relative: the XDG spec says ignore it
        try:
            base = str(Path.home() / ".cache")
        except RuntimeError:  # no home folder known
            return None
    return Path(base) / "morrisbot" / "catalogues"


@functools.cache
def parsed_catalogue(locale: str) -> ast.Resource:
    """``locale``'s catalogue as Fluent's syntax tree (parsed once; do not change it), without
    the nodes' positions in the source, which nothing reads (a tenth faster).

    The tree is kept in :func:`cache_folder` under a digest of the source, the parser's version
    and this module's code: the next start reads it back in a fifth of the parse's time, and a
    change to any of the three parses again. A file that is missing, unreadable, damaged or
    not a tree is parsed again and rewritten; a folder that cannot be written keeps nothing."""
    source = _source(locale)
    folder = cache_folder()
    if folder is None:
        return _parse(source)
    key = hashlib.sha256(_parser_identity() + b"\0" + source.encode("utf-8")).hexdigest()
    path = folder / KEPT.format(key)
    tree = _kept_tree(path)
    if tree is None:
        tree = _parse(source)
        _keep(tree, path)
    return tree


def _parse(source: str) -> ast.Resource:
    return FluentParser(with_spans=False).parse(source)


@functools.cache
def _parser_identity() -> bytes:
    """What a tree depends on besides its source: the parser's version and this code."""
    version = importlib.metadata.version("fluent.syntax")
    return version.encode() + b"\0" + Path(__file__).read_bytes()


_NODES: dict[str, type[ast.BaseNode]] = {
    name: node
    for name, node in vars(ast).items()
    if isinstance(node, type) and issubclass(node, ast.BaseNode)
}
"""Fluent's node classes by name: all a kept tree can be made of."""


def _fields(node: ast.BaseNode) -> dict[str, Any]:
    """``node`` as a JSON object, in the form of its ``to_json()``: its class's name under
    ``type``, its fields (nodes, lists and plain values) under theirs. The JSON encoder asks
    for each node: about twice as fast as ``to_json()`` building the whole tree first."""
    return {**vars(node), "type": type(node).__name__}


def _node(fields: dict[str, Any]) -> ast.BaseNode:
    """The node of one JSON object of :func:`_fields`. Only Fluent's node classes, built from
    JSON values: a file in the folder can make a wrong tree at most, never run code (as a
    pickle could)."""
    return _NODES[fields.pop("type")](**fields)


def _kept_tree(path: Path) -> ast.Resource | None:
    """The tree kept at ``path``, or None if there is none or it is not one."""
    try:
        tree = json.loads(path.read_bytes(), object_hook=_node)
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return None
    return tree if isinstance(tree, ast.Resource) else None


def _keep(tree: ast.Resource, path: Path) -> None:
    """Write ``tree`` to ``path`` whole or not at all (a temporary file renamed over it, so
    other processes read the old file or the new one), and remove the folder's trees older
    than :data:`KEEP_DAYS`; nothing when the folder is not writable."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=TEMPORARY_PREFIX, suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(json.dumps(tree, default=_fields, ensure_ascii=False, separators=(",", ":")))
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
    too_old = time.time() - KEEP_DAYS * 86400
    for pattern in (KEPT.format("*"), f"{TEMPORARY_PREFIX}*.tmp"):
        for old in folder.glob(pattern):
            with contextlib.suppress(OSError):  # another process's removal, a race of no harm
                if old.stat().st_mtime < too_old:
                    old.unlink()


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
