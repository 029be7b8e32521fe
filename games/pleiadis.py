"""Pleiadis (RULES.md section 6): place where your neighbours at least match your opponent's.

A square's up to 8 neighbours (orthogonal and diagonal) are a precomputed mask, so the rule is
two popcounts: ``opponent neighbours <= own neighbours``.
"""

from __future__ import annotations

from games.base import OptionSpec
from games.grid import PlacementGame, PlacementMove, PlacementState, bits, king_neighbours

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
    option_specs = (OptionSpec("size", int, 5, "rows and columns of the board (2 to 12)", 2, 12),)

    def __init__(self, **options: object) -> None:
        super().__init__(**options)
        self.neighbours = king_neighbours(self.size, self.size)
        """neighbours[square]: the mask of its up to 8 neighbours."""

    def open_squares(self, pieces: tuple[int, int], player: int) -> int:
        """Return the empty squares with no more opponent neighbours than own neighbours."""
        own, opp = pieces[player - 1], pieces[2 - player]
        empty = ((1 << self.size * self.size) - 1) & ~(own | opp)
        result = 0
        for square in bits(empty):
            around = self.neighbours[square]
            if (opp & around).bit_count() <= (own & around).bit_count():
                result |= 1 << square
        return result

    def why_closed(self, pieces: tuple[int, int], player: int, square: int) -> str:
        """Give the two neighbour counts that forbid ``square``."""
        own, opp = counts(pieces, player, self.neighbours[square])
        name = self.format_move(PlacementMove(square))
        return (
            f"{name} has {opp} opposing neighbour{'' if opp == 1 else 's'} and {own} of yours: "
            "you may place only where you have at least as many neighbours as your opponent"
        )

    def help_text(self) -> str:
        """Return the rules and notation in a few lines."""
        return (
            f"Pleiadis on {self.size}x{self.size}: place a pawn on an empty square where, among "
            "its up to 8 neighbours, your opponent has no more pawns than you. Whoever cannot "
            "place loses.\n"
            f"{self.notation_help()}"
        )
