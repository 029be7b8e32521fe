"""Look at a board as Discord shows it: any position rendered in every style into an HTML page
that reproduces Discord's message layout (a Components V2 card with its accent bar, the code
block font, emoji at 22 px with Discord's spacing, a phone-width column), in the dark and the
light theme side by side, and a screenshot of it by headless Chromium.

    python -m devtools.preview morris --moves "d6 d2 b6 f6 f2 b2" --out docs/boards/morris

writes ``docs/boards/morris.html`` and ``docs/boards/morris.png`` (the screenshot needs
``chromium``; ``--no-shot`` writes the page only). Tiles are the PNGs in ``bot/discord/tiles``
(``make tiles``).
"""

from __future__ import annotations

import argparse
import html
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import Any

from devtools.tiles import OUT as TILES
from games.base import State
from games.registry import get_game
from renderer import STYLES, render

COLUMN_PX = 390
"""A phone's message column (an iPhone 14's 390 CSS pixels)."""
THEMES = {
    "dark": {"bg": "#313338", "text": "#dbdee1", "card": "#2b2d31", "code": "#1e1f22",
             "border": "#1e1f22", "name": "#f2f3f5"},
    "light": {"bg": "#ffffff", "text": "#313338", "card": "#f2f3f5", "code": "#ebedef",
              "border": "#e3e5e8", "name": "#060607"},
}  # fmt: skip
CSS = """
body { margin: 0; display: flex; font-family: "gg sans", "Noto Sans", "DejaVu Sans", sans-serif; }
.theme { width: %(width)dpx; padding: 12px 12px 12px 0; }
.msg { display: flex; gap: 10px; padding-left: 12px; margin-bottom: 18px; }
.avatar { width: 40px; height: 40px; border-radius: 50%%; background: #5865f2; flex: none; }
.name { font-weight: 600; font-size: 16px; margin-bottom: 4px; }
.tag { font-size: 10px; background: #5865f2; color: white; border-radius: 3px; padding: 1px 4px; }
.card { border-left: 4px solid #5865f2; border-radius: 8px; padding: 12px 14px;
        font-size: 16px; line-height: 1.375rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.card pre { font-family: Consolas, "Andale Mono WT", "DejaVu Sans Mono", monospace;
            font-size: 14px; line-height: 1.125rem; margin: 2px 0; padding: 7px;
            border-radius: 4px; white-space: pre; }
img.emoji { width: 1.375em; height: 1.375em; vertical-align: bottom; margin: 0 .05em; }
.style { font-size: 12px; opacity: .6; margin-bottom: 2px; }
"""


def to_html(text: str, tiles: str) -> str:
    """A board's chat text as Discord draws it: code blocks in the code font, custom emoji as
    the tiles' images (in the folder ``tiles``, a path from the page)."""
    parts = re.split(r"```\n(.*?)\n```", text, flags=re.S)
    out = []
    for i, part in enumerate(parts):
        if i % 2:
            out.append(f"<pre>{html.escape(part)}</pre>")
            continue
        out.append(emoji_html(html.escape(part.strip("\n")), tiles))
    return "".join(out)


def emoji_html(escaped: str, tiles: str) -> str:
    """``escaped`` (HTML-escaped chat text) with each of the app's custom emoji (``<:name:id>``)
    drawn as its tile's image in the folder ``tiles`` (a path from the page)."""
    return re.sub(
        r"&lt;a?:([A-Za-z0-9_]+):\d+&gt;",
        lambda m: f'<img class="emoji" src="{tiles}/{m[1]}.png" alt=":{m[1]}:">',
        escaped,
    )


def page(state: State[Any], last: Hashable | None, names: tuple[str, str], tiles: str) -> str:
    """The HTML page: each style in each theme (the tiles' images in ``tiles``)."""
    columns = []
    for colours in THEMES.values():
        cards = []
        for style in STYLES:
            board = to_html(render(state, style, last, names), tiles)
            cards.append(
                f'<div class="msg"><div class="avatar"></div><div style="min-width:0;flex:1">'
                f'<div class="name" style="color:{colours["name"]}">Morris <span class="tag">APP'
                f'</span></div><div class="style">{style}</div>'
                f'<div class="card" style="background:{colours["card"]}">{board}</div></div></div>'
            )
        columns.append(
            f'<div class="theme" style="background:{colours["bg"]};color:{colours["text"]}">'
            + "".join(cards).replace(
                "<pre>",
                f'<pre style="background:{colours["code"]};border:1px solid {colours["border"]}">',
            )
            + "</div>"
        )
    style = CSS % {"width": COLUMN_PX}
    return f"<!doctype html><meta charset=utf-8><style>{style}</style><body>{''.join(columns)}"


def screenshot(page_path: Path, png: Path, height: int) -> None:
    """Screenshot ``page_path`` into ``png`` with headless Chromium."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        raise SystemExit("chromium is not installed (apt-get install -y chromium)")
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(
            [
                browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", f"--user-data-dir={profile}", "--hide-scrollbars",
                f"--window-size={2 * (COLUMN_PX + 12)},{height}", f"--screenshot={png}",
                page_path.as_uri(),
            ],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip


def position(
    game_name: str, options: Sequence[str], start: str | None, moves: str
) -> tuple[State[Any], Hashable | None]:
    """The position of ``game_name`` with ``options`` (``key=value``) from ``start`` (its
    position text, else the initial one) after ``moves``, and the last turn."""
    values: dict[str, Any] = {}
    for option in options:
        key, _, value = option.partition("=")
        values[key] = value if not value.isdigit() else int(value)
        if value in ("on", "off"):
            values[key] = value == "on"
    game = get_game(game_name, **values)
    state: State[Any] = game.parse_position(start) if start else game.initial()
    last: Hashable | None = None
    for text in moves.split():
        move = game.parse_move(state, text)
        last = state.full_turn(move)
        state = state.play(move)
    return state, last


def main(argv: Sequence[str] | None = None) -> int:
    """Write the page (and its screenshot) of the position the arguments name."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--option", action="append", default=[], help="key=value, e.g. boards=4")
    parser.add_argument("--position", help="the position's text (the game's position format)")
    parser.add_argument("--moves", default="", help="moves played from there, space-separated")
    parser.add_argument("--names", default="Ann,Bob")
    parser.add_argument("--height", type=int, default=1500, help="the screenshot's height")
    parser.add_argument("--out", type=Path, required=True, help="path without extension")
    parser.add_argument("--no-shot", action="store_true", help="write the page only")
    args = parser.parse_args(argv)
    state, last = position(args.game, args.option, args.position, args.moves)
    first, second = args.names.split(",")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    page_path = args.out.with_suffix(".html")
    tiles = Path(os.path.relpath(TILES, page_path.resolve().parent)).as_posix()
    page_path.write_text(page(state, last, (first, second), tiles), encoding="utf-8")
    if not args.no_shot:
        screenshot(page_path.resolve(), args.out.with_suffix(".png").resolve(), args.height)
    print(page_path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
