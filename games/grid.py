"""Helpers shared by the square-board games (Breakthrough, First Attack, Pleiadis).

Squares are numbered ``row * columns + column`` with row 0 on player 1's side (the top of the
display). Their names are ``a1``-style: the column letter ``a``... left to right, then the row
number ``1``...``n`` from player 1's side (RULES.md section 4). A side's pawns are a bit mask.
The position string of a board is its rows from row 1 down, separated by ``/``, with ``W`` for
player 1, ``B`` for player 2 and runs of empty squares as numbers (``W3B/5/...``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from games.base import PLAYER_1, IllegalMoveError, NotAMoveError, PositionError

LETTERS = "abcdefghijklmnopqrstuvwxyz"
PIECE_CHARS = ("W", "B")
"""The position-string letter of player 1's and player 2's pieces."""

_SQUARE = r"[a-z][0-9]{1,2}"
_MOVE = re.compile(rf"({_SQUARE})(?:\s*-\s*|\s*)({_SQUARE})")
_ONE = re.compile(_SQUARE)


def normalise(text: str) -> str:
    """Return move text lower-cased with surrounding spaces removed."""
    return text.strip().lower()


def square_name(square: int, columns: int) -> str:
    """Return the name (``"c2"``) of ``square`` on a board ``columns`` wide."""
    row, column = divmod(square, columns)
    return f"{LETTERS[column]}{row + 1}"


def board_hint(rows: int, columns: int) -> str:
    """Return the range of square names, e.g. ``"squares are a1 to h8"``."""
    return f"squares are a1 to {LETTERS[columns - 1]}{rows}"


def parse_square(token: str, rows: int, columns: int, text: str) -> int:
    """Return the square named ``token`` (already lower-case); raise :class:`IllegalMoveError`."""
    column = LETTERS.index(token[0])
    row = int(token[1:]) - 1
    if column >= columns or not 0 <= row < rows:
        raise IllegalMoveError(text, f"{token} is not on the board: {board_hint(rows, columns)}")
    return row * columns + column


def parse_one_square(text: str, rows: int, columns: int, example: str) -> int:
    """Read text naming one square (``c1``); raise :class:`NotAMoveError` or
    :class:`IllegalMoveError` (off the board)."""
    clean = normalise(text)
    if not _ONE.fullmatch(clean):
        raise NotAMoveError(text, f"{text.strip()!r} is not a move: name a square, e.g. {example}")
    return parse_square(clean, rows, columns, text)


def parse_two_squares(text: str, rows: int, columns: int, example: str) -> tuple[int, int]:
    """Read text naming a from and a to square (``b2-c3``, ``b2 c3``, ``b2c3``).

    Raises :class:`NotAMoveError` for other text and :class:`IllegalMoveError` for a square off
    the board.
    """
    clean = normalise(text)
    match = _MOVE.fullmatch(clean)
    if not match:
        raise NotAMoveError(
            text, f"{text.strip()!r} is not a move: name two squares, e.g. {example}"
        )
    return (
        parse_square(match[1], rows, columns, text),
        parse_square(match[2], rows, columns, text),
    )


def bits(mask: int) -> Iterator[int]:
    """Yield the squares set in ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def king_neighbours(rows: int, columns: int) -> tuple[int, ...]:
    """Return, for each square, the mask of its up to 8 orthogonal and diagonal neighbours."""
    masks = []
    for row in range(rows):
        for column in range(columns):
            mask = 0
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    r, c = row + dr, column + dc
                    if (dr or dc) and 0 <= r < rows and 0 <= c < columns:
                        mask |= 1 << (r * columns + c)
            masks.append(mask)
    return tuple(masks)


def format_board(pieces: tuple[int, int], rows: int, columns: int) -> str:
    """Return the board part of a position string: rows from row 1, ``/`` between them."""
    out = []
    for row in range(rows):
        text, run = "", 0
        for column in range(columns):
            bit = 1 << (row * columns + column)
            char = "W" if pieces[0] & bit else "B" if pieces[1] & bit else ""
            if not char:
                run += 1
                continue
            if run:
                text, run = text + str(run), 0
            text += char
        out.append(text + (str(run) if run else ""))
    return "/".join(out)


_ROW_TOKEN = re.compile(r"[0-9]+|[WB]|.")


def parse_board(text: str, rows: int, columns: int) -> tuple[int, int]:
    """Read the board part of a position string; return (player 1's, player 2's) masks.

    Raises :class:`PositionError` saying which row is wrong.
    """
    lines = text.split("/")
    if len(lines) != rows:
        raise PositionError(f"the board has {len(lines)} rows separated by '/', not {rows}")
    masks = [0, 0]
    for row, line in enumerate(lines):
        column = 0
        for token in _ROW_TOKEN.findall(line):
            if token.isdigit():
                if token.startswith("0"):
                    raise PositionError(f"row {row + 1}: runs of empty squares start at 1")
                column += int(token)
            elif token in PIECE_CHARS:
                if column < columns:
                    masks[PIECE_CHARS.index(token)] |= 1 << (row * columns + column)
                column += 1
            else:
                raise PositionError(
                    f"row {row + 1}: {token!r} is not W, B or a number of empty squares"
                )
        if column != columns:
            raise PositionError(f"row {row + 1} has {column} squares, not {columns}")
    return masks[0], masks[1]


def side_text(player: int) -> str:
    """Return the position-string letter of the player to move (``W`` or ``B``)."""
    return PIECE_CHARS[player - 1]


def parse_side(text: str) -> int:
    """Return the player whose letter is ``text``; raise :class:`PositionError`."""
    if text not in PIECE_CHARS:
        raise PositionError(f"the side to move is W or B, not {text!r}")
    return PLAYER_1 if text == "W" else 3 - PLAYER_1


def split_position(text: str, example: str) -> tuple[str, str]:
    """Split ``"<board> <side>"``; raise :class:`PositionError` citing ``example``."""
    fields = text.split()
    if len(fields) != 2:
        raise PositionError(f"a position is the board and the side to move, e.g. {example!r}")
    return fields[0], fields[1]


def placement_side(pieces: tuple[int, int]) -> int:
    """Return the player to move in a placement game (player 1 when the counts are equal).

    Raises :class:`PositionError` if the counts cannot arise (player 1 places first).
    """
    first, second = pieces[0].bit_count(), pieces[1].bit_count()
    if first == second:
        return PLAYER_1
    if first == second + 1:
        return 3 - PLAYER_1
    raise PositionError(
        f"player 1 has {first} pawns and player 2 {second}: "
        "player 1 places first, so player 1 has as many or one more"
    )
