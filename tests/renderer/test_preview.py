"""The board preview page shows a position in every style: code blocks for text, the tiles'
images for the tiles board (the screenshot itself needs Chromium and is made by hand)."""

from __future__ import annotations

import re
from pathlib import Path

from devtools.preview import main
from devtools.tiles import OUT


def test_the_page_shows_every_style_with_the_tiles_images(tmp_path: Path) -> None:
    out = tmp_path / "board"
    assert main(["morris", "--moves", "a7 b2 d7 f6 g7xb2", "--out", str(out), "--no-shot"]) == 0
    page = out.with_suffix(".html").read_text(encoding="utf-8")
    assert page.count('class="theme"') == 2
    assert "<pre" in page and "[○]" in page and "×" in page  # the text board, marks and all
    images = re.findall(r'<img class="emoji" src="([^"]+)"', page)
    assert len(images) >= 2 * 64  # the tiles board in both themes
    assert all((out.parent / src).resolve().parent == OUT for src in images)
    assert all((out.parent / src).exists() for src in images)
