"""Matches whose place is gone: a deleted channel or thread, a server the bot left. Discord
says so by gateway events; each such match ends without a result, in one INFO line
(:meth:`bot.discord.board.live.LiveBoards.end_gone`), and nothing is posted, there is nowhere to."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.discord.board.live import LiveBoards
from bot.service import MatchService


class Departures(commands.Cog):
    """Ends the matches of channels, threads and servers that are gone."""

    def __init__(self, client: discord.Client, service: MatchService, boards: LiveBoards) -> None:
        self.client = client
        self.service = service
        self.boards = boards

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """End the matches of a deleted channel (and of its threads)."""
        held = [
            game
            for game in self.service.active_games()
            if channel.id
            in (game.channel_id, getattr(self.client.get_channel(game.channel_id), "parent_id", 0))
        ]
        await self.boards.end_gone(held, f"channel {channel.id} was deleted")

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """End the matches of a deleted thread."""
        held = [g for g in self.service.active_games() if g.channel_id == payload.thread_id]
        await self.boards.end_gone(held, f"thread {payload.thread_id} was deleted")

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """End the matches of a server the bot left (or was removed from)."""
        held = [g for g in self.service.active_games() if g.guild_id == guild.id]
        await self.boards.end_gone(held, f"the bot left server {guild.id}")
