"""Whether the bot can host a game where someone asked: its permissions in the channel, and
where an interaction happened."""

from __future__ import annotations

import discord

from bot.service import NO_GUILD
from texts import Text, joined, t


def missing_permissions(channel: object, permissions: discord.Permissions) -> list[Text]:
    """The permissions the bot lacks to run a game in ``channel`` (empty if none)."""
    needed = [("view_channel", "permission-view-channel")]
    if isinstance(channel, discord.Thread):
        needed.append(("send_messages_in_threads", "permission-send-messages-in-threads"))
    else:
        needed.append(("send_messages", "permission-send-messages"))
    return [t(key) for attr, key in needed if not getattr(permissions, attr)]


def permission_problem(channel: object, permissions: discord.Permissions) -> Text | None:
    """What the bot lacks to play in ``channel``, or None when it can play there."""
    missing = missing_permissions(channel, permissions)
    if not missing:
        return None
    where = getattr(channel, "mention", None) or t("this-channel")
    return t(
        "permission-missing",
        where=where,
        permissions=joined(missing, "list-and"),
        count=len(missing),
    )


def hosting_problem(interaction: discord.Interaction) -> Text | None:
    """Why a game cannot be played where ``interaction`` happened, or None when it can.

    In a DM or group DM the bot answers through the interaction itself, so the permissions
    Discord reports there (a user-installed app gets neither View Channel nor Send Messages)
    do not matter. In a server the bot must be a member (a user-installed app can be used in a
    server without it, where it cannot post a board) and see and post in the channel.
    """
    if interaction.guild_id is None:
        return None
    if not interaction.is_guild_integration():  # its guild is then the member's, a partial one
        return t("app-not-in-server")
    return permission_problem(interaction.channel, interaction.app_permissions)


def posting_problem(interaction: discord.Interaction, channel_id: int) -> Text | None:
    """Why the bot cannot play a game in ``channel_id`` (where ``interaction`` happened, or
    another channel of its server, as the bot's cache knows it now), or None when it can or
    the channel is not one of that server's."""
    if channel_id == interaction.channel_id:
        return hosting_problem(interaction)
    guild = interaction.guild
    channel = None if guild is None else guild.get_channel_or_thread(channel_id)
    if guild is None or channel is None:
        return None
    return permission_problem(channel, channel.permissions_for(guild.me))


def where(interaction: discord.Interaction) -> tuple[int, int, int]:
    """The guild (:data:`NO_GUILD` in a DM or group DM), channel and user of ``interaction``."""
    if interaction.channel_id is None:
        raise discord.app_commands.NoPrivateMessage("no channel")
    return interaction.guild_id or NO_GUILD, interaction.channel_id, interaction.user.id


def can_see(interaction: discord.Interaction, channel_id: int) -> bool:
    """Whether the user of ``interaction`` may view ``channel_id`` of its server (False for a
    channel or thread the bot does not know there)."""
    guild, member = interaction.guild, interaction.user
    channel = None if guild is None else guild.get_channel_or_thread(channel_id)
    if channel is None or not isinstance(member, discord.Member):
        return False
    return channel.permissions_for(member).view_channel
