"""Nine Men's Morris (RULES.md section 1).

The board itself, as raw ints (points, mills, the turns of a position), is
:mod:`games.morris_board`; :class:`MorrisState` wraps it behind the game interface.
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
from games.morris_board import (
    FULL,
    NEIGHBOURS,
    NUM_POINTS,
    PIECES,
    POINT_INDEX,
    POINT_NAMES,
    apply_step,
    count_turns,
    forms_mill,
    has_step,
    points_of,
    removable,
    turns,
)


class MorrisMove(NamedTuple):
    """A placement (``src`` None), a move, a removal alone (``src``/``dst`` None), or both."""

    src: int | None
    dst: int | None
    remove: int | None = None

    def __str__(self) -> str:
        return "".join(self.steps())

    def steps(self) -> tuple[str, ...]:
        """The point placed on or moved from, the point moved to and the removal: ``a1``,
        ``-a4``, ``xg7`` (``d6``, ``xg7`` for a placement that removes)."""
        steps = [] if self.src is None else [POINT_NAMES[self.src]]
        if self.dst is not None:
            steps.append(POINT_NAMES[self.dst] if self.src is None else f"-{POINT_NAMES[self.dst]}")
        if self.remove is not None:
            steps.append(f"x{POINT_NAMES[self.remove]}")
        return tuple(steps)


def _position_key(white: int, black: int, to_move: int, hand1: int, hand2: int) -> int:
    return white | black << 24 | (to_move - 1) << 48 | hand1 << 49 | hand2 << 53


class MorrisState(State[MorrisMove]):
    """A Nine Men's Morris position.

    ``pieces`` holds the masks of player 1 and player 2, ``hands`` their pieces still to place.
    ``pending`` is the (src, dst) of a step that formed a mill and waits for its removal (the board
    already shows the step). ``trail`` lists the steps since the last placement or removal, and
    ``keys`` the positions they produced (the current one last), for the draw rules.
    """

    __slots__ = ("hands", "keys", "pending", "pieces", "trail")
    _game: Morris

    def __init__(
        self,
        game: Morris,
        pieces: tuple[int, int],
        hands: tuple[int, int],
        to_move: int,
        pending: tuple[int, int] | None = None,
        trail: tuple[tuple[int, int], ...] = (),
        keys: tuple[int, ...] | None = None,
    ) -> None:
        self._game = game
        self.pieces = pieces
        self.hands = hands
        self._to_move = to_move
        self.pending = pending
        self.trail = trail
        self.keys = keys if keys is not None else (self.key(),)
        self._outcome = None if pending else self._judge()

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
        return MorrisMove(None if src < 0 else src, dst)

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
            return [MorrisMove(None, None, r) for r in points_of(removable(opp))]
        return [
            MorrisMove(None if t.src < 0 else t.src, t.dst, None if t.remove < 0 else t.remove)
            for t in turns(own, opp, self.hands[self._to_move - 1], self.can_fly())
        ]

    def play(self, move: MorrisMove) -> MorrisState:
        """Return the position after ``move``.

        A step that forms a mill without naming a removal leaves the turn pending (same player to
        move) unless only one opponent piece can be removed, which is then removed (the turn is
        ``full_turn(move)``). Raises :class:`IllegalMoveError` saying why the move is not legal.
        """
        self._check(move)
        src, dst, remove = move if self.pending is not None else self.full_turn(move)
        own, opp = self.own_opp()
        hands = list(self.hands)
        if dst is not None:
            if src is None:
                hands[self._to_move - 1] -= 1
            own = apply_step(own, -1 if src is None else src, dst)
        if remove is not None:
            opp &= ~(1 << remove)
        if dst is not None and remove is None and opp and forms_mill(own, dst):
            step = (-1 if src is None else src, dst)
            return self._after(own, opp, hands, self._to_move, pending=step)
        if src is None or remove is not None:  # a placement or a removal: nothing to repeat
            return self._after(own, opp, hands, other(self._to_move))
        assert dst is not None
        return self._after(own, opp, hands, other(self._to_move), step=(src, dst))

    def position(self) -> str:
        """Return the position string, e.g. ``"W..B.................... B 8/8 - -"``."""
        white, black = self.pieces
        board = "".join(
            "W" if white >> p & 1 else "B" if black >> p & 1 else "." for p in range(NUM_POINTS)
        )
        side = "W" if self._to_move == PLAYER_1 else "B"
        pending = "-" if self.pending is None else _step_text(*self.pending)
        trail = ",".join(_step_text(s, d) for s, d in self.trail) or "-"
        return f"{board} {side} {self.hands[0]}/{self.hands[1]} {pending} {trail}"

    # -- helpers ---------------------------------------------------------------------------------

    def own_opp(self) -> tuple[int, int]:
        """Return (pieces of the player to move, pieces of the opponent)."""
        if self._to_move == PLAYER_1:
            return self.pieces
        return self.pieces[1], self.pieces[0]

    def can_fly(self) -> bool:
        """True if flying is on (the player to move flies once down to three pieces)."""
        return bool(self._game.options["flying"])

    def key(self) -> int:
        """Return an int that identifies the position for the repetition rule."""
        return _position_key(*self.pieces, self._to_move, *self.hands)

    def count(self, player: int) -> int:
        """Return the pieces ``player`` has on the board and in hand."""
        return self.pieces[player - 1].bit_count() + self.hands[player - 1]

    def _after(
        self,
        own: int,
        opp: int,
        hands: list[int],
        to_move: int,
        *,
        pending: tuple[int, int] | None = None,
        step: tuple[int, int] | None = None,
    ) -> MorrisState:
        pieces = (own, opp) if self._to_move == PLAYER_1 else (opp, own)
        state = MorrisState.__new__(MorrisState)
        state._game = self._game
        state.pieces = pieces
        state.hands = (hands[0], hands[1])
        state._to_move = to_move
        state.pending = pending
        key = state.key()
        if step is None:
            state.trail, state.keys = (), (key,)
        else:
            state.trail, state.keys = (*self.trail, step), (*self.keys, key)
        state._outcome = None if pending else state._judge()
        return state

    def _forced_removal(self, move: MorrisMove) -> int | None:
        """Return the opponent piece a step without a removal must remove: the only removable
        one when the step forms a mill; None otherwise."""
        if self.pending is not None or move.dst is None or move.remove is not None:
            return None
        own, opp = self.own_opp()
        after = apply_step(own, -1 if move.src is None else move.src, move.dst)
        candidates = removable(opp)
        if candidates.bit_count() != 1 or not forms_mill(after, move.dst):
            return None
        return candidates.bit_length() - 1

    def _judge(self) -> Outcome | None:
        mover = self._to_move
        for player in (mover, other(mover)):
            if self.count(player) < 3:
                return Outcome(other(player), Termination.FEWER_THAN_THREE)
        own, opp = self.own_opp()
        if not has_step(own, opp, self.hands[mover - 1], self.can_fly()):
            return Outcome(other(mover), Termination.NO_MOVES)
        if self.keys.count(self.keys[-1]) >= 3:
            return Outcome(None, Termination.REPETITION)
        limit = int(self._game.options["draw_plies"])
        if limit and len(self.trail) >= limit:
            return Outcome(None, Termination.MOVE_LIMIT)
        return None

    def _check(self, move: MorrisMove) -> MorrisMove:
        """Return ``move`` if it is legal here; raise :class:`IllegalMoveError` saying why not."""
        problem = self._problem(move)
        if problem:
            raise IllegalMoveError(str(move), problem.key, **problem.params)
        return move

    def _problem(self, move: MorrisMove) -> Message | None:
        src, dst, remove = move
        if self._outcome is not None:
            return message("move-game-over")
        own, opp = self.own_opp()
        hand = self.hands[self._to_move - 1]
        if self.pending is not None:
            if src is not None or dst is not None or remove is None:
                return message("move-remove-pending")
            return self._removal_problem(opp, remove)
        if dst is None:
            return message("move-nothing-to-remove")
        empty = FULL & ~(own | opp)
        if hand and src is not None:
            return message("move-still-placing")
        if not hand and src is None:
            first = self.legal_moves()[0]  # the game is not over, so there is a move
            return message("move-none-to-place", example=str(MorrisMove(first.src, first.dst)))
        if src is not None:
            if not own >> src & 1:
                return message("move-no-piece-on", point=POINT_NAMES[src])
            if not (self.can_fly() and own.bit_count() == 3) and not NEIGHBOURS[src] >> dst & 1:
                return message("move-not-adjacent", src=POINT_NAMES[src], dst=POINT_NAMES[dst])
        if not empty >> dst & 1:
            return message("move-occupied", point=POINT_NAMES[dst])
        if remove is not None:
            after = apply_step(own, -1 if src is None else src, dst)
            if not forms_mill(after, dst):
                return message("move-no-mill", move=str(MorrisMove(src, dst)))
            return self._removal_problem(opp, remove)
        return None

    @staticmethod
    def _removal_problem(opp: int, remove: int) -> Message | None:
        name = POINT_NAMES[remove]
        if not opp >> remove & 1:
            return message("move-not-opponent-piece", point=name)
        if not removable(opp) >> remove & 1:
            return message("move-remove-from-mill", point=name)
        return None


def _step_text(src: int, dst: int) -> str:
    return POINT_NAMES[dst] if src < 0 else f"{POINT_NAMES[src]}-{POINT_NAMES[dst]}"


_TOKEN = re.compile(r"[a-wyz]\d+|\d+|x|-|\s+|.", re.IGNORECASE | re.ASCII)


def parse_point(token: str, text: str) -> int:
    """Return the point number of ``token`` (``"d6"`` or ``"4"``); raise a :class:`MoveError`."""
    token = token.lower()
    if token in POINT_INDEX:
        return POINT_INDEX[token]
    number = read_number(token)
    if number is not None and number < NUM_POINTS:
        return number
    raise IllegalMoveError(text, "move-morris-no-such-point", point=shorten(token))


def _parse_text(text: str) -> tuple[list[int], int | None]:
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
        removal = parse_point(tail[0], text)
        tokens = tokens[:at]
    if tokens.count("-") > 1 or (tokens and tokens[0] == "-") or (tokens and tokens[-1] == "-"):
        raise NotAMoveError(text, "move-morris-notation")
    points = [parse_point(t, text) for t in tokens if t != "-"]
    if len(points) > 2:
        raise NotAMoveError(text, "move-morris-too-many-points")
    if "-" in tokens and len(points) != 2:
        raise NotAMoveError(text, "move-morris-hyphen")
    return points, removal


def _parse_section(line: str, field: str, low: int, high: int) -> int:
    """Return the number on ``line``; ``field`` names it in the ``position-morris-number`` text."""
    number = read_number(line.strip())
    if number is None or not low <= number <= high:
        raise PositionError(
            "position-morris-number",
            field=field,
            low=str(low),
            high=str(high),
            value=quote(line.strip()),
        )
    return number


class Morris(Game[MorrisState, MorrisMove]):
    """Nine Men's Morris with options ``flying`` and ``draw_plies``."""

    name = "morris"
    title = "Nine Men's Morris"
    option_specs = (
        OptionSpec("flying", bool, True, "option-morris-flying"),
        OptionSpec("draw_plies", int, 100, "option-morris-draw-plies", 0, 1000),
    )

    def initial(self) -> MorrisState:
        """Return the empty board with nine pieces in each hand, player 1 to move."""
        return MorrisState(self, (0, 0), (PIECES, PIECES), PLAYER_1)

    def parse_move(self, state: MorrisState, text: str) -> MorrisMove:
        """Read ``d6``, ``a1-a4``, ``a1 a4 x g7``, ``21 22``, or a removal ``xg7``/``g7``.

        Raises :class:`NotAMoveError` for text that is no move, :class:`IllegalMoveError` for a
        move that is not legal here (the message says why).
        """
        points, removal = _parse_text(text)
        if state.pending is not None:
            if points and removal is None and len(points) == 1:
                removal, points = points[0], []
            if points:
                raise IllegalMoveError(text, "move-remove-pending")
            move = MorrisMove(None, None, removal)
        elif not points:
            raise IllegalMoveError(text, "move-nothing-to-remove")
        elif len(points) == 1:
            move = MorrisMove(None, points[0], removal)
        else:
            move = MorrisMove(points[0], points[1], removal)
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
        return step.startswith("x") and step[1:] in POINT_INDEX

    def parse_position(self, text: str) -> MorrisState:
        """Read this project's position string or the classic 4-line format."""
        if "\n" in text.strip():
            return self.parse_classic(text)
        fields = text.split()
        if len(fields) != 5:
            raise PositionError("position-morris-fields")
        board, side, hands_text, pending_text, trail_text = fields
        if len(board) != NUM_POINTS or set(board) - set(".WB"):
            raise PositionError("position-morris-board")
        white = sum(1 << p for p, c in enumerate(board) if c == "W")
        black = sum(1 << p for p, c in enumerate(board) if c == "B")
        if side not in ("W", "B"):
            raise PositionError("position-side-w-or-b", side=quote(side))
        to_move = PLAYER_1 if side == "W" else PLAYER_2
        hand_parts = hands_text.split("/")
        if len(hand_parts) != 2:
            raise PositionError("position-morris-hands", hands=quote(hands_text))
        hands = (
            _parse_section(hand_parts[0], "hand-1", 0, PIECES),
            _parse_section(hand_parts[1], "hand-2", 0, PIECES),
        )
        pending = None if pending_text == "-" else self._read_step(pending_text)
        trail = () if trail_text == "-" else tuple(map(self._read_step, trail_text.split(",")))
        return self._build((white, black), hands, to_move, pending, trail)

    def parse_classic(self, text: str) -> MorrisState:
        """Read the classic 4-line format (board values 0/1/2, two hands, the player to move)."""
        lines = [line.strip() for line in text.strip().splitlines()]
        if len(lines) != 4:
            raise PositionError("position-classic-lines")
        values = [v.strip() for v in lines[0].split(",")]
        if len(values) != NUM_POINTS or set(values) - {"0", "1", "2"}:
            raise PositionError("position-classic-board")
        white = sum(1 << p for p, v in enumerate(values) if v == "1")
        black = sum(1 << p for p, v in enumerate(values) if v == "2")
        hands = (
            _parse_section(lines[1], "classic-hand-1", 0, PIECES),
            _parse_section(lines[2], "classic-hand-2", 0, PIECES),
        )
        to_move = _parse_section(lines[3], "classic-side", 1, 2)
        return self._build((white, black), hands, to_move, None, ())

    @staticmethod
    def to_classic(state: MorrisState) -> str:
        """Return the classic 4-line format; raise :class:`PositionError` mid-turn."""
        if state.pending is not None:
            raise PositionError("position-classic-pending")
        white, black = state.pieces
        values = ", ".join(
            "1" if white >> p & 1 else "2" if black >> p & 1 else "0" for p in range(NUM_POINTS)
        )
        return f"{values}\n{state.hands[0]}\n{state.hands[1]}\n{state.to_move}"

    def _read_step(self, text: str) -> tuple[int, int]:
        parts = text.split("-")
        if len(parts) > 2 or any(p not in POINT_INDEX for p in parts):
            raise PositionError("position-morris-step", step=quote(text))
        if len(parts) == 1:
            return -1, POINT_INDEX[parts[0]]
        return POINT_INDEX[parts[0]], POINT_INDEX[parts[1]]

    def _build(
        self,
        pieces: tuple[int, int],
        hands: tuple[int, int],
        to_move: int,
        pending: tuple[int, int] | None,
        trail: tuple[tuple[int, int], ...],
    ) -> MorrisState:
        """Check a position read from text and rebuild its repetition history.

        Raises :class:`PositionError` naming what no game from the start could reach.
        """
        for player in (PLAYER_1, PLAYER_2):
            if pieces[player - 1].bit_count() + hands[player - 1] > PIECES:
                raise PositionError("position-too-many-pieces", player=str(player), most=PIECES)
        if pending is not None:
            if trail:
                raise PositionError("position-pending-trail")
            src, dst = pending
            mover = pieces[to_move - 1]
            if not mover >> dst & 1 or not forms_mill(mover, dst):
                raise PositionError("position-pending-no-mill")
            if src >= 0 and (pieces[0] | pieces[1]) >> src & 1:
                raise PositionError("position-pending-source")
            if src >= 0 and hands[to_move - 1]:
                raise PositionError("position-pending-placing")
            flew = self.options["flying"] and mover.bit_count() == 3
            if src >= 0 and not flew and not NEIGHBOURS[src] >> dst & 1:
                raise PositionError("position-pending-not-adjacent")
        self._check_placing(pieces, hands, to_move, pending)
        short = [p for p in (PLAYER_1, PLAYER_2) if pieces[p - 1].bit_count() + hands[p - 1] < 3]
        if short and (len(short) == 2 or short[0] != to_move or pending is not None):
            raise PositionError("position-too-few-pieces")
        keys = [_position_key(*pieces, to_move, *hands)]
        board, mover = list(pieces), to_move
        for src, dst in reversed(trail):
            if src < 0:
                raise PositionError("position-trail-placement")
            mover = other(mover)
            own = board[mover - 1]
            step = _step_text(src, dst)
            if not own >> dst & 1 or (board[0] | board[1]) >> src & 1:
                raise PositionError("position-trail-misfit", step=step)
            if hands[mover - 1]:
                raise PositionError("position-trail-placing", step=step)
            flew = self.options["flying"] and own.bit_count() == 3
            if not flew and not NEIGHBOURS[src] >> dst & 1:
                raise PositionError("position-trail-not-adjacent", step=step)
            if forms_mill(own, dst):
                raise PositionError("position-trail-mill", step=step)
            board[mover - 1] = own ^ (1 << src | 1 << dst)
            keys.append(_position_key(board[0], board[1], mover, *hands))
        return MorrisState(self, pieces, hands, to_move, pending, trail, tuple(reversed(keys)))

    @staticmethod
    def _check_placing(
        pieces: tuple[int, int],
        hands: tuple[int, int],
        to_move: int,
        pending: tuple[int, int] | None,
    ) -> None:
        """Raise :class:`PositionError` if the hands do not fit the side to move and the board.

        Players place in turn, player 1 first, so while pieces remain in hand player 1 has placed
        as many as player 2 (player 1 to move) or one more (player 2 to move); a pending placement
        belongs to the turn still being played. A player removes at most one piece per turn, and
        only from their third placement on.
        """
        placed = [PIECES - hands[0], PIECES - hands[1]]
        for player in (PLAYER_1, PLAYER_2):
            lost = placed[player - 1] - pieces[player - 1].bit_count()
            mills = max(0, placed[other(player) - 1] - 2)
            if hands != (0, 0) and lost > mills:
                raise PositionError(
                    "position-lost-pieces",
                    player=str(player),
                    lost=lost,
                    opponent=str(other(player)),
                    mills=mills,
                    placements=placed[other(player) - 1],
                )
        if pending is not None and pending[0] < 0:
            placed[to_move - 1] -= 1  # the placement belongs to the turn being played
        if placed == [PIECES, PIECES]:
            return
        if placed[0] - placed[1] not in (0, 1):
            raise PositionError("position-placed-counts", first=placed[0], second=placed[1])
        expected = PLAYER_1 if placed[0] == placed[1] else PLAYER_2
        if to_move != expected:
            raise PositionError(
                "position-placed-side", first=placed[0], second=placed[1], player=str(expected)
            )

    def perft(self, state: MorrisState, depth: int) -> int:
        """Count turn sequences of ``depth`` plies (a step with its removal is one ply), fast."""
        if state.pending is not None or state.outcome is not None or depth <= 1:
            return super().perft(state, depth)
        own, opp = state.own_opp()
        hand_own = state.hands[state.to_move - 1]
        hand_opp = state.hands[2 - state.to_move]
        counts: dict[int, int] = {}
        for k in state.keys:
            counts[k] = counts.get(k, 0) + 1
        search = _Perft(bool(self.options["flying"]), int(self.options["draw_plies"]))
        return search.run(
            own, opp, hand_own, hand_opp, state.to_move, depth, counts, len(state.trail)
        )

    def rules(self) -> Message:
        """``rules-morris``: ``$flying`` is ``on`` or ``off``, ``$plies`` the move limit."""
        flying = "on" if self.options["flying"] else "off"
        return message("rules-morris", flying=flying, plies=int(self.options["draw_plies"]))


class _Perft:
    """Raw-int perft with bulk counting at the last ply and the draw rules on the path."""

    def __init__(self, flying: bool, draw_plies: int) -> None:
        self.flying = flying
        self.draw_plies = draw_plies

    def run(
        self,
        own: int,
        opp: int,
        hand_own: int,
        hand_opp: int,
        mover: int,
        depth: int,
        counts: dict[int, int],
        plies: int,
    ) -> int:
        if depth == 1:
            return count_turns(own, opp, hand_own, self.flying)
        total = 0
        for src, dst, rem in turns(own, opp, hand_own, self.flying):
            new_own = apply_step(own, src, dst)
            new_opp = opp if rem < 0 else opp & ~(1 << rem)
            new_hand = hand_own - 1 if src < 0 else hand_own
            if new_opp.bit_count() + hand_opp < 3:
                continue
            if not has_step(new_opp, new_own, hand_opp, self.flying):
                continue
            pieces = (new_own, new_opp) if mover == PLAYER_1 else (new_opp, new_own)
            hands = (new_hand, hand_opp) if mover == PLAYER_1 else (hand_opp, new_hand)
            key = _position_key(*pieces, other(mover), *hands)
            if src < 0 or rem >= 0:
                child_counts, child_plies = {key: 1}, 0
            else:
                seen = counts.get(key, 0)
                child_plies = plies + 1
                if seen >= 2 or (self.draw_plies and child_plies >= self.draw_plies):
                    continue
                child_counts = dict(counts)
                child_counts[key] = seen + 1
            total += self.run(
                new_opp,
                new_own,
                hand_opp,
                new_hand,
                other(mover),
                depth - 1,
                child_counts,
                child_plies,
            )
        return total
