"""A tournament's card, one Components V2 container edited in place: what the tournament is,
its players (open), its round and pairings with their results (running), the live standings
or the final table, and its Join and Leave buttons; and the winners' announcement."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Self

import discord

from bot.discord.board.layout import V2_TEXT_LIMIT
from bot.discord.components.ports import host
from bot.discord.replies import report_error
from bot.discord.say import fit, mention, say, timestamp
from bot.service.guild_settings import duration
from bot.service.tournament_boards import arena_end
from bot.service.tournament_models import (
    BoardRecord,
    TournamentFormat,
    TournamentStatus,
    TournamentView,
)
from games.registry import GAMES
from texts import DEFAULT_LOCALE, Text, t

ACCENTS = {
    TournamentStatus.OPEN: 0x57F287,
    TournamentStatus.RUNNING: 0x5865F2,
    TournamentStatus.FINISHED: 0xF0B232,
    TournamentStatus.CANCELLED: 0x80848E,
}
"""The card's accent colour: open (green), running, finished (gold), cancelled (grey)."""
LEAST_SECTION = 80
"""The fewest characters worth a section of the card (a line or two, and its cut mark)."""


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


def _result(points: float | None) -> str:
    return {None: "…", 1.0: "1–0", 0.5: "½–½", 0.0: "0–1"}[points]


def _heading(view: TournamentView) -> Text:
    """What the tournament is: its format, game, clock (per move in the card's words, or
    live) and organiser."""
    record = view.record
    clock: Text | str = duration(record.turn_time_s)
    if record.increment_s is not None:
        clock = f"{record.turn_time_s / 60:g}+{record.increment_s}"
    return t(
        "tournament-card" if record.increment_s is None else "tournament-card-live",
        format=t(f"choice-{record.format}"),
        game=t(GAMES[record.game].title_key),
        clock=clock,
        organiser=mention(record.organiser_id),
    )


def _round(view: TournamentView) -> list[Text]:
    """A running tournament's round (an arena's end) and its boards: an arena's games in
    progress, a Swiss's or round robin's pairings with their results."""
    record = view.record
    arena = record.format == TournamentFormat.ARENA
    if arena:
        lines = [t("tournament-card-arena-ends", end=timestamp(arena_end(record)))]
    else:
        lines = [t("tournament-card-round", round=str(record.round))]
    shown = [b for b in view.boards if b.white_points is None] if arena else view.current
    for board in shown:
        if board.black_id is None:
            lines.append(t("tournament-card-bye", player=mention(board.white_id)))
        else:
            line = t(
                "tournament-card-board",
                white=mention(board.white_id),
                black=mention(board.black_id),
                result=_result(board.white_points),
            )
            url = _board_url(record.guild_id, board)
            lines.append(
                line if url is None else t("tournament-card-board-link", board=line, url=url)
            )
    return lines


def _board_url(guild_id: int, board: BoardRecord) -> str | None:
    """The link to ``board``'s game: its thread (a round robin's private thread), else its
    board message once posted; None before."""
    if board.shown_in is None:
        return None
    if board.thread_id == board.shown_in:
        return f"https://discord.com/channels/{guild_id}/{board.shown_in}"
    if board.board_message_id is None:
        return None
    return f"https://discord.com/channels/{guild_id}/{board.shown_in}/{board.board_message_id}"


def table_lines(view: TournamentView) -> list[Text]:
    """The standings (the final table once over), best first, withdrawals said: one short
    line a player, which a phone shows whole (the tie-breaks named once, above them)."""
    finished = view.record.status is TournamentStatus.FINISHED
    lines = [t("tournament-card-final" if finished else "tournament-card-standings")]
    arena = view.record.format == TournamentFormat.ARENA
    if not arena:
        lines.append(t("tournament-card-columns"))
    for place, line in enumerate(view.table, 1):
        player: Text | str = mention(line.player)
        if line.player in view.withdrawn:
            player = t("tournament-card-player-withdrawn", player=player)
        points = f"{line.points:g}"
        if arena:
            lines.append(
                t("tournament-card-arena-line", place=str(place), player=player, points=points)
            )
        else:
            lines.append(
                t(
                    "tournament-card-row",
                    place=str(place),
                    player=player,
                    points=points,
                    buchholz=f"{line.buchholz:g}",
                    berger=f"{line.sonneborn_berger:g}",
                )
            )
    return lines


def card_sections(view: TournamentView) -> list[Sequence[Text | None]]:
    """The card's parts, each one text display: what the tournament is; then its start and
    players (open), that it was cancelled, or its round and pairings (running); then the
    standings once it has begun."""
    record = view.record
    unrated = None if record.rated else t("tournament-card-unrated")
    sections: list[Sequence[Text | None]] = [[_heading(view), unrated]]
    if record.status is TournamentStatus.OPEN:
        players = ", ".join(mention(p) for p in view.players) or "—"
        opening = t(
            "tournament-card-open",
            start=timestamp(record.starts_at),
            count=str(len(view.players)),
            limit=str(record.max_players),
            players=players,
        )
        return [*sections, [opening]]
    if record.status is TournamentStatus.CANCELLED:
        return [*sections, [t("tournament-card-cancelled")]]
    if record.status is TournamentStatus.RUNNING:
        late = [t("tournament-card-late", round=record.late_join)] if _takes_late(view) else []
        sections.append([*late, *_round(view)])
    return [*sections, table_lines(view)]


def _container(
    sections: Sequence[Sequence[Text | None]], locale: str, accent: int
) -> discord.ui.Container[Any]:
    """``sections`` as text displays parted by separators, all within Discord's limit for
    the texts of a V2 message together (a text display has no smaller one of its own): the
    first ones first, a section cut where the room ends, those after it left out."""
    box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=accent)
    room = V2_TEXT_LIMIT
    for index, section in enumerate(sections):
        if room < LEAST_SECTION:
            break
        if index:
            box.add_item(discord.ui.Separator())
        said = "\n".join(say(line, locale) for line in section if line is not None)
        text = fit(said, room)
        room -= len(text)
        box.add_item(discord.ui.TextDisplay(text))
    return box


def _takes_late(view: TournamentView) -> bool:
    """True while a running Swiss still takes late players."""
    record = view.record
    return record.status is TournamentStatus.RUNNING and record.round < record.late_join


def card_layout(view: TournamentView, buttons: bool = True) -> discord.ui.LayoutView:
    """The card as one V2 container, with Join (while open) and Leave (until it is over)
    unless not ``buttons``."""
    record = view.record
    locale = record.language or DEFAULT_LOCALE
    box = _container(card_sections(view), locale, ACCENTS[record.status])
    if buttons and record.status in (TournamentStatus.OPEN, TournamentStatus.RUNNING):
        closed = record.status is not TournamentStatus.OPEN and not _takes_late(view)
        box.add_item(discord.ui.Separator())
        box.add_item(
            discord.ui.ActionRow(
                TournamentButton(record.id, "join", locale, disabled=closed),
                TournamentButton(record.id, "leave", locale),
            )
        )
    layout = discord.ui.LayoutView(timeout=None)
    layout.add_item(box)
    return layout


def announcement_layout(view: TournamentView) -> discord.ui.LayoutView:
    """The winners' announcement of a finished tournament: who won, then the final table."""
    record = view.record
    winner = mention(view.table[0].player) if view.table else "—"
    first = t(
        "tournament-won",
        winner=winner,
        format=t(f"choice-{record.format}"),
        game=t(GAMES[record.game].title_key),
    )
    locale = record.language or DEFAULT_LOCALE
    layout = discord.ui.LayoutView(timeout=None)
    layout.add_item(_container([[first], table_lines(view)], locale, ACCENTS[record.status]))
    return layout
