"""Positions as chat text: a monospace diagram (``text``), an emoji grid (``emoji``), or a grid
of the bot's own emoji (``tiles``, :mod:`renderer.tiles`).

Pure functions of a game state; imports only the standard library, ``games`` and ``texts``
(every word under a board is a catalogue text in the locale asked for).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any

from games.base import Game, State
from games.breakthrough import Breakthrough
from games.firstattack import FirstAttack
from games.morris import Morris
from games.notakto import Notakto
from games.pleiadis import Pleiadis
from games.three import ThreeMensMorris
from renderer import breakthrough, firstattack, morris, notakto, pleiadis, three
from renderer import tiles as _tiled
from renderer.common import (
    BOARD_LIMIT,
    PHONE_GLYPHS,
    STYLES,
    TILES_LIMIT,
    WIDTH,
    Names,
    emoji_width,
    status_line,
)
from texts import DEFAULT_LOCALE

Renderer = Callable[[Any, str, Any, Names, str], str]
"""A game's board: ``(state, style, last_move, names, locale) -> text``."""

RENDERERS: dict[type[Game[Any, Any]], Renderer] = {
    Morris: morris.render,
    ThreeMensMorris: three.render,
    Notakto: notakto.render,
    Breakthrough: breakthrough.render,
    FirstAttack: firstattack.render,
    Pleiadis: pleiadis.render,
}
"""The board renderer of each game class (a variant, a subclass, is drawn as its game)."""


def renderer_of(game: Game[Any, Any]) -> Renderer:
    """The board renderer of ``game``: its class's, or the nearest base class's."""
    return next(RENDERERS[cls] for cls in type(game).__mro__ if cls in RENDERERS)


def render(
    state: State[Any],
    style: str = "text",
    last_move: Hashable | None = None,
    names: Names = ("Player 1", "Player 2"),
    *,
    status: bool = True,
    locale: str = DEFAULT_LOCALE,
    tiles: Mapping[str, str] | None = None,
) -> str:
    """Return the board of ``state`` with a status line; ``last_move`` is marked if given.

    ``status=False`` leaves out the status line (whose turn, or the result), for a caller that
    words the result itself. The board (a code block, or emoji rows) is at most ``WIDTH`` (40)
    columns wide at every size, the lines under it too with names of up to 8 characters (one
    fact a line when they would not fit), and the whole at most ``BOARD_LIMIT`` characters.
    An emoji or tile board wider than a phone's line (``PHONE_GLYPHS``) is drawn as text instead.
    ``tiles`` maps each tile's name to its markup (:func:`renderer.tiles.apply`); a tile board
    it lacks a tile of, or longer than ``TILES_LIMIT`` with it (its grid alone longer than
    ``TILES_LIMIT`` less :data:`TILES_LEGEND_ROOM`), is drawn as text; without
    ``tiles`` a tile board keeps the placeholders (``<:name:0>``, for previews and tests).
    Every word is in ``locale`` (a Discord or POSIX locale; English where it has no catalogue).
    Raises ``ValueError`` for an unknown style.
    """
    if style not in STYLES:
        raise ValueError(f"unknown board style {style!r}: choose one of {', '.join(STYLES)}")
    draw = renderer_of(state.game)
    board = draw(state, style, last_move, names, locale)
    if style != "text" and emoji_width(board) > PHONE_GLYPHS:
        board = draw(state, "text", last_move, names, locale)
        style = "text"
    status_text = f"\n{status_line(state, names, locale)}" if status else ""
    if style == "tiles" and tiles is not None:
        try:
            board = _tiled.apply(board, tiles)
        except KeyError:
            board = draw(state, "text", last_move, names, locale)
        grid = "\n".join(line for line in board.splitlines() if " " not in line)
        if (
            _utf16(grid) + TILES_LEGEND_ROOM > TILES_LIMIT
            or _utf16(board + status_text) > TILES_LIMIT
        ):
            board = draw(state, "text", last_move, names, locale)
    return board + status_text


TILES_LEGEND_ROOM = 600
"""Characters kept for the lines under a tile board (legends, the last move with its key
tiles, the status): a board whose tiles alone leave less is drawn as text, so that a game's
board does not switch between tiles and text from one move to the next."""


def _utf16(text: str) -> int:
    """The length of ``text`` as Discord counts it (UTF-16 code units)."""
    return len(text.encode("utf-16-le")) // 2


__all__ = [
    "BOARD_LIMIT",
    "PHONE_GLYPHS",
    "RENDERERS",
    "STYLES",
    "TILES_LIMIT",
    "WIDTH",
    "Names",
    "emoji_width",
    "render",
    "renderer_of",
    "status_line",
]
