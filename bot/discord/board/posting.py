"""Service events -> Discord: the live board (:mod:`bot.discord.board.live`) and the other posts.

A command handler gets the events it caused in the service's result and shows them itself.
Events nobody asked for (a computer move, a timeout, an expired challenge) arrive through
:meth:`Poster.on_events` and are shown by a background task. Board changes go to the match's
live board, which orders them by the match's version; the few other posts (turn warnings,
offers, challenges) are posted under the match's post lock, which is held only while posting
and never shared between matches.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Sequence

import discord

from bot.background import Background
from bot.discord.board.live import LiveBoards
from bot.discord.board.messages import Notify
from bot.discord.board.outlets import Outlets, Unreachable
from bot.discord.components.buttons import challenge_buttons
from bot.discord.replies import send_private
from bot.discord.say import Outgoing, fit, say, timestamp
from bot.discord.wording import challenge_text, game_title, language, say_lines, typing_mode
from bot.service import (
    ChallengeExpired,
    ChallengeView,
    Event,
    FinishedChanged,
    HomeGone,
    MatchService,
    MatchView,
    PoolLapsed,
    SeekExpired,
    StartedHere,
    TurnWarning,
)
from texts import Person, Text, t

log = logging.getLogger(__name__)


def compose(events: Sequence[Event]) -> list[tuple[int, Outgoing]]:
    """The posts for ``events`` besides the live board, each with its channel: turn warnings
    (they ping), each where the warned player plays (a game across servers: their own
    channel, in its language)."""
    out: list[tuple[int, Outgoing]] = []
    for event in events:
        if isinstance(event, TurnWarning):
            home = event.match.home_of(event.user_id)
            minutes = int(event.remaining_s / 60 + 0.5)
            left = (
                t("time-left-minutes", minutes=minutes)
                if event.remaining_s >= 60
                else t("time-left-seconds")
            )
            warning = t(
                "turn-warning",
                player=Person(event.user_id),
                left=left,
                game=game_title(event.match),
                id=str(event.match.id),
                when=timestamp(event.deadline),
            )
            out.append((home.channel_id, Outgoing(say(warning, language(home)), [event.user_id])))
    return out


class Poster:
    """Posts what the service reports; see the module docstring."""

    def __init__(
        self,
        client: discord.Client,
        service: MatchService,
        boards: LiveBoards,
        outlets: Outlets,
        *,
        message_content: bool,
    ) -> None:
        self.client = client
        self.message_content = message_content
        self.service = service
        self.boards = boards
        self.outlets = outlets
        self._locks: dict[int, asyncio.Lock] = {}
        self._tasks = Background(log)

    def lock(self, match_id: int) -> asyncio.Lock:
        """The lock that keeps ``match_id``'s posts in order (held only while posting)."""
        return self._locks.setdefault(match_id, asyncio.Lock())

    async def on_events(self, events: Sequence[Event]) -> None:
        """The service subscriber: post ``events`` (one happening's) in the background."""
        self._tasks.spawn(self._post_background(list(events)))

    async def _post_background(self, events: list[Event]) -> None:
        """Post ``events``: each expired challenge, and each match's events in their order (a
        timer tick reports several happenings at once; one that cannot be posted does not stop
        the others)."""
        by_match: dict[int, list[Event]] = {}
        for event in events:
            if isinstance(event, ChallengeExpired):
                note = t("challenge-expired-note")
                await self._guarded([event], self.close_challenge(event.challenge, note))
            elif isinstance(event, FinishedChanged):  # a rematch answered: its ping goes
                await self._guarded([event], self.boards.offers.close_answered(event.match))
            elif isinstance(event, HomeGone):  # seen by the process of its server
                why = f"the channel of its home of seat {event.seat} is gone"
                await self._guarded([event], self.boards.gone(event.match, event.seat, why))
            elif not isinstance(event, PoolLapsed | SeekExpired | StartedHere):  # the lobby's cogs
                by_match.setdefault(event.match.id, []).append(event)
        for happened in by_match.values():
            await self._guarded(happened, self._post_match(happened))

    async def _post_match(self, events: list[Event]) -> None:
        """Show one match's ``events``, then remind by DM whoever asked for it."""
        first = events[0]
        assert not isinstance(
            first, ChallengeExpired | PoolLapsed | SeekExpired | StartedHere | HomeGone
        )
        try:
            await self.send_events(first.match, events)
        finally:  # the DM asked for goes even where the channel cannot be posted in now
            for event in events:
                if isinstance(event, TurnWarning) and event.dm:
                    await self._remind(event)

    @staticmethod
    async def _guarded(events: list[Event], posting: Awaitable[None]) -> None:
        """Await ``posting`` (of ``events``), logging instead of raising when it fails."""
        try:
            await posting
        except (discord.HTTPException, Unreachable) as error:  # refused, or no token left
            log.info("could not post %s: %r", [type(e).__name__ for e in events], error)
        except Exception:
            log.exception("could not post %s", [type(e).__name__ for e in events])

    async def _remind(self, warning: TurnWarning) -> None:
        """Remind a player who asked for it by direct message that their time runs short."""
        game = warning.match.home_of(warning.user_id)  # across servers: the player's board
        link = self.boards.board_link(game)
        name, number, when = game_title(game), str(game.id), timestamp(warning.deadline)
        text = (
            t("reminder-dm-link", game=name, id=number, when=when, link=link)
            if link
            else t("reminder-dm", game=name, id=number, when=when)
        )
        try:
            user = await self.client.fetch_user(warning.user_id)
            await user.send(
                say(text, language(game)), allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException as error:
            log.info("could not remind user %s by DM: %r", warning.user_id, error)

    async def drain(self) -> None:
        """Wait for the background posts in flight (used when shutting down)."""
        await self._tasks.drain()

    async def send(self, channel_id: int, post: Outgoing) -> discord.Message:
        """Post ``post`` in ``channel_id``."""
        return await self.outlets.send(
            channel_id, post.content, view=post.view, allowed_mentions=post.allowed_mentions
        )

    async def answer(
        self, interaction: discord.Interaction, posts: Sequence[Outgoing]
    ) -> list[discord.Message]:
        """Answer ``interaction`` publicly with ``posts`` (the first as the response); return
        the messages, each noted as made by the interaction's token (which may edit them)."""
        sent: list[discord.Message] = []
        for post in posts:
            view = post.view or discord.utils.MISSING
            message: discord.Message
            if not interaction.response.is_done():
                response = await interaction.response.send_message(
                    post.content, allowed_mentions=post.allowed_mentions, view=view
                )
                made = response.resource
                message = (
                    made
                    if isinstance(made, discord.Message)
                    else await interaction.original_response()
                )
            else:
                message = await interaction.followup.send(
                    post.content, allowed_mentions=post.allowed_mentions, view=view, wait=True
                )
            self.outlets.made(message.id, interaction)
            sent.append(message)
        return sent

    async def answer_events(
        self,
        interaction: discord.Interaction,
        game: MatchView,
        events: Sequence[Event],
        note: Text,
        *,
        starts: bool = False,
    ) -> None:
        """Answer ``interaction`` privately with ``note`` at once, then show ``events`` of
        ``game`` on its live board. A command that ``starts`` a match is answered with its
        first board instead when that is ready in time (else with ``note``)."""
        tell = self.notifier(interaction)
        if not starts:
            try:
                await send_private(interaction, note)
            finally:  # what was done is shown, even when Discord refuses the answer
                await self.send_events(game, events, tell)
            return
        ack = self.boards.ack(interaction)
        await self.boards.show(game, events, ack=ack, notify=tell)
        await self._post_others(game, events)
        if ack.claim() and not interaction.response.is_done():
            await send_private(interaction, note)

    def notifier(self, interaction: discord.Interaction) -> Notify:
        """Tells the user of ``interaction`` something privately, after its response."""

        async def tell(text: Text) -> None:
            if self.outlets.expired(interaction):  # Discord would refuse its token now
                log.info("interaction %s expired: not told %s", interaction.id, text.key)
                return
            await send_private(interaction, text)

        return tell

    async def send_events(
        self, game: MatchView, events: Sequence[Event], notify: Notify | None = None
    ) -> None:
        """Show ``events`` of ``game``: its live board, and any other posts in its channel."""
        await self.boards.show(game, events, notify=notify)
        await self._post_others(game, events)

    async def _post_others(self, game: MatchView, events: Sequence[Event]) -> None:
        posts = compose(events)
        if posts:
            async with self.lock(game.id):
                for channel_id, post in posts:
                    await self.send(channel_id, post)

    # -- challenge messages -------------------------------------------------------------------

    def challenge_text(self, challenge: ChallengeView) -> str:
        """The text of ``challenge``'s message (the same whenever it is made)."""
        typing = typing_mode(self.message_content, challenge.guild_id)
        return say_lines(
            challenge_text(challenge, bool(challenge.thread), typing), language(challenge)
        )

    async def find_challenge(self, challenge: ChallengeView) -> int | None:
        """The id of the message showing ``challenge``: as stored with it, else (a crash came
        between posting it and storing its id) the bot's recent message whose Accept button
        names it; None if it is not found. Its text is never read."""
        if challenge.message_id is not None:
            return challenge.message_id
        if self.outlets.is_private(challenge.channel_id):
            return None  # an app cannot read the history of a group DM it is not in
        channel = self.client.get_partial_messageable(challenge.channel_id)
        wanted = f"mb:accept:{challenge.id}:"
        async for message in channel.history(limit=100):
            if self.client.user is None or message.author.id != self.client.user.id:
                continue
            for row in message.components:
                for item in getattr(row, "children", []):
                    if str(getattr(item, "custom_id", "")).startswith(wanted):
                        return message.id
        return None

    async def close_challenge(self, challenge: ChallengeView, note: Text) -> None:
        """Disable the buttons of ``challenge``'s message and add ``note`` to it."""
        message_id = await self.find_challenge(challenge)
        if message_id is None:
            log.info("challenge %s: its message was not found", challenge.id)
            return
        shown = self.challenge_text(challenge)
        await self.outlets.edit(
            challenge.channel_id,
            message_id,
            content=fit(f"{shown}\n*{say(note, language(challenge))}*"),
            view=challenge_buttons(challenge, disabled=True),
            allowed_mentions=discord.AllowedMentions.none(),
        )
