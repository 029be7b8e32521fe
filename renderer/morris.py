"""Nine Men's Morris boards: a monospace diagram or an emoji grid, both 7 rows high.

Both draw the board on a 7x7 grid of cells (a file and a row each): a point, a piece of a line
(along a row or along a file), or nothing (only d4). Two points next to each other in the grid
are always joined (d7-d6, c5-d5), so no rows are spent on the lines between the points' rows.
"""

from __future__ import annotations

from games.morris import MorrisMove, MorrisState
from games.morris_board import EDGES, NUM_POINTS, POINT_NAMES
from renderer.common import Names, code_block, fit, last_move_line
from texts import render as words

_FILES = "abcdefg"
_TEXT_PIECES = (".", "W", "B")
_TEXT_MARKS = {"from": "*", "removed": "x"}
_EMOJI_PIECES = ("➕", "⚪", "⚫")
_EMOJI_LAST = ("➕", "⬜", "🟪")
_EMOJI_MARKS = {"from": "⭕", "removed": "❌"}
_EMOJI_LINES = {"-": "➖", "|": "❕", " ": "▪️"}
_KEYCAPS = ("1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣")
_LETTERS = ("🇦", "🇧", "🇨", "🇩", "🇪", "🇫", "🇬")


def _cell(point: int) -> tuple[int, int]:
    """Return (file 0-6, row from the top 0-6) of ``point``."""
    name = POINT_NAMES[point]
    return _FILES.index(name[0]), 7 - int(name[1])


def _grid() -> tuple[tuple[str, ...], ...]:
    """Return the empty board's cells by row from the top: ``.`` a point, ``-`` a line along the
    row, ``|`` a line along the file, ``" "`` off the lines."""
    grid = [[" "] * 7 for _ in range(7)]
    for a, b in EDGES:
        (fa, ra), (fb, rb) = _cell(a), _cell(b)
        for f in range(min(fa, fb) + 1, max(fa, fb)):
            grid[ra][f] = "-"
        for r in range(min(ra, rb) + 1, max(ra, rb)):
            grid[r][fa] = "|"
    for point in range(NUM_POINTS):
        f, r = _cell(point)
        grid[r][f] = "."
    return tuple(map(tuple, grid))


_GRID = _grid()
_POINT_AT = {_cell(point): point for point in range(NUM_POINTS)}


def _owner(state: MorrisState, point: int) -> int:
    white, black = state.pieces
    return 1 if white >> point & 1 else 2 if black >> point & 1 else 0


def render(
    state: MorrisState, style: str, last_move: MorrisMove | None, names: Names, locale: str
) -> str:
    """Return the board (``text`` or ``emoji``) with pieces in hand and the last move.

    While a mill waits for its removal, the step that formed it is marked instead of
    ``last_move`` (the opponent's), and the player is told to name the piece to remove.
    """
    step = state.pending_removal
    marked = step or last_move
    board = _emoji(state, marked) if style == "emoji" else _text(state, marked)
    symbols = ("W", "B") if style == "text" else _EMOJI_PIECES[1:]
    hands = fit([_side(symbols[i], names[i], state, i, locale) for i in range(2)])
    if step is not None:
        pending = words("note-morris-pending", locale, move=str(step), example=_example(state))
        last = f"\n{pending}"
    elif last_move is not None:
        notes = _notes(state, last_move, style, locale)
        last = f"\n{last_move_line(last_move, notes, locale)}"
    else:
        last = ""
    return f"{board}\n{hands}{last}"


def _notes(state: MorrisState, last: MorrisMove, style: str, locale: str) -> list[str]:
    """The key to the marks of ``last`` that are not self-explanatory, in ``style``."""
    symbols = _EMOJI_MARKS if style == "emoji" else _TEXT_MARKS
    marks = _marks(state, last)
    notes = []
    if "from" in marks.values():
        notes.append(words("note-from", locale, mark=symbols["from"]))
    if style == "emoji" and last.dst is not None:
        mark = _EMOJI_LAST[_owner(state, last.dst)]
        notes.append(mark if last.src is None else words("note-to", locale, mark=mark))
    if "removed" in marks.values():
        notes.append(words("note-removed", locale, mark=symbols["removed"]))
    return notes


def _side(symbol: str, name: str, state: MorrisState, index: int, locale: str) -> str:
    board, hand = state.pieces[index].bit_count(), state.hands[index]
    if hand:
        return words(
            "legend-morris-placing", locale, piece=symbol, name=name, hand=hand, board=board
        )
    return words("legend-morris-moving", locale, piece=symbol, name=name, board=board)


def _example(state: MorrisState) -> str:
    """Return the name of a piece the player to move may remove."""
    return str(state.legal_moves()[0])[1:]


def _marks(state: MorrisState, last: MorrisMove | None) -> dict[int, str]:
    """Return the points ``last`` marks: ``to``, ``from`` (now empty), ``removed`` (now empty)."""
    marks = {}
    if last is not None:
        if last.dst is not None:
            marks[last.dst] = "to"
        if last.src is not None and not _owner(state, last.src):
            marks[last.src] = "from"
        if last.remove is not None and not _owner(state, last.remove):
            marks[last.remove] = "removed"
    return marks


def _text(state: MorrisState, last: MorrisMove | None) -> str:
    """Return the diagram: three columns a file, the point in the middle one (``[W]`` when it is
    where ``last`` went)."""
    marks = _marks(state, last)
    lines = []
    for r, cells in enumerate(_GRID):
        row = []
        for f, cell in enumerate(cells):
            if cell != ".":
                row.append("---" if cell == "-" else f" {cell} ")
                continue
            point = _POINT_AT[f, r]
            mark = marks.get(point)
            centre = _TEXT_MARKS.get(mark or "", _TEXT_PIECES[_owner(state, point)])
            left = "-" if f > 0 and cells[f - 1] in "-." else " "
            right = "-" if f < 6 and cells[f + 1] in "-." else " "
            if mark == "to":
                left, right = "[", "]"
            row.append(left + centre + right)
        lines.append(f"{7 - r} {''.join(row)}")
    lines.append("  " + "".join(f" {file} " for file in _FILES))
    return code_block(lines)


def _emoji(state: MorrisState, last: MorrisMove | None) -> str:
    """Return the emoji grid: pieces and points, ➖ and ❕ for the lines along rows and files."""
    marks = _marks(state, last)
    lines = []
    for r, cells in enumerate(_GRID):
        row = []
        for f, cell in enumerate(cells):
            if cell != ".":
                row.append(_EMOJI_LINES[cell])
                continue
            point = _POINT_AT[f, r]
            mark = marks.get(point)
            if mark == "to":
                row.append(_EMOJI_LAST[_owner(state, point)])
            else:
                row.append(_EMOJI_MARKS.get(mark or "", _EMOJI_PIECES[_owner(state, point)]))
        lines.append(_KEYCAPS[6 - r] + "".join(row))
    lines.append("🟦" + "\u200b".join(_LETTERS))
    return "\n".join(lines)
