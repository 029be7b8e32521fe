"""Moves and the match in progress: /move, /board, /resign, /abort, /export, and the buttons
that confirm a typed resignation."""

from __future__ import annotations

import io
import re
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.buttons import resign_buttons
from bot.discord.common import (
    MESSAGE_LIMIT,
    RefusalError,
    edit_clicked,
    mention,
    names,
    send_private,
    where,
)
from bot.discord.live import board_text
from texts import render as say

if TYPE_CHECKING:
    from bot.discord.app import MorrisBot

_MENTION = re.compile(r"<@!?(\d+)>")


class Moves(commands.Cog):
    """Playing a match: each handler calls the service once and posts what it reports."""

    def __init__(self, bot: MorrisBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.poster = bot.poster

    @app_commands.command(name="move", description="Make a move in your game in this channel")
    @app_commands.describe(move="your move, e.g. d6, a1-a4, a1-a4xg7, A6 or b2-c3")
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        """Play ``move``; the new board is the answer."""
        guild_id, channel_id, user_id = where(interaction)
        result = await self.service.move(guild_id, channel_id, user_id, move)
        note = f"You played **{result.move}**."
        await self.poster.answer_events(interaction, result.match, result.events, note)

    @move.autocomplete("move")
    async def move_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Up to 25 legal moves of the caller's match, those starting with the typed text first."""
        if interaction.channel_id is None:
            return []
        moves = self.service.legal_moves(interaction.channel_id, interaction.user.id)
        typed = current.strip().lower().replace(" ", "").replace("-", "")
        plain = [(m, m.lower().replace("-", "")) for m in moves]
        starts = [m for m, p in plain if p.startswith(typed)]
        inside = [m for m, p in plain if typed in p and not p.startswith(typed)]
        return [app_commands.Choice(name=m, value=m) for m in (starts + inside)[:25]]

    @app_commands.command(name="board", description="Show the game in this channel, privately")
    async def board(self, interaction: discord.Interaction) -> None:
        """Show the caller's match here, or every match here to a spectator, privately."""
        guild_id, channel_id, user_id = where(interaction)
        own = self.service.active_game(channel_id, user_id)
        games = [own] if own is not None else self.service.channel_games(channel_id)
        if not games:
            raise RefusalError("There is no game in progress in this channel.")
        style = await self.poster.style(guild_id)
        text = "\n\n".join(board_text(g, style, f"**{g.title}** #{g.id}:") for g in games[-3:])
        await send_private(interaction, text)

    @app_commands.command(name="games", description="The games in progress here, to follow")
    async def games(self, interaction: discord.Interaction) -> None:
        """List the matches in progress in this channel (or thread) with links to their
        boards, privately."""
        _, channel_id, _ = where(interaction)
        games = self.service.channel_games(channel_id)
        if not games:
            raise RefusalError("There is no game in progress in this channel.")
        lines = ["**Games in progress here** (follow their boards; `/board` shows one privately)"]
        for game in games:
            players = " vs ".join(names(game))
            link = self.bot.live.board_link(game)
            where_to = f": {link}" if link else ""
            lines.append(f"{game.title} #{game.id}, {players}, {game.turns} turns played{where_to}")
        await send_private(interaction, "\n".join(lines))

    @app_commands.command(name="resign", description="Resign your game in this channel")
    async def resign(self, interaction: discord.Interaction) -> None:
        """Resign at once (running the command is the confirmation)."""
        guild_id, channel_id, user_id = where(interaction)
        result = await self.service.resign(guild_id, channel_id, user_id)
        await self.poster.answer_events(interaction, result.match, result.events, "You resigned.")

    @app_commands.command(name="abort", description="Abort your game before both sides moved")
    async def abort(self, interaction: discord.Interaction) -> None:
        """Abort: no result and no rating change."""
        guild_id, channel_id, user_id = where(interaction)
        result = await self.service.abort(guild_id, channel_id, user_id)
        note = "The game was aborted."
        await self.poster.answer_events(interaction, result.match, result.events, note)

    async def resign_clicked(
        self, interaction: discord.Interaction, game_id: int, owner: int
    ) -> None:
        """The Resign button of a typed resignation: resign that match if still on."""
        guild_id, channel_id, user_id = where(interaction)
        game = self.service.active_game(channel_id, user_id)
        if game is None or game.id != game_id:
            raise RefusalError("That game is no longer in progress.")
        result = await self.service.resign(guild_id, channel_id, user_id)
        await edit_clicked(interaction, "Resigned.", resign_buttons(game_id, owner, True))
        await self.poster.send_events(result.match, result.events)

    async def keep_clicked(
        self, interaction: discord.Interaction, game_id: int, owner: int
    ) -> None:
        """The Keep playing button of a typed resignation."""
        done = resign_buttons(game_id, owner, True)
        await edit_clicked(interaction, "Resignation cancelled.", done)

    @app_commands.command(name="export", description="Your game as a move list and position")
    async def export(self, interaction: discord.Interaction) -> None:
        """Post the caller's current (or last) match here as text, or as a file if too long."""
        guild_id, channel_id, user_id = where(interaction)
        exported = await self.service.export(guild_id, channel_id, user_id)
        lines = (say(line, interaction.locale.value, person=mention) for line in exported.lines)
        text = await self._plain_names("\n".join(lines))
        none = discord.AllowedMentions.none()
        block = f"```\n{text}\n```"
        if len(block) <= MESSAGE_LIMIT:
            await interaction.response.send_message(block, allowed_mentions=none)
            return
        await interaction.response.send_message(
            "The game is too long for one message: here it is as a file.",
            file=discord.File(io.BytesIO(text.encode()), filename="game.txt"),
            allowed_mentions=none,
        )

    async def _plain_names(self, text: str) -> str:
        """``text`` with each ``<@id>`` written as ``@name``: a code block shows mentions raw."""
        ids = {int(found) for found in _MENTION.findall(text)}
        shown = {uid: await self._name_of(uid) for uid in ids}
        return _MENTION.sub(lambda match: shown[int(match[1])], text)

    async def _name_of(self, user_id: int) -> str:
        me = self.bot.user
        if me is not None and user_id == me.id:
            return "Computer"
        user = self.bot.get_user(user_id)
        if user is None:
            try:
                user = await self.bot.fetch_user(user_id)
            except discord.HTTPException:
                return f"user {user_id}"
        return f"@{user.display_name}"
