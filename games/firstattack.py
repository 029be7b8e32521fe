"""First Attack (RULES.md section 5): place a pawn on a square no pawn attacks like a queen.

Every square's lines (its row, column and both diagonals) are a precomputed mask, so the squares
a player may place on are the empty ones outside the union of the lines through the blocking
pawns: all pawns, or with the ``colours`` option only the player's own.
"""

from __future__ import annotations

from functools import cache

from games.base import Message, OptionSpec, PositionError, message
from games.grid import (
    PlacementGame,
    PlacementMove,
    PlacementState,
    bits,
    square_name,
)

FirstAttackMove = PlacementMove
FirstAttackState = PlacementState


@cache
def queen_lines(size: int) -> tuple[int, ...]:
    """Return, for each square of a ``size`` board, the mask of the other squares in line."""
    masks = []
    for row in range(size):
        for column in range(size):
            mask = 0
            for r in range(size):
                for c in range(size):
                    in_line = r == row or c == column or abs(r - row) == abs(c - column)
                    if in_line and (r, c) != (row, column):
                        mask |= 1 << (r * size + c)
            masks.append(mask)
    return tuple(masks)


def relation(a: int, b: int, size: int) -> str:
    """Return the line squares ``a`` and ``b`` share: ``row``, ``column`` or ``diagonal``."""
    (ra, ca), (rb, cb) = divmod(a, size), divmod(b, size)
    return "row" if ra == rb else "column" if ca == cb else "diagonal"


class FirstAttack(PlacementGame):
    """First Attack with options ``size`` (1-12) and ``colours``."""

    name = "firstattack"
    title = "First Attack"
    option_specs = (
        OptionSpec("size", int, 5, "option-firstattack-size", 1, 12),
        OptionSpec("colours", bool, False, "option-firstattack-colours"),
    )

    def blockers(self, pieces: tuple[int, int], player: int) -> int:
        """Return the pawns whose lines ``player`` may not place on."""
        return pieces[player - 1] if self.options["colours"] else pieces[0] | pieces[1]

    def open_squares(self, pieces: tuple[int, int], player: int) -> int:
        """Return the empty squares in line with none of the blocking pawns."""
        lines = queen_lines(self.size)
        blocked = pieces[0] | pieces[1]
        for pawn in bits(self.blockers(pieces, player)):
            blocked |= lines[pawn]
        return ~blocked & ((1 << self.size * self.size) - 1)

    def why_closed(self, pieces: tuple[int, int], player: int, square: int) -> Message:
        """Name the pawn that attacks the empty ``square``, and the line they share."""
        lines = queen_lines(self.size)
        attacker = next(p for p in bits(self.blockers(pieces, player)) if lines[p] >> square & 1)
        return message(
            "move-attacked-own" if self.options["colours"] else "move-attacked",
            square=square_name(square, self.size),
            line=relation(square, attacker, self.size),
            attacker=square_name(attacker, self.size),
        )

    def check_pawns(self, pieces: tuple[int, int]) -> None:
        """Raise :class:`PositionError` if two pawns that block each other are in line."""
        lines = queen_lines(self.size)
        groups = [pieces[0], pieces[1]] if self.options["colours"] else [pieces[0] | pieces[1]]
        for group in groups:
            for pawn in bits(group):
                if lines[pawn] & group:
                    raise PositionError(
                        "position-firstattack-in-line", square=square_name(pawn, self.size)
                    )

    def rules(self) -> Message:
        """``rules-firstattack``: the placement parameters and ``$colours`` (``on``/``off``)."""
        colours = "on" if self.options["colours"] else "off"
        return message("rules-firstattack", colours=colours, **self.rules_params())
