"""The board's message: edited in place, or posted afresh (the old one shrunk to a line
pointing to it) when it is gone or scrolled out of sight, and what is known of it; what made
showing it fail mended where it can be (:meth:`BoardMessages.mend`)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field

import discord

from bot.discord.board.acks import Ack
from bot.discord.board.layout import retired_layout
from bot.discord.board.outlets import Outlets
from bot.discord.board.pings import Scroll, Turn
from bot.discord.board.threads import MatchThreads
from bot.discord.say import message_link, say
from bot.discord.wording import language
from bot.service import MatchService, MatchView, RatingChange, ServiceError
from texts import Text, t

log = logging.getLogger(__name__)

POST_AGAIN_S = 600.0
"""After a fresh board was refused, how long the old one is edited before posting is tried
again (the permission may come back)."""

ARCHIVED_THREAD = 50083
"""Discord's code for a message edited in an archived thread."""
_NEEDS_A_NEW_BOARD = (10008, 30046)
"""Codes after which the board is posted afresh: the message is gone, or too old to edit again
(Discord limits edits of messages older than an hour)."""

Notify = Callable[[Text], Awaitable[None]]
"""Tells a player something privately (when their move's board could not be shown)."""


@dataclass
class Board:
    """What is known of one board of a match; only its writer task touches Discord for it.

    ``seat`` is the seat whose own home it is in a game across servers (0: the match's own
    channel; ``view`` is the match as that home sees it), ``names`` the escaped display names
    it shows for players of another server instead of their mentions."""

    view: MatchView
    channel_id: int
    message_id: int | None = None
    seat: int = 0
    names: dict[int, str] = field(default_factory=dict)
    header: Text | None = None
    header_version: int = -1
    ratings: tuple[RatingChange, ...] = ()
    shown: int = -1
    waited: int = -1
    failures: int = 0
    turn: Turn = field(default_factory=Turn)
    refused_at: float | None = None
    """When Discord last refused the bot a fresh board here (no Send Messages), if lately."""
    acks: list[Ack] = field(default_factory=list)
    notify: list[Notify] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None


class BoardMessages:
    """Puts a match's board on Discord: in place, or afresh."""

    def __init__(
        self,
        service: MatchService,
        outlets: Outlets,
        scroll: Scroll,
        threads: MatchThreads,
        now: Callable[[], float],
    ) -> None:
        self.service = service
        self.outlets = outlets
        self.scroll = scroll
        self.threads = threads
        self.now = now

    async def put(self, live: Board, layout: discord.ui.LayoutView, acks: Sequence[Ack]) -> bool:
        """Edit the board in place (an old text board becomes a V2 one: its content goes), or
        post a fresh one when it is gone or out of sight. Return True when a fresh board was
        wanted but Discord refuses the bot new messages there (Send Messages taken away): the
        board above was edited instead."""
        view = live.view
        if live.message_id is not None and not self.scroll.out_of_sight(
            live.channel_id, live.message_id
        ):
            await self._edit(live, layout, acks)
            return False
        old_id = live.message_id
        refused = live.refused_at is not None and self.now() - live.refused_at < POST_AGAIN_S
        if old_id is not None and refused:
            await self._edit(live, layout, acks)
            return True
        try:
            message = await self._post(live.channel_id, layout, acks)
        except discord.Forbidden as error:
            if old_id is None:
                raise
            log.info(
                "match %s: a fresh board is refused (%s): the one above is edited",
                view.id,
                error.text,
            )
            live.refused_at = self.now()
            await self._edit(live, layout, acks)
            return True
        live.refused_at, live.message_id = None, message.id
        try:
            await self.service.note_board(view.id, message.id, live.seat)
        except ServiceError as error:  # the board stands; after a restart it is looked for
            log.warning("match %s: board %s not stored: %s", view.id, message.id, error)
        if old_id is not None:
            await self._retire(view, live.channel_id, old_id, message)
        return False

    async def mend(self, live: Board, error: Exception) -> bool:
        """Mend what made showing ``live`` fail, if it can be: True when trying again at once
        may work (a fresh board for one deleted or too old to edit, an archived thread opened
        again)."""
        if isinstance(error, discord.RateLimited) and live.message_id is not None:
            # An edit that would wait long (Discord limits edits of messages older than an
            # hour, 30046, with a wait of up to an hour): a fresh board instead.
            log.info("match %s: editing the board must wait: a fresh one", live.view.id)
            live.message_id = None
            return True
        if not isinstance(error, discord.HTTPException):
            return False
        if isinstance(error, discord.NotFound) or error.code in _NEEDS_A_NEW_BOARD:
            log.info(
                "match %s: the board is gone or too old to edit: posting it afresh", live.view.id
            )
            live.message_id = None
            return True
        if error.code == ARCHIVED_THREAD:
            log.info("match %s: its thread was archived: opening it again", live.view.id)
            return await self.threads.archive(live.channel_id, archived=False)
        return False

    async def _edit(self, live: Board, layout: discord.ui.LayoutView, acks: Sequence[Ack]) -> None:
        """Edit the board message: as the answer to a click on it when one waits."""
        assert live.message_id is not None
        quiet = discord.AllowedMentions.none()
        for ack in acks:
            if ack.message_id == live.message_id and ack.claim():
                await ack.interaction.response.edit_message(
                    content=None, view=layout, allowed_mentions=quiet
                )
                return
        await self.outlets.edit(
            live.channel_id, live.message_id, content=None, view=layout, allowed_mentions=quiet
        )

    async def _post(
        self, channel_id: int, layout: discord.ui.LayoutView, acks: Sequence[Ack]
    ) -> discord.Message:
        """Post a fresh board: as a slash command's response if one waits, else a message
        with a nonce (so a retried request cannot post it twice)."""
        mentions = discord.AllowedMentions.none()
        for ack in acks:
            if ack.message_id is None and ack.claim():
                response = await ack.interaction.response.send_message(
                    view=layout, allowed_mentions=mentions
                )
                message = response.resource
                if not isinstance(message, discord.Message):
                    message = await ack.interaction.original_response()
                self.outlets.made(message.id, ack.interaction)
                return message
        return await self.outlets.send(channel_id, None, view=layout, allowed_mentions=mentions)

    async def _retire(
        self, view: MatchView, channel_id: int, old_id: int, new: discord.Message
    ) -> None:
        """Shrink ``view``'s old board to one line pointing to the new one."""
        link = message_link(view.guild_id, channel_id, new.id)
        note = say(t("board-moved", link=link), language(view))
        try:
            await self.outlets.edit(
                channel_id,
                old_id,
                content=None,
                view=retired_layout(note),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as error:
            log.warning("could not retire the old board %s: %r", old_id, error)
