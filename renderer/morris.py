"""Mill-game boards (Nine Men's Morris and its variants): a monospace diagram or an emoji grid.

Both draw the board on a grid of cells (:class:`_Layout`): 7 rows for the standard board, 5 for
Six Men's Morris, 13 for the boards with diagonals (whose lines run between the ranks).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from games.morris import MorrisMove, MorrisState
from games.morris_board import MillBoard, points_of
from renderer import tiles
from renderer.common import (
    EMOJI_MOVED,
    WIDTH,
    Names,
    code_block,
    display_width,
    fit,
    last_move_line,
)
from texts import render as words

_FILES = "abcdefg"
_TEXT_PIECES = ("", "○", "●")
_TEXT_MARKS = {"from": "◦", "removed": "×"}
_JUNCTIONS = {
    "ES": "┌", "SW": "┐", "NE": "└", "NW": "┘", "ESW": "┬", "NEW": "┴", "NES": "├", "NSW": "┤",
    "NESW": "┼", "EW": "─", "NS": "│",
}  # fmt: skip
"""The box-drawing character of an empty point by the lines leaving it (North, East, ...)."""
_TEXT_LINES = {"-": "─", "|": "│"}
_EMOJI_PIECES = ("➕", "⚪", "⚫")
_EMOJI_LAST = ("➕", *EMOJI_MOVED)
_EMOJI_MARKS = {"from": "⭕", "removed": "❌"}
_EMOJI_LINES = {"-": "➖", "|": "❕", " ": "▪️", "\\": "↘️", "/": "↙️"}
_TILE_PIECES = (tiles.tile(tiles.key("w")), tiles.tile(tiles.key("b")))
_TILE_MARKS = {"from": tiles.tile(tiles.key("f")), "removed": tiles.tile(tiles.key("r"))}
_TILE_MARKED = {"from": "f", "removed": "r"}
"""The letter in a point's tile name (:data:`renderer.tiles.CONTENTS`) of a mark."""
_KEYCAPS = ("1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣")
_LETTERS = ("🇦", "🇧", "🇨", "🇩", "🇪", "🇫", "🇬")
_CORNER = "🟦"


class _Layout:
    """Where a board's points and lines go on a grid of cells: ``.`` a point, ``-`` a line
    along the row, ``|`` along the file, ``\\`` and ``/`` a diagonal, ``" "`` off the lines.

    Without diagonals the grid has a cell a file and a rank (two points next to each other in
    the grid are always joined, so no rows are spent on lines between ranks); with diagonals a
    row and a column of cells lie between the ranks and files, where the diagonals are drawn.
    """

    def __init__(self, board: MillBoard) -> None:
        self.board = board
        self.step = 2 if board.diagonal else 1
        size = self.step * (board.files - 1) + 1
        grid = [[" "] * size for _ in range(size)]
        for a, b in board.edges:
            (fa, ra), (fb, rb) = self.cell(a), self.cell(b)
            if fa != fb and ra != rb:
                grid[(ra + rb) // 2][(fa + fb) // 2] = "\\" if (fb - fa) * (rb - ra) > 0 else "/"
                continue
            for f in range(min(fa, fb) + 1, max(fa, fb)):
                grid[ra][f] = "-"
            for r in range(min(ra, rb) + 1, max(ra, rb)):
                grid[r][fa] = "|"
        for point in range(board.size):
            f, r = self.cell(point)
            grid[r][f] = "."
        self.grid = tuple(map(tuple, grid))
        self.point_at = {self.cell(point): point for point in range(board.size)}

    def cell(self, point: int) -> tuple[int, int]:
        """Return (column, row from the top) of ``point``."""
        name = self.board.names[point]
        return self.step * _FILES.index(name[0]), self.step * (self.board.files - int(name[1]))

    def rank(self, row: int) -> int | None:
        """The rank drawn on grid row ``row`` (None for a row between ranks)."""
        return None if row % self.step else self.board.files - row // self.step


@cache
def _layout(board: MillBoard) -> _Layout:
    return _Layout(board)


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
    draw = {"emoji": _emoji, "tiles": _tiles}.get(style, _text)
    board = draw(state, marked)
    symbols = {"text": _TEXT_PIECES[1:], "emoji": _EMOJI_PIECES[1:], "tiles": _TILE_PIECES}[style]
    hands = fit([_side(symbols[i], names[i], state, i, locale) for i in range(2)])
    hands = "\n".join([hands, *_records(state, symbols, locale)])
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
    symbols = {"emoji": _EMOJI_MARKS, "tiles": _TILE_MARKS}.get(style, _TEXT_MARKS)
    marks = _marks(state, last)
    notes = []
    if "from" in marks.values():
        notes.append(words("note-from", locale, mark=symbols["from"]))
    if style != "text" and last.dst is not None:
        owner = _owner(state, last.dst)
        mark = _EMOJI_LAST[owner] if style == "emoji" else tiles.tile(tiles.key("?xy"[owner]))
        notes.append(mark if last.src is None else words("note-to", locale, mark=mark))
    if "removed" in marks.values():
        notes.append(words("note-removed", locale, mark=symbols["removed"]))
    return notes


def _records(state: MorrisState, symbols: Sequence[str], locale: str) -> list[str]:
    """The Russian mill's records, each side's on lines of its own within ``WIDTH`` columns:
    the points of the mills that removed, a new mill removing only with a point not in them
    (none for the other variants)."""
    rules = state.game.mill
    if not rules.variant.one_time:
        return []
    lines = []
    for index, symbol in enumerate(symbols):
        line = words("legend-russian-record", locale, piece=symbol)
        points = [rules.board.names[p] for p in points_of(state.marks[index])] or ["—"]
        for point in points:
            if display_width(f"{line} {point}") > WIDTH:
                lines.append(line)
                line = " "
            line += f" {point}"
        lines.append(line)
    return lines


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
    """Return the diagram in box-drawing lines: three columns a file, the point in the middle
    one (an empty point is the junction of its lines, a piece ``○`` or ``●``, bracketed
    ``[●]`` where ``last`` went), one column between files when the board has diagonals."""
    layout = _layout(state.game.mill.board)
    marks = _marks(state, last)
    lines = []
    for r, cells in enumerate(layout.grid):
        row = []
        for f, cell in enumerate(cells):
            between = f % layout.step == 1
            if cell != ".":
                line = _TEXT_LINES.get(cell, cell)
                row.append(line if between else "───" if cell == "-" else f" {line} ")
                continue
            point = layout.point_at[f, r]
            ways = _ways(layout, f, r)
            mark = marks.get(point)
            owner = _owner(state, point)
            centre = _TEXT_MARKS.get(mark or "", _TEXT_PIECES[owner] or _JUNCTIONS[ways])
            left = "─" if "W" in ways else " "
            right = "─" if "E" in ways else " "
            if mark == "to":
                left, right = "[", "]"
            row.append(left + centre + right)
        rank = layout.rank(r)
        lines.append(f"{' ' if rank is None else rank} {''.join(row)}")
    files = _FILES[: state.game.mill.board.files]
    lines.append("  " + (" " if layout.step == 2 else "").join(f" {file} " for file in files))
    return code_block(lines)


def _ways(layout: _Layout, f: int, r: int) -> str:
    """The directions (``NESW`` order) in which lines along ranks and files leave the point
    on cell ``(f, r)``."""
    grid, last = layout.grid, len(layout.grid) - 1
    ways = {
        "N": r > 0 and grid[r - 1][f] in "|.",
        "E": f < last and grid[r][f + 1] in "-.",
        "S": r < last and grid[r + 1][f] in "|.",
        "W": f > 0 and grid[r][f - 1] in "-.",
    }
    return "".join(way for way, joined in ways.items() if joined)


def _emoji(state: MorrisState, last: MorrisMove | None) -> str:
    """Return the emoji grid: pieces and points, ➖ and ❕ for the lines along rows and files,
    ↘️ and ↙️ for the diagonals."""
    layout = _layout(state.game.mill.board)
    marks = _marks(state, last)
    lines = []
    for r, cells in enumerate(layout.grid):
        row = []
        for f, cell in enumerate(cells):
            if cell != ".":
                row.append(_EMOJI_LINES[cell])
                continue
            point = layout.point_at[f, r]
            mark = marks.get(point)
            if mark == "to":
                row.append(_EMOJI_LAST[_owner(state, point)])
            else:
                row.append(_EMOJI_MARKS.get(mark or "", _EMOJI_PIECES[_owner(state, point)]))
        rank = layout.rank(r)
        lines.append((_CORNER if rank is None else _KEYCAPS[rank - 1]) + "".join(row))
    letters = _LETTERS[: state.game.mill.board.files]
    joiner = _EMOJI_LINES[" "] if layout.step == 2 else "\u200b"
    lines.append(_CORNER + joiner.join(letters))
    return "\n".join(lines)


def _tiles(state: MorrisState, last: MorrisMove | None) -> str:
    """Return the board in the bot's own tiles (:mod:`renderer.tiles`): a tile a file and a
    rank, each point with the lines that leave it (diagonals from corner to corner), the ranks'
    numbers on the left and the files' letters below."""
    board = state.game.mill.board
    cells = _tile_cells(board)
    marks = _marks(state, last)
    lines = []
    for r in range(board.files):
        row = [tiles.number(board.files - r)]
        for f in range(board.files):
            kind, ways = cells.get((f, r), ("", frozenset()))
            if kind == "s":
                row.append(tiles.segment(ways))
            elif kind == "p":
                point = board.index[f"{_FILES[f]}{board.files - r}"]
                owner, mark = _owner(state, point), marks.get(point)
                content = (
                    "xy"[owner - 1] if mark == "to" else _TILE_MARKED.get(mark or "", "ewb"[owner])
                )
                row.append(tiles.point(content, ways))
            else:
                row.append(tiles.BLANK)
        lines.append("".join(map(tiles.tile, row)))
    letters = [tiles.letter(file) for file in _FILES[: board.files]]
    lines.append("".join(map(tiles.tile, [tiles.BLANK, *letters])))
    return "\n".join(lines)


@cache
def _tile_cells(board: MillBoard) -> dict[tuple[int, int], tuple[str, frozenset[str]]]:
    return tiles.mill_cells(board)
