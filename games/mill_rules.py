"""The rules of every mill game on raw ints: a :class:`Variant` (board, pieces, the variant's own
rules) with the options (``flying``, ``draw_plies``) is a :class:`MillRules`.

Besides the masks and hands, a side carries a *mark*: an int the variant keeps for it (Russian
mill: the record of points that paid a removal; Morabaraba: the last move that formed a mill and
removed, coded ``1 + src * 32 + dst``, which that side may not play straight back; 0 otherwise).
:class:`games.morris.MorrisState`, the perft and the computer players all judge through here.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from games.base import Termination
from games.morris_board import MillBoard, Turn, apply_step, points_of

THREE_COW_PLIES = 10
"""Morabaraba: plies without a placement or removal, with a side on exactly 3, that draw."""


def _fields(value: Variant | MillRules) -> tuple[object, ...]:
    """Return the fields of ``value`` in order, to rebuild it through its constructor: compiled
    with mypyc, a frozen dataclass unpickles by setting each field, which its freeze refuses."""
    return tuple(getattr(value, field.name) for field in fields(value))


@dataclass(frozen=True, slots=True)
class Variant:
    """The fixed facts of a mill game: its board, the pieces each side starts with, and which
    of the variants' own rules apply."""

    board: MillBoard
    pieces: int
    full_draw: bool = False
    """Twelve-piece games: a placement that fills the board draws."""
    slide_in_hand: bool = False
    """Lasker: a side with pieces in hand may slide instead of placing."""
    no_gun: bool = False
    """Morabaraba: no moving straight back into the mill that just removed ("machine gun"),
    and the three-cow draw."""
    one_time: bool = False
    """Russian: a mill pays only if one of its points is not yet in the mover's record."""

    def __reduce__(self) -> tuple[type[Variant], tuple[object, ...]]:
        """Pickle and copy by the fields (see :func:`_fields`)."""
        return Variant, _fields(self)

    @property
    def marks(self) -> bool:
        """True if the sides carry marks (Russian records, Morabaraba's last mill move)."""
        return self.no_gun or self.one_time


@dataclass(frozen=True, slots=True)
class MillRules:
    """A variant with its options: what a side may play and when a game ends."""

    variant: Variant
    flying: bool
    draw_plies: int

    def __reduce__(self) -> tuple[type[MillRules], tuple[object, ...]]:
        """Pickle and copy by the fields (see :func:`_fields`)."""
        return MillRules, _fields(self)

    @property
    def board(self) -> MillBoard:
        """The board."""
        return self.variant.board

    def steps(self, own: int, opp: int, hand: int, mark: int) -> list[tuple[int, int]]:
        """Return the (src, dst) pairs the side with ``own`` may play, ``src`` -1 to place."""
        variant = self.variant
        found = variant.board.steps(own, opp, hand, self.flying, variant.slide_in_hand)
        if variant.no_gun and mark:
            return [(s, d) for s, d in found if not self.backfires(own, s, d, mark)]
        return found

    def backfires(self, own: int, src: int, dst: int, mark: int) -> bool:
        """True if ``src``-``dst`` moves straight back from where the last mill move ``mark``
        went, that piece standing in a mill and the move back closing a line (Morabaraba)."""
        if not mark or src != (mark - 1) & 31 or dst != (mark - 1) >> 5:
            return False
        board = self.variant.board
        return bool(board.in_mills(own) >> src & 1) and board.forms_mill(
            apply_step(own, src, dst), dst
        )

    def pays(self, after: int, dst: int, mark: int) -> bool:
        """True if the step to ``dst`` (``after`` includes it) earns a removal."""
        board = self.variant.board
        if not self.variant.one_time:
            return board.forms_mill(after, dst)
        closed = board.mills_at(after, dst)
        return closed & ~mark != 0

    def marked(self, mark: int, src: int, dst: int, remove: int, after: int) -> int:
        """Return the mover's mark after the turn ``src``-``dst`` removing ``remove`` (-1 for
        none), ``after`` the mover's pieces after it."""
        if self.variant.one_time:
            return mark | self.variant.board.mills_at(after, dst) if remove >= 0 else mark
        if self.variant.no_gun and src >= 0 and remove >= 0:
            return 1 + src * 32 + dst
        return 0

    def turns(
        self, own: int, opp: int, hand: int, mark: int, *, removals_only: bool = False
    ) -> list[Turn]:
        """Return every complete turn (a step and, if it earns one, a legal removal), or with
        ``removals_only`` just the turns that remove a piece."""
        result: list[Turn] = []
        victims: list[int] | None = None
        mills3 = self.variant.board.mills3
        one_time = self.variant.one_time
        for src, dst in self.steps(own, opp, hand, mark):
            after = (own | 1 << dst) if src < 0 else (own ^ (1 << src | 1 << dst))
            a, b, c = mills3[dst]
            mill = after & a == a or after & b == b or after & c == c
            if opp and mill and (not one_time or self.pays(after, dst, mark)):
                if victims is None:
                    victims = list(points_of(self.variant.board.removable(opp)))
                result.extend(Turn(src, dst, r) for r in victims)
            elif not removals_only:
                result.append(Turn(src, dst, -1))
        return result

    def count_turns(self, own: int, opp: int, hand: int, mark: int) -> int:
        """Return ``len(turns(...))`` without building the list."""
        count = 0
        extra = -1
        mills3 = self.variant.board.mills3
        one_time = self.variant.one_time
        for src, dst in self.steps(own, opp, hand, mark):
            after = (own | 1 << dst) if src < 0 else (own ^ (1 << src | 1 << dst))
            a, b, c = mills3[dst]
            mill = after & a == a or after & b == b or after & c == c
            if opp and mill and (not one_time or self.pays(after, dst, mark)):
                if extra < 0:
                    extra = self.variant.board.removable(opp).bit_count()
                count += extra
            else:
                count += 1
        return count

    def has_move(self, own: int, opp: int, hand: int, mark: int) -> bool:
        """True if the side with ``own`` pieces can place or move at all."""
        if not self.variant.board.has_step(own, opp, hand, self.flying):
            return False
        return not (self.variant.no_gun and mark) or bool(self.steps(own, opp, hand, mark))

    def ending(
        self, own: int, opp: int, hands: tuple[int, int], mark: int, plies: int, repeated: bool
    ) -> Termination | None:
        """Return how the game ends with the side with ``own`` to move, in the order of
        judgement: fewer than three, full board, repetition, move counters, no legal move;
        ``hands`` are (mover's, opponent's), ``plies`` the moves since the last placement or
        removal, ``repeated`` True on a third occurrence. The loser of a lost ending is the
        side below three, else the side to move."""
        if own.bit_count() + hands[0] < 3 or opp.bit_count() + hands[1] < 3:
            return Termination.FEWER_THAN_THREE
        variant = self.variant
        if variant.full_draw and own | opp == variant.board.full:
            return Termination.FULL_BOARD
        if repeated:
            return Termination.REPETITION
        if self.draw_plies and plies >= self.draw_plies:
            return Termination.MOVE_LIMIT
        if (
            variant.no_gun
            and plies >= THREE_COW_PLIES
            and (own.bit_count() == 3 or opp.bit_count() == 3)
        ):
            return Termination.MOVE_LIMIT
        if not self.has_move(own, opp, hands[0], mark):
            return Termination.NO_MOVES
        return None

    def counts_first(self, hand_to_move: int) -> bool:
        """True if the position right after a placement or removal is the first occurrence for
        the repetition rule (Lasker: only when the side to move then has no pieces in hand)."""
        return not (self.variant.slide_in_hand and hand_to_move)


def position_key(
    board: MillBoard, pieces: tuple[int, int], to_move: int, hands: tuple[int, int]
) -> int:
    """Return an int that identifies a position for the repetition rule. Marks are left out:
    a Russian record never changes between two removals, and a Morabaraba mill move bars
    nothing once its player has moved again."""
    size = board.size
    key = pieces[0] | pieces[1] << size | (to_move - 1) << 2 * size
    return key | hands[0] << 2 * size + 1 | hands[1] << 2 * size + 5


class Perft:
    """Raw-int perft with bulk counting at the last ply and the rules' endings on the path."""

    def __init__(self, rules: MillRules) -> None:
        self.rules = rules

    def run(
        self,
        sides: tuple[int, int],
        hands: tuple[int, int],
        marks: tuple[int, int],
        mover: int,
        depth: int,
        counts: dict[int, int],
        plies: int,
    ) -> int:
        """Count the turn sequences of ``depth`` plies; ``sides``, ``hands`` and ``marks`` are
        (mover's, opponent's), ``counts`` the occurrences of positions since the last placement
        or removal, ``plies`` the moves since then."""
        rules = self.rules
        own, opp = sides
        hand_own, hand_opp = hands
        if depth == 1:
            return rules.count_turns(own, opp, hand_own, marks[0])
        board = rules.board
        total = 0
        for src, dst, rem in rules.turns(own, opp, hand_own, marks[0]):
            new_own = apply_step(own, src, dst)
            new_opp = opp if rem < 0 else opp & ~(1 << rem)
            new_hand = hand_own - 1 if src < 0 else hand_own
            mark = rules.marked(marks[0], src, dst, rem, new_own)
            absolute = (new_own, new_opp) if mover == 1 else (new_opp, new_own)
            abs_hands = (new_hand, hand_opp) if mover == 1 else (hand_opp, new_hand)
            key = position_key(board, absolute, 3 - mover, abs_hands)
            if src < 0 or rem >= 0:
                child_counts = {key: 1} if rules.counts_first(hand_opp) else {}
                child_plies = 0
            else:
                child_counts = dict(counts)
                child_counts[key] = counts.get(key, 0) + 1
                child_plies = plies + 1
            repeated = child_counts.get(key, 0) >= 3
            hands_next = (hand_opp, new_hand)
            if rules.ending(new_opp, new_own, hands_next, marks[1], child_plies, repeated):
                continue
            total += self.run(
                (new_opp, new_own),
                hands_next,
                (marks[1], mark),
                3 - mover,
                depth - 1,
                child_counts,
                child_plies,
            )
        return total
