"""Typed input: moves and short commands typed in the channel by players."""

from __future__ import annotations

import contextlib
import logging

import discord
from discord.ext import commands

from bot.discord.asker import Asker
from bot.discord.board.posting import Poster
from bot.discord.flows import Flows
from bot.discord.permissions import permission_problem
from bot.discord.replies import answer_typed, refusal
from bot.discord.say import say
from bot.discord.wording import Typing, rules, typing_mode
from bot.service import (
    MatchService,
    MatchView,
    Proposal,
    ServiceError,
    turn_choices,
)
from bot.typed import MAX_LENGTH, Command, parse_command
from games.base import IllegalMoveError, MoveError
from texts import Text, resolve_locale, t

log = logging.getLogger(__name__)

_HOW_TO_MOVE = {
    Typing.ANY: "typed-how-any",
    Typing.ADDRESSED: "typed-how-addressed",
    Typing.NONE: "typed-how-none",
}
"""How to type a move, by what the bot reads there."""


class TypedInput(commands.Cog):
    """Reads players' messages: a move or a command word is acted on, anything else is chat."""

    def __init__(
        self,
        client: discord.Client,
        service: MatchService,
        poster: Poster,
        flows: Flows,
        *,
        message_content: bool,
    ) -> None:
        self.client = client
        self.service = service
        self.poster = poster
        self.flows = flows
        self.message_content = message_content

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Play typed moves and typed commands of players; ignore everything else."""
        if message.author.bot or message.guild is None:
            return
        text = self._addressed(message.content)
        if not text or len(text) > MAX_LENGTH:
            return
        with contextlib.suppress(ServiceError):  # the database is away: as known here
            await self.service.catch_up_at(message.channel.id, message.author.id)
        game = self.service.active_game(message.channel.id, message.author.id)
        asker = self._asker(message, await self._language(message.guild, game))
        word = parse_command(text, asker.locale)
        try:
            if word in (Command.ACCEPT, Command.DECLINE) and (
                challenge := self.flows.open_challenge(asker, None, to=True)
            ):
                await self.flows.answer(asker, challenge, word is Command.ACCEPT)
            elif word is Command.WITHDRAW and (
                challenge := self.flows.open_challenge(asker, None, to=False)
            ):
                await self.flows.withdraw(asker, challenge)
            elif game is None:
                return
            elif word is not None:
                await self._command(message, asker, game, word)
            elif self._is_a_move(game, asker.user_id, text):
                result = await self.service.move(
                    asker.guild_id, asker.channel_id, asker.user_id, text
                )
                await self.poster.send_events(result.match, result.events, asker.tell)
            elif (why := self._illegal(game, asker.user_id, text)) is not None:
                await asker.tell(t("move-rejected", move=text, reason=why))
        except ServiceError as error:
            await asker.tell(refusal(error))
        except Exception:
            log.exception(
                "typed input failed: text=%r user=%s guild=%s channel=%s",
                text,
                asker.user_id,
                asker.guild_id,
                asker.channel_id,
            )
            await asker.tell(t("error-apology"))

    async def _language(self, guild: discord.Guild, game: MatchView | None) -> str:
        """The language typed words are read and answered in: the match's, else the one its
        challenges get (the server's chosen language, or its Discord language)."""
        if game is not None and game.language:
            return game.language
        chosen = (await self.service.get_settings(guild.id)).language
        return chosen or resolve_locale(str(guild.preferred_locale))

    def _asker(self, message: discord.Message, locale: str) -> Asker:
        """The author of ``message``, answered by replies to it in ``locale``."""
        assert message.guild is not None

        async def reply(text: Text) -> None:
            try:
                await answer_typed(message, say(text, locale))
            except discord.HTTPException:
                log.warning("could not reply in channel %s", message.channel.id)

        def problem() -> Text | None:
            assert message.guild is not None
            return permission_problem(
                message.channel, message.channel.permissions_for(message.guild.me)
            )

        return Asker(
            message.guild.id,
            message.channel.id,
            message.author.id,
            locale,
            reply,
            problem,
        )

    def _addressed(self, content: str) -> str:
        """The text of a message without the bot's mentions (``@Morris d6`` is ``d6``)."""
        me = self.client.user
        if me is not None:
            for form in (f"<@{me.id}>", f"<@!{me.id}>"):
                content = content.replace(form, " ")
        return content.strip()

    async def _command(
        self, message: discord.Message, asker: Asker, game: MatchView, word: Command
    ) -> None:
        if word is Command.HELP:
            how = t(_HOW_TO_MOVE[typing_mode(self.message_content, asker.guild_id)])
            await asker.tell(t("typed-help", how=how, rules=rules(game.rules, asker.locale)))
            return
        if word is Command.RESIGN:
            await self.flows.ask_to_resign(game, asker.user_id, message)
            return
        if word is Command.WITHDRAW:  # a player's, with no challenge of theirs to withdraw
            await asker.tell(t("no-challenge-to-withdraw"))
            return
        if word in (Command.ACCEPT, Command.DECLINE):
            offers = [kind for kind, uid in game.offers.items() if uid != asker.user_id]
            if not offers:
                await asker.tell(t("nothing-to-answer"))
                return
            if word is Command.DECLINE:
                await self.flows.decline_offer(asker, offers[0])
                return
            kind = offers[0]
        else:
            kind = Proposal(word)
        await self.flows.propose(asker, kind)

    @staticmethod
    def _illegal(game: MatchView, user_id: int, text: str) -> Text | None:
        """Why ``text``, a move in the game's notation typed by the player to move, cannot be
        played now (an occupied point, a piece that cannot go there); None for anything that
        is no move at all (chat)."""
        if game.outcome is not None or game.to_move_id != user_id:
            return None
        try:
            game.rules.parse_move(game.state, text)
        except IllegalMoveError as error:
            return Text(error.key, error.params)
        except MoveError:
            return None
        return None

    def _is_a_move(self, game: MatchView, user_id: int, text: str) -> bool:
        """True when ``user_id`` is to move in ``game`` and ``text`` is exactly a legal move as
        the board writes it, perhaps without the removal its mill calls for (anything else is
        chat)."""
        if game.outcome is not None or game.to_move_id != user_id:
            return False
        if game.state.to_move == game.computer_seat:
            return False
        choices = turn_choices(game, text)
        if choices.complete or choices.removal:
            return True
        # A removal the game waits for may be named without its "x".
        return bool(turn_choices(game, f"x{text}").complete)
