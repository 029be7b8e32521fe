"""Draw the board tiles (``make tiles``): each tile of :data:`renderer.tiles.ART` as a 128 x 128
PNG in ``bot/discord/tiles/``, which the bot uploads as its application emoji.

The standard library only (no image library in the bot's dependencies): shapes are drawn by
their signed distance, a pixel covered by the part of the shape within half a pixel of its
centre (anti-aliased edges), and written with zlib. Lines run to the tile's very edge and are
thick enough (2 px at the 22 px Discord shows an emoji at) to read as one line across the
small gap between two emoji; colours read on Discord's dark and light themes alike.

Run: ``python -m devtools.tiles`` (writes every tile, removes PNGs of tiles that are gone).
"""

from __future__ import annotations

import itertools
import math
import struct
import sys
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

from renderer.tiles import ART, STEPS, Art

SIZE = 128
"""Discord's emoji size (Create Application Emoji: "the 128x128 emoji image")."""
OUT = Path(__file__).resolve().parents[1] / "bot" / "discord" / "tiles"
Colour = tuple[int, int, int, int]

LINE: Colour = (138, 143, 153, 255)
"""The board's lines: a grey halfway between the dark theme's background and the light one's."""
LINE_WIDTH = 13.0
LABEL: Colour = (128, 134, 145, 255)
PIECE_EDGE: Colour = (96, 100, 110, 255)
PIECES: dict[str, Colour] = {"light": (246, 246, 242, 255), "dark": (34, 36, 40, 255)}
MARKS: dict[str, Colour] = {
    "last": (240, 178, 50, 255),
    "from": (240, 178, 50, 255),
    "removed": (242, 63, 67, 255),
    "open": (35, 165, 90, 255),
}
SQUARES: dict[str, Colour] = {
    "light": (222, 196, 158, 255),
    "dark": (166, 124, 82, 255),
    "cell": (116, 121, 133, 255),
}
CROSS: Colour = (30, 31, 34, 255)

Shape = Callable[[float, float], float]
"""A shape as its signed distance from a point (negative inside)."""

# A stroke font for the labels: polylines on a grid 4 wide and 8 high (the baseline at 6).
GLYPHS: dict[str, list[list[tuple[float, float]]]] = {
    "0": [[(0, 0), (4, 0), (4, 6), (0, 6), (0, 0)], [(4, 0), (0, 6)]],
    "1": [[(1, 1), (2.5, 0), (2.5, 6)], [(1, 6), (4, 6)]],
    "2": [[(0, 0), (4, 0), (4, 3), (0, 3), (0, 6), (4, 6)]],
    "3": [[(0, 0), (4, 0), (4, 6), (0, 6)], [(1, 3), (4, 3)]],
    "4": [[(3, 6), (3, 0), (0, 4), (4, 4)]],
    "5": [[(4, 0), (0, 0), (0, 3), (4, 3), (4, 6), (0, 6)]],
    "6": [[(4, 0), (0, 0), (0, 6), (4, 6), (4, 3), (0, 3)]],
    "7": [[(0, 0), (4, 0), (1.5, 6)]],
    "8": [[(0, 0), (4, 0), (4, 6), (0, 6), (0, 0)], [(0, 3), (4, 3)]],
    "9": [[(4, 3), (0, 3), (0, 0), (4, 0), (4, 6), (0, 6)]],
    "a": [[(0, 2), (4, 2), (4, 6), (0, 6), (0, 4), (4, 4)]],
    "b": [[(0, 0), (0, 6), (4, 6), (4, 2), (0, 2)]],
    "c": [[(4, 2), (0, 2), (0, 6), (4, 6)]],
    "d": [[(4, 0), (4, 6), (0, 6), (0, 2), (4, 2)]],
    "e": [[(0, 4), (4, 4), (4, 2), (0, 2), (0, 6), (4, 6)]],
    "f": [[(4, 0), (1.5, 0), (1.5, 6)], [(0, 2.5), (3.5, 2.5)]],
    "g": [[(4, 6), (0, 6), (0, 2), (4, 2), (4, 8), (0, 8)]],
    "h": [[(0, 0), (0, 6)], [(0, 2), (4, 2), (4, 6)]],
    "i": [[(2, 2), (2, 6)], [(2, 0), (2, 0.2)]],
    "j": [[(3, 2), (3, 8), (0, 8)], [(3, 0), (3, 0.2)]],
    "k": [[(0, 0), (0, 6)], [(4, 2), (0, 4.5)], [(1.5, 3.6), (4, 6)]],
    "l": [[(1, 0), (2, 0), (2, 6), (4, 6)]],
    "m": [[(0, 6), (0, 2), (4, 2), (4, 6)], [(2, 2), (2, 6)]],
    "n": [[(0, 6), (0, 2), (4, 2), (4, 6)]],
    "o": [[(0, 2), (4, 2), (4, 6), (0, 6), (0, 2)]],
    "p": [[(0, 8), (0, 2), (4, 2), (4, 6), (0, 6)]],
    "q": [[(4, 8), (4, 2), (0, 2), (0, 6), (4, 6)]],
    "r": [[(0, 6), (0, 2)], [(0, 3.5), (1.5, 2), (4, 2)]],
    "s": [[(4, 2), (0, 2), (0, 4), (4, 4), (4, 6), (0, 6)]],
    "t": [[(1.5, 0), (1.5, 6), (4, 6)], [(0, 2), (3.5, 2)]],
    "u": [[(0, 2), (0, 6), (4, 6), (4, 2)]],
    "v": [[(0, 2), (2, 6), (4, 2)]],
    "w": [[(0, 2), (1, 6), (2, 4), (3, 6), (4, 2)]],
    "x": [[(0, 2), (4, 6)], [(4, 2), (0, 6)]],
    "y": [[(0, 2), (0, 6), (4, 6)], [(4, 2), (4, 8), (0, 8)]],
    "z": [[(0, 2), (4, 2), (0, 6), (4, 6)]],
    "A": [[(0, 6), (2, 0), (4, 6)], [(1, 4), (3, 4)]],
    "B": [[(0, 3), (3, 3), (4, 4), (4, 5), (3, 6), (0, 6), (0, 0), (3, 0), (4, 1), (3.5, 2.5)]],
    "C": [[(4, 0), (0, 0), (0, 6), (4, 6)]],
    "D": [[(0, 0), (3, 0), (4, 1.5), (4, 4.5), (3, 6), (0, 6), (0, 0)]],
    "E": [[(4, 0), (0, 0), (0, 6), (4, 6)], [(0, 3), (3, 3)]],
}  # fmt: skip


def segment(ax: float, ay: float, bx: float, by: float, width: float) -> Shape:
    """A line from a to b with round ends."""
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy or 1.0

    def distance(x: float, y: float) -> float:
        t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / length2))
        return math.hypot(x - ax - t * dx, y - ay - t * dy) - width / 2

    return distance


def disc(cx: float, cy: float, radius: float) -> Shape:
    """A filled circle."""
    return lambda x, y: math.hypot(x - cx, y - cy) - radius


def ring(cx: float, cy: float, inner: float, outer: float) -> Shape:
    """A circle's outline between two radii."""
    return lambda x, y: max(inner - math.hypot(x - cx, y - cy), math.hypot(x - cx, y - cy) - outer)


def box(x0: float, y0: float, x1: float, y1: float, corner: float) -> Shape:
    """A rectangle with rounded corners."""
    cx, cy, hx, hy = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2 - corner, (y1 - y0) / 2 - corner

    def distance(x: float, y: float) -> float:
        qx, qy = abs(x - cx) - hx, abs(y - cy) - hy
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - corner

    return distance


class Canvas:
    """A square of premultiplied RGBA pixels, transparent to begin with."""

    def __init__(self) -> None:
        self.pixels = [[0.0, 0.0, 0.0, 0.0] for _ in range(SIZE * SIZE)]

    def fill(self, shape: Shape, colour: Colour, bounds: tuple[float, float, float, float]) -> None:
        """Paint ``shape`` (which lies within ``bounds``) over what is there."""
        x0, y0 = max(0, int(bounds[0]) - 1), max(0, int(bounds[1]) - 1)
        x1, y1 = min(SIZE, int(bounds[2]) + 2), min(SIZE, int(bounds[3]) + 2)
        red, green, blue, alpha = (c / 255 for c in colour)
        for y in range(y0, y1):
            for x in range(x0, x1):
                cover = 0.5 - shape(x + 0.5, y + 0.5)
                if cover <= 0:
                    continue
                a = alpha * min(cover, 1.0)
                pixel = self.pixels[y * SIZE + x]
                keep = 1 - a
                pixel[0] = red * a + pixel[0] * keep
                pixel[1] = green * a + pixel[1] * keep
                pixel[2] = blue * a + pixel[2] * keep
                pixel[3] = a + pixel[3] * keep

    def png(self) -> bytes:
        """The canvas as a PNG file (8-bit RGBA, no filter)."""
        rows = []
        for y in range(SIZE):
            row = bytearray([0])
            for r, g, b, a in self.pixels[y * SIZE : (y + 1) * SIZE]:
                if a <= 0:
                    row += b"\0\0\0\0"
                else:
                    row += bytes(round(min(c / a, 1.0) * 255) for c in (r, g, b))
                    row.append(round(a * 255))
            rows.append(bytes(row))
        header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)
        body = zlib.compress(b"".join(rows), 9)
        return (
            b"\x89PNG\r\n\x1a\n"
            + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", body)
            + _chunk(b"IEND", b"")
        )


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def polyline(
    canvas: Canvas, points: list[tuple[float, float]], width: float, colour: Colour
) -> None:
    """Stroke the segments joining ``points``."""
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        pad = width / 2 + 1
        bounds = (min(ax, bx) - pad, min(ay, by) - pad, max(ax, bx) + pad, max(ay, by) + pad)
        canvas.fill(segment(ax, ay, bx, by, width), colour, bounds)


def label(canvas: Canvas, text: str, colour: Colour, height: float) -> None:
    """Write ``text`` in the stroke font, centred, ``height`` pixels from top to baseline."""
    unit = height / 6
    advance = 6 * unit
    left = SIZE / 2 - (advance * len(text) - 2 * unit) / 2
    top = SIZE / 2 - 3.5 * unit
    for i, char in enumerate(text):
        for stroke in GLYPHS[char]:
            points = [(left + i * advance + x * unit, top + y * unit) for x, y in stroke]
            polyline(canvas, points, max(unit * 1.3, 9.0), colour)


def draw(art: Art) -> bytes:
    """The PNG of one tile."""
    canvas = Canvas()
    whole = (0.0, 0.0, float(SIZE), float(SIZE))
    mid = SIZE / 2
    if art.square == "cell":
        canvas.fill(box(5, 5, SIZE - 5, SIZE - 5, 18), SQUARES["cell"], whole)
    elif art.square:
        canvas.fill(box(-1, -1, SIZE + 1, SIZE + 1, 0), SQUARES[art.square], whole)
    for way in art.ways:
        dx, dy = STEPS[way]
        end = (mid + dx * (mid + 2), mid + dy * (mid + 2))
        polyline(canvas, [(mid, mid), end], LINE_WIDTH * (1.1 if dx and dy else 1.0), LINE)
    if art.point and not art.piece and not art.label:
        canvas.fill(disc(mid, mid, 15), LINE, (mid - 16, mid - 16, mid + 16, mid + 16))
    if art.piece in PIECES:
        canvas.fill(disc(mid, mid, 51), PIECE_EDGE, (mid - 52, mid - 52, mid + 52, mid + 52))
        canvas.fill(disc(mid, mid, 44), PIECES[art.piece], (mid - 45, mid - 45, mid + 45, mid + 45))
    elif art.piece == "cross":
        colour = MARKS["last"] if art.mark == "last" else CROSS
        polyline(canvas, [(34, 34), (94, 94)], 18, colour)
        polyline(canvas, [(94, 34), (34, 94)], 18, colour)
    if art.mark == "last" and art.piece != "cross":
        canvas.fill(ring(mid, mid, 51, 64), MARKS["last"], whole)
    elif art.mark == "from":
        canvas.fill(ring(mid, mid, 26, 38), MARKS["from"], (mid - 39, mid - 39, mid + 39, mid + 39))
    elif art.mark == "removed":
        polyline(canvas, [(36, 36), (92, 92)], 18, MARKS["removed"])
        polyline(canvas, [(92, 36), (36, 92)], 18, MARKS["removed"])
    elif art.mark == "open":
        canvas.fill(ring(mid, mid, 18, 32), MARKS["open"], (mid - 33, mid - 33, mid + 33, mid + 33))
    if art.label:
        if art.square == "cell":  # the digit players type, on a Notakto cell
            label(canvas, art.label, (255, 255, 255, 235), 56)
        elif art.point:  # a number players type, on a point: a disc behind it hides the lines
            canvas.fill(disc(mid, mid, 40), LINE, (mid - 41, mid - 41, mid + 41, mid + 41))
            label(canvas, art.label, (255, 255, 255, 255), 48)
        else:
            label(canvas, art.label, LABEL, 64 if len(art.label) == 1 else 46)
    return canvas.png()


def tiles() -> Iterator[tuple[str, bytes]]:
    """Every tile's name and PNG."""
    for name, art in ART.items():
        yield name, draw(art)


def main() -> int:
    """Write every tile into :data:`OUT`, removing the PNGs of tiles no longer drawn."""
    OUT.mkdir(parents=True, exist_ok=True)
    written = set()
    for name, png in tiles():
        path = OUT / f"{name}.png"
        if not path.exists() or path.read_bytes() != png:
            path.write_bytes(png)
        written.add(path.name)
    for stale in OUT.glob("*.png"):
        if stale.name not in written:
            stale.unlink()
    print(f"{len(written)} tiles in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
