"""Helpers shared by the board renderers."""

from __future__ import annotations

import unicodedata
from typing import Any

from games.base import State

STYLES = ("text", "emoji")
Names = tuple[str, str]

DISCORD_LIMIT = 2000
"""Discord's limit on the characters of one message."""


def status_line(state: State[Any], names: Names) -> str:
    """Return whose turn it is, or the result once the game is over."""
    outcome = state.outcome
    if outcome is None:
        name = names[state.to_move - 1]
        if state.partial_move is not None:
            return f"{name}: your move formed a mill. Name a piece to remove."
        return f"{name} to move."
    if outcome.winner is None:
        return f"{outcome.describe()}."
    return f"{names[outcome.winner - 1]} wins {outcome.termination.description}."


def display_width(line: str) -> int:
    """Return the columns ``line`` takes in a monospace font (wide and emoji characters take 2)."""
    width = 0
    for char in line:
        if unicodedata.combining(char) or char in "\ufe0f\u200d\u20e3":
            continue
        width += 2 if unicodedata.east_asian_width(char) in "WF" else 1
    return width


def code_block(lines: list[str]) -> str:
    """Wrap ``lines`` in a Discord code block so they render in a monospace font."""
    body = "\n".join(lines)
    return f"```\n{body}\n```"
