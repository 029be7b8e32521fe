"""Discord's documented limits on what an app sends: messages and their components, command
uploads. Each check returns a problem (refused with 50035 Invalid Form Body) or None.

Sources (standin/RULES.md cites each): the message resource (content up to 2000 characters),
the component reference (action rows, buttons, select menus; the layout components of a
message flagged ``IS_COMPONENTS_V2``), and the application commands page (naming, lengths,
counts, localizations, the 8000-character total).
"""

from __future__ import annotations

import unicodedata
from typing import Any

CHAT_INPUT, USER_COMMAND, MESSAGE_COMMAND = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP, STRING = 1, 2, 3
COMMAND_COUNTS = {CHAT_INPUT: 100, USER_COMMAND: 15, MESSAGE_COMMAND: 15}
"""How many commands of each type an app may have in one scope (global, or one guild)."""
COMMAND_TOTAL_CHARS = 8000
LOCALES = frozenset(
    {
        "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu",
        "nl", "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk",
        "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
    }
)  # fmt: skip
"""The locales a localization dictionary may use (Reference → Locales)."""


IS_COMPONENTS_V2 = 1 << 15
"""The message flag of a message made of layout components (no content, no embeds)."""
ACTION_ROW, BUTTON, STRING_SELECT = 1, 2, 3
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = (
    9,
    10,
    11,
    12,
    13,
    14,
    17,
)
CONTENT = 2000
"""Characters of a message's content."""
V2_TOTAL = 40
"""Components in a V2 message, nested ones included."""
V2_TEXT = 4000
"""Characters of all the text displays of a V2 message together."""
_V2_TOP = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
_IN_CONTAINER = _V2_TOP - {CONTAINER}


MESSAGE_FLAGS = (1 << 2) | (1 << 6) | (1 << 12) | (1 << 13) | IS_COMPONENTS_V2
"""The flags a new message may set: SUPPRESS_EMBEDS, EPHEMERAL, SUPPRESS_NOTIFICATIONS,
IS_VOICE_MESSAGE, IS_COMPONENTS_V2."""


def check_new_message(body: dict[str, Any]) -> str | None:
    """:func:`check_message`, and the flags a new message may set."""
    flags = int(body.get("flags") or 0)
    if flags & ~MESSAGE_FLAGS:
        return f"message flags {flags} beyond those a message may set"
    return check_message(body)


def check_message(body: dict[str, Any], choices: bool = False) -> str | None:
    """Discord's rules for a message body (or an autocomplete result with ``choices``)."""
    if int(body.get("flags") or 0) & IS_COMPONENTS_V2:
        return check_v2_message(body)
    content = body.get("content") or ""
    if len(content) > CONTENT:
        return f"content is {len(content)} characters (limit {CONTENT})"
    rows = body.get("components") or []
    if len(rows) > 5:
        return f"{len(rows)} component rows (limit 5)"
    ids: set[str] = set()
    for row in rows:
        problem = _check_row(row, ids)
        if problem:
            return problem
    if choices and len(body.get("choices") or []) > 25:
        return f"{len(body['choices'])} autocomplete choices (limit 25)"
    for choice in body.get("choices") or []:
        if not 1 <= len(str(choice.get("name", ""))) <= 100:
            return f"choice name length out of range: {choice.get('name')!r}"
    empty = not (content or rows or body.get("embeds") or body.get("attachments"))
    if empty and not choices and "choices" not in body:
        return "empty message"
    return None


def check_v2_message(body: dict[str, Any]) -> str | None:
    """The rules of a message flagged ``IS_COMPONENTS_V2``: no content or embeds, layout
    components where they may stand, at most 40 components in all and 4000 characters of
    text displays."""
    if body.get("content"):
        return "content in a message flagged IS_COMPONENTS_V2"
    if body.get("embeds"):
        return "embeds in a message flagged IS_COMPONENTS_V2"
    top = body.get("components") or []
    if not top:
        return "a message flagged IS_COMPONENTS_V2 without components"
    counted = {"components": 0, "text": 0}
    ids: set[str] = set()
    for component in top:
        problem = _check_layout(component, _V2_TOP, ids, counted)
        if problem:
            return problem
    if counted["components"] > V2_TOTAL:
        return f"{counted['components']} components (limit {V2_TOTAL})"
    if counted["text"] > V2_TEXT:
        return f"{counted['text']} characters of text displays (limit {V2_TEXT})"
    return None


def _check_layout(
    component: dict[str, Any], allowed: set[int], ids: set[str], counted: dict[str, int]
) -> str | None:
    """One layout component where only ``allowed`` types may stand, counted in ``counted``."""
    kind = component.get("type")
    if kind not in allowed:
        return f"component type {kind} where only {sorted(allowed)} may stand"
    counted["components"] += 1
    if kind == ACTION_ROW:
        counted["components"] += len(component.get("components") or [])
        return _check_row(component, ids)
    if kind == TEXT_DISPLAY:
        text = str(component.get("content") or "")
        if not text:
            return "an empty text display"
        counted["text"] += len(text)
    elif kind == SECTION:
        texts = component.get("components") or []
        if not 1 <= len(texts) <= 3:
            return f"a section with {len(texts)} text displays (1-3)"
        for text in texts:
            problem = _check_layout(text, {TEXT_DISPLAY}, ids, counted)
            if problem:
                return problem
        accessory = component.get("accessory")
        if not isinstance(accessory, dict) or accessory.get("type") not in (BUTTON, THUMBNAIL):
            return "a section without a button or thumbnail accessory"
        counted["components"] += 1
        if accessory.get("type") == BUTTON:
            return _check_row({"type": ACTION_ROW, "components": [accessory]}, ids)
    elif kind == CONTAINER:
        colour = component.get("accent_color")
        if colour is not None and not 0 <= int(colour) <= 0xFFFFFF:
            return f"a container accent colour out of range: {colour}"
        inner = component.get("components") or []
        if not inner:
            return "an empty container"
        for child in inner:
            problem = _check_layout(child, _IN_CONTAINER, ids, counted)
            if problem:
                return problem
    elif kind == SEPARATOR and component.get("spacing", 1) not in (1, 2):
        return f"a separator spacing of {component.get('spacing')} (1 or 2)"
    return None


def _check_row(row: dict[str, Any], ids: set[str]) -> str | None:
    """Discord's rules for one action row: 1-5 buttons, or one select menu alone, custom ids
    unique in the message and at most 100 characters, a select's 1-25 options."""
    items = row.get("components", [])
    if row.get("type") != 1 or not items:
        return "a top-level component that is not a non-empty action row"
    if len(items) > 5:
        return "more than 5 buttons in a row"
    for item in items:
        custom_id = str(item.get("custom_id", ""))
        if len(custom_id) > 100:
            return f"custom_id longer than 100: {custom_id!r}"
        if custom_id in ids:
            return f"custom_id used twice in one message: {custom_id!r}"
        ids.add(custom_id)
        if item.get("type") == 2:
            if len(item.get("label", "")) > 80:
                return "button label longer than 80"
            if not item.get("label") and not item.get("emoji"):
                return "a button without a label or emoji"
        elif item.get("type") == 3:
            if len(items) > 1:
                return "a select menu shares its action row"
            options = item.get("options") or []
            if not 1 <= len(options) <= 25:
                return f"a select menu with {len(options)} options (1-25)"
            values = [str(o.get("value", "")) for o in options]
            if len(set(values)) != len(values):
                return "a select menu with repeated option values"
            for option, value in zip(options, values, strict=True):
                if not 1 <= len(str(option.get("label", ""))) <= 100 or len(value) > 100:
                    return f"a select option of bad length: {option!r}"
            if len(str(item.get("placeholder") or "")) > 150:
                return "a select placeholder longer than 150"
        else:
            return f"component type {item.get('type')} in an action row"
    return None


def _name_character(char: str) -> bool:
    """One character of ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]$``."""
    if char in "-_'" or unicodedata.category(char)[0] in "LN":
        return True
    return 0x0900 <= ord(char) <= 0x097F or 0x0E00 <= ord(char) <= 0x0E7F  # Deva, Thai


def _slash_name(name: str) -> str | None:
    """The naming rule of chat input commands and of options: the regex, lowercase."""
    if not 1 <= len(name) <= 32 or not all(_name_character(c) for c in name):
        return f"name {name!r} does not match the command name pattern"
    if name != name.lower():
        return f"name {name!r} has an uppercase letter"
    return None


def _field(owner: dict[str, Any], key: str, rule: Any, where: str) -> tuple[str | None, int]:
    """Check ``owner[key]`` and its ``<key>_localizations`` with ``rule``; return the first
    problem and the longest of them (what counts towards the total)."""
    value = str(owner.get(key) or "")
    problem = rule(value)
    if problem:
        return f"{where}.{key}: {problem}", 0
    longest = len(value)
    for locale, text in (owner.get(f"{key}_localizations") or {}).items():
        if locale not in LOCALES:
            return f"{where}.{key}_localizations: {locale!r} is not a locale", 0
        problem = rule(str(text))
        if problem:
            return f"{where}.{key}_localizations[{locale}]: {problem}", 0
        longest = max(longest, len(str(text)))
    return None, longest


def _description(text: str) -> str | None:
    return None if 1 <= len(text) <= 100 else f"{len(text)} characters (1-100)"


def _choice_name(text: str) -> str | None:
    return None if 1 <= len(text) <= 100 else f"{len(text)} characters (1-100)"


def _check_options(options: list[dict[str, Any]], where: str) -> tuple[str | None, int]:
    """The rules for a list of options (recursively for subcommands); return the first
    problem and the characters they count."""
    if len(options) > 25:
        return f"{where}: {len(options)} options (max 25)", 0
    names = [str(o.get("name")) for o in options]
    if len(set(names)) != len(names):
        return f"{where}: option names repeat", 0
    locales = {loc for o in options for loc in (o.get("name_localizations") or {})}
    for locale in sorted(locales):
        shown = [
            str((o.get("name_localizations") or {}).get(locale) or o.get("name")) for o in options
        ]
        if len(set(shown)) != len(shown):
            return f"{where}: option names repeat in {locale}", 0
    required = [bool(o.get("required")) for o in options]
    if required != sorted(required, reverse=True):
        return f"{where}: a required option after an optional one", 0
    total = 0
    for option in options:
        at = f"{where}.{option.get('name')}"
        for key, rule in (("name", _slash_name), ("description", _description)):
            problem, size = _field(option, key, rule, at)
            if problem:
                return problem, 0
            total += size
        choices = option.get("choices") or []
        if len(choices) > 25:
            return f"{at}: {len(choices)} choices (max 25)", 0
        if choices and option.get("autocomplete"):
            return f"{at}: autocomplete with choices", 0
        for choice in choices:
            problem, size = _field(choice, "name", _choice_name, f"{at}.choices")
            if problem:
                return problem, 0
            value = choice.get("value")
            if isinstance(value, str) and len(value) > 100:
                return f"{at}.choices: a value longer than 100", 0
            total += size + len(str(value))
        for key, low in (("min_length", 0), ("max_length", 1)):
            if key in option and not low <= int(option[key]) <= 6000:
                return f"{at}.{key}: {option[key]} ({low}-6000)", 0
        if option.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP):
            problem, size = _check_options(option.get("options") or [], at)
            if problem:
                return problem, 0
            total += size
    return None, total


def check_command(command: dict[str, Any]) -> str | None:
    """The documented rules for one uploaded application command."""
    kind = int(command.get("type", CHAT_INPUT))
    name = str(command.get("name") or "")
    where = f"/{name}"
    if kind != CHAT_INPUT:
        problem, _ = _field(command, "name", _menu_name, where)
        if problem:
            return problem
        if command.get("description") or command.get("options"):
            return f"{where}: a user or message command has a description or options"
        return None
    total = 0
    for key, rule in (("name", _slash_name), ("description", _description)):
        problem, size = _field(command, key, rule, where)
        if problem:
            return problem
        total += size
    problem, size = _check_options(command.get("options") or [], where)
    if problem:
        return problem
    if total + size > COMMAND_TOTAL_CHARS:
        return f"{where}: {total + size} characters in all (max {COMMAND_TOTAL_CHARS})"
    return None


def _menu_name(text: str) -> str | None:
    return None if 1 <= len(text) <= 32 else f"{len(text)} characters (1-32)"


def check_commands(commands: list[dict[str, Any]]) -> str | None:
    """The rules for one scope's whole upload: each command, unique names per type."""
    seen: set[tuple[int, str]] = set()
    for command in commands:
        problem = check_command(command)
        if problem:
            return problem
        key = (int(command.get("type", CHAT_INPUT)), str(command.get("name")))
        if key in seen:
            return f"/{key[1]}: two commands of one type with one name"
        seen.add(key)
    return None


def too_many_commands(commands: list[dict[str, Any]]) -> str | None:
    """The count of a type over its limit in one scope (refused with 30032), or None."""
    for kind, most in COMMAND_COUNTS.items():
        count = sum(1 for c in commands if int(c.get("type", CHAT_INPUT)) == kind)
        if count > most:
            return f"{count} commands of type {kind} (max {most})"
    return None
