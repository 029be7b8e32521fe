"""Typed input: moves and short commands typed in the channel by players."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from bot.discord.buttons import resign_buttons
from bot.discord.common import (
    APOLOGY,
    IN_A_THREAD,
    RefusalError,
    Typing,
    fit,
    mention,
    permission_problem,
    refusal_text,
    rules,
    typing_mode,
)
from bot.service import (
    ChallengeView,
    MatchResult,
    MatchView,
    Proposal,
    ServiceError,
    is_removal,
    turn_choices,
)
from bot.typed import MAX_LENGTH, Command, parse_command

if TYPE_CHECKING:
    from bot.discord.app import MorrisBot

log = logging.getLogger(__name__)

TYPED_HELP = (
    "{how} to play it (how to write one is below). Also: "
    "`h`/`help` this help, `q`/`resign` resign (asks to confirm), `r`/`restart` propose to start "
    "again, `draw` offer or accept a draw, `takeback` ask to take back your last move, "
    "`accept`/`decline` answer a challenge or proposal, "
    "`withdraw` take back a challenge you made. "
    "Every command also exists as a slash command: see /help."
)


class TypedInput(commands.Cog):
    """Reads players' messages: a move or a command word is acted on, anything else is chat."""

    def __init__(self, bot: MorrisBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.poster = bot.poster

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Play typed moves and typed commands of players; ignore everything else."""
        if message.author.bot or message.guild is None:
            return
        text = self._addressed(message.content)
        if not text or len(text) > MAX_LENGTH:
            return
        channel_id, user_id = message.channel.id, message.author.id
        word = parse_command(text)
        game = self.service.active_game(channel_id, user_id)
        try:
            if word in (Command.ACCEPT, Command.DECLINE) and self._challenge(
                channel_id, user_id, to=True
            ):
                await self._answer_challenge(message, word is Command.ACCEPT)
            elif word is Command.WITHDRAW and self._challenge(channel_id, user_id, to=False):
                await self._withdraw(message)
            elif word is Command.WITHDRAW:
                raise RefusalError("You have no open challenge to withdraw here.")
            elif game is None:
                return
            elif word is not None:
                await self._command(message, game, word)
            elif self._is_a_move(game, user_id, text):
                guild_id = message.guild.id
                result = await self.service.move(guild_id, channel_id, user_id, text)
                await self.poster.send_events(
                    result.match, result.events, lambda note: self._reply(message, note)
                )
        except (ServiceError, RefusalError) as error:
            await self._reply(message, refusal_text(error))
        except Exception:
            log.exception(
                "typed input failed: text=%r user=%s guild=%s channel=%s",
                text,
                user_id,
                message.guild.id,
                channel_id,
            )
            await self._reply(message, APOLOGY)

    def _addressed(self, content: str) -> str:
        """The text of a message without the bot's mentions (``@Morris d6`` is ``d6``)."""
        me = self.bot.user
        if me is not None:
            for form in (f"<@{me.id}>", f"<@!{me.id}>"):
                content = content.replace(form, " ")
        return content.strip()

    async def _reply(self, message: discord.Message, text: str) -> None:
        try:
            await message.reply(
                fit(text), mention_author=False, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            log.warning("could not reply in channel %s", message.channel.id)

    def _challenge(self, channel_id: int, user_id: int, *, to: bool) -> ChallengeView | None:
        """The newest open challenge to (``to``) or by ``user_id`` in the channel."""
        pending = [
            c
            for c in self.service.pending_challenges(channel_id, user_id)
            if (c.challenged_id if to else c.challenger_id) == user_id
        ]
        return max(pending, key=lambda c: c.id) if pending else None

    async def _withdraw(self, message: discord.Message) -> None:
        assert message.guild is not None
        channel_id, user_id = message.channel.id, message.author.id
        challenge = self._challenge(channel_id, user_id, to=False)
        assert challenge is not None
        await self.service.withdraw(message.guild.id, channel_id, user_id, challenge.id)
        await self.poster.close_challenge(challenge, f"Withdrawn by {mention(user_id)}.")

    async def _answer_challenge(self, message: discord.Message, accept: bool) -> None:
        assert message.guild is not None
        guild_id, channel_id, user_id = message.guild.id, message.channel.id, message.author.id
        challenge = self._challenge(channel_id, user_id, to=True)
        assert challenge is not None
        note = f"{'Accepted' if accept else 'Declined'} by {mention(user_id)}."
        if not accept:
            await self.service.decline(guild_id, channel_id, user_id, challenge.id)
            await self.poster.close_challenge(challenge, note)
            return
        problem = permission_problem(
            message.channel, message.channel.permissions_for(message.guild.me)
        )
        if problem:
            raise RefusalError(problem)
        found = await self.poster.find_challenge(challenge)

        async def start(play_in: int | None) -> MatchResult:
            return await self.service.accept(
                guild_id, channel_id, user_id, challenge.id, play_in=play_in
            )

        if found is not None and IN_A_THREAD in found[1]:
            started = await self.bot.live.start_in_thread(challenge, found[0], start)
        else:
            started = await start(None)
        await self.poster.close_challenge(challenge, note)
        await self.poster.send_events(started.match, started.events)

    async def _command(self, message: discord.Message, game: MatchView, word: Command) -> None:
        assert message.guild is not None
        guild_id, user_id = message.guild.id, message.author.id
        channel_id = message.channel.id
        if word is Command.HELP:
            how = {
                Typing.ANY: "Type your move in the channel",
                Typing.ADDRESSED: "Type your move as a reply to the board or with me mentioned",
            }.get(typing_mode(self.bot, guild_id), "Use the board's menus")
            text = TYPED_HELP.format(how=how)
            await self._reply(message, f"{text}\n\n{rules(game.rules)}")
            return
        if word is Command.RESIGN:
            await message.reply(
                f"{mention(user_id)}, resign {game.title} #{game.id}? Press Resign to confirm.",
                view=resign_buttons(game.id, user_id),
                mention_author=False,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        if word in (Command.ACCEPT, Command.DECLINE):
            offers = [k for k, uid in game.offers.items() if uid != user_id]
            if not offers:
                raise RefusalError("There is nothing to accept or decline right now.")
            kind = offers[0]
        else:
            kind = Proposal(word)
        if word is Command.DECLINE:
            declined = await self.service.decline_proposal(guild_id, channel_id, user_id, kind)
            await self.bot.proposals.show(declined)
            return
        result = await self.service.propose(guild_id, channel_id, user_id, kind)
        await self.bot.proposals.show(result)

    def _is_a_move(self, game: MatchView, user_id: int, text: str) -> bool:
        """True when ``user_id`` is to move in ``game`` and ``text`` is exactly a legal move as
        the board writes it, perhaps without the removal its mill calls for (anything else is
        chat)."""
        if game.outcome is not None or game.to_move_id != user_id:
            return False
        if game.state.to_move == game.computer_seat:
            return False
        choices = turn_choices(game, text)
        if choices.complete or (choices.steps and all(is_removal(s) for s in choices.steps)):
            return True
        # A removal the game waits for may be named without its "x".
        return bool(turn_choices(game, f"x{text}").complete)
