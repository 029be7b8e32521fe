"""Commands in every language: discord.py's :class:`~discord.app_commands.Translator` over the
text catalogues, and the digest of the command payload actually uploaded.

A command's name, description, option or choice names its catalogue key in its
``locale_str`` (:func:`described`); Discord receives each shipped language as a localization.
The digest is taken over what :meth:`~discord.app_commands.CommandTree.sync` uploads (the
translated payload when a translator is set), so a changed translation is uploaded too.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import discord
from discord import app_commands

from texts import DEFAULT_LOCALE, Param, Text, render, resolve_locale


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
        key = string.extras.get("key")
        shipped = resolve_locale(locale.value)
        if key is None or shipped == DEFAULT_LOCALE:
            return None
        return render(Text(key, string.extras["params"]), shipped)


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
