"""Posting and editing where the bot is only a user's installed app.

In a server channel, or its own DM with a player, the bot posts as itself. In a group DM (or a
DM between two users) it is not a member: Discord lets a user-installed app answer interactions
there, and post through an interaction's token for 15 minutes, but not post as itself; and a
token edits only the messages it made ("Followup Messages", Discord's interactions
documentation). :class:`Outlets` keeps the newest interactions of each such channel, posts
through the newest one still valid, and edits each message through the token that made it.
When no token is left (a quiet quarter of an hour), :class:`Unreachable` says so: the board is
repaired on the next interaction there. Which channels are such is stored (``keep``) and known
again after a restart (:meth:`Outlets.know`), so that no request is made there that Discord must
refuse (an edit as the bot where it is no member).
"""

from __future__ import annotations

import logging
import secrets
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import discord

from bot.background import Background
from bot.limits import CLOSE_WAIT_S

log = logging.getLogger(__name__)

_KEPT = 4
"""Interactions kept per private channel (the newest answered one is used)."""
_MAKERS = 512
"""Messages whose making interaction is remembered (the newest)."""
TOKEN_LIFETIME_S = 15 * 60
"""How long an interaction's token may post and edit."""
_MARGIN_S = 30.0
"""A token this close to its end is not used (a request takes time)."""


class Unreachable(discord.ClientException):
    """No interaction token is left to post or edit in a channel the bot is not a member of."""


class Outlets:
    """Where a post or an edit of a channel goes: the channel, or an interaction's token.

    ``now`` is the clock Discord's timestamps are compared with; ``keep`` stores a channel
    newly seen to be private.
    """

    def __init__(
        self,
        client: discord.Client,
        now: Callable[[], float],
        keep: Callable[[int], Awaitable[None]],
    ) -> None:
        self.client = client
        self.now = now
        self.keep = keep
        self._private: set[int] = set()
        self._latest: dict[int, deque[discord.Interaction]] = {}
        self._makers: OrderedDict[int, discord.Interaction] = OrderedDict()
        self._keeping = Background(log)

    async def close(self) -> None:
        """Wait a few seconds for the private channels being stored, then stop (when shutting
        down)."""
        await self._keeping.drain(CLOSE_WAIT_S)

    def know(self, channel_ids: Iterable[int]) -> None:
        """Know ``channel_ids`` as private (stored before a restart)."""
        self._private.update(channel_ids)

    def note(self, interaction: discord.Interaction) -> None:
        """Remember ``interaction`` if it comes from a private channel the bot is not in (and
        store such a channel the first time it is seen)."""
        channel_id = interaction.channel_id
        if channel_id is None or not interaction.context.private_channel:
            return
        self._latest.setdefault(channel_id, deque(maxlen=_KEPT)).append(interaction)
        if channel_id not in self._private:
            self._private.add(channel_id)
            self._keeping.spawn(self._keep(channel_id))

    async def _keep(self, channel_id: int) -> None:
        try:
            await self.keep(channel_id)
        except Exception as error:  # known for now; stored the next time it is seen
            self._private.discard(channel_id)
            log.warning("could not store that channel %s is private: %r", channel_id, error)

    def made(self, message_id: int, interaction: discord.Interaction) -> None:
        """Remember that ``interaction``'s token made message ``message_id`` (it may edit it)."""
        self._makers[message_id] = interaction
        self._makers.move_to_end(message_id)
        while len(self._makers) > _MAKERS:
            self._makers.popitem(last=False)

    def is_private(self, channel_id: int) -> bool:
        """True for a group DM (or a DM between users) where the bot is only an app."""
        return channel_id in self._private

    def expired(self, interaction: discord.Interaction) -> bool:
        """True once ``interaction``'s token may no longer post or edit (15 minutes)."""
        return self.now() - interaction.created_at.timestamp() >= TOKEN_LIFETIME_S - _MARGIN_S

    def _valid(self, interaction: discord.Interaction) -> bool:
        """True while ``interaction``'s answered token may still post and edit."""
        return interaction.response.is_done() and not self.expired(interaction)

    def _newest(self, channel_id: int) -> discord.Interaction:
        for interaction in reversed(self._latest.get(channel_id, ())):
            if self._valid(interaction):
                return interaction
        raise Unreachable(f"no valid interaction token in channel {channel_id}")

    async def send(
        self,
        channel_id: int,
        content: str | None,
        *,
        view: discord.ui.View | discord.ui.LayoutView | None,
        allowed_mentions: discord.AllowedMentions,
    ) -> discord.Message:
        """Post ``content`` (None for a V2 message: all is in ``view``) in ``channel_id``
        (with a nonce, so a retried request cannot post it twice). Raises
        :class:`Unreachable` in a private channel with no valid token."""
        fields: dict[str, Any] = {"allowed_mentions": allowed_mentions}
        fields |= {"content": content} if content is not None else {}
        fields |= {"view": view} if view is not None else {}
        if self.is_private(channel_id):
            interaction = self._newest(channel_id)
            sent: discord.WebhookMessage = await interaction.followup.send(wait=True, **fields)
            self.made(sent.id, interaction)
            return sent
        channel = self.client.get_partial_messageable(channel_id)
        message: discord.Message = await channel.send(nonce=secrets.randbits(62), **fields)
        return message

    async def delete(self, channel_id: int, message_id: int) -> None:
        """Delete the bot's message ``message_id`` in ``channel_id`` (in a private channel only
        while the token that made it is valid; a message already gone is fine)."""
        if self.is_private(channel_id):
            maker = self._makers.get(message_id)
            if maker is None or not self._valid(maker):
                raise Unreachable(f"the token that made message {message_id} has expired")
            await maker.followup.delete_message(message_id)
            return
        channel = self.client.get_partial_messageable(channel_id)
        await channel.get_partial_message(message_id).delete()

    async def edit(
        self,
        channel_id: int,
        message_id: int,
        *,
        content: str | None,
        view: discord.ui.View | discord.ui.LayoutView | None,
        allowed_mentions: discord.AllowedMentions,
    ) -> None:
        """Edit the bot's message ``message_id`` in ``channel_id`` (``content`` None empties
        it, as a V2 ``view`` needs). Raises :class:`Unreachable` in a private channel once
        the token that made it has expired."""
        fields: dict[str, Any] = {
            "content": content,
            "view": view,
            "allowed_mentions": allowed_mentions,
        }
        if self.is_private(channel_id):
            maker = self._makers.get(message_id)
            if maker is None or not self._valid(maker):
                raise Unreachable(f"the token that made message {message_id} has expired")
            await maker.followup.edit_message(message_id, **fields)
            return
        channel = self.client.get_partial_messageable(channel_id)
        await channel.get_partial_message(message_id).edit(**fields)
