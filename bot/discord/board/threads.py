"""Matches in threads of their own, made from the challenge message. A thread stays open when
its match ends (for /export and /rematch there) and archives itself after a day of quiet."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from bot.discord.say import fit, say
from bot.discord.wording import game_title, language
from bot.service import ChallengeView, MatchResult, MatchView, ServiceError
from texts import Text, t

log = logging.getLogger(__name__)


class MatchThreads:
    """Starts a match in a thread of its own and archives the thread when the match ends."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def start(
        self,
        challenge: ChallengeView,
        message_id: int,
        start: Callable[[int | None], Awaitable[MatchResult]],
    ) -> MatchResult:
        """Start ``challenge``'s match with ``start`` in a new thread made from the challenge
        message ``message_id``: the thread is the match's channel, stored with it, so it
        outlives a restart. If the thread cannot be made the match is played in the channel;
        if the match cannot start, the thread is archived again."""
        players = (challenge.challenger_id, challenge.challenged_id)
        thread_id = await self.make(
            challenge.channel_id, message_id, game_title(challenge), players, language(challenge)
        )
        if thread_id is None:
            return await start(None)
        try:
            return await start(thread_id)
        except BaseException:
            await self.archive(thread_id)
            raise

    async def move_in(
        self,
        started: MatchResult,
        message_id: int | None,
        play: Callable[[int], Awaitable[MatchResult]],
        home: MatchView | None = None,
    ) -> MatchResult:
        """``started`` (a match just started, its boards not posted yet) moved with ``play``
        into a new thread made from message ``message_id`` (None: from no message) in its
        channel, or in that of ``home`` (one of its :meth:`MatchView.boards`, named in its
        language). Where no thread can be made, or the move is refused (the thread is then
        archived again), it is ``started`` as it is: its start is posted in the channel."""
        match = started.match
        where = home or match
        thread_id = await self.make(
            where.channel_id, message_id, game_title(match), match.players, language(where)
        )
        if thread_id is None:
            return started
        try:
            return await play(thread_id)
        except ServiceError as error:
            log.warning("match %s: not moved into thread %s: %s", match.id, thread_id, error)
            await self.archive(thread_id)
            return started

    async def make(
        self,
        channel_id: int,
        message_id: int | None,
        game: Text,
        players: tuple[int, int],
        speaks: str,
    ) -> int | None:
        """A public thread of ``channel_id`` for a match of ``game`` between ``players``,
        named in ``speaks``, made from message ``message_id`` (None: from no message); None
        (logged) where it cannot be made: the match is then played in the channel."""
        name = await self._thread_name(game, players, speaks)
        try:
            channel = self.client.get_channel(channel_id)
            if channel is None:
                channel = await self.client.fetch_channel(channel_id)
            if not isinstance(channel, discord.TextChannel):
                raise TypeError(f"no threads in a {type(channel).__name__}")
            if message_id is None:
                thread = await channel.create_thread(
                    name=name, type=discord.ChannelType.public_thread, auto_archive_duration=1440
                )
            else:
                thread = await channel.create_thread(
                    name=name, message=discord.Object(message_id), auto_archive_duration=1440
                )
        except (discord.HTTPException, TypeError) as error:
            log.warning("channel %s: no thread, playing in the channel: %r", channel_id, error)
            return None
        return thread.id

    async def private(
        self,
        channel_id: int,
        game: Text,
        players: tuple[int, int],
        locale: str,
        made: Callable[[int], Awaitable[None]],
    ) -> int | None:
        """A private thread of ``channel_id`` for a game of ``game`` between ``players``
        (both added to it; ``made`` is told its id as soon as it exists, before they are);
        None when the bot may not create one there (no Create Private Threads, or Discord
        refused)."""
        channel = self.client.get_channel(channel_id)
        if not isinstance(channel, discord.TextChannel) or channel.guild.me is None:
            return None  # not known yet (a resume before the gateway's guilds): the channel
        if not channel.permissions_for(channel.guild.me).create_private_threads:
            return None
        name = await self._thread_name(game, players, locale)
        try:
            thread = await channel.create_thread(
                name=name,
                type=discord.ChannelType.private_thread,
                invitable=False,
                auto_archive_duration=1440,
            )
            await made(thread.id)
            return await self.rejoin(thread.id, players)
        except discord.HTTPException as error:
            log.warning("channel %s: no private thread: %r", channel_id, error)
            return None

    async def rejoin(self, thread_id: int, players: tuple[int, int]) -> int | None:
        """Thread ``thread_id`` with ``players`` added to it (again: a thread made before a
        crash); None if it is gone or the bot may no longer use it."""
        try:
            thread = self.client.get_channel(thread_id) or await self.client.fetch_channel(
                thread_id
            )
            if not isinstance(thread, discord.Thread):
                return None
            for user_id in players:
                await thread.add_user(discord.Object(user_id))
        except discord.HTTPException as error:
            log.warning("thread %s: not used again: %r", thread_id, error)
            return None
        return thread.id

    async def _thread_name(self, game: Text, players: tuple[int, int], locale: str) -> str:
        first, second = [await self._name(uid, locale) for uid in players]
        return fit(say(t("thread-name", game=game, first=first, second=second), locale), 100)

    async def _name(self, user_id: int, locale: str) -> str:
        user = self.client.get_user(user_id)
        if user is None:
            try:
                user = await self.client.fetch_user(user_id)
            except discord.HTTPException:
                return say(t("a-player"), locale)
        return user.display_name

    async def archive(self, thread_id: int, archived: bool = True) -> bool:
        """Archive a match's thread (or, not ``archived``, open it again); False if that
        failed."""
        try:
            client = self.client
            thread = client.get_channel(thread_id) or await client.fetch_channel(thread_id)
            if not isinstance(thread, discord.Thread):
                return False
            await thread.edit(archived=archived)
        except discord.HTTPException as error:
            log.warning("could not change the thread %s: %r", thread_id, error)
            return False
        return True
