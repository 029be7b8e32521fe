"""The words players type instead of a move, for every front end (terminal and chat).

The words of each language are in its catalogue (``words-<command>``: a comma-separated list),
so a German player can type ``aufgeben`` once the German catalogue has it; English always
works too. Text in, a :class:`Command` (or ``None``: a move, or conversation) out.
"""

from __future__ import annotations

import enum
import functools

from texts import DEFAULT_LOCALE, render, resolve_locale

MAX_LENGTH = 40
"""Typed text longer than this is neither a command nor a move (no move is nearly this long)."""


class Command(enum.StrEnum):
    """Something a player asks for by typing a word."""

    HELP = "help"
    RESIGN = "resign"
    RESTART = "restart"
    DRAW = "draw"
    TAKEBACK = "takeback"
    ACCEPT = "accept"
    DECLINE = "decline"
    WITHDRAW = "withdraw"


@functools.cache
def words(locale: str = DEFAULT_LOCALE) -> dict[str, Command]:
    """Every word (lower case) of ``locale``'s catalogue and the command it types."""
    return {
        word.strip().lower(): command
        for command in Command
        for word in render(f"words-{command.value}", resolve_locale(locale)).split(",")
        if word.strip()
    }


def parse_command(text: str, locale: str = DEFAULT_LOCALE) -> Command | None:
    """Return the command ``text`` is in ``locale`` or in English (any case, surrounding
    spaces ignored), else ``None``."""
    word = text.strip().lower()
    return words(locale).get(word) or words(DEFAULT_LOCALE).get(word)
