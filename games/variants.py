"""The mill games people play besides Nine Men's Morris (RULES.md "Variants of the mill game").

Each is :class:`games.morris.Morris` with another :class:`games.mill_rules.Variant`: the board,
the pieces and which of the variants' own rules apply. ``family = "morris"`` tells front ends to
offer them as a variant of Nine Men's Morris rather than as games of their own.
"""

from __future__ import annotations

from games.base import OptionSpec
from games.mill_rules import Variant
from games.morris import Morris
from games.morris_board import DIAGONAL, SIX, STANDARD


class TwelveMensMorris(Morris):
    """Twelve Men's Morris: 12 pieces, the diagonals, a full board after placing draws."""

    name = "twelve"
    title = "Twelve Men's Morris"
    family = "morris"
    variant = Variant(DIAGONAL, 12, full_draw=True)


class Morabaraba(Morris):
    """Morabaraba: Twelve Men's Morris without "machine gunning", with the three-cow draw."""

    name = "morabaraba"
    title = "Morabaraba"
    family = "morris"
    variant = Variant(DIAGONAL, 12, full_draw=True, no_gun=True)


class LaskerMorris(Morris):
    """Lasker Morris: 10 pieces, and while placing a player may slide instead."""

    name = "lasker"
    title = "Lasker Morris"
    family = "morris"
    variant = Variant(STANDARD, 10, slide_in_hand=True)


class RussianMill(Morris):
    """The Russian one-time mill: a mill pays only with a point not yet in the mover's record."""

    name = "russian"
    title = "Russian Mill"
    family = "morris"
    variant = Variant(STANDARD, 9, one_time=True)


class SixMensMorris(Morris):
    """Six Men's Morris: two squares, 6 pieces, no flying by default."""

    name = "six"
    title = "Six Men's Morris"
    family = "morris"
    variant = Variant(SIX, 6)
    option_specs = (
        OptionSpec("flying", bool, False, "option-morris-flying"),
        OptionSpec("draw_plies", int, 100, "option-morris-draw-plies", 0, 1000),
    )


VARIANTS: tuple[type[Morris], ...] = (
    TwelveMensMorris,
    Morabaraba,
    LaskerMorris,
    RussianMill,
    SixMensMorris,
)
"""The variants, in menu order."""
