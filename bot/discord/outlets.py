"""Posting and editing where the bot is only a user's installed app.

In a server channel, or its own DM with a player, the bot posts as itself. In a group DM (or a
DM between two users) it is not a member: Discord lets a user-installed app answer interactions
there, and post or edit its messages through an interaction's webhook for 15 minutes, but not
post as itself. :class:`Outlets` keeps the newest interactions of each such channel and routes
the posts and edits of that channel through one of them.
"""

from __future__ import annotations

import secrets
from collections import deque

import discord

_KEPT = 4
"""Interactions kept per private channel (the newest answered one is used)."""


class Outlets:
    """Where a post or an edit of a channel goes: the channel, or an interaction's webhook."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self._latest: dict[int, deque[discord.Interaction]] = {}

    def note(self, interaction: discord.Interaction) -> None:
        """Remember ``interaction`` if it comes from a private channel the bot is not in."""
        if interaction.channel_id is not None and interaction.context.private_channel:
            kept = self._latest.setdefault(interaction.channel_id, deque(maxlen=_KEPT))
            kept.append(interaction)

    def is_private(self, channel_id: int) -> bool:
        """True for a group DM (or a DM between users) where the bot is only an app."""
        return channel_id in self._latest

    def _webhook(self, channel_id: int) -> discord.Webhook | None:
        for interaction in reversed(self._latest.get(channel_id, ())):
            if interaction.response.is_done() and not interaction.is_expired():
                return interaction.followup
        return None

    async def send(
        self,
        channel_id: int,
        content: str,
        *,
        view: discord.ui.View | None,
        allowed_mentions: discord.AllowedMentions,
    ) -> discord.Message:
        """Post ``content`` in ``channel_id`` (with a nonce, so a retried request cannot post
        it twice)."""
        hook = self._webhook(channel_id)
        if hook is not None:
            return await hook.send(
                content,
                view=view or discord.utils.MISSING,
                allowed_mentions=allowed_mentions,
                wait=True,
            )
        channel = self.client.get_partial_messageable(channel_id)
        return await channel.send(
            content,
            view=view or discord.utils.MISSING,
            allowed_mentions=allowed_mentions,
            nonce=secrets.randbits(62),
        )

    async def edit(
        self,
        channel_id: int,
        message_id: int,
        *,
        content: str,
        view: discord.ui.View | None,
        allowed_mentions: discord.AllowedMentions,
    ) -> None:
        """Edit the bot's message ``message_id`` in ``channel_id``."""
        hook = self._webhook(channel_id)
        if hook is not None:
            await hook.edit_message(
                message_id, content=content, view=view, allowed_mentions=allowed_mentions
            )
            return
        channel = self.client.get_partial_messageable(channel_id)
        await channel.get_partial_message(message_id).edit(
            content=content, view=view, allowed_mentions=allowed_mentions
        )
