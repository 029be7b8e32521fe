"""The live boards' listener: every message in a channel moves its boards up the screen."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.discord.board.pings import Scroll


class BoardScroll(commands.Cog):
    """Counts the messages that follow each board, to tell when it scrolled out of sight."""

    def __init__(self, scroll: Scroll) -> None:
        self.scroll = scroll

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Note ``message`` below the boards of its channel."""
        self.scroll.saw(message.channel.id, message.id)
