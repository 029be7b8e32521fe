"""Breakthrough (RULES.md section 4) on bitboards.

Squares are numbered ``row * columns + column`` (games.grid): player 1 starts on rows 1-2 (the
top) and moves to higher rows, player 2 starts on the last two rows and moves to lower rows. A
move is one shift of a side's mask, so :class:`Board` generates and counts moves with a few
shifts; :class:`BreakthroughState` wraps it behind the game interface.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import NamedTuple

from games.base import (
    PLAYER_1,
    PLAYER_2,
    Game,
    IllegalMoveError,
    Message,
    OptionSpec,
    Outcome,
    PositionError,
    State,
    Termination,
    message,
    other,
)
from games.grid import (
    bits,
    format_board,
    last_square,
    parse_board,
    parse_side,
    parse_two_squares,
    side_text,
    split_position,
    square_name,
)


class Board:
    """Fixed facts of one board size: masks and shifts for both sides' moves."""

    def __init__(self, rows: int, columns: int) -> None:
        self.rows = rows
        self.columns = columns
        self.full = (1 << rows * columns) - 1
        row_mask = (1 << columns) - 1
        left_column = sum(1 << r * columns for r in range(rows))
        self.not_left = self.full & ~left_column
        self.not_right = self.full & ~(left_column << (columns - 1))
        self.first_row = row_mask
        self.last_row = row_mask << (rows - 1) * columns
        self.goal = (self.last_row, self.first_row)
        """goal[player - 1]: the row that player wins on."""

    def start(self) -> tuple[int, int]:
        """Return both sides' masks at the start: two full rows each."""
        two_rows = (1 << 2 * self.columns) - 1
        return two_rows, two_rows << (self.rows - 2) * self.columns

    def targets(self, own: int, opp: int, player: int) -> tuple[int, int, int]:
        """Return the destination masks (straight, towards column a, towards the last column)."""
        c = self.columns
        empty = self.full & ~(own | opp)
        if player == PLAYER_1:
            return (
                own << c & empty,
                (own & self.not_left) << (c - 1) & ~own & self.full,
                (own & self.not_right) << (c + 1) & ~own & self.full,
            )
        return (
            own >> c & empty,
            (own & self.not_left) >> (c + 1) & ~own,
            (own & self.not_right) >> (c - 1) & ~own,
        )

    def moves(self, own: int, opp: int, player: int) -> Iterator[tuple[int, int]]:
        """Yield every (src, dst) of the side with pawns ``own``, moving as ``player``."""
        straight, left, right = self.targets(own, opp, player)
        c = self.columns if player == PLAYER_1 else -self.columns
        for offset, mask in ((c, straight), (c - 1, left), (c + 1, right)):
            for dst in bits(mask):
                yield dst - offset, dst

    def count(self, own: int, opp: int, player: int) -> int:
        """Return how many moves the side with pawns ``own`` has."""
        straight, left, right = self.targets(own, opp, player)
        return straight.bit_count() + left.bit_count() + right.bit_count()

    def perft(self, own: int, opp: int, player: int, depth: int) -> int:
        """Return the number of move sequences of ``depth`` plies (``depth`` >= 1, game on)."""
        if depth == 1:
            return self.count(own, opp, player)
        goal = self.goal[player - 1]
        total = 0
        for src, dst in self.moves(own, opp, player):
            bit = 1 << dst
            remaining = opp & ~bit
            if bit & goal or not remaining:
                continue  # the game ends here: no deeper sequences
            total += self.perft(remaining, own ^ (1 << src | bit), 3 - player, depth - 1)
        return total


@cache
def board(rows: int, columns: int) -> Board:
    """Return the (shared) :class:`Board` of a size."""
    return Board(rows, columns)


class BreakthroughMove(NamedTuple):
    """A pawn's step from ``src`` to ``dst`` (square numbers)."""

    src: int
    dst: int


class BreakthroughState(State[BreakthroughMove]):
    """A Breakthrough position: ``pieces`` holds the pawn masks of player 1 and player 2."""

    __slots__ = ("pieces",)
    _game: Breakthrough

    def __init__(self, game: Breakthrough, pieces: tuple[int, int], to_move: int) -> None:
        self._game = game
        self.pieces = pieces
        self._to_move = to_move
        last = other(to_move)
        if pieces[last - 1] & game.board.goal[last - 1]:
            self._outcome: Outcome | None = Outcome(last, Termination.BREAKTHROUGH)
        elif not pieces[to_move - 1]:
            self._outcome = Outcome(last, Termination.ALL_CAPTURED)
        else:
            self._outcome = None

    @property
    def game(self) -> Breakthrough:
        """The game (with its options)."""
        return self._game

    def own_opp(self) -> tuple[int, int]:
        """Return (pawns of the player to move, pawns of the opponent)."""
        if self._to_move == PLAYER_1:
            return self.pieces
        return self.pieces[1], self.pieces[0]

    def legal_moves(self) -> list[BreakthroughMove]:
        """Return every legal move (straight or diagonal forward; captures diagonal only)."""
        if self._outcome is not None:
            return []
        own, opp = self.own_opp()
        return [BreakthroughMove(s, d) for s, d in self._game.board.moves(own, opp, self._to_move)]

    def play(self, move: BreakthroughMove) -> BreakthroughState:
        """Return the position after ``move``; raise :class:`IllegalMoveError` saying why not."""
        problem = self.problem(move)
        if problem:
            raise IllegalMoveError(self._game.format_move(move), problem.key, **problem.params)
        own, opp = self.own_opp()
        bit = 1 << move.dst
        own ^= 1 << move.src | bit
        opp &= ~bit
        pieces = (own, opp) if self._to_move == PLAYER_1 else (opp, own)
        return BreakthroughState(self._game, pieces, other(self._to_move))

    def problem(self, move: BreakthroughMove) -> Message | None:
        """Return why ``move`` is not legal here (a message for the player), or None."""
        src, dst = move
        game = self._game
        size = game.rows * game.columns
        if self._outcome is not None:
            return message("move-game-over")
        if not (0 <= src < size and 0 <= dst < size):
            return message("move-square-off-board")
        own, opp = self.own_opp()
        name, target = square_name(src, game.columns), square_name(dst, game.columns)
        if not own >> src & 1:
            if opp >> src & 1:
                return message("move-opponent-pawn", square=name)
            return message("move-no-pawn-on", square=name)
        forward = 1 if self._to_move == PLAYER_1 else -1
        (src_row, src_col), (dst_row, dst_col) = (
            divmod(src, game.columns),
            divmod(dst, game.columns),
        )
        if dst_row - src_row != forward or abs(dst_col - src_col) > 1:
            towards = game.rows if forward > 0 else 1
            return message("move-pawn-forward", row=str(towards))
        if own >> dst & 1:
            return message("move-own-pawn", square=target)
        if dst_col == src_col and opp >> dst & 1:
            return message("move-capture-diagonally", square=target)
        return None

    def position(self) -> str:
        """Return the board from row 1 (``W`` player 1, ``B`` player 2) and the side to move."""
        game = self._game
        return f"{format_board(self.pieces, game.rows, game.columns)} {side_text(self._to_move)}"

    def __eq__(self, other_state: object) -> bool:
        return (
            isinstance(other_state, BreakthroughState)
            and self._game == other_state._game
            and self.pieces == other_state.pieces
            and self._to_move == other_state._to_move
        )

    def __hash__(self) -> int:
        return hash((self.pieces, self._to_move))


class Breakthrough(Game[BreakthroughState, BreakthroughMove]):
    """Breakthrough with options ``rows`` (5-26) and ``columns`` (2-26)."""

    name = "breakthrough"
    ranks_up = False
    title = "Breakthrough"
    option_specs = (
        OptionSpec("rows", int, 8, "option-breakthrough-rows", 5, 26),
        OptionSpec("columns", int, 8, "option-breakthrough-columns", 2, 26),
    )

    def __init__(self, **options: object) -> None:
        super().__init__(**options)
        self.board = board(self.rows, self.columns)
        """The masks and move generator of this board size."""

    @property
    def rows(self) -> int:
        """Rows of the board."""
        return int(self.options["rows"])

    @property
    def columns(self) -> int:
        """Columns of the board."""
        return int(self.options["columns"])

    def initial(self) -> BreakthroughState:
        """Return two rows of pawns each, player 1 to move."""
        return BreakthroughState(self, self.board.start(), PLAYER_1)

    def parse_move(self, state: BreakthroughState, text: str) -> BreakthroughMove:
        """Read ``b2-c3``, ``b2 c3`` or ``b2c3``.

        Raises :class:`NotAMoveError` for text that is no move, :class:`IllegalMoveError` for a
        square off the board or a move that is not legal here (the message says why).
        """
        rows = self.rows
        example = "b2-b3" if state.to_move == PLAYER_1 else f"b{rows - 1}-b{rows - 2}"
        move = BreakthroughMove(*parse_two_squares(text, rows, self.columns, example))
        problem = state.problem(move)
        if problem:
            raise IllegalMoveError(text, problem.key, **problem.params)
        return move

    def format_move(self, move: BreakthroughMove) -> str:
        """Return ``b2-c3``."""
        return "".join(self.move_steps(move))

    def move_steps(self, move: BreakthroughMove) -> tuple[str, ...]:
        """Return the square moved from and the square moved to: ``b2``, ``-c3``."""
        return square_name(move.src, self.columns), f"-{square_name(move.dst, self.columns)}"

    def parse_position(self, text: str) -> BreakthroughState:
        """Read ``"<rows from row 1, '/' between> <W or B>"``; raise :class:`PositionError`."""
        board_text, side = split_position(text, self.initial().position())
        pieces = parse_board(board_text, self.rows, self.columns)
        to_move = parse_side(side)
        for player in (PLAYER_1, PLAYER_2):
            if pieces[player - 1].bit_count() > 2 * self.columns:
                raise PositionError(
                    "position-too-many-pawns", player=str(player), most=2 * self.columns
                )
        if pieces[to_move - 1] & self.board.goal[to_move - 1]:
            raise PositionError("position-far-row", player=str(to_move))
        if not pieces[other(to_move) - 1]:
            raise PositionError("position-no-pawns", player=str(other(to_move)))
        return BreakthroughState(self, pieces, to_move)

    def perft(self, state: BreakthroughState, depth: int) -> int:
        """Count move sequences of ``depth`` plies on the raw bitboards."""
        if depth <= 0:
            return 1
        if state.outcome is not None:
            return 0
        own, opp = state.own_opp()
        return self.board.perft(own, opp, state.to_move, depth)

    def rules(self) -> Message:
        """``rules-breakthrough``: ``$rows``, ``$columns`` and ``$last`` (the last square)."""
        return message(
            "rules-breakthrough",
            rows=str(self.rows),
            columns=str(self.columns),
            last=last_square(self.rows, self.columns),
        )
