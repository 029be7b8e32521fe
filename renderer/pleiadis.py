"""Pleiadis boards: the squares where the neighbour rule allows a placement are marked open."""

from __future__ import annotations

from renderer.grid import render_placement as render

__all__ = ["render"]
