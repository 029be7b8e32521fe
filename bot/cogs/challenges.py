"""Challenges: one slash command per game, and the Accept, Decline and Withdraw buttons."""

from __future__ import annotations

import inspect
import time
from collections import deque
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.game_options import option_descriptions, option_params, param
from bot.discord.asker import Asker
from bot.discord.board.posting import Poster
from bot.discord.components.buttons import challenge_buttons
from bot.discord.localize import described
from bot.discord.options import DurationText, PositionText
from bot.discord.say import pinging
from bot.service import InvalidRequestError, MatchService, parse_clock
from games import ai
from games.base import Game
from games.registry import GAMES, MAIN_GAME
from renderer import STYLES
from texts import Person, resolve_locale, t

MENU_NAME = described("cmd-challenge-menu")
"""The user context menu command that challenges the user clicked on."""


class Challenges(commands.Cog):
    """``/morris @user`` and its siblings; answering and withdrawing challenges."""

    def __init__(
        self,
        client: discord.Client,
        tree: app_commands.CommandTree[Any],
        service: MatchService,
        poster: Poster,
        *,
        per_minute: int,
        message_content: bool,
    ) -> None:
        self.client = client
        self.tree = tree
        self.service = service
        self.poster = poster
        self.per_minute = per_minute
        self.message_content = message_content
        self._recent: dict[int, deque[float]] = {}
        self._commands: list[app_commands.Command[Any, ..., Any]] = []
        self._menu = app_commands.ContextMenu(name=MENU_NAME, callback=self._challenge_user)

    async def cog_load(self) -> None:
        """Add one challenge command per registered game (options from its option specs; a
        game's variants are a choice of its command, not commands of their own), and the user
        menu's challenge."""
        for cls in GAMES.values():
            if cls.family is not None:
                continue
            command = self._challenge_command(cls)
            self.tree.add_command(command)
            self._commands.append(command)
        self.tree.add_command(self._menu)

    async def cog_unload(self) -> None:
        """Remove the challenge commands again."""
        for command in self._commands:
            self.tree.remove_command(command.name)
        self.tree.remove_command(self._menu.name, type=discord.AppCommandType.user)

    async def _challenge_user(
        self, interaction: discord.Interaction, user: discord.Member | discord.User
    ) -> None:
        """The user menu's "Challenge to a game": Nine Men's Morris with standard rules (the
        game's command takes every option)."""
        await self.challenge(interaction, MAIN_GAME, {"opponent": user})

    def _challenge_command(self, cls: type[Game[Any, Any]]) -> app_commands.Command[Any, ..., Any]:
        name = cls.name
        variants = tuple(n for n, c in GAMES.items() if c.family == name)
        every = (name, *variants)
        levels = tuple(dict.fromkeys(level for game in every for level in ai.levels_for(game)))
        params = [
            inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD),
            param("opponent", discord.User | None),
            *([param("variant", str | None)] if variants else []),
            param("level", Literal[levels] | None),
            param("first", Literal["me", "them", "random"] | None),
            *option_params(cls.option_specs),
            param("position", PositionText | None),
            param("thread", bool | None),
            param("clock", DurationText | None),
            param("board_style", Literal[STYLES] | None),
        ]
        descriptions = {
            "opponent": described("cmd-challenge-opponent"),
            "level": described("cmd-challenge-level", levels=", ".join(levels), default=levels[0]),
            "first": described("cmd-challenge-first"),
            "position": described("cmd-challenge-position"),
            "thread": described("cmd-challenge-thread"),
            "clock": described("cmd-challenge-clock"),
            "board_style": described("cmd-challenge-board-style"),
        } | option_descriptions(cls.option_specs)

        async def challenge(interaction: discord.Interaction, **values: Any) -> None:
            await self.challenge(interaction, values.pop("variant", None) or name, values)

        challenge.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
        if variants:  # a variant is a choice of its family's command, named as in /help
            descriptions["variant"] = described("cmd-challenge-variant")
            choices = [
                app_commands.Choice(name=described(GAMES[g].title_key), value=g) for g in every
            ]
            challenge = app_commands.choices(variant=choices)(challenge)
        challenge = app_commands.describe(**descriptions)(challenge)
        command: app_commands.Command[Any, ..., Any] = app_commands.Command(
            name=cls.command,
            description=described("cmd-challenge", game=t(cls.title_key)),
            callback=challenge,
        )
        return command

    def _rate_limited(self, user_id: int) -> float:
        """Seconds until ``user_id`` may challenge a person again (0: now)."""
        window = self._recent.setdefault(user_id, deque())
        now = time.monotonic()
        while window and window[0] <= now - 60:
            window.popleft()
        if len(window) < self.per_minute:
            return 0.0
        return max(1.0, 60 - (now - window[0]))

    async def challenge(
        self, interaction: discord.Interaction, game: str, values: dict[str, Any]
    ) -> None:
        """Challenge a player (or the computer) to ``game`` with the command's options."""
        asker = Asker.of(interaction)
        problem = asker.problem()
        if problem is not None:
            await asker.tell(problem)
            return
        opponent: discord.User | discord.Member | None = values.pop("opponent", None)
        me = self.client.user
        if opponent is not None and opponent.bot and (me is None or opponent.id != me.id):
            raise InvalidRequestError(t("challenge-opponent-is-bot", opponent=Person(opponent.id)))
        opponent_id = None if opponent is None or (me and opponent.id == me.id) else opponent.id
        in_server = interaction.guild_id is not None
        if opponent_id is not None and in_server and not isinstance(opponent, discord.Member):
            raise InvalidRequestError(
                t("challenge-opponent-not-member", opponent=Person(opponent_id))
            )
        level = values.pop("level", None)
        first = values.pop("first", None) or "random"
        position = values.pop("position", None)
        thread = values.pop("thread", None)
        if thread and not in_server:
            raise InvalidRequestError(t("challenge-no-thread-here"))
        board_style = values.pop("board_style", None)
        clock = values.pop("clock", None)
        turn_time_s, increment_s = (None, None) if clock is None else parse_clock(clock)
        options = {k: v for k, v in values.items() if v is not None}
        chosen = (await self.service.get_settings(asker.guild_id)).language
        place = interaction.guild_locale if interaction.guild_id else interaction.locale
        speaks = chosen or resolve_locale(str(place))  # the server's, or the challenger's in DMs
        wait = self._rate_limited(asker.user_id) if opponent_id is not None else 0.0
        if wait:
            await asker.tell(t("challenge-too-fast", seconds=round(wait)))
            return
        result = await self.service.challenge(
            asker.guild_id,
            asker.channel_id,
            asker.user_id,
            opponent_id,
            game,
            options,
            first=first,
            position=position,
            level=level,
            turn_time_s=turn_time_s,
            increment_s=increment_s,
            thread=thread,
            language=speaks,
            board_style=board_style,
        )
        if result.match is not None:
            match = result.match
            note = t("game-begins", game=t(f"game-{match.game}"), id=str(match.id))
            await self.poster.answer_events(interaction, match, result.events, note, starts=True)
            return
        self._recent[asker.user_id].append(time.monotonic())
        challenge = result.challenge
        response = await interaction.response.send_message(
            self.poster.challenge_text(challenge),
            view=challenge_buttons(challenge),
            allowed_mentions=pinging(challenge.challenged_id),
        )
        message = response.resource
        if not isinstance(message, discord.Message):
            message = await interaction.original_response()
        self.poster.outlets.made(message.id, interaction)
        await self.service.note_challenge_message(challenge.id, message.id)
