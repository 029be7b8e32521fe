"""Three Men's Morris boards: empty points show the number players type."""

from __future__ import annotations

from games.three import NUM_POINTS, PIECES, ThreeMove, ThreeState, point_label
from renderer import tiles
from renderer.common import EMOJI_MOVED, Names, code_block, fit, last_move_line
from renderer.grid import KEYCAPS
from texts import render as words

_TEXT_PIECES = ("○", "●")
_EMOJI_PIECES = ("⚪", "⚫")
_EMOJI_LAST = EMOJI_MOVED
_TILE_PIECES = (tiles.tile(tiles.key("w")), tiles.tile(tiles.key("b")))
_TILE_LAST = (tiles.tile(tiles.key("x")), tiles.tile(tiles.key("y")))
_LINKS = (" │ \\ │ / │ ", " │ / │ \\ │ ")


def _owner(state: ThreeState, point: int) -> int:
    first, second = state.pieces
    return 1 if first >> point & 1 else 2 if second >> point & 1 else 0


def render(
    state: ThreeState, style: str, last_move: ThreeMove | None, names: Names, locale: str
) -> str:
    """Return the board (``text`` or ``emoji``), how points are named (the numbers drawn, or
    the coordinates, not drawn), who plays which pieces (and how many are still to place), and
    the last move.

    Empty points show the number players type (1 top left, as the rules number them), and the
    text board a key of all nine; neither has row or column labels, which would number the rows
    the other way (a1 is bottom left).
    """
    draw = {"emoji": _emoji, "tiles": _tiles}.get(style, _text)
    board = draw(state, last_move)
    symbols = {"text": _TEXT_PIECES, "emoji": _EMOJI_PIECES, "tiles": _TILE_PIECES}[style]
    placing = any(p.bit_count() < PIECES for p in state.pieces)
    sides = [
        words("legend-to-place", locale, piece=symbols[i], name=names[i], count=left)
        if placing
        else words("legend-side", locale, piece=symbols[i], name=names[i])
        for i, left in enumerate(PIECES - p.bit_count() for p in state.pieces)
    ]
    lines = [board, words("legend-three-naming", locale), fit(sides)]
    if last_move is not None:
        owner = _owner(state, last_move.dst)
        lasts = {"emoji": _EMOJI_LAST, "tiles": _TILE_LAST}.get(style)
        notes = [lasts[owner - 1]] if lasts and owner else []
        lines.append(last_move_line(last_move, notes, locale))
    return "\n".join(lines)


def _text(state: ThreeState, last: ThreeMove | None) -> str:
    lines = []
    for row in range(3):
        chars = list(" " + "───".join("." * 3) + " ")
        for column in range(3):
            point = row * 3 + column
            owner = _owner(state, point)
            chars[4 * column + 1] = _TEXT_PIECES[owner - 1] if owner else point_label(point)
            if last is not None and last.dst == point:
                chars[4 * column], chars[4 * column + 2] = "[", "]"
        key = " ".join(point_label(row * 3 + column) for column in range(3))
        lines.append(f"{''.join(chars)}   {key}")
        if row < 2:
            lines.append(f"{_LINKS[row]}        ")
    return code_block(lines)


def _emoji(state: ThreeState, last: ThreeMove | None) -> str:
    cells = []
    for point in range(NUM_POINTS):
        owner = _owner(state, point)
        if not owner:
            cells.append(KEYCAPS[point + 1])
        elif last is not None and last.dst == point:
            cells.append(_EMOJI_LAST[owner - 1])
        else:
            cells.append(_EMOJI_PIECES[owner - 1])
    return "\n".join("".join(cells[r * 3 : r * 3 + 3]) for r in range(3))


def _tiles(state: ThreeState, last: ThreeMove | None) -> str:
    """Return the board in the bot's own tiles: the points on a 5 x 5 grid with the lines and
    diagonals between them, empty points showing the number players type."""
    cells = tiles.three_cells()
    lines = []
    for r in range(5):
        row = []
        for f in range(5):
            kind, ways = cells.get((f, r), ("", frozenset()))
            if kind == "s":
                row.append(tiles.segment(ways))
                continue
            if kind != "p":
                row.append(tiles.BLANK)
                continue
            point = r // 2 * 3 + f // 2
            owner = _owner(state, point)
            moved = last is not None and last.dst == point
            content = point_label(point) if not owner else ("xy" if moved else "wb")[owner - 1]
            row.append(tiles.point(content, ways))
        lines.append("".join(map(tiles.tile, row)))
    return "\n".join(lines)
