"""Nine Men's Morris (RULES.md section 1) and the base of its variants (:mod:`games.variants`).

The board as raw ints is :mod:`games.morris_board`, what a side may play and when a game ends
is :mod:`games.mill_rules`, reading positions :mod:`games.morris_position`;
:class:`MorrisState` wraps them behind the game interface.
"""

from __future__ import annotations

import re
from typing import ClassVar, NamedTuple

from games.base import (
    PLAYER_1,
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
    read_number,
    shorten,
)
from games.mill_rules import MillRules, Perft, Variant, position_key
from games.morris_board import STANDARD, MillBoard, apply_step, points_of
from games.morris_position import (
    Setup,
    build,
    classic_text,
    mark_text,
    read_classic,
    read_position,
    step_text,
)


class MorrisMove(NamedTuple):
    """A placement (``src`` None), a move, a removal alone (``src``/``dst`` None), or both, on
    ``board`` (whose names its text uses)."""

    src: int | None
    dst: int | None
    remove: int | None = None
    board: MillBoard = STANDARD

    def __str__(self) -> str:
        return "".join(self.steps())

    def steps(self) -> tuple[str, ...]:
        """The point placed on or moved from, the point moved to and the removal: ``a1``,
        ``-a4``, ``xg7`` (``d6``, ``xg7`` for a placement that removes)."""
        names = self.board.names
        steps = [] if self.src is None else [names[self.src]]
        if self.dst is not None:
            steps.append(names[self.dst] if self.src is None else f"-{names[self.dst]}")
        if self.remove is not None:
            steps.append(f"x{names[self.remove]}")
        return tuple(steps)


class MorrisState(State[MorrisMove]):
    """A position of a mill game.

    ``pieces`` holds the masks of player 1 and player 2, ``hands`` their pieces still to place,
    ``marks`` what the variant keeps for each (:mod:`games.mill_rules`). ``pending`` is the
    (src, dst) of a step that formed a mill and waits for its removal (the board already shows
    the step). ``trail`` lists the steps since the last placement or removal, and ``keys`` the
    positions counted for repetition since then (the current one last).
    """

    __slots__ = ("hands", "keys", "marks", "pending", "pieces", "trail")
    _game: Morris

    def __init__(self, game: Morris, setup: Setup) -> None:
        self._game = game
        self.pieces = setup.pieces
        self.hands = setup.hands
        self._to_move = setup.to_move
        self.pending = setup.pending
        self.trail = setup.trail
        self.marks = setup.marks
        self.keys = setup.keys
        self._outcome = None if self.pending else self._judge()

    # -- the interface -------------------------------------------------------------------------

    @property
    def game(self) -> Morris:
        """The game (with its options)."""
        return self._game

    @property
    def pending_removal(self) -> MorrisMove | None:
        """The step that formed a mill and still waits for its removal."""
        if self.pending is None:
            return None
        src, dst = self.pending
        return self._move(src, dst, -1)

    def full_turn(self, move: MorrisMove) -> MorrisMove:
        """Return the whole turn ``move`` makes: a removal joined to the pending step it
        completes, or a step that forms a mill with the removal it forces (``d7`` is ``d7xf4``
        when f4 is the only opponent piece that can be removed)."""
        step = self.pending_removal
        if step is not None:
            return step._replace(remove=move.remove)
        forced = self._forced_removal(move)
        return move if forced is None else move._replace(remove=forced)

    def legal_moves(self) -> list[MorrisMove]:
        """Return every complete turn, or every legal removal while one is pending."""
        if self._outcome is not None:
            return []
        own, opp = self.own_opp()
        if self.pending is not None:
            board = self._game.mill.board
            return [self._move(-1, -1, r) for r in points_of(board.removable(opp))]
        hand, mark = self.hands[self._to_move - 1], self.marks[self._to_move - 1]
        return [self._move(*t) for t in self._game.mill.turns(own, opp, hand, mark)]

    def play(self, move: MorrisMove) -> MorrisState:
        """Return the position after ``move``.

        A step that forms a mill without naming a removal leaves the turn pending (same player to
        move) unless only one opponent piece can be removed, which is then removed (the turn is
        ``full_turn(move)``). Raises :class:`IllegalMoveError` saying why the move is not legal.
        """
        self._check(move)
        rules = self._game.mill
        mover = self._to_move - 1
        own, opp = self.own_opp()
        hands = list(self.hands)
        if self.pending is not None:
            src, dst = self.pending
            remove = -1 if move.remove is None else move.remove
        else:
            turn = self.full_turn(move)
            src = -1 if turn.src is None else turn.src
            assert turn.dst is not None
            dst, remove = turn.dst, -1 if turn.remove is None else turn.remove
            if src < 0:
                hands[mover] -= 1
            own = apply_step(own, src, dst)
            if remove < 0 and opp and rules.pays(own, dst, self.marks[mover]):
                return self._after(own, opp, hands, self.marks, pending=(src, dst))
        if remove >= 0:
            opp &= ~(1 << remove)
        marks = list(self.marks)
        marks[mover] = rules.marked(marks[mover], src, dst, remove, own)
        step = None if src < 0 or remove >= 0 else (src, dst)
        return self._after(own, opp, hands, (marks[0], marks[1]), step=step)

    def position(self) -> str:
        """Return the position string, e.g. ``"W..B.................... B 8/8 - -"`` (a sixth
        field for the Russian records or Morabaraba's last mill moves)."""
        rules = self._game.mill
        board = rules.board
        white, black = self.pieces
        cells = "".join(
            "W" if white >> p & 1 else "B" if black >> p & 1 else "." for p in range(board.size)
        )
        side = "W" if self._to_move == PLAYER_1 else "B"
        pending = "-" if self.pending is None else step_text(board, *self.pending)
        trail = ",".join(step_text(board, s, d) for s, d in self.trail) or "-"
        text = f"{cells} {side} {self.hands[0]}/{self.hands[1]} {pending} {trail}"
        if rules.variant.marks:
            text += f" {mark_text(rules, self.marks[0])}/{mark_text(rules, self.marks[1])}"
        return text

    # -- helpers ---------------------------------------------------------------------------------

    def own_opp(self) -> tuple[int, int]:
        """Return (pieces of the player to move, pieces of the opponent)."""
        if self._to_move == PLAYER_1:
            return self.pieces
        return self.pieces[1], self.pieces[0]

    def can_fly(self) -> bool:
        """True if the player to move may fly: flying is on, no pieces in hand and three left."""
        own = self.own_opp()[0]
        hand = self.hands[self._to_move - 1]
        return self._game.mill.flying and not hand and own.bit_count() == 3

    def key(self) -> int:
        """Return an int that identifies the position for the repetition rule."""
        return position_key(self._game.mill.board, self.pieces, self._to_move, self.hands)

    def count(self, player: int) -> int:
        """Return the pieces ``player`` has on the board and in hand."""
        return self.pieces[player - 1].bit_count() + self.hands[player - 1]

    def _move(self, src: int, dst: int, remove: int) -> MorrisMove:
        """Return the move of raw ints (-1 for none)."""
        return MorrisMove(
            None if src < 0 else src,
            None if dst < 0 else dst,
            None if remove < 0 else remove,
            self._game.mill.board,
        )

    def _after(
        self,
        own: int,
        opp: int,
        hands: list[int],
        marks: tuple[int, int],
        *,
        pending: tuple[int, int] | None = None,
        step: tuple[int, int] | None = None,
    ) -> MorrisState:
        pieces = (own, opp) if self._to_move == PLAYER_1 else (opp, own)
        state = MorrisState.__new__(MorrisState)
        state._game = self._game
        state.pieces = pieces
        state.hands = (hands[0], hands[1])
        state._to_move = self._to_move if pending else other(self._to_move)
        state.pending = pending
        state.marks = marks
        key = state.key()
        if pending is not None:
            state.trail, state.keys = (), ()
        elif step is None:
            first = self._game.mill.counts_first(state.hands[state._to_move - 1])
            state.trail, state.keys = (), (key,) if first else ()
        else:
            state.trail, state.keys = (*self.trail, step), (*self.keys, key)
        state._outcome = None if pending else state._judge()
        return state

    def _forced_removal(self, move: MorrisMove) -> int | None:
        """Return the opponent piece a step without a removal must remove: the only removable
        one when the step earns a removal; None otherwise."""
        if self.pending is not None or move.dst is None or move.remove is not None:
            return None
        own, opp = self.own_opp()
        rules = self._game.mill
        after = apply_step(own, -1 if move.src is None else move.src, move.dst)
        candidates = rules.board.removable(opp)
        mark = self.marks[self._to_move - 1]
        if candidates.bit_count() != 1 or not rules.pays(after, move.dst, mark):
            return None
        return candidates.bit_length() - 1

    def _judge(self) -> Outcome | None:
        mover = self._to_move
        own, opp = self.own_opp()
        hands = (self.hands[mover - 1], self.hands[2 - mover])
        repeated = bool(self.keys) and self.keys.count(self.keys[-1]) >= 3
        ending = self._game.mill.ending(
            own, opp, hands, self.marks[mover - 1], len(self.trail), repeated
        )
        if ending is Termination.FEWER_THAN_THREE:
            loser = mover if self.count(mover) < 3 else other(mover)
            return Outcome(other(loser), ending)
        if ending is Termination.NO_MOVES:
            return Outcome(other(mover), ending)
        return None if ending is None else Outcome(None, ending)

    def _check(self, move: MorrisMove) -> MorrisMove:
        """Return ``move`` if it is legal here; raise :class:`IllegalMoveError` saying why not."""
        problem = self._problem(move)
        if problem:
            raise IllegalMoveError(str(move), problem.key, **problem.params)
        return move

    def _problem(self, move: MorrisMove) -> Message | None:
        src, dst, remove = move.src, move.dst, move.remove
        if self._outcome is not None:
            return message("move-game-over")
        own, opp = self.own_opp()
        rules = self._game.mill
        board = rules.board
        names = board.names
        hand = self.hands[self._to_move - 1]
        if self.pending is not None:
            if src is not None or dst is not None or remove is None:
                return message("move-remove-pending")
            return self._removal_problem(opp, remove)
        if dst is None:
            return message("move-nothing-to-remove")
        if hand and src is not None and not rules.variant.slide_in_hand:
            return message("move-still-placing")
        if not hand and src is None:
            first = self.legal_moves()[0]  # the game is not over, so there is a move
            return message("move-none-to-place", example=str(first._replace(remove=None)))
        mark = self.marks[self._to_move - 1]
        if src is not None:
            if not own >> src & 1:
                return message("move-no-piece-on", point=names[src])
            if not self.can_fly() and not board.neighbours[src] >> dst & 1:
                return message("move-not-adjacent", src=names[src], dst=names[dst])
        if (own | opp) >> dst & 1:
            return message("move-occupied", point=names[dst])
        if src is not None and rules.backfires(own, src, dst, mark):
            return message("move-morabaraba-back", src=names[src], dst=names[dst])
        if remove is not None:
            after = apply_step(own, -1 if src is None else src, dst)
            step = str(move._replace(remove=None))
            if not board.forms_mill(after, dst):
                return message("move-no-mill", move=step)
            if not rules.pays(after, dst, mark):
                return message("move-russian-spent", move=step)
            return self._removal_problem(opp, remove)
        return None

    def _removal_problem(self, opp: int, remove: int) -> Message | None:
        board = self._game.mill.board
        name = board.names[remove]
        if not opp >> remove & 1:
            return message("move-not-opponent-piece", point=name)
        if not board.removable(opp) >> remove & 1:
            return message("move-remove-from-mill", point=name)
        return None


_TOKEN = re.compile(r"[a-wyz]\d+|\d+|x|-|\s+|.", re.IGNORECASE | re.ASCII)


def parse_point(token: str, text: str, board: MillBoard = STANDARD) -> int:
    """Return the point number of ``token`` (``"d6"`` or ``"4"``) on ``board``; raise a
    :class:`MoveError`."""
    token = token.lower()
    if token in board.index:
        return board.index[token]
    number = read_number(token)
    if number is not None and number < board.size:
        return number
    key = "move-six-no-such-point" if board.size == 16 else "move-morris-no-such-point"
    raise IllegalMoveError(text, key, point=shorten(token))


def _parse_text(text: str, board: MillBoard) -> tuple[list[int], int | None]:
    """Split move text into its points and its removal; raise :class:`MoveError`."""
    raw = normalise(text)
    tokens = [t for t in _TOKEN.findall(raw) if not t.isspace()]
    if not tokens or any(len(t) == 1 and not t.isalnum() and t != "-" for t in tokens):
        raise NotAMoveError(text, "move-morris-notation")
    if any(t.isalpha() and t.lower() != "x" for t in tokens):
        raise NotAMoveError(text, "move-morris-notation")
    removal: int | None = None
    if "x" in (t.lower() for t in tokens):
        at = [t.lower() for t in tokens].index("x")
        tail = tokens[at + 1 :]
        if len(tail) != 1 or tail[0] == "-" or tail[0].lower() == "x":
            raise NotAMoveError(text, "move-morris-one-removal")
        removal = parse_point(tail[0], text, board)
        tokens = tokens[:at]
    if tokens.count("-") > 1 or (tokens and tokens[0] == "-") or (tokens and tokens[-1] == "-"):
        raise NotAMoveError(text, "move-morris-notation")
    points = [parse_point(t, text, board) for t in tokens if t != "-"]
    if len(points) > 2:
        raise NotAMoveError(text, "move-morris-too-many-points")
    if "-" in tokens and len(points) != 2:
        raise NotAMoveError(text, "move-morris-hyphen")
    return points, removal


class Morris(Game[MorrisState, MorrisMove]):
    """Nine Men's Morris with options ``flying`` and ``draw_plies``; a variant sets
    ``variant`` (its board, pieces and own rules) and its name."""

    name = "morris"
    title = "Nine Men's Morris"
    has_review = True
    help_keys = ("help-morris-computer", "help-morris-levels")
    variant: ClassVar[Variant] = Variant(STANDARD, 9)
    option_specs = (
        OptionSpec("flying", bool, True, "option-morris-flying"),
        OptionSpec("draw_plies", int, 100, "option-morris-draw-plies", 0, 1000),
    )

    def __init__(self, **options: object) -> None:
        super().__init__(**options)
        self.mill = MillRules(
            self.variant, bool(self.options["flying"]), int(self.options["draw_plies"])
        )
        """The rules on raw ints, with these options."""

    def initial(self) -> MorrisState:
        """Return the empty board with the pieces in each hand, player 1 to move."""
        hand = self.variant.pieces
        return MorrisState(self, build(self.mill, (0, 0), (hand, hand), PLAYER_1, None, (), (0, 0)))

    def parse_move(self, state: MorrisState, text: str) -> MorrisMove:
        """Read ``d6``, ``a1-a4``, ``a1 a4 x g7``, ``21 22``, or a removal ``xg7``/``g7``.

        Raises :class:`NotAMoveError` for text that is no move, :class:`IllegalMoveError` for a
        move that is not legal here (the message says why).
        """
        board = self.mill.board
        points, removal = _parse_text(text, board)
        if state.pending is not None:
            if points and removal is None and len(points) == 1:
                removal, points = points[0], []
            if points:
                raise IllegalMoveError(text, "move-remove-pending")
            move = MorrisMove(None, None, removal, board)
        elif not points:
            raise IllegalMoveError(text, "move-nothing-to-remove")
        elif len(points) == 1:
            move = MorrisMove(None, points[0], removal, board)
        else:
            move = MorrisMove(points[0], points[1], removal, board)
        problem = state._problem(move)
        if problem:
            raise IllegalMoveError(text, problem.key, **problem.params)
        return move

    def format_move(self, move: MorrisMove) -> str:
        """Return ``d6``, ``a1-a4``, ``a1-a4xg7`` or ``xg7``."""
        return str(move)

    def move_steps(self, move: MorrisMove) -> tuple[str, ...]:
        """Return ``a1``, ``-a4``, ``xg7`` (:meth:`MorrisMove.steps`)."""
        return move.steps()

    def is_removal_step(self, step: str) -> bool:
        """True for ``x`` and a point (``xg7``)."""
        return step.startswith("x") and step[1:] in self.mill.board.index

    def parse_position(self, text: str) -> MorrisState:
        """Read this project's position string or the classic 4-line format."""
        if "\n" in text.strip():
            return self.parse_classic(text)
        return MorrisState(self, read_position(self.mill, text))

    def parse_classic(self, text: str) -> MorrisState:
        """Read the classic 4-line format (board values 0/1/2, two hands, the player to move)."""
        return MorrisState(self, read_classic(self.mill, text))

    @staticmethod
    def to_classic(state: MorrisState) -> str:
        """Return the classic 4-line format; raise :class:`PositionError` mid-turn."""
        if state.pending is not None:
            raise PositionError("position-classic-pending")
        return classic_text(state.game.mill.board, state.pieces, state.hands, state.to_move)

    def perft(self, state: MorrisState, depth: int) -> int:
        """Count turn sequences of ``depth`` plies (a step with its removal is one ply), fast."""
        if state.pending is not None or state.outcome is not None or depth <= 1:
            return super().perft(state, depth)
        mover = state.to_move
        counts: dict[int, int] = {}
        for k in state.keys:
            counts[k] = counts.get(k, 0) + 1
        return Perft(self.mill).run(
            state.own_opp(),
            (state.hands[mover - 1], state.hands[2 - mover]),
            (state.marks[mover - 1], state.marks[2 - mover]),
            mover,
            depth,
            counts,
            len(state.trail),
        )

    def rules(self) -> Message:
        """``rules-<name>``: ``$flying`` is ``on`` or ``off``, ``$plies`` the move limit."""
        flying = "on" if self.options["flying"] else "off"
        return message(f"rules-{self.name}", flying=flying, plies=int(self.options["draw_plies"]))
