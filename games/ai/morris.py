"""The mill games' engine: the generic search on raw bitboards from :mod:`games.mill_rules`.

A node is ``(own, opp, hand_own, hand_opp, plies, mark_own, mark_opp)`` for the side to move:
the two piece masks, the pieces still in hand, the moves since the last placement or removal
(for the ``draw_plies`` rule) and the sides' marks (the Russian records, Morabaraba's last mill
moves). The same engine plays every variant: the board's lines give the mobility terms (the
diagonals included), and a Lasker side with pieces in hand is scored as a moving side too.
The transposition key is the node packed exactly into one int (a perfect hash: unlike Zobrist
keys it cannot collide, and Python hashes it as fast). Moves are raw
:class:`games.morris_board.Turn` triples, so the inner loop never builds a ``MorrisState``.
Where ``make compiled`` built it, ``hard`` runs the same search in C (``games/ai/millsearch.c``)
on the variants without marks or sliding from the hand: the same nodes in the same order.
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Hashable, Sequence
from typing import Any, ClassVar, Protocol, TypeVar

from games.ai.endgame import Tables, available, table_turns
from games.ai.search import (
    SEARCH_LEVELS,
    WIN,
    Problem,
    SearchResult,
    search_level,
    settings,
    shuffled_moves,
)
from games.base import Termination
from games.mill_rules import MillRules
from games.morris import MorrisMove, MorrisState
from games.morris_board import STANDARD, MillBoard, Turn, apply_step, points_of

try:
    from games.ai._millsearch import Engine, Table

    COMPILED_SEARCH = True
    """True if the C port of ``hard``'s search (``games/ai/millsearch.c``) is compiled from the
    source as it is (:mod:`games.compiled`): it plays the variants without marks or sliding
    from the hand, ~20 times as fast."""
except ImportError:  # not compiled (no C compiler), or compiled from another source
    COMPILED_SEARCH = False

Node = tuple[int, int, int, int, int, int, int]
T = TypeVar("T")

FEATURES = (
    "piece",  # on the board or in hand
    "mill",  # formed
    "running_mill",  # a way to open a mill and close it again at once
    "open_two_placing",  # two on a line with the third point empty, while placing
    "open_two_flying",  # the same for a side down to three that flies
    "closable_two",  # an open two whose gap a piece off the line can step into
    "stuck_two",  # an open two that no piece can close by a step
    "placing_step",  # a free step of a piece while placing: the moving phase needs room
    "placing_blocked",  # a piece with no free step while placing: it will start stuck
    "step",  # a free step of a piece in the moving phase
    "blocked",  # a piece with no free step in the moving phase
    "cramped",  # a step short of ``ROOM`` in the moving phase (or at its start)
    "hemmed",  # while placing: the opponent's pieces in hand plus ``ROOM``, less the empty
    # points next to this side's pieces, when positive (a blockade the placements can build)
)
"""What the evaluation counts for each side: its score is the weighted sum of the counts."""
WEIGHTS = (100, 20, 90, 18, 60, 45, 6, 6, -30, 12, -30, -40, -30)
"""The weight of each of ``FEATURES``. ``python -m bench.ai_tune`` fits weights to recorded
games; a fitted set is a proposal that must win matches (``bench.ai_versus_ref``) first. The
mobility weights came that way: the fit asked for several times the hand-set ones (most of all
while placing), and these smaller steps that way scored as well in matches and lost less."""
ROOM = 4
"""Steps below which a side in the moving phase is ``cramped``: a blockade is near. While
placing, empty points next to a side's pieces short of this plus what the opponent has still to
place count as ``hemmed``: the opponent could fill every one of them."""

EXACT_LEVELS = ("hard",)
"""The levels that play the endgame tables (when built) exactly."""
EXTENSIONS = 4
"""Extensions a search path may take at a leaf where the mover is nearly blocked."""
CONTEMPT = 25
"""How far below zero ``hard`` scores a draw it could steer into (a quarter of a piece)."""


def node_key(node: Node, size: int = STANDARD.size) -> int:
    """Return the exact packed key of ``node`` on a board of ``size`` points (the draw counter
    left out)."""
    own, opp, hand_own, hand_opp, _, mark_own, mark_opp = node
    key = own | opp << size | hand_own << 2 * size | hand_opp << 2 * size + 4
    if mark_own or mark_opp:
        key |= mark_own << 2 * size + 8 | mark_opp << 3 * size + 18
    return key


def threats(own: int, opp: int, board: MillBoard = STANDARD) -> int:
    """Return the empty points that would complete a line of two ``own`` pieces."""
    points = 0
    for mill in board.mills:
        if not opp & mill and (own & mill).bit_count() == 2:
            points |= mill & ~own
    return points


def side_score(
    me: int,
    them: int,
    hand_me: int,
    hand_them: int,
    rules: MillRules,
    weights: tuple[int, ...] = WEIGHTS,
) -> int:
    """Return the static worth of one side's pieces: its ``FEATURES`` counted and weighted.

    Steps and mills follow the board's lines (diagonals too). A Lasker side with pieces in hand
    may also slide, so its running mills and closable twos count as in the moving phase."""
    (piece, formed, running, two_placing, two_flying, closable, stuck, placing_step,
     placing_blocked, step, blocked, cramped, hemmed) = weights  # fmt: skip
    board = rules.board
    neighbours = board.neighbours
    pieces = me.bit_count()
    score = piece * (pieces + hand_me)
    empty = board.full & ~(me | them)
    flies = rules.flying and not hand_me and pieces == 3
    slides = (not hand_me or rules.variant.slide_in_hand) and not flies
    for mill in board.mills:
        mine = me & mill
        if mine == mill:
            score += formed
            if slides:
                for p in points_of(mill):
                    for q in points_of(neighbours[p] & empty):
                        if board.forms_mill(me ^ (1 << p | 1 << q), q):
                            score += running
        elif not them & mill and mine.bit_count() == 2:
            gap = mill & ~mine
            if hand_me and not slides:
                score += two_placing
            elif flies:
                score += two_flying
            elif _neighbours_of(board, gap) & me & ~mill:
                score += closable
            else:
                score += stuck
    if flies:
        return score
    free_steps = 0
    liberties = 0
    for p in points_of(me):
        around = neighbours[p] & empty
        liberties |= around
        free = around.bit_count()
        free_steps += free
        if hand_me:
            score += placing_step * free if free else placing_blocked
        else:
            score += step * free if free else blocked
    if hand_me <= 1 and free_steps < ROOM:
        score += cramped * (ROOM - free_steps)
    if hand_me or hand_them:
        short = hand_them + ROOM - liberties.bit_count()
        if short > 0:
            score += hemmed * min(short, ROOM)
    return score


def side_features(me: int, them: int, hand_me: int, hand_them: int, rules: MillRules) -> list[int]:
    """Return the counts of ``FEATURES`` for one side: its score with that weight alone at 1."""
    return [
        side_score(
            me, them, hand_me, hand_them, rules, tuple(int(i == j) for j in range(len(FEATURES)))
        )
        for i in range(len(FEATURES))
    ]


def _neighbours_of(board: MillBoard, mask: int) -> int:
    result = 0
    for p in points_of(mask):
        result |= board.neighbours[p]
    return result


def _ranked(found: list[Turn], own: int, opp: int, board: MillBoard) -> list[Turn]:
    """Return ``found`` sorted: mills first (taking pieces from open lines first), then blocks."""
    if len(found) < 2:
        return found
    danger = threats(opp, own, board)
    theirs = 0
    for mill in board.mills:
        if (opp & mill).bit_count() == 2 and not own & mill:
            theirs |= opp & mill

    def rank(turn: Turn) -> int:
        src, dst, rem = turn
        score = 0
        if rem >= 0:
            score -= 100 + 10 * (theirs >> rem & 1)
        if danger >> dst & 1:
            score -= 50
        if src >= 0 and danger >> src & 1:
            score += 5
        return score

    found.sort(key=rank)
    return found


class MorrisProblem(Problem[Node, Turn]):
    """A mill game for the generic search (its rules with their options, as in the game)."""

    repeats = True

    def __init__(self, rules: MillRules, found: Tables | None = None) -> None:
        self.rules = rules
        self.board = rules.board
        self.tables = found if found is not None and found.values else None
        self.scores: dict[int, int] = {}

    def key(self, node: Node) -> Hashable:
        """Return the packed position."""
        return node_key(node, self.board.size)

    def moves(self, node: Node) -> list[Turn]:
        """Return every turn: mills first (taking pieces from open lines first), then blocks."""
        own, opp, hand_own, _, _, mark, _ = node
        return _ranked(self.rules.turns(own, opp, hand_own, mark), own, opp, self.board)

    def play(self, node: Node, move: Turn) -> Node:
        """Return the node after ``move`` with the other side to move."""
        own, opp, hand_own, hand_opp, plies, mark_own, mark_opp = node
        src, dst, rem = move
        new_own = apply_step(own, src, dst)
        if rem >= 0:
            opp &= ~(1 << rem)
        if src < 0:
            hand_own -= 1
        plies = 0 if src < 0 or rem >= 0 else plies + 1
        mark_own = self.rules.marked(mark_own, src, dst, rem, new_own)
        return opp, new_own, hand_opp, hand_own, plies, mark_opp, mark_own

    def result(self, node: Node) -> int | None:
        """Return -WIN if the mover is down to two or cannot move, 0 for a drawn ending (full
        board, move counters), and the exact value of an endgame in the tables (a win in ``d``
        plies as ``WIN - d``)."""
        own, opp, hand_own, hand_opp, plies, mark, _ = node
        ending = self.rules.ending(own, opp, (hand_own, hand_opp), mark, plies, False)
        if ending is not None:
            lost = ending in (Termination.FEWER_THAN_THREE, Termination.NO_MOVES)
            return -WIN if lost else 0
        if self.tables is not None and not hand_own and not hand_opp:
            value = self.tables.probe(own, opp)
            if value is not None:
                return exact_score(value)
        return None

    def evaluate(self, node: Node) -> int:
        """Return the mover's static score minus the opponent's (remembered per position)."""
        key = node_key(node, self.board.size)
        score = self.scores.get(key)
        if score is None:
            own, opp, hand_own, hand_opp = node[:4]
            score = side_score(own, opp, hand_own, hand_opp, self.rules) - side_score(
                opp, own, hand_opp, hand_own, self.rules
            )
            self.scores[key] = score
        return score

    def noisy(self, node: Node) -> list[Turn]:
        """Return the turns that remove a piece (the quiescence search follows them)."""
        own, opp, hand_own, _, _, mark, _ = node
        found = self.rules.turns(own, opp, hand_own, mark, removals_only=True)
        return _ranked(found, own, opp, self.board)

    def repeatable(self, node: Node) -> bool:
        """Positions repeat only once both hands are empty (in Lasker Morris at any time)."""
        return self.rules.variant.slide_in_hand or (not node[2] and not node[3])

    def extend(self, node: Node) -> bool:
        """True if either side, moving along lines, has at most two steps: a blockade is near
        (of the mover, or by the mover, whose quiet blocking move no quiescence would see)."""
        own, opp, hand_own, hand_opp = node[:4]
        return self._cramped(own, opp, hand_own) or self._cramped(opp, own, hand_opp)

    def quiet(self, node: Node, move: Turn) -> bool:
        """True unless ``move`` removes a piece, blocks a mill or a blockade is near."""
        own, opp = node[:2]
        blocks = threats(opp, own, self.board) >> move[1] & 1
        return move[2] < 0 and not blocks and not self.extend(node)

    def _cramped(self, me: int, them: int, hand_me: int) -> bool:
        """True if ``me``, moving along lines, has at most two steps."""
        if hand_me or (self.rules.flying and me.bit_count() == 3):
            return False
        empty = self.board.full & ~(me | them)
        free = 0
        for p in points_of(me):
            free += (self.board.neighbours[p] & empty).bit_count()
            if free > 2:
                return False
        return True


def exact_score(value: int) -> int:
    """Return the search score of a table value: a win in ``d`` plies is ``WIN - d``."""
    if value > 0:
        return WIN - value
    if value < 0:
        return -(WIN + value + 1)
    return 0


def history_keys(state: MorrisState) -> list[int]:
    """Return the engine keys of the positions since the last placement or removal (with the
    marks of now: between two removals only a Morabaraba mill move's bar can differ)."""
    board = state.game.mill.board
    size, full = board.size, board.full
    keys = []
    for key in state.keys[:-1]:
        white, black = key & full, key >> size & full
        to_move = 1 + (key >> 2 * size & 1)
        hands = (key >> 2 * size + 1 & 15, key >> 2 * size + 5 & 15)
        marks = state.marks if to_move == 1 else (state.marks[1], state.marks[0])
        if to_move == 1:
            node = (white, black, hands[0], hands[1], 0, *marks)
        else:
            node = (black, white, hands[1], hands[0], 0, *marks)
        keys.append(node_key(node, size))
    return keys


def root_of(state: MorrisState) -> tuple[Node, list[Turn] | None]:
    """Return the engine node of ``state`` and, mid-turn, the turns that finish it."""
    own, opp = state.own_opp()
    mover = state.to_move
    hand_own, hand_opp = state.hands[mover - 1], state.hands[2 - mover]
    mark_own, mark_opp = state.marks[mover - 1], state.marks[2 - mover]
    if state.pending is None:
        return (own, opp, hand_own, hand_opp, len(state.trail), mark_own, mark_opp), None
    src, dst = state.pending
    before = own & ~(1 << dst) | (0 if src < 0 else 1 << src)
    node = (before, opp, hand_own + (src < 0), hand_opp, 0, mark_own, mark_opp)
    victims = points_of(state.game.mill.board.removable(opp))
    return node, [Turn(src, dst, r) for r in victims]


KeptTable = dict[Hashable, tuple[int, int, int, Turn | None]]
_KEPT: dict[tuple[str, int], KeptTable] = {}
_KEPT_COMPILED: dict[tuple[str, int], Table] = {}
KEPT_LIMIT = 500_000
"""Positions a kept transposition table may hold before the next search starts it afresh."""
KEPT_TABLES = 2
"""Kept tables of each kind a process holds at most (the least recently used is let go): a
compiled one takes 64 MB, a full Python one about as much, and a worker that plays games under
many rules would otherwise keep one for every set of options it ever saw."""


def _recent(kept: dict[tuple[str, int], T], key: tuple[str, int], make: Callable[[], T]) -> T:
    """Return ``kept[key]`` (made if missing) as the most recently used of ``kept``, letting go
    of the least recently used past ``KEPT_TABLES`` (dicts keep their insertion order)."""
    table = kept.pop(key, None)
    if table is None:
        table = make()
    kept[key] = table
    while len(kept) > KEPT_TABLES:
        del kept[next(iter(kept))]
    return table


def kept_table(rules: str, side: int) -> KeptTable:
    """Return this process's transposition table for ``hard`` playing ``side`` under the rules
    ``rules`` (a game's identity: ``flying`` and ``draw_plies``).

    Kept between moves, so each search starts from what the last ones learnt (one per side,
    since contempt scores a draw by who is searching); emptied when it grows past
    ``KEPT_LIMIT``; let go when ``KEPT_TABLES`` others were used since.
    """
    table = _recent(_KEPT, (rules, side), dict)
    if len(table) > KEPT_LIMIT:
        table.clear()
    return table


def kept_compiled_table(rules: str, side: int) -> Table:
    """Return the compiled search's table as :func:`kept_table` returns the Python one's (of a
    fixed size, 64 MB: its shallowest entries give way to new ones; its memory is returned when
    it is let go)."""
    return _recent(_KEPT_COMPILED, (rules, side), Table)


def forget_kept(rules: str, side: int) -> None:
    """Empty the kept tables of ``hard`` playing ``side`` under ``rules``: its next search
    starts afresh (a benchmark's positions are judged each on its own)."""
    kept = _KEPT.get((rules, side))
    if kept is not None:
        kept.clear()
    compiled = _KEPT_COMPILED.get((rules, side))
    if compiled is not None:
        compiled.clear()


_ENGINES: dict[MillRules, Engine] = {}


C_RULES = frozenset({"full_draw"})
"""The variants' own rules (:class:`~games.mill_rules.Variant`'s switches) that the C search
implements: a variant with any other switch on is searched in Python, so a rule added later
stays out of the C search until it is ported there."""


class Switches(Protocol):
    """Any dataclass instance: a :class:`~games.mill_rules.Variant`, or a variant with a rule
    added later (a protocol, which a module compiled by mypyc does not check at run time)."""

    __dataclass_fields__: ClassVar[dict[str, Any]]


def searched_in_c(variant: Switches) -> bool:
    """True if the C search plays ``variant``: every rule of its own that is on is one the C
    search implements (any board and number of pieces)."""
    switched_on = {
        field.name for field in dataclasses.fields(variant) if getattr(variant, field.name) is True
    }
    return switched_on <= C_RULES


def compiled_engine(rules: MillRules) -> Engine | None:
    """Return the compiled ``hard`` search for ``rules``, or None if it is not compiled or does
    not play them (:func:`searched_in_c`)."""
    if not COMPILED_SEARCH or not searched_in_c(rules.variant):
        return None
    engine = _ENGINES.get(rules)
    if engine is None:
        board = rules.board
        engine = _ENGINES[rules] = Engine(
            board.neighbours,
            board.mills,
            rules.flying,
            rules.draw_plies,
            rules.variant.full_draw,
            WEIGHTS,
            ROOM,
            settings(),
        )
    return engine


def compiled_search(
    engine: Engine,
    problem: MorrisProblem,
    node: Node,
    budget_s: float,
    seed: int | None,
    table: Table,
    *,
    history: Sequence[int] = (),
    root_moves: Sequence[Turn] | None = None,
    max_depth: int = SEARCH_LEVELS["hard"].max_depth,
) -> SearchResult[Turn]:
    """Run ``hard``'s search in C as :func:`search_level` runs it for ``hard`` (with this
    module's extensions and contempt): the same nodes in the same order, as long as ``table``
    has room for every position (its shallowest entries give way, where a dict would grow)."""
    moves = shuffled_moves(problem, node, root_moves, random.Random(seed))
    found = problem.tables
    arrays = None
    if found is not None:
        arrays = [found.values.get((m, n)) for m in range(3, 6) for n in range(3, 6)]
    move, score, depth, nodes = engine.search(
        node,
        moves,
        history,
        budget_s,
        max_depth,
        SEARCH_LEVELS["hard"].quiescence,
        EXTENSIONS,
        CONTEMPT,
        table,
        arrays,
    )
    return SearchResult(Turn(*move), score, depth, nodes)


def search_morris(
    state: MorrisState,
    level: str,
    budget_s: float,
    seed: int | None,
    max_depth: int | None = None,
) -> SearchResult[Turn]:
    """Search ``state`` at ``level`` (no deeper than ``max_depth`` plies, if given); return the
    best raw turn found and its score."""
    found = available(state.game) if level in EXACT_LEVELS else None
    problem = MorrisProblem(state.game.mill, found)
    node, finishing = root_of(state)
    if problem.tables is not None and not node[2] and not node[3]:
        own, opp = node[0], node[1]
        candidates = finishing or problem.rules.turns(own, opp, 0, 0)
        best = table_turns(problem.tables, own, opp, candidates)
        if best:
            # Equal table values: the heuristic picks the line that keeps the most pressure.
            turn = max(best, key=lambda t: -problem.evaluate(problem.play(node, t)))
            value = problem.tables.after(own, opp, turn)
            assert value is not None
            return SearchResult(turn, exact_score(value), 0, 0)
    began = time.perf_counter()
    engine = compiled_engine(problem.rules) if level in EXACT_LEVELS else None
    if engine is not None:
        return compiled_search(
            engine,
            problem,
            node,
            budget_s - (time.perf_counter() - began),
            seed,
            kept_compiled_table(state.game.identity, state.to_move),
            history=history_keys(state),
            root_moves=finishing,
            max_depth=SEARCH_LEVELS[level].max_depth if max_depth is None else max_depth,
        )
    table = kept_table(state.game.identity, state.to_move) if level in EXACT_LEVELS else None
    return search_level(
        problem,
        node,
        level,
        budget_s - (time.perf_counter() - began),  # emptying a full table takes ~0.1 s
        seed,
        history=history_keys(state),
        root_moves=finishing,
        principal_variation=True,
        extensions=EXTENSIONS,
        contempt=CONTEMPT if level in EXACT_LEVELS else 0,
        table=table,
        max_depth=max_depth,
    )


def choose(state: MorrisState, level: str, budget_s: float, seed: int | None) -> MorrisMove:
    """Return the move ``level`` plays in ``state`` (a removal alone when one is pending)."""
    return move_of(state, search_morris(state, level, budget_s, seed).move)


def move_of(state: MorrisState, turn: Turn) -> MorrisMove:
    """Return the move that plays the engine's ``turn`` in ``state`` (a removal alone when one
    is pending)."""
    src, dst, rem = turn
    board = state.game.mill.board
    if state.pending is not None:
        return MorrisMove(None, None, rem, board)
    return MorrisMove(None if src < 0 else src, dst, None if rem < 0 else rem, board)


def judge(state: MorrisState, level: str, budget_s: float) -> int:
    """Return the search score of ``state`` for the side to move."""
    return search_morris(state, level, budget_s, 0).score
