"""Proposals: /draw, /restart, /takeback, /rematch and the Rematch button."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.buttons import rematch_button
from bot.discord.common import Outgoing, edit_clicked, mention, player_name, where
from bot.discord.controls import offer_buttons
from bot.service import Proposal, ProposalResult

if TYPE_CHECKING:
    from bot.discord.app import MorrisBot

_OFFER_WORDS = {
    Proposal.DRAW: ("offers a draw", "/draw"),
    Proposal.RESTART: ("proposes to restart the game from the beginning", "/restart"),
    Proposal.TAKEBACK: ("asks to take back their last move", "/takeback"),
    Proposal.REMATCH: ("offers a rematch", "/rematch or the Rematch button"),
}
"""What each proposal is called in the offer, and how the opponent agrees to it."""
_DECLINED = {
    Proposal.DRAW: "draw offer",
    Proposal.RESTART: "restart proposal",
    Proposal.TAKEBACK: "takeback request",
    Proposal.REMATCH: "rematch offer",
}
"""What a declined proposal is called."""


def proposal_post(result: ProposalResult) -> Outgoing:
    """The post for a proposal that is not (yet) agreed: the offer with Accept and Decline
    for the opponent, or its refusal."""
    game = result.match
    opponent = game.opponent_of(result.proposer_id)
    if result.declined:
        name = player_name(game, game.seat_of(opponent))
        return Outgoing(f"{name} declined the {_DECLINED[result.kind]} in {game.title} #{game.id}.")
    words, how = _OFFER_WORDS[result.kind]
    return Outgoing(
        f"{mention(result.proposer_id)} {words} in {game.title} #{game.id}. "
        f"{mention(opponent)}: press Accept or Decline, or use {how}.",
        [opponent],
        offer_buttons(game.id, opponent, result.kind),
    )


class Proposals(commands.Cog):
    """Offers one player makes and the other answers."""

    def __init__(self, bot: MorrisBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.poster = bot.poster

    async def show(self, result: ProposalResult) -> None:
        """Show ``result`` in its channel: its effect on the board when agreed, else the offer
        or its refusal as a post."""
        if result.events:
            await self.poster.send_events(result.new_match or result.match, result.events)
            return
        game = result.match
        async with self.poster.lock(game.id):
            await self.poster.send(game.channel_id, proposal_post(result))

    async def answer(self, interaction: discord.Interaction, result: ProposalResult) -> None:
        """Answer ``interaction`` with ``result``: the offer (or refusal) as the response, or
        the agreed effect on the live board."""
        if not result.events:
            post = proposal_post(result)
            async with self.poster.lock(result.match.id):
                await self.poster.answer(interaction, [post])
            return
        shown = result.new_match or result.match
        note = f"Agreed: {_DECLINED[result.kind].split()[0]} in {shown.title} #{shown.id}."
        if interaction.response.is_done():
            await self.poster.send_events(shown, result.events, self.poster.notifier(interaction))
            await interaction.followup.send(note, ephemeral=True)
            return
        await self.poster.answer_events(interaction, shown, result.events, note)

    async def _propose(self, interaction: discord.Interaction, kind: Proposal) -> None:
        guild_id, channel_id, user_id = where(interaction)
        game = self.service.active_game(channel_id, user_id)
        if game is not None and game.computer_seat:
            # The computer judges a draw offer in a worker process: that may take a while.
            await interaction.response.defer(thinking=True, ephemeral=True)
        result = await self.service.propose(guild_id, channel_id, user_id, kind)
        await self.answer(interaction, result)

    @app_commands.command(name="draw", description="Offer a draw, or accept your opponent's offer")
    @app_commands.guild_only()
    async def draw(self, interaction: discord.Interaction) -> None:
        """Offer or accept a draw."""
        await self._propose(interaction, Proposal.DRAW)

    @app_commands.command(name="restart", description="Propose to restart, or accept a proposal")
    @app_commands.guild_only()
    async def restart(self, interaction: discord.Interaction) -> None:
        """Propose or agree to start the game again from its first position."""
        await self._propose(interaction, Proposal.RESTART)

    @app_commands.command(name="takeback", description="Ask to take back your last move")
    @app_commands.guild_only()
    async def takeback(self, interaction: discord.Interaction) -> None:
        """Propose or agree to a takeback (unrated games only)."""
        await self._propose(interaction, Proposal.TAKEBACK)

    @app_commands.command(name="rematch", description="Offer a rematch of your last game here")
    @app_commands.guild_only()
    async def rematch(self, interaction: discord.Interaction) -> None:
        """Offer or accept a rematch (sides swapped)."""
        await self._propose(interaction, Proposal.REMATCH)

    async def rematch_clicked(self, interaction: discord.Interaction, game_id: int) -> None:
        """The Rematch button of a finished match."""
        guild_id, channel_id, user_id = where(interaction)
        result = await self.service.propose(
            guild_id, channel_id, user_id, Proposal.REMATCH, game_id
        )
        if result.agreed:
            done = rematch_button(game_id, disabled=True)
            await edit_clicked(interaction, "Rematch started.", done)
            await self.show(result)
            return
        await self.answer(interaction, result)

    async def answer_clicked(
        self, interaction: discord.Interaction, game_id: int, kind: Proposal, agree: bool
    ) -> None:
        """The Accept or Decline button of an offer (its owner checked by the button)."""
        guild_id, _, user_id = where(interaction)
        game = await self.service.game(game_id)
        result = await self.service.answer_proposal(
            guild_id, game.channel_id, user_id, kind, game_id, agree
        )
        note = f"{'Accepted' if agree else 'Declined'} by {mention(user_id)}."
        owner = game.opponent_of(result.proposer_id)
        await edit_clicked(interaction, note, offer_buttons(game_id, owner, kind, disabled=True))
        if result.events:
            await self.show(result)
