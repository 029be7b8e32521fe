"""Information and administration: /stats, /help and /settings."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.common import (
    RefusalError,
    Typing,
    command_name,
    duration_text,
    fit,
    mention,
    parse_duration,
    rules,
    send_private,
    typing_mode,
)
from bot.service import GLOBAL_SCOPE
from games.ai.endgame import HELP as ENDGAME_HELP
from games.registry import GAMES, get_game
from renderer import STYLES

if TYPE_CHECKING:
    from bot.discord.app import MorrisBot

GAME_CHOICES = [app_commands.Choice(name=cls.title, value=name) for name, cls in GAMES.items()]

COMMANDS_HELP = """\
**Start a game**: {challenges} — each takes `opponent` (leave it out, or pick me, to play the \
computer), `level`, `first`, the game's own options and `position`.
**Play**: the board's menus and buttons, or `/move` (with suggestions){typing}
**During a game**: `/board` show it again, `/draw` offer or accept a draw, `/restart`, \
`/takeback` (unrated games), `/resign`, `/abort` (before both sides moved).
**After a game**: `/rematch` (or the Rematch button), `/export` move list and position.
**More**: `/stats [user] [game]` ratings and records, `/help [game]` rules, `/settings` \
(Manage Server) timeouts, board style and game channels."""

_TYPED_WORDS = (
    "`h` help, `q` resign, `r` restart, `draw`, `accept`, `decline`, `withdraw` (your own "
    "challenge; or its Withdraw button)."
)
_TYPING_HELP = {
    Typing.ANY: ", or just type the move in the channel (`d6`, `a1-a4`, `a1-a4xg7`, `A6`, "
    f"`b2-c3`). Typed: {_TYPED_WORDS}",
    Typing.ADDRESSED: ", or type the move as a reply to the board or with me mentioned "
    f"(`@me d6`, `a1-a4xg7`). Typed the same way: {_TYPED_WORDS}",
    Typing.NONE: ". Typed messages are not read here.",
}
"""The typing part of /help for what the bot reads where it is asked."""


def parse_channels(text: str) -> list[int]:
    """Channel ids from ``#channel`` mentions, or none for ``all``.

    Raises :class:`InvalidRequestError` if ``text`` is neither.
    """
    if text.strip().lower() in ("all", "any", "*"):
        return []
    ids = [int(x) for x in re.findall(r"<#(\d+)>", text)]
    if not ids:
        raise RefusalError(
            "Name the channels where games are allowed as #channel mentions, or write `all`."
        )
    return ids


class Info(commands.Cog):
    """Statistics, help and server settings."""

    def __init__(self, bot: MorrisBot) -> None:
        self.bot = bot
        self.service = bot.service

    @app_commands.command(name="stats", description="Leaderboard of a game, or a player's record")
    @app_commands.describe(
        user="show this player's record and rank in each game",
        game="the game (default Nine Men's Morris for the leaderboard)",
        scope="this server's games, or every game anywhere (default: the server; global in DMs)",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        game: str | None = None,
        scope: Literal["server", "global"] | None = None,
    ) -> None:
        """Top 10 of a game, or one player's records, on this server or everywhere."""
        server = interaction.guild_id is not None and scope != "global"
        guild_id = interaction.guild_id if server and interaction.guild_id else GLOBAL_SCOPE
        place = "on this server" if server else "anywhere"
        none = discord.AllowedMentions.none()
        if user is not None:
            records = await self.service.player_records(guild_id, user.id, game)
            if not records:
                where = f" in {GAMES[game].title}" if game else ""
                text = f"{user.mention} has no finished games{where} {place} yet."
            else:
                lines = [f"**{user.mention}**"]
                for r in records:
                    rated = f"rating {r.rating:.0f}, rank {r.rank}" if r.rank else "not rated yet"
                    lines.append(
                        f"{GAMES[r.game].title}: {rated}, {r.wins}W {r.losses}L {r.draws}D"
                    )
                text = "\n".join(lines)
        else:
            name = game or next(iter(GAMES))
            entries = await self.service.leaderboard(guild_id, name)
            title = GAMES[name].title
            if not entries:
                text = f"Nobody has finished a rated game of {title} {place} yet."
            else:
                lines = [f"**{title}** leaderboard{'' if server else ' (global)'}"] + [
                    f"{e.rank}. {mention(e.user_id)} {e.rating:.0f} "
                    f"({e.wins}W {e.losses}L {e.draws}D)"
                    for e in entries
                ]
                text = "\n".join(lines)
        await interaction.response.send_message(fit(text), allowed_mentions=none)

    def _in_guild(self, channel_id: int, guild_id: int) -> bool:
        """True if ``channel_id`` is a channel (or thread) of ``guild_id``, as the guild's
        channel cache (complete with the Guilds intent) knows it."""
        guild = self.bot.get_guild(guild_id)
        return guild is None or guild.get_channel_or_thread(channel_id) is not None

    @app_commands.command(name="help", description="The commands, and the rules of a game")
    @app_commands.describe(game="show the rules and move notation of this game")
    @app_commands.choices(game=GAME_CHOICES)
    async def help(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """The command list, plus one game's rules if asked."""
        challenges = " ".join(f"`/{command_name(name)}`" for name in GAMES)
        typing = _TYPING_HELP[typing_mode(self.bot, interaction.guild_id)]
        text = COMMANDS_HELP.format(challenges=challenges, typing=typing)
        if game is not None:
            computer = f"\n\n{ENDGAME_HELP}" if game == "morris" else ""
            text = f"{rules(get_game(game))}{computer}\n\n{text}"
        await send_private(interaction, text)

    @app_commands.command(
        name="reminders", description="Your reminders by DM before your time to move runs out"
    )
    @app_commands.describe(
        dm="on: a DM too when a clock of an hour or more runs short (off by default)"
    )
    async def reminders(self, interaction: discord.Interaction, dm: bool | None = None) -> None:
        """Show or change the caller's preference for reminders by direct message."""
        user_id = interaction.user.id
        if dm is None:
            wanted = await self.service.dm_reminders(user_id)
        else:
            wanted = await self.service.set_dm_reminders(user_id, dm)
        state = "on: I also send you a DM" if wanted else "off: only the mention in the game"
        await send_private(
            interaction,
            f"Reminders by DM are {state} when your time to move runs short on a clock of an "
            "hour or more. Change it with `/reminders dm:`.",
        )

    @app_commands.guild_only()
    @app_commands.command(name="settings", description="Server settings for games (Manage Server)")
    @app_commands.describe(
        turn_timeout="time for each move, e.g. 15m, 2h or 1d (1 minute to 7 days)",
        challenge_expiry="how long a challenge stays open, e.g. 10m (1 minute to 1 day)",
        board_style="how boards are drawn",
        channels="#channels where games may be played, or `all`",
        threads="play each game between people in a thread of its own",
    )
    @app_commands.default_permissions(manage_guild=True)
    async def settings(
        self,
        interaction: discord.Interaction,
        turn_timeout: str | None = None,
        challenge_expiry: str | None = None,
        board_style: Literal[STYLES] | None = None,  # type: ignore[valid-type]
        channels: str | None = None,
        threads: bool | None = None,
    ) -> None:
        """Show the settings, or change the ones given."""
        guild_id = interaction.guild_id
        assert guild_id is not None
        if not interaction.permissions.manage_guild:
            raise RefusalError("Only members with the Manage Server permission can do this.")
        timeout = None if turn_timeout is None else parse_duration(turn_timeout, "Turn timeout")
        expiry = (
            None
            if challenge_expiry is None
            else parse_duration(challenge_expiry, "Challenge expiry")
        )
        allowed = None if channels is None else parse_channels(channels)
        for channel_id in allowed or ():
            if not self._in_guild(channel_id, guild_id):
                raise RefusalError(
                    f"<#{channel_id}> is not a channel of this server: name channels of this "
                    "server, or write `all`. Nothing was changed."
                )
        if any(v is not None for v in (timeout, expiry, board_style, allowed, threads)):
            current = await self.service.set_settings(
                guild_id,
                turn_timeout_s=timeout,
                challenge_expiry_s=expiry,
                board_style=board_style,
                allowed_channels=allowed,
                threads=threads,
            )
            heading = "Settings saved."
        else:
            current = await self.service.get_settings(guild_id)
            heading = "Current settings (give options to change them)."
        where = " ".join(f"<#{c}>" for c in sorted(current.allowed_channels)) or "every channel"
        await send_private(
            interaction,
            f"{heading}\nTurn timeout: {duration_text(current.turn_timeout_s)}\n"
            f"Challenge expiry: {duration_text(current.challenge_expiry_s)}\n"
            f"Board style: {current.board_style}\nGames allowed in: {where}\n"
            f"Games in threads of their own: {'on' if current.threads else 'off'}",
        )
