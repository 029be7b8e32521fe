"""Settings: a server's /settings (Manage Server) and a player's own /reminders."""

from __future__ import annotations

import re
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.emoji import Tiles
from bot.discord.localize import described
from bot.discord.options import ChannelsText, DurationText
from bot.discord.replies import send_private
from bot.discord.say import say, user_locale
from bot.discord.wording import duration_text
from bot.limits import CHALLENGE_EXPIRY_RANGE, TURN_TIMEOUT_RANGE
from bot.service import InvalidRequestError, LobbySettings, MatchService, parse_duration
from renderer import STYLES
from texts import LOCALES, language_name, render, t

SERVERS_OWN = "server-language"
"""The /settings language choice that follows the server's preferred locale."""
LANGUAGE_CHOICES = [
    app_commands.Choice(name=language_name(code), value=code) for code in LOCALES
] + [app_commands.Choice(name=render(f"choice-{SERVERS_OWN}"), value=SERVERS_OWN)]


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


class Settings(commands.Cog):
    """The server's settings and the player's reminder preference."""

    def __init__(self, client: discord.Client, service: MatchService, tiles: Tiles) -> None:
        self.client = client
        self.service = service
        self.tiles = tiles

    def _in_guild(self, channel_id: int, guild_id: int) -> bool:
        """True if ``channel_id`` is a channel (or thread) of ``guild_id``, as the guild's
        channel cache (complete with the Guilds intent) knows it."""
        guild = self.client.get_guild(guild_id)
        return guild is None or guild.get_channel_or_thread(channel_id) is not None

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
        lobby=described("cmd-settings-lobby"),
        lobby_channel=described("cmd-settings-lobby-channel"),
        tournament_role=described("cmd-settings-tournament-role"),
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.default_permissions(manage_guild=True)
    async def settings(
        self,
        interaction: discord.Interaction,
        turn_timeout: DurationText | None = None,
        challenge_expiry: DurationText | None = None,
        board_style: Literal[STYLES] | None = None,  # type: ignore[valid-type]
        channels: ChannelsText | None = None,
        threads: bool | None = None,
        language: str | None = None,
        lobby: bool | None = None,
        lobby_channel: ChannelsText | None = None,
        tournament_role: discord.Role | None = None,
    ) -> None:
        """Show the settings (the board style in effect: not tiles while they are missing), or
        change the ones given."""
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
        in_lobby = await self._lobby(guild_id, lobby, lobby_channel)
        if lobby_channel is not None or allowed is not None:
            await self.service.lobby.check_lobby_channel(guild_id, in_lobby.channel_id, allowed)
        role = None if tournament_role is None else tournament_role.id
        if any(
            v is not None for v in (timeout, expiry, board_style, allowed, threads, speaks, role)
        ):
            current = await self.service.set_settings(
                guild_id,
                turn_timeout_s=timeout,
                challenge_expiry_s=expiry,
                board_style=board_style,
                allowed_channels=allowed,
                threads=threads,
                language=speaks,
                tournament_role=role,
            )
            heading = t("settings-saved")
        else:
            current = await self.service.get_settings(guild_id)
            changed = lobby is not None or lobby_channel is not None
            heading = t("settings-saved" if changed else "settings-current")
        if lobby is not None or lobby_channel is not None:  # once all else was valid
            in_lobby = await self.service.lobby.set_settings(
                guild_id, in_lobby.enabled, in_lobby.channel_id
            )
        channels_text = " ".join(f"<#{c}>" for c in sorted(current.allowed_channels))
        drawn = self.tiles.style(current.board_style)  # the style in effect, not only asked for
        locale = user_locale(interaction)
        lobby_text = t(
            "lobby-settings-shown",
            state=t("option-on" if in_lobby.enabled else "option-off"),
            channel=t("settings-every-channel")
            if in_lobby.channel_id is None
            else f"<#{in_lobby.channel_id}>",
        )
        shown = say(
            t(
                "settings-shown",
                heading=heading,
                timeout=duration_text(current.turn_timeout_s),
                expiry=duration_text(current.challenge_expiry_s),
                style=drawn if drawn == current.board_style else t("settings-tiles-missing"),
                channels=channels_text or t("settings-every-channel"),
                threads=t("option-on" if current.threads else "option-off"),
                language=language_name(current.language)
                if current.language
                else t("settings-servers-language"),
            ),
            locale,
        )
        organisers = (
            t("settings-tournament-role-none")
            if current.tournament_role is None
            else t("settings-tournament-role-shown", role=f"<@&{current.tournament_role}>")
        )
        await send_private(
            interaction, "\n".join([shown, say(lobby_text, locale), say(organisers, locale)])
        )

    async def _lobby(
        self, guild_id: int, enabled: bool | None, channel: str | None
    ) -> LobbySettings:
        """The server's lobby settings as changed as given (``channel``: one #channel, or
        ``all``), not stored yet. Raises :class:`InvalidRequestError` for a bad channel."""
        current = await self.service.lobby.settings(guild_id)
        if enabled is None and channel is None:
            return current
        channel_id = current.channel_id
        if channel is not None:
            chosen = parse_channels(channel)
            if len(chosen) > 1:
                raise InvalidRequestError(t("lobby-one-channel"))
            channel_id = chosen[0] if chosen else None
            if channel_id is not None and not self._in_guild(channel_id, guild_id):
                raise InvalidRequestError(
                    t("settings-channel-elsewhere", channel=f"<#{channel_id}>")
                )
        on = current.enabled if enabled is None else enabled
        return LobbySettings(guild_id, on, channel_id)
