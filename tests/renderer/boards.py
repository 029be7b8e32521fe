"""Shared cases for the renderer tests of the five other games: each game at its smallest,
default and largest size, a few moves in, with the last move marked."""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import Any, NamedTuple

from games.base import State
from games.grid import LETTERS
from games.registry import get_game
from renderer import STYLES, render
from renderer.common import display_width
from standin.limits import CONTENT

GOLDEN = Path(__file__).parent / "golden"
LONG_NAMES = ("A" * 32, "B" * 32)
"""Names as long as Discord allows, so the size checks hold for any players."""


class Case(NamedTuple):
    """A game with options and the moves played from its start."""

    game: str
    label: str
    options: dict[str, Any]
    moves: tuple[str, ...]


CASES = (
    Case("three", "placing", {}, ("5", "1", "9")),
    Case("three", "moving", {}, ("5", "1", "9", "3", "2", "8", "2-7")),
    Case("three", "won", {}, ("5", "1", "9", "3", "2", "8", "2-7", "3-2", "9-3")),
    Case("notakto", "1 board", {"boards": 1}, ("A4", "A0")),
    Case("notakto", "3 boards", {}, ("A4", "A0", "A8", "B1", "C6")),
    Case("notakto", "4 boards", {"boards": 4}, ("A4", "D0")),
    Case("notakto", "5 boards", {"boards": 5}, ("A4", "E8")),
    Case("notakto", "5 boards, 1 dead", {"boards": 5}, ("A4", "B0", "E8", "A0", "A8", "D1")),
    Case("breakthrough", "5x2", {"rows": 5, "columns": 2}, ("a2-b3", "a4-a3")),
    Case("breakthrough", "8x8", {}, ("b2-b3", "g7-g6", "b3-b4", "g6-g5", "b4-b5", "a7-b6")),
    Case("breakthrough", "8x18", {"columns": 18}, ("r2-q3", "a7-a6")),
    Case("breakthrough", "9x19", {"rows": 9, "columns": 19}, ("s2-r3", "a8-b7")),
    Case("breakthrough", "26x26", {"rows": 26, "columns": 26}, ("z2-y3", "a25-a24")),
    Case("firstattack", "1x1", {"size": 1}, ()),
    Case("firstattack", "5x5", {}, ("c3", "e2")),
    Case("firstattack", "5x5 colours", {"colours": True}, ("c3", "c4", "a2")),
    Case("firstattack", "12x12", {"size": 12}, ("f6", "b1", "l3")),
    Case("pleiadis", "2x2", {"size": 2}, ("a1",)),
    Case("pleiadis", "5x5", {}, ("c3", "e5", "b2")),
    Case("pleiadis", "12x12", {"size": 12}, ("f6", "a1", "g7", "l12")),
)


def play(case: Case) -> tuple[State[Any], Hashable | None]:
    """Return the state after the case's moves and the last move."""
    game = get_game(case.game, **case.options)
    state = game.initial()
    last: Hashable | None = None
    for text in case.moves:
        last = game.parse_move(state, text)
        state = state.play(last)
    return state, last


def rendered(game: str, style: str) -> str:
    """Return every case of ``game`` rendered in ``style``, each under a heading line."""
    parts = []
    for case in CASES:
        if case.game == game:
            state, last = play(case)
            parts.append(f"== {case.label} ==\n{render(state, style, last, ('Ann', 'Bob'))}")
    return "\n\n".join(parts) + "\n"


def board_lines(message: str) -> list[str]:
    """Return the lines of the board itself: the monospace block (a text board, or an emoji
    board too wide for emoji), or else the leading emoji rows."""
    lines = message.splitlines()
    fences = [i for i, line in enumerate(lines) if line == "```"]
    if fences:
        return lines[fences[0] + 1 : fences[1]]
    board = []
    for line in lines:
        if " " in line:
            break
        board.append(line)
    return board


def golden(game: str, style: str) -> str:
    """Return the golden file of ``game`` in ``style``."""
    return (GOLDEN / f"{game}_{style}.txt").read_text(encoding="utf-8")


def check_fits_and_lines_align(game: str, style: str) -> None:
    """Assert every case of ``game`` fits one message (with the longest names) and that every
    line of its board has the same display width."""
    for case in CASES:
        if case.game != game:
            continue
        state, last = play(case)
        message = render(state, style, last, LONG_NAMES)
        assert len(message) <= CONTENT, (case.label, len(message))
        assert len(message.encode("utf-16-le")) // 2 <= CONTENT, case.label
        lines = board_lines(message)
        assert lines, case.label
        assert len({display_width(line) for line in lines}) == 1, (case.label, lines)


def marked_squares(message: str, mark: str) -> set[str]:
    """Return the names of the squares showing ``mark`` in a text grid (``a1`` style), spaced
    (``a b c``) or compact (``abc``)."""
    header, *rows = board_lines(message)
    first = header.index("a")  # the column of square a in every row
    step = 2 if header[first + 1 : first + 2] == " " else 1
    found = set()
    for line in rows:
        label, cells = line[: first - 1].strip(), line[first::step]
        found |= {f"{LETTERS[c]}{label}" for c, char in enumerate(cells) if char == mark}
    return found


if __name__ == "__main__":  # regenerate the goldens: python -m tests.renderer.boards
    for name in ("three", "notakto", "breakthrough", "firstattack", "pleiadis"):
        for style in STYLES:
            (GOLDEN / f"{name}_{style}.txt").write_text(rendered(name, style), encoding="utf-8")
