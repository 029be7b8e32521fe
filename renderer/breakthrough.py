"""Breakthrough boards: labelled grid, player 1 at the top moving down."""

from __future__ import annotations

from games.breakthrough import BreakthroughMove, BreakthroughState
from renderer import tiles
from renderer.common import EMOJI_MOVED, Names, fit, last_move_line
from renderer.grid import ROUND, TILE_KEYS, grid_layout, render_grid
from texts import render as words

_TEXT = (".", "W", "B")
_EMOJI = ("🟫", "⚪", "⚫")
_EMOJI_LAST = ("⭕", *EMOJI_MOVED)


def render(
    state: BreakthroughState,
    style: str,
    last_move: BreakthroughMove | None,
    names: Names,
    locale: str,
) -> str:
    """Return the board (``text`` or ``emoji``), who moves which way, and the last move.

    Boards too wide for emoji are drawn as text, and too wide for spaced text without spaces.
    """
    game = state.game
    layout = grid_layout(style, game.rows, game.columns)
    owners = [
        1 if state.pieces[0] >> sq & 1 else 2 if state.pieces[1] >> sq & 1 else 0
        for sq in range(game.rows * game.columns)
    ]
    text = [_TEXT[o] for o in owners]
    emoji = [_EMOJI[o] for o in owners]
    contents = ["ewb"[o] for o in owners]
    marked = None
    if last_move is not None:
        marked = last_move.dst
        emoji[marked] = _EMOJI_LAST[owners[marked]]
        contents[marked] = "exy"[owners[marked]]
        if not owners[last_move.src]:
            text[last_move.src] = "*"
            emoji[last_move.src] = _EMOJI_LAST[0]
            contents[last_move.src] = "f"
    board = render_grid(
        text, emoji, game.rows, game.columns, layout, marked=marked, tile_contents=contents
    )
    spaced = tuple(symbol.translate(ROUND) for symbol in _TEXT[1:])
    pieces = {"emoji": _EMOJI[1:], "tiles": TILE_KEYS[1:3], "text": spaced}.get(layout, _TEXT[1:])
    sides = [
        words("legend-moves-down", locale, piece=pieces[0], name=names[0]),
        words("legend-moves-up", locale, piece=pieces[1], name=names[1]),
    ]
    lines = [board, fit(sides)]
    if last_move is not None:
        if layout == "emoji":
            marks = (emoji[last_move.src], emoji[last_move.dst])
        elif layout == "tiles":
            keys = (contents[last_move.src], contents[last_move.dst])
            marks = (tiles.tile(tiles.key(keys[0])), tiles.tile(tiles.key(keys[1])))
        elif layout == "compact":
            marks = (text[last_move.src], text[last_move.dst].lower())
        else:
            marks = (text[last_move.src].translate(ROUND), "")
        notes = [words("note-from", locale, mark=marks[0])]
        if marks[1]:
            notes.append(words("note-to", locale, mark=marks[1]))
        lines.append(last_move_line(game.format_move(last_move), notes, locale))
    return "\n".join(lines)
