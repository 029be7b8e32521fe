"""Challenges: one slash command per game, and the Accept, Decline and Withdraw buttons."""

from __future__ import annotations

import inspect
import time
from collections import deque
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.buttons import challenge_buttons
from bot.cogs.common import (
    IN_A_THREAD,
    command_name,
    edit_clicked,
    fit,
    mention,
    parse_duration,
    permission_problem,
    pinging,
    send_private,
    typing_mode,
    where,
)
from bot.cogs.common import challenge_text as challenge_message
from bot.service import ChallengeError, ChallengeView, InvalidRequestError, MatchResult
from games import ai
from games.base import Game, OptionSpec
from games.registry import GAMES
from texts import render

if TYPE_CHECKING:
    from bot.app import MorrisBot


def _option_annotation(spec: OptionSpec) -> Any:
    if spec.kind is bool:
        return bool | None
    return app_commands.Range[int, spec.minimum, spec.maximum] | None


def _describe_option(spec: OptionSpec) -> str:
    default = ("on" if spec.default else "off") if spec.kind is bool else spec.default
    return fit(f"{render(spec.help)} (default {default})", 100)


def _param(name: str, annotation: Any) -> inspect.Parameter:
    return inspect.Parameter(
        name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None, annotation=annotation
    )


MENU_NAME = "Challenge to a game"
"""The user context menu command that challenges the user clicked on."""
DEFAULT_GAME = "morris"
"""The game the user menu challenges to."""


class Challenges(commands.Cog):
    """``/morris @user`` and its siblings; answering and withdrawing challenges."""

    def __init__(self, bot: MorrisBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.poster = bot.poster
        self._recent: dict[int, deque[float]] = {}
        self._commands: list[app_commands.Command[Any, ..., Any]] = []
        self._menu = app_commands.ContextMenu(name=MENU_NAME, callback=self._challenge_user)

    async def cog_load(self) -> None:
        """Add one challenge command per registered game (options from its option specs), and
        the user menu's challenge."""
        for cls in GAMES.values():
            command = self._challenge_command(cls)
            self.bot.tree.add_command(command)
            self._commands.append(command)
        self.bot.tree.add_command(self._menu)

    async def cog_unload(self) -> None:
        """Remove the challenge commands again."""
        for command in self._commands:
            self.bot.tree.remove_command(command.name)
        self.bot.tree.remove_command(MENU_NAME, type=discord.AppCommandType.user)

    async def _challenge_user(
        self, interaction: discord.Interaction, user: discord.Member | discord.User
    ) -> None:
        """The user menu's "Challenge to a game": Nine Men's Morris with standard rules (the
        game's command takes every option)."""
        await self.challenge(interaction, DEFAULT_GAME, {"opponent": user})

    def _challenge_command(self, cls: type[Game[Any, Any]]) -> app_commands.Command[Any, ..., Any]:
        name = cls.name
        levels = tuple(ai.levels_for(name))
        params = [
            inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD),
            _param("opponent", discord.User | None),
            _param("level", Literal[levels] | None),
            _param("first", Literal["me", "them", "random"] | None),
            *(_param(spec.name, _option_annotation(spec)) for spec in cls.option_specs),
            _param("position", str | None),
            _param("thread", bool | None),
            _param("clock", str | None),
        ]
        descriptions = {
            "opponent": "who to play; leave it out, or pick me, to play the computer",
            "level": f"computer strength: {', '.join(levels)} (default {levels[0]})",
            "first": "who moves first: me, them or random (default random)",
            "position": "start from this position string (the game is then unrated)",
            "thread": "play the game in a thread of its own (default: the server's setting)",
            "clock": "time per move, e.g. 15m, 2h or 3d (1 minute to 14 days; default: the "
            "server's turn timeout)",
        } | {spec.name: _describe_option(spec) for spec in cls.option_specs}

        async def challenge(interaction: discord.Interaction, **values: Any) -> None:
            await self.challenge(interaction, name, values)

        challenge.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        challenge.__discord_app_commands_param_description__ = descriptions  # type: ignore[attr-defined]
        command: app_commands.Command[Any, ..., Any] = app_commands.Command(
            name=command_name(name),
            description=fit(f"Challenge someone, or the computer, to {cls.title}", 100),
            callback=challenge,
        )
        return command

    def _rate_limited(self, user_id: int) -> float:
        """Seconds until ``user_id`` may challenge a person again (0: now)."""
        window = self._recent.setdefault(user_id, deque())
        now = time.monotonic()
        while window and window[0] <= now - 60:
            window.popleft()
        if len(window) < self.bot.settings.challenges_per_minute:
            return 0.0
        return max(1.0, 60 - (now - window[0]))

    async def challenge(
        self, interaction: discord.Interaction, game: str, values: dict[str, Any]
    ) -> None:
        """Challenge a player (or the computer) to ``game`` with the command's options."""
        guild_id, channel_id, user_id = where(interaction)
        problem = permission_problem(interaction.channel, interaction.app_permissions)
        if problem:
            await send_private(interaction, problem)
            return
        opponent: discord.User | discord.Member | None = values.pop("opponent", None)
        me = self.bot.user
        if opponent is not None and opponent.bot and (me is None or opponent.id != me.id):
            raise InvalidRequestError(
                f"{opponent.mention} is a bot: challenge a person, or leave opponent out to "
                "play me."
            )
        opponent_id = None if opponent is None or (me and opponent.id == me.id) else opponent.id
        in_server = interaction.guild_id is not None
        if opponent_id is not None and in_server and not isinstance(opponent, discord.Member):
            raise InvalidRequestError(
                f"{mention(opponent_id)} is not a member of this server, so they could not "
                "answer: challenge someone who is here."
            )
        level = values.pop("level", None)
        first = values.pop("first", None) or "random"
        position = values.pop("position", None)
        thread = values.pop("thread", None)
        clock = values.pop("clock", None)
        turn_time_s = None if clock is None else parse_duration(clock, "Clock")
        options = {k: v for k, v in values.items() if v is not None}
        wait = self._rate_limited(user_id) if opponent_id is not None else 0.0
        if wait:
            await send_private(
                interaction,
                f"You are sending challenges too fast: wait {wait:.0f} s and try again.",
            )
            return
        result = await self.service.challenge(
            guild_id,
            channel_id,
            user_id,
            opponent_id,
            game,
            options,
            first=first,
            position=position,
            level=level,
            turn_time_s=turn_time_s,
        )
        if result.match is not None:
            note = f"{result.match.title} #{result.match.id} begins."
            await self.poster.answer_events(
                interaction, result.match, result.events, note, starts=True
            )
            return
        self._recent[user_id].append(time.monotonic())
        challenge = result.challenge
        if thread is None:
            thread = (await self.service.get_settings(guild_id)).threads
        response = await interaction.response.send_message(
            challenge_message(challenge, thread, typing_mode(self.bot, interaction.guild_id)),
            view=challenge_buttons(challenge),
            allowed_mentions=pinging(challenge.challenged_id),
        )
        if isinstance(response.resource, discord.Message):
            self.poster.remember_challenge(challenge.id, response.resource)

    def pending_by_id(self, channel_id: int, user_id: int, challenge_id: int) -> ChallengeView:
        """The open challenge ``challenge_id`` of ``user_id`` here; raise if it is closed."""
        for challenge in self.service.pending_challenges(channel_id, user_id):
            if challenge.id == challenge_id:
                return challenge
        raise ChallengeError("This challenge is no longer open.")

    async def answer_clicked(
        self, interaction: discord.Interaction, challenge_id: int, *, accept: bool
    ) -> None:
        """Accept (start the match) or decline a challenge from its buttons."""
        guild_id, channel_id, user_id = where(interaction)
        challenge = self.pending_by_id(channel_id, user_id, challenge_id)
        note = f"{'Accepted' if accept else 'Declined'} by {mention(user_id)}."
        if not accept:
            await self.service.decline(guild_id, channel_id, user_id, challenge.id)
            await edit_clicked(interaction, note, challenge_buttons(challenge, True))
            return
        problem = permission_problem(interaction.channel, interaction.app_permissions)
        if problem:
            raise InvalidRequestError(problem)

        async def start(play_in: int | None) -> MatchResult:
            return await self.service.accept(
                guild_id, channel_id, user_id, challenge.id, play_in=play_in
            )

        message = interaction.message
        if message is not None and IN_A_THREAD in message.content:
            started = await self.bot.live.start_in_thread(challenge, message, start)
        else:
            started = await start(None)
        await edit_clicked(interaction, note, challenge_buttons(challenge, True))
        await self.poster.send_events(started.match, started.events)

    async def withdraw_clicked(self, interaction: discord.Interaction, challenge_id: int) -> None:
        """Withdraw a challenge from its button."""
        guild_id, channel_id, user_id = where(interaction)
        self.pending_by_id(channel_id, user_id, challenge_id)
        closed = await self.service.withdraw(guild_id, channel_id, user_id, challenge_id)
        done = challenge_buttons(closed, True)
        await edit_clicked(interaction, f"Withdrawn by {mention(user_id)}.", done)
