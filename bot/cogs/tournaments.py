"""Tournaments: ``/tournament create|start|standings|leave|cancel``, the card with its Join and
Leave buttons (edited in place, :mod:`bot.cogs.tournament_card`), the winners announced once,
and the boards of the matches each round starts."""

from __future__ import annotations

import asyncio
import logging
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.tournament_card import announcement_layout, card_layout
from bot.discord.board.posting import Poster
from bot.discord.localize import described
from bot.discord.options import DurationText
from bot.discord.replies import send_private
from bot.discord.say import say
from bot.discord.scheduled_events import TournamentEvents
from bot.service import InvalidRequestError, MatchResult, MatchService, parse_clock
from bot.service.tournament_models import (
    BoardRecord,
    TournamentRecord,
    TournamentStatus,
    TournamentView,
)
from games.registry import GAMES, MAIN_GAME
from texts import DEFAULT_LOCALE, resolve_locale, t

log = logging.getLogger(__name__)

DEFAULT_CLOCK_S = 10 * 60
DEFAULT_PLAYERS = 16
DEFAULT_START_MINUTES = 10
DEFAULT_ARENA_MINUTES = 30
DEFAULT_ARENA_CLOCK = (5 * 60, 3)
"""An arena's live clock unless chosen: 5+3."""
GAME_CHOICES = [
    app_commands.Choice(name=described(cls.title_key), value=name) for name, cls in GAMES.items()
][:25]


def _check_organiser(interaction: discord.Interaction, role: int | None) -> None:
    """Raise :class:`InvalidRequestError` unless the user has Manage Server or the server's
    tournament ``role``."""
    if interaction.permissions.manage_guild:
        return
    if role is None:
        raise InvalidRequestError(t("tournament-needs-manager"))
    user = interaction.user
    if not isinstance(user, discord.Member) or user.get_role(role) is None:
        raise InvalidRequestError(t("tournament-needs-organiser", role=f"<@&{role}>"))


class Tournaments(commands.Cog):
    """The tournament commands and card; the service's tournament changes shown."""

    group = app_commands.Group(
        name="tournament", description=described("cmd-tournament"), guild_only=True
    )

    def __init__(self, client: discord.Client, service: MatchService, poster: Poster) -> None:
        self.client = client
        self.service = service
        self.poster = poster
        self._newest: dict[int, TournamentView] = {}
        self._writing: dict[int, asyncio.Lock] = {}
        self.events = TournamentEvents(client, service)
        service.tournaments.subscribe(self.changed)
        service.tournaments.place_games_with(self.place, poster.boards.threads.archive)
        self._no_threads: set[int] = set()
        """The tournaments told that their games are played in the channel."""

    async def cog_unload(self) -> None:
        """Stop the Discord events' follow-ups still waiting."""
        await self.events.close()

    @group.command(name="create", description=described("cmd-tournament-create"))
    @app_commands.describe(
        format=described("cmd-tournament-format"),
        game=described("cmd-tournament-game"),
        rounds=described("cmd-tournament-rounds"),
        clock=described("cmd-tournament-clock-live"),
        players=described("cmd-tournament-players"),
        start_in=described("cmd-tournament-start-in"),
        late_join=described("cmd-tournament-late-join"),
        rated=described("cmd-tournament-rated"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def create(
        self,
        interaction: discord.Interaction,
        format: Literal["swiss", "round-robin", "arena"],
        game: str = MAIN_GAME,
        rounds: int | None = None,
        clock: DurationText | None = None,
        players: int = DEFAULT_PLAYERS,
        start_in: app_commands.Range[int, 0, 7 * 24 * 60] = DEFAULT_START_MINUTES,
        late_join: int = 0,
        rated: bool = True,
    ) -> None:
        """Create a tournament here (Manage Server) and post its card."""
        guild_id = interaction.guild_id or 0
        settings = await self.service.get_settings(guild_id)
        _check_organiser(interaction, settings.tournament_role)
        turn_time_s, increment_s = DEFAULT_CLOCK_S, None
        if clock is not None:
            turn_time_s, increment_s = parse_clock(clock)
        elif format == "arena":
            turn_time_s, increment_s = DEFAULT_ARENA_CLOCK
        if rounds is None:
            defaults = {"round-robin": 1, "arena": DEFAULT_ARENA_MINUTES}
            rounds = defaults.get(format, min(3, max(1, players // 2)))
        view = await self.service.tournaments.create(
            guild_id,
            interaction.channel_id or 0,
            interaction.user.id,
            format,
            game,
            rounds=rounds,
            turn_time_s=turn_time_s,
            max_players=players,
            starts_at=self.service.tournaments.now() + 60 * start_in,
            language=settings.language or resolve_locale(str(interaction.guild_locale)),
            late_join=late_join,
            rated=rated,
            increment_s=increment_s,
        )
        response = await interaction.response.send_message(
            view=card_layout(view), allowed_mentions=discord.AllowedMentions.none()
        )
        message = response.resource
        if not isinstance(message, discord.Message):
            message = await interaction.original_response()
        await self.service.tournaments.note_message(view.record.id, message.id)
        if start_in:
            await self.events.schedule(interaction, view, message.jump_url)

    @group.command(name="start", description=described("cmd-tournament-start"))
    async def start(self, interaction: discord.Interaction) -> None:
        """Start the channel's tournament now (its organiser)."""
        guild_id = interaction.guild_id or 0
        view = await self.service.tournaments.latest(guild_id, interaction.channel_id or 0)
        await send_private(interaction, t("tournament-started"))
        await self.service.tournaments.start(guild_id, view.record.id, interaction.user.id)

    @group.command(name="standings", description=described("cmd-tournament-standings"))
    async def standings(self, interaction: discord.Interaction) -> None:
        """Show the channel's tournament: its round and table."""
        view = await self.service.tournaments.latest(
            interaction.guild_id or 0, interaction.channel_id or 0
        )
        await interaction.response.send_message(
            view=card_layout(view, buttons=False), allowed_mentions=discord.AllowedMentions.none()
        )

    @group.command(name="leave", description=described("cmd-tournament-leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave the channel's tournament (a withdrawal once it has begun)."""
        view = await self.service.tournaments.latest(
            interaction.guild_id or 0, interaction.channel_id or 0
        )
        await self.click(interaction, view.record.id, join=False)

    @group.command(name="cancel", description=described("cmd-tournament-cancel"))
    async def cancel(self, interaction: discord.Interaction) -> None:
        """Cancel the channel's tournament (its organiser, or Manage Server)."""
        guild_id = interaction.guild_id or 0
        view = await self.service.tournaments.latest(guild_id, interaction.channel_id or 0)
        await interaction.response.defer(ephemeral=True, thinking=True)  # it ends its games
        view = await self.service.tournaments.cancel(
            guild_id, view.record.id, interaction.user.id, interaction.permissions.manage_guild
        )
        await send_private(interaction, t("tournament-cancelled"))
        await self._edit_card(view)
        await self.events.follow(view)

    async def click(self, interaction: discord.Interaction, tournament_id: int, join: bool) -> None:
        """Join or leave tournament ``tournament_id`` (a button or ``/tournament leave``)."""
        guild_id = interaction.guild_id or 0
        user_id = interaction.user.id
        if join:
            view = await self.service.tournaments.join(guild_id, tournament_id, user_id)
        else:
            # A withdrawal resigns the leaver's games first: their boards' edits may wait on
            # Discord's rate limits past the 3 seconds an answer has.
            await interaction.response.defer(ephemeral=True, thinking=True)
            view = await self.service.tournaments.leave(guild_id, tournament_id, user_id)
        await send_private(interaction, t("tournament-joined" if join else "tournament-left"))
        await self._edit_card(view)

    async def changed(self, view: TournamentView, started: tuple[MatchResult, ...]) -> None:
        """The service's subscriber: edit the card, post the boards of the matches started,
        announce the winners of a finished tournament (once), and bring the Discord event in
        step."""
        await self._edit_card(view)
        for result in started:
            await self.poster.send_events(result.match, result.events)
        record = view.record
        over = record.status is TournamentStatus.FINISHED and not record.announced
        if over and await self.service.tournaments.results.claim_announcement(record.id):
            await self.poster.outlets.send(
                record.channel_id,
                None,
                view=announcement_layout(view),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        await self.events.follow(view)

    async def place(self, record: TournamentRecord, board: BoardRecord) -> int | None:
        """The service's placer: a round robin game's own private thread (the one made for it
        before a crash, if any); else (the bot may not create one) None, the channel, said
        there once per tournament. A thread whose game cannot start is archived (the
        runner's closer)."""
        assert board.black_id is not None
        locale = record.language or DEFAULT_LOCALE
        game = t(GAMES[record.game].title_key)
        players = (board.white_id, board.black_id)
        threads = self.poster.boards.threads
        where = None if board.thread_id is None else await threads.rejoin(board.thread_id, players)
        if where is None:

            async def made(thread_id: int) -> None:
                await self.service.tournaments.note_thread(record.id, board, thread_id)

            where = await threads.private(record.channel_id, game, players, locale, made)
        if where is None and record.id not in self._no_threads:
            self._no_threads.add(record.id)
            await self.poster.outlets.send(
                record.channel_id,
                say(t("tournament-no-threads"), locale),
                view=None,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        return where

    async def _edit_card(self, view: TournamentView) -> None:
        """Show ``view`` on its card, one edit at a time: an edit waiting (on Discord's rate
        limits) while a newer view arrives is left out, so the last edit is the newest."""
        record = view.record
        if record.message_id is None:
            return
        self._newest[record.id] = view
        async with self._writing.setdefault(record.id, asyncio.Lock()):
            if self._newest.get(record.id) is not view:
                return  # a newer view is shown by the call that brought it
            del self._newest[record.id]
            await self.poster.outlets.edit(
                record.channel_id,
                record.message_id,
                content=None,
                view=card_layout(view),
                allowed_mentions=discord.AllowedMentions.none(),
            )
