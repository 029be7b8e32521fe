"""Review of a Nine Men's Morris game: every position judged, the moves that changed it marked.

A position the endgame tables hold is labelled exactly (a win or loss in so many plies, or a
draw); any other is judged by a short, fixed-depth search (deterministic: the same game always
gets the same review), which may also prove a win or loss through the tables at its leaves. A
move is marked when it changed the result (a win or draw the mover held became less) or, where
only the search's judgement is known, when it lost at least :data:`MISTAKE` against the move
the search preferred; the mark names a move that would have kept the value. The marked moves
are the game's turning points.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from games.ai.endgame import Tables, available, table_turns
from games.ai.morris import MorrisProblem, exact_score, history_keys, root_of
from games.ai.search import WIN, WON, search
from games.base import Outcome
from games.morris import Morris, MorrisMove, MorrisState
from games.morris_board import Turn
from games.registry import get_game

DEPTH = 4
"""The plies the search looks ahead where no table reaches (about 10 ms a position, pure)."""
FLYING_DEPTH = 3
"""The same where a side with three pieces flies (some 50 moves a ply instead of 10)."""
MISTAKE = 150
"""A loss of this much of the search's score (one and a half pieces) marks a move."""
SCORE_CAP = 1_000
"""Search scores are capped to this when compared, so a proven result weighs ten pieces."""
_SEARCH_CAP_S = 30.0
"""A deadline no fixed-depth review search should reach (it keeps the review deterministic)."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """What a position is worth for the side to move, and a turn that keeps that worth."""

    score: int
    """On the search's scale: ``WIN - d`` for a win in ``d`` plies, 0 for a draw."""
    exact: bool
    """True if the endgame tables (or the end of the game) say so, not a search."""
    best: str | None = None
    """A turn that keeps this value (None once the game is over)."""

    @property
    def result(self) -> int | None:
        """Return 1, 0 or -1 (a win, draw or loss for the side to move) if known, else None."""
        if self.score >= WON:
            return 1
        if self.score <= -WON:
            return -1
        return 0 if self.exact else None

    @property
    def plies(self) -> int | None:
        """Return the plies to the known win or loss, else None."""
        return WIN - abs(self.score) if abs(self.score) >= WON else None

    def flipped(self) -> int:
        """Return the score for the other side, capped to :data:`SCORE_CAP`."""
        return -max(-SCORE_CAP, min(SCORE_CAP, self.score))


class MarkKind(Enum):
    """Why a move is marked (``glyph``: its sign in a move list, as in chess notation)."""

    WIN_LET_GO = "win"
    """The mover held a known win and left less."""
    DRAW_LET_GO = "draw"
    """The mover held a known draw and left a loss."""
    MISTAKE = "mistake"
    """The search's score dropped by at least :data:`MISTAKE`."""

    @property
    def glyph(self) -> str:
        """Return ``??`` for a result let go, ``?`` for a mistake by the search's judgement."""
        return "?" if self is MarkKind.MISTAKE else "??"


@dataclass(frozen=True, slots=True)
class Mark:
    """A move that changed the judgement of the game."""

    kind: MarkKind
    better: str
    """A turn that would have kept the value."""


@dataclass(frozen=True, slots=True)
class ReviewStep:
    """One turn of the game: who played what, the position it left and what that is worth."""

    ply: int
    """The turn's number in the game, from 1."""
    player: int
    move: str
    position: str
    """The position after the turn."""
    before: Verdict
    """The position the turn was played from, for the mover."""
    after: Verdict
    """The position after the turn, for the side to move next."""
    mark: Mark | None
    entry: int
    """The index, among the move texts reviewed, of the one that completed the turn."""


@dataclass(frozen=True, slots=True)
class Review:
    """A whole game reviewed: its start and one step per turn."""

    start: str
    opening: Verdict
    steps: tuple[ReviewStep, ...]

    @property
    def turning_points(self) -> tuple[int, ...]:
        """Return the indexes in :attr:`steps` of the marked turns."""
        return tuple(i for i, step in enumerate(self.steps) if step.mark is not None)

    def verdict(self, index: int) -> Verdict:
        """Return the verdict of the position after ``index`` steps (0: the start)."""
        return self.opening if index == 0 else self.steps[index - 1].after


def review_game(
    moves: Sequence[str],
    options: Mapping[str, object] | None = None,
    start: str | None = None,
    found: Tables | None = None,
) -> Review:
    """Return the review of a Morris game from its move texts (a removal after a mill may be its
    own entry). ``options`` are the game's options, ``start`` its first position if not the
    empty board, ``found`` the tables to use (by default those built for its flying rule).
    Raises ``MoveError`` for a move that is not legal."""
    game = get_game("morris", **(options or {}))
    assert isinstance(game, Morris)
    judge = _Judge(game, available(game) if found is None else found)
    state = game.initial() if start is None else game.parse_position(start)
    assert isinstance(state, MorrisState)
    before = opening = judge(state)
    steps: list[ReviewStep] = []
    turn: MorrisMove | None = None
    mover = state.to_move
    for entry, text in enumerate(moves):
        move = game.parse_move(state, text)
        turn = state.full_turn(move) if turn is None else turn._replace(remove=move.remove)
        state = state.play(move)
        if state.pending is not None:
            continue
        after = judge(state)
        played = game.format_move(turn)
        mark = _mark(before, after, played)
        number, position = len(steps) + 1, state.position()
        steps.append(ReviewStep(number, mover, played, position, before, after, mark, entry))
        before, turn, mover = after, None, state.to_move
    return Review(game.initial().position() if start is None else start, opening, tuple(steps))


def _mark(before: Verdict, after: Verdict, move: str) -> Mark | None:
    """Return the mark of ``move`` from a position worth ``before`` to one worth ``after``."""
    if before.best is None or before.best == move:
        return None
    was, now = before.result, after.result
    if was is not None and now is not None and -now < was:
        return Mark(MarkKind.WIN_LET_GO if was == 1 else MarkKind.DRAW_LET_GO, before.best)
    capped = max(-SCORE_CAP, min(SCORE_CAP, before.score))
    if (was is None or now is None) and capped - after.flipped() >= MISTAKE:
        return Mark(MarkKind.MISTAKE, before.best)
    return None


class _Judge:
    """Judges positions of one game: by the tables where they reach, else by a short search
    that shares one transposition table across the whole game."""

    def __init__(self, game: Morris, found: Tables) -> None:
        self.game = game
        self.found = found
        self.problem = MorrisProblem(game.mill, found)
        self.table: dict[Hashable, tuple[int, int, int, Turn | None]] = {}

    def __call__(self, state: MorrisState) -> Verdict:
        """Return the verdict of ``state`` (a turn's start) for its side to move."""
        if state.outcome is not None:
            return _final(state.outcome, state.to_move)
        node, _ = root_of(state)
        own, opp, hand_own, hand_opp = node[:4]
        if not hand_own and not hand_opp and self.found.values:
            value = self.found.probe(own, opp)
            if value is not None:
                found = self.game.mill.turns(own, opp, 0, node[5])
                best = table_turns(self.found, own, opp, found)
                return Verdict(exact_score(value), True, self._text(best[0]))
        result = search(
            self.problem,
            node,
            _SEARCH_CAP_S,
            max_depth=FLYING_DEPTH if self.flies(state) else DEPTH,
            seed=0,
            history=history_keys(state),
            table=self.table,
        )
        return Verdict(result.score, False, self._text(result.move))

    def flies(self, state: MorrisState) -> bool:
        """True if either side of ``state`` flies (three pieces, flying on, hands empty)."""
        flying = state.can_fly() and not any(state.hands)
        return flying and min(pieces.bit_count() for pieces in state.pieces) == 3

    def _text(self, turn: Turn) -> str:
        src, dst, rem = turn
        move = MorrisMove(None if src < 0 else src, dst, None if rem < 0 else rem)
        return self.game.format_move(move)


def _final(outcome: Outcome, to_move: int) -> Verdict:
    """Return the verdict of a finished game for ``to_move``."""
    if outcome.winner is None:
        return Verdict(0, True)
    return Verdict(WIN if outcome.winner == to_move else -WIN, True)
