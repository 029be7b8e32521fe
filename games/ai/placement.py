"""First Attack and Pleiadis: the reflection strategy, exact search, then a heuristic search.

A node is ``(own, opp)``, the pawn masks of the side to move and of the other side; the side to
move may place on ``game.open_squares((own, opp), 1)`` and loses when there is none. In order:

1. On odd boards of Pleiadis and of impartial First Attack the first player wins by taking the
   centre and answering every move with its point reflection through the centre; whenever the
   position fits that pattern, the computer plays it.
2. Otherwise an exact memoised search, positions merged under the board's 8 symmetries, runs for
   part of the budget; its table lives on for the next moves of the same game in this process.
3. If that does not finish, an alpha-beta search on mobility (a shallow one if the exact
   search shows the position lost).
"""

from __future__ import annotations

import time
from collections.abc import Hashable
from functools import cache

from games.ai.search import WIN, Problem, SearchTimeoutError, search_level
from games.grid import PlacementGame, PlacementMove, PlacementState, bits

Node = tuple[int, int]

EXACT_SHARE = 0.6
"""The share of the budget the exact search may use before the heuristic search takes over."""
_TABLE_LIMIT = 1_000_000
_CHECK_EVERY = 256


def impartial(game: PlacementGame) -> bool:
    """True for First Attack without colours: both players are blocked by every pawn."""
    return game.name == "firstattack" and not game.options.get("colours", False)


def node_of(state: PlacementState) -> Node:
    """Return ``(own, opp)`` for the side to move."""
    first, second = state.pieces
    return (first, second) if state.to_move == 1 else (second, first)


@cache
def symmetries(size: int) -> tuple[tuple[int, ...], ...]:
    """Return the 8 symmetries of a ``size`` × ``size`` board as square permutations."""
    maps = []
    for turn in range(4):
        for flip in (False, True):
            perm = []
            for square in range(size * size):
                row, column = divmod(square, size)
                if flip:
                    column = size - 1 - column
                for _ in range(turn):
                    row, column = column, size - 1 - row
                perm.append(row * size + column)
            maps.append(tuple(perm))
    return tuple(maps)


def _image(mask: int, perm: tuple[int, ...]) -> int:
    result = 0
    for square in bits(mask):
        result |= 1 << perm[square]
    return result


class ExactSolver:
    """Win/loss of placement positions by memoised search; raises on its deadline."""

    def __init__(self, game: PlacementGame) -> None:
        self.game = game
        self.impartial = impartial(game)
        self.perms = symmetries(game.size)
        self.table: dict[Hashable, bool] = {}
        self.deadline = float("inf")
        self.nodes = 0

    def key(self, own: int, opp: int) -> Hashable:
        """Return the position's key, the same for all its symmetric images."""
        if self.impartial:
            both = own | opp
            return min(_image(both, p) for p in self.perms)
        return min((_image(own, p), _image(opp, p)) for p in self.perms)

    def wins(self, own: int, opp: int) -> bool:
        """True if the side to move wins; raises :class:`SearchTimeoutError` past the deadline."""
        key = self.key(own, opp)
        known = self.table.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes % _CHECK_EVERY == 0 and time.perf_counter() >= self.deadline:
            raise SearchTimeoutError
        result = False
        for square in bits(self.game.open_squares((own, opp), 1)):
            if not self.wins(opp, own | 1 << square):
                result = True
                break
        if len(self.table) > _TABLE_LIMIT:
            self.table.clear()
        self.table[key] = result
        return result

    def winning_move(self, own: int, opp: int, deadline: float) -> tuple[bool, int | None]:
        """Return (solved, a winning square or None if every move loses) by ``deadline``."""
        self.deadline = deadline
        try:
            for square in bits(self.game.open_squares((own, opp), 1)):
                if not self.wins(opp, own | 1 << square):
                    return True, square
        except SearchTimeoutError:
            return False, None
        return True, None


_SOLVERS: dict[PlacementGame, ExactSolver] = {}


def solver(game: PlacementGame) -> ExactSolver:
    """Return this process's solver (and its table) for ``game``."""
    if game not in _SOLVERS:
        _SOLVERS.clear()  # keep only the game being played
        _SOLVERS[game] = ExactSolver(game)
    return _SOLVERS[game]


def reflection_move(game: PlacementGame, own: int, opp: int) -> int | None:
    """Return the square the centre-and-reflection strategy plays here, or None if the
    position does not follow it (even board, colours variant, or no centre of ours)."""
    size = game.size
    if size % 2 == 0 or not (game.name == "pleiadis" or impartial(game)):
        return None
    last = size * size - 1
    centre = last // 2
    open_squares = game.open_squares((own, opp), 1)
    if not own and not opp:
        return centre
    if not own >> centre & 1:
        return None
    mirrored = 0
    for square in bits(own & ~(1 << centre)):
        mirrored |= 1 << (last - square)
    unanswered = opp & ~mirrored
    if mirrored & ~opp or unanswered.bit_count() != 1:
        return None
    answer = last - (unanswered.bit_length() - 1)
    return answer if open_squares >> answer & 1 else None


class PlacementProblem(Problem[Node, int]):
    """A placement game for the heuristic search: mobility decides."""

    def __init__(self, game: PlacementGame) -> None:
        self.game = game
        self.impartial = impartial(game)

    def key(self, node: Node) -> Hashable:
        """Return the node itself."""
        return node

    def moves(self, node: Node) -> list[int]:
        """Return the open squares."""
        return list(bits(self.game.open_squares(node, 1)))

    def play(self, node: Node, move: int) -> Node:
        """Return the node after placing on ``move``."""
        own, opp = node
        return opp, own | 1 << move

    def result(self, node: Node) -> int | None:
        """Return -WIN if the side to move cannot place."""
        return None if self.game.open_squares(node, 1) else -WIN

    def evaluate(self, node: Node) -> int:
        """Return own open squares minus the opponent's (impartial: the parity of the open
        squares, as if every placement closed only its own square)."""
        own, opp = node
        mine = self.game.open_squares(node, 1).bit_count()
        if self.impartial:
            return 10 if mine % 2 else -10
        return 10 * (mine - self.game.open_squares((opp, own), 1).bit_count())


def choose(state: PlacementState, level: str, budget_s: float, seed: int | None) -> PlacementMove:
    """Return the move ``level`` plays: ``hard`` tries the strategy and the exact search first."""
    game = state.game
    own, opp = node_of(state)
    began = time.perf_counter()
    if level == "hard":
        square = reflection_move(game, own, opp)
        if square is not None:
            return PlacementMove(square)
        solved, square = solver(game).winning_move(own, opp, began + EXACT_SHARE * budget_s)
        if square is not None:
            return PlacementMove(square)
        if solved:  # lost against perfect play: a shallow search keeps the game long
            level = "medium"
    left = max(budget_s - (time.perf_counter() - began), 0.0)
    return PlacementMove(search_level(PlacementProblem(game), (own, opp), level, left, seed).move)


def judge(state: PlacementState, level: str, budget_s: float) -> int:
    """Return a score for the side to move: exact when the search finishes in ``budget_s``."""
    own, opp = node_of(state)
    if level == "hard":
        solved, square = solver(state.game).winning_move(own, opp, time.perf_counter() + budget_s)
        if solved:
            return WIN if square is not None else -WIN
    return search_level(PlacementProblem(state.game), (own, opp), level, budget_s, 0).score
