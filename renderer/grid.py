"""Grid drawing shared by the square-board renderers (and the small boards of the others).

A board is given as one symbol per square, row 0 (row ``1``, player 1's side) first. The text
style draws a monospace grid with the column letters above and the row numbers on the left, the
labels players type (``c2``); the emoji style draws the same grid with keycap and letter emoji.
Every board fits in :data:`~renderer.common.WIDTH` columns: a text grid too wide with a space
between squares is drawn without them (``compact``), and an emoji grid wider than a phone's line
is drawn as text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from games.grid import LETTERS, PlacementMove, PlacementState
from renderer import tiles
from renderer.common import (
    EMOJI_MOVED,
    PHONE_GLYPHS,
    WIDTH,
    Names,
    code_block,
    fit,
    last_move_line,
)
from texts import render as words

KEYCAPS = tuple(f"{d}\ufe0f\u20e3" for d in "0123456789")
"""The keycap emoji 0-9."""
EMOJI_LETTERS = tuple(chr(0x1F1E6 + i) for i in range(26))
"""The regional-indicator letters A-Z (joined with a zero-width space so they never form flags)."""
CORNER = "🟦"

ROUND = str.maketrans(".WB*", "·○●◦")
"""A spaced text grid's symbols: round pieces, a dot for an empty square, ``◦`` for a square a
piece left (a compact grid keeps the letters, to mark the last move in lower case)."""

Layout = Literal["text", "compact", "emoji", "tiles"]
"""How a grid is drawn: text with a space between squares, text without, emoji, or tiles."""


def grid_layout(style: str, rows: int, columns: int) -> Layout:
    """Return the layout of a ``rows`` x ``columns`` board in ``style`` that fits the width:
    an emoji row (its label's keycaps and the squares) fits a phone's line, or the board is
    drawn as text."""
    label = len(str(rows))
    if style == "emoji" and label + columns <= PHONE_GLYPHS:
        return "emoji"
    if style == "tiles" and 1 + columns <= PHONE_GLYPHS:
        return "tiles"
    return "text" if label + 2 + 2 * columns <= WIDTH else "compact"


def text_grid(
    symbols: Sequence[str],
    rows: int,
    columns: int,
    *,
    marked: int | None = None,
    compact: bool = False,
) -> list[str]:
    """Return the lines of a monospace grid with labels (each symbol one column wide).

    Squares are spaced apart, drawn with :data:`ROUND` symbols, and the ``marked`` square is
    bracketed (``[○]``); a ``compact`` grid has no spaces and shows the ``marked`` square in
    lower case (``w``).
    """
    label_width = len(str(rows))
    if compact:
        cells = list(symbols)
        if marked is not None:
            cells[marked] = cells[marked].lower()
        lines = [" " * (label_width + 1) + "".join(LETTERS[:columns])]
        for row in range(rows):
            lines.append(
                f"{row + 1:>{label_width}} " + "".join(cells[row * columns : (row + 1) * columns])
            )
        return lines
    lines = [" " * (label_width + 2) + " ".join(LETTERS[:columns]) + " "]
    for row in range(rows):
        row_cells = [s.translate(ROUND) for s in symbols[row * columns : (row + 1) * columns]]
        seps = [" "] * (columns + 1)
        if marked is not None and marked // columns == row:
            seps[marked % columns], seps[marked % columns + 1] = "[", "]"
        body = "".join(seps[c] + row_cells[c] for c in range(columns)) + seps[columns]
        lines.append(f"{row + 1:>{label_width}} {body}")
    return lines


def emoji_grid(symbols: Sequence[str], rows: int, columns: int) -> list[str]:
    """Return the lines of an emoji grid: keycap row numbers on the left, letters above.

    Row numbers are right-aligned, padded with the corner square (never a leading zero).
    """
    digits = len(str(rows))
    header = CORNER * digits + "\u200b".join(EMOJI_LETTERS[:columns])
    lines = [header]
    for row in range(rows):
        number = str(row + 1)
        label = CORNER * (digits - len(number)) + "".join(KEYCAPS[int(d)] for d in number)
        lines.append(label + "".join(symbols[row * columns : (row + 1) * columns]))
    return lines


def tile_grid(contents: Sequence[str], rows: int, columns: int) -> list[str]:
    """Return the lines of a grid of the bot's own tiles: the squares (light and dark as on a
    chessboard, a1 dark) holding ``contents`` (:data:`renderer.tiles.CONTENTS` letters), the
    column letters above and a row's number on its left."""
    header = [tiles.BLANK] + [tiles.letter(letter) for letter in LETTERS[:columns]]
    lines = ["".join(map(tiles.tile, header))]
    for row in range(rows):
        cells = [tiles.number(row + 1)]
        for column in range(columns):
            shade = "d" if (row + column) % 2 == 0 else "l"
            cells.append(tiles.square(shade, contents[row * columns + column]))
        lines.append("".join(map(tiles.tile, cells)))
    return lines


def render_grid(
    text_symbols: Sequence[str],
    emoji_symbols: Sequence[str],
    rows: int,
    columns: int,
    layout: Layout,
    *,
    marked: int | None,
    tile_contents: Sequence[str] = (),
) -> str:
    """Return the board in ``layout``: an emoji grid, a tile grid of ``tile_contents``, or a
    code block of ``text_symbols``."""
    if layout == "emoji":
        return "\n".join(emoji_grid(emoji_symbols, rows, columns))
    if layout == "tiles":
        return "\n".join(tile_grid(tile_contents, rows, columns))
    grid = text_grid(text_symbols, rows, columns, marked=marked, compact=layout == "compact")
    return code_block(grid)


_PLACEMENT_TEXT = (".", "W", "B", "+")
_PLACEMENT_EMOJI = ("🟫", "⚪", "⚫", "🟩")
_PLACEMENT_LAST = ("🟫", *EMOJI_MOVED)
_PLACEMENT_TILES = "ewbo"
"""The tile content (:data:`renderer.tiles.CONTENTS`) of an empty, a light, a dark and an open
square; the last pawn placed is ``x`` or ``y``."""
TILE_KEYS = ("", *(tiles.tile(tiles.key(content)) for content in "wbo"))
"""The key tiles of the pieces and the open mark in legends (indexed as the text symbols)."""


def render_placement(
    state: PlacementState, style: str, last_move: PlacementMove | None, names: Names, locale: str
) -> str:
    """Return a placement game's board with the squares open to the player to move marked.

    Open squares are ``+`` (text) or green (emoji); the last pawn placed is bracketed, in lower
    case (compact text) or square (emoji).
    """
    game = state.game
    size = game.size
    layout = grid_layout(style, size, size)
    kinds = [
        1 if state.pieces[0] >> sq & 1 else 2 if state.pieces[1] >> sq & 1 else 0
        for sq in range(size * size)
    ]
    if state.outcome is None:
        kinds = [3 if state.open >> sq & 1 else kind for sq, kind in enumerate(kinds)]
    text = [_PLACEMENT_TEXT[k] for k in kinds]
    emoji = [_PLACEMENT_EMOJI[k] for k in kinds]
    contents = [_PLACEMENT_TILES[k] for k in kinds]
    marked = None if last_move is None else last_move.square
    if marked is not None:
        emoji[marked] = _PLACEMENT_LAST[kinds[marked]]
        contents[marked] = "?xy"[kinds[marked]] if kinds[marked] in (1, 2) else contents[marked]
    spaced = tuple(symbol.translate(ROUND) for symbol in _PLACEMENT_TEXT)
    symbols = {"emoji": _PLACEMENT_EMOJI, "tiles": TILE_KEYS, "text": spaced}.get(
        layout, _PLACEMENT_TEXT
    )
    legend = [
        words(
            "legend-players",
            locale,
            piece1=symbols[1],
            name1=names[0],
            piece2=symbols[2],
            name2=names[1],
        )
    ]
    if state.outcome is None:
        legend.append(
            words(
                "legend-open",
                locale,
                piece=symbols[3],
                name=names[state.to_move - 1],
                count=state.open.bit_count(),
            )
        )
    board = render_grid(text, emoji, size, size, layout, marked=marked, tile_contents=contents)
    lines = [board, fit(legend)]
    if last_move is not None:
        notes = {
            "emoji": [emoji[last_move.square]],
            "compact": [text[last_move.square].lower()],
            "tiles": [tiles.tile(tiles.key(contents[last_move.square]))],
        }
        lines.append(last_move_line(game.format_move(last_move), notes.get(layout, []), locale))
    return "\n".join(lines)
