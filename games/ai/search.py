"""A generic game-tree search: iterative-deepening negamax alpha-beta with a transposition table.

A :class:`Problem` describes one game to the search on whatever node type is fastest for it (raw
ints for Nine Men's Morris, tuples for Breakthrough, interface states for anything else). Scores
are from the point of view of the side to move; a won position scores ``WIN - plies`` so that the
search prefers the shortest win and the longest defence.
"""

from __future__ import annotations

import gc
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from typing import ClassVar, Generic, NamedTuple, TypeVar

from mypy_extensions import mypyc_attr

WIN = 1_000_000
"""The score of a position won now; a win in ``n`` plies scores ``WIN - n``."""
WON = WIN - 10_000
"""Scores at or above this (or at or below ``-WON``) are proven wins (losses)."""

NodeT = TypeVar("NodeT")
MoveT = TypeVar("MoveT", bound=Hashable)

_EXACT, _LOWER, _UPPER = 0, 1, 2
_CHECK_EVERY = 512
_TABLE_LIMIT = 1_500_000
_MAX_DEPTH = 64
EXTENSION_PLIES = 2
"""How far an extended leaf is searched: the sharp side's move and the opponent's answer."""
_SAFETY = 0.05
"""The share of the budget kept back for returning the move."""
REDUCE_FROM, REDUCE_MORE_FROM = 3, 4
"""Late move reductions: from the move of this index on, a quiet move (:meth:`Problem.quiet`)
is searched a ply shallower first, from the second index two plies (at depth 5 and more)."""


def _to_table(score: int, ply: int) -> int:
    """Store a proven score as plies from this node (the table is shared by every ply)."""
    return score + ply if score >= WON else score - ply if score <= -WON else score


def _from_table(score: int, ply: int) -> int:
    """Read a stored proven score back as plies from the root."""
    return score - ply if score >= WON else score + ply if score <= -WON else score


class SearchTimeoutError(Exception):
    """Raised inside the search when the deadline has passed (never escapes :func:`search`)."""


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, the other games still subclass it
class Problem(ABC, Generic[NodeT, MoveT]):
    """What the search needs to know about a game; every score is for the side to move."""

    repeats: ClassVar[bool] = False
    """True if positions can repeat: the search then keeps count and asks :meth:`repeatable`."""

    @abstractmethod
    def key(self, node: NodeT) -> Hashable:
        """Return a key that identifies ``node`` exactly (for the transposition table)."""

    @abstractmethod
    def moves(self, node: NodeT) -> Sequence[MoveT]:
        """Return the legal moves of ``node``, the most promising first (non-empty if not over)."""

    @abstractmethod
    def play(self, node: NodeT, move: MoveT) -> NodeT:
        """Return the node after ``move``."""

    @abstractmethod
    def result(self, node: NodeT) -> int | None:
        """Return ``WIN``/``-WIN``/0 if the game is over at ``node`` (for the mover), else None."""

    @abstractmethod
    def evaluate(self, node: NodeT) -> int:
        """Return a heuristic score of a live ``node`` well inside ``(-WON, WON)``."""

    def noisy(self, node: NodeT) -> Sequence[MoveT]:
        """Return the moves that the quiescence search follows past the horizon (none here)."""
        del node
        return ()

    def repeatable(self, node: NodeT) -> bool:
        """True if ``node`` falls under the repetition rule (a draw on its third occurrence)."""
        del node
        return False

    def extend(self, node: NodeT) -> bool:
        """True if a leaf ``node`` is too sharp to judge statically: search it further."""
        del node
        return False

    def quiet(self, node: NodeT, move: MoveT) -> bool:
        """True if ``move`` may be searched shallower when ordered late (never, here)."""
        del node, move
        return False


class SearchResult(NamedTuple, Generic[MoveT]):
    """The best move found, its score for the mover, and the depth completed."""

    move: MoveT
    score: int
    depth: int
    nodes: int


class Search(Generic[NodeT, MoveT]):
    """One search with its own table, killers and history; see :func:`search`."""

    def __init__(
        self,
        problem: Problem[NodeT, MoveT],
        deadline: float,
        *,
        noise: int = 0,
        rng: random.Random | None = None,
        quiescence: int = 4,
        history: Sequence[Hashable] = (),
        principal_variation: bool = False,
        contempt: int = 0,
        table: dict[Hashable, tuple[int, int, int, MoveT | None]] | None = None,
    ) -> None:
        self.problem = problem
        self.contempt = contempt
        self.deadline = deadline
        self.noise = noise
        self.rng = rng or random.Random(0)
        self.quiescence = quiescence
        self.table = {} if table is None else table
        self.killers: list[list[MoveT]] = [[] for _ in range(_MAX_DEPTH + 8)]
        self.history_score: dict[MoveT, int] = {}
        self.seen: dict[Hashable, int] = {}
        for key in history:
            self.seen[key] = self.seen.get(key, 0) + 1
        self.principal_variation = principal_variation
        self.extensions_left = 0
        self.root_best: tuple[MoveT, int] | None = None
        self.nodes = 0
        self.reductions = 0
        self.noise_cache: dict[Hashable, int] = {}

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % _CHECK_EVERY == 0 and time.perf_counter() >= self.deadline:
            raise SearchTimeoutError

    def _draw(self, ply: int) -> int:
        """Return a draw's score for the side to move at ``ply``: ``contempt`` below zero for
        the side searching (at even plies), above zero for its opponent."""
        return self.contempt if ply % 2 else -self.contempt

    def _final(self, done: int, ply: int) -> int:
        """Return the score of a finished node (``done`` from :meth:`Problem.result`) at ``ply``."""
        return done - ply if done > 0 else done + ply if done < 0 else self._draw(ply)

    def _leaf(self, node: NodeT, key: Hashable) -> int:
        score = self.problem.evaluate(node)
        if self.noise:
            jitter = self.noise_cache.get(key)
            if jitter is None:
                jitter = self.noise_cache[key] = self.rng.randint(-self.noise, self.noise)
            score += jitter
        return score

    def _order(self, moves: Sequence[MoveT], best: MoveT | None, ply: int) -> list[MoveT]:
        """Table move first, then killers, then the game's own order refined by history."""
        killers = self.killers[ply]
        history = self.history_score
        ranked = sorted(
            enumerate(moves),
            key=lambda im: (
                im[1] != best,
                im[1] not in killers,
                -history.get(im[1], 0) - 8 * (len(moves) - im[0]),
            ),
        )
        return [m for _, m in ranked]

    def quiesce(self, node: NodeT, alpha: int, beta: int, ply: int, left: int) -> int:
        """Stand pat or follow the noisy moves for at most ``left`` more plies."""
        self._tick()
        problem = self.problem
        done = problem.result(node)
        if done is not None:
            return self._final(done, ply)
        stand = self._leaf(node, problem.key(node))
        if stand >= beta or left <= 0:
            return stand
        alpha = max(alpha, stand)
        for move in problem.noisy(node):
            score = -self.quiesce(problem.play(node, move), -beta, -alpha, ply + 1, left - 1)
            if score >= beta:
                return score
            alpha = max(alpha, score)
        return alpha

    def _enter(self, key: Hashable) -> None:
        self.seen[key] = self.seen.get(key, 0) + 1

    def _leave(self, key: Hashable) -> None:
        count = self.seen[key] - 1
        if count:
            self.seen[key] = count
        else:
            del self.seen[key]

    def negamax(
        self, node: NodeT, depth: int, alpha: int, beta: int, ply: int, counted: bool = False
    ) -> int:
        """Return the score of ``node`` searched ``depth`` plies deep within (alpha, beta).

        A repeatable position seen twice before (in the game or on the path) is a draw by the
        third occurrence. One seen once before is searched, but a heuristic score there is
        halved: going round in circles wastes an advantage, so the side ahead prefers progress
        and the side behind is glad of it. ``counted`` skips that check (already made).
        """
        self._tick()
        problem = self.problem
        done = problem.result(node)
        if done is not None:
            return self._final(done, ply)
        key = problem.key(node)
        if problem.repeats and ply and not counted and problem.repeatable(node):
            seen = self.seen.get(key, 0)
            if seen >= 2:
                return self._draw(ply)
            if seen:
                # Halving leaves proven scores alone, so a proven bound stays as it is.
                low = max(2 * alpha if alpha < WON // 2 else alpha, -WIN - 1)
                high = min(2 * beta if beta > -WON // 2 else beta, WIN + 1)
                score = self.negamax(node, depth, low, high, ply, counted=True)
                return score if abs(score) >= WON else score // 2
        if depth <= 0:
            if self.extensions_left and problem.extend(node):
                self.extensions_left -= 1
                try:
                    return self.negamax(node, EXTENSION_PLIES, alpha, beta, ply, counted=True)
                finally:
                    self.extensions_left += 1
            if self.quiescence:
                return self.quiesce(node, alpha, beta, ply, self.quiescence)
            return self._leaf(node, key)
        entry = self.table.get(key)
        best_move: MoveT | None = None
        if entry is not None:
            e_depth, e_score, e_flag, best_move = entry
            e_score = _from_table(e_score, ply)
            if e_depth >= depth and ply:
                if e_flag == _EXACT:
                    return e_score
                if e_flag == _LOWER and e_score >= beta:
                    return e_score
                if e_flag == _UPPER and e_score <= alpha:
                    return e_score
        original_alpha = alpha
        best = -WIN - 1
        chosen: MoveT | None = None
        if problem.repeats:
            self._enter(key)
        try:
            for index, move in enumerate(self._order(problem.moves(node), best_move, ply)):
                child = problem.play(node, move)
                if index and self.principal_variation:
                    score = alpha + 1
                    reduce = self._reduction(node, move, index, depth, alpha, beta)
                    if reduce:
                        score = -self.negamax(
                            child, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1
                        )
                    if score > alpha:  # not reduced, or the reduced search beat alpha
                        score = -self.negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1)
                    if alpha < score < beta:  # only inside a window wider than null
                        score = -self.negamax(child, depth - 1, -beta, -alpha, ply + 1)
                else:
                    score = -self.negamax(child, depth - 1, -beta, -alpha, ply + 1)
                if score > best:
                    best, chosen = score, move
                alpha = max(alpha, score)
                if alpha >= beta:
                    killers = self.killers[ply]
                    if move not in killers:
                        killers.insert(0, move)
                        del killers[2:]
                    self.history_score[move] = self.history_score.get(move, 0) + depth * depth
                    break
        finally:
            if problem.repeats:
                self._leave(key)
        flag = _UPPER if best <= original_alpha else _LOWER if best >= beta else _EXACT
        if len(self.table) > _TABLE_LIMIT:
            self.table.clear()
        self.table[key] = (depth, _to_table(best, ply), flag, chosen)
        return best

    def _reduction(
        self, node: NodeT, move: MoveT, index: int, depth: int, alpha: int, beta: int
    ) -> int:
        """Return how many plies shallower to try ``move`` first (``REDUCE_FROM``): none in a
        window bounded by a proven score, where only a full search tells a faster win."""
        if index < REDUCE_FROM or depth < 3 or alpha >= WON or beta <= -WON:
            return 0
        if not self.problem.quiet(node, move):
            return 0
        self.reductions += 1
        return 2 if index >= REDUCE_MORE_FROM and depth >= 5 else 1

    def root(self, node: NodeT, moves: list[MoveT], depth: int) -> tuple[MoveT, int]:
        """Search every root move to ``depth``; return the best move and its score.

        ``root_best`` holds the best move fully searched so far in this iteration, so that an
        iteration cut off by the deadline still counts once its first move is done.
        """
        alpha, beta = -WIN - 1, WIN + 1
        best_move, best = moves[0], -WIN - 1
        self.root_best = None
        key = self.problem.key(node)
        self._enter(key)
        try:
            for index, move in enumerate(moves):
                child = self.problem.play(node, move)
                if index and self.principal_variation:
                    score = -self.negamax(child, depth - 1, -alpha - 1, -alpha, 1)
                    if score > alpha:
                        score = -self.negamax(child, depth - 1, -beta, -alpha, 1)
                else:
                    score = -self.negamax(child, depth - 1, -beta, -alpha, 1)
                if score > best:
                    best, best_move = score, move
                    alpha = max(alpha, score)
                self.root_best = best_move, best
        finally:
            self._leave(key)
        return best_move, best


def search(
    problem: Problem[NodeT, MoveT],
    node: NodeT,
    budget_s: float,
    *,
    max_depth: int = _MAX_DEPTH,
    noise: int = 0,
    seed: int | None = None,
    quiescence: int = 4,
    history: Sequence[Hashable] = (),
    root_moves: Sequence[MoveT] | None = None,
    principal_variation: bool = False,
    extensions: int = 0,
    contempt: int = 0,
    table: dict[Hashable, tuple[int, int, int, MoveT | None]] | None = None,
) -> SearchResult[MoveT]:
    """Search ``node`` by iterative deepening until ``budget_s`` runs out or ``max_depth``.

    Returns the best move of the deepest completed iteration (a one-ply pass without
    quiescence always completes first). ``noise`` adds a fixed random amount in
    ``[-noise, noise]`` to each leaf for the weaker levels; ``seed`` breaks ties between equal
    moves reproducibly. ``history`` lists the keys of earlier positions (one per occurrence)
    for the repetition rule; ``root_moves`` restricts the moves considered at the root.
    ``principal_variation`` searches every move after the first with a null window first and
    keeps the best move of an iteration the deadline cut short once its first move was done;
    ``extensions`` is how many extensions (:meth:`Problem.extend`) a path may take.
    ``contempt`` scores every draw that much below zero for the side searching, so that it
    plays on in an even position rather than settle for a draw. ``table`` is a transposition
    table to use and fill (kept by the caller between moves); by default a new one.
    Raises ``ValueError`` if ``node`` has no legal move.
    """
    start = time.perf_counter()
    rng = random.Random(seed)
    moves = shuffled_moves(problem, node, root_moves, rng)
    engine = Search(
        problem,
        start + budget_s,
        noise=noise,
        rng=rng,
        quiescence=quiescence,
        history=history,
        principal_variation=principal_variation,
        contempt=contempt,
        table=table,
    )
    # The garbage collector waits until the search is over: the transposition table holds
    # millions of small tuples, and one full collection over them overran a 0.3 s budget by
    # 0.7 s. Afterwards what the search made is frozen (left out of later collections): it is
    # either kept (the table) or freed by reference counting, so scanning it only costs time.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _deepen(engine, node, moves, start, budget_s, max_depth, quiescence, extensions)
    finally:
        gc.freeze()
        if collecting:
            gc.enable()


def shuffled_moves(
    problem: Problem[NodeT, MoveT],
    node: NodeT,
    root_moves: Sequence[MoveT] | None,
    rng: random.Random,
) -> list[MoveT]:
    """Return the root moves in the order :func:`search` tries them first: shuffled by ``rng``,
    since the first of equally good root moves wins. Raises ``ValueError`` if there are none."""
    moves = list(problem.moves(node) if root_moves is None else root_moves)
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    rng.shuffle(moves)
    return moves


def settings() -> tuple[int, int, int, int, float]:
    """Return the search's fixed settings for its C port (``games/ai/millsearch.c``):
    ``EXTENSION_PLIES``, ``REDUCE_FROM``, ``REDUCE_MORE_FROM``, the nodes between clock checks
    and the share of the budget kept back."""
    return EXTENSION_PLIES, REDUCE_FROM, REDUCE_MORE_FROM, _CHECK_EVERY, _SAFETY


def _deepen(
    engine: Search[NodeT, MoveT],
    node: NodeT,
    moves: list[MoveT],
    start: float,
    budget_s: float,
    max_depth: int,
    quiescence: int,
    extensions: int,
) -> SearchResult[MoveT]:
    """Run :func:`search`'s iterations on ``engine``; return the best result."""
    # A first one-ply pass without quiescence or deadline: cheap, and it always sees a win in
    # one move. The iterations under the deadline follow, with quiescence.
    engine.quiescence = 0
    move, score = engine.root(node, moves, 1)
    best = SearchResult(move, score, 1, engine.nodes)
    engine.quiescence = quiescence
    engine.extensions_left = extensions
    engine.deadline = start + budget_s * (1 - _SAFETY)
    rechecked = False
    for depth in range(1 if quiescence else 2, max_depth + 1):
        moves.remove(best.move)
        moves.insert(0, best.move)
        if len(moves) == 1:
            break
        if abs(best.score) >= WON:
            # A result first proven where late moves were reduced may hide a faster win (or a
            # longer defence) behind one of them: one more iteration, whose proven window
            # reduces nothing once the best move is searched, finds it.
            if rechecked or not engine.reductions:
                break
            rechecked = True
        engine.reductions = 0
        try:
            move, score = engine.root(node, moves, depth)
        except SearchTimeoutError:
            if engine.principal_variation and engine.root_best is not None:
                move, score = engine.root_best
                best = SearchResult(move, score, depth, engine.nodes)
            break
        best = SearchResult(move, score, depth, engine.nodes)
    return best


class Level(NamedTuple):
    """How a search-based level plays: its depth cap, leaf noise and quiescence plies."""

    max_depth: int
    noise: int
    quiescence: int


SEARCH_LEVELS: dict[str, Level] = {
    "easy": Level(max_depth=1, noise=150, quiescence=0),
    "medium": Level(max_depth=2, noise=30, quiescence=2),
    "hard": Level(max_depth=_MAX_DEPTH, noise=0, quiescence=4),
}
"""The search levels shared by every game (``perfect`` is only for games solved exactly)."""


def search_level(
    problem: Problem[NodeT, MoveT],
    node: NodeT,
    level: str,
    budget_s: float,
    seed: int | None,
    *,
    history: Sequence[Hashable] = (),
    root_moves: Sequence[MoveT] | None = None,
    scale: int = 1,
    principal_variation: bool = False,
    extensions: int = 0,
    contempt: int = 0,
    table: dict[Hashable, tuple[int, int, int, MoveT | None]] | None = None,
    max_depth: int | None = None,
) -> SearchResult[MoveT]:
    """Run :func:`search` as ``level`` plays it (``noise`` is multiplied by ``scale``), to the
    level's depth or ``max_depth`` if that is given.

    ``principal_variation``, ``extensions``, ``contempt`` and ``table`` are passed on to
    :func:`search`.

    Raises ``KeyError`` for a level that is not a search level and ``ValueError`` if ``node`` has
    no legal move.
    """
    spec = SEARCH_LEVELS[level]
    return search(
        problem,
        node,
        budget_s,
        max_depth=spec.max_depth if max_depth is None else max_depth,
        noise=spec.noise * scale,
        seed=seed,
        quiescence=spec.quiescence,
        history=history,
        root_moves=root_moves,
        principal_variation=principal_variation,
        extensions=extensions,
        contempt=contempt,
        table=table,
    )
