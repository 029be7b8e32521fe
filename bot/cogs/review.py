"""/review: step through a finished Morris game of the caller's, every position judged.

The review is an ephemeral message: it is the caller's own study (nobody else's buttons to
refuse, no channel filled with a long back-and-forth of edits), and it may show a player's
mistakes they would rather not publish; /export gives the same marks as shareable text. Its
buttons carry the game and the position they lead to, so they keep working after a restart
(the review is computed again once, then kept).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, Self

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.components.ports import host
from bot.discord.emoji import Tiles
from bot.discord.localize import described
from bot.discord.permissions import where
from bot.discord.replies import report_error
from bot.discord.say import MESSAGE_LIMIT, fit, mention, user_locale
from bot.discord.wording import say_lines
from bot.service import MatchService
from bot.service.review import MatchReview
from renderer import render
from texts import t

NAVIGATION = (("first", "⏮"), ("previous", "◀"), ("next", "▶"), ("last", "⏭"), ("turn", "⚑"))
"""The buttons, by the tag in their ``custom_id``, with their labels."""


def target(found: MatchReview, index: int, tag: str) -> int:
    """Return the position the button ``tag`` leads to from position ``index``."""
    steps = {
        "first": 0,
        "previous": max(index - 1, 0),
        "next": min(index + 1, found.last),
        "last": found.last,
    }
    return steps.get(tag, found.next_turning_point(index))


class ReviewButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"mb:rv:(?P<game>\d+):(?P<index>\d+):(?P<tag>[a-z]+)",
):
    """One navigation button: it shows position ``index`` of game ``game_id``'s review."""

    def __init__(self, game_id: int, index: int, tag: str, disabled: bool = False) -> None:
        label = dict(NAVIGATION).get(tag, "?")
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=f"mb:rv:{game_id}:{index}:{tag}",
                disabled=disabled,
            )
        )
        self.game_id, self.index = game_id, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls(int(match["game"]), int(match["index"]), match["tag"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the position; errors are answered privately."""
        try:
            await host(interaction).reviews.show(interaction, self.game_id, self.index)
        except Exception as error:
            await report_error(interaction, error)


def review_page(
    found: MatchReview,
    index: int,
    locale: str,
    style: str = "text",
    tiles: Mapping[str, str] | None = None,
) -> tuple[str, discord.ui.View]:
    """Return the text of position ``index`` of a review, its board in ``style`` (``tiles``:
    the tiles' markup; text where the page would be too long for a message), and its
    navigation buttons."""
    names = (mention(found.players[0]), mention(found.players[1]))
    count = len(found.review.turning_points)
    lines = [*found.lines(index), t("review-buttons", count=count)]
    for drawn in dict.fromkeys((style, "text")):
        board = render(
            found.state(index),
            drawn,
            found.last_turn(index),
            names,
            status=False,
            locale=locale,
            tiles=tiles,
        )
        page = f"{say_lines(lines[:-1], locale)}\n{board}\n{say_lines(lines[-1:], locale)}"
        if len(page) <= MESSAGE_LIMIT:
            break
    text = fit(page)
    view = discord.ui.View(timeout=None)
    for tag, _ in NAVIGATION:
        goes = target(found, index, tag)
        view.add_item(ReviewButton(found.match_id, goes, tag, disabled=goes == index))
    return text, view


class Reviewer(commands.Cog):
    """The /review command and its buttons; each page's board in the caller's own board style
    (``/board board_style:``), else as text."""

    def __init__(self, service: MatchService, tiles: Tiles) -> None:
        self.service = service
        self.tiles = tiles

    async def _page(
        self, interaction: discord.Interaction, found: MatchReview, index: int
    ) -> tuple[str, discord.ui.View]:
        """The page of position ``index`` for the caller of ``interaction``."""
        chosen = await self.service.own_board_style(interaction.user.id)
        style = self.tiles.style(chosen or "text")
        return review_page(found, index, user_locale(interaction), style, self.tiles.markup)

    @app_commands.command(name="review", description=described("cmd-review"))
    @app_commands.describe(game=described("cmd-review-game"))
    async def review(self, interaction: discord.Interaction, game: int | None = None) -> None:
        """Review the caller's finished game ``game`` (by default their last one here)."""
        guild_id, channel_id, user_id = where(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)  # about a second
        found = await self.service.review(guild_id, channel_id, user_id, game)
        text, view = await self._page(interaction, found, 0)
        none = discord.AllowedMentions.none()
        await interaction.followup.send(text, view=view, ephemeral=True, allowed_mentions=none)

    async def show(self, interaction: discord.Interaction, game_id: int, index: int) -> None:
        """Show position ``index`` of game ``game_id``'s review in the clicked message (the
        click deferred first: after a restart the review is computed again, in seconds)."""
        guild_id, channel_id, user_id = where(interaction)
        await interaction.response.defer()
        found = await self.service.review(guild_id, channel_id, user_id, game_id)
        text, view = await self._page(interaction, found, min(index, found.last))
        await interaction.edit_original_response(content=text, view=view)
