"""Three Men's Morris solved by retrograde analysis.

A node is ``(own, opp)``: the 9-bit masks of the side to move and of the other side. Every node
reachable from the empty board is listed once, then values are settled backwards from the lost
positions (the last mover completed a line): a node is won in ``n`` plies if some move reaches a
node lost in ``n - 1``, lost in ``n`` if every move reaches a won node (the slowest taken), and
drawn if neither ever settles. The game is a draw.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from games.grid import bits
from games.three import FULL, PIECES, ThreeMove, ThreeState, has_line

Node = tuple[int, int]
Value = tuple[int, int]
"""``(result, plies)``: result 1 won, 0 drawn, -1 lost for the side to move."""

WON, DRAWN, LOST = 1, 0, -1


def children(node: Node) -> list[tuple[ThreeMove, Node]]:
    """Return each legal move of ``node`` with the node it leads to (none once it is over)."""
    own, opp = node
    if has_line(opp):
        return []
    empty = FULL & ~(own | opp)
    if own.bit_count() < PIECES:
        return [(ThreeMove(None, d), (opp, own | 1 << d)) for d in bits(empty)]
    return [
        (ThreeMove(s, d), (opp, own ^ (1 << s | 1 << d))) for s in bits(own) for d in bits(empty)
    ]


@cache
def solve() -> dict[Node, Value]:
    """Return the value of every node reachable from the empty board (computed once)."""
    nodes: list[Node] = [(0, 0)]
    seen = {nodes[0]}
    for node in nodes:
        for _, child in children(node):
            if child not in seen:
                seen.add(child)
                nodes.append(child)
    values: dict[Node, Value] = {n: (LOST, 0) for n in nodes if has_line(n[1])}
    followers = {n: [c for _, c in children(n)] for n in nodes}
    changed = True
    while changed:
        changed = False
        for node in nodes:
            if node in values:
                continue
            known = [values.get(c) for c in followers[node]]
            wins = [v[1] for v in known if v is not None and v[0] == LOST]
            if wins:
                values[node] = (WON, min(wins) + 1)
                changed = True
            elif all(v is not None and v[0] == WON for v in known):
                values[node] = (LOST, max(v[1] for v in known if v is not None) + 1)
                changed = True
    return {n: values.get(n, (DRAWN, 0)) for n in nodes}


def node_of(state: ThreeState) -> Node:
    """Return the node of ``state`` (the side to move first)."""
    first, second = state.pieces
    return (first, second) if state.to_move == 1 else (second, first)


def value(node: Node) -> Value:
    """Return the exact value of ``node`` for the side to move."""
    return solve()[node]


def _rank(move_child: tuple[ThreeMove, Node]) -> tuple[int, int, int]:
    """Sort key, best first: win fastest, else keep the draw that sets the most traps."""
    _, child = move_child
    result, plies = value(child)
    if result == LOST:  # the opponent is lost: we win
        return (0, plies, 0)
    if result == DRAWN:
        traps = sum(1 for _, grand in children(child) if value(grand)[0] == WON)
        return (1, 0, -traps)
    return (2, -plies, 0)  # lost anyway: defend longest


def best_move(state: ThreeState, seed: int | None) -> ThreeMove:
    """Return a perfect move: the shortest win, a draw with the most chances for the opponent
    to go wrong, or the longest defence; ties broken by ``seed``. Raises ``ValueError`` if over.
    """
    options = children(node_of(state))
    if not options:
        raise ValueError("the game is over: there is no move to choose")
    random.Random(seed).shuffle(options)
    return min(options, key=_rank)[0]


def judge(state: ThreeState) -> int:
    """Return 1, 0 or -1: the exact result for the side to move."""
    return value(node_of(state))[0]


def offers_draw(states: Sequence[ThreeState]) -> bool:
    """True if the last of ``states`` (a game's positions, oldest first) is a drawn repetition.

    That is: the game is on, the position is drawn with perfect play, and it occurred before
    with the same player to move (among ``states``, or in the last state's own history, kept
    with the ``repetition_draw`` option), so neither side is making progress.
    """
    if not states or states[-1].outcome is not None:
        return False
    last = states[-1]
    if value(node_of(last))[0] != DRAWN:
        return False
    if last.keys and last.keys.count(last.keys[-1]) >= 2:
        return True
    return any(s.pieces == last.pieces and s.to_move == last.to_move for s in states[:-1])
