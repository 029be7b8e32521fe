"""The ``tiles`` style: boards drawn with the bot's own emoji (application emoji), a tile a cell.

The renderers choose each tile by name; the names and what each tile shows (:data:`ART`, a
small declarative description that ``devtools.tiles`` draws into the PNGs) live here, so the
Discord adapter uploads exactly the tiles the renderers can use. A board is written with
placeholder markup ``<:name:0>`` (:func:`tile`, counted as one emoji by the width checks) and
:func:`apply` replaces each with the tile's real markup (``<:name_digest:id>``).

Names (2-4 characters of ``[a-z0-9]``): ``p`` a mill point (its content, then the lines leaving
it as two hex digits, :data:`WAYS` bits), ``s`` a line segment, ``g`` a board square (shade and
content), ``c`` a Notakto cell, ``k`` a piece or mark alone (legends and notes), ``n``/``l`` a
row number and a column letter, ``u`` a capital letter, ``bl`` nothing.
"""

from __future__ import annotations

import hashlib
import re
import string
from collections.abc import Iterator, Mapping
from typing import NamedTuple

from games.morris_board import DIAGONAL, SIX, STANDARD, MillBoard

WAYS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
"""The directions a line leaves a tile's centre in; bit ``i`` of a point's name is ``WAYS[i]``."""
STEPS = {"N": (0, -1), "NE": (1, -1), "E": (1, 0), "SE": (1, 1), "S": (0, 1), "SW": (-1, 1)}
STEPS |= {"W": (-1, 0), "NW": (-1, -1)}
"""Each direction as (column, row) steps on the screen (rows grow downwards)."""


class Art(NamedTuple):
    """What one tile shows, drawn in this order: a square, lines from the centre to the
    tile's edge, a junction dot, a piece, a mark, a label."""

    square: str = ""
    """``light`` or ``dark`` (a board square), ``cell`` (a Notakto cell), or none."""
    ways: tuple[str, ...] = ()
    """The directions (:data:`WAYS`) of the lines through the tile."""
    point: bool = False
    """A point where lines meet (drawn as a dot when empty)."""
    piece: str = ""
    """``light``, ``dark`` or ``cross`` (a Notakto mark)."""
    mark: str = ""
    """``last`` (the piece the last move moved), ``from`` (a point it left), ``removed``,
    ``open`` (a square the player to move may choose)."""
    label: str = ""
    """Characters drawn on the tile: a row number, a column letter, a number players type."""


CONTENTS: dict[str, tuple[str, str]] = {
    "e": ("", ""),
    "w": ("light", ""),
    "b": ("dark", ""),
    "x": ("light", "last"),
    "y": ("dark", "last"),
    "f": ("", "from"),
    "r": ("", "removed"),
    "o": ("", "open"),
}
"""What a point, a square or a key tile holds (its piece and mark), by its letter in the
tile's name."""
MILL_CONTENTS = "ewbxyfr"
SQUARE_CONTENTS = "ewbxyfo"
KEY_CONTENTS = "wbxyfro"


def ways_code(ways: frozenset[str] | set[str]) -> str:
    """The two hex digits of a set of directions in a point's name."""
    return f"{sum(1 << WAYS.index(way) for way in ways):02x}"


def point(content: str, ways: frozenset[str] | set[str]) -> str:
    """The name of a mill point holding ``content`` (a :data:`CONTENTS` letter or a digit
    players type) with lines leaving it in ``ways``."""
    return f"p{content}{ways_code(ways)}"


SEGMENTS = {"h": ("E", "W"), "v": ("N", "S"), "d": ("NW", "SE"), "u": ("NE", "SW")}
"""Line segments across a tile: along a row, a file, and the two diagonals."""


def segment(ways: frozenset[str] | set[str]) -> str:
    """The name of the segment tile whose line runs in ``ways`` (two opposite directions)."""
    return next(f"s{key}" for key, pair in SEGMENTS.items() if set(pair) == set(ways))


def square(shade: str, content: str) -> str:
    """The name of a board square of ``shade`` (``l`` or ``d``) holding ``content``."""
    return f"g{shade}{content}"


def key(content: str) -> str:
    """The name of a piece or mark drawn alone (in legends and notes)."""
    return f"k{content}"


def number(value: int) -> str:
    """The name of a row number's tile (1-26)."""
    return f"n{value}"


def letter(value: str) -> str:
    """The name of a column letter's tile (a-z)."""
    return f"l{value}"


def capital(value: str) -> str:
    """The name of a capital letter's tile (a Notakto board: A-E)."""
    return f"u{value.lower()}"


BLANK = "bl"
NOTAKTO_CROSS, NOTAKTO_LAST = "cx", "cy"


def notakto_cell(cell: int) -> str:
    """The name of an empty Notakto cell showing the digit players type."""
    return f"c{cell}"


def mill_cells(board: MillBoard) -> dict[tuple[int, int], tuple[str, frozenset[str]]]:
    """Each drawn cell of ``board`` on a grid of a tile a file and a rank (column, row from
    the top): ``("p", ways)`` for a point, ``("s", ways)`` for a line segment. A diagonal
    joins points next to each other corner to corner, so it runs through the point tiles."""

    def cell(p: int) -> tuple[int, int]:
        name = board.names[p]
        return string.ascii_lowercase.index(name[0]), board.files - int(name[1])

    ways: dict[tuple[int, int], set[str]] = {cell(p): set() for p in range(board.size)}
    segments: dict[tuple[int, int], set[str]] = {}
    for a, b in board.edges:
        (fa, ra), (fb, rb) = cell(a), cell(b)
        step = ((fb > fa) - (fb < fa), (rb > ra) - (rb < ra))
        forward = next(w for w, s in STEPS.items() if s == step)
        backward = next(w for w, s in STEPS.items() if s == (-step[0], -step[1]))
        ways[fa, ra].add(forward)
        ways[fb, rb].add(backward)
        f, r = fa + step[0], ra + step[1]
        while (f, r) != (fb, rb):
            segments.setdefault((f, r), set()).update((forward, backward))
            f, r = f + step[0], r + step[1]
    drawn = {spot: ("s", frozenset(w)) for spot, w in segments.items()}
    return drawn | {spot: ("p", frozenset(w)) for spot, w in ways.items()}


THREE_LINES: tuple[tuple[int, int], ...] = (
    (0, 1), (1, 2), (3, 4), (4, 5), (6, 7), (7, 8), (0, 3), (3, 6), (1, 4), (4, 7), (2, 5), (5, 8),
    (0, 4), (4, 8), (2, 4), (4, 6),
)  # fmt: skip
"""The lines of the Three Men's Morris board between neighbouring points (0-8, row by row)."""


def three_cells() -> dict[tuple[int, int], tuple[str, frozenset[str]]]:
    """The Three Men's Morris board on a 5 x 5 grid: points on the even cells (point ``p`` at
    ``(2 * (p % 3), 2 * (p // 3))``), the lines and diagonals between them on the odd ones."""
    ways: dict[tuple[int, int], set[str]] = {(2 * (p % 3), 2 * (p // 3)): set() for p in range(9)}
    segments: dict[tuple[int, int], set[str]] = {}
    for a, b in THREE_LINES:
        (fa, ra), (fb, rb) = (2 * (a % 3), 2 * (a // 3)), (2 * (b % 3), 2 * (b // 3))
        step = ((fb - fa) // 2, (rb - ra) // 2)
        forward = next(w for w, s in STEPS.items() if s == step)
        backward = next(w for w, s in STEPS.items() if s == (-step[0], -step[1]))
        ways[fa, ra].add(forward)
        ways[fb, rb].add(backward)
        segments.setdefault((fa + step[0], ra + step[1]), set()).update((forward, backward))
    drawn = {spot: ("s", frozenset(w)) for spot, w in segments.items()}
    return drawn | {spot: ("p", frozenset(w)) for spot, w in ways.items()}


def _art() -> Iterator[tuple[str, Art]]:
    """Every tile a renderer can draw, with its art."""
    for key_, pair in SEGMENTS.items():
        yield f"s{key_}", Art(ways=pair)
    cells = [mill_cells(board) for board in (STANDARD, DIAGONAL, SIX)] + [three_cells()]
    point_ways = {ways for drawn in cells for kind, ways in drawn.values() if kind == "p"}
    for ways in sorted(point_ways, key=ways_code):
        ordered = tuple(w for w in WAYS if w in ways)
        for content in MILL_CONTENTS:
            piece, mark = CONTENTS[content]
            yield point(content, ways), Art(ways=ordered, point=True, piece=piece, mark=mark)
    for spot, (kind, ways) in three_cells().items():
        if kind == "p":
            digit = str(spot[1] // 2 * 3 + spot[0] // 2 + 1)
            ordered = tuple(w for w in WAYS if w in ways)
            yield point(digit, ways), Art(ways=ordered, point=True, label=digit)
    for shade, name in (("l", "light"), ("d", "dark")):
        for content in SQUARE_CONTENTS:
            piece, mark = CONTENTS[content]
            yield square(shade, content), Art(square=name, piece=piece, mark=mark)
    for content in KEY_CONTENTS:
        piece, mark = CONTENTS[content]
        yield key(content), Art(piece=piece, mark=mark)
    yield key("c"), Art(piece="cross")
    yield key("z"), Art(piece="cross", mark="last")
    for cell in range(9):
        yield notakto_cell(cell), Art(square="cell", label=str(cell))
    yield NOTAKTO_CROSS, Art(square="cell", piece="cross")
    yield NOTAKTO_LAST, Art(square="cell", piece="cross", mark="last")
    for value in range(1, 27):
        yield number(value), Art(label=str(value))
    for char in string.ascii_lowercase:
        yield letter(char), Art(label=char)
    for char in "abcde":
        yield capital(char), Art(label=char.upper())
    yield BLANK, Art()


ART: dict[str, Art] = dict(_art())
"""Every tile by name: what the renderers draw with, and what ``make tiles`` draws."""

_PLACEHOLDER = re.compile(r"<:([a-z0-9]+):0>")
DIGEST_LENGTH = 5
EMOJI_NAME = re.compile(rf"([a-z0-9]{{2,4}})_([0-9a-f]{{{DIGEST_LENGTH}}})")
"""The shape of a tile's emoji name: the tile's name and its image's digest."""


def emoji_name(name: str, image: bytes) -> str:
    """The application emoji name of tile ``name`` drawn as ``image``: the name and the first
    hex digits of the image's SHA-256, so a changed image has a new name (2-32 characters of
    ``[a-z0-9_]``, as Discord's emoji names)."""
    return f"{name}_{hashlib.sha256(image).hexdigest()[:DIGEST_LENGTH]}"


def tile(name: str) -> str:
    """The placeholder markup of tile ``name`` in a board (raises ``KeyError`` for a name
    that is not a tile)."""
    if name not in ART:
        raise KeyError(name)
    return f"<:{name}:0>"


def names_in(text: str) -> list[str]:
    """The tile names of the placeholders in ``text``, in order."""
    return _PLACEHOLDER.findall(text)


def apply(text: str, markup: Mapping[str, str]) -> str:
    """``text`` with each tile placeholder replaced by its ``markup`` (raises ``KeyError``
    for a tile ``markup`` lacks)."""
    return _PLACEHOLDER.sub(lambda found: markup[found[1]], text)
