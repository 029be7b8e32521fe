"""Buttons that survive restarts: their whole state lives in the ``custom_id``.

``mb:<action>:<subject>:<owner>``: the action, the challenge or match id it acts on, and the only
user allowed to press it (0: either player of the match). One :class:`discord.ui.DynamicItem`
class per action; each callback checks the owner and hands the click to the cog of its surface.
Nothing is decided here.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, Self

import discord

from bot.discord.components.ports import Clicks, host
from bot.discord.replies import report_error
from bot.discord.say import say
from bot.discord.wording import language
from bot.service import ChallengeView, MatchView, NotAPlayerError, Proposal
from texts import DEFAULT_LOCALE, Person, t


def _template(action: str) -> str:
    return rf"mb:{action}:(?P<subject>\d+):(?P<owner>\d+)"


class _ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=_template("_")):
    """The shape of every button: ``action`` names it in the ``custom_id``, ``purpose`` says
    what it is for in the refusal to anyone but its owner."""

    action: ClassVar[str]
    style: ClassVar[discord.ButtonStyle]
    label: ClassVar[str] = ""
    """The text key of its label (default ``button-<action>``)."""
    purpose: ClassVar[str] = "purpose-press"
    """The text key of what the button is for, as its refusal to others says it."""

    def __init__(
        self, subject: int, owner: int = 0, disabled: bool = False, locale: str = DEFAULT_LOCALE
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=say(t(self.label or f"button-{self.action}"), locale),
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
                purpose = t(self.purpose)
                raise NotAPlayerError(t("only-owner", owner=Person(self.owner), purpose=purpose))
            await self.clicked(host(interaction).clicks, interaction)
        except Exception as error:
            await report_error(interaction, error)

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Do what the button is for."""
        raise NotImplementedError


class AcceptButton(_ActionButton, template=_template("accept")):
    """Accept a challenge (its challenged player only)."""

    action, style = "accept", discord.ButtonStyle.success
    purpose = "purpose-answer-challenge"

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Start the match."""
        await clicks.answer_challenge(interaction, self.subject, accept=True)


class DeclineButton(_ActionButton, template=_template("decline")):
    """Decline a challenge (its challenged player only)."""

    action, style = "decline", discord.ButtonStyle.danger
    purpose = "purpose-answer-challenge"

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Close the challenge."""
        await clicks.answer_challenge(interaction, self.subject, accept=False)


class WithdrawButton(_ActionButton, template=_template("withdraw")):
    """Withdraw a challenge (its challenger only)."""

    action, style = "withdraw", discord.ButtonStyle.secondary
    purpose = "purpose-withdraw-challenge"

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Close the challenge."""
        await clicks.withdraw_challenge(interaction, self.subject)


class RematchButton(_ActionButton, template=_template("rematch")):
    """Offer or accept a rematch of a finished match (either player)."""

    action, style = "rematch", discord.ButtonStyle.primary

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Propose or agree."""
        await clicks.rematch(interaction, self.subject)


class ResignButton(_ActionButton, template=_template("resign")):
    """Confirm a typed resignation (the player who typed it only)."""

    action, style = "resign", discord.ButtonStyle.danger

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Resign the match."""
        await clicks.resign(interaction, self.subject)


class KeepButton(_ActionButton, template=_template("keep")):
    """Take back a typed resignation (the player who typed it only)."""

    action, style = "keep", discord.ButtonStyle.secondary

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Keep playing."""
        await clicks.keep_playing(interaction, self.subject)


class GiveUpButton(_ActionButton, template=_template("giveup")):
    """Resign from the board (either player): asks to confirm privately."""

    action, style, label = "giveup", discord.ButtonStyle.danger, "button-resign"

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Ask the clicker to confirm."""
        await clicks.confirm_resign(interaction, self.subject)


class _ProposeButton(_ActionButton, template=_template("_propose_")):
    """Propose something from the board (either player), or agree to the opponent's."""

    kind: ClassVar[Proposal]
    style = discord.ButtonStyle.secondary

    async def clicked(self, clicks: Clicks, interaction: discord.Interaction) -> None:
        """Propose or agree."""
        await clicks.offer(interaction, self.subject, self.kind)


class DrawButton(_ProposeButton, template=_template("draw")):
    """Offer a draw."""

    action, kind, label = "draw", Proposal.DRAW, "button-offer-draw"


class TakebackButton(_ProposeButton, template=_template("takeback")):
    """Ask to take back one's last move."""

    action, kind = "takeback", Proposal.TAKEBACK


class RestartButton(_ProposeButton, template=_template("restart")):
    """Propose to start the game again."""

    action, kind = "restart", Proposal.RESTART


BUTTONS: tuple[type[_ActionButton], ...] = (
    AcceptButton,
    DeclineButton,
    WithdrawButton,
    RematchButton,
    ResignButton,
    KeepButton,
    GiveUpButton,
    DrawButton,
    TakebackButton,
    RestartButton,
)
"""Every button class, registered with the bot as dynamic items."""


def buttons(*items: _ActionButton) -> discord.ui.View:
    """A view holding ``items`` in one row (no timeout: the items are dynamic)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def challenge_buttons(challenge: ChallengeView, disabled: bool = False) -> discord.ui.View:
    """Accept and Decline for the challenged player, Withdraw for the challenger, in the
    challenge's language."""
    speaks = language(challenge)
    return buttons(
        AcceptButton(challenge.id, challenge.challenged_id, disabled, speaks),
        DeclineButton(challenge.id, challenge.challenged_id, disabled, speaks),
        WithdrawButton(challenge.id, challenge.challenger_id, disabled, speaks),
    )


def rematch_button(game: MatchView, disabled: bool = False) -> discord.ui.View:
    """Rematch, for either player of a finished match, in its language."""
    return buttons(RematchButton(game.id, 0, disabled, language(game)))


def resign_buttons(
    game: MatchView, user_id: int, disabled: bool = False, locale: str | None = None
) -> discord.ui.View:
    """Resign and Keep playing, for the player who asked to resign, in ``locale`` (default the
    match's language: a public answer)."""
    speaks = locale or language(game)
    return buttons(
        ResignButton(game.id, user_id, disabled, speaks),
        KeepButton(game.id, user_id, disabled, speaks),
    )


def board_controls(game: MatchView) -> list[_ActionButton]:
    """The controls on a board in progress, for either player: Resign (asks to confirm), and
    the proposals (a takeback only where the game allows one: unrated)."""
    speaks = language(game)
    controls: list[_ActionButton] = [GiveUpButton(game.id, 0, locale=speaks)]
    kinds = [DrawButton, RestartButton] + ([] if game.rated else [TakebackButton])
    controls += [kind(game.id, 0, locale=speaks) for kind in kinds]
    return controls
