"""Open seeks: /seek (an open challenge with Accept and Withdraw buttons) and /lobby (the seeks
one can accept, one click each, or hiding from the other servers of the global lobby)."""

from __future__ import annotations

import inspect
from collections.abc import Coroutine
from functools import partial
from typing import Any, Literal

import discord
from discord import app_commands

from bot.cogs.game_options import every_option, option_descriptions, option_params, param
from bot.cogs.lobby import GAME_CHOICES, LobbyCog, posting_language
from bot.cogs.lobby_buttons import LobbyPageButton, SeekButton, seek_buttons
from bot.cogs.lobby_lines import clock_text, range_text, seek_title, who, you_accepted
from bot.discord.asker import Asker
from bot.discord.board.acks import answering
from bot.discord.board.outlets import Unreachable
from bot.discord.board.posting import Poster
from bot.discord.localize import described
from bot.discord.options import DurationText
from bot.discord.permissions import can_see, posting_problem
from bot.discord.replies import edit_clicked, send_private
from bot.discord.say import fit, say, timestamp
from bot.discord.wording import say_lines
from bot.limits import CLOCK_RANGE
from bot.service import (
    Event,
    InvalidRequestError,
    MatchResult,
    MatchService,
    SeekExpired,
    SeekView,
    StartedHere,
    parse_duration,
)
from games.registry import GAMES
from texts import DEFAULT_LOCALE, Person, Text, t

SEEK_OPTIONS = every_option(spec for cls in GAMES.values() for spec in cls.option_specs)
"""Every game's own options, one per name, as /seek offers them."""
LISTED = 10
"""How many seeks /lobby shows at once, each with its button (two rows of five)."""


def _on_seek_message(interaction: discord.Interaction, seek: SeekView) -> bool:
    """Whether ``interaction`` is a click on ``seek``'s own message, also before its id is
    stored (a click right after it was posted): its buttons are elsewhere only on /lobby's
    private list."""
    clicked = interaction.message
    return clicked is not None and (clicked.id == seek.message_id or not clicked.flags.ephemeral)


class Seeks(LobbyCog):
    """/seek and /lobby; the seeks' buttons reach it as the host's ``seeks``."""

    def __init__(
        self,
        client: discord.Client,
        tree: app_commands.CommandTree[Any],
        service: MatchService,
        poster: Poster,
    ) -> None:
        super().__init__(client, service, poster)
        self.tree = tree
        self._command = self._seek_command()

    async def cog_load(self) -> None:
        """Hear of the service's events, and add /seek (built from the games' options)."""
        await super().cog_load()
        self.tree.add_command(self._command)

    async def cog_unload(self) -> None:
        """Remove /seek again, and stop hearing of the service's events."""
        self.tree.remove_command(self._command.name)
        await super().cog_unload()

    def shown(self, event: Event) -> Coroutine[Any, Any, None] | None:
        """Close the message of a seek that expired; show a match that another process
        started here (:meth:`_started_here`)."""
        if isinstance(event, StartedHere):
            return self._started_here(event)
        if not isinstance(event, SeekExpired):
            return None
        seek = event.seek
        return self._close_seek_message(
            seek, t("seek-expired-note"), seek.language or DEFAULT_LOCALE
        )

    async def _started_here(self, event: StartedHere) -> None:
        """A seek of this process's server accepted from another process's: its match, held
        here, moved into the threads its servers' settings ask for, then its boards posted."""
        started = MatchResult(event.match, event.events)
        started = await self.in_thread(started, event.thread, None, event.home_thread)
        await self.poster.send_events(started.match, started.events)

    # -- seeks ---------------------------------------------------------------------------------

    def _seek_command(self) -> app_commands.Command[Any, ..., Any]:
        """/seek: the game (variants included), how it is offered, and every game's own
        options (as the game commands have them; those of another game are refused)."""
        params = [
            inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD),
            inspect.Parameter("game", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=str),
            param("clock", DurationText | None),
            param("rated", bool | None),
            param("colour", Literal["me", "them", "random"] | None),
            param("min_rating", app_commands.Range[int, 0, 5000] | None),
            param("max_rating", app_commands.Range[int, 0, 5000] | None),
            param("scope", Literal["channel", "server", "global"] | None),
            *option_params(SEEK_OPTIONS),
        ]

        async def seek(interaction: discord.Interaction, **values: Any) -> None:
            await self.seek(interaction, values)

        seek.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        seek = app_commands.choices(game=GAME_CHOICES)(seek)
        seek = app_commands.describe(
            game=described("cmd-seek-game"),
            clock=described("cmd-seek-clock"),
            rated=described("cmd-seek-rated"),
            colour=described("cmd-seek-colour"),
            min_rating=described("cmd-seek-min-rating"),
            max_rating=described("cmd-seek-max-rating"),
            scope=described("cmd-seek-scope"),
            **option_descriptions(SEEK_OPTIONS),
        )(seek)
        return app_commands.Command(name="seek", description=described("cmd-seek"), callback=seek)

    async def seek(self, interaction: discord.Interaction, values: dict[str, Any]) -> None:
        """Post an open seek in this channel with its Accept and Withdraw buttons."""
        given = {name: value for name, value in values.items() if value is not None}
        game, clock, rated = given.pop("game"), given.pop("clock", None), given.pop("rated", True)
        colour, scope = given.pop("colour", "random"), given.pop("scope", "channel")
        min_rating, max_rating = given.pop("min_rating", None), given.pop("max_rating", None)
        options = given  # the game's own
        asker, speaks = await self.host_here(interaction)
        seek = await self.service.lobby.seek(
            asker.guild_id,
            asker.channel_id,
            asker.user_id,
            game,
            options,
            turn_time_s=None if clock is None else parse_duration(clock, CLOCK_RANGE, "clock"),
            rated=rated,
            first=colour,
            min_rating=min_rating,
            max_rating=max_rating,
            scope=scope,
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

    def _seek_text(self, seek: SeekView, open_: bool = True) -> Text:
        """The message of ``seek``: until when it is open, if ``open_``."""
        return t(
            "seek-posted",
            seeker=Person(seek.user_id),
            title=seek_title(seek),
            clock=clock_text(seek.turn_time_s),
            rated=t("seek-rated" if seek.rated else "seek-casual"),
            rating=f"{seek.rating:.0f}",
            range=range_text(seek),
            scope=t(f"seek-scope-{seek.scope.value}"),
            expires=t("seek-expires", until=timestamp(seek.expires_at)) if open_ else "",
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
        speaks = posting_language(interaction, chosen)
        accepted = await self.service.lobby.accept(
            *where, partial(can_see, interaction), language=speaks, cannot_host=asker.problem()
        )
        seek, match = accepted.seek, accepted.started.match
        speaks = match.language or DEFAULT_LOCALE
        note = t("seek-accepted-by", player=who(interaction, match), id=str(match.id))
        message_id = seek.message_id
        if _on_seek_message(interaction, seek):
            assert interaction.message is not None  # a click on the seek's message
            message_id = interaction.message.id
            await self._close_clicked(interaction, seek, note, speaks)
        else:
            await send_private(interaction, you_accepted(match))
            await self._close_seek_message(seek, note, speaks)
        thread, home_thread = accepted.thread, accepted.home_thread
        started = await self.in_thread(accepted.started, thread, message_id, home_thread)
        await self.poster.send_events(started.match, started.events)

    async def drop_seek(self, interaction: discord.Interaction, seek_id: int) -> None:
        """Withdraw a seek (its Withdraw button)."""
        seek = await self.service.lobby.withdraw(interaction.user.id, seek_id)
        note = t("seek-withdrawn")
        speaks = seek.language or DEFAULT_LOCALE  # the public message stays in its language
        if _on_seek_message(interaction, seek):
            await self._close_clicked(interaction, seek, note, speaks)
            return
        await send_private(interaction, note)
        await self._close_seek_message(seek, note, speaks)

    async def _close_clicked(
        self, interaction: discord.Interaction, seek: SeekView, note: Text, speaks: str
    ) -> None:
        """Close ``seek``'s clicked message: ``note`` under it, no expiry, no live button."""
        closed = say(self._seek_text(seek, open_=False), speaks)
        await edit_clicked(interaction, note, seek_buttons(seek.id, speaks, True), speaks, closed)

    async def _close_seek_message(self, seek: SeekView, note: Text, speaks: str) -> None:
        """Disable the buttons of ``seek``'s message and add ``note`` to it."""
        if seek.message_id is None:
            return
        content = f"{say(self._seek_text(seek, open_=False), speaks)}\n*{say(note, speaks)}*"
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
        async with answering(interaction, self.poster.boards.now, thinking=True):
            content, view = await self._page(interaction, 0)  # names may wait on Discord
        none = discord.AllowedMentions.none()
        if interaction.response.is_done():
            await interaction.followup.send(content, view=view, allowed_mentions=none)
            return
        await interaction.response.send_message(
            content, view=view, ephemeral=True, allowed_mentions=none
        )

    async def lobby_page(self, interaction: discord.Interaction, page: int) -> None:
        """Show page ``page`` of the lobby in the clicked (private) message."""
        async with answering(interaction, self.poster.boards.now):
            content, view = await self._page(interaction, page)
        none = discord.AllowedMentions.none()
        if interaction.response.is_done():
            await interaction.edit_original_response(
                content=content, view=view, allowed_mentions=none
            )
            return
        await interaction.response.edit_message(content=content, view=view, allowed_mentions=none)

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
                    title=seek_title(seek),
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
        return await self.poster.boards.names.name(seek.user_id)

    @staticmethod
    def _where(seek: SeekView, guild_id: int, channel_id: int) -> Text | str:
        if seek.guild_id != guild_id:
            return t("lobby-where-other")
        if seek.channel_id == channel_id:
            return t("lobby-where-here")
        return f"<#{seek.channel_id}>"
