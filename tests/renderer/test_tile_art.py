"""The committed tile PNGs are the art's source drawn (``make tiles``), one per tile, each an
emoji Discord takes (a 128 x 128 PNG well under 256 KiB)."""

from __future__ import annotations

import struct

import pytest

from devtools.tiles import OUT, SIZE, draw
from renderer.tiles import ART


def test_every_tile_has_its_png_and_no_other_png_is_there() -> None:
    assert {path.stem for path in OUT.glob("*.png")} == set(ART)


@pytest.mark.parametrize("name", ["sh", "pe55", "px15", "gdf", "n12", "ua", "cy", "p5ff"])
def test_a_committed_png_is_its_tile_drawn_from_the_source(name: str) -> None:
    assert (OUT / f"{name}.png").read_bytes() == draw(ART[name])


def test_every_png_is_a_128_pixel_square_under_discords_size_limit() -> None:
    for path in OUT.glob("*.png"):
        data = path.read_bytes()
        assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) < 256 * 1024
        assert struct.unpack(">II", data[16:24]) == (SIZE, SIZE)
