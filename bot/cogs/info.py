"""Information: /stats and /help."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.localize import described
from bot.discord.replies import send_private
from bot.discord.say import fit, in_messages, say, user_locale
from bot.discord.wording import rules, typing_mode
from bot.service import GLOBAL_SCOPE, MatchService
from games.ai.endgame import TABLE_GAMES
from games.ai.provision import building
from games.registry import GAMES, get_game
from texts import Person, Text, render, t

GAME_CHOICES = [
    app_commands.Choice(name=described(cls.title_key), value=name) for name, cls in GAMES.items()
]


class Info(commands.Cog):
    """Statistics and help."""

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
        """A player's record in each game, then their tournaments played and won (if any)."""
        records = await self.service.player_records(scope, user_id, game)
        guild = None if scope == GLOBAL_SCOPE else scope
        played, won = await self.service.tournaments.results.of_player(guild, user_id, game)
        events = [t("stats-tournaments", played=played, won=won)] if played else []
        if not records:
            where = t("stats-in-game", game=t(f"game-{game}")) if game else ""
            return [t("stats-no-games", player=Person(user_id), game=where, place=place), *events]
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
        return [*lines, *events]

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

    @app_commands.command(name="help", description=described("cmd-help"))
    @app_commands.describe(game=described("cmd-help-game"))
    @app_commands.choices(game=GAME_CHOICES)
    async def help(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """The command list (only those that exist where it is asked: no /settings in DMs and
        group DMs), plus one game's rules if asked (and, while the endgame tables are being
        built, that ``hard`` gets stronger when they are)."""
        locale = user_locale(interaction)
        challenges = " ".join(  # as Discord shows the commands to this reader
            f"`/{render(f'name-{cls.command}', locale)}`"
            for name, cls in GAMES.items()
            if cls.family is None  # a variant is a choice of its family's command
        )
        typing = typing_mode(self.message_content, interaction.guild_id)
        typed = t(f"help-typing-{typing.value}")
        settings = t("help-settings") if interaction.guild_id else ""  # /settings: servers only
        listed = t("help-commands", challenges=challenges, typing=typed, settings=settings)
        lobby = say(t("help-lobby"), locale)
        parts = [say(listed, locale), lobby]
        if interaction.guild_id:  # opting in to the lobby and tournaments: servers only
            parts[1] = f"{lobby} {say(t('help-lobby-servers'), locale)}"
            parts.append(say(t("help-tournaments"), locale))
        if game is not None:
            keys = list(GAMES[game].help_keys)
            if game in TABLE_GAMES and building():  # hard gets stronger once they are built
                keys.insert(0, "help-tables-building")
            parts[:0] = [rules(get_game(game), locale)]
            parts[1:1] = [say(Text(key), locale) for key in keys]
        for message in in_messages(parts):
            await send_private(interaction, message)
