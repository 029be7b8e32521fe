"""The Breakthrough engine: the generic search on the raw masks of ``games.breakthrough.Board``.

A node is ``(own, opp, player)``: the pawns of the side to move, the other side's, and which
player moves (that fixes the direction). The evaluation counts material, advancement, safety
(pawns attacked by more pawns than defend them), the home-row guard and unstoppable runners
(pawns with no opposing pawn in the cone in front of them, faster than any enemy runner).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from functools import cache

from games.ai.search import WIN, Problem, SearchResult, search_level
from games.breakthrough import Board, BreakthroughMove, BreakthroughState
from games.breakthrough import board as board_of
from games.grid import bits

Node = tuple[int, int, int]
Move = tuple[int, int]

PAWN = 100
ADVANCE = 3
"""Per pawn, times the square of the rows it has advanced."""
HANGING = 35
"""A pawn attacked by more pawns than defend it."""
GUARD = 12
"""A pawn still on the home row."""
RUNNER = 600
"""An unstoppable pawn, less ``RUNNER_STEP`` per row it still has to go."""
RUNNER_STEP = 40
DECIDED = 50_000
"""A position the next move or two decides (still below a proven win)."""


@dataclass(frozen=True)
class Tables:
    """Per-square facts of one board size, for player 1 (index 0) and player 2 (index 1)."""

    board: Board
    progress: tuple[tuple[int, ...], tuple[int, ...]]
    """Rows advanced from the home row."""
    cone: tuple[tuple[int, ...], tuple[int, ...]]
    """Squares ahead within one column per row: an enemy pawn there can still stop this one."""
    home: tuple[int, int]
    last_rows: tuple[int, int]
    """The row just before each player's goal row."""


@cache
def tables(rows: int, columns: int) -> Tables:
    """Return the tables of a board size (built once)."""
    progress: list[tuple[int, ...]] = []
    cones: list[tuple[int, ...]] = []
    for player in (1, 2):
        steps, masks = [], []
        for square in range(rows * columns):
            row, column = divmod(square, columns)
            ahead = row if player == 1 else rows - 1 - row
            steps.append(ahead)
            mask = 0
            for distance in range(1, rows):
                r = row + distance if player == 1 else row - distance
                if not 0 <= r < rows:
                    break
                # A defender reaching the path in time can be anywhere within reach of it.
                for c in range(column - distance - 1, column + distance + 2):
                    if 0 <= c < columns:
                        mask |= 1 << (r * columns + c)
            masks.append(mask)
        progress.append(tuple(steps))
        cones.append(tuple(masks))
    board = board_of(rows, columns)
    return Tables(
        board,
        (progress[0], progress[1]),
        (cones[0], cones[1]),
        (board.first_row, board.last_row),
        (board.last_row >> columns, board.first_row << columns),
    )


class BreakthroughProblem(Problem[Node, Move]):
    """Breakthrough on one board size for the generic search."""

    def __init__(self, rows: int, columns: int) -> None:
        self.rows = rows
        self.columns = columns
        self.t = tables(rows, columns)
        self.board = self.t.board
        self.size = rows * columns

    def key(self, node: Node) -> Hashable:
        """Return the node packed into one int."""
        own, opp, player = node
        return own | opp << self.size | player << (2 * self.size)

    def attacks(self, pawns: int, player: int) -> tuple[int, int]:
        """Return the squares ``pawns`` attack towards each side (one mask per diagonal)."""
        c, board = self.columns, self.board
        if player == 1:
            return (pawns & board.not_left) << (c - 1) & board.full, (pawns & board.not_right) << (
                c + 1
            ) & board.full
        return (pawns & board.not_left) >> (c + 1), (pawns & board.not_right) >> (c - 1)

    def moves(self, node: Node) -> list[Move]:
        """Return every move: to the goal row first, then captures, then the most advanced."""
        own, opp, player = node
        goal = self.board.goal[player - 1]
        progress = self.t.progress[player - 1]

        def rank(move: Move) -> int:
            dst = move[1]
            bit = 1 << dst
            if bit & goal:
                return -10_000
            return -(1000 if bit & opp else 0) - progress[dst]

        return sorted(self.board.moves(own, opp, player), key=rank)

    def play(self, node: Node, move: Move) -> Node:
        """Return the node after ``move``."""
        own, opp, player = node
        src, dst = move
        bit = 1 << dst
        return opp & ~bit, own ^ (1 << src | bit), 3 - player

    def result(self, node: Node) -> int | None:
        """Return -WIN if the opponent reached its goal row or the mover has no pawn or move."""
        own, opp, player = node
        if not own or opp & self.board.goal[2 - player]:
            return -WIN
        if not self.board.count(own, opp, player):
            return -WIN
        return None

    def noisy(self, node: Node) -> list[Move]:
        """Return the captures and the moves onto the goal row."""
        _, opp, player = node
        goal = self.board.goal[player - 1]
        return [m for m in self.moves(node) if (1 << m[1]) & (opp | goal)]

    def evaluate(self, node: Node) -> int:
        """Return the mover's score minus the opponent's (with tempo for a race of runners).

        A pawn of the mover one row from its goal wins at once; two enemy pawns there, or one
        that no pawn can take, lose: those positions score :data:`DECIDED` either way.
        """
        own, opp, player = node
        if own & self.t.last_rows[player - 1]:
            return DECIDED
        threats = opp & self.t.last_rows[2 - player]
        if threats:
            left, right = self.attacks(own, player)
            if threats.bit_count() > 1 or not threats & (left | right):
                return -DECIDED
        mine, my_runner = self._side(own, opp, player)
        theirs, their_runner = self._side(opp, own, 3 - player)
        score = mine - theirs
        if my_runner is not None and (their_runner is None or my_runner <= their_runner):
            score += RUNNER - RUNNER_STEP * my_runner
        elif their_runner is not None and (my_runner is None or their_runner < my_runner):
            score -= RUNNER - RUNNER_STEP * their_runner
        return score

    def _side(self, pawns: int, enemy: int, player: int) -> tuple[int, int | None]:
        """Return one side's static score and the rows its fastest runner still has to go."""
        index = player - 1
        progress, cone = self.t.progress[index], self.t.cone[index]
        last = self.rows - 1
        score = PAWN * pawns.bit_count()
        score += GUARD * (pawns & self.t.home[index]).bit_count()
        runner: int | None = None
        for square in bits(pawns):
            ahead = progress[square]
            score += ADVANCE * ahead * ahead
            if not cone[square] & enemy:
                togo = last - ahead
                if runner is None or togo < runner:
                    runner = togo
        left, right = self.attacks(enemy, 3 - player)
        guard_left, guard_right = self.attacks(pawns, player)
        attacked = left | right
        twice = left & right
        defended = guard_left | guard_right
        twice_defended = guard_left & guard_right
        hanging = pawns & attacked & ~defended | pawns & twice & ~twice_defended
        score -= HANGING * hanging.bit_count()
        return score, runner


def node_of(state: BreakthroughState) -> Node:
    """Return the engine node of ``state``."""
    own, opp = state.own_opp()
    return own, opp, state.to_move


def search_breakthrough(
    state: BreakthroughState, level: str, budget_s: float, seed: int | None
) -> SearchResult[Move]:
    """Search ``state`` at ``level``; return the best move found and its score."""
    game = state.game
    problem = BreakthroughProblem(game.rows, game.columns)
    return search_level(problem, node_of(state), level, budget_s, seed)


def choose(
    state: BreakthroughState, level: str, budget_s: float, seed: int | None
) -> BreakthroughMove:
    """Return the move ``level`` plays in ``state``."""
    return BreakthroughMove(*search_breakthrough(state, level, budget_s, seed).move)


def judge(state: BreakthroughState, level: str, budget_s: float) -> int:
    """Return the search score of ``state`` for the side to move."""
    return search_breakthrough(state, level, budget_s, 0).score
