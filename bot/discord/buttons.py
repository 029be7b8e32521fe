"""Buttons that survive restarts: their whole state lives in the ``custom_id``.

``mb:<action>:<subject>:<owner>``: the action, the challenge or match id it acts on, and the only
user allowed to press it (0: either player of the match). One :class:`discord.ui.DynamicItem`
class per action; each callback checks the owner and hands the click to the cog of its surface.
Nothing is decided here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, Self, cast

import discord

from bot.discord.common import RefusalError, mention, report_error
from bot.service import ChallengeView

if TYPE_CHECKING:
    from bot.discord.app import MorrisBot


def _template(action: str) -> str:
    return rf"mb:{action}:(?P<subject>\d+):(?P<owner>\d+)"


class _ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=_template("_")):
    """The shape of every button: ``action`` names it in the ``custom_id``, ``purpose`` says
    what it is for in the refusal to anyone but its owner."""

    action: ClassVar[str]
    label: ClassVar[str]
    style: ClassVar[discord.ButtonStyle]
    purpose: ClassVar[str] = "press this"

    def __init__(self, subject: int, owner: int = 0, disabled: bool = False) -> None:
        super().__init__(
            discord.ui.Button(
                label=self.label,
                style=self.style,
                custom_id=f"mb:{self.action}:{subject}:{owner}",
                disabled=disabled,
            )
        )
        self.subject = subject
        self.owner = owner

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> Self:
        """Rebuild the button from a click (also after a restart)."""
        return cls(int(match["subject"]), int(match["owner"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Refuse anyone but the owner; else hand the click on. Errors are answered privately."""
        try:
            if self.owner and interaction.user.id != self.owner:
                raise RefusalError(f"Only {mention(self.owner)} can {self.purpose}.")
            await self.clicked(cast("MorrisBot", interaction.client), interaction)
        except Exception as error:
            await report_error(interaction, error)

    async def clicked(self, bot: MorrisBot, interaction: discord.Interaction) -> None:
        """Do what the button is for."""
        raise NotImplementedError


class AcceptButton(_ActionButton, template=_template("accept")):
    """Accept a challenge (its challenged player only)."""

    action, label, style = "accept", "Accept", discord.ButtonStyle.success
    purpose = "answer this challenge"

    async def clicked(self, bot: MorrisBot, interaction: discord.Interaction) -> None:
        """Start the match."""
        await bot.challenges.answer_clicked(interaction, self.subject, accept=True)


class DeclineButton(_ActionButton, template=_template("decline")):
    """Decline a challenge (its challenged player only)."""

    action, label, style = "decline", "Decline", discord.ButtonStyle.danger
    purpose = "answer this challenge"

    async def clicked(self, bot: MorrisBot, interaction: discord.Interaction) -> None:
        """Close the challenge."""
        await bot.challenges.answer_clicked(interaction, self.subject, accept=False)


class WithdrawButton(_ActionButton, template=_template("withdraw")):
    """Withdraw a challenge (its challenger only)."""

    action, label, style = "withdraw", "Withdraw", discord.ButtonStyle.secondary
    purpose = "withdraw this challenge"

    async def clicked(self, bot: MorrisBot, interaction: discord.Interaction) -> None:
        """Close the challenge."""
        await bot.challenges.withdraw_clicked(interaction, self.subject)


class RematchButton(_ActionButton, template=_template("rematch")):
    """Offer or accept a rematch of a finished match (either player)."""

    action, label, style = "rematch", "Rematch", discord.ButtonStyle.primary

    async def clicked(self, bot: MorrisBot, interaction: discord.Interaction) -> None:
        """Propose or agree."""
        await bot.proposals.rematch_clicked(interaction, self.subject)


class ResignButton(_ActionButton, template=_template("resign")):
    """Confirm a typed resignation (the player who typed it only)."""

    action, label, style = "resign", "Resign", discord.ButtonStyle.danger

    async def clicked(self, bot: MorrisBot, interaction: discord.Interaction) -> None:
        """Resign the match."""
        await bot.moves.resign_clicked(interaction, self.subject, self.owner)


class KeepButton(_ActionButton, template=_template("keep")):
    """Take back a typed resignation (the player who typed it only)."""

    action, label, style = "keep", "Keep playing", discord.ButtonStyle.secondary

    async def clicked(self, bot: MorrisBot, interaction: discord.Interaction) -> None:
        """Keep playing."""
        await bot.moves.keep_clicked(interaction, self.subject, self.owner)


BUTTONS: tuple[type[_ActionButton], ...] = (
    AcceptButton,
    DeclineButton,
    WithdrawButton,
    RematchButton,
    ResignButton,
    KeepButton,
)
"""Every button class, registered with the bot as dynamic items."""


def buttons(*items: _ActionButton) -> discord.ui.View:
    """A view holding ``items`` in one row (no timeout: the items are dynamic)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def challenge_buttons(challenge: ChallengeView, disabled: bool = False) -> discord.ui.View:
    """Accept and Decline for the challenged player, Withdraw for the challenger."""
    return buttons(
        AcceptButton(challenge.id, challenge.challenged_id, disabled),
        DeclineButton(challenge.id, challenge.challenged_id, disabled),
        WithdrawButton(challenge.id, challenge.challenger_id, disabled),
    )


def rematch_button(game_id: int, disabled: bool = False) -> discord.ui.View:
    """Rematch, for either player of a finished match."""
    return buttons(RematchButton(game_id, 0, disabled))


def resign_buttons(game_id: int, user_id: int, disabled: bool = False) -> discord.ui.View:
    """Resign and Keep playing, for the player who asked to resign."""
    return buttons(
        ResignButton(game_id, user_id, disabled),
        KeepButton(game_id, user_id, disabled),
    )
