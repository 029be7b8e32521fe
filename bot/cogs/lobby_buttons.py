"""The lobby's buttons, their whole state in the ``custom_id`` (they work after a restart):
Accept and Withdraw on a seek (``mb:seek:<take|drop>:<seek>``), the lobby's pages
(``mb:lobby:<prev|next>:<page>``), Leave the pool
(``mb:pool:leave``) and Play the computer after a wait in a pool ended
(``mb:pool:computer:<game>:<level>:<clock>:<owner>``). Each hands the click to the host's
``seeks`` or ``pools`` (the seeks' or the pools' cog); nothing is decided here."""

from __future__ import annotations

import re
from typing import Any, ClassVar, Self

import discord

from bot.discord.components.ports import host
from bot.discord.replies import report_error
from bot.discord.say import say
from bot.service import InvalidRequestError
from texts import DEFAULT_LOCALE, Person, t


class SeekButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"mb:seek:(?P<action>take|drop):(?P<seek>\d+)",
):
    """Accept (``take``, anyone eligible) or withdraw (``drop``, its seeker) seek ``seek_id``."""

    styles: ClassVar[dict[str, discord.ButtonStyle]] = {
        "take": discord.ButtonStyle.success,
        "drop": discord.ButtonStyle.secondary,
    }

    def __init__(
        self,
        action: str,
        seek_id: int,
        label: str = "",
        locale: str = DEFAULT_LOCALE,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or say(t(f"button-{action}-seek"), locale),
                style=self.styles[action],
                custom_id=f"mb:seek:{action}:{seek_id}",
                disabled=disabled,
            )
        )
        self.action, self.seek_id = action, seek_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls(match["action"], int(match["seek"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Accept or withdraw; errors are answered privately."""
        try:
            seeks = host(interaction).seeks
            if self.action == "take":
                await seeks.take_seek(interaction, self.seek_id)
            else:
                await seeks.drop_seek(interaction, self.seek_id)
        except Exception as error:
            await report_error(interaction, error)


class LeavePoolButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"mb:pool:leave"):
    """Leave the quick pairing pool one waits in."""

    def __init__(self, locale: str = DEFAULT_LOCALE) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(t("button-leave-pool"), locale),
                style=discord.ButtonStyle.secondary,
                custom_id="mb:pool:leave",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        """Leave the pool; errors are answered privately."""
        try:
            await host(interaction).pools.leave_pool(interaction)
        except Exception as error:
            await report_error(interaction, error)


class ComputerOfferButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"mb:pool:computer:(?P<game>[a-z]+):(?P<level>[a-z]+):(?P<clock>\d+):(?P<owner>\d+)",
):
    """Play the computer at ``level`` instead, after a wait in a pool ended (its player only)."""

    def __init__(
        self,
        game: str,
        level: str,
        turn_time_s: int,
        owner: int,
        locale: str = DEFAULT_LOCALE,
        disabled: bool = False,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(t("button-play-computer", level=t(f"choice-{level}")), locale),
                style=discord.ButtonStyle.primary,
                custom_id=f"mb:pool:computer:{game}:{level}:{turn_time_s}:{owner}",
                disabled=disabled,
            )
        )
        self.game, self.level, self.turn_time_s, self.owner = game, level, turn_time_s, owner

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls(match["game"], match["level"], int(match["clock"]), int(match["owner"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Start the computer game; anyone but the owner, and errors, are answered privately."""
        try:
            if interaction.user.id != self.owner:
                raise InvalidRequestError(t("pool-offer-not-yours", player=Person(self.owner)))
            clock = self.turn_time_s or None
            await host(interaction).pools.play_computer(interaction, self.game, self.level, clock)
        except Exception as error:
            await report_error(interaction, error)


class LobbyPageButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"mb:lobby:(?P<tag>prev|next):(?P<page>\d+)",
):
    """Show page ``page`` of the lobby (the private list of /lobby) in its message."""

    def __init__(self, page: int, tag: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="◀" if tag == "prev" else "▶",
                style=discord.ButtonStyle.secondary,
                custom_id=f"mb:lobby:{tag}:{page}",
            )
        )
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls(int(match["page"]), match["tag"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the page; errors are answered privately."""
        try:
            await host(interaction).seeks.lobby_page(interaction, self.page)
        except Exception as error:
            await report_error(interaction, error)


def seek_buttons(seek_id: int, locale: str, disabled: bool = False) -> discord.ui.View:
    """The Accept and Withdraw buttons of a seek's message."""
    view = discord.ui.View(timeout=None)
    for action in ("take", "drop"):
        view.add_item(SeekButton(action, seek_id, locale=locale, disabled=disabled))
    return view


def computer_offer(
    game: str, level: str, turn_time_s: int, owner: int, locale: str, disabled: bool = False
) -> discord.ui.View:
    """The Play the computer button offered after a wait in a pool (disabled once taken)."""
    button = ComputerOfferButton(game, level, turn_time_s, owner, locale, disabled)
    return discord.ui.View(timeout=None).add_item(button)


LOBBY_BUTTONS = (SeekButton, LeavePoolButton, ComputerOfferButton, LobbyPageButton)
"""The lobby's buttons, rebuilt from their ``custom_id`` on every click."""
