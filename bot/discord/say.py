"""Putting texts into Discord messages: Discord's mentions, timestamps and links, its length
limit, who a message may ping, and a text in a reader's language."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import discord

from texts import DEFAULT_LOCALE, Text
from texts import render as render_text

MESSAGE_LIMIT = 2000
"""Discord's limit on the characters of one message."""


def mention(user_id: int) -> str:
    """The ``<@id>`` mention of a user."""
    return f"<@{user_id}>"


def say(text: Text, locale: str = DEFAULT_LOCALE, names: Mapping[int, str] | None = None) -> str:
    """``text`` in ``locale``'s words, people as Discord mentions, or as ``names`` names them
    (players of another server, by their escaped display names)."""
    if not names:
        return render_text(text, locale, person=mention)
    return render_text(text, locale, person=lambda user_id: names.get(user_id) or mention(user_id))


def escaped(name: str) -> str:
    """``name`` with no Discord markup and no mention left in it."""
    return discord.utils.escape_markdown(discord.utils.escape_mentions(name))


def user_locale(interaction: discord.Interaction) -> str:
    """The language of the person who interacted (for what only they see)."""
    return str(interaction.locale)


def timestamp(epoch: float) -> str:
    """A Discord timestamp that each reader sees relative to now, in their own language."""
    return f"<t:{int(epoch)}:R>"


@dataclass
class Outgoing:
    """One message to post: its text, who it may ping, and its buttons."""

    content: str
    mentions: list[int] = field(default_factory=list)
    view: discord.ui.View | None = None

    @property
    def allowed_mentions(self) -> discord.AllowedMentions:
        """Mentions limited to ``mentions`` (never everyone, never roles)."""
        return pinging(*self.mentions)


def pinging(*user_ids: int) -> discord.AllowedMentions:
    """Allowed mentions that ping exactly ``user_ids`` (nobody if none)."""
    users = [discord.Object(uid) for uid in user_ids]
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)


def fit(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """Return ``text`` cut to Discord's message limit (marked with an ellipsis when cut)."""
    if len(text) <= limit:
        return text
    if limit < 8:  # no room for a cut mark after a code block's end
        return "…"[:limit]
    cut = text[: limit - 2]
    if cut.count("```") % 2:
        cut = cut[: limit - 6] + "\n```"
    return cut + " …"


def in_messages(
    parts: Sequence[str], limit: int = MESSAGE_LIMIT, between: str = "\n\n"
) -> list[str]:
    """``parts`` (paragraphs, or lines with ``between`` a newline) joined into as few messages
    as fit Discord's limit, a part never split unless it alone is too long (then cut,
    marked)."""
    messages: list[str] = []
    for part in parts:
        if messages and len(messages[-1]) + len(between) + len(part) <= limit:
            messages[-1] += f"{between}{part}"
        else:
            messages.append(fit(part, limit))
    return messages


def message_link(guild_id: int, channel_id: int, message_id: int) -> str:
    """The link to a message (``@me`` for a DM or group DM)."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"
