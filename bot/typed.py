"""The words players type instead of a move, for every front end (terminal and chat).

Pure: text in, a :class:`Command` (or ``None``: a move, or conversation) out.
"""

from __future__ import annotations

import enum

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


WORDS: dict[str, Command] = {
    "h": Command.HELP,
    "help": Command.HELP,
    "q": Command.RESIGN,
    "quit": Command.RESIGN,
    "resign": Command.RESIGN,
    "r": Command.RESTART,
    "restart": Command.RESTART,
    "draw": Command.DRAW,
    "takeback": Command.TAKEBACK,
    "accept": Command.ACCEPT,
    "decline": Command.DECLINE,
    "withdraw": Command.WITHDRAW,
    "cancel": Command.WITHDRAW,
}
"""Every word (lower case) and the command it types."""


def parse_command(text: str) -> Command | None:
    """Return the command ``text`` is (any case, surrounding spaces ignored), else ``None``."""
    return WORDS.get(text.strip().lower())
