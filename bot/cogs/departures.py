"""Matches whose place is gone: a deleted channel or thread, a server the bot left. Discord
says so by gateway events; each such match ends without a result, in one INFO line
(:meth:`bot.discord.board.live.LiveBoards.end_gone`), and nothing is posted, there is nowhere to.
A game across servers goes on instead: the players of the board that is gone play on in their
DM with the bot (:meth:`bot.discord.board.live.LiveBoards.gone`), moved there by the process
that holds the match, told by the one that saw the channel go if that is another."""

from __future__ import annotations

import logging
from collections.abc import Callable

import discord
from discord.ext import commands

from bot.discord.board.live import LiveBoards
from bot.service import MatchService, MatchView, ServiceError

log = logging.getLogger(__name__)


class Departures(commands.Cog):
    """Ends the matches of channels, threads and servers that are gone."""

    def __init__(self, client: discord.Client, service: MatchService, boards: LiveBoards) -> None:
        self.client = client
        self.service = service
        self.boards = boards

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """End the matches of a deleted channel (and of its threads)."""
        await self._gone(
            lambda seen: (
                channel.id
                in (
                    seen.channel_id,
                    getattr(self.client.get_channel(seen.channel_id), "parent_id", 0),
                )
            ),
            f"channel {channel.id} was deleted",
        )

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        """End the matches of a deleted thread."""
        await self._gone(
            lambda seen: seen.channel_id == payload.thread_id,
            f"thread {payload.thread_id} was deleted",
        )

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """End the matches of a server the bot left (or was removed from)."""
        await self._gone(lambda seen: seen.guild_id == guild.id, f"the bot left server {guild.id}")

    async def _gone(self, lost: Callable[[MatchView], bool], why: str) -> None:
        """Tell the live boards of each board of a match in progress that ``lost`` says is
        gone (one match in one channel ends; see the module docstring)."""
        for game in self.service.active_games():
            for seat, seen in game.boards():
                if lost(seen):
                    await self.boards.gone(game, seat, why)
        for game in self.service.mirrored_games():  # another process holds it: told there
            for seat, seen in game.boards():
                if lost(seen):
                    try:
                        await self.service.home_gone(game.id, seat)
                    except ServiceError as error:  # its holder sees it at its next edit
                        log.warning("match %s: %s, not told to its holder: %s", game.id, why, error)
