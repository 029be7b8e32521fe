"""Commands in every language: discord.py's :class:`~discord.app_commands.Translator` over the
text catalogues, and the fingerprint of what an upload would send.

A command's description names its catalogue key in its ``locale_str`` (:func:`described`);
the names of commands and options and the choices are found by their English words
(``name-<name>``, ``choice-<value>``). Discord receives each shipped language as a
localization.
The fingerprint covers the commands and the catalogues they are translated from, so a changed
translation is uploaded too.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import discord
from discord import app_commands

from texts import (
    DEFAULT_LOCALE,
    Param,
    Text,
    catalogue_digest,
    catalogue_keys,
    render,
    resolve_locale,
)


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


def fingerprint(tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None) -> str:
    """A fingerprint of what :meth:`~discord.app_commands.CommandTree.sync` would upload for
    ``guild`` (None: global): the commands as defined and the catalogues they are translated
    from. Equal payloads give equal fingerprints; a changed command or catalogue a new one.
    Nothing is translated for it, so a restart parses no catalogue but the English one."""
    commands = [command.to_dict(tree) for command in tree.get_commands(guild=guild)]
    made = json.dumps(commands, sort_keys=True) + catalogue_digest()
    return hashlib.sha256(made.encode()).hexdigest()
