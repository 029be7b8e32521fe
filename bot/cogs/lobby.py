"""The lobby's commands: the base of its cogs (:mod:`bot.cogs.seeks`: /seek and /lobby;
:mod:`bot.cogs.pairing`: /pair), and /mygames (one's games everywhere) and /block. Names of
players of other servers are shown as escaped display names, and no message pings anyone but the
one it is for.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from functools import partial
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.background import Background
from bot.cogs.lobby_lines import game_line
from bot.discord.asker import Asker
from bot.discord.board.posting import Poster
from bot.discord.localize import described
from bot.discord.replies import send_private
from bot.discord.say import in_messages, say, user_locale
from bot.service import Event, InvalidRequestError, MatchResult, MatchService
from games.registry import GAMES
from texts import Person, resolve_locale, t

log = logging.getLogger(__name__)

GAME_CHOICES = [
    app_commands.Choice(name=described(cls.title_key), value=name) for name, cls in GAMES.items()
]


def posting_language(interaction: discord.Interaction, chosen: str | None) -> str:
    """The language of what a command posts for everyone: the server's chosen one, else its
    preferred locale (the user's in a DM)."""
    place = interaction.guild_locale if interaction.guild_id else interaction.locale
    return chosen or resolve_locale(str(place))


class LobbyCog(commands.Cog):
    """What the seeks' and the pools' cogs share: the service's events each shows (in the
    background, so the timers do not wait for Discord) and where a user may start a game."""

    def __init__(self, client: discord.Client, service: MatchService, poster: Poster) -> None:
        self.client = client
        self.service = service
        self.poster = poster
        self._unsubscribe: Callable[[], None] | None = None
        self._tasks = Background(log)

    async def cog_load(self) -> None:
        """Hear of the service's events."""
        self._unsubscribe = self.service.subscribe(self.on_events)

    async def cog_unload(self) -> None:
        """Stop hearing of them, and stop showing them."""
        if self._unsubscribe is not None:
            self._unsubscribe()
        await self._tasks.close()

    def shown(self, event: Event) -> Coroutine[Any, Any, None] | None:
        """How this cog shows ``event`` on Discord (None: it does not)."""
        return None

    async def on_events(self, events: tuple[Event, ...]) -> None:
        """Show each of ``events`` this cog shows, in the background."""
        for event in events:
            shown = self.shown(event)
            if shown is not None:
                self._tasks.spawn(shown)

    async def in_thread(
        self, started: MatchResult, thread: bool, message_id: int | None, home_thread: bool
    ) -> MatchResult:
        """``started`` (no board posted yet) moved into a thread of its own made from
        ``message_id`` (None: from no message) if ``thread`` (its server's settings say so),
        as a challenge's match is, and in a game across servers the other player's home into
        a thread of its channel if ``home_thread`` (their server's settings say so); else, or
        where it cannot be moved there, as it is."""
        threads = self.poster.boards.threads
        if thread:
            play = partial(self.service.lobby.play_in_thread, started.match.id)
            started = await threads.move_in(started, message_id, play)
        for seat, home in started.match.boards() if home_thread else ():
            if seat:
                play = partial(self.service.lobby.home_in_thread, started.match.id, seat)
                started = await threads.move_in(started, None, play, home)
        return started

    async def host_here(self, interaction: discord.Interaction) -> tuple[Asker, str]:
        """The user of ``interaction`` and the language of what is posted for everyone where
        they asked. Raises :class:`InvalidRequestError` if the bot cannot host a game there."""
        asker = Asker.of(interaction)
        problem = asker.problem()
        if problem is not None:
            raise InvalidRequestError(problem)
        chosen = (await self.service.get_settings(asker.guild_id)).language
        return asker, posting_language(interaction, chosen)


class Lobby(commands.Cog):
    """/mygames and /block."""

    def __init__(self, service: MatchService) -> None:
        self.service = service

    # -- your games, everywhere ----------------------------------------------------------------

    @app_commands.command(name="mygames", description=described("cmd-mygames"))
    async def mygames(self, interaction: discord.Interaction) -> None:
        """List privately every game the user plays, anywhere, those waiting on them first
        (in as many messages as the list needs: none is left out)."""
        user_id = interaction.user.id
        games = await self.service.lobby.games_everywhere(user_id)
        if not games:
            await send_private(interaction, t("mygames-none"))
            return
        lines = [t("mygames-heading", count=len(games))]
        # across servers: each game's home of this player (their own board)
        lines += [game_line(game.home_of(user_id), user_id) for game in games]
        speaks = user_locale(interaction)
        for message in in_messages([say(line, speaks) for line in lines], between="\n"):
            await send_private(interaction, message)

    # -- blocks --------------------------------------------------------------------------------

    @app_commands.command(name="block", description=described("cmd-block"))
    @app_commands.describe(user=described("cmd-block-user"), unblock=described("cmd-block-unblock"))
    async def block(
        self,
        interaction: discord.Interaction,
        user: discord.User,
        unblock: bool | None = None,
    ) -> None:
        """Block a player in the lobby (or unblock them)."""
        await self.service.lobby.block(interaction.user.id, user.id, not unblock)
        key = "block-undone" if unblock else "block-done"
        await send_private(interaction, t(key, user=Person(user.id)))
