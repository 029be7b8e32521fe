"""Nine Men's Morris boards: a monospace diagram or an emoji grid."""

from __future__ import annotations

from games.morris import _EDGES, NUM_POINTS, POINT_NAMES, MorrisMove, MorrisState
from renderer.common import Names, code_block, last_move_line

_FILES = "abcdefg"
_TEXT_PIECES = (".", "W", "B")
_EMOJI_PIECES = ("➕", "⚪", "⚫")
_EMOJI_LAST = ("➕", "⬜", "⬛")
_EMOJI_FILLER = "▪️"
_EMOJI_FROM = "⭕"
_EMOJI_REMOVED = "❌"
_KEYCAPS = ("1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣")
_LETTERS = ("🇦", "🇧", "🇨", "🇩", "🇪", "🇫", "🇬")


def _cell(point: int) -> tuple[int, int]:
    """Return (file 0-6, row from the top 0-6) of ``point``."""
    name = POINT_NAMES[point]
    return _FILES.index(name[0]), 7 - int(name[1])


def _owner(state: MorrisState, point: int) -> int:
    white, black = state.pieces
    return 1 if white >> point & 1 else 2 if black >> point & 1 else 0


def render(state: MorrisState, style: str, last_move: MorrisMove | None, names: Names) -> str:
    """Return the board (``text`` or ``emoji``) with pieces in hand and the last move.

    While a mill waits for its removal, the step that formed it is marked instead of
    ``last_move`` (the opponent's), and the player is told to name the piece to remove.
    """
    step = state.pending_removal
    marked = step or last_move
    board = _emoji(state, marked) if style == "emoji" else _text(state, marked)
    symbols = ("W", "B") if style == "text" else _EMOJI_PIECES[1:]
    hands = " · ".join(_side(symbols[i], names[i], state, i) for i in range(2))
    if step is not None:
        last = f"\n{step} forms a mill: name an opponent piece to remove (e.g. x{_example(state)})"
    elif last_move is not None:
        last = f"\n{last_move_line(last_move, _notes(state, last_move, style))}"
    else:
        last = ""
    return f"{board}\n{hands}{last}"


def _notes(state: MorrisState, last: MorrisMove, style: str) -> list[str]:
    """The key to the marks of ``last`` that are not self-explanatory, in ``style``."""
    emoji = style == "emoji"
    notes = []
    if last.src is not None and not _owner(state, last.src):
        notes.append(f"{_EMOJI_FROM if emoji else '*'} from")
    if emoji and last.dst is not None:
        mark = _EMOJI_LAST[_owner(state, last.dst)]
        notes.append(mark if last.src is None else f"{mark} to")
    if last.remove is not None and not _owner(state, last.remove):
        notes.append(f"{_EMOJI_REMOVED if emoji else 'x'} removed")
    return notes


def _side(symbol: str, name: str, state: MorrisState, index: int) -> str:
    on_board = f"{state.pieces[index].bit_count()} on board"
    hand = state.hands[index]
    return (
        f"{symbol} {name}: {hand} to place, {on_board}" if hand else f"{symbol} {name}: {on_board}"
    )


def _example(state: MorrisState) -> str:
    """Return the name of a piece the player to move may remove."""
    return str(state.legal_moves()[0])[1:]


def _text(state: MorrisState, last: MorrisMove | None) -> str:
    width, height = 27, 13
    grid = [[" "] * width for _ in range(height)]
    for a, b in _EDGES:
        (fa, ra), (fb, rb) = _cell(a), _cell(b)
        if ra == rb:
            for x in range(4 * min(fa, fb) + 2, 4 * max(fa, fb) + 1):
                grid[2 * ra][x] = "-"
        else:
            for y in range(2 * min(ra, rb) + 1, 2 * max(ra, rb)):
                grid[y][4 * fa + 1] = "|"
    for point in range(NUM_POINTS):
        f, r = _cell(point)
        grid[2 * r][4 * f + 1] = _TEXT_PIECES[_owner(state, point)]
    if last is not None:
        if last.dst is not None:
            f, r = _cell(last.dst)
            grid[2 * r][4 * f], grid[2 * r][4 * f + 2] = "[", "]"
        if last.src is not None and not _owner(state, last.src):
            f, r = _cell(last.src)
            grid[2 * r][4 * f + 1] = "*"
        if last.remove is not None and not _owner(state, last.remove):
            f, r = _cell(last.remove)
            grid[2 * r][4 * f + 1] = "x"
    lines = [f"{7 - y // 2 if y % 2 == 0 else ' '} {''.join(row)}" for y, row in enumerate(grid)]
    lines.append("   " + "   ".join(_FILES) + " ")
    return code_block(lines)


def _emoji(state: MorrisState, last: MorrisMove | None) -> str:
    grid = [[_EMOJI_FILLER] * 7 for _ in range(7)]
    for point in range(NUM_POINTS):
        f, r = _cell(point)
        grid[r][f] = _EMOJI_PIECES[_owner(state, point)]
    if last is not None:
        if last.dst is not None:
            f, r = _cell(last.dst)
            grid[r][f] = _EMOJI_LAST[_owner(state, last.dst)]
        if last.src is not None and not _owner(state, last.src):
            f, r = _cell(last.src)
            grid[r][f] = _EMOJI_FROM
        if last.remove is not None and not _owner(state, last.remove):
            f, r = _cell(last.remove)
            grid[r][f] = _EMOJI_REMOVED
    rows = [_KEYCAPS[6 - r] + "".join(cells) for r, cells in enumerate(grid)]
    rows.append("🟦" + "\u200b".join(_LETTERS))
    return "\n".join(rows)
