"""What the Discord adapter shares: putting texts into Discord messages (mentions, limits,
languages), private answers and error replies, and the permission check. No rules and no
state here."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

import discord

from bot.service import (
    NO_GUILD,
    ChallengeView,
    ChannelNotAllowedError,
    MatchView,
    Proposal,
    RatingChange,
    ServiceError,
    rating_phrase,
)
from games.base import Game, Termination
from renderer import render
from texts import DEFAULT_LOCALE, Param, Person, Text, t
from texts import render as render_text

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 2000
"""Discord's limit on the characters of one message."""

_COMMAND_ALIASES = {"three": "threemorris"}
"""Challenge command names that differ from the registry name (fixed by the command list)."""


def command_name(game: str) -> str:
    """The slash command that challenges someone to the registry game ``game``."""
    return _COMMAND_ALIASES.get(game, game)


def mention(user_id: int) -> str:
    """The ``<@id>`` mention of a user."""
    return f"<@{user_id}>"


def say(text: Text, locale: str = DEFAULT_LOCALE) -> str:
    """``text`` in ``locale``'s words, people as Discord mentions."""
    return render_text(text, locale, person=mention)


def user_locale(interaction: discord.Interaction) -> str:
    """The language of the person who interacted (for what only they see)."""
    return str(interaction.locale)


def timestamp(epoch: float) -> str:
    """A Discord timestamp that each reader sees relative to now, in their own language."""
    return f"<t:{int(epoch)}:R>"


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


OFFER_WORDS = {
    Proposal.DRAW: "offer-draw",
    Proposal.RESTART: "offer-restart",
    Proposal.TAKEBACK: "offer-takeback",
    Proposal.REMATCH: "offer-rematch",
}
"""The text of each kind of offer, naming how the opponent agrees to it."""


def fit(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """Return ``text`` cut to Discord's message limit (marked with an ellipsis when cut)."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 2]
    if cut.count("```") % 2:
        cut = cut[: limit - 6] + "\n```"
    return cut + " …"


def in_messages(parts: Sequence[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """``parts`` (paragraphs) joined into as few messages as fit Discord's limit, a paragraph
    never split unless it alone is too long (then cut, marked)."""
    messages: list[str] = []
    for part in parts:
        if messages and len(messages[-1]) + 2 + len(part) <= limit:
            messages[-1] += f"\n\n{part}"
        else:
            messages.append(fit(part, limit))
    return messages


def duration_text(seconds: int) -> str:
    """A duration as /settings and the clock option take it: ``15m``, ``2h``, ``3d``."""
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds % size == 0:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


def message_link(guild_id: int, channel_id: int, message_id: int) -> str:
    """The link to a message (``@me`` for a DM or group DM)."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def language(game: MatchView | ChallengeView) -> str:
    """The language of a match's or a challenge's shared messages (English if unrecorded)."""
    return game.language or DEFAULT_LOCALE


def game_title(game: MatchView | ChallengeView) -> Text:
    """The name of a match's or a challenge's game."""
    return t(f"game-{game.game}")


def player_name(game: MatchView, seat: int) -> Text | Person:
    """How a seat is named: the player, or the computer with its level."""
    if seat == game.computer_seat:
        return t("computer-level", level=game.level) if game.level else t("computer")
    return Person(game.players[seat - 1])


def names(game: MatchView, locale: str = DEFAULT_LOCALE) -> tuple[str, str]:
    """The names of both seats as the board shows them."""
    return tuple(_named(player_name(game, seat), locale) for seat in (1, 2))  # type: ignore[return-value]


def _named(name: Text | Person, locale: str) -> str:
    return mention(name.user_id) if isinstance(name, Person) else say(name, locale)


def board(game: MatchView, style: str, locale: str = DEFAULT_LOCALE) -> str:
    """The rendered board of ``game`` in ``style`` (plain text if the emoji one is too long).

    A finished game's board has no status line: the result line follows it (``result_text``).
    """
    status = game.outcome is None
    seats = names(game, locale)
    text = render(game.state, style, game.last_turn, seats, status=status, locale=locale)
    if len(text) > MESSAGE_LIMIT - 300 and style != "text":
        text = render(game.state, "text", game.last_turn, seats, status=status, locale=locale)
    return text


def rules(game: Game[Any, Any], locale: str = DEFAULT_LOCALE) -> str:
    """The rules and notation of ``game`` (with its options) for a chat message in ``locale``,
    its name in bold."""
    told = game.rules()
    title = say(Text(game.title_key), locale)
    return say(Text(told.key, told.params), locale).replace(title, f"**{title}**", 1)


def turn_line(game: MatchView) -> Text | None:
    """When the player to move runs out of time (None if no clock runs)."""
    if game.outcome is not None or game.deadline is None:
        return None
    return t("board-deadline", when=timestamp(game.deadline))


def result_text(game: MatchView, ratings: Sequence[RatingChange]) -> Text | None:
    """The result line of a finished game with any rating changes (None while it is on)."""
    outcome = game.outcome
    if outcome is None:
        return None
    if outcome.termination is Termination.ABORTED:
        return t("game-over-aborted")
    how = Text(outcome.termination.key)
    if game.winner_id is None:
        line = t("game-over-draw", how=how)
    else:
        line = t("game-over-win", winner=player_name(game, game.seat_of(game.winner_id)), how=how)
    if ratings:
        changes = [
            t(
                "result-rating",
                player=Person(r.user_id),
                before=f"{r.before:.0f}",
                after=f"{r.after:.0f}",
                why=rating_phrase(r),
            )
            for r in ratings
        ]
        return t("result-rated", result=line, changes=joined(changes))
    if not game.rated:
        return t("result-unrated", result=line)
    return line


def joined(parts: Sequence[Param], key: str = "list-comma") -> Param:
    """``parts`` as one list: comma-separated, or joined by the text ``key``
    (``list-and``: "a and b")."""
    text = parts[0]
    for part in parts[1:]:
        text = Text(key, {"first": text, "then": part})
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


def typing_mode(message_content: bool, guild_id: int | None) -> Typing:
    """What the bot reads of typed messages in ``guild_id`` (None or 0: a DM or group DM),
    with or without the Message Content intent."""
    if not guild_id:
        return Typing.NONE
    return Typing.ANY if message_content else Typing.ADDRESSED


def challenge_text(challenge: ChallengeView, thread: bool, typing: Typing) -> list[Text]:
    """The lines of a challenge message (``thread``: the match gets a thread of its own;
    ``typing``: what is read of typed answers there)."""
    options = [
        t("option-value", name=Text(f"name-{name.replace('_', '-')}"), value=_option_value(value))
        for name, value in challenge.options.items()
    ]
    first = {"me": challenge.challenger_id, "them": challenge.challenged_id}.get(
        str(challenge.first_choice)
    )
    lines = [
        t(
            "challenge",
            challenged=Person(challenge.challenged_id),
            challenger=Person(challenge.challenger_id),
            game=game_title(challenge),
            options=joined(options) if options else t("challenge-standard-rules"),
            first=t("challenge-first", player=Person(first))
            if first
            else t("challenge-first-random"),
        )
    ]
    if challenge.start_position:
        lines.append(t("challenge-from-position"))
    if challenge.turn_time_s:
        lines.append(t("challenge-clock", clock=duration_text(challenge.turn_time_s)))
    if thread:
        lines.append(t("challenge-in-thread"))
    key = f"challenge-answer-{typing.value}"
    lines.append(Text(key, {"expires": timestamp(challenge.expires_at)}))
    return lines


def say_lines(lines: Sequence[Text | None], locale: str = DEFAULT_LOCALE) -> str:
    """``lines`` (None: left out) in ``locale``'s words, one a line, cut to fit a message."""
    return fit("\n".join(say(line, locale) for line in lines if line is not None))


def _option_value(value: bool | int) -> Text | str:
    if value is True:
        return t("option-on")
    if value is False:
        return t("option-off")
    return str(value)


IN_A_THREAD = "The game is played in a thread of its own."
"""How challenges posted by releases before the thread choice was stored said that their match
gets a thread (read once from such a message, as a fallback)."""


def missing_permissions(channel: object, permissions: discord.Permissions) -> list[Text]:
    """The permissions the bot lacks to run a game in ``channel`` (empty if none)."""
    needed = [("view_channel", "permission-view-channel")]
    if isinstance(channel, discord.Thread):
        needed.append(("send_messages_in_threads", "permission-send-messages-in-threads"))
    else:
        needed.append(("send_messages", "permission-send-messages"))
    return [t(key) for attr, key in needed if not getattr(permissions, attr)]


def permission_problem(channel: object, permissions: discord.Permissions) -> Text | None:
    """What the bot lacks to play in ``channel``, or None when it can play there."""
    missing = missing_permissions(channel, permissions)
    if not missing:
        return None
    where = getattr(channel, "mention", None) or t("this-channel")
    return t(
        "permission-missing",
        where=where,
        permissions=joined(missing, "list-and"),
        count=len(missing),
    )


def hosting_problem(interaction: discord.Interaction) -> Text | None:
    """Why a game cannot be played where ``interaction`` happened, or None when it can.

    In a DM or group DM the bot answers through the interaction itself, so the permissions
    Discord reports there (a user-installed app gets neither View Channel nor Send Messages)
    do not matter. In a server the bot must be a member (a user-installed app can be used in a
    server without it, where it cannot post a board) and see and post in the channel.
    """
    if interaction.guild_id is None:
        return None
    if not interaction.is_guild_integration():  # its guild is then the member's, a partial one
        return t("app-not-in-server")
    return permission_problem(interaction.channel, interaction.app_permissions)


def where(interaction: discord.Interaction) -> tuple[int, int, int]:
    """The guild (:data:`NO_GUILD` in a DM or group DM), channel and user of ``interaction``."""
    if interaction.channel_id is None:
        raise discord.app_commands.NoPrivateMessage("no channel")
    return interaction.guild_id or NO_GUILD, interaction.channel_id, interaction.user.id


async def edit_clicked(
    interaction: discord.Interaction, note: Text, view: discord.ui.View, locale: str
) -> None:
    """Answer a click by adding ``note`` in ``locale`` (the clicked message's: its match's) to
    the clicked message and replacing its buttons (on a V2 message, such as a finished board:
    its texts kept, the note and the buttons after them)."""
    message = interaction.message
    shown = say(note, locale)
    quiet = discord.AllowedMentions.none()
    if message is not None and message.flags.components_v2:
        layout = discord.ui.LayoutView(timeout=None)
        for text in _texts(message.components):
            layout.add_item(discord.ui.TextDisplay(text))
        layout.add_item(discord.ui.TextDisplay(f"*{shown}*"))
        layout.add_item(discord.ui.ActionRow(*view.children))
        await interaction.response.edit_message(view=layout, allowed_mentions=quiet)
        return
    content = message.content if message else ""
    await interaction.response.edit_message(
        content=fit(f"{content}\n*{shown}*"), view=view, allowed_mentions=quiet
    )


def message_text(message: discord.Message) -> str:
    """What a message says: its content, or the text displays of a V2 message, one a line."""
    return message.content or "\n".join(_texts(message.components))


def _texts(components: Sequence[discord.Component]) -> list[str]:
    """The text displays of a V2 message's ``components``, in order (inside containers)."""
    found: list[str] = []
    for component in components:
        if isinstance(component, discord.TextDisplay):
            found.append(component.content)
        elif isinstance(component, discord.Container):
            found += _texts(component.children)
    return found


async def send_private(interaction: discord.Interaction, text: Text | str) -> None:
    """Answer ``interaction`` with an ephemeral message (``text`` in the user's language), as a
    response or a followup."""
    shown = fit(text if isinstance(text, str) else say(text, user_locale(interaction)))
    none = discord.AllowedMentions.none()
    if interaction.response.is_done():
        await interaction.followup.send(shown, ephemeral=True, allowed_mentions=none)
    else:
        await interaction.response.send_message(shown, ephemeral=True, allowed_mentions=none)


def refusal(error: ServiceError) -> Text:
    """What a refused request tells the player (the allowed channels as links)."""
    if isinstance(error, ChannelNotAllowedError) and error.allowed_channels:
        channels = " ".join(f"<#{channel}>" for channel in error.allowed_channels)
        return t("games-only-in", channels=channels)
    return error.text


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer a failed interaction privately: the service's message for a player's mistake,
    a generic apology (and a log entry with context) for anything unexpected."""
    if isinstance(error, ServiceError):
        text = refusal(error)
    elif isinstance(error, discord.app_commands.CheckFailure):
        text = t("error-not-here")
    elif isinstance(error, discord.HTTPException):
        # Discord refused the answer itself (what was asked may well be done): say nothing
        # more, which Discord would refuse too, and no apology for a change that was made.
        log.warning("could not answer interaction %s: %r", interaction.id, error)
        return
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
        text = t("error-apology")
    try:
        await send_private(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer interaction %s with an error", interaction.id)
