"""Commands in every language: discord.py's :class:`~discord.app_commands.Translator` over the
text catalogues, and the digest of the command payload actually uploaded.

A command's description names its catalogue key in its ``locale_str`` (:func:`described`);
the names of commands and options and the choices are found by their English words
(``name-<name>``, ``choice-<value>``). Discord receives each shipped language as a
localization.
The digest is taken over what :meth:`~discord.app_commands.CommandTree.sync` uploads (the
translated payload when a translator is set), so a changed translation is uploaded too.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import discord
from discord import app_commands

from texts import DEFAULT_LOCALE, Param, Text, catalogue_keys, render, resolve_locale


def described(key: str, **params: Param) -> app_commands.locale_str:
    """The English text of ``key`` with ``params``, carrying both for the translator."""
    return app_commands.locale_str(render(Text(key, params)), key=key, params=params)


class CatalogueTranslator(app_commands.Translator):
    """Translates the strings that name their key into each shipped language."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        """``string`` in ``locale`` if a catalogue of that language has it, else None (Discord
        then shows the default)."""
        shipped = resolve_locale(locale.value)
        key = string.extras.get("key") or catalogue_key(string.message, context)
        if shipped == DEFAULT_LOCALE or key is None:
            return None
        return render(Text(key, string.extras.get("params", {})), shipped)


def catalogue_key(name: str, context: app_commands.TranslationContextTypes) -> str | None:
    """The key of a command's or option's name (``name-board-style`` for ``board_style``), or
    of a choice (``choice-<value>``); None for other strings or a key the catalogue lacks."""
    where = app_commands.TranslationContextLocation
    key = None
    if context.location in (where.command_name, where.parameter_name):
        key = f"name-{name.replace('_', '-')}"
    elif context.location is where.choice_name:
        key = f"choice-{context.data.value}"
    return key if key in catalogue_keys() else None


async def uploaded_payload(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None
) -> list[dict[str, Any]]:
    """The commands as :meth:`~discord.app_commands.CommandTree.sync` uploads them for
    ``guild`` (None: global): translated when the tree has a translator."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is None:
        return [command.to_dict(tree) for command in commands]
    return [await command.get_translated_payload(tree, translator) for command in commands]


def digest(payload: list[dict[str, Any]]) -> str:
    """A fingerprint of an upload: equal exactly when the payloads are equal."""
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
