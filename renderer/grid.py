"""Grid drawing shared by the square-board renderers (and the small boards of the others).

A board is given as one symbol per square, row 0 (row ``1``, player 1's side) first. The text
style draws a monospace grid with the column letters above and the row numbers on the left, the
labels players type (``c2``); the emoji style draws the same grid with keycap and letter emoji.
When a board would not fit in one Discord message the renderers fall back to a compact layout.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.grid import LETTERS
from renderer.common import DISCORD_LIMIT, code_block

KEYCAPS = tuple(f"{d}\ufe0f\u20e3" for d in "0123456789")
"""The keycap emoji 0-9."""
EMOJI_LETTERS = tuple(chr(0x1F1E6 + i) for i in range(26))
"""The regional-indicator letters A-Z (joined with a zero-width space so they never form flags)."""
CORNER = "🟦"
STATUS_ROOM = 200
"""Characters kept free for the status line and names under a board."""


def message_length(text: str) -> int:
    """Return the length of ``text`` as Discord counts it at worst (UTF-16 code units)."""
    return len(text.encode("utf-16-le")) // 2


def fits(text: str) -> bool:
    """True if ``text`` leaves room for a status line within one Discord message."""
    return message_length(text) <= DISCORD_LIMIT - STATUS_ROOM


def text_grid(
    symbols: Sequence[str],
    rows: int,
    columns: int,
    *,
    marked: int | None = None,
    compact: bool = False,
) -> list[str]:
    """Return the lines of a monospace grid with labels (each symbol one column wide).

    Normal layout puts a space between squares and brackets the ``marked`` square (``[W]``); the
    compact layout has no spaces, so the caller marks the square in its symbol instead.
    """
    label_width = len(str(rows))
    gap = "" if compact else " "
    header = " " * (label_width + 1) + gap + gap.join(LETTERS[:columns]) + gap
    lines = [header]
    for row in range(rows):
        cells = symbols[row * columns : (row + 1) * columns]
        if compact:
            body = "".join(cells)
        else:
            seps = [" "] * (columns + 1)
            if marked is not None and marked // columns == row:
                seps[marked % columns], seps[marked % columns + 1] = "[", "]"
            body = "".join(seps[c] + cells[c] for c in range(columns)) + seps[columns]
        lines.append(f"{row + 1:>{label_width}} {body}")
    return lines


def emoji_grid(symbols: Sequence[str], rows: int, columns: int) -> list[str]:
    """Return the lines of an emoji grid: keycap row numbers on the left, letters above."""
    digits = len(str(rows))
    header = CORNER * digits + "\u200b".join(EMOJI_LETTERS[:columns])
    lines = [header]
    for row in range(rows):
        label = "".join(KEYCAPS[int(d)] for d in f"{row + 1:0{digits}d}")
        lines.append(label + "".join(symbols[row * columns : (row + 1) * columns]))
    return lines


def render_grid(
    text_symbols: Sequence[str],
    emoji_symbols: Sequence[str],
    rows: int,
    columns: int,
    style: str,
    *,
    marked: int | None,
    compact_symbols: Sequence[str] | None = None,
) -> str:
    """Return the board in ``style``, falling back to the compact text layout if it is too long.

    ``compact_symbols`` (default ``text_symbols``) are the text symbols with the marked square
    shown in its symbol, since the compact layout has no room for brackets.
    """
    if style == "emoji":
        board = "\n".join(emoji_grid(emoji_symbols, rows, columns))
        if fits(board):
            return board
    else:
        board = code_block(text_grid(text_symbols, rows, columns, marked=marked))
        if fits(board):
            return board
    symbols = text_symbols if compact_symbols is None else compact_symbols
    return code_block(text_grid(symbols, rows, columns, compact=True))


def needs_compact(
    text_symbols: Sequence[str], emoji_symbols: Sequence[str], rows: int, columns: int, style: str
) -> bool:
    """True if the board in ``style`` is too long for one message and the compact layout is used."""
    if style == "emoji":
        return not fits("\n".join(emoji_grid(emoji_symbols, rows, columns)))
    return not fits(code_block(text_grid(text_symbols, rows, columns, marked=None)))
