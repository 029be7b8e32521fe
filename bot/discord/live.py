"""The live board: one message per match, edited in place on every turn, playable by clicking.

Every change of a match (a command's result, or an event published later such as the
computer's reply) is handed to :meth:`LiveBoards.show`, which keeps the newest snapshot of the
match (by ``MatchView.version``, never by arrival) and wakes the match's one writer task. The
writer shows the newest snapshot: it edits the board message in place (answering the click
that moved, when there is one, with the edit itself), or posts a fresh board and retires the
old one when the board has scrolled out of sight. When the computer is to move it first waits
a moment for its reply, so a move and its answer usually land in one edit, and it never shows
a snapshot older than one already shown. Each match has its own writer, so a slow Discord
request for one match never delays another, and no command waits for a writer longer than an
interaction allows.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.discord.buttons import RematchButton
from bot.discord.common import (
    RefusalError,
    board,
    fit,
    message_link,
    pinging,
    player_name,
    result_text,
    turn_line,
)
from bot.discord.controls import offer_buttons, picker, picker_items, question
from bot.service import (
    BoardChanged,
    ChallengeView,
    Event,
    GameOver,
    MatchResult,
    MatchView,
    Proposal,
    RatingChange,
    turn_choices,
)

if TYPE_CHECKING:
    from bot.discord.app import MorrisBot

log = logging.getLogger(__name__)

COMPUTER_WAIT_S = 1.5
"""How long a board waits for the computer's reply before showing the computer to move."""
ANSWER_WITHIN_S = 2.4
"""How soon after a click the board must have answered it (Discord allows 3 seconds)."""
RETRY_AFTER_S = (2.0, 10.0, 60.0)
"""When a board could not be shown, the pauses before trying again (then: at the next change)."""
DRAIN_S = 5.0
"""How long shutting down waits for boards being written."""
SCROLL_LIMIT = 6
"""After this many newer messages in its channel a board counts as out of sight."""
_RECENT_IDS = 50
"""How many recent message ids are remembered per channel (to count what follows a board)."""

Notify = Callable[[str], Awaitable[None]]
"""Tells a player something privately (when their move's board could not be shown)."""


class Ack:
    """An interaction that a board update may answer: by editing the board it was clicked on,
    or (a slash command) by posting a fresh board as its response. Whoever answers claims it
    first; after :meth:`LiveBoards.show` returns, the caller answers it if nobody did."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self.interaction = interaction
        self.claimed = False
        self.done = asyncio.Event()

    def claim(self) -> bool:
        """Take the right to answer; False if it was taken already."""
        if self.claimed:
            return False
        self.claimed = True
        return True

    def seconds_left(self) -> float:
        """Seconds left to answer in time."""
        age = (datetime.now(UTC) - self.interaction.created_at).total_seconds()
        return ANSWER_WITHIN_S - age

    @property
    def message_id(self) -> int | None:
        """The message a component was clicked on (None for a slash command)."""
        return self.interaction.message.id if self.interaction.message else None


@dataclass
class _Board:
    """What is known of one match's board; only its writer task touches Discord for it."""

    view: MatchView
    channel_id: int
    message_id: int | None = None
    content: str = ""
    header: str = ""
    header_version: int = -1
    ratings: tuple[RatingChange, ...] = ()
    shown: int = -1
    waited: int = -1
    failures: int = 0
    looked_back: bool = False
    acks: list[Ack] = field(default_factory=list)
    notify: list[Notify] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None


def header(event: BoardChanged) -> str:
    """The first line of a board after ``event``."""
    game = event.match
    title = f"**{game.title}** #{game.id}"
    if event.reason == "move" and event.move:
        seat = game.seat_of(event.actor_id or 0) or game.computer_seat
        played = f"{title}: {player_name(game, seat)} played **{event.move}**."
        if game.offers.get(Proposal.DRAW) == game.players[seat - 1]:
            played += " and offers a draw: press Accept or Decline, or /draw to accept it."
        return played
    if event.reason == "start":
        return f"{title}: the game begins, {player_name(game, game.state.to_move)} moves first."
    if event.reason == "restart":
        return f"{title}: the game starts again from the beginning."
    if event.reason == "takeback":
        # The move line goes back to before the proposer's last move: the proposer moves next.
        name = player_name(game, game.state.to_move)
        return f"{title}: {name}'s last move (and any reply to it) was taken back."
    return f"{title}:"


def board_text(
    view: MatchView, style: str, first_line: str, ratings: Sequence[RatingChange] = ()
) -> str:
    """The text of a live board: its first line, the board, the recent moves, the clock or the
    result."""
    lines = [first_line or f"**{view.title}** #{view.id}:", board(view, style)]
    if len(view.recent_moves) > 1:
        lines.append("Recent moves: " + ", ".join(view.recent_moves))
    if view.outcome is None:
        lines.append(turn_line(view).strip())
    else:
        lines.append(result_text(view, ratings))
    return fit("\n".join(line for line in lines if line))


def board_view(view: MatchView) -> discord.ui.View | None:
    """The board's components: the first step of a move for the player to move (and Accept
    and Decline of a draw the computer offers), or Rematch."""
    holder = discord.ui.View(timeout=None)
    if view.outcome is not None:
        holder.add_item(RematchButton(view.id, 0))
        return holder
    if view.state.to_move == view.computer_seat:
        return None
    choices = turn_choices(view)
    for item in picker_items(view, choices) if choices.steps else []:
        holder.add_item(item)
    offerer = view.offers.get(Proposal.DRAW)
    if offerer is not None and offerer == view.players[view.computer_seat - 1]:
        row = max((item.row or 0 for item in holder.children), default=-1) + 1
        for button in offer_buttons(view.id, view.to_move_id, Proposal.DRAW).children:
            button.row = row
            holder.add_item(button)
    return holder if holder.children else None


class LiveBoards(commands.Cog):
    """One live board per match; see the module docstring."""

    def __init__(self, bot: MorrisBot) -> None:
        self.bot = bot
        self.service = bot.service
        self._boards: dict[int, _Board] = {}
        self._recent: dict[int, deque[int]] = {}

    # -- what the rest of the adapter calls ----------------------------------------------------

    async def show(
        self,
        view: MatchView,
        events: Sequence[Event] = (),
        *,
        ack: Ack | None = None,
        notify: Notify | None = None,
    ) -> None:
        """Show ``view`` (and what ``events`` say of it) on the match's live board.

        Returns at once, or with ``ack`` once the board answered it or its time ran short.
        ``notify`` is told if the board cannot be shown.
        """
        found = self._boards.get(view.id)
        if found is None:
            found = self._boards[view.id] = _Board(view, view.channel_id)
        live = found
        if view.version > live.view.version or (
            view.version == live.view.version and live.view.last_turn is None
        ):
            live.view = view
        for event in events:
            if isinstance(event, BoardChanged) and event.reason == "start":
                live.looked_back = True  # a new match has no board to find
            if isinstance(event, BoardChanged) and event.match.version >= live.header_version:
                live.header, live.header_version = header(event), event.match.version
            elif isinstance(event, GameOver):
                live.ratings = event.ratings
        if ack is not None:
            live.acks.append(ack)
        if notify is not None:
            live.notify.append(notify)
        live.changed.set()
        if live.task is None or live.task.done():
            live.task = asyncio.create_task(self._write(live), name=f"board-{view.id}")
        if ack is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(ack.done.wait(), max(0.0, ack.seconds_left()))

    def board_link(self, view: MatchView) -> str | None:
        """The link to ``view``'s live board, None if this process has not shown it yet."""
        live = self._boards.get(view.id)
        if live is None or live.message_id is None:
            return None
        return message_link(view.guild_id, live.channel_id, live.message_id)

    async def start_in_thread(
        self,
        challenge: ChallengeView,
        message: discord.Message | discord.PartialMessage,
        start: Callable[[int | None], Awaitable[MatchResult]],
    ) -> MatchResult:
        """Start ``challenge``'s match with ``start`` in a new thread made from ``message`` (the
        challenge): the thread is the match's channel, stored with it, so it outlives a
        restart. If the thread cannot be made the match is played in the channel; if the match
        cannot start, the thread is archived again."""
        first, second = [
            await self._name(uid) for uid in (challenge.challenger_id, challenge.challenged_id)
        ]
        name = fit(f"{challenge.title}: {first} vs {second}", 100)
        try:
            thread = await message.create_thread(name=name, auto_archive_duration=1440)
        except discord.HTTPException as error:
            log.warning("challenge %s: no thread, playing in the channel: %r", challenge.id, error)
            return await start(None)
        try:
            return await start(thread.id)
        except BaseException:
            await self._archive(thread.id)
            raise

    async def _name(self, user_id: int) -> str:
        user = self.bot.get_user(user_id)
        if user is None:
            try:
                user = await self.bot.fetch_user(user_id)
            except discord.HTTPException:
                return "a player"
        return user.display_name

    async def _archive(self, thread_id: int) -> None:
        """Archive a finished match's thread."""
        try:
            thread = self.bot.get_channel(thread_id) or await self.bot.fetch_channel(thread_id)
            if isinstance(thread, discord.Thread):
                await thread.edit(archived=True)
        except discord.HTTPException as error:
            log.warning("could not archive the thread %s: %r", thread_id, error)

    async def drain(self) -> None:
        """Wait a few seconds for the boards being written (used when shutting down); stop the
        writers still waiting to try again."""
        tasks = [b.task for b in self._boards.values() if b.task is not None and not b.task.done()]
        if not tasks:
            return
        _, pending = await asyncio.wait(tasks, timeout=DRAIN_S)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)

    def style_of(self, view: MatchView) -> Awaitable[str]:
        """The board style of ``view``'s guild."""
        return self.bot.poster.style(view.guild_id)

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Count the messages that follow each board (to tell when it scrolled out of sight)."""
        recent = self._recent.setdefault(message.channel.id, deque(maxlen=_RECENT_IDS))
        recent.append(message.id)

    # -- clicks --------------------------------------------------------------------------------

    async def step(
        self,
        interaction: discord.Interaction,
        match_id: int,
        prefix: str,
        group: str | None = None,
    ) -> None:
        """A click that chose the steps ``prefix`` of a move (or the page ``group`` of the next
        steps): play the move once complete, else ask privately for the next step."""
        ack = Ack(interaction)
        view = self.service.current(match_id)
        if view is None:
            raise RefusalError("That game is no longer in progress.")
        user_id = interaction.user.id
        if not view.seat_of(user_id):
            raise RefusalError("You are not playing this game.")
        choices = self.service.match_choices(match_id, user_id, prefix)
        message = interaction.message
        on_board = message is not None and not message.flags.ephemeral
        if choices.steps and (group is not None or not choices.complete):
            text = f"**{view.title}** #{view.id}: {question(choices)}"
            menu = picker(view, choices, group)
            none = discord.AllowedMentions.none()
            if on_board:
                await interaction.response.send_message(
                    text, view=menu, ephemeral=True, allowed_mentions=none
                )
            else:
                await interaction.response.edit_message(content=text, view=menu)
            return
        if not choices.complete:
            raise RefusalError(
                "That choice is no longer possible: the board has changed. Use its menu again."
            )
        result = await self.service.move(view.guild_id, view.channel_id, user_id, prefix)

        async def tell(text: str) -> None:
            await interaction.followup.send(text, ephemeral=True)

        if not on_board:
            await interaction.response.edit_message(
                content=f"You played **{result.move}**.", view=None
            )
            await self.show(result.match, result.events, notify=tell)
            return
        await self.show(result.match, result.events, ack=ack, notify=tell)
        if ack.claim():
            await interaction.response.defer()

    # -- the writer ----------------------------------------------------------------------------

    async def _write(self, live: _Board) -> None:
        """Show the newest snapshot of ``live`` until there is nothing newer to show."""
        while live.view.version > live.shown or live.acks:
            live.changed.clear()
            view = live.view
            if (
                view.outcome is None
                and view.state.to_move == view.computer_seat
                and live.waited < view.version
                and view.version > live.shown
            ):
                live.waited = view.version
                wait = min([COMPUTER_WAIT_S] + [a.seconds_left() - 0.4 for a in live.acks])
                if wait > 0:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(live.changed.wait(), wait)
                    continue
            acks, live.acks = live.acks, []
            notify, live.notify = live.notify, []
            try:
                if view.version > live.shown:
                    await self._deliver(live, view, acks)
                    live.shown, live.failures = view.version, 0
            except Exception as error:
                log.warning("match %s: the board could not be shown: %r", view.id, error)
                await self._tell(view, notify)
                if isinstance(error, discord.NotFound):
                    live.message_id = None  # deleted: the next try posts a fresh board
                live.failures += 1
                if live.failures > len(RETRY_AFTER_S):
                    live.shown, live.failures = view.version, 0  # the next change tries again
                else:
                    await self._pause(live, RETRY_AFTER_S[live.failures - 1])
            finally:
                for ack in acks:
                    ack.done.set()
        if live.view.outcome is not None and self._boards.get(live.view.id) is live:
            del self._boards[live.view.id]

    @staticmethod
    async def _pause(live: _Board, seconds: float) -> None:
        """Wait ``seconds`` before trying again, or less if the match changes meanwhile."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(live.changed.wait(), seconds)

    async def _tell(self, view: MatchView, notify: Sequence[Notify]) -> None:
        played = f"**{view.last_move}** was played" if view.last_move else "Your move was played"
        text = f"{played}; the board could not be posted. /board shows it."
        for tell in notify:
            try:
                await tell(text)
            except discord.HTTPException:
                log.warning("match %s: could not tell a player the board failed", view.id)

    async def _deliver(self, live: _Board, view: MatchView, acks: Sequence[Ack]) -> None:
        """Put ``view`` on the board: edit it in place, or post a fresh one."""
        style = await self.style_of(view)
        content = board_text(view, style, live.header, live.ratings)
        components = board_view(view)
        mentions = pinging(*self._to_ping(view))
        if live.message_id is None and not live.looked_back:
            await self._look_back(live)
        await self._show_in_place(live, content, components, mentions, acks)
        if view.outcome is not None and self._own_thread(live.channel_id):
            await self._archive(live.channel_id)

    def _own_thread(self, channel_id: int) -> bool:
        """True if ``channel_id`` is a thread the bot made (a match's own)."""
        channel = self.bot.get_channel(channel_id)
        me = self.bot.user
        return isinstance(channel, discord.Thread) and me is not None and channel.owner_id == me.id

    async def _show_in_place(
        self,
        live: _Board,
        content: str,
        components: discord.ui.View | None,
        mentions: discord.AllowedMentions,
        acks: Sequence[Ack],
    ) -> None:
        """Edit the board in place, or post a fresh one when it is gone or out of sight."""
        view = live.view
        if live.message_id is not None and not self._scrolled(live):
            for ack in acks:
                if ack.message_id == live.message_id and ack.claim():
                    await ack.interaction.response.edit_message(
                        content=content, view=components, allowed_mentions=mentions
                    )
                    break
            else:
                await self.bot.outlets.edit(
                    live.channel_id,
                    live.message_id,
                    content=content,
                    view=components,
                    allowed_mentions=mentions,
                )
            live.content = content
            return
        old_id, old_content = live.message_id, live.content
        message = await self._post(live.channel_id, content, components, mentions, acks)
        live.message_id, live.content = message.id, content
        if old_id is not None:
            await self._retire(view.guild_id, live.channel_id, old_id, old_content, message)

    async def _post(
        self,
        channel_id: int,
        content: str,
        components: discord.ui.View | None,
        mentions: discord.AllowedMentions,
        acks: Sequence[Ack],
    ) -> discord.Message:
        """Post a fresh board: as a slash command's response if one waits, else a message
        with a nonce (so a retried request cannot post it twice)."""
        view = components or discord.utils.MISSING
        for ack in acks:
            if ack.message_id is None and ack.claim():
                response = await ack.interaction.response.send_message(
                    content, view=view, allowed_mentions=mentions
                )
                if isinstance(response.resource, discord.Message):
                    return response.resource
                return await ack.interaction.original_response()
        return await self.bot.outlets.send(
            channel_id,
            content,
            view=components,
            allowed_mentions=mentions,
        )

    async def _retire(
        self, guild_id: int, channel_id: int, old_id: int, old_content: str, new: discord.Message
    ) -> None:
        """Take the controls off an old board and point it to the new one."""
        link = message_link(guild_id, channel_id, new.id)
        note = f"*This board moved: the game continues at {link}*"
        try:
            await self.bot.outlets.edit(
                channel_id,
                old_id,
                content=fit(f"{old_content}\n{note}" if old_content else note),
                view=None,
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException as error:
            log.warning("could not retire the old board %s: %r", old_id, error)

    def _scrolled(self, live: _Board) -> bool:
        """True once ``SCROLL_LIMIT`` messages follow the board in its channel."""
        assert live.message_id is not None
        recent = self._recent.get(live.channel_id, ())
        return sum(1 for message_id in recent if message_id > live.message_id) >= SCROLL_LIMIT

    async def _look_back(self, live: _Board) -> None:
        """After a restart: find the match's board among the channel's recent messages."""
        live.looked_back = True
        if self.bot.outlets.is_private(live.channel_id):
            return  # an app cannot read the history of a group DM it is not in
        me = self.bot.user
        wanted = f"#{live.view.id}:"
        channel = self.bot.get_partial_messageable(live.channel_id)
        newer: list[int] = []
        try:
            async for message in channel.history(limit=_RECENT_IDS):
                first_line = message.content.split("\n", 1)[0]
                if me is not None and message.author.id == me.id and wanted in first_line:
                    live.message_id, live.content = message.id, message.content
                    break
                newer.append(message.id)
        except discord.HTTPException as error:
            log.warning("match %s: could not read the channel history: %r", live.view.id, error)
            return
        recent = self._recent.setdefault(live.channel_id, deque(maxlen=_RECENT_IDS))
        known = set(recent)
        for message_id in reversed(newer):
            if message_id not in known:
                recent.append(message_id)

    @staticmethod
    def _to_ping(view: MatchView) -> list[int]:
        if view.outcome is not None or view.state.to_move == view.computer_seat:
            return []
        return [view.to_move_id]
