"""Helpers shared by the square-board games (Breakthrough, First Attack, Pleiadis).

Squares are numbered ``row * columns + column`` with row 0 on player 1's side (the top of the
display). Their names are ``a1``-style: the column letter ``a``... left to right, then the row
number ``1``...``n`` from player 1's side (RULES.md section 4). A side's pawns are a bit mask.
The position string of a board is its rows from row 1 down, separated by ``/``, with ``W`` for
player 1, ``B`` for player 2 and runs of empty squares as numbers (``W3B/5/...``), then the
side to move (``W`` or ``B``). :class:`PlacementGame` and :class:`PlacementState` are the whole
game interface for games where players take turns placing pawns on an n x n board; a subclass
only says which squares are open and why the others are closed.
"""

from __future__ import annotations

import re
from abc import abstractmethod
from collections.abc import Iterator
from typing import NamedTuple

from games.base import (
    BIG,
    PLAYER_1,
    Game,
    IllegalMoveError,
    Message,
    NotAMoveError,
    Outcome,
    Param,
    PositionError,
    State,
    Termination,
    message,
    normalise,
    quote,
    read_number,
    shorten,
)

LETTERS = "abcdefghijklmnopqrstuvwxyz"
PIECE_CHARS = ("W", "B")
"""The position-string letter of player 1's and player 2's pieces."""

_SQUARE = r"[a-z][0-9]{1,2}"
_MOVE = re.compile(rf"({_SQUARE})(?:\s*-\s*|\s*)({_SQUARE})")
_ONE = re.compile(_SQUARE)


def square_name(square: int, columns: int) -> str:
    """Return the name (``"c2"``) of ``square`` on a board ``columns`` wide."""
    row, column = divmod(square, columns)
    return f"{LETTERS[column]}{row + 1}"


def last_square(rows: int, columns: int) -> str:
    """Return the name of the last square (``"h8"``): squares are ``a1`` to it."""
    return f"{LETTERS[columns - 1]}{rows}"


def parse_square(token: str, rows: int, columns: int, text: str) -> int:
    """Return the square named ``token`` (already lower-case); raise :class:`IllegalMoveError`."""
    column = LETTERS.index(token[0])
    row = int(token[1:]) - 1
    if column >= columns or not 0 <= row < rows:
        raise IllegalMoveError(
            text, "move-off-board", square=shorten(token), last=last_square(rows, columns)
        )
    return row * columns + column


def parse_one_square(text: str, rows: int, columns: int, example: str) -> int:
    """Read text naming one square (``c1``); raise :class:`NotAMoveError` or
    :class:`IllegalMoveError` (off the board)."""
    clean = normalise(text)
    if not _ONE.fullmatch(clean):
        raise NotAMoveError(text, "move-one-square", example=example)
    return parse_square(clean, rows, columns, text)


def parse_two_squares(text: str, rows: int, columns: int, example: str) -> tuple[int, int]:
    """Read text naming a from and a to square (``b2-c3``, ``b2 c3``, ``b2c3``).

    Raises :class:`NotAMoveError` for other text and :class:`IllegalMoveError` for a square off
    the board.
    """
    clean = normalise(text)
    match = _MOVE.fullmatch(clean)
    if not match:
        raise NotAMoveError(text, "move-two-squares", example=example)
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
        raise PositionError("position-rows", found=str(len(lines)), rows=rows)
    masks = [0, 0]
    for row, line in enumerate(lines):
        column = 0
        for token in _ROW_TOKEN.findall(line):
            run = read_number(token)
            if run is not None:
                if token.startswith("0"):
                    raise PositionError("position-row-zero-run", row=str(row + 1))
                column += run
            elif token in PIECE_CHARS:
                if column < columns:
                    masks[PIECE_CHARS.index(token)] |= 1 << (row * columns + column)
                column += 1
            else:
                raise PositionError("position-row-token", row=str(row + 1), token=quote(token))
        if column >= BIG:
            raise PositionError("position-row-too-long", row=str(row + 1), columns=columns)
        if column != columns:
            raise PositionError(
                "position-row-length", row=str(row + 1), found=str(column), columns=columns
            )
    return masks[0], masks[1]


def side_text(player: int) -> str:
    """Return the position-string letter of the player to move (``W`` or ``B``)."""
    return PIECE_CHARS[player - 1]


def parse_side(text: str) -> int:
    """Return the player whose letter is ``text``; raise :class:`PositionError`."""
    if text not in PIECE_CHARS:
        raise PositionError("position-side-w-or-b", side=quote(text))
    return PIECE_CHARS.index(text) + 1


def split_position(text: str, example: str) -> tuple[str, str]:
    """Split ``"<board> <side>"``; raise :class:`PositionError` citing ``example``."""
    fields = text.split()
    if len(fields) != 2:
        raise PositionError("position-grid-fields", example=repr(example))
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
    raise PositionError("position-placement-counts", first=first, second=second)


class PlacementMove(NamedTuple):
    """A pawn placed on ``square``."""

    square: int


class PlacementState(State[PlacementMove]):
    """A position of a placement game (First Attack, Pleiadis): pawns only ever get added.

    ``pieces`` holds the masks of player 1 and player 2; ``open`` is the mask of the squares the
    player to move may place on. A player who has no open square loses.
    """

    __slots__ = ("open", "pieces")
    _game: PlacementGame

    def __init__(self, game: PlacementGame, pieces: tuple[int, int], to_move: int) -> None:
        self._game = game
        self.pieces = pieces
        self._to_move = to_move
        self.open = game.open_squares(pieces, to_move)
        self._outcome = None if self.open else Outcome(3 - to_move, Termination.NO_MOVES)

    @property
    def game(self) -> PlacementGame:
        """The game (with its options)."""
        return self._game

    def legal_moves(self) -> list[PlacementMove]:
        """Return a placement on every open square."""
        return [PlacementMove(square) for square in bits(self.open)]

    def play(self, move: PlacementMove) -> PlacementState:
        """Return the position after ``move``; raise :class:`IllegalMoveError` saying why not."""
        problem = self.problem(move)
        if problem:
            raise IllegalMoveError(self._game.format_move(move), problem.key, **problem.params)
        bit = 1 << move.square
        first, second = self.pieces
        pieces = (first | bit, second) if self._to_move == PLAYER_1 else (first, second | bit)
        return type(self)(self._game, pieces, 3 - self._to_move)

    def problem(self, move: PlacementMove) -> Message | None:
        """Return why ``move`` is not legal here (a message for the player), or None."""
        square = move.square
        game = self._game
        if self._outcome is not None:
            return message("move-game-over")
        if not 0 <= square < game.size * game.size:
            return message("move-square-off-board")
        if self.open >> square & 1:
            return None
        name = square_name(square, game.size)
        if (self.pieces[0] | self.pieces[1]) >> square & 1:
            return message("move-occupied", point=name)
        return game.why_closed(self.pieces, self._to_move, square)

    def position(self) -> str:
        """Return the board from row 1 (``W`` player 1, ``B`` player 2) and the side to move."""
        size = self._game.size
        return f"{format_board(self.pieces, size, size)} {side_text(self._to_move)}"

    def __eq__(self, other_state: object) -> bool:
        return (
            isinstance(other_state, PlacementState)
            and self._game == other_state._game
            and self.pieces == other_state.pieces
        )

    def __hash__(self) -> int:
        return hash(self.pieces)


class PlacementGame(Game[PlacementState, PlacementMove]):
    """A game on an n x n board (option ``size``) where players take turns placing pawns.

    Subclasses say which squares are open (:meth:`open_squares`) and why a closed empty square
    is closed (:meth:`why_closed`).
    """

    ranks_up = False

    @property
    def size(self) -> int:
        """Rows (and columns) of the board."""
        return int(self.options["size"])

    @abstractmethod
    def open_squares(self, pieces: tuple[int, int], player: int) -> int:
        """Return the mask of the squares ``player`` may place on."""

    @abstractmethod
    def why_closed(self, pieces: tuple[int, int], player: int, square: int) -> Message:
        """Return why ``player`` may not place on the empty, closed ``square``."""

    def rules_params(self) -> dict[str, Param]:
        """The parameters every placement game's rules text has: ``$size``, ``$example`` (a
        square) and ``$last`` (the last square's name)."""
        return {
            "size": str(self.size),
            "example": self._example(),
            "last": last_square(self.size, self.size),
        }

    def _example(self) -> str:
        """A square name on every board size, for messages: c1, or b1 or a1 on small boards."""
        return square_name(min(2, self.size - 1), self.size)

    def check_pawns(self, pieces: tuple[int, int]) -> None:
        """Raise :class:`PositionError` if the pawns cannot arise in a game (none by default)."""

    def initial(self) -> PlacementState:
        """Return the empty board, player 1 to place."""
        return PlacementState(self, (0, 0), PLAYER_1)

    def parse_move(self, state: PlacementState, text: str) -> PlacementMove:
        """Read a square such as ``c1``.

        Raises :class:`NotAMoveError` for text that is no square, :class:`IllegalMoveError` for a
        square off the board or one the player may not place on (the message says why).
        """
        move = PlacementMove(parse_one_square(text, self.size, self.size, self._example()))
        problem = state.problem(move)
        if problem:
            raise IllegalMoveError(text, problem.key, **problem.params)
        return move

    def format_move(self, move: PlacementMove) -> str:
        """Return the square's name, e.g. ``c1``."""
        return square_name(move.square, self.size)

    def parse_position(self, text: str) -> PlacementState:
        """Read ``"<rows from row 1, '/' between> <W or B>"``; raise :class:`PositionError`."""
        example = "/".join([str(self.size)] * self.size) + " W"
        board_text, side = split_position(text, example)
        pieces = parse_board(board_text, self.size, self.size)
        to_move = parse_side(side)
        if placement_side(pieces) != to_move:
            raise PositionError(
                "position-placement-side", player=str(placement_side(pieces)), side=side
            )
        self.check_pawns(pieces)
        return PlacementState(self, pieces, to_move)

    def perft(self, state: PlacementState, depth: int) -> int:
        """Count placement sequences of ``depth`` plies on the raw masks."""
        if depth <= 0:
            return 1
        return self._perft(state.pieces, state.to_move, state.open, depth)

    def _perft(self, pieces: tuple[int, int], player: int, open_mask: int, depth: int) -> int:
        if depth == 1:
            return open_mask.bit_count()
        total = 0
        for square in bits(open_mask):
            bit = 1 << square
            after = (
                (pieces[0] | bit, pieces[1]) if player == PLAYER_1 else (pieces[0], pieces[1] | bit)
            )
            total += self._perft(after, 3 - player, self.open_squares(after, 3 - player), depth - 1)
        return total
