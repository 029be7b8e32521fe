"""Answering interactions within Discord's 3 seconds: :class:`Ack`, the right to answer one
(claimed by whoever answers first: the live board's edit, or the handler), and
:func:`answering`, which defers an interaction still unanswered when its time runs short."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable

import discord

log = logging.getLogger(__name__)

ANSWER_WITHIN_S = 2.4
"""How soon after a click the board must have answered it (Discord allows 3 seconds)."""


class Ack:
    """An interaction that a board update may answer: by editing the board it was clicked on,
    or (a slash command) by posting a fresh board as its response. Whoever answers claims it
    first; after the board's ``show`` returns, the caller answers it if nobody did. ``now`` is
    the clock Discord's timestamps are compared with."""

    def __init__(self, interaction: discord.Interaction, now: Callable[[], float]) -> None:
        self.interaction = interaction
        self.now = now
        self.claimed = False
        self.done = asyncio.Event()

    def claim(self) -> bool:
        """Take the right to answer; False if it was taken already (or the interaction was
        answered meanwhile, as :func:`answering` does when the service is slow)."""
        if self.claimed or self.interaction.response.is_done():
            return False
        self.claimed = True
        return True

    def seconds_left(self) -> float:
        """Seconds left to answer in time."""
        age = self.now() - self.interaction.created_at.timestamp()
        return ANSWER_WITHIN_S - age

    @property
    def message_id(self) -> int | None:
        """The message a component was clicked on (None for a slash command)."""
        return self.interaction.message.id if self.interaction.message else None


@contextlib.asynccontextmanager
async def answering(
    interaction: discord.Interaction | None, now: Callable[[], float], *, thinking: bool = False
) -> AsyncIterator[None]:
    """Keep Discord's 3-second promise while the body (a service call that may wait for
    the database) runs: if the interaction is still unanswered when its time runs short,
    defer it (a click: the board is then edited by itself; a command with ``thinking``:
    a private "thinking…" its answer completes). Nothing for no interaction (typed)."""
    if interaction is None:
        yield
        return
    deadline = Ack(interaction, now).seconds_left()
    deferring = asyncio.Event()

    async def defer_late() -> None:
        await asyncio.sleep(max(0.0, deadline))
        if not interaction.response.is_done():
            deferring.set()
            log.info("interaction %s: the answer is slow, deferred", interaction.id)
            await interaction.response.defer(thinking=thinking, ephemeral=thinking)

    task = asyncio.create_task(defer_late())
    try:
        yield
    finally:
        if deferring.is_set():
            with contextlib.suppress(discord.HTTPException):
                await task
        else:
            task.cancel()
