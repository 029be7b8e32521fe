"""Grid drawing shared by the square-board renderers (and the small boards of the others).

A board is given as one symbol per square, row 0 (row ``1``, player 1's side) first. The text
style draws a monospace grid with the column letters above and the row numbers on the left, the
labels players type (``c2``); the emoji style draws the same grid with keycap and letter emoji.
Even the largest boards (26x26) fit in one Discord message in both styles, so there is no compact
layout.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.grid import LETTERS, PlacementMove, PlacementState
from renderer.common import Names, code_block, last_move_line

KEYCAPS = tuple(f"{d}\ufe0f\u20e3" for d in "0123456789")
"""The keycap emoji 0-9."""
EMOJI_LETTERS = tuple(chr(0x1F1E6 + i) for i in range(26))
"""The regional-indicator letters A-Z (joined with a zero-width space so they never form flags)."""
CORNER = "🟦"


def text_grid(
    symbols: Sequence[str],
    rows: int,
    columns: int,
    *,
    marked: int | None = None,
) -> list[str]:
    """Return the lines of a monospace grid with labels (each symbol one column wide).

    Squares are spaced apart, and the ``marked`` square is bracketed (``[W]``).
    """
    label_width = len(str(rows))
    lines = [" " * (label_width + 2) + " ".join(LETTERS[:columns]) + " "]
    for row in range(rows):
        cells = symbols[row * columns : (row + 1) * columns]
        seps = [" "] * (columns + 1)
        if marked is not None and marked // columns == row:
            seps[marked % columns], seps[marked % columns + 1] = "[", "]"
        body = "".join(seps[c] + cells[c] for c in range(columns)) + seps[columns]
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


def render_grid(
    text_symbols: Sequence[str],
    emoji_symbols: Sequence[str],
    rows: int,
    columns: int,
    style: str,
    *,
    marked: int | None,
) -> str:
    """Return the board in ``style``: a code block of ``text_symbols`` or an emoji grid."""
    if style == "emoji":
        return "\n".join(emoji_grid(emoji_symbols, rows, columns))
    return code_block(text_grid(text_symbols, rows, columns, marked=marked))


_PLACEMENT_TEXT = (".", "W", "B", "+")
_PLACEMENT_EMOJI = ("🟫", "⚪", "⚫", "🟩")
_PLACEMENT_LAST = ("🟫", "⬜", "⬛")


def render_placement(
    state: PlacementState, style: str, last_move: PlacementMove | None, names: Names
) -> str:
    """Return a placement game's board with the squares open to the player to move marked.

    Open squares are ``+`` (text) or green (emoji); the last pawn placed is bracketed or square.
    """
    game = state.game
    size = game.size
    kinds = [
        1 if state.pieces[0] >> sq & 1 else 2 if state.pieces[1] >> sq & 1 else 0
        for sq in range(size * size)
    ]
    if state.outcome is None:
        kinds = [3 if state.open >> sq & 1 else kind for sq, kind in enumerate(kinds)]
    text = [_PLACEMENT_TEXT[k] for k in kinds]
    emoji = [_PLACEMENT_EMOJI[k] for k in kinds]
    marked = None if last_move is None else last_move.square
    if marked is not None:
        emoji[marked] = _PLACEMENT_LAST[kinds[marked]]
    symbols = _PLACEMENT_TEXT if style == "text" else _PLACEMENT_EMOJI
    lines = [
        render_grid(text, emoji, size, size, style, marked=marked),
        f"{symbols[1]} {names[0]} · {symbols[2]} {names[1]}",
    ]
    if state.outcome is None:
        count = state.open.bit_count()
        lines[-1] += (
            f" · {symbols[3]} open to {names[state.to_move - 1]}: "
            f"{count} square{'' if count == 1 else 's'}"
        )
    if last_move is not None:
        notes = [emoji[last_move.square]] if style == "emoji" else []
        lines.append(last_move_line(game.format_move(last_move), notes))
    return "\n".join(lines)
