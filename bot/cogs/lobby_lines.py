"""What the lobby's commands say: a seek's game, clock and rating range, the player who answered as
the other players see them, and a line of /mygames."""

from __future__ import annotations

import discord

from bot.discord.say import escaped, message_link, timestamp
from bot.discord.wording import option_words, player_name
from bot.service import MatchView, SeekView
from bot.service.guild_settings import duration
from bot.service.seeks import rating_bounds
from games.registry import GAMES
from texts import Person, Text, joined, t


def clock_text(turn_time_s: int | None) -> Text:
    """A seek's or a pool's time per move in words (as the tournament card says its clock),
    or the server's time."""
    return t("seek-server-clock") if turn_time_s is None else duration(turn_time_s)


def seek_title(seek: SeekView) -> Text:
    """The game of ``seek``, with those of the game's own options that are not its defaults
    (in the game's order)."""
    options = seek.options
    chosen = {
        spec.name: options[spec.name]
        for spec in GAMES[seek.game].option_specs
        if options.get(spec.name, spec.default) != spec.default
    }
    if not chosen:
        return t(seek.title)
    return t("seek-title-options", title=t(seek.title), options=joined(option_words(chosen)))


def range_text(seek: SeekView) -> Text:
    if seek.min_rating is None and seek.max_rating is None:
        return t("seek-any-rating")
    low, high = rating_bounds(seek.min_rating, seek.max_rating)
    return t("seek-range", low=low, high=high)


def who(interaction: discord.Interaction, match: MatchView) -> Person | str:
    """The user of ``interaction`` as the other players of ``match`` see them: a mention, or
    in a game across servers their escaped display name (no markup from another server)."""
    return escaped(interaction.user.display_name) if match.across else Person(interaction.user.id)


def you_accepted(match: MatchView) -> Text:
    """What the player who accepted a seek from elsewhere (``/lobby``) is told."""
    key = "seek-you-accepted-across" if match.across else "seek-you-accepted"
    return t(key, id=str(match.id))


def game_line(game: MatchView, user_id: int) -> Text:
    """``game`` in /mygames of ``user_id``: whose turn, the time left, a link to its board."""
    where = (
        message_link(game.guild_id, game.channel_id, game.board_message_id)
        if game.board_message_id is not None
        else f"<#{game.channel_id}>"
    )
    return t(
        "mygames-line",
        title=t(f"game-{game.game}"),
        id=str(game.id),
        opponent=player_name(game, 3 - game.seat_of(user_id)),
        turn=t("mygames-your-turn" if game.to_move_id == user_id else "mygames-wait"),
        left=t("mygames-no-clock")
        if game.deadline is None
        else t("mygames-left", until=timestamp(game.deadline)),
        where=where,
    )
