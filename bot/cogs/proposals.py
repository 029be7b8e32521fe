"""Proposals: /draw, /restart, /takeback and /rematch, wherever the board's buttons offer the same
(the buttons answer through the flows)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.asker import Asker
from bot.discord.flows import Flows
from bot.discord.localize import described
from bot.service import Proposal


class Proposals(commands.Cog):
    """Offers one player makes and the other answers."""

    def __init__(self, flows: Flows) -> None:
        self.flows = flows

    async def _propose(self, interaction: discord.Interaction, kind: Proposal) -> None:
        await self.flows.propose(Asker.of(interaction), kind)

    @app_commands.command(name="draw", description=described("cmd-draw"))
    async def draw(self, interaction: discord.Interaction) -> None:
        """Offer or accept a draw."""
        await self._propose(interaction, Proposal.DRAW)

    @app_commands.command(name="restart", description=described("cmd-restart"))
    async def restart(self, interaction: discord.Interaction) -> None:
        """Propose or agree to start the game again from its first position."""
        await self._propose(interaction, Proposal.RESTART)

    @app_commands.command(name="takeback", description=described("cmd-takeback"))
    async def takeback(self, interaction: discord.Interaction) -> None:
        """Propose or agree to a takeback (unrated games only)."""
        await self._propose(interaction, Proposal.TAKEBACK)

    @app_commands.command(name="rematch", description=described("cmd-rematch"))
    async def rematch(self, interaction: discord.Interaction) -> None:
        """Offer or accept a rematch (sides swapped)."""
        await self._propose(interaction, Proposal.REMATCH)
