"""Information and administration: /stats, /help and /settings."""

from __future__ import annotations

import re
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.common import (
    command_name,
    duration_text,
    fit,
    in_messages,
    rules,
    say,
    send_private,
    typing_mode,
    user_locale,
)
from bot.discord.localize import described
from bot.limits import CHALLENGE_EXPIRY_RANGE, TURN_TIMEOUT_RANGE
from bot.service import GLOBAL_SCOPE, InvalidRequestError, MatchService, parse_duration
from games.registry import GAMES, get_game
from renderer import STYLES
from texts import LOCALES, Person, Text, language_name, render, t

SERVERS_OWN = "server-language"
"""The /settings language choice that follows the server's preferred locale."""
LANGUAGE_CHOICES = [
    app_commands.Choice(name=language_name(code), value=code) for code in LOCALES
] + [app_commands.Choice(name=render(f"choice-{SERVERS_OWN}"), value=SERVERS_OWN)]
GAME_CHOICES = [app_commands.Choice(name=cls.title, value=name) for name, cls in GAMES.items()]


def parse_channels(text: str) -> list[int]:
    """Channel ids from ``#channel`` mentions, or none for ``all``.

    Raises :class:`InvalidRequestError` if ``text`` is neither.
    """
    if text.strip().lower() in ("all", "any", "*"):
        return []
    ids = [int(x) for x in re.findall(r"<#(\d+)>", text)]
    if not ids:
        raise InvalidRequestError(t("settings-channels-invalid"))
    return ids


class Info(commands.Cog):
    """Statistics, help and server settings."""

    def __init__(
        self, client: discord.Client, service: MatchService, *, message_content: bool
    ) -> None:
        self.client = client
        self.service = service
        self.message_content = message_content

    @app_commands.command(name="stats", description=described("cmd-stats"))
    @app_commands.describe(
        user=described("cmd-stats-user"),
        game=described("cmd-stats-game"),
        scope=described("cmd-stats-scope"),
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
        place = t("stats-here" if server else "stats-anywhere")
        if user is not None:
            lines = await self._records(guild_id, user.id, game, place)
        else:
            lines = await self._leaderboard(guild_id, game or next(iter(GAMES)), place, server)
        text = "\n".join(say(line, user_locale(interaction)) for line in lines)
        none = discord.AllowedMentions.none()
        await interaction.response.send_message(fit(text), allowed_mentions=none)

    async def _records(self, scope: int, user_id: int, game: str | None, place: Text) -> list[Text]:
        records = await self.service.player_records(scope, user_id, game)
        if not records:
            where = t("stats-in-game", game=t(f"game-{game}")) if game else ""
            return [t("stats-no-games", player=Person(user_id), game=where, place=place)]
        lines = [t("stats-player", player=Person(user_id))]
        for r in records:
            name, wins, losses, draws = t(f"game-{r.game}"), r.wins, r.losses, r.draws
            if r.rank:
                record = t(
                    "stats-record-rated",
                    game=name,
                    wins=wins,
                    losses=losses,
                    draws=draws,
                    rating=f"{r.rating:.0f}",
                    rank=r.rank,
                )
            else:
                record = t("stats-record", game=name, wins=wins, losses=losses, draws=draws)
            lines.append(record)
        return lines

    async def _leaderboard(self, scope: int, name: str, place: Text, server: bool) -> list[Text]:
        entries = await self.service.leaderboard(scope, name)
        game = t(f"game-{name}")
        if not entries:
            return [t("stats-nobody", game=game, place=place)]
        key = "stats-leaderboard" if server else "stats-leaderboard-global"
        return [t(key, game=game)] + [
            t(
                "stats-entry",
                rank=e.rank,
                player=Person(e.user_id),
                rating=f"{e.rating:.0f}",
                wins=e.wins,
                losses=e.losses,
                draws=e.draws,
            )
            for e in entries
        ]

    def _in_guild(self, channel_id: int, guild_id: int) -> bool:
        """True if ``channel_id`` is a channel (or thread) of ``guild_id``, as the guild's
        channel cache (complete with the Guilds intent) knows it."""
        guild = self.client.get_guild(guild_id)
        return guild is None or guild.get_channel_or_thread(channel_id) is not None

    @app_commands.command(name="help", description=described("cmd-help"))
    @app_commands.describe(game=described("cmd-help-game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def help(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """The command list, plus one game's rules if asked."""
        locale = user_locale(interaction)
        challenges = " ".join(  # as Discord shows the commands to this reader
            f"`/{render(f'name-{command_name(name)}', locale)}`"
            for name, cls in GAMES.items()
            if cls.family is None  # a variant is a choice of its family's command
        )
        typing = typing_mode(self.message_content, interaction.guild_id)
        typed = t(f"help-typing-{typing.value}")
        parts = [say(t("help-commands", challenges=challenges, typing=typed), locale)]
        if game is not None:
            parts[:0] = [rules(get_game(game), locale)]
            if game == "morris":
                computer = [t("help-morris-computer"), t("help-morris-levels")]
                parts[1:1] = [say(text, locale) for text in computer]
        for message in in_messages(parts):
            await send_private(interaction, message)

    @app_commands.command(name="reminders", description=described("cmd-reminders"))
    @app_commands.describe(
        dm=described("cmd-reminders-dm"),
    )
    async def reminders(self, interaction: discord.Interaction, dm: bool | None = None) -> None:
        """Show or change the caller's preference for reminders by direct message."""
        user_id = interaction.user.id
        if dm is None:
            wanted = await self.service.dm_reminders(user_id)
        else:
            wanted = await self.service.set_dm_reminders(user_id, dm)
        await send_private(interaction, t("reminders-on" if wanted else "reminders-off"))

    @app_commands.guild_only()
    @app_commands.command(name="settings", description=described("cmd-settings"))
    @app_commands.describe(
        turn_timeout=described("cmd-settings-turn-timeout"),
        challenge_expiry=described("cmd-settings-challenge-expiry"),
        board_style=described("cmd-settings-board-style"),
        channels=described("cmd-settings-channels"),
        threads=described("cmd-settings-threads"),
        language=described("cmd-settings-language"),
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.default_permissions(manage_guild=True)
    async def settings(
        self,
        interaction: discord.Interaction,
        turn_timeout: str | None = None,
        challenge_expiry: str | None = None,
        board_style: Literal[STYLES] | None = None,  # type: ignore[valid-type]
        channels: str | None = None,
        threads: bool | None = None,
        language: str | None = None,
    ) -> None:
        """Show the settings, or change the ones given."""
        guild_id = interaction.guild_id
        assert guild_id is not None
        if not interaction.permissions.manage_guild:
            raise InvalidRequestError(t("settings-manage-server-only"))
        timeout = (
            None
            if turn_timeout is None
            else parse_duration(turn_timeout, TURN_TIMEOUT_RANGE, "turn-timeout")
        )
        expiry = (
            None
            if challenge_expiry is None
            else parse_duration(challenge_expiry, CHALLENGE_EXPIRY_RANGE, "challenge-expiry")
        )
        allowed = None if channels is None else parse_channels(channels)
        for channel_id in allowed or ():
            if not self._in_guild(channel_id, guild_id):
                channel = f"<#{channel_id}>"
                raise InvalidRequestError(t("settings-channel-elsewhere", channel=channel))
        speaks = None if language is None else "" if language == SERVERS_OWN else language
        if any(v is not None for v in (timeout, expiry, board_style, allowed, threads, speaks)):
            current = await self.service.set_settings(
                guild_id,
                turn_timeout_s=timeout,
                challenge_expiry_s=expiry,
                board_style=board_style,
                allowed_channels=allowed,
                threads=threads,
                language=speaks,
            )
            heading = t("settings-saved")
        else:
            current = await self.service.get_settings(guild_id)
            heading = t("settings-current")
        channels_text = " ".join(f"<#{c}>" for c in sorted(current.allowed_channels))
        await send_private(
            interaction,
            t(
                "settings-shown",
                heading=heading,
                timeout=duration_text(current.turn_timeout_s),
                expiry=duration_text(current.challenge_expiry_s),
                style=current.board_style,
                channels=channels_text or t("settings-every-channel"),
                threads=t("option-on" if current.threads else "option-off"),
                language=language_name(current.language)
                if current.language
                else t("settings-servers-language"),
            ),
        )
