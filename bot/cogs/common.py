"""What the cogs share: turning service results and events into Discord messages, error replies
and the permission check. No rules and no state here: only wording and Discord limits.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

import discord

from bot.service import (
    NO_GUILD,
    ChallengeView,
    InvalidRequestError,
    MatchView,
    RatingChange,
    ServiceError,
    rating_phrase,
)
from games.base import Game, Termination
from renderer import render
from texts import Text
from texts import render as render_text

if TYPE_CHECKING:
    from bot.app import MorrisBot

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 2000
"""Discord's limit on the characters of one message."""
APOLOGY = "Sorry, something went wrong on my side. It has been logged; please try again."

_COMMAND_ALIASES = {"three": "threemorris"}
"""Challenge command names that differ from the registry name (fixed by the command list)."""


def command_name(game: str) -> str:
    """The slash command that challenges someone to the registry game ``game``."""
    return _COMMAND_ALIASES.get(game, game)


@dataclass
class Outgoing:
    """One message to post: its text, who it may ping, and its buttons."""

    content: str
    mentions: list[int] = field(default_factory=list)
    view: discord.ui.View | None = None

    @property
    def allowed_mentions(self) -> discord.AllowedMentions:
        """Mentions limited to ``mentions`` (never everyone, never roles)."""
        return pinging(*self.mentions)


def pinging(*user_ids: int) -> discord.AllowedMentions:
    """Allowed mentions that ping exactly ``user_ids`` (nobody if none)."""
    users = [discord.Object(uid) for uid in user_ids]
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)


def fit(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """Return ``text`` cut to Discord's message limit (marked with an ellipsis when cut)."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 2]
    if cut.count("```") % 2:
        cut = cut[: limit - 6] + "\n```"
    return cut + " …"


_DURATION = re.compile(r"^\s*(\d+)\s*([smhd]?)\s*$", re.IGNORECASE)
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "": 60}


def parse_duration(text: str, what: str) -> int:
    """Seconds from ``90s``, ``15m``, ``2h``, ``1d`` or a plain number of minutes.

    Raises :class:`InvalidRequestError` saying what is wrong.
    """
    match = _DURATION.match(text)
    if match is None:
        raise InvalidRequestError(
            f"{what} {text!r} is not a duration: write e.g. 90s, 15m, 2h or 1d."
        )
    return int(match[1]) * _UNITS[match[2].lower()]


def duration_text(seconds: int) -> str:
    """A duration as /settings and the clock option take it: ``15m``, ``2h``, ``3d``."""
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds % size == 0:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


def message_link(guild_id: int, channel_id: int, message_id: int) -> str:
    """The link to a message (``@me`` for a DM or group DM)."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def mention(user_id: int) -> str:
    """The ``<@id>`` mention of a user."""
    return f"<@{user_id}>"


def player_name(game: MatchView, seat: int) -> str:
    """How a seat is named: a mention, or ``Computer (level)``."""
    if seat == game.computer_seat:
        return f"Computer ({game.level})" if game.level else "Computer"
    return mention(game.players[seat - 1])


def names(game: MatchView) -> tuple[str, str]:
    """The names of both seats, for the renderer."""
    return player_name(game, 1), player_name(game, 2)


def board(game: MatchView, style: str) -> str:
    """The rendered board of ``game`` in ``style`` (plain text if the emoji one is too long).

    A finished game's board has no status line: the result line follows it (``result_text``).
    """
    status = game.outcome is None
    text = render(game.state, style, game.last_turn, names(game), status=status)
    if len(text) > MESSAGE_LIMIT - 300 and style != "text":
        text = render(game.state, "text", game.last_turn, names(game), status=status)
    return text


def rules(game: Game[Any, Any]) -> str:
    """The rules and notation of ``game`` for a chat message, its title in bold."""
    title = render_text(game.title_key)
    return render_text(Text(*game.rules())).replace(title, f"**{title}**", 1)


def turn_line(game: MatchView) -> str:
    """When the player to move runs out of time, as a Discord timestamp ('' if no clock)."""
    if game.outcome is not None or game.deadline is None:
        return ""
    return f"\nTime runs out <t:{int(game.deadline)}:R>."


def _to_ping(game: MatchView) -> list[int]:
    if game.outcome is not None or game.state.to_move == game.computer_seat:
        return []
    return [game.to_move_id]


def board_message(game: MatchView, style: str, header: str) -> Outgoing:
    """A board post: ``header``, the board, and a ping for the player to move only."""
    content = f"{header}\n{board(game, style)}{turn_line(game)}"
    return Outgoing(fit(content), _to_ping(game))


def result_text(game: MatchView, ratings: Sequence[RatingChange]) -> str:
    """The result line of a finished game with any rating changes."""
    outcome = game.outcome
    if outcome is None:
        return ""
    if outcome.termination is Termination.ABORTED:
        return "**Game over**: the game was aborted (no result, no rating change)."
    how = Text(outcome.termination.key)
    if game.winner_id is None:
        text = f"**Game over**: {render_text(outcome.result_key, how=how).lower()}."
    else:
        winner = player_name(game, game.seat_of(game.winner_id))
        text = f"**Game over**: {render_text(outcome.result_key, winner=winner, how=how)}."
    changes = [
        f"{mention(r.user_id)} {r.before:.0f} → {r.after:.0f}, {rating_phrase(r)}" for r in ratings
    ]
    if changes:
        text += "\nRatings: " + ", ".join(changes)
    elif not game.rated:
        text += "\nUnrated game."
    return text


class Typing(Enum):
    """Which typed messages the bot reads where a match is played."""

    ANY = "any"
    """Every message (the Message Content intent, in a server)."""
    ADDRESSED = "addressed"
    """Only replies to the bot's messages and messages mentioning it (no intent: Discord
    gives the bot the text of those alone)."""
    NONE = "none"
    """Nothing (a DM or group DM: the bot gets no messages there)."""


def typing_mode(bot: MorrisBot, guild_id: int | None) -> Typing:
    """What the bot reads of typed messages in ``guild_id`` (None or 0: a DM or group DM)."""
    if not guild_id:
        return Typing.NONE
    return Typing.ANY if bot.settings.message_content else Typing.ADDRESSED


def how_to_type(mode: Typing, words: str, target: str = "this message") -> str:
    """How to type ``words`` in ``mode``, e.g. "type `accept`" ('' where nothing is read)."""
    if mode is Typing.ANY:
        return f"type {words}"
    if mode is Typing.ADDRESSED:
        return f"reply to {target} with {words}"
    return ""


def challenge_text(
    challenge: ChallengeView, thread: bool = False, typing: Typing = Typing.ANY
) -> str:
    """The text of a challenge message (``thread``: the match gets a thread of its own;
    ``typing``: what is read of typed answers there)."""
    options = ", ".join(
        f"{name} {'on' if value is True else 'off' if value is False else value}"
        for name, value in challenge.options.items()
    )
    first = {
        "me": f"{mention(challenge.challenger_id)} moves first",
        "them": f"{mention(challenge.challenged_id)} moves first",
    }.get(str(challenge.first_choice), "who moves first is drawn at random")
    start = "\nFrom a set-up position (unrated)." if challenge.start_position else ""
    if challenge.turn_time_s:
        start += f"\nClock: {duration_text(challenge.turn_time_s)} per move."
    if thread:
        start += f"\n{IN_A_THREAD}"
    typed = how_to_type(typing, "`accept` or `decline`")
    return (
        f"{mention(challenge.challenged_id)}, {mention(challenge.challenger_id)} challenges you "
        f"to **{challenge.title}** ({options or 'standard rules'}; {first}).{start}\n"
        f"Press Accept or Decline{', or ' + typed if typed else ''}. "
        f"The challenge expires <t:{int(challenge.expires_at)}:R>."
    )


IN_A_THREAD = "The game is played in a thread of its own."
"""The line of a challenge message whose match gets a thread (read again after a restart)."""


def missing_permissions(channel: object, permissions: discord.Permissions) -> list[str]:
    """The permissions the bot lacks to run a game in ``channel`` (empty if none)."""
    needed = [("view_channel", "View Channel")]
    if isinstance(channel, discord.Thread):
        needed.append(("send_messages_in_threads", "Send Messages in Threads"))
    else:
        needed.append(("send_messages", "Send Messages"))
    return [label for attr, label in needed if not getattr(permissions, attr)]


def permission_problem(channel: object, permissions: discord.Permissions) -> str | None:
    """A message naming the missing permissions, or None when the bot can play here."""
    missing = missing_permissions(channel, permissions)
    if not missing:
        return None
    where = getattr(channel, "mention", "this channel")
    return (
        f"I cannot host a game in {where}: I am missing the "
        f"{' and '.join(missing)} permission{'s' if len(missing) > 1 else ''} there. "
        "Ask a server admin to grant it, or play in another channel."
    )


def where(interaction: discord.Interaction) -> tuple[int, int, int]:
    """The guild (:data:`NO_GUILD` in a DM or group DM), channel and user of ``interaction``."""
    if interaction.channel_id is None:
        raise discord.app_commands.NoPrivateMessage("I cannot tell where this was sent.")
    return interaction.guild_id or NO_GUILD, interaction.channel_id, interaction.user.id


async def edit_clicked(interaction: discord.Interaction, note: str, view: discord.ui.View) -> None:
    """Answer a click by adding ``note`` to the clicked message and replacing its buttons."""
    content = interaction.message.content if interaction.message else ""
    await interaction.response.edit_message(
        content=fit(f"{content}\n*{note}*"),
        view=view,
        allowed_mentions=discord.AllowedMentions.none(),
    )


async def send_private(interaction: discord.Interaction, text: str) -> None:
    """Answer ``interaction`` with an ephemeral message, as a response or a followup."""
    text = fit(text)
    none = discord.AllowedMentions.none()
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=none)
    else:
        await interaction.response.send_message(text, ephemeral=True, allowed_mentions=none)


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer a failed interaction privately: the service's message for a player's mistake,
    a generic apology (and a log entry with context) for anything unexpected."""
    if isinstance(error, ServiceError):
        text = error.message
    elif isinstance(error, discord.app_commands.CheckFailure) and str(error):
        text = str(error)
    else:
        command = interaction.command.qualified_name if interaction.command else None
        log.error(
            "interaction failed: command=%s custom_id=%s user=%s guild=%s channel=%s",
            command,
            dict(interaction.data or {}).get("custom_id"),
            interaction.user.id,
            interaction.guild_id,
            interaction.channel_id,
            exc_info=error,
        )
        text = APOLOGY
    try:
        await send_private(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer interaction %s with an error", interaction.id)
