"""A slow, obviously-correct model of the mill games, written from RULES.md alone (names, lines
and rules as text, no bit masks), for the property tests to hold the fast rules against."""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass, field, replace

ROWS_COLUMNS = (
    "a7 d7 g7, b6 d6 f6, c5 d5 e5, a4 b4 c4, e4 f4 g4, c3 d3 e3, b2 d2 f2, a1 d1 g1, "
    "a7 a4 a1, b6 b4 b2, c5 c4 c3, d7 d6 d5, d3 d2 d1, e5 e4 e3, f6 f4 f2, g7 g4 g1"
)
DIAGONALS = "a7 b6 c5, g7 f6 e5, a1 b2 c3, g1 f2 e3"
SIX_SIDES = "a1 a3 a5, a5 c5 e5, e5 e3 e1, e1 c1 a1, b2 b3 b4, b4 c4 d4, d4 d3 d2, d2 c2 b2"
SIX_JOINS = "a3 b3, c5 c4, e3 d3, c1 c2"


def _lines(text: str) -> list[tuple[str, ...]]:
    return [tuple(part.split()) for part in text.split(",") if part.strip()]


@dataclass(frozen=True)
class Rules:
    """One variant: its mills, its lines of movement (runs of points) and its own rules."""

    mills: list[tuple[str, ...]]
    joins: list[tuple[str, ...]]
    pieces: int
    flying: bool
    draw_plies: int = 100
    full_draw: bool = False
    lasker: bool = False
    morabaraba: bool = False
    russian: bool = False

    @property
    def points(self) -> list[str]:
        """Every point of the board."""
        return sorted({p for mill in self.mills for p in mill})

    def adjacent(self, a: str, b: str) -> bool:
        """True if a line joins ``a`` and ``b`` directly."""
        return frozenset((a, b)) in _links(tuple(self.mills + self.joins))


@functools.cache  # asked at every step of every perft
def _links(lines: tuple[tuple[str, ...], ...]) -> frozenset[frozenset[str]]:
    """Every pair of points next to each other on one of ``lines``."""
    return frozenset(frozenset(pair) for line in lines for pair in itertools.pairwise(line))


def rules_of(name: str, flying: bool | None = None, draw_plies: int = 100) -> Rules:
    """The reference rules of the game ``name``."""
    standard = _lines(ROWS_COLUMNS)
    diagonal = standard + _lines(DIAGONALS)
    fly = flying if flying is not None else name != "six"
    made = {
        "morris": Rules(standard, [], 9, fly),
        "twelve": Rules(diagonal, [], 12, fly, full_draw=True),
        "morabaraba": Rules(diagonal, [], 12, fly, full_draw=True, morabaraba=True),
        "lasker": Rules(standard, [], 10, fly, lasker=True),
        "russian": Rules(standard, [], 9, fly, russian=True),
        "six": Rules(_lines(SIX_SIDES), _lines(SIX_JOINS), 6, fly),
    }[name]
    return replace(made, draw_plies=draw_plies)


@dataclass
class Position:
    """A position: who holds each point (1, 2 or absent), hands, the side to move, the Russian
    records, each side's last move that formed a mill and removed, the moves since the last
    placement or removal and the positions counted for repetition since then."""

    rules: Rules
    owner: dict[str, int] = field(default_factory=dict)
    hands: tuple[int, int] = (0, 0)
    to_move: int = 1
    records: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    guns: tuple[tuple[str, str] | None, tuple[str, str] | None] = (None, None)
    plies: int = 0
    seen: list[str] = field(default_factory=list)

    def key(self) -> str:
        """The position as the repetition rule compares it."""
        board = "".join(str(self.owner.get(p, 0)) for p in self.rules.points)
        return f"{board} {self.to_move} {self.hands}"

    def mine(self, player: int) -> list[str]:
        """The points ``player`` holds."""
        return [p for p, who in self.owner.items() if who == player]

    def in_mill(self, point: str, player: int, owner: dict[str, int]) -> bool:
        """True if ``point`` is in a mill of ``player`` on ``owner``."""
        return any(
            point in mill and all(owner.get(q) == player for q in mill) for mill in self.rules.mills
        )

    def steps(self) -> list[tuple[str | None, str]]:
        """The placements (source None) and moves the side to move may make."""
        me, rules = self.to_move, self.rules
        empty = [p for p in rules.points if p not in self.owner]
        hand = self.hands[me - 1]
        found: list[tuple[str | None, str]] = [(None, p) for p in empty] if hand else []
        if hand and not rules.lasker:
            return found
        flies = rules.flying and not hand and len(self.mine(me)) == 3
        for src in self.mine(me):
            for dst in empty:
                if not (flies or rules.adjacent(src, dst)):
                    continue
                gun = self.guns[me - 1]
                if rules.morabaraba and gun == (dst, src):
                    after = {**self.owner, dst: me}
                    del after[src]
                    if self.in_mill(src, me, self.owner) and self.in_mill(dst, me, after):
                        continue
                found.append((src, dst))
        return found

    def turns(self) -> list[tuple[str | None, str, str | None]]:
        """Every complete turn: a step and, if it earns one, a removal."""
        me, them = self.to_move, 3 - self.to_move
        found: list[tuple[str | None, str, str | None]] = []
        for src, dst in self.steps():
            after = {p: w for p, w in self.owner.items() if p != src} | {dst: me}
            closed = [
                m for m in self.rules.mills if dst in m and all(after.get(q) == me for q in m)
            ]
            pays = bool(closed)
            if self.rules.russian:
                pays = any(q not in self.records[me - 1] for m in closed for q in m)
            theirs = self.mine(them)
            if pays and theirs:
                free = [p for p in theirs if not self.in_mill(p, them, self.owner)]
                found.extend((src, dst, victim) for victim in (free or theirs))
            else:
                found.append((src, dst, None))
        return found

    def play(self, turn: tuple[str | None, str, str | None]) -> Position:
        """The position after ``turn``."""
        src, dst, victim = turn
        me = self.to_move
        owner = {p: w for p, w in self.owner.items() if p != src} | {dst: me}
        hands = list(self.hands)
        if src is None:
            hands[me - 1] -= 1
        records, guns = list(self.records), list(self.guns)
        if victim is not None:
            del owner[victim]
            closed = [
                m for m in self.rules.mills if dst in m and all(owner.get(q) == me for q in m)
            ]
            records[me - 1] = records[me - 1] | {q for m in closed for q in m}
        guns[me - 1] = (src, dst) if src is not None and victim is not None else None
        after = Position(
            self.rules,
            owner,
            (hands[0], hands[1]),
            3 - me,
            (records[0], records[1]),
            (guns[0], guns[1]),
        )
        if src is None or victim is not None:
            counts = not self.rules.lasker or not after.hands[after.to_move - 1]
            after.seen = [after.key()] if counts else []
        else:
            after.plies = self.plies + 1
            after.seen = [*self.seen, after.key()]
        return after

    def over(self) -> bool:
        """True if the game has ended here (for either side, drawn or not)."""
        rules = self.rules
        counts = [len(self.mine(p)) + self.hands[p - 1] for p in (1, 2)]
        on_board = [len(self.mine(p)) for p in (1, 2)]
        return (
            min(counts) < 3
            or (rules.full_draw and len(self.owner) == len(rules.points))
            or (bool(self.seen) and self.seen.count(self.seen[-1]) >= 3)
            or (rules.draw_plies > 0 and self.plies >= rules.draw_plies)
            or (rules.morabaraba and self.plies >= 10 and 3 in on_board)
            or not self.turns()
        )

    def perft(self, depth: int) -> int:
        """The number of turn sequences of ``depth`` plies."""
        if depth == 0:
            return 1
        if self.over():
            return 0
        return sum(self.play(turn).perft(depth - 1) for turn in self.turns())


def turn_text(turn: tuple[str | None, str, str | None]) -> str:
    """The canonical text of a turn: ``d6``, ``a1-a4``, ``a1-a4xg7``."""
    src, dst, victim = turn
    text = dst if src is None else f"{src}-{dst}"
    return text if victim is None else f"{text}x{victim}"
