"""The exhaustive check of Six Men's Morris ``perfect``: every reply from the start (the
whole walk in ``python -m bench.six_table --exhaustive``, its first plies in the tests)."""

from __future__ import annotations

from games.ai.six import Solution, preference_of
from games.morris_board import apply_step
from games.variants import SixMensMorris

Node = tuple[int, int, int, int, int]
"""(mover's pieces, opponent's, mover's hand, opponent's, the mover: 1 or 2)."""


def walk_under_perfect(
    solution: Solution, perfect_side: int, plies: int | None = None
) -> tuple[int, list[Node]]:
    """Walk every position reachable from the start within ``plies`` plies (all of them when
    None) when ``perfect_side`` plays a best move of ``solution`` and the other side every legal
    reply.

    Returns how many positions were reached and those where ``perfect_side`` lost or chose a
    losing move (none if the solution is right: the start is a draw). The repetition and
    move-limit rules only end games drawn, so they are left out.
    """
    rules = SixMensMorris(flying=solution.flying).mill
    start: Node = (0, 0, 6, 6, 1)
    seen, layer, failures = {start}, [start], []
    depth = 0
    while layer and (plies is None or depth < plies):
        depth += 1
        following: list[Node] = []
        for node in layer:
            own, opp, hand_own, hand_opp, mover = node
            turns = rules.turns(own, opp, hand_own, 0)
            if mover == perfect_side:
                scored = [(solution.after(own, opp, (hand_own, hand_opp), t), t) for t in turns]
                if not scored:
                    failures.append(node)
                    continue
                value, turn = max(scored, key=lambda item: preference_of(item[0]))
                if value < 0:
                    failures.append(node)
                turns = [turn]
            for src, dst, remove in turns:
                mine = apply_step(own, src, dst)
                theirs = opp if remove < 0 else opp & ~(1 << remove)
                hand = hand_own - (src < 0)
                lost = theirs.bit_count() + hand_opp < 3 or not rules.has_move(
                    theirs, mine, hand_opp, 0
                )
                child: Node = (theirs, mine, hand_opp, hand, 3 - mover)
                if lost:
                    if mover != perfect_side:
                        failures.append(child)
                elif child not in seen:
                    seen.add(child)
                    following.append(child)
        layer = following
    return len(seen), failures
