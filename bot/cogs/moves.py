"""Moves and the match in progress: /move, /board, /resign, /abort, /export, and the buttons
that confirm a typed resignation."""

from __future__ import annotations

import io
import re
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.board.acks import answering
from bot.discord.board.layout import V2_TEXT_LIMIT, board_text
from bot.discord.board.live import LiveBoards
from bot.discord.board.posting import Poster
from bot.discord.flows import Flows
from bot.discord.localize import described
from bot.discord.options import MoveText
from bot.discord.permissions import where
from bot.discord.replies import refusal, send_private, send_private_texts
from bot.discord.say import MESSAGE_LIMIT, say, user_locale
from bot.discord.wording import names
from bot.service import MatchService, NoGameError, ServiceError
from renderer import STYLES
from renderer.common import code_block
from texts import t

_MENTION = re.compile(r"<@!?(\d+)>")


class Moves(commands.Cog):
    """Playing a match: each handler calls the service once and posts what it reports."""

    def __init__(
        self,
        client: discord.Client,
        service: MatchService,
        poster: Poster,
        boards: LiveBoards,
        flows: Flows,
    ) -> None:
        self.client = client
        self.service = service
        self.poster = poster
        self.boards = boards
        self.flows = flows

    @app_commands.command(name="move", description=described("cmd-move"))
    @app_commands.describe(move=described("cmd-move-move"))
    async def move(self, interaction: discord.Interaction, move: MoveText) -> None:
        """Play ``move``; the new board is the answer."""
        guild_id, channel_id, user_id = where(interaction)
        async with answering(interaction, self.boards.now, thinking=True):
            result = await self.service.move(guild_id, channel_id, user_id, move)
        note = t("move-played", move=result.move)
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

    @app_commands.command(name="board", description=described("cmd-board"))
    @app_commands.describe(board_style=described("cmd-board-board-style"))
    async def board(
        self,
        interaction: discord.Interaction,
        board_style: Literal[STYLES] | None = None,  # type: ignore[valid-type]
    ) -> None:
        """Show the caller's match here, or every match here to a spectator, privately, each in
        the caller's own board style (``board_style`` sets it, also for ``/review``), else its
        live board's (text where tiles would not fit)."""
        _, channel_id, user_id = where(interaction)
        if board_style is not None:
            await self.service.set_own_board_style(user_id, board_style)
        chosen = await self.service.own_board_style(user_id)
        own = self.service.active_game(channel_id, user_id)
        games = [own] if own is not None else self.service.channel_games(channel_id)
        if not games and board_style is not None:
            await send_private(interaction, t("own-board-style-saved", style=board_style))
            return
        if not games:
            raise NoGameError(t("no-game-in-channel"))
        locale, tiles = user_locale(interaction), self.boards.tiles.markup
        shown: list[str] = []
        room = V2_TEXT_LIMIT
        for game in games[-3:]:
            style = self.boards.tiles.style(chosen) if chosen else await self.boards.style_of(game)
            named = await self.boards.names_shown(game)  # another server's players: not mentioned
            text = board_text(game, style, locale=locale, tiles=tiles, shown=named)
            if len(text) > room:  # tiles take more characters than text: draw this one as text
                text = board_text(game, "text", locale=locale)
            if len(text) > room:
                break
            shown.append(text)
            room -= len(text)
        await send_private_texts(interaction, shown)

    @app_commands.command(name="games", description=described("cmd-games"))
    async def games(self, interaction: discord.Interaction) -> None:
        """List the matches in progress in this channel (or thread) with links to their
        boards, privately."""
        _, channel_id, _ = where(interaction)
        games = self.service.channel_games(channel_id) + [
            game
            for game in self.service.active_games()
            if getattr(self.client.get_channel(game.channel_id), "parent_id", None) == channel_id
        ]
        if not games:
            raise NoGameError(t("no-game-in-channel"))
        locale = user_locale(interaction)
        lines = [say(t("games-here"), locale)]
        for game in games:
            first, second = names(game, locale, await self.boards.names_shown(game))
            entry = t(
                "games-here-entry",
                game=t(f"game-{game.game}"),
                id=str(game.id),
                first=first,
                second=second,
                turns=game.turns,
            )
            link = self.boards.board_link(game)
            lines.append(
                say(t("games-here-link", entry=entry, link=link) if link else entry, locale)
            )
        await send_private(interaction, "\n".join(lines))

    @app_commands.command(name="resign", description=described("cmd-resign"))
    async def resign(self, interaction: discord.Interaction) -> None:
        """Ask, privately, to confirm resigning (as typed ``q`` and the board's Resign do)."""
        _, channel_id, user_id = where(interaction)
        game = self.service.active_game(channel_id, user_id)
        if game is None:
            raise NoGameError(t("no-game-here"))
        await self.flows.confirm_resign(interaction, game.id)

    @app_commands.command(name="abort", description=described("cmd-abort"))
    async def abort(self, interaction: discord.Interaction) -> None:
        """Abort: no result and no rating change."""
        guild_id, channel_id, user_id = where(interaction)
        async with answering(interaction, self.boards.now, thinking=True):  # forwarded: slow?
            result = await self.service.abort(guild_id, channel_id, user_id)
        note = t("game-aborted")
        await self.poster.answer_events(interaction, result.match, result.events, note)

    @app_commands.command(name="export", description=described("cmd-export"))
    async def export(self, interaction: discord.Interaction) -> None:
        """Post the caller's current (or last) match here as text, or as a file if too long
        (after a deferral: a finished Morris game's review takes up to two seconds)."""
        guild_id, channel_id, user_id = where(interaction)
        await interaction.response.defer(thinking=True)
        try:
            exported = await self.service.export(guild_id, channel_id, user_id)
        except ServiceError as error:  # said privately: the public "thinking…" goes
            await interaction.delete_original_response()
            await send_private(interaction, refusal(error))
            return
        locale = user_locale(interaction)
        text = await self._plain_names("\n".join(say(line, locale) for line in exported.lines))
        none = discord.AllowedMentions.none()
        block = code_block([text])
        if len(block) <= MESSAGE_LIMIT:
            await interaction.followup.send(block, allowed_mentions=none)
            return
        await interaction.followup.send(
            say(t("export-as-file"), user_locale(interaction)),
            file=discord.File(io.BytesIO(text.encode()), filename="game.txt"),
            allowed_mentions=none,
        )

    async def _plain_names(self, text: str) -> str:
        """``text`` with each ``<@id>`` written as ``@name``: a code block shows mentions raw."""
        ids = {int(found) for found in _MENTION.findall(text)}
        shown = {uid: await self._name_of(uid) for uid in ids}
        return _MENTION.sub(lambda match: shown[int(match[1])], text)

    async def _name_of(self, user_id: int) -> str:
        me = self.client.user
        if me is not None and user_id == me.id:
            return say(t("computer"))
        user = self.client.get_user(user_id)
        if user is None:
            try:
                user = await self.client.fetch_user(user_id)
            except discord.HTTPException:
                return say(t("user-unknown", id=str(user_id)))
        return f"@{user.display_name}"
