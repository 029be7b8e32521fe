"""Three Men's Morris (RULES.md section 2).

Points are numbered 0-8 inside (1-9 for players) row by row from the top left; ``a3 b3 c3 /
a2 b2 c2 / a1 b1 c1`` name the same points. A side's pieces are a 9-bit mask. Pieces never
leave the board, so a player is still placing while they have fewer than three on it.
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
    other,
    quote,
    read_number,
    shorten,
)
from games.grid import bits

NUM_POINTS = 9
FULL = (1 << NUM_POINTS) - 1
PIECES = 3
LINE_POINTS = (
    (0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6),
)  # fmt: skip
LINES: tuple[int, ...] = tuple(sum(1 << p for p in line) for line in LINE_POINTS)
"""The 8 lines (3 rows, 3 columns, 2 diagonals) as masks."""

_FILES = "abc"


def has_line(pieces: int) -> bool:
    """True if ``pieces`` holds a whole line."""
    return any(pieces & line == line for line in LINES)


def point_label(point: int) -> str:
    """Return the player-facing number (``"1"``-``"9"``) of point ``point`` (0-8)."""
    return str(point + 1)


def point_coordinate(point: int) -> str:
    """Return the ``a1``-style name of point ``point`` (0-8): ``a3`` is point 0 (label 1)."""
    row, column = divmod(point, 3)
    return f"{_FILES[column]}{3 - row}"


class ThreeMove(NamedTuple):
    """A placement on ``dst`` (``src`` None) or a move from ``src`` to ``dst`` (points 0-8)."""

    src: int | None
    dst: int

    def __str__(self) -> str:
        return "".join(self.steps())

    def steps(self) -> tuple[str, ...]:
        """``5`` for a placement, ``4`` and ``-7`` for a move."""
        if self.src is None:
            return (point_label(self.dst),)
        return point_label(self.src), f"-{point_label(self.dst)}"


def _key(pieces: tuple[int, int], to_move: int) -> int:
    return pieces[0] | pieces[1] << NUM_POINTS | (to_move - 1) << (2 * NUM_POINTS)


class ThreeState(State[ThreeMove]):
    """A Three Men's Morris position.

    ``pieces`` holds the masks of player 1 and player 2. With the ``repetition_draw`` option,
    ``trail`` lists the moves of the moving phase and ``keys`` the positions they produced (the
    current one last); without it both stay empty, since nothing needs them.
    """

    __slots__ = ("keys", "pieces", "trail")
    _game: ThreeMensMorris

    def __init__(
        self,
        game: ThreeMensMorris,
        pieces: tuple[int, int],
        to_move: int,
        trail: tuple[tuple[int, int], ...] = (),
        keys: tuple[int, ...] = (),
    ) -> None:
        self._game = game
        self.pieces = pieces
        self._to_move = to_move
        self.trail = trail
        self.keys = keys
        self._outcome = self._judge()

    @property
    def game(self) -> ThreeMensMorris:
        """The game (with its options)."""
        return self._game

    @property
    def placing(self) -> bool:
        """True while the player to move still has pieces to place."""
        return self.pieces[self._to_move - 1].bit_count() < PIECES

    def legal_moves(self) -> list[ThreeMove]:
        """Return every legal placement or move (any own piece to any empty point)."""
        if self._outcome is not None:
            return []
        empty = FULL & ~(self.pieces[0] | self.pieces[1])
        if self.placing:
            return [ThreeMove(None, dst) for dst in bits(empty)]
        own = self.pieces[self._to_move - 1]
        targets = list(bits(empty))
        return [ThreeMove(src, dst) for src in bits(own) for dst in targets]

    def play(self, move: ThreeMove) -> ThreeState:
        """Return the position after ``move``; raise :class:`IllegalMoveError` saying why not."""
        problem = self.problem(move)
        if problem:
            raise IllegalMoveError(str(move), problem.key, **problem.params)
        src, dst = move
        mover = self._to_move
        own = self.pieces[mover - 1] | 1 << dst
        if src is not None:
            own &= ~(1 << src)
        pieces = (own, self.pieces[1]) if mover == PLAYER_1 else (self.pieces[0], own)
        trail: tuple[tuple[int, int], ...] = ()
        keys: tuple[int, ...] = ()
        if src is not None and self._game.options["repetition_draw"]:
            trail = (*self.trail, (src, dst))
            keys = (*(self.keys or (_key(self.pieces, mover),)), _key(pieces, other(mover)))
        return ThreeState(self._game, pieces, other(mover), trail, keys)

    def position(self) -> str:
        """Return ``"<9-digit board code> <side> <moves since placing>"``, e.g. ``"100011222 1 -"``.

        The last field lists the moving-phase moves (``4-7,8-4``) when ``repetition_draw`` is on;
        otherwise it is ``-``.
        """
        trail = ",".join(f"{s + 1}-{d + 1}" for s, d in self.trail) or "-"
        return f"{self.code()} {self._to_move} {trail}"

    def code(self) -> str:
        """Return the 9-digit board code: digit k is point k, ``0`` empty, ``1``/``2`` a piece."""
        first, second = self.pieces
        return "".join(
            "1" if first >> p & 1 else "2" if second >> p & 1 else "0" for p in range(NUM_POINTS)
        )

    def problem(self, move: ThreeMove) -> Message | None:
        """Return why ``move`` is not legal here (a message for the player), or None if it is."""
        src, dst = move
        if self._outcome is not None:
            return message("move-game-over")
        if not 0 <= dst < NUM_POINTS or (src is not None and not 0 <= src < NUM_POINTS):
            return message("move-three-points")
        if self.placing and src is not None:
            return message("move-still-placing-example", example=str(self._example()))
        if not self.placing and src is None:
            return message("move-three-all-placed", example=str(self._example()))
        if src is not None and not self.pieces[self._to_move - 1] >> src & 1:
            return message("move-no-piece-on", point=point_label(src))
        if (self.pieces[0] | self.pieces[1]) >> dst & 1:
            return message("move-occupied", point=point_label(dst))
        return None

    def _example(self) -> ThreeMove:
        """A legal move, to show the player how to write one."""
        return self.legal_moves()[0]

    def _judge(self) -> Outcome | None:
        last = other(self._to_move)
        if has_line(self.pieces[last - 1]):
            return Outcome(last, Termination.LINE)
        if self.keys and self.keys.count(self.keys[-1]) >= 3:
            return Outcome(None, Termination.REPETITION)
        return None


_MOVE_TEXT = re.compile(r"([a-z][0-9]+|[0-9])(?:(?:\s*-\s*|\s*)([a-z][0-9]+|[0-9]))?")
_NUMBERS = tuple(map(point_label, range(NUM_POINTS)))
_COORDINATES = tuple(map(point_coordinate, range(NUM_POINTS)))


def _parse_point(token: str, text: str) -> int:
    if token.isdigit():
        if token != "0":
            return int(token) - 1
        # Digits typed together ("10") were read as a move; name what the player typed.
        number = text.strip() if read_number(text.strip()) is not None else token
        raise IllegalMoveError(text, "move-three-no-point", point=shorten(number))
    if token[0] in _FILES and token[1:] in ("1", "2", "3"):
        return (3 - int(token[1:])) * 3 + _FILES.index(token[0])
    raise IllegalMoveError(text, "move-three-not-a-point", point=shorten(token))


class ThreeMensMorris(Game[ThreeState, ThreeMove]):
    """Three Men's Morris with the option ``repetition_draw``."""

    name = "three"
    title = "Three Men's Morris"
    command = "threemorris"  # as the command was first published
    option_specs = (OptionSpec("repetition_draw", bool, True, "option-three-repetition-draw"),)

    def initial(self) -> ThreeState:
        """Return the empty board, player 1 to place."""
        return ThreeState(self, (0, 0), PLAYER_1)

    def parse_move(self, state: ThreeState, text: str) -> ThreeMove:
        """Read ``5`` or ``b2`` (place), ``4-7``, ``4 7``, ``47`` or ``a2-a1`` (move).

        Raises :class:`NotAMoveError` for text that is no move, :class:`IllegalMoveError` for a
        point that does not exist or a move that is not legal here (the message says why).
        """
        match = _MOVE_TEXT.fullmatch(normalise(text))
        if not match:
            raise NotAMoveError(text, "move-three-notation")
        first = _parse_point(match[1], text)
        move = (
            ThreeMove(None, first)
            if match[2] is None
            else ThreeMove(first, _parse_point(match[2], text))
        )
        problem = state.problem(move)
        if problem:
            raise IllegalMoveError(text, problem.key, **problem.params)
        return move

    def format_move(self, move: ThreeMove) -> str:
        """Return ``5`` for a placement or ``4-7`` for a move."""
        return str(move)

    def move_steps(self, move: ThreeMove) -> tuple[str, ...]:
        """Return ``5`` for a placement, ``4`` and ``-7`` for a move (:meth:`ThreeMove.steps`)."""
        return move.steps()

    def click_grid(self, step: str) -> tuple[tuple[str, ...], ...] | None:
        """The 3x3 board in the notation of ``step`` (numbers 1-9, or a3-c1 with a1 at the
        bottom left), each point with ``step``'s ``-`` if it has one; None for no point."""
        sep = "-" if step.startswith("-") else ""
        name = step.removeprefix("-")
        if name in _NUMBERS:
            return tuple(tuple(sep + _NUMBERS[3 * r + c] for c in range(3)) for r in range(3))
        if name in _COORDINATES:
            return tuple(tuple(sep + _COORDINATES[3 * r + c] for c in range(3)) for r in range(3))
        return None

    def parse_position(self, text: str) -> ThreeState:
        """Read ``"<code> <side> <moves>"`` or a bare 9-digit board code such as ``100011222``.

        A bare code gives the side to move from the piece counts (player 1 when both have all
        three on the board). Raises :class:`PositionError` saying what is wrong.
        """
        fields = text.split()
        if len(fields) not in (1, 3):
            raise PositionError("position-three-fields")
        pieces = self._read_code(fields[0])
        if len(fields) == 1:
            counts = pieces[0].bit_count(), pieces[1].bit_count()
            second_to_move = counts[0] > counts[1] or (counts[0] == PIECES and has_line(pieces[0]))
            return self._build(pieces, PLAYER_2 if second_to_move else PLAYER_1, ())
        if fields[1] not in ("1", "2"):
            raise PositionError("position-side-1-or-2", side=quote(fields[1]))
        trail = () if fields[2] == "-" else tuple(map(self._read_step, fields[2].split(",")))
        return self._build(pieces, int(fields[1]), trail)

    def parse_code(self, code: str) -> ThreeState:
        """Read a bare 9-digit board code (import); raise :class:`PositionError`."""
        self._read_code(code.strip())
        return self.parse_position(code)

    @staticmethod
    def to_code(state: ThreeState) -> str:
        """Return the 9-digit board code of ``state`` (export)."""
        return state.code()

    @staticmethod
    def _read_code(code: str) -> tuple[int, int]:
        if len(code) != NUM_POINTS or set(code) - {"0", "1", "2"}:
            raise PositionError("position-three-code", code=quote(code))
        first = sum(1 << p for p, c in enumerate(code) if c == "1")
        second = sum(1 << p for p, c in enumerate(code) if c == "2")
        return first, second

    @staticmethod
    def _read_step(text: str) -> tuple[int, int]:
        parts = text.split("-")
        if len(parts) != 2 or any(p not in "123456789" or len(p) != 1 for p in parts):
            raise PositionError("position-three-step", step=quote(text))
        return int(parts[0]) - 1, int(parts[1]) - 1

    def _build(
        self, pieces: tuple[int, int], to_move: int, trail: tuple[tuple[int, int], ...]
    ) -> ThreeState:
        """Check a position read from text and rebuild its repetition history."""
        first, second = pieces[0].bit_count(), pieces[1].bit_count()
        if first > PIECES or second > PIECES:
            raise PositionError("position-three-pieces")
        if first == second + 1:
            if to_move != PLAYER_2:
                raise PositionError("position-three-second-to-move")
        elif first != second:
            raise PositionError("position-three-counts")
        elif first < PIECES and to_move != PLAYER_1:
            raise PositionError("position-three-first-to-move")
        mover_line = has_line(pieces[to_move - 1])
        if mover_line or (has_line(pieces[0]) and has_line(pieces[1])):
            raise PositionError("position-three-line")
        if trail and not self.options["repetition_draw"]:
            raise PositionError("position-three-trail-option")
        if trail and first + second < 2 * PIECES:
            raise PositionError("position-three-trail-placing")
        keys = [_key(pieces, to_move)] if trail else []
        board, mover = list(pieces), to_move
        for src, dst in reversed(trail):
            mover = other(mover)
            own = board[mover - 1]
            if not own >> dst & 1 or (board[0] | board[1]) >> src & 1:
                raise PositionError("position-three-trail-misfit", move=f"{src + 1}-{dst + 1}")
            board[mover - 1] = own ^ (1 << src | 1 << dst)
            if has_line(board[0]) or has_line(board[1]):
                raise PositionError("position-three-trail-over", move=f"{src + 1}-{dst + 1}")
            keys.append(_key((board[0], board[1]), mover))
        state = ThreeState(self, pieces, to_move, trail, tuple(reversed(keys)))
        if state.keys and any(state.keys[:-1].count(k) >= 3 for k in state.keys[:-1]):
            raise PositionError("position-three-trail-drawn")
        return state

    def rules(self) -> Message:
        """``rules-three``: ``$repetition`` is ``on`` or ``off`` (the repetition draw)."""
        return message("rules-three", repetition="on" if self.options["repetition_draw"] else "off")
