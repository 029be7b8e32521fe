"""Service events -> Discord messages, in order, whoever caused them.

A command handler runs the service inside :meth:`Announcer.calling`: the events its own call
emits are handed back to it, so it can answer the user with them (the board as the reply to a
move). Events nobody asked for in this task (a computer move, a timeout, an expired challenge)
are posted to the game's channel by a background task. One lock per channel keeps the posts of
a channel in the order the service made them.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Sequence
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import discord

from bot.cogs.buttons import challenge_buttons, rematch_button
from bot.cogs.common import (
    Outgoing,
    board_message,
    fit,
    mention,
    player_name,
    result_text,
)
from bot.service import (
    BoardChanged,
    ChallengeExpired,
    ChallengeView,
    Event,
    GameOver,
    TurnWarning,
)

if TYPE_CHECKING:
    from bot.app import MorrisBot

log = logging.getLogger(__name__)


@dataclass
class _Caller:
    task: asyncio.Task[object] | None
    events: list[Event] = field(default_factory=list)


_CALLER: ContextVar[_Caller | None] = ContextVar("morrisbot_caller", default=None)


def _header(event: BoardChanged) -> str:
    game = event.game
    title = f"**{game.title}** #{game.id}"
    if event.reason == "move" and event.move:
        seat = game.seat_of(event.actor_id or 0) or game.computer_seat
        return f"{title}: {player_name(game, seat)} played **{event.move}**."
    if event.reason == "start":
        return f"{title}: the game begins, {player_name(game, game.state.to_move)} moves first."
    if event.reason == "restart":
        return f"{title}: the game starts again from the beginning."
    if event.reason == "takeback":
        # The move line goes back to before the proposer's last move: the proposer moves next.
        name = player_name(game, game.state.to_move)
        return f"{title}: {name}'s last move (and any reply to it) was taken back."
    return f"{title}:"


def compose(events: Sequence[Event], style: str) -> list[Outgoing]:
    """Turn a burst of service events into posts. A board change followed by the end of the
    same game becomes one message with a Rematch button."""
    out: list[Outgoing] = []
    for event in events:
        if isinstance(event, BoardChanged):
            out.append(board_message(event.game, style, _header(event)))
        elif isinstance(event, GameOver):
            text = result_text(event.game, event.ratings)
            view = rematch_button(event.game.id)
            last = out[-1] if out else None
            if last is not None and last.view is None and f"#{event.game.id}" in last.content:
                last.content = fit(f"{last.content}\n{text}")
                last.view = view
            else:
                title = f"**{event.game.title}** #{event.game.id}"
                out.append(Outgoing(fit(f"{title}: {text}"), [], view))
        elif isinstance(event, TurnWarning):
            minutes = int(event.remaining_s / 60 + 0.5)
            left = f"about {minutes} min" if event.remaining_s >= 60 else "less than a minute"
            out.append(
                Outgoing(
                    f"{mention(event.user_id)}, {left} left for your move in "
                    f"{event.game.title} #{event.game.id}: time runs out "
                    f"<t:{int(event.deadline)}:R>.",
                    [event.user_id],
                )
            )
    return out


class Announcer:
    """Subscribes to the service and posts what happens; see the module docstring."""

    def __init__(self, bot: MorrisBot) -> None:
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = {}
        self._bursts: dict[asyncio.Task[object] | None, list[Event]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._challenges: dict[int, tuple[int, str]] = {}

    def lock(self, channel_id: int) -> asyncio.Lock:
        """The lock that orders posts in ``channel_id``."""
        return self._locks.setdefault(channel_id, asyncio.Lock())

    @contextlib.asynccontextmanager
    async def calling(self, channel_id: int) -> AsyncIterator[list[Event]]:
        """Hold the channel's lock; collect the events this task's service calls emit."""
        caller = _Caller(asyncio.current_task())
        token = _CALLER.set(caller)
        try:
            async with self.lock(channel_id):
                yield caller.events
        finally:
            _CALLER.reset(token)

    async def on_event(self, event: Event) -> None:
        """The service subscriber: hand the event to its caller, or queue it for posting."""
        task = asyncio.current_task()
        caller = _CALLER.get()
        if caller is not None and caller.task is task:
            caller.events.append(event)
            return
        burst = self._bursts.get(task)
        if burst is None:
            burst = self._bursts[task] = []
            # The service emits a burst without yielding: post it once the burst is complete.
            asyncio.get_running_loop().call_soon(self._flush, task)
        burst.append(event)

    def _flush(self, task: asyncio.Task[object] | None) -> None:
        events = self._bursts.pop(task, [])
        if events:
            posting = asyncio.create_task(self._post_background(events))
            self._tasks.add(posting)
            posting.add_done_callback(self._tasks.discard)

    async def _post_background(self, events: list[Event]) -> None:
        first = events[0]
        where = first.challenge if isinstance(first, ChallengeExpired) else first.game
        try:
            async with self.lock(where.channel_id):
                await self.post_events(where.guild_id, where.channel_id, events)
        except Exception:
            log.exception(
                "could not post %s in channel %s", [type(e).__name__ for e in events], where
            )

    async def post_events(self, guild_id: int, channel_id: int, events: Sequence[Event]) -> None:
        """Post ``events`` in ``channel_id`` (the caller holds the channel's lock)."""
        for event in events:
            if isinstance(event, ChallengeExpired):
                await self.close_challenge(event.challenge, "This challenge expired.")
        style = (await self.bot.service.get_settings(guild_id)).board_style
        for post in compose(events, style):
            await self.send(channel_id, post)

    async def drain(self) -> None:
        """Wait for the background posts in flight (used when shutting down)."""
        if self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def send(
        self, channel_id: int, post: Outgoing, reference: discord.Message | None = None
    ) -> discord.Message:
        """Post ``post`` in ``channel_id`` (as a reply to ``reference`` if given)."""
        channel = self.bot.get_partial_messageable(channel_id)
        if reference is not None:
            return await reference.reply(
                post.content,
                allowed_mentions=post.allowed_mentions,
                view=post.view or discord.utils.MISSING,
                mention_author=False,
            )
        return await channel.send(
            post.content,
            allowed_mentions=post.allowed_mentions,
            view=post.view or discord.utils.MISSING,
        )

    async def answer(self, interaction: discord.Interaction, posts: Sequence[Outgoing]) -> None:
        """Answer ``interaction`` publicly with ``posts`` (the first as the response)."""
        for post in posts:
            view = post.view or discord.utils.MISSING
            if not interaction.response.is_done():
                await interaction.response.send_message(
                    post.content, allowed_mentions=post.allowed_mentions, view=view
                )
            else:
                await interaction.followup.send(
                    post.content, allowed_mentions=post.allowed_mentions, view=view
                )

    # -- challenge messages -------------------------------------------------------------------

    def remember_challenge(self, challenge_id: int, message: discord.Message) -> None:
        """Remember the message showing a challenge, to disable its buttons later."""
        self._challenges[challenge_id] = (message.id, message.content)

    async def _find_challenge(
        self, challenge: ChallengeView
    ) -> tuple[discord.PartialMessage, str] | None:
        channel = self.bot.get_partial_messageable(challenge.channel_id)
        known = self._challenges.pop(challenge.id, None)
        if known is not None:
            return channel.get_partial_message(known[0]), known[1]
        # After a restart: look for it among the channel's recent messages.
        wanted = f"mb:accept:{challenge.id}:"
        async for message in channel.history(limit=100):
            if self.bot.user is None or message.author.id != self.bot.user.id:
                continue
            for row in message.components:
                for item in getattr(row, "children", []):
                    if str(getattr(item, "custom_id", "")).startswith(wanted):
                        return channel.get_partial_message(message.id), message.content
        return None

    async def close_challenge(self, challenge: ChallengeView, note: str) -> None:
        """Disable the buttons of ``challenge``'s message and add ``note`` to it."""
        found = await self._find_challenge(challenge)
        if found is None:
            log.info("challenge %s: its message was not found", challenge.id)
            return
        message, content = found
        await message.edit(
            content=fit(f"{content}\n*{note}*"),
            view=challenge_buttons(challenge, disabled=True),
            allowed_mentions=discord.AllowedMentions.none(),
        )
