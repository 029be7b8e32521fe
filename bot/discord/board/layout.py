"""The layout of a live board: one Components V2 container holding its first line, the board,
the recent moves with the clock or the result, and its controls; its accent colour says whose
turn it is, or that the game is over. Pure wording and components; :mod:`bot.discord.board.live`
shows it.

A board is sent with no mention allowed (a mention in a text display would ping like one in
``content``; an edit pings nobody anyway): the pings are messages of their own
(:meth:`bot.discord.board.pings.Pings.notify`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.discord.components.buttons import RematchButton, board_controls
from bot.discord.components.controls import offer_buttons, picker_items
from bot.discord.say import fit
from bot.discord.wording import (
    OFFER_WORDS,
    board,
    game_title,
    language,
    player_name,
    result_text,
    say_lines,
    turn_line,
)
from bot.service import (
    BoardChanged,
    MatchView,
    Proposal,
    RatingChange,
    RematchDeclined,
    settled_choices,
)
from bot.service.tournament_models import TournamentGame
from texts import DEFAULT_LOCALE, Param, Person, Text, t

V2_TEXT_LIMIT = 4000
"""Characters of all the text displays of one V2 message together (Discord's limit)."""
V2_COMPONENT_LIMIT = 40
"""Components in one V2 message, nested ones included (Discord's limit)."""
ACCENTS = {1: 0x949BA4, 2: 0x5865F2}
"""The container's accent colour while seat 1 (light pieces: light grey) or seat 2 (blurple)
is to move; each plain against the card in Discord's dark and light theme alike."""
FINISHED_ACCENT = 0xF0B232
"""The accent colour of a finished game."""
ANSWERED_ON_BOARD = (Proposal.DRAW, Proposal.RESTART, Proposal.TAKEBACK)
"""The offers a board in progress shows, with Accept and Decline (a rematch comes after)."""
HEADED = (BoardChanged, RematchDeclined)
"""The events that set the first line of a board (:func:`header`)."""


def _on_board(view: MatchView, kind: Proposal) -> bool:
    """True if ``view``'s boards show a standing ``kind`` offer: those of a game in progress,
    and a rematch offered in a game across servers (its post is only in the offerer's channel:
    the other player learns of it on their own board)."""
    return kind in ANSWERED_ON_BOARD or (kind is Proposal.REMATCH and view.across)


Components = discord.ui.View | discord.ui.LayoutView
"""What a message's components are built as: classic rows, or a V2 layout."""


def title(game: MatchView) -> Text:
    """A board's first line when no event says what happened (a board shown again, as after
    a restart): the last move and who played it, else the game and its number."""
    name, number = game_title(game), str(game.id)
    if game.last_move and game.outcome is None and game.state.pending_removal is None:
        mover = player_name(game, 3 - game.state.to_move)
        return t("board-played", game=name, id=number, player=mover, move=game.last_move)
    return t("board-title", game=name, id=number)


def header(event: BoardChanged | RematchDeclined) -> Text:
    """The first line of a board after ``event`` (a rematch declined: until one is offered
    again)."""
    game = event.match
    name, number = game_title(game), str(game.id)
    if isinstance(event, RematchDeclined):
        decliner = player_name(game, game.seat_of(event.user_id))
        return t("board-declined-rematch", game=name, id=number, player=decliner)
    to_move = player_name(game, game.state.to_move)
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


def tournament_line(game: TournamentGame | None) -> Text | None:
    """The line saying which tournament ``game`` is of, and its round (None: no tournament
    game)."""
    if game is None:
        return None
    kind = t(f"choice-{game.format}")
    if game.rounds is None:
        return t("board-tournament", format=kind)
    return t("board-tournament-round", format=kind, round=game.round, rounds=game.rounds)


def _parts(
    view: MatchView,
    style: str,
    first_line: Text | None,
    ratings: Sequence[RatingChange],
    locale: str,
    tiles: Mapping[str, str] | None = None,
    shown: Mapping[int, str] | None = None,
    tournament: TournamentGame | None = None,
) -> list[str]:
    """The texts of a board: its first line (with its ``tournament`` and round, if any), the
    board, then the recent moves, any standing offer, the clock or the result, whether the
    computer plays another level for now, and (the computer to move) that it is thinking;
    ``shown`` names players of another server (see :func:`~bot.discord.say.say`)."""
    recent = None
    if len(view.recent_moves) > 1:
        recent = t("board-recent", moves=", ".join(view.recent_moves))
    end = turn_line(view) if view.outcome is None else result_text(view, ratings)
    offers = [
        Text(
            OFFER_WORDS[kind] + ("" if _answered_here(view, offerer, shown) else "-elsewhere"),
            {
                "proposer": Person(offerer),
                "opponent": Person(view.opponent_of(offerer)),
                "game": game_title(view),
                "id": str(view.id),
            },
        )
        for kind, offerer in view.offers.items()
        if _on_board(view, kind) and _human_offer(view, offerer)
    ]
    thinking = standby = None
    if view.outcome is None and view.state.to_move == view.computer_seat:
        thinking = t("board-thinking", player=player_name(view, view.computer_seat))
    if view.outcome is None and view.standby:
        standby = t(
            "computer-level-standby",
            played=t(f"choice-{view.level_played}"),
            level=t(f"choice-{view.level}"),
        )
    first_line = first_line or title(view)
    if first_line.key == "board-declined-rematch" and Proposal.REMATCH in view.offers:
        first_line = title(view)  # offered again since
    drawn = view.offers.get(Proposal.DRAW)
    if first_line.key == "board-played-offering-draw" and not _answered_here(view, drawn, shown):
        first_line = Text("board-played", first_line.params)  # no Accept here: the offer says
    top = say_lines([first_line, tournament_line(tournament)], locale, shown)
    rest = say_lines([recent, *offers, end, standby, thinking], locale, shown)
    return [part for part in (top, board(view, style, locale, tiles, shown), rest) if part]


def _answered_here(view: MatchView, offerer: int | None, shown: Mapping[int, str] | None) -> bool:
    """True if whoever answers ``offerer``'s offer plays on this board: not on the board in
    the offerer's own channel of a game across servers (``shown`` names the other side)."""
    return offerer is None or view.opponent_of(offerer) not in (shown or {})


def _human_offer(view: MatchView, offerer: int) -> bool:
    """True for an offer by a player that a person answers (the computer's draw offer is
    told in the first line of its move)."""
    return not view.computer_seat or offerer != view.players[view.computer_seat - 1]


def board_text(
    view: MatchView,
    style: str,
    first_line: Text | None = None,
    ratings: Sequence[RatingChange] = (),
    locale: str = DEFAULT_LOCALE,
    *,
    tiles: Mapping[str, str] | None = None,
    shown: Mapping[int, str] | None = None,
) -> str:
    """The text of a live board in ``locale``, as one message's text (a ``tiles`` board with
    the tiles' markup ``tiles``; ``shown`` names players of another server)."""
    return fit("\n".join(_parts(view, style, first_line, ratings, locale, tiles, shown)))


def board_layout(
    view: MatchView,
    style: str,
    first_line: Text | None = None,
    ratings: Sequence[RatingChange] = (),
    locale: str = DEFAULT_LOCALE,
    *,
    tiles: Mapping[str, str] | None = None,
    shown: Mapping[int, str] | None = None,
    tournament: TournamentGame | None = None,
) -> discord.ui.LayoutView:
    """The live board as one V2 container: its texts (a ``tiles`` board with the tiles'
    markup ``tiles``; ``shown`` names players of another server; ``tournament``: the
    tournament it is a game of), then its controls."""
    texts = _parts(view, style, first_line, ratings, locale, tiles, shown, tournament)
    room = V2_TEXT_LIMIT - sum(len(text) for text in texts[:-1])
    texts[-1] = fit(texts[-1], max(room, 1))
    colour = FINISHED_ACCENT if view.outcome is not None else ACCENTS[view.state.to_move]
    box: discord.ui.Container[Any] = discord.ui.Container(accent_colour=colour)
    for text in texts:
        box.add_item(discord.ui.TextDisplay(text))
    rows = _control_rows(view, shown)
    if rows:
        box.add_item(discord.ui.Separator())
        for row in rows:
            box.add_item(row)
    layout = discord.ui.LayoutView(timeout=None)
    layout.add_item(box)
    return layout


def retired_layout(note: str) -> discord.ui.LayoutView:
    """An old board shrunk to one line (``note``: where the game went on)."""
    layout = discord.ui.LayoutView(timeout=None)
    layout.add_item(discord.ui.TextDisplay(note))
    return layout


def _control_rows(
    view: MatchView, shown: Mapping[int, str] | None
) -> list[discord.ui.ActionRow[Any]]:
    """The board's controls: the first step of a move for the player to move (any forced
    steps taken), Accept and Decline of each standing offer for whoever answers it where they
    play (``shown``: see :func:`_answered_here`), and the game's own controls; once the game
    is over, Rematch (after Accept and Decline of a rematch offered across servers)."""
    speaks = language(view)
    rows: list[discord.ui.ActionRow[Any]] = []
    if view.outcome is None and view.state.to_move != view.computer_seat:
        choices = settled_choices(view)
        rows += _rows(picker_items(view, choices, None, speaks) if choices.steps else [])
    for kind, offerer in view.offers.items():
        if _on_board(view, kind) and _answered_here(view, offerer, shown):
            answers = offer_buttons(view, view.opponent_of(offerer), kind).children
            rows.append(discord.ui.ActionRow(*answers))
    if view.outcome is not None:
        return [*rows, discord.ui.ActionRow(RematchButton(view.id, 0, locale=speaks))]
    rows.append(discord.ui.ActionRow(*board_controls(view)))
    return rows


def _rows(items: Sequence[discord.ui.Item[Any]]) -> list[discord.ui.ActionRow[Any]]:
    """``items`` in action rows by the row each asks for (a menu alone, five buttons a row)."""
    rows: dict[int, list[discord.ui.Item[Any]]] = {}
    for item in items:
        rows.setdefault(item.row or 0, []).append(item)
    return [discord.ui.ActionRow(*rows[key]) for key in sorted(rows)]
