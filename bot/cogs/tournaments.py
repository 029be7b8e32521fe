"""Tournaments: ``/tournament create|start|standings|leave|cancel``, the card with its Join and
Leave buttons (edited in place), and the boards of the matches each round starts."""

from __future__ import annotations

import re
from typing import Any, Literal, Self

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.board.posting import Poster
from bot.discord.components.ports import host
from bot.discord.localize import described
from bot.discord.options import DurationText
from bot.discord.replies import report_error, send_private
from bot.discord.say import mention, say, timestamp
from bot.discord.wording import duration_text, say_lines
from bot.limits import CLOCK_RANGE
from bot.service import InvalidRequestError, MatchResult, MatchService, parse_duration
from bot.service.tournament_boards import arena_end
from bot.service.tournament_models import TournamentFormat, TournamentStatus, TournamentView
from games.registry import GAMES, MAIN_GAME
from texts import DEFAULT_LOCALE, Text, resolve_locale, t

DEFAULT_CLOCK_S = 10 * 60
DEFAULT_PLAYERS = 16
DEFAULT_START_MINUTES = 10
DEFAULT_ARENA_MINUTES = 30
GAME_CHOICES = [
    app_commands.Choice(name=described(cls.title_key), value=name) for name, cls in GAMES.items()
][:25]


class TournamentButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"mb:tn:(?P<tournament>\d+):(?P<action>join|leave)",
):
    """A card's Join or Leave button; its tournament and action live in the ``custom_id``."""

    def __init__(
        self, tournament_id: int, action: str, locale: str = DEFAULT_LOCALE, disabled: bool = False
    ) -> None:
        style = discord.ButtonStyle.success if action == "join" else discord.ButtonStyle.secondary
        super().__init__(
            discord.ui.Button(
                label=say(t(f"button-tournament-{action}"), locale),
                style=style,
                custom_id=f"mb:tn:{tournament_id}:{action}",
                disabled=disabled,
            )
        )
        self.tournament_id, self.action = tournament_id, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls(int(match["tournament"]), match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Join or leave; errors are answered privately."""
        try:
            await host(interaction).tournaments.click(
                interaction, self.tournament_id, self.action == "join"
            )
        except Exception as error:
            await report_error(interaction, error)


def card_buttons(view: TournamentView) -> discord.ui.View:
    """Join and Leave, disabled once the tournament takes no more players."""
    buttons = discord.ui.View(timeout=None)
    closed = view.record.status is not TournamentStatus.OPEN
    locale = view.record.language or DEFAULT_LOCALE
    for action in ("join", "leave"):
        disabled = closed and action == "join"
        buttons.add_item(TournamentButton(view.record.id, action, locale, disabled))
    return buttons


def _result(points: float | None) -> str:
    return {None: "…", 1.0: "1–0", 0.5: "½–½", 0.0: "0–1"}[points]


def card_lines(view: TournamentView) -> list[Text]:
    """The card: what the tournament is, its players or its round and table."""
    record = view.record
    lines = [
        t(
            "tournament-card",
            format=t(f"choice-{record.format}"),
            game=t(GAMES[record.game].title_key),
            clock=duration_text(record.turn_time_s),
            organiser=mention(record.organiser_id),
        )
    ]
    players = ", ".join(mention(p) for p in view.players) or "—"
    if record.status is TournamentStatus.OPEN:
        lines.append(
            t(
                "tournament-card-open",
                start=timestamp(record.starts_at),
                count=str(len(view.players)),
                limit=str(record.max_players),
                players=players,
            )
        )
        return lines
    if record.status is TournamentStatus.CANCELLED:
        return [*lines, t("tournament-card-cancelled")]
    arena = record.format == TournamentFormat.ARENA
    if record.status is TournamentStatus.RUNNING:
        if arena:
            lines.append(t("tournament-card-arena-ends", end=timestamp(arena_end(record))))
        else:
            lines.append(t("tournament-card-round", round=str(record.round)))
        shown = [b for b in view.boards if b.white_points is None] if arena else view.current
        for board in shown:
            if board.black_id is None:
                lines.append(t("tournament-card-bye", player=mention(board.white_id)))
            else:
                lines.append(
                    t(
                        "tournament-card-board",
                        white=mention(board.white_id),
                        black=mention(board.black_id),
                        result=_result(board.white_points),
                    )
                )
    finished = record.status is TournamentStatus.FINISHED
    lines.append(t("tournament-card-final" if finished else "tournament-card-standings"))
    for place, line in enumerate(view.table, 1):
        if arena:
            points = f"{line.points:g}"
            lines.append(
                t(
                    "tournament-card-arena-line",
                    place=str(place),
                    player=mention(line.player),
                    points=points,
                )
            )
        else:
            lines.append(
                t(
                    "tournament-card-line",
                    place=str(place),
                    player=mention(line.player),
                    points=f"{line.points:g}",
                    buchholz=f"{line.buchholz:g}",
                    berger=f"{line.sonneborn_berger:g}",
                )
            )
        if line.player in view.withdrawn:
            lines.append(t("tournament-card-withdrawn", player=mention(line.player)))
    return lines


class Tournaments(commands.Cog):
    """The tournament commands and card; the service's tournament changes shown."""

    group = app_commands.Group(
        name="tournament", description=described("cmd-tournament"), guild_only=True
    )

    def __init__(self, client: discord.Client, service: MatchService, poster: Poster) -> None:
        self.client = client
        self.service = service
        self.poster = poster
        service.tournaments.subscribe(self.changed)

    @group.command(name="create", description=described("cmd-tournament-create"))
    @app_commands.describe(
        format=described("cmd-tournament-format"),
        game=described("cmd-tournament-game"),
        rounds=described("cmd-tournament-rounds"),
        clock=described("cmd-tournament-clock"),
        players=described("cmd-tournament-players"),
        start_in=described("cmd-tournament-start-in"),
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
    ) -> None:
        """Create a tournament here (Manage Server) and post its card."""
        guild_id = interaction.guild_id or 0
        if not interaction.permissions.manage_guild:
            raise InvalidRequestError(t("tournament-needs-manager"))
        turn_time_s = DEFAULT_CLOCK_S
        if clock is not None:
            turn_time_s = parse_duration(clock, CLOCK_RANGE, "clock")
        if rounds is None:
            defaults = {"round-robin": 1, "arena": DEFAULT_ARENA_MINUTES}
            rounds = defaults.get(format, min(3, max(1, players // 2)))
        chosen = (await self.service.get_settings(guild_id)).language
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
            language=chosen or resolve_locale(str(interaction.guild_locale)),
        )
        response = await interaction.response.send_message(
            self._card(view),
            view=card_buttons(view),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        message = response.resource
        if not isinstance(message, discord.Message):
            message = await interaction.original_response()
        await self.service.tournaments.note_message(view.record.id, message.id)

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
            self._card(view), allowed_mentions=discord.AllowedMentions.none()
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
        view = await self.service.tournaments.cancel(
            guild_id, view.record.id, interaction.user.id, interaction.permissions.manage_guild
        )
        await send_private(interaction, t("tournament-cancelled"))
        await self._edit_card(view)

    async def click(self, interaction: discord.Interaction, tournament_id: int, join: bool) -> None:
        """Join or leave tournament ``tournament_id`` (a button or ``/tournament leave``)."""
        guild_id = interaction.guild_id or 0
        user_id = interaction.user.id
        if join:
            view = await self.service.tournaments.join(guild_id, tournament_id, user_id)
        else:
            view = await self.service.tournaments.leave(guild_id, tournament_id, user_id)
        await send_private(interaction, t("tournament-joined" if join else "tournament-left"))
        await self._edit_card(view)

    async def changed(self, view: TournamentView, started: tuple[MatchResult, ...]) -> None:
        """The service's subscriber: edit the card, post the boards of the matches started."""
        await self._edit_card(view)
        for result in started:
            await self.poster.send_events(result.match, result.events)

    def _card(self, view: TournamentView) -> str:
        return say_lines(card_lines(view), view.record.language or DEFAULT_LOCALE)

    async def _edit_card(self, view: TournamentView) -> None:
        record = view.record
        if record.message_id is None:
            return
        await self.poster.outlets.edit(
            record.channel_id,
            record.message_id,
            content=self._card(view),
            view=card_buttons(view),
            allowed_mentions=discord.AllowedMentions.none(),
        )
