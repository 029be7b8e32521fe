"""First Attack boards: the squares no blocking pawn attacks are marked open."""

from __future__ import annotations

from renderer.grid import render_placement as render

__all__ = ["render"]
