"""The layout of a live board: its first line, the board, recent moves, the clock or the
result, and its controls. Pure wording and components; :mod:`bot.discord.live` shows it."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.discord.buttons import RematchButton
from bot.discord.common import (
    board,
    fit,
    game_title,
    language,
    player_name,
    result_text,
    say,
    say_lines,
    turn_line,
)
from bot.discord.controls import offer_buttons, picker_items
from bot.service import BoardChanged, MatchView, Proposal, RatingChange, turn_choices
from texts import DEFAULT_LOCALE, Param, Text, t


def title(game: MatchView) -> Text:
    """A board's first line when nothing happened worth saying: the game and its number."""
    return t("board-title", game=game_title(game), id=str(game.id))


def header(event: BoardChanged) -> Text:
    """The first line of a board after ``event``."""
    game = event.match
    name, number, to_move = game_title(game), str(game.id), player_name(game, game.state.to_move)
    if event.reason == "move" and event.move:
        seat = game.seat_of(event.actor_id or 0) or game.computer_seat
        played: dict[str, Param] = {"game": name, "id": number, "move": event.move}
        offers = game.offers.get(Proposal.DRAW) == game.players[seat - 1]
        key = "board-played-offering-draw" if offers else "board-played"
        return Text(key, played | {"player": player_name(game, seat)})
    if event.reason == "start":
        return t("board-start", game=name, id=number, player=to_move)
    if event.reason == "restart":
        return t("board-restart", game=name, id=number)
    if event.reason == "takeback":
        # The move line goes back to before the proposer's last move: the proposer moves next.
        return t("board-takeback", game=name, id=number, player=to_move)
    return title(game)


def board_text(
    view: MatchView,
    style: str,
    first_line: Text | None = None,
    ratings: Sequence[RatingChange] = (),
    locale: str = DEFAULT_LOCALE,
) -> str:
    """The text of a live board in ``locale``: its first line, the board, the recent moves,
    the clock or the result."""
    recent = None
    if len(view.recent_moves) > 1:
        recent = t("board-recent", moves=", ".join(view.recent_moves))
    end = turn_line(view) if view.outcome is None else result_text(view, ratings)
    top = say(first_line or title(view), locale)
    rest = say_lines([recent, end], locale)
    return fit("\n".join(part for part in (top, board(view, style, locale), rest) if part))


def board_view(view: MatchView) -> discord.ui.View | None:
    """The board's components: the first step of a move for the player to move (and Accept
    and Decline of a draw the computer offers), or Rematch."""
    holder = discord.ui.View(timeout=None)
    if view.outcome is not None:
        holder.add_item(RematchButton(view.id, 0, locale=language(view)))
        return holder
    if view.state.to_move == view.computer_seat:
        return None
    choices = turn_choices(view)
    for item in picker_items(view, choices, None, language(view)) if choices.steps else []:
        holder.add_item(item)
    offerer = view.offers.get(Proposal.DRAW)
    if offerer is not None and offerer == view.players[view.computer_seat - 1]:
        row = max((item.row or 0 for item in holder.children), default=-1) + 1
        for button in offer_buttons(view, view.to_move_id, Proposal.DRAW).children:
            button.row = row
            holder.add_item(button)
    return holder if holder.children else None
