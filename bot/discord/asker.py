"""Whoever asked for something: where, in which language, and how to answer them privately."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord

from bot.discord.permissions import hosting_problem, where
from bot.discord.replies import send_private
from bot.discord.say import user_locale
from texts import Text


@dataclass(frozen=True)
class Asker:
    """Who asked for something, where, in which language, and how to answer them privately.

    ``problem()`` says why the bot cannot host a game where they asked (None: it can); a
    click carries its ``interaction``.
    """

    guild_id: int
    channel_id: int
    user_id: int
    locale: str
    tell: Callable[[Text], Awaitable[None]]
    problem: Callable[[], Text | None]
    interaction: discord.Interaction | None = None

    @classmethod
    def of(cls, interaction: discord.Interaction) -> Asker:
        """The user of ``interaction``, answered with ephemeral messages."""
        guild_id, channel_id, user_id = where(interaction)

        async def tell(text: Text) -> None:
            await send_private(interaction, text)

        locale = user_locale(interaction)
        return cls(
            guild_id,
            channel_id,
            user_id,
            locale,
            tell,
            lambda: hosting_problem(interaction),
            interaction,
        )
