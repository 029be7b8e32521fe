"""Boards left behind in private channels.

In a DM or group DM the bot posts and edits only through interaction tokens, for 15 minutes
after each (:mod:`bot.discord.board.outlets`). A board that changed while nobody used the bot
there for longer could not be shown; :class:`Behind` keeps it until the next interaction in
that channel, and once that interaction is answered (its token may post from then on) hands it
back to be shown afresh.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import discord

from bot.background import Background
from bot.discord.board.messages import Board

log = logging.getLogger(__name__)

ANSWER_WAIT_S = 3.0
"""How long a board left behind waits for the interaction that shows it to be answered
(Discord's limit for the first answer)."""
_POLL_S = 0.05


class Behind:
    """Per private channel, the boards no interaction token was left to show; ``show_afresh``
    shows one again."""

    def __init__(self, show_afresh: Callable[[Board], None]) -> None:
        self.show_afresh = show_afresh
        self._boards: dict[int, dict[tuple[int, int], Board]] = {}
        self.tasks = Background(log)
        """The boards waiting for their interaction to be answered."""

    def left(self, live: Board) -> None:
        """Keep ``live``, which no token was left to show, until the next interaction in its
        channel."""
        self._boards.setdefault(live.channel_id, {})[(live.view.id, live.seat)] = live

    def catch_up(self, interaction: discord.Interaction) -> None:
        """Show again the boards of ``interaction``'s channel left behind, once it is answered
        and its token may post."""
        behind = self._boards.pop(interaction.channel_id or 0, None)
        if behind:
            self.tasks.spawn(self._catch_up(interaction, list(behind.values())))

    async def _catch_up(self, interaction: discord.Interaction, boards: list[Board]) -> None:
        waited = 0.0
        while not interaction.response.is_done() and waited < ANSWER_WAIT_S:
            await asyncio.sleep(_POLL_S)
            waited += _POLL_S
        for live in boards:
            self.show_afresh(live)
