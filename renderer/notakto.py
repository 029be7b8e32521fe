"""Notakto boards: the live boards in lines of boards (up to 4 in text, 3 in emoji), empty cells
showing the digit players type."""

from __future__ import annotations

from games.notakto import NotaktoMove, NotaktoState, board_letter
from renderer import tiles
from renderer.common import Names, code_block, last_move_line
from renderer.grid import EMOJI_LETTERS, KEYCAPS
from texts import render as words

_EMOJI_X = "❌"
_EMOJI_LAST = "❎"
_EMOJI_FILLER = "▪️"
_TEXT_BAND = 4
"""Text boards per line of boards at most (each 7 columns and a gap of 2: 34 of 40 columns)."""
_EMOJI_BAND = 3
"""Emoji boards per line of boards at most (11 emoji; more would wrap on a phone)."""


def render(
    state: NotaktoState, style: str, last_move: NotaktoMove | None, names: Names, locale: str
) -> str:
    """Return the live boards (``text`` or ``emoji``) and the last move.

    Once every board is dead, the board that died last is still drawn, to show the final line.
    """
    del names
    live = state.live_boards()
    shown = live or ([last_move.board] if last_move is not None else [])
    lines = [] if live else [words("legend-notakto-all-dead", locale)]
    if shown:
        draw = {"emoji": _emoji, "tiles": _tiles}.get(style, _text)
        lines.insert(0, draw(state, shown, last_move))
    dead = [board_letter(b) for b in range(len(state.boards)) if not state.live(b)]
    if dead and live:
        lines.append(words("legend-notakto-dead", locale, boards=", ".join(dead)))
    if last_move is not None:
        mark = {"emoji": _EMOJI_LAST, "tiles": tiles.tile(tiles.key("z"))}.get(style)
        notes = [mark] if mark and last_move.board in shown else []
        if last_move.board not in live:
            notes.append(words("note-board-died", locale))
        lines.append(last_move_line(last_move, notes, locale))
    return "\n".join(lines)


def _marked(state: NotaktoState, board: int, cell: int) -> bool:
    return bool(state.boards[board] >> cell & 1)


def _bands(boards: list[int], most: int) -> list[list[int]]:
    """Split ``boards`` into as few lines of at most ``most`` boards as possible, as even as
    possible (5 boards of at most 3 a line: 3 and 2)."""
    count = -(-len(boards) // most)
    size = -(-len(boards) // count)
    return [boards[i : i + size] for i in range(0, len(boards), size)]


def _text(state: NotaktoState, live: list[int], last: NotaktoMove | None) -> str:
    lines: list[str] = []
    bands = _bands(live, _TEXT_BAND)
    for band in bands:
        blocks = [_text_block(state, board, last) for board in band]
        # A short last band is padded so that every line has the same width.
        padding = " " * 9 * (len(bands[0]) - len(band))
        lines.extend("  ".join(parts) + padding for parts in zip(*blocks, strict=True))
    return code_block(lines)


def _text_block(state: NotaktoState, board: int, last: NotaktoMove | None) -> list[str]:
    block = [f"   {board_letter(board)}   "]
    for row in range(3):
        seps = [" "] * 4
        cells = []
        for column in range(3):
            cell = row * 3 + column
            cells.append("X" if _marked(state, board, cell) else str(cell))
            if last == (board, cell):
                seps[column], seps[column + 1] = "[", "]"
        block.append("".join(seps[c] + cells[c] for c in range(3)) + seps[3])
    return block


def _emoji(state: NotaktoState, live: list[int], last: NotaktoMove | None) -> str:
    lines = []
    bands = _bands(live, _EMOJI_BAND)
    for band in bands:
        padding = _EMOJI_FILLER * 4 * (len(bands[0]) - len(band))
        header = [EMOJI_LETTERS[b] + _EMOJI_FILLER * 2 for b in band]
        lines.append(_EMOJI_FILLER.join(header) + padding)
        for row in range(3):
            parts = []
            for board in band:
                cells = range(row * 3, row * 3 + 3)
                parts.append("".join(_emoji_cell(state, board, c, last) for c in cells))
            lines.append(_EMOJI_FILLER.join(parts) + padding)
    return "\n".join(lines)


def _emoji_cell(state: NotaktoState, board: int, cell: int, last: NotaktoMove | None) -> str:
    if not _marked(state, board, cell):
        return KEYCAPS[cell]
    return _EMOJI_LAST if last == (board, cell) else _EMOJI_X


def _tiles(state: NotaktoState, live: list[int], last: NotaktoMove | None) -> str:
    """Return the boards in the bot's own tiles, in lines of boards as the emoji ones."""
    lines = []
    bands = _bands(live, _EMOJI_BAND)
    for band in bands:
        padding = [tiles.BLANK] * 4 * (len(bands[0]) - len(band))
        rows = [[] for _ in range(4)]  # type: list[list[str]]
        for i, board in enumerate(band):
            gap = [tiles.BLANK] if i else []
            rows[0] += [*gap, tiles.capital(board_letter(board)), tiles.BLANK, tiles.BLANK]
            for row in range(3):
                rows[row + 1] += gap
                for cell in range(row * 3, row * 3 + 3):
                    if not _marked(state, board, cell):
                        rows[row + 1].append(tiles.notakto_cell(cell))
                    else:
                        moved = last == (board, cell)
                        rows[row + 1].append(tiles.NOTAKTO_LAST if moved else tiles.NOTAKTO_CROSS)
        lines += ["".join(map(tiles.tile, row + padding)) for row in rows]
    return "\n".join(lines)
