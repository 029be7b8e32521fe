"""How the adapter words a match or a challenge for Discord: names, boards, rules, results,
clocks and the lines of a challenge. No rules and no state here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any

from bot.discord.say import MESSAGE_LIMIT, fit, mention, say, timestamp
from bot.service import ChallengeView, MatchView, Proposal, RatingChange, rating_phrase
from games.base import Game, Termination
from renderer import render
from texts import DEFAULT_LOCALE, Person, Text, joined, t

OFFER_WORDS = {
    Proposal.DRAW: "offer-draw",
    Proposal.RESTART: "offer-restart",
    Proposal.TAKEBACK: "offer-takeback",
    Proposal.REMATCH: "offer-rematch",
}
"""The text of each kind of offer, naming how the opponent agrees to it."""


def duration_text(seconds: int) -> str:
    """A duration as /settings and the clock option take it: ``15m``, ``2h``, ``3d``."""
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds % size == 0:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


def language(game: MatchView | ChallengeView) -> str:
    """The language of a match's or a challenge's shared messages (English if unrecorded)."""
    return game.language or DEFAULT_LOCALE


def game_title(game: MatchView | ChallengeView) -> Text:
    """The name of a match's or a challenge's game."""
    return t(f"game-{game.game}")


def player_name(game: MatchView, seat: int) -> Text | Person:
    """How a seat is named: the player, or the computer with its level."""
    if seat == game.computer_seat:
        return t("computer-level", level=t(f"choice-{game.level}")) if game.level else t("computer")
    return Person(game.players[seat - 1])


def names(
    game: MatchView, locale: str = DEFAULT_LOCALE, shown: Mapping[int, str] | None = None
) -> tuple[str, str]:
    """The names of both seats as the board shows them (``shown``: see :func:`say`)."""
    return tuple(_named(player_name(game, seat), locale, shown) for seat in (1, 2))  # type: ignore[return-value]


def _named(name: Text | Person, locale: str, shown: Mapping[int, str] | None) -> str:
    if isinstance(name, Person):
        return (shown or {}).get(name.user_id) or mention(name.user_id)
    return say(name, locale)


def board(
    game: MatchView,
    style: str,
    locale: str = DEFAULT_LOCALE,
    tiles: Mapping[str, str] | None = None,
    shown: Mapping[int, str] | None = None,
) -> str:
    """The rendered board of ``game`` in ``style`` (plain text if the emoji one is too long,
    or for tiles without their markup ``tiles``); ``shown`` names players of another server.

    A finished game's board has no status line: the result line follows it (``result_text``).
    """
    status = game.outcome is None
    seats = names(game, locale, shown)
    if style == "tiles" and tiles is None:
        style = "text"
    state, last = game.state, game.last_turn
    text = render(state, style, last, seats, status=status, locale=locale, tiles=tiles)
    if len(text) > MESSAGE_LIMIT - 300 and style == "emoji":
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
    options = option_words(challenge.options)
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
        clock = duration_text(challenge.turn_time_s)
        if challenge.increment_s is not None:
            lines.append(t("challenge-live-clock", clock=clock, increment=challenge.increment_s))
        else:
            lines.append(t("challenge-clock", clock=clock))
    if thread:
        lines.append(t("challenge-in-thread"))
    key = f"challenge-answer-{typing.value}"
    lines.append(Text(key, {"expires": timestamp(challenge.expires_at)}))
    return lines


def say_lines(
    lines: Sequence[Text | None],
    locale: str = DEFAULT_LOCALE,
    shown: Mapping[int, str] | None = None,
    limit: int = MESSAGE_LIMIT,
) -> str:
    """``lines`` (None: left out) in ``locale``'s words, one a line, cut to fit ``limit``
    characters, a message's by default (``shown``: see :func:`say`)."""
    return fit("\n".join(say(line, locale, shown) for line in lines if line is not None), limit)


def option_words(options: Mapping[str, bool | int]) -> list[Text]:
    """A game's ``options`` as words (``flying off``), one per option."""
    return [
        t("option-value", name=Text(f"name-{name.replace('_', '-')}"), value=_option_value(value))
        for name, value in options.items()
    ]


def _option_value(value: bool | int) -> Text | str:
    if value is True:
        return t("option-on")
    if value is False:
        return t("option-off")
    return str(value)
