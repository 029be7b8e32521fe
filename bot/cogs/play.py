"""Playing: a challenge command per game, /move and the other in-game commands, typed moves and
typed commands, and the buttons. Each handler reads its input, calls the match service, and
posts what the service reports; the rules and the state live in the service.
"""

from __future__ import annotations

import inspect
import io
import logging
import re
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Literal, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.announce import compose
from bot.cogs.buttons import challenge_buttons, rematch_button, resign_buttons
from bot.cogs.common import (
    APOLOGY,
    MESSAGE_LIMIT,
    Outgoing,
    board_message,
    challenge_text,
    command_name,
    fit,
    mention,
    permission_problem,
    pinging,
    player_name,
    rules,
    send_private,
)
from bot.service import (
    ChallengeError,
    ChallengeResult,
    ChallengeView,
    GameView,
    InvalidRequestError,
    NoGameError,
    NotAPlayerError,
    Proposal,
    ProposalResult,
    ServiceError,
)
from games import ai
from games.base import Game, NotAMoveError, OptionSpec
from games.registry import GAMES

if TYPE_CHECKING:
    from bot.app import MorrisBot

log = logging.getLogger(__name__)
R = TypeVar("R")

TYPED_HELP = (
    "Type your move in the channel to play it (how to write one is below). Also: "
    "`h`/`help` this help, `q`/`resign` resign (asks to confirm), `r`/`restart` propose to start "
    "again, `draw` offer or accept a draw, `accept`/`decline` answer a challenge or proposal, "
    "`withdraw` take back a challenge you made. "
    "Every command also exists as a slash command: see /help."
)
_OFFER_WORDS = {
    Proposal.DRAW: ("offers a draw", "/draw, or type `draw` or `accept`"),
    Proposal.RESTART: (
        "proposes to restart the game from the beginning",
        "/restart, or type `restart` or `accept`",
    ),
    Proposal.TAKEBACK: ("asks to take back their last move", "/takeback, or type `accept`"),
    Proposal.REMATCH: ("offers a rematch", "/rematch or the Rematch button"),
}
"""What each proposal is called in the offer, and how the opponent agrees to it."""
_DECLINED = {
    Proposal.DRAW: "draw offer",
    Proposal.RESTART: "restart proposal",
    Proposal.TAKEBACK: "takeback request",
    Proposal.REMATCH: "rematch offer",
}
"""What a declined proposal is called."""
_TYPED = {
    "h": "help",
    "help": "help",
    "q": "resign",
    "quit": "resign",
    "resign": "resign",
    "r": "restart",
    "restart": "restart",
    "draw": "draw",
    "accept": "accept",
    "decline": "decline",
    "withdraw": "withdraw",
    "cancel": "withdraw",
}

_BUTTON_PURPOSE = {
    "accept": "answer this challenge",
    "decline": "answer this challenge",
    "withdraw": "withdraw this challenge",
}
"""What a button is for, in the refusal to someone it does not belong to."""

_MENTION = re.compile(r"<@!?(\d+)>")
Reply = Callable[[Any, list[Outgoing]], Awaitable[Any]]
"""Answers a command: gets the service result and the posts for the events it caused."""


def _option_annotation(spec: OptionSpec) -> Any:
    if spec.kind is bool:
        return bool | None
    return app_commands.Range[int, spec.minimum, spec.maximum] | None


def _describe_option(spec: OptionSpec) -> str:
    default = ("on" if spec.default else "off") if spec.kind is bool else spec.default
    return fit(f"{spec.help} (default {default})", 100)


class Play(commands.Cog):
    """Challenges, moves, proposals, typed input and buttons."""

    def __init__(self, bot: MorrisBot) -> None:
        self.bot = bot
        self.service = bot.service
        self.announcer = bot.announcer
        self._recent: dict[int, deque[float]] = {}
        self._challenge_commands: list[app_commands.Command[Any, ..., Any]] = []

    # -- set-up ---------------------------------------------------------------------------------

    async def cog_load(self) -> None:
        """Add one challenge command per registered game (options from its option specs)."""
        for cls in GAMES.values():
            command = self._challenge_command(cls)
            self.bot.tree.add_command(command)
            self._challenge_commands.append(command)

    async def cog_unload(self) -> None:
        """Remove the challenge commands again."""
        for command in self._challenge_commands:
            self.bot.tree.remove_command(command.name)

    def _challenge_command(self, cls: type[Game[Any, Any]]) -> app_commands.Command[Any, ..., Any]:
        name = cls.name
        levels = tuple(ai.levels_for(name))
        params = [
            inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD),
            self._param("opponent", discord.User | None),
            self._param("level", Literal[levels] | None),
            self._param("first", Literal["me", "them", "random"] | None),
            *(self._param(spec.name, _option_annotation(spec)) for spec in cls.option_specs),
            self._param("position", str | None),
        ]
        descriptions = {
            "opponent": "who to play; leave it out, or pick me, to play the computer",
            "level": f"computer strength: {', '.join(levels)} (default {levels[0]})",
            "first": "who moves first: me, them or random (default random)",
            "position": "start from this position string (the game is then unrated)",
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
        command.guild_only = True
        return command

    @staticmethod
    def _param(name: str, annotation: Any) -> inspect.Parameter:
        return inspect.Parameter(
            name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None, annotation=annotation
        )

    # -- helpers --------------------------------------------------------------------------------

    async def style(self, guild_id: int) -> str:
        """The guild's board style."""
        return (await self.service.get_settings(guild_id)).board_style

    async def act(
        self, guild_id: int, channel_id: int, call: Callable[[], Awaitable[R]], reply: Reply
    ) -> R:
        """Run ``call`` (a service call) holding the channel's post order, then ``reply`` with
        its result and the posts for the events it caused (posted anyway if ``call`` raises)."""
        async with self.announcer.calling(channel_id) as events:
            try:
                result = await call()
            except BaseException:
                if events:
                    await self.announcer.post_events(guild_id, channel_id, events)
                raise
            await reply(result, compose(events, await self.style(guild_id)))
        return result

    def _answer(self, interaction: discord.Interaction) -> Reply:
        async def reply(result: object, posts: list[Outgoing]) -> None:
            del result
            await self.announcer.answer(interaction, posts)

        return reply

    def _post_in(self, channel_id: int) -> Reply:
        async def reply(result: object, posts: list[Outgoing]) -> None:
            del result
            for post in posts:
                await self.announcer.send(channel_id, post)

        return reply

    @staticmethod
    def _where(interaction: discord.Interaction) -> tuple[int, int, int]:
        if interaction.guild_id is None or interaction.channel_id is None:
            raise app_commands.NoPrivateMessage("Games are played in servers, not in DMs.")
        return interaction.guild_id, interaction.channel_id, interaction.user.id

    def _rate_limited(self, user_id: int) -> float:
        """Seconds until ``user_id`` may challenge again (0: now)."""
        window = self._recent.setdefault(user_id, deque())
        now = time.monotonic()
        while window and window[0] <= now - 60:
            window.popleft()
        if len(window) < self.bot.settings.challenges_per_minute:
            return 0.0
        return max(1.0, 60 - (now - window[0]))

    def _game_of(self, channel_id: int, user_id: int) -> GameView:
        game = self.service.active_game(channel_id, user_id)
        if game is None:
            raise NoGameError("You have no game in progress in this channel.")
        return game

    # -- challenges -----------------------------------------------------------------------------

    async def challenge(
        self, interaction: discord.Interaction, game: str, values: dict[str, Any]
    ) -> None:
        """Challenge a player (or the computer) to ``game`` with the command's options."""
        guild_id, channel_id, user_id = self._where(interaction)
        problem = permission_problem(interaction.channel, interaction.app_permissions)
        if problem:
            await send_private(interaction, problem)
            return
        wait = self._rate_limited(user_id)
        if wait:
            await send_private(
                interaction,
                f"You are sending challenges too fast: wait {wait:.0f} s and try again.",
            )
            return
        opponent: discord.User | discord.Member | None = values.pop("opponent", None)
        level = values.pop("level", None)
        first = values.pop("first", None) or "random"
        position = values.pop("position", None)
        options = {k: v for k, v in values.items() if v is not None}
        me = self.bot.user
        if opponent is not None and opponent.bot and (me is None or opponent.id != me.id):
            raise InvalidRequestError(
                f"{opponent.mention} is a bot: challenge a person, or leave opponent out to "
                "play me."
            )
        opponent_id = None if opponent is None or (me and opponent.id == me.id) else opponent.id

        async def reply(result: ChallengeResult, posts: list[Outgoing]) -> None:
            self._recent[user_id].append(time.monotonic())
            if result.game is not None:
                await self.announcer.answer(interaction, posts)
                return
            challenge = result.challenge
            response = await interaction.response.send_message(
                challenge_text(challenge),
                view=challenge_buttons(challenge),
                allowed_mentions=pinging(challenge.challenged_id),
            )
            if isinstance(response.resource, discord.Message):
                self.announcer.remember_challenge(challenge.id, response.resource)

        await self.act(
            guild_id,
            channel_id,
            lambda: self.service.challenge(
                guild_id,
                channel_id,
                user_id,
                opponent_id,
                game,
                options,
                first=first,
                position=position,
                level=level,
            ),
            reply,
        )

    async def _answer_challenge(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        accept: bool,
        challenge: ChallengeView,
        reply: Reply,
    ) -> None:
        """Accept (start the game) or decline ``challenge``; ``reply`` gets the posts."""
        if accept:
            await self.act(
                guild_id,
                channel_id,
                lambda: self.service.accept(guild_id, channel_id, user_id, challenge.id),
                reply,
            )
        else:
            await self.service.decline(guild_id, channel_id, user_id, challenge.id)
            await reply(None, [])

    # -- moves and in-game commands ---------------------------------------------------------------

    @app_commands.command(name="move", description="Make a move in your game in this channel")
    @app_commands.describe(move="your move, e.g. d6, a1-a4, a1-a4xg7, A6 or b2-c3")
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        """Play ``move``; the new board is the answer."""
        guild_id, channel_id, user_id = self._where(interaction)
        await self.act(
            guild_id,
            channel_id,
            lambda: self.service.move(guild_id, channel_id, user_id, move),
            self._answer(interaction),
        )

    @move.autocomplete("move")
    async def move_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Up to 25 legal moves of the caller's game, those starting with the typed text first."""
        if interaction.channel_id is None:
            return []
        moves = self.service.legal_moves(interaction.channel_id, interaction.user.id)
        typed = current.strip().lower().replace(" ", "").replace("-", "")
        plain = [(m, m.lower().replace("-", "")) for m in moves]
        starts = [m for m, p in plain if p.startswith(typed)]
        inside = [m for m, p in plain if typed in p and not p.startswith(typed)]
        return [app_commands.Choice(name=m, value=m) for m in (starts + inside)[:25]]

    @app_commands.command(name="board", description="Show your game in this channel again")
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction) -> None:
        """Post the caller's current board."""
        guild_id, channel_id, user_id = self._where(interaction)
        game = self._game_of(channel_id, user_id)
        post = board_message(game, await self.style(guild_id), f"**{game.title}** #{game.id}:")
        await self.announcer.answer(interaction, [post])

    @app_commands.command(name="resign", description="Resign your game in this channel")
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction) -> None:
        """Resign at once (running the command is the confirmation)."""
        guild_id, channel_id, user_id = self._where(interaction)
        await self.act(
            guild_id,
            channel_id,
            lambda: self.service.resign(guild_id, channel_id, user_id),
            self._answer(interaction),
        )

    @app_commands.command(name="abort", description="Abort your game before both sides moved")
    @app_commands.guild_only()
    async def abort(self, interaction: discord.Interaction) -> None:
        """Abort: no result and no rating change."""
        guild_id, channel_id, user_id = self._where(interaction)
        await self.act(
            guild_id,
            channel_id,
            lambda: self.service.abort(guild_id, channel_id, user_id),
            self._answer(interaction),
        )

    async def _propose(self, interaction: discord.Interaction, kind: Proposal) -> None:
        guild_id, channel_id, user_id = self._where(interaction)
        game = self.service.active_game(channel_id, user_id)
        if game is not None and game.computer_seat:
            # The computer judges a draw offer in a worker process: that may take a while.
            await interaction.response.defer(thinking=True)

        async def reply(result: ProposalResult, posts: list[Outgoing]) -> None:
            await self.announcer.answer(interaction, posts or [proposal_post(result)])

        await self.act(
            guild_id,
            channel_id,
            lambda: self.service.propose(guild_id, channel_id, user_id, kind),
            reply,
        )

    @app_commands.command(name="draw", description="Offer a draw, or accept your opponent's offer")
    @app_commands.guild_only()
    async def draw(self, interaction: discord.Interaction) -> None:
        """Offer or accept a draw."""
        await self._propose(interaction, Proposal.DRAW)

    @app_commands.command(name="restart", description="Propose to restart, or accept a proposal")
    @app_commands.guild_only()
    async def restart(self, interaction: discord.Interaction) -> None:
        """Propose or agree to start the game again from its first position."""
        await self._propose(interaction, Proposal.RESTART)

    @app_commands.command(name="takeback", description="Ask to take back your last move")
    @app_commands.guild_only()
    async def takeback(self, interaction: discord.Interaction) -> None:
        """Propose or agree to a takeback (unrated games only)."""
        await self._propose(interaction, Proposal.TAKEBACK)

    @app_commands.command(name="rematch", description="Offer a rematch of your last game here")
    @app_commands.guild_only()
    async def rematch(self, interaction: discord.Interaction) -> None:
        """Offer or accept a rematch (sides swapped)."""
        await self._propose(interaction, Proposal.REMATCH)

    @app_commands.command(name="export", description="Your game as a move list and position")
    @app_commands.guild_only()
    async def export(self, interaction: discord.Interaction) -> None:
        """Post the caller's current (or last) game here as text, or as a file if too long."""
        guild_id, channel_id, user_id = self._where(interaction)
        text = await self._plain_names(await self.service.export(guild_id, channel_id, user_id))
        none = discord.AllowedMentions.none()
        block = f"```\n{text}\n```"
        if len(block) <= MESSAGE_LIMIT:
            await interaction.response.send_message(block, allowed_mentions=none)
            return
        await interaction.response.send_message(
            "The game is too long for one message: here it is as a file.",
            file=discord.File(io.BytesIO(text.encode()), filename="game.txt"),
            allowed_mentions=none,
        )

    async def _plain_names(self, text: str) -> str:
        """``text`` with each ``<@id>`` written as ``@name``: a code block shows mentions raw."""
        ids = {int(found) for found in _MENTION.findall(text)}
        shown = {uid: await self._name_of(uid) for uid in ids}
        return _MENTION.sub(lambda match: shown[int(match[1])], text)

    async def _name_of(self, user_id: int) -> str:
        me = self.bot.user
        if me is not None and user_id == me.id:
            return "Computer"
        user = self.bot.get_user(user_id)
        if user is None:
            try:
                user = await self.bot.fetch_user(user_id)
            except discord.HTTPException:
                return f"user {user_id}"
        return f"@{user.display_name}"

    # -- typed moves and commands -----------------------------------------------------------------

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Play typed moves and typed commands of players; ignore everything else."""
        if message.author.bot or message.guild is None:
            return
        text = message.content.strip()
        if not text or len(text) > 40:
            return
        guild_id, channel_id, user_id = message.guild.id, message.channel.id, message.author.id
        word = _TYPED.get(text.lower())
        game = self.service.active_game(channel_id, user_id)
        try:
            if word in ("accept", "decline") and self._challenge_to(channel_id, user_id):
                await self._typed_challenge(message, word == "accept")
            elif word == "withdraw" and self._challenge_by(channel_id, user_id):
                await self._typed_withdraw(message)
            elif game is None:
                return
            elif word is not None:
                await self._typed_command(message, game, word)
            elif _looks_like_a_move(game, text):
                await self.act(
                    guild_id,
                    channel_id,
                    lambda: self.service.move(guild_id, channel_id, user_id, text),
                    self._post_in(channel_id),
                )
        except ServiceError as error:
            await self._typed_reply(message, error.message)
        except Exception:
            log.exception(
                "typed input failed: text=%r user=%s guild=%s channel=%s",
                text,
                user_id,
                guild_id,
                channel_id,
            )
            await self._typed_reply(message, APOLOGY)

    async def _typed_reply(self, message: discord.Message, text: str) -> None:
        try:
            await message.reply(
                fit(text), mention_author=False, allowed_mentions=discord.AllowedMentions.none()
            )
        except discord.HTTPException:
            log.warning("could not reply in channel %s", message.channel.id)

    def _challenge_to(self, channel_id: int, user_id: int) -> ChallengeView | None:
        """The newest challenge waiting for ``user_id``'s answer in the channel."""
        pending = [
            c
            for c in self.service.pending_challenges(channel_id, user_id)
            if c.challenged_id == user_id
        ]
        return max(pending, key=lambda c: c.id) if pending else None

    def _challenge_by(self, channel_id: int, user_id: int) -> ChallengeView | None:
        """The newest open challenge ``user_id`` made in the channel."""
        pending = [
            c
            for c in self.service.pending_challenges(channel_id, user_id)
            if c.challenger_id == user_id
        ]
        return max(pending, key=lambda c: c.id) if pending else None

    async def _typed_withdraw(self, message: discord.Message) -> None:
        assert message.guild is not None
        guild_id, channel_id, user_id = message.guild.id, message.channel.id, message.author.id
        challenge = self._challenge_by(channel_id, user_id)
        if challenge is None:
            return
        post = self._post_in(channel_id)

        async def reply(result: object, posts: list[Outgoing]) -> None:
            await self.announcer.close_challenge(challenge, f"Withdrawn by {mention(user_id)}.")
            await post(result, posts)

        await self.act(
            guild_id,
            channel_id,
            lambda: self.service.withdraw(guild_id, channel_id, user_id, challenge.id),
            reply,
        )

    async def _typed_challenge(self, message: discord.Message, accept: bool) -> None:
        assert message.guild is not None
        challenge = self._challenge_to(message.channel.id, message.author.id)
        if challenge is None:
            return
        perms = message.channel.permissions_for(message.guild.me)
        problem = permission_problem(message.channel, perms)
        if problem:
            raise InvalidRequestError(problem)
        post = self._post_in(message.channel.id)

        async def reply(result: object, posts: list[Outgoing]) -> None:
            note = "Accepted" if accept else "Declined"
            await self.announcer.close_challenge(
                challenge, f"{note} by {mention(message.author.id)}."
            )
            await post(result, posts)

        await self._answer_challenge(
            message.guild.id, message.channel.id, message.author.id, accept, challenge, reply
        )

    async def _typed_command(self, message: discord.Message, game: GameView, word: str) -> None:
        assert message.guild is not None
        guild_id, channel_id, user_id = message.guild.id, message.channel.id, message.author.id
        if word == "help":
            await self._typed_reply(message, f"{TYPED_HELP}\n\n{rules(game.state.game)}")
            return
        if word == "resign":
            await message.reply(
                f"{mention(user_id)}, resign {game.title} #{game.id}? Press Resign to confirm.",
                view=resign_buttons(game.id, user_id),
                mention_author=False,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        if word in ("accept", "decline"):
            offers = [k for k, uid in game.offers.items() if uid != user_id]
            if not offers:
                raise InvalidRequestError("There is nothing to accept or decline right now.")
            kind = offers[0]
        else:
            kind = Proposal(word)
        post = self._post_in(channel_id)

        async def reply(result: ProposalResult, posts: list[Outgoing]) -> None:
            await post(result, posts or [proposal_post(result)])

        if word == "decline":
            result = await self.service.decline_proposal(guild_id, channel_id, user_id, kind)
            await reply(result, [])
            return
        await self.act(
            guild_id,
            channel_id,
            lambda: self.service.propose(guild_id, channel_id, user_id, kind),
            reply,
        )

    # -- buttons --------------------------------------------------------------------------------

    async def on_button(
        self, interaction: discord.Interaction, action: str, subject: int, owner: int
    ) -> None:
        """A click on one of our buttons (see ``bot.cogs.buttons``)."""
        guild_id, channel_id, user_id = self._where(interaction)
        if owner and user_id != owner:
            what = _BUTTON_PURPOSE.get(action, "press this")
            raise NotAPlayerError(f"Only {mention(owner)} can {what}.")
        if action in ("accept", "decline"):
            await self._button_challenge(interaction, action == "accept", subject)
        elif action == "withdraw":
            await self._button_withdraw(interaction, subject)
        elif action == "rematch":
            await self._button_rematch(interaction, subject)
        elif action == "resign":
            game = self.service.active_game(channel_id, user_id)
            if game is None or game.id != subject:
                raise NoGameError("That game is no longer in progress.")

            async def reply(result: object, posts: list[Outgoing]) -> None:
                done = resign_buttons(subject, owner, disabled=True)
                await self._edit_clicked(interaction, "Resigned.", done)
                await self.announcer.answer(interaction, posts)

            await self.act(
                guild_id,
                channel_id,
                lambda: self.service.resign(guild_id, channel_id, user_id),
                reply,
            )
        elif action == "keep":
            await self._edit_clicked(
                interaction, "Resignation cancelled.", resign_buttons(subject, owner, True)
            )

    async def _edit_clicked(
        self, interaction: discord.Interaction, note: str, view: discord.ui.View
    ) -> None:
        content = interaction.message.content if interaction.message else ""
        await interaction.response.edit_message(
            content=fit(f"{content}\n*{note}*"),
            view=view,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def _button_challenge(
        self, interaction: discord.Interaction, accept: bool, challenge_id: int
    ) -> None:
        guild_id, channel_id, user_id = self._where(interaction)
        pending = [
            c for c in self.service.pending_challenges(channel_id, user_id) if c.id == challenge_id
        ]
        if not pending:
            raise ChallengeError("This challenge is no longer open.")
        challenge = pending[0]
        if accept:
            problem = permission_problem(interaction.channel, interaction.app_permissions)
            if problem:
                raise InvalidRequestError(problem)

        async def reply(result: object, posts: list[Outgoing]) -> None:
            note = "Accepted" if accept else "Declined"
            await self._edit_clicked(
                interaction,
                f"{note} by {mention(user_id)}.",
                challenge_buttons(challenge, True),
            )
            await self.announcer.answer(interaction, posts)

        await self._answer_challenge(guild_id, channel_id, user_id, accept, challenge, reply)

    async def _button_withdraw(self, interaction: discord.Interaction, challenge_id: int) -> None:
        guild_id, channel_id, user_id = self._where(interaction)
        open_ids = {c.id for c in self.service.pending_challenges(channel_id, user_id)}
        if challenge_id not in open_ids:
            raise ChallengeError("This challenge is no longer open.")

        async def reply(result: ChallengeView, posts: list[Outgoing]) -> None:
            done = challenge_buttons(result, True)
            await self._edit_clicked(interaction, f"Withdrawn by {mention(user_id)}.", done)
            await self.announcer.answer(interaction, posts)

        await self.act(
            guild_id,
            channel_id,
            lambda: self.service.withdraw(guild_id, channel_id, user_id, challenge_id),
            reply,
        )

    async def _button_rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        guild_id, channel_id, user_id = self._where(interaction)

        async def reply(result: ProposalResult, posts: list[Outgoing]) -> None:
            if result.agreed:
                done = rematch_button(game_id, disabled=True)
                await self._edit_clicked(interaction, "Rematch started.", done)
                await self.announcer.answer(interaction, posts)
            else:
                await self.announcer.answer(interaction, [proposal_post(result)])

        await self.act(
            guild_id,
            channel_id,
            lambda: self.service.propose(guild_id, channel_id, user_id, Proposal.REMATCH, game_id),
            reply,
        )


def proposal_post(result: ProposalResult) -> Outgoing:
    """The post for a proposal that is not (yet) agreed: the offer, or its refusal."""
    game = result.game
    opponent = game.opponent_of(result.proposer_id)
    if result.declined:
        name = player_name(game, game.seat_of(opponent))
        return Outgoing(f"{name} declined the {_DECLINED[result.kind]} in {game.title} #{game.id}.")
    words, how = _OFFER_WORDS[result.kind]
    return Outgoing(
        f"{mention(result.proposer_id)} {words} in {game.title} #{game.id}. "
        f"{mention(opponent)}: to agree, use {how}.",
        [opponent],
    )


def _looks_like_a_move(game: GameView, text: str) -> bool:
    """True unless the game's notation says ``text`` is not a move at all (then it is chat)."""
    try:
        game.state.game.parse_move(game.state, text)
    except NotAMoveError:
        return False
    except ValueError:
        pass
    return True
