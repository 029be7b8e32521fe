"""The lobby: /seek (an open challenge with Accept and Withdraw buttons), /lobby (the seeks one
can accept, one click each), /pair (quick pairing pools), /block and /mygames (one's games
everywhere). Names of players of other
servers are shown as escaped display names, and no message pings anyone but the one it is for.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from functools import partial
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.lobby_buttons import (
    LeavePoolButton,
    LobbyPageButton,
    SeekButton,
    computer_offer,
    seek_buttons,
)
from bot.cogs.lobby_lines import clock_text, game_line, range_text, who, you_accepted
from bot.discord.asker import Asker
from bot.discord.board.outlets import Unreachable
from bot.discord.board.posting import Poster
from bot.discord.localize import described
from bot.discord.options import DurationText
from bot.discord.permissions import can_see, posting_problem
from bot.discord.replies import edit_clicked, send_private
from bot.discord.say import (
    escaped,
    fit,
    in_messages,
    pinging,
    say,
    timestamp,
    user_locale,
)
from bot.discord.wording import language, say_lines
from bot.limits import CLOCK_RANGE
from bot.service import (
    Event,
    InvalidRequestError,
    MatchService,
    PoolLapsed,
    SeekExpired,
    SeekView,
    parse_duration,
)
from bot.service.pools import POOL_WAIT_RANGE
from games.registry import GAMES
from texts import DEFAULT_LOCALE, Person, Text, resolve_locale, t

log = logging.getLogger(__name__)

LISTED = 10
"""How many seeks /lobby shows at once, each with its button (two rows of five)."""
GAME_CHOICES = [
    app_commands.Choice(name=described(cls.title_key), value=name) for name, cls in GAMES.items()
]


def _on_seek_message(interaction: discord.Interaction, seek: SeekView) -> bool:
    """Whether ``interaction`` is a click on ``seek``'s own message, also before its id is
    stored (a click right after it was posted): its buttons are elsewhere only on /lobby's
    private list."""
    clicked = interaction.message
    return clicked is not None and (clicked.id == seek.message_id or not clicked.flags.ephemeral)


def _language(interaction: discord.Interaction, chosen: str | None) -> str:
    """The language of what a command posts for everyone: the server's chosen one, else its
    preferred locale (the user's in a DM)."""
    place = interaction.guild_locale if interaction.guild_id else interaction.locale
    return chosen or resolve_locale(str(place))


class Lobby(commands.Cog):
    """Seeks, the lobby, quick pairing and blocks; its buttons reach it as the host's
    ``lobby``."""

    def __init__(self, client: discord.Client, service: MatchService, poster: Poster) -> None:
        self.client = client
        self.service = service
        self.poster = poster
        self._unsubscribe: Callable[[], None] | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def cog_load(self) -> None:
        """Hear of the waits in pools that ended, to offer the computer."""
        self._unsubscribe = self.service.subscribe(self.on_events)

    async def cog_unload(self) -> None:
        """Stop hearing of them."""
        if self._unsubscribe is not None:
            self._unsubscribe()

    async def on_events(self, events: tuple[Event, ...]) -> None:
        """Offer the computer to each player whose wait in a pool ended, and close the message
        of each seek that expired (in the background, so the timers do not wait for
        Discord)."""
        for event in events:
            if isinstance(event, PoolLapsed):
                shown = self._offer_computer(event)
            elif isinstance(event, SeekExpired):
                seek = event.seek
                note = t("seek-expired-note")
                shown = self._close_seek_message(seek, note, seek.language or DEFAULT_LOCALE)
            else:
                continue
            task = asyncio.create_task(shown)
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def _offer_computer(self, lapsed: PoolLapsed) -> None:
        """Post, pinging the player only, that nobody came, with a button to play the computer
        at the level nearest their rating."""
        speaks = lapsed.language or DEFAULT_LOCALE
        text = t(
            "pool-lapsed",
            player=Person(lapsed.user_id),
            title=t(GAMES[lapsed.game].title_key),
            level=t(f"choice-{lapsed.level}"),
        )
        try:
            await self.poster.outlets.send(
                lapsed.channel_id,
                say(text, speaks),
                view=computer_offer(
                    lapsed.game, lapsed.level, lapsed.turn_time_s or 0, lapsed.user_id, speaks
                ),
                allowed_mentions=pinging(lapsed.user_id),
            )
        except (discord.HTTPException, Unreachable) as error:
            log.info("could not offer the computer to %s: %r", lapsed.user_id, error)

    async def play_computer(
        self, interaction: discord.Interaction, game: str, level: str, turn_time_s: int | None
    ) -> None:
        """Start a game against the computer (the offer after a wait in a pool), the offer's
        button disabled by the click (it is taken up once)."""
        asker, speaks = await self._host(interaction)
        result = await self.service.challenge(
            asker.guild_id,
            asker.channel_id,
            asker.user_id,
            None,
            game,
            level=level,
            turn_time_s=turn_time_s,
            language=speaks,
        )
        match = result.match
        assert match is not None  # a game against the computer starts at once
        note = t("game-begins", game=t(f"game-{match.game}"), id=str(match.id))
        taken = computer_offer(game, level, turn_time_s or 0, asker.user_id, speaks, True)
        await edit_clicked(interaction, note, taken, speaks)
        await self.poster.send_events(match, result.events)

    async def _host(self, interaction: discord.Interaction) -> tuple[Asker, str]:
        """The user of ``interaction`` and the language of what is posted for everyone where
        they asked. Raises :class:`InvalidRequestError` if the bot cannot host a game there."""
        asker = Asker.of(interaction)
        problem = asker.problem()
        if problem is not None:
            raise InvalidRequestError(problem)
        chosen = (await self.service.get_settings(asker.guild_id)).language
        return asker, _language(interaction, chosen)

    # -- seeks ---------------------------------------------------------------------------------

    @app_commands.command(name="seek", description=described("cmd-seek"))
    @app_commands.describe(
        game=described("cmd-seek-game"),
        clock=described("cmd-seek-clock"),
        rated=described("cmd-seek-rated"),
        colour=described("cmd-seek-colour"),
        min_rating=described("cmd-seek-min-rating"),
        max_rating=described("cmd-seek-max-rating"),
        scope=described("cmd-seek-scope"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def seek(
        self,
        interaction: discord.Interaction,
        game: str,
        clock: DurationText | None = None,
        rated: bool | None = None,
        colour: Literal["me", "them", "random"] | None = None,
        min_rating: app_commands.Range[int, 0, 5000] | None = None,
        max_rating: app_commands.Range[int, 0, 5000] | None = None,
        scope: Literal["channel", "server", "global"] | None = None,
    ) -> None:
        """Post an open seek in this channel with its Accept and Withdraw buttons."""
        asker, speaks = await self._host(interaction)
        seek = await self.service.lobby.seek(
            asker.guild_id,
            asker.channel_id,
            asker.user_id,
            game,
            turn_time_s=None if clock is None else parse_duration(clock, CLOCK_RANGE, "clock"),
            rated=True if rated is None else rated,
            first=colour or "random",
            min_rating=min_rating,
            max_rating=max_rating,
            scope=scope or "channel",
            language=speaks,
        )
        try:
            response = await interaction.response.send_message(
                say(self._seek_text(seek), speaks),
                view=seek_buttons(seek.id, speaks),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except discord.HTTPException:  # never shown: not left open, nor counted as open
            await self.service.lobby.withdraw(asker.user_id, seek.id)
            raise
        message = response.resource
        if not isinstance(message, discord.Message):
            message = await interaction.original_response()
        await self.service.lobby.note_seek_message(seek.id, message.id)

    def _seek_text(self, seek: SeekView) -> Text:
        return t(
            "seek-posted",
            seeker=Person(seek.user_id),
            title=t(seek.title),
            clock=clock_text(seek.turn_time_s),
            rated=t("seek-rated" if seek.rated else "seek-casual"),
            rating=f"{seek.rating:.0f}",
            range=range_text(seek),
            scope=t(f"seek-scope-{seek.scope.value}"),
            until=timestamp(seek.expires_at),
        )

    async def take_seek(self, interaction: discord.Interaction, seek_id: int) -> None:
        """Accept a seek (its Accept button, or a button of /lobby's list), if the bot may
        still play in the seek's channel; one of another server starts a game across servers,
        with a board here too."""
        asker = Asker.of(interaction)
        seek = await self.service.lobby.open_seek(seek_id)
        problem = posting_problem(interaction, seek.channel_id)
        if problem is not None:
            raise InvalidRequestError(problem)
        chosen = (await self.service.get_settings(asker.guild_id)).language
        where = (asker.guild_id, asker.channel_id, asker.user_id, seek_id)
        speaks = _language(interaction, chosen)
        accepted = await self.service.lobby.accept(
            *where, partial(can_see, interaction), language=speaks, cannot_host=asker.problem()
        )
        seek, match = accepted.seek, accepted.started.match
        speaks = match.language or DEFAULT_LOCALE
        note = t("seek-accepted-by", player=who(interaction, match), id=str(match.id))
        if _on_seek_message(interaction, seek):
            await edit_clicked(interaction, note, seek_buttons(seek.id, speaks, True), speaks)
        else:
            await send_private(interaction, you_accepted(match))
            await self._close_seek_message(seek, note, speaks)
        await self.poster.send_events(match, accepted.started.events)

    async def drop_seek(self, interaction: discord.Interaction, seek_id: int) -> None:
        """Withdraw a seek (its Withdraw button)."""
        seek = await self.service.lobby.withdraw(interaction.user.id, seek_id)
        note = t("seek-withdrawn")
        speaks = seek.language or DEFAULT_LOCALE  # the public message stays in its language
        if _on_seek_message(interaction, seek):
            await edit_clicked(interaction, note, seek_buttons(seek.id, speaks, True), speaks)
            return
        await send_private(interaction, note)
        await self._close_seek_message(seek, note, speaks)

    async def _close_seek_message(self, seek: SeekView, note: Text, speaks: str) -> None:
        """Disable the buttons of ``seek``'s message and add ``note`` to it."""
        if seek.message_id is None:
            return
        content = f"{say(self._seek_text(seek), speaks)}\n*{say(note, speaks)}*"
        try:
            await self.poster.outlets.edit(
                seek.channel_id,
                seek.message_id,
                content=fit(content),
                view=seek_buttons(seek.id, speaks, True),
                allowed_mentions=discord.AllowedMentions.none(),
            )
        except (discord.HTTPException, Unreachable):  # deleted: the seek is closed all the same
            return

    # -- the lobby -----------------------------------------------------------------------------

    @app_commands.command(name="lobby", description=described("cmd-lobby"))
    @app_commands.describe(hide=described("cmd-lobby-hide"))
    async def lobby(self, interaction: discord.Interaction, hide: bool | None = None) -> None:
        """List the seeks the user can accept here, newest first, each with its button; or
        hide the user from (or show them again in) other servers' lobby."""
        asker = Asker.of(interaction)
        if hide is not None:
            await self.service.lobby.hide(asker.user_id, hide)
            await send_private(interaction, t("lobby-hidden" if hide else "lobby-shown"))
            return
        content, view = await self._page(interaction, 0)
        await interaction.response.send_message(
            content, view=view, ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    async def lobby_page(self, interaction: discord.Interaction, page: int) -> None:
        """Show page ``page`` of the lobby in the clicked (private) message."""
        content, view = await self._page(interaction, page)
        await interaction.response.edit_message(
            content=content, view=view, allowed_mentions=discord.AllowedMentions.none()
        )

    async def _page(
        self, interaction: discord.Interaction, page: int
    ) -> tuple[str, discord.ui.View]:
        """Page ``page`` (from 0) of the seeks the user can accept, newest first: the list,
        a button per seek and, where there are more, buttons to the pages around it."""
        asker = Asker.of(interaction)
        seeks = await self.service.lobby.visible_seeks(
            asker.guild_id, asker.channel_id, asker.user_id, partial(can_see, interaction)
        )
        view = discord.ui.View(timeout=None)
        if not seeks:
            return say(t("lobby-empty"), asker.locale), view
        last = (len(seeks) - 1) // LISTED
        page = min(page, last)
        lines = [t("lobby-heading")]
        first = page * LISTED
        for number, seek in enumerate(seeks[first : first + LISTED], first + 1):
            lines.append(
                t(
                    "lobby-line",
                    number=number,
                    title=t(seek.title),
                    clock=clock_text(seek.turn_time_s),
                    rated=t("seek-rated" if seek.rated else "seek-casual"),
                    seeker=await self._name(seek, asker.guild_id),
                    rating=f"{seek.rating:.0f}",
                    where=self._where(seek, asker.guild_id, asker.channel_id),
                )
            )
            view.add_item(SeekButton("take", seek.id, label=str(number)))
        if last:
            lines.append(t("lobby-page", page=page + 1, pages=last + 1, count=len(seeks)))
            if page > 0:
                view.add_item(LobbyPageButton(page - 1, "prev"))
            if page < last:
                view.add_item(LobbyPageButton(page + 1, "next"))
        return say_lines(lines, asker.locale), view

    async def _name(self, seek: SeekView, guild_id: int) -> Person | str:
        """The seeker as a mention in their own server, else as their display name, escaped
        (no markup nor mention from another server's user)."""
        if seek.guild_id == guild_id:
            return Person(seek.user_id)
        user = self.client.get_user(seek.user_id)
        if user is None:
            try:
                user = await self.client.fetch_user(seek.user_id)
            except discord.HTTPException:
                return "?"
        return escaped(user.display_name)

    @staticmethod
    def _where(seek: SeekView, guild_id: int, channel_id: int) -> Text | str:
        if seek.guild_id != guild_id:
            return t("lobby-where-other")
        if seek.channel_id == channel_id:
            return t("lobby-where-here")
        return f"<#{seek.channel_id}>"

    # -- quick pairing -------------------------------------------------------------------------

    @app_commands.command(name="pair", description=described("cmd-pair"))
    @app_commands.describe(
        game=described("cmd-pair-game"),
        clock=described("cmd-pair-clock"),
        wait=described("cmd-pair-wait"),
        leave=described("cmd-pair-leave"),
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def pair(
        self,
        interaction: discord.Interaction,
        game: str | None = None,
        clock: DurationText | None = None,
        wait: DurationText | None = None,
        leave: bool | None = None,
    ) -> None:
        """Join a pool (paired at once, or waiting with a Leave button), or leave it."""
        if leave:
            await self.leave_pool(interaction)
            return
        if game is None:
            raise InvalidRequestError(t("pool-needs-game"))
        asker, speaks = await self._host(interaction)
        turn_time_s = None if clock is None else parse_duration(clock, CLOCK_RANGE, "clock")
        joined = await self.service.lobby.join_pool(
            asker.guild_id,
            asker.channel_id,
            asker.user_id,
            game,
            turn_time_s=turn_time_s,
            wait_s=None if wait is None else parse_duration(wait, POOL_WAIT_RANGE, "wait"),
            language=speaks,
        )
        if joined.match is None:
            waiting = t(
                "pool-waiting",
                title=t(GAMES[game].title_key),
                clock=clock_text(turn_time_s),
                until=timestamp(joined.expires_at),
            )
            await interaction.response.send_message(
                say(waiting, asker.locale),
                view=discord.ui.View(timeout=None).add_item(LeavePoolButton(asker.locale)),
                ephemeral=True,
            )
            return
        match = joined.match.match
        note = t("game-begins", game=t(f"game-{match.game}"), id=str(match.id))
        await self.poster.answer_events(interaction, match, joined.match.events, note, starts=True)
        opponent = match.opponent_of(asker.user_id)
        theirs = match.home_of(opponent)  # a game across servers: their own channel
        paired = t("pool-paired", player=Person(opponent), other=who(interaction, match))
        try:
            await self.poster.outlets.send(
                theirs.channel_id,
                say(paired, language(theirs)),
                view=None,
                allowed_mentions=pinging(opponent),
            )
        except (discord.HTTPException, Unreachable) as error:  # the game is on all the same
            log.info("match %s: could not ping %s: %r", match.id, opponent, error)
            await send_private(interaction, t("pool-paired-unsaid", player=Person(opponent)))

    async def leave_pool(self, interaction: discord.Interaction) -> None:
        """Leave the pool the user waits in (/pair leave, or the Leave button)."""
        await self.service.lobby.leave_pool(interaction.user.id)
        await send_private(interaction, t("pool-left"))

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
