"""What :meth:`discord.app_commands.CommandTree.sync` would send: the commands translated by the
tree's translator (discord.py's public ``get_translated_payload``)."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands


async def uploaded_payload(
    tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None
) -> list[dict[str, Any]]:
    """The commands of ``tree`` for ``guild`` (None: global) as an upload sends them."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is None:
        return [command.to_dict(tree) for command in commands]
    return [await command.get_translated_payload(tree, translator) for command in commands]
