"""Service events -> Discord messages.

A command handler gets the events it caused in the service's result and posts them itself,
holding the match's post lock from the moment the result is in hand. Events nobody asked for
(a computer move, a timeout, an expired challenge) arrive through :meth:`Poster.on_events` and
are posted by a background task under the same lock, so one match's posts keep the service's
order; no lock is ever shared between matches.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
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
    MatchView,
    Proposal,
    TurnWarning,
)

if TYPE_CHECKING:
    from bot.app import MorrisBot

log = logging.getLogger(__name__)


def _header(event: BoardChanged) -> str:
    game = event.match
    title = f"**{game.title}** #{game.id}"
    if event.reason == "move" and event.move:
        seat = game.seat_of(event.actor_id or 0) or game.computer_seat
        played = f"{title}: {player_name(game, seat)} played **{event.move}**."
        if game.offers.get(Proposal.DRAW) == game.players[seat - 1]:
            played += " and offers a draw: /draw to accept it, or type `decline`."
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


def compose(events: Sequence[Event], style: str) -> list[Outgoing]:
    """Turn a burst of service events into posts. A board change followed by the end of the
    same game becomes one message with a Rematch button."""
    out: list[Outgoing] = []
    for event in events:
        if isinstance(event, BoardChanged):
            out.append(board_message(event.match, style, _header(event)))
        elif isinstance(event, GameOver):
            text = result_text(event.match, event.ratings)
            view = rematch_button(event.match.id)
            last = out[-1] if out else None
            if last is not None and last.view is None and f"#{event.match.id}" in last.content:
                last.content = fit(f"{last.content}\n{text}")
                last.view = view
            else:
                title = f"**{event.match.title}** #{event.match.id}"
                out.append(Outgoing(fit(f"{title}: {text}"), [], view))
        elif isinstance(event, TurnWarning):
            minutes = int(event.remaining_s / 60 + 0.5)
            left = f"about {minutes} min" if event.remaining_s >= 60 else "less than a minute"
            out.append(
                Outgoing(
                    f"{mention(event.user_id)}, {left} left for your move in "
                    f"{event.match.title} #{event.match.id}: time runs out "
                    f"<t:{int(event.deadline)}:R>.",
                    [event.user_id],
                )
            )
    return out


class Poster:
    """Posts what the service reports; see the module docstring."""

    def __init__(self, bot: MorrisBot) -> None:
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._challenges: dict[int, tuple[int, str]] = {}

    def lock(self, match_id: int) -> asyncio.Lock:
        """The lock that keeps ``match_id``'s posts in order (held only while posting)."""
        return self._locks.setdefault(match_id, asyncio.Lock())

    async def on_events(self, events: Sequence[Event]) -> None:
        """The service subscriber: post ``events`` (one happening's) in the background."""
        posting = asyncio.create_task(self._post_background(list(events)))
        self._tasks.add(posting)
        posting.add_done_callback(self._tasks.discard)

    async def _post_background(self, events: list[Event]) -> None:
        first = events[0]
        try:
            if isinstance(first, ChallengeExpired):
                for event in events:
                    if isinstance(event, ChallengeExpired):
                        await self.close_challenge(event.challenge, "This challenge expired.")
                return
            await self.send_events(first.match, events)
        except Exception:
            log.exception("could not post %s", [type(e).__name__ for e in events])

    async def style(self, guild_id: int) -> str:
        """The guild's board style."""
        return (await self.bot.service.get_settings(guild_id)).board_style

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

    async def compose(self, game: MatchView, events: Sequence[Event]) -> list[Outgoing]:
        """The posts for ``events`` of ``game``, in its guild's board style."""
        return compose(events, await self.style(game.guild_id))

    async def answer_events(
        self, interaction: discord.Interaction, game: MatchView, events: Sequence[Event]
    ) -> None:
        """Answer ``interaction`` with the posts for ``events`` of ``game``, in its order."""
        async with self.lock(game.id):
            await self.answer(interaction, await self.compose(game, events))

    async def send_events(self, game: MatchView, events: Sequence[Event]) -> None:
        """Post ``events`` of ``game`` in its channel, in its order."""
        async with self.lock(game.id):
            for post in await self.compose(game, events):
                await self.send(game.channel_id, post)

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
