"""Buttons that survive restarts: their whole state lives in the ``custom_id``.

``mb:<action>:<subject>:<owner>``: the action, the challenge or game id it acts on, and the only
user allowed to press it (0: either player of the game). The callback only hands the click to
the play cog; nothing is decided here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.cogs.common import report_error
from bot.service import ChallengeView

if TYPE_CHECKING:
    from bot.app import MorrisBot

ACTIONS: dict[str, tuple[str, discord.ButtonStyle]] = {
    "accept": ("Accept", discord.ButtonStyle.success),
    "decline": ("Decline", discord.ButtonStyle.danger),
    "withdraw": ("Withdraw", discord.ButtonStyle.secondary),
    "rematch": ("Rematch", discord.ButtonStyle.primary),
    "resign": ("Resign", discord.ButtonStyle.danger),
    "keep": ("Keep playing", discord.ButtonStyle.secondary),
}


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"mb:(?P<action>[a-z]+):(?P<subject>\d+):(?P<owner>\d+)",
):
    """A button of a challenge, a finished game or a resignation prompt."""

    def __init__(self, action: str, subject: int, owner: int = 0, disabled: bool = False) -> None:
        label, style = ACTIONS[action]
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                custom_id=f"mb:{action}:{subject}:{owner}",
                disabled=disabled,
            )
        )
        self.action = action
        self.subject = subject
        self.owner = owner

    @classmethod
    async def from_custom_id(
        cls,
        interaction: discord.Interaction,
        item: discord.ui.Item[Any],
        match: re.Match[str],
        /,
    ) -> GameButton:
        """Rebuild the button from a click (also after a restart)."""
        action = match["action"]
        if action not in ACTIONS:
            raise ValueError(f"unknown button action {action!r}")
        return cls(action, int(match["subject"]), int(match["owner"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Hand the click to the play cog; answer privately if it fails."""
        bot = cast("MorrisBot", interaction.client)
        try:
            await bot.play.on_button(interaction, self.action, self.subject, self.owner)
        except Exception as error:
            await report_error(interaction, error)


def buttons(*items: GameButton) -> discord.ui.View:
    """A view holding ``items`` in one row (no timeout: the items are dynamic)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


def challenge_buttons(challenge: ChallengeView, disabled: bool = False) -> discord.ui.View:
    """Accept and Decline for the challenged player, Withdraw for the challenger."""
    return buttons(
        GameButton("accept", challenge.id, challenge.challenged_id, disabled),
        GameButton("decline", challenge.id, challenge.challenged_id, disabled),
        GameButton("withdraw", challenge.id, challenge.challenger_id, disabled),
    )


def rematch_button(game_id: int, disabled: bool = False) -> discord.ui.View:
    """Rematch, for either player of a finished game."""
    return buttons(GameButton("rematch", game_id, 0, disabled))


def resign_buttons(game_id: int, user_id: int, disabled: bool = False) -> discord.ui.View:
    """Resign and Keep playing, for the player who asked to resign."""
    return buttons(
        GameButton("resign", game_id, user_id, disabled),
        GameButton("keep", game_id, user_id, disabled),
    )
