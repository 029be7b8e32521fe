"""How a terminal game is set up, and how a saved game's set-up differs from the one asked
for (the terminal asks whether to resume it or start the new one)."""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Mapping
from typing import Any

from bot.service import MatchView
from games.base import Game
from texts import Text, t


def setup(
    computer_seat: int, level: str | None, options: Mapping[str, object], position: str | None
) -> dict[str, Text | str]:
    """Describe how a game is set up, part by part, for comparing two set-ups (its options as
    they are typed: ``--flying on``)."""
    parts: dict[str, Text | str] = {
        "players": t("terminal-setup-computer", seat=str(computer_seat))
        if computer_seat
        else t("terminal-setup-two-players")
    }
    if level is not None:
        parts["level"] = t("terminal-setup-level", level=level)
    for name, value in options.items():
        shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
        parts[name] = f"--{name.replace('_', '-')} {shown}"
    parts["position"] = (
        t("terminal-setup-position", position=position) if position else t("terminal-setup-start")
    )
    return parts


def differences(
    saved: MatchView,
    game: Game[Any, Any],
    computer: int | None,
    level: str | None,
    position: str | None,
) -> Text | None:
    """Return ``"saved X, asked Y"`` for each part of the set-up asked for that differs, joined
    in one text; ``None`` if none differs."""
    if position is not None:
        with contextlib.suppress(ValueError):  # the service explains a bad position later
            position = game.parse_position(position).position()
    asked = setup(computer or 0, level, game.options, position)
    if position is None:
        del asked["position"]  # nothing asked for (nor a level, if None): anything is fine
    have = setup(saved.computer_seat, saved.level, saved.options, saved.start_position)
    differences = [
        t("terminal-difference", saved=have.get(part, t("terminal-setup-none")), asked=wish)
        for part, wish in asked.items()
        if have.get(part) != wish
    ]
    if not differences:
        return None
    return functools.reduce(
        lambda first, then: t("terminal-differences", first=first, then=then), differences
    )
