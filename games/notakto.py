"""Notakto (RULES.md section 3): both players place X; whoever kills the last board loses.

Each board is a 9-bit mask of its X marks, cells numbered 0-8 row by row. A board holding a
line of three is dead. The player to move follows from the number of marks (player 1 moves
when it is even).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from games.base import (
    PLAYER_1,
    PLAYER_2,
    Game,
    IllegalMoveError,
    Message,
    NotAMoveError,
    OptionSpec,
    Outcome,
    PositionError,
    State,
    Termination,
    message,
    normalise,
    quote,
    read_number,
)
from games.grid import bits
from games.three import LINES, has_line

CELLS = 9
FULL = (1 << CELLS) - 1


def board_letter(board: int) -> str:
    """Return the letter (``"A"``) of board number ``board`` (0-based; a number if past Z)."""
    return chr(ord("A") + board) if 0 <= board < 26 else str(board)


class NotaktoMove(NamedTuple):
    """An X on ``cell`` (0-8) of board number ``board`` (0 is board A)."""

    board: int
    cell: int

    def __str__(self) -> str:
        return f"{board_letter(self.board)}{self.cell}"


class NotaktoState(State[NotaktoMove]):
    """A Notakto position: ``boards`` holds each board's marks."""

    __slots__ = ("boards",)
    _game: Notakto

    def __init__(self, game: Notakto, boards: tuple[int, ...]) -> None:
        self._game = game
        self.boards = boards
        marks = sum(b.bit_count() for b in boards)
        self._to_move = PLAYER_1 if marks % 2 == 0 else PLAYER_2
        # The player who killed the last board has just moved: the player to move wins.
        self._outcome = (
            Outcome(self._to_move, Termination.LAST_BOARD) if all(map(has_line, boards)) else None
        )

    @property
    def game(self) -> Notakto:
        """The game (with its options)."""
        return self._game

    def live(self, board: int) -> bool:
        """True if board number ``board`` has no line of three."""
        return not has_line(self.boards[board])

    def live_boards(self) -> list[int]:
        """Return the numbers of the boards still alive."""
        return [b for b in range(len(self.boards)) if self.live(b)]

    def legal_moves(self) -> list[NotaktoMove]:
        """Return every empty cell of every live board."""
        return [
            NotaktoMove(b, cell)
            for b in self.live_boards()
            for cell in bits(FULL & ~self.boards[b])
        ]

    def play(self, move: NotaktoMove) -> NotaktoState:
        """Return the position after ``move``; raise :class:`IllegalMoveError` saying why not."""
        problem = self.problem(move)
        if problem:
            raise IllegalMoveError(str(move), problem.key, **problem.params)
        boards = list(self.boards)
        boards[move.board] |= 1 << move.cell
        return NotaktoState(self._game, tuple(boards))

    def problem(self, move: NotaktoMove) -> Message | None:
        """Return why ``move`` is not legal here (a message for the player), or None."""
        board, cell = move
        if self._outcome is not None:
            return message("move-game-over")
        if not 0 <= board < len(self.boards):
            last = board_letter(self._game.board_count - 1)
            return message("move-notakto-no-board", board=board_letter(board), last=last)
        if not self.live(board):
            alive = ", ".join(board_letter(b) for b in self.live_boards())
            return message("move-notakto-dead-board", board=board_letter(board), live=alive)
        if not 0 <= cell < CELLS:
            return message("move-notakto-no-cell", cell=str(cell))
        if self.boards[board] >> cell & 1:
            return message("move-notakto-taken", move=str(move))
        return None

    def position(self) -> str:
        """Return the boards, ``/`` between them, each 9 cells of ``X`` or ``.``."""
        return "/".join(
            "".join("X" if b >> c & 1 else "." for c in range(CELLS)) for b in self.boards
        )

    def __eq__(self, other_state: object) -> bool:
        return (
            isinstance(other_state, NotaktoState)
            and self._game == other_state._game
            and self.boards == other_state.boards
        )

    def __hash__(self) -> int:
        return hash(self.boards)


_MOVE_TEXT = re.compile(r"([a-z])\s*-?\s*([0-9]+)")
_LETTERS = frozenset(map(board_letter, range(26)))
_CELL_DIGITS = frozenset(map(str, range(CELLS)))


def completed_by_one_mark(board: int) -> bool:
    """True if a dead ``board`` could have died on its last mark (one mark lies on every line)."""
    lines = [line for line in LINES if board & line == line]
    return any(all(line >> c & 1 for line in lines) for c in range(CELLS))


class Notakto(Game[NotaktoState, NotaktoMove]):
    """Notakto with the option ``boards`` (1-5)."""

    name = "notakto"
    title = "Notakto"
    option_specs = (OptionSpec("boards", int, 3, "option-notakto-boards", 1, 5),)

    @property
    def board_count(self) -> int:
        """How many boards this game has."""
        return int(self.options["boards"])

    def initial(self) -> NotaktoState:
        """Return the empty boards, player 1 to move."""
        return NotaktoState(self, (0,) * self.board_count)

    def parse_move(self, state: NotaktoState, text: str) -> NotaktoMove:
        """Read ``A6`` (board letter, then cell 0-8; ``a6``, ``a 6``, ``A-6`` too).

        Raises :class:`NotAMoveError` for text that is no move, :class:`IllegalMoveError` naming
        the reason for an unknown board, a dead board, an unknown cell or a taken cell.
        """
        match = _MOVE_TEXT.fullmatch(normalise(text))
        if not match:
            raise NotAMoveError(text, "move-notakto-notation")
        cell = read_number(match[2])
        assert cell is not None  # the pattern matched ASCII digits
        move = NotaktoMove(ord(match[1]) - ord("a"), cell)
        problem = state.problem(move)
        if problem:
            raise IllegalMoveError(text, problem.key, **problem.params)
        return move

    def format_move(self, move: NotaktoMove) -> str:
        """Return ``A6``."""
        return str(move)

    def click_grid(self, step: str) -> tuple[tuple[str, ...], ...] | None:
        """The 3x3 board of ``step``'s board letter (``A0`` to ``A8``), or None."""
        board = self.step_group(step)
        if board is None:
            return None
        return tuple(tuple(f"{board}{3 * r + c}" for c in range(3)) for r in range(3))

    def step_place(self, step: str) -> tuple[int, str]:
        """Board by board, each cell by cell (``A0`` … ``A8``, ``B0`` …)."""
        return ord(step[0].upper()) * 10 + int(step[1:] or 0), ""

    def step_group(self, step: str) -> str | None:
        """The board letter of a step such as ``A6`` (None for text that is no step)."""
        if len(step) == 2 and step[0] in _LETTERS and step[1] in _CELL_DIGITS:
            return step[0]
        return None

    def parse_position(self, text: str) -> NotaktoState:
        """Read boards such as ``X...X..../........./.........``; raise :class:`PositionError`."""
        parts = text.strip().split("/")
        if len(parts) != self.board_count:
            raise PositionError(
                "position-notakto-boards", boards=self.board_count, found=str(len(parts))
            )
        boards = []
        for number, part in enumerate(parts):
            if len(part) != CELLS or set(part) - {"X", "."}:
                raise PositionError(
                    "position-notakto-cells", board=board_letter(number), cells=quote(part)
                )
            board = sum(1 << c for c, char in enumerate(part) if char == "X")
            if has_line(board) and not completed_by_one_mark(board):
                raise PositionError("position-notakto-lines", board=board_letter(number))
            boards.append(board)
        return NotaktoState(self, tuple(boards))

    def rules(self) -> Message:
        """``rules-notakto``: ``$boards`` is the number of boards."""
        return message("rules-notakto", boards=self.board_count)
