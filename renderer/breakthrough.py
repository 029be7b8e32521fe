"""Breakthrough boards: labelled grid, player 1 at the top moving down."""

from __future__ import annotations

from games.breakthrough import BreakthroughMove, BreakthroughState
from renderer.common import Names, acts, fit, last_move_line
from renderer.grid import grid_layout, render_grid

_TEXT = (".", "W", "B")
_EMOJI = ("🟫", "⚪", "⚫")
_EMOJI_LAST = ("⭕", "⬜", "⬛")


def render(
    state: BreakthroughState, style: str, last_move: BreakthroughMove | None, names: Names
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
    marked = None
    if last_move is not None:
        marked = last_move.dst
        emoji[marked] = _EMOJI_LAST[owners[marked]]
        if not owners[last_move.src]:
            text[last_move.src] = "*"
            emoji[last_move.src] = _EMOJI_LAST[0]
    board = render_grid(text, emoji, game.rows, game.columns, layout, marked=marked)
    pieces = _EMOJI[1:] if layout == "emoji" else _TEXT[1:]
    sides = [
        f"{pieces[0]} {acts(names[0], 'moves')} down",
        f"{pieces[1]} {acts(names[1], 'moves')} up",
    ]
    lines = [board, fit(sides)]
    if last_move is not None:
        if layout == "emoji":
            notes = [f"{emoji[last_move.src]} from", f"{emoji[last_move.dst]} to"]
        else:
            notes = [f"{text[last_move.src]} from"]
            if layout == "compact":
                notes.append(f"{text[last_move.dst].lower()} to")
        lines.append(last_move_line(game.format_move(last_move), notes))
    return "\n".join(lines)
