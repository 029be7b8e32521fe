"""A board's accent colour says whose turn it is: it must show against the card in Discord's
dark theme and in its light theme alike (the themes' colours as devtools/preview.py draws
them)."""

from __future__ import annotations

import pytest

from bot.discord.board.layout import ACCENTS
from devtools.preview import THEMES

PLAIN = 2.0
"""The least contrast ratio (WCAG's formula) at which a 4-pixel bar reads at a glance."""


def _luminance(colour: int) -> float:
    """WCAG's relative luminance of an RGB colour."""
    channels = [((colour >> shift) & 0xFF) / 255 for shift in (16, 8, 0)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def _contrast(first: int, second: int) -> float:
    light, dark = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("seat", sorted(ACCENTS))
def test_the_accent_of_the_side_to_move_shows_in_either_theme(seat: int, theme: str) -> None:
    card = int(THEMES[theme]["card"].lstrip("#"), 16)
    assert _contrast(ACCENTS[seat], card) >= PLAIN
