"""Helpers shared by the board renderers."""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from games.base import State
from texts import DEFAULT_LOCALE, Text, render

STYLES = ("text", "emoji", "tiles")
Names = tuple[str, str]

WIDTH = 40
"""The monospace columns a phone shows on one line: every board fits in it, at every size."""
EMOJI_MOVED = ("⬜", "⬛")
"""The emoji of the light and the dark piece that made the last move: a square of the piece's
own colour (as the tiles ring the piece), so the mark never hides whose piece moved."""
PHONE_GLYPHS = 13
"""The emoji a phone shows on one line of a chat message: a wider emoji board is drawn as
text instead."""
_JOINERS = {"\ufe0f", "\u20e3", "\u200b", "\u200d"}
"""Characters that join the one before into the same glyph (variation selector, keycap,
zero-width space and joiner)."""
BOARD_LIMIT = 1500
"""The most characters (UTF-16 units, as Discord counts) a rendered board takes with names of 32
characters: the rest of a 2000-character message is left for its header and controls' text."""
TILES_LIMIT = 3400
"""The most characters a ``tiles`` board takes with its tiles' real markup (``<:name:id>``, 33
characters a tile) and names of 32 characters: a Components V2 message holds 4000 characters
of text, and the rest is left for the board's header and the lines under it. A longer one is
drawn as text."""
_CUSTOM_EMOJI = re.compile(r"<a?:\w+:\d+>")
"""A custom emoji's markup (one glyph, two columns)."""


def emoji_width(board: str) -> int:
    """The glyphs of the widest emoji row of ``board`` (rows with no space: the lines of
    words under a board wrap like any text)."""
    rows = [_CUSTOM_EMOJI.sub("■", line) for line in board.splitlines()]
    rows = [row for row in rows if row and " " not in row]
    return max((sum(1 for c in row if c not in _JOINERS) for row in rows), default=0)


def status_line(state: State[Any], names: Names, locale: str = DEFAULT_LOCALE) -> str:
    """Return whose turn it is, or the result once the game is over, in ``locale``."""
    outcome = state.outcome
    if outcome is None:
        key = "status-to-remove" if state.pending_removal is not None else "status-to-move"
        return render(key, locale, name=names[state.to_move - 1])
    winner = "" if outcome.winner is None else names[outcome.winner - 1]
    result = Text(outcome.result_key, {"winner": winner, "how": Text(outcome.termination.key)})
    return render("status-over", locale, result=result)


def last_move_line(move: object, notes: list[str], locale: str = DEFAULT_LOCALE) -> str:
    """Return ``Last move: <move>`` in ``locale`` with ``notes`` in brackets: the board's marks
    of the move that need a key (``⭕ from``), and remarks such as ``the board died``. The notes
    go on a line of their own when both would not fit in :data:`WIDTH` columns."""
    line = render("last-move", locale, move=str(move))
    if not notes:
        return line
    key = render("last-move-notes", locale, notes=", ".join(notes))
    return f"{line} {key}" if display_width(f"{line} {key}") <= WIDTH else f"{line}\n{key}"


def fit(parts: list[str]) -> str:
    """Return ``parts`` joined by `` · `` on one line if it fits in :data:`WIDTH` columns, else
    one part per line (a legend with long player names)."""
    line = " · ".join(parts)
    return line if display_width(line) <= WIDTH else "\n".join(parts)


def display_width(line: str) -> int:
    """Return the columns ``line`` takes in a monospace font (wide and emoji characters take 2)."""
    width = 0
    line = _CUSTOM_EMOJI.sub("⬛", line)
    for i, char in enumerate(line):
        if unicodedata.combining(char) or char in _ZERO_WIDTH:
            continue
        emoji = line[i + 1 : i + 2] == _EMOJI_PRESENTATION or _REGIONAL_A <= char <= _REGIONAL_Z
        width += 2 if emoji or unicodedata.east_asian_width(char) in "WF" else 1
    return width


_EMOJI_PRESENTATION = "\ufe0f"
_ZERO_WIDTH = "\ufe0f\u200b\u200d\u20e3"
_REGIONAL_A, _REGIONAL_Z = "\U0001f1e6", "\U0001f1ff"


def code_block(lines: list[str]) -> str:
    """Wrap ``lines`` in a Discord code block so they render in a monospace font. A backtick
    in them (a player's name) is followed by a zero-width space, so that no three in a row can
    close the block early and show what follows as Markdown (a masked link)."""
    body = "\n".join(lines).replace("`", "`\u200b")
    return f"```\n{body}\n```"
