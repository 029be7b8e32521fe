"""Pleiadis (RULES.md section 6): place where your neighbours at least match your opponent's.

A square's up to 8 neighbours (orthogonal and diagonal) are a precomputed mask, so the rule for
one square is two popcounts: ``opponent neighbours <= own neighbours``. ``open_squares`` checks
every square at once: it adds the 8 shifted copies of each side's mask into bit planes (a 4-bit
count per square) and compares the two counts plane by plane.
"""

from __future__ import annotations

from games.base import Message, OptionSpec, message
from games.grid import PlacementGame, PlacementMove, PlacementState, king_neighbours

PleiadisMove = PlacementMove
PleiadisState = PlacementState


def counts(pieces: tuple[int, int], player: int, neighbours: int) -> tuple[int, int]:
    """Return (own, opponent) pawns of ``player`` among the ``neighbours`` mask."""
    own, opp = pieces[player - 1], pieces[2 - player]
    return (own & neighbours).bit_count(), (opp & neighbours).bit_count()


class Pleiadis(PlacementGame):
    """Pleiadis with the option ``size`` (2-12)."""

    name = "pleiadis"
    title = "Pleiadis"
    option_specs = (OptionSpec("size", int, 5, "option-pleiadis-size", 2, 12),)

    def __init__(self, **options: object) -> None:
        super().__init__(**options)
        size = self.size
        self.neighbours = king_neighbours(size, size)
        """neighbours[square]: the mask of its up to 8 neighbours."""
        self.full = (1 << size * size) - 1
        left_column = sum(1 << row * size for row in range(size))
        not_left = self.full & ~left_column
        not_right = self.full & ~(left_column << (size - 1))
        # (shift, keep): a square s has a pawn at s + shift as neighbour; ``keep`` drops the
        # squares whose neighbour in that direction would wrap round to the other side.
        self._directions = tuple(
            (dr * size + dc, not_right if dc > 0 else not_left if dc < 0 else self.full)
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if dr or dc
        )

    def neighbour_counts(self, pawns: int) -> list[int]:
        """Return the bit planes (1s, 2s, 4s, 8s) of each square's neighbour count in ``pawns``."""
        planes = [0, 0, 0, 0]
        for shift, keep in self._directions:
            carry = (pawns >> shift if shift > 0 else pawns << -shift) & keep
            for i in range(4):
                if not carry:
                    break
                planes[i], carry = planes[i] ^ carry, planes[i] & carry
        return planes

    def open_squares(self, pieces: tuple[int, int], player: int) -> int:
        """Return the empty squares with no more opponent neighbours than own neighbours."""
        own, opp = pieces[player - 1], pieces[2 - player]
        own_count, opp_count = self.neighbour_counts(own), self.neighbour_counts(opp)
        more, equal = 0, self.full
        for i in (3, 2, 1, 0):  # compare the counts from the highest plane down
            more |= equal & opp_count[i] & ~own_count[i]
            equal &= ~(opp_count[i] ^ own_count[i])
        return self.full & ~(own | opp | more)

    def why_closed(self, pieces: tuple[int, int], player: int, square: int) -> Message:
        """Give the two neighbour counts that forbid ``square``."""
        own, opp = counts(pieces, player, self.neighbours[square])
        name = self.format_move(PlacementMove(square))
        return message("move-outnumbered", square=name, opponent=opp, own=own)

    def rules(self) -> Message:
        """``rules-pleiadis``: the placement parameters."""
        return message("rules-pleiadis", **self.rules_params())
