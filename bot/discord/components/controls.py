"""Click to move, and the answers to offers: components whose whole state is their ``custom_id``.

A move is built one step at a time (:mod:`bot.service.steps`): the live board offers the first
step to the player to move (a menu, or a button grid for the small boards), and every further
step is asked privately (an ephemeral message) until the move is complete, then played. The
choices come from the service's legal moves; nothing here knows a rule. ``custom_id`` shapes:

- ``mb:step:<match>:<group>:<prefix>`` a menu of next steps (``group`` is the page shown),
- ``mb:cell:<match>:<prefix>:<step>`` one button of a grid,
- ``mb:group:<match>:<prefix>`` a menu of pages, ``mb:gbtn:<match>:<prefix>:<group>`` a page
  button (Notakto's boards),
- ``mb:agree:<match>:<owner>:<kind>`` / ``mb:refuse:…`` the answers to a standing offer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, Self, cast

import discord

from bot.discord.components.labels import (
    first_step_kinds,
    groups,
    page_label,
    question,
    step_label,
    whole_label,
)
from bot.discord.components.ports import Clicks, host
from bot.discord.replies import report_error
from bot.discord.say import say
from bot.discord.wording import language
from bot.service import (
    MatchView,
    MoveChoices,
    NotAPlayerError,
    Proposal,
)
from texts import DEFAULT_LOCALE, Person, t


def picker_items(
    view: MatchView, choices: MoveChoices, group: str | None, locale: str
) -> list[discord.ui.Item[Any]]:
    """The components that offer ``choices`` of ``view``'s match: a button grid for the small
    boards, else a menu (with a menu or buttons of pages when there are too many steps).
    ``group`` is the page to show (None: the first page, or only the page buttons)."""
    match_id, prefix, rules = view.id, choices.prefix, view.rules
    pages = groups(rules, choices.steps)
    items: list[discord.ui.Item[Any]] = []
    if len(pages) > 1:
        if rules.step_group(choices.steps[0]):
            for key in pages:
                items.append(GroupButton(match_id, prefix, key, 0, locale))
        else:
            labels = {key: page_label(rules, page, locale) for key, page in pages.items()}
            items.append(GroupMenu(match_id, prefix, labels, 0, locale))
        if group is None:
            return items
    key = group if group in pages else next(iter(pages))
    steps = pages[key]
    row = 1 if items else 0
    grid = rules.click_grid(steps[0]) if steps else None
    if grid is not None and all(rules.click_grid(step) == grid for step in steps):
        offered = set(steps)
        for r, line in enumerate(grid):
            for name in line:
                label, closed = step_label(rules, name, locale), name not in offered
                items.append(CellButton(match_id, prefix, name, label, closed, row + r))
        return items
    kinds = first_step_kinds(view, prefix, choices.steps)
    options = [(step, whole_label(view, prefix, step, locale, kinds.get(step))) for step in steps]
    items.append(StepMenu(match_id, key, prefix, options, say(question(choices), locale), row))
    return items


def picker(
    view: MatchView, choices: MoveChoices, group: str | None, locale: str
) -> discord.ui.View:
    """A view of :func:`picker_items` (no timeout: the items are dynamic)."""
    holder = discord.ui.View(timeout=None)
    for item in picker_items(view, choices, group, locale):
        holder.add_item(item)
    return holder


def _chosen(menu: discord.ui.DynamicItem[Any]) -> str:
    """The value picked in a menu control's select."""
    values = cast("discord.ui.Select[Any]", menu.item).values
    return values[0] if values else ""


class _Control(discord.ui.DynamicItem[Any], template=r"mb:_never_"):
    """A click on a move control: errors are answered privately."""

    match_id: int

    async def callback(self, interaction: discord.Interaction) -> None:
        """Hand the click to the live boards; answer errors privately."""
        try:
            await self.clicked(host(interaction).clicks, interaction)
        except Exception as error:
            await report_error(interaction, error)

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Do what the control is for."""
        raise NotImplementedError


class StepMenu(_Control, template=r"mb:step:(?P<match>\d+):(?P<group>\w+):(?P<prefix>[^:]*)"):
    """A menu of next steps; choosing one extends the move by it."""

    def __init__(
        self,
        match_id: int,
        group: str,
        prefix: str,
        steps: Sequence[tuple[str, str]] = (),
        placeholder: str = "",
        row: int | None = None,
    ) -> None:
        options = [discord.SelectOption(label=label, value=step) for step, label in steps]
        super().__init__(
            discord.ui.Select(
                custom_id=f"mb:step:{match_id}:{group}:{prefix}",
                placeholder=placeholder or None,
                options=options or [discord.SelectOption(label="-", value="-")],
            ),
            row=row,
        )
        self.match_id, self.prefix = match_id, prefix

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the menu from a choice (also after a restart)."""
        return cls(int(match["match"]), match["group"], match["prefix"])

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Extend the move by the chosen step."""
        await clicks.step(interaction, self.match_id, self.prefix + _chosen(self))


class CellButton(_Control, template=r"mb:cell:(?P<match>\d+):(?P<prefix>[^:]*):(?P<step>[^:]+)"):
    """One point or cell of a button grid; pressing it extends the move by that step."""

    def __init__(
        self,
        match_id: int,
        prefix: str,
        step: str,
        label: str = "-",
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary if disabled else discord.ButtonStyle.primary,
                custom_id=f"mb:cell:{match_id}:{prefix}:{step}",
                disabled=disabled,
            ),
            row=row,
        )
        self.match_id, self.prefix, self.step = match_id, prefix, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls(int(match["match"]), match["prefix"], match["step"])

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Extend the move by this step."""
        await clicks.step(interaction, self.match_id, self.prefix + self.step)


class GroupMenu(_Control, template=r"mb:group:(?P<match>\d+):(?P<prefix>[^:]*)"):
    """A menu of pages of steps, when there are more than one menu holds."""

    def __init__(
        self,
        match_id: int,
        prefix: str,
        pages: dict[str, str] | None = None,
        row: int | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> None:
        options = [
            discord.SelectOption(label=label, value=key) for key, label in (pages or {}).items()
        ]
        super().__init__(
            discord.ui.Select(
                custom_id=f"mb:group:{match_id}:{prefix}",
                placeholder=say(t("step-choose-range"), locale),
                options=options or [discord.SelectOption(label="-", value="0")],
            ),
            row=row,
        )
        self.match_id, self.prefix = match_id, prefix

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the menu from a choice (also after a restart)."""
        return cls(int(match["match"]), match["prefix"])

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Show the chosen page privately."""
        await clicks.step(interaction, self.match_id, self.prefix, _chosen(self))


class GroupButton(_Control, template=r"mb:gbtn:(?P<match>\d+):(?P<prefix>[^:]*):(?P<group>\w+)"):
    """One page of steps as a button (a Notakto board)."""

    def __init__(
        self,
        match_id: int,
        prefix: str,
        group: str,
        row: int | None = None,
        locale: str = DEFAULT_LOCALE,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(t("step-board", board=group), locale),
                style=discord.ButtonStyle.primary,
                custom_id=f"mb:gbtn:{match_id}:{prefix}:{group}",
            ),
            row=row,
        )
        self.match_id, self.prefix, self.group = match_id, prefix, group

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls(int(match["match"]), match["prefix"], match["group"])

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Show this page privately."""
        await clicks.step(interaction, self.match_id, self.prefix, self.group)


class _OfferAnswer(_Control, template=r"mb:_offer_"):
    """Accept or Decline of a standing offer, for the opponent of its proposer only."""

    agree: bool

    def __init__(
        self,
        match_id: int,
        owner: int,
        kind: Proposal,
        disabled: bool = False,
        locale: str = DEFAULT_LOCALE,
    ) -> None:
        action = "agree" if self.agree else "refuse"
        super().__init__(
            discord.ui.Button(
                label=say(t("button-accept" if self.agree else "button-decline"), locale),
                style=discord.ButtonStyle.success if self.agree else discord.ButtonStyle.danger,
                custom_id=f"mb:{action}:{match_id}:{owner}:{kind.value}",
                disabled=disabled,
            )
        )
        self.match_id, self.owner, self.kind = match_id, owner, kind

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls(int(match["match"]), int(match["owner"]), Proposal(match["kind"]))

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Refuse anyone but the opponent; else answer the offer."""
        if interaction.user.id != self.owner:
            purpose = t("purpose-answer-offer")
            raise NotAPlayerError(t("only-owner", owner=Person(self.owner), purpose=purpose))
        await clicks.answer_offer(interaction, self.match_id, self.kind, agree=self.agree)


_OFFER = r":(?P<match>\d+):(?P<owner>\d+):(?P<kind>[a-z]+)"


class AgreeButton(_OfferAnswer, template=r"mb:agree" + _OFFER):
    """Accept an offer."""

    agree = True


class RefuseButton(_OfferAnswer, template=r"mb:refuse" + _OFFER):
    """Decline an offer."""

    agree = False


def offer_buttons(
    game: MatchView, owner: int, kind: Proposal, disabled: bool = False
) -> discord.ui.View:
    """Accept and Decline of ``kind`` in ``game``, for ``owner`` (the proposer's opponent)
    only, in the match's language."""
    speaks = language(game)
    view = discord.ui.View(timeout=None)
    view.add_item(AgreeButton(game.id, owner, kind, disabled, speaks))
    view.add_item(RefuseButton(game.id, owner, kind, disabled, speaks))
    return view


CONTROLS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    StepMenu,
    CellButton,
    GroupMenu,
    GroupButton,
    AgreeButton,
    RefuseButton,
)
"""Every control class, registered with the bot as dynamic items."""
