"""Look at whole messages as Discord draws them: the payloads the stand-in stored (content,
embeds, Components V2 containers, text displays, sections, separators, action rows, buttons,
select menus, flags) drawn into an HTML page in the dark and the light theme side by side at a
phone's width, and a screenshot of it by headless Chromium.

    python -m devtools.capture swiss --out /tmp/captured
    python -m devtools.message_preview /tmp/captured/swiss.json --out /tmp/swiss --pick final

writes ``/tmp/swiss.html`` and ``/tmp/swiss.png``. The input is what ``devtools.capture``
writes (names of the users, channels and roles mentioned, and labelled messages), or one message
payload, or a list of them. Markdown is Discord's subset: bold, italics, underline,
strikethrough, inline code and code blocks, headings ``#`` ``##`` ``###``, ``-#`` subtext,
lists, masked links, ``<t:…>`` timestamps (relative ones counted from the message's own time),
mentions as pills, the app's custom emoji as the tiles' images.
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from devtools.preview import COLUMN_PX, CSS, THEMES, emoji_html, screenshot
from devtools.tiles import OUT as TILES

CONTAINER, SECTION, TEXT, THUMBNAIL, SEPARATOR, ROW, BUTTON = 17, 9, 10, 11, 14, 1, 2
SELECTS = (3, 5, 6, 7, 8)
IS_COMPONENTS_V2, EPHEMERAL = 1 << 15, 1 << 6
BUTTON_STYLES = {1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "link", 6: "premium"}
MESSAGE_CSS = """
.label { font-size: 12px; opacity: .6; margin: 0 0 2px 62px; }
.body { min-width: 0; flex: 1; font-size: 16px; line-height: 1.375rem; }
.body p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.v2 { border-radius: 8px; padding: 16px; margin-top: 4px; display: flex; flex-direction: column;
      gap: 8px; border: 1px solid var(--border); }
.v2.accent { border-left: 4px solid var(--accent); }
.sep { margin: 0; border: 0; }
.sep.line { border-top: 1px solid var(--border); }
.sep.s1 { margin: 0; } .sep.s2 { margin: 8px 0; }
.section { display: flex; gap: 12px; align-items: flex-start; }
.section > .texts { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 8px; }
.row { display: flex; flex-wrap: wrap; gap: 8px; }
.btn { height: 32px; min-width: 60px; padding: 2px 16px; border-radius: 8px; border: 0;
       font: 500 14px/16px inherit; color: white; display: inline-flex; align-items: center;
       gap: 4px; box-sizing: border-box; font-family: inherit; }
.btn.primary { background: #5865f2; } .btn.success { background: #00863a; }
.btn.danger { background: #d22d39; } .btn.secondary, .btn.link { background: var(--button); }
.btn.secondary, .btn.link { color: var(--buttontext); }
.btn.premium { background: #5865f2; }
.btn.disabled { opacity: .5; cursor: not-allowed; }
.select { height: 40px; border-radius: 8px; border: 1px solid var(--border);
          background: var(--code); display: flex; align-items: center; padding: 0 12px;
          justify-content: space-between; color: var(--muted); width: 100%%;
          box-sizing: border-box; }
.select.disabled { opacity: .5; }
.select .chosen { color: var(--text); }
.embed { border-left: 4px solid var(--accent); border-radius: 4px; padding: 8px 16px 16px 12px;
         margin-top: 4px; background: var(--card); max-width: 100%%; box-sizing: border-box; }
.embed .title { font-weight: 600; margin-top: 8px; }
.thumb { width: 85px; height: 85px; border-radius: 8px; background: var(--code); flex: none; }
h1, h2, h3 { margin: 8px 0 0; line-height: 1.375em; } h1 { font-size: 24px; }
h2 { font-size: 20px; } h3 { font-size: 16px; } .text > :first-child { margin-top: 0; }
.sub { font-size: 13px; color: var(--muted); line-height: 1.1rem; }
.mention { background: var(--mention); color: var(--mentiontext); border-radius: 3px;
           padding: 0 2px; font-weight: 500; }
.time { background: var(--code); border-radius: 3px; padding: 0 2px; }
code { font-family: Consolas, "DejaVu Sans Mono", monospace; font-size: 85%%;
       background: var(--code); border-radius: 4px; padding: 0 .2em; }
a { color: var(--link); text-decoration: none; }
ul { margin: 4px 0; padding-left: 22px; }
.note { font-size: 12px; color: var(--muted); margin-top: 4px; }
"""
PALETTE = {
    "dark": {"muted": "#949ba4", "button": "#4e5058", "buttontext": "#ffffff",
             "mention": "rgba(88,101,242,.3)", "mentiontext": "#c9cdfb", "link": "#00a8fc"},
    "light": {"muted": "#5c5e66", "button": "#6d6f78", "buttontext": "#ffffff",
              "mention": "rgba(88,101,242,.15)", "mentiontext": "#505cdc", "link": "#006ce7"},
}  # fmt: skip
"""What the theme of ``devtools.preview`` lacks for whole messages: muted text, buttons,
mentions and links, as Discord's client colours them."""


@dataclass
class Names:
    """Who and what mentions name (ids as strings), and the moment a message is read."""

    users: dict[str, str] = field(default_factory=dict)
    channels: dict[str, str] = field(default_factory=dict)
    roles: dict[str, str] = field(default_factory=dict)
    now: float = 0.0
    tiles: str = "tiles"


def relative(seconds: float) -> str:
    """``seconds`` from now as Discord words a relative timestamp (``in 10 minutes``)."""
    ahead, span = seconds >= 0, abs(seconds)
    for unit, size in (("year", 31536000), ("month", 2592000), ("day", 86400), ("hour", 3600),
                       ("minute", 60), ("second", 1)):  # fmt: skip
        if span >= size or unit == "second":
            count = round(span / size)
            words = "a few seconds" if unit == "second" and count < 45 else f"{count} {unit}s"
            words = {f"1 {unit}s": f"a {unit}" if unit != "hour" else "an hour"}.get(words, words)
            return f"in {words}" if ahead else f"{words} ago"
    raise AssertionError("unreachable")


def _timestamp(match: re.Match[str], names: Names) -> str:
    moment, style = int(match[1]), match[2] or "f"
    when = datetime.fromtimestamp(moment, UTC)
    shown = {
        "R": relative(moment - names.now),
        "t": when.strftime("%H:%M"),
        "T": when.strftime("%H:%M:%S"),
        "d": when.strftime("%d/%m/%Y"),
        "D": when.strftime("%d %B %Y"),
        "F": when.strftime("%A, %d %B %Y %H:%M"),
    }.get(style, when.strftime("%d %B %Y %H:%M"))
    return f'<span class="time">{shown}</span>'


ESCAPABLE = r"\\([*_~`|\\<>#\-\[\]()@:.])"


def inline(text: str, names: Names) -> str:
    """One line of Discord markdown (escaped text in, HTML out)."""
    kept: list[str] = []

    def keep(piece: str) -> str:
        kept.append(piece)
        return f"\x00{len(kept) - 1}\x00"

    text = re.sub(ESCAPABLE, lambda m: keep(html.escape(m[1])), text)
    text = re.sub(r"`([^`]+)`", lambda m: keep(f"<code>{html.escape(m[1])}</code>"), text)
    text = html.escape(text, quote=False)
    text = re.sub(r"&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;", lambda m: keep(_timestamp(m, names)), text)

    def pill(shown: str) -> str:
        return keep(f'<span class="mention">{html.escape(shown)}</span>')

    text = re.sub(
        r"&lt;@!?(\d+)&gt;", lambda m: pill("@" + names.users.get(m[1], "unknown-user")), text
    )
    roles, channels = names.roles, names.channels
    text = re.sub(r"&lt;@&amp;(\d+)&gt;", lambda m: pill("@" + roles.get(m[1], "role")), text)
    text = re.sub(r"&lt;#(\d+)&gt;", lambda m: pill("#" + channels.get(m[1], "channel")), text)
    text = re.sub(r"@(everyone|here)\b", lambda m: pill("@" + m[1]), text)
    text = emoji_html(text, names.tiles)
    text = re.sub(r"\[([^\]]+)\]\((https?://[^)\s]+)\)", r'<a href="\2">\1</a>', text)
    text = re.sub(r"&lt;(https?://[^&\s]+)&gt;", r'<a href="\1">\1</a>', text)
    for pattern, tag in (
        (r"\*\*(.+?)\*\*", "strong"),
        (r"__(.+?)__", "u"),
        (r"~~(.+?)~~", "s"),
        (r"\*(.+?)\*", "em"),
        (r"\b_(.+?)_\b", "em"),
    ):
        text = re.sub(pattern, rf"<{tag}>\1</{tag}>", text)
    while "\x00" in text:
        text = re.sub(r"\x00(\d+)\x00", lambda m: kept[int(m[1])], text)
    return text


def markdown(text: str, names: Names) -> str:
    """A message's or text display's markdown as Discord draws it."""
    out: list[str] = []
    parts = re.split(r"```(?:[a-z]*\n)?(.*?)\n?```", text, flags=re.S)
    for index, part in enumerate(parts):
        if index % 2:
            out.append(f"<pre>{emoji_html(html.escape(part), names.tiles)}</pre>")
            continue
        items: list[str] = []
        for line in part.strip("\n").split("\n") if part.strip("\n") else []:
            listed = re.match(r"\s*[-*] (.*)", line)
            if listed and not line.startswith("-# "):
                items.append(f"<li>{inline(listed[1], names)}</li>")
                continue
            if items:
                out.append(f"<ul>{''.join(items)}</ul>")
                items = []
            heading = re.match(r"(#{1,3}) (.*)", line)
            if heading:
                level = len(heading[1])
                out.append(f"<h{level}>{inline(heading[2], names)}</h{level}>")
            elif line.startswith("-# "):
                out.append(f'<p class="sub">{inline(line[3:], names)}</p>')
            else:
                out.append(f"<p>{inline(line, names) or '&nbsp;'}</p>")
        if items:
            out.append(f"<ul>{''.join(items)}</ul>")
    return f'<div class="text">{"".join(out)}</div>'


def _emoji(emoji: dict[str, Any] | None, names: Names) -> str:
    if not emoji:
        return ""
    if emoji.get("id"):
        return emoji_html(f"&lt;:{emoji.get('name')}:{emoji['id']}&gt;", names.tiles)
    return html.escape(str(emoji.get("name") or ""))


def button(component: dict[str, Any], names: Names) -> str:
    """A button in its style, with its emoji and label, dimmed when disabled."""
    style = BUTTON_STYLES.get(int(component.get("style") or 2), "secondary")
    classes = f"btn {style}" + (" disabled" if component.get("disabled") else "")
    label = html.escape(str(component.get("label") or ""))
    arrow = " ↗" if style == "link" else ""
    return f'<span class="{classes}">{_emoji(component.get("emoji"), names)}{label}{arrow}</span>'


def select(component: dict[str, Any], names: Names) -> str:
    """A closed select menu: its default choices, else its placeholder."""
    chosen = [o for o in component.get("options") or [] if o.get("default")]
    if chosen:
        shown = ", ".join(html.escape(str(o.get("label"))) for o in chosen)
        text = f'<span class="chosen">{shown}</span>'
    else:
        text = html.escape(str(component.get("placeholder") or "Make a selection"))
    disabled = " disabled" if component.get("disabled") else ""
    return f'<div class="select{disabled}"><span>{text}</span><span>⌄</span></div>'


def component(item: dict[str, Any], names: Names) -> str:
    """One component of a message (and what it holds) as Discord lays it out."""
    kind = int(item.get("type") or 0)
    inner = item.get("components") or []
    if kind == CONTAINER:
        colour = item.get("accent_color")
        accent = f"#{int(colour):06x}" if colour is not None else ""
        style = f' style="--accent:{accent}"' if accent else ""
        classes = "v2 accent" if accent else "v2"
        return f'<div class="{classes}"{style}>{"".join(component(c, names) for c in inner)}</div>'
    if kind == TEXT:
        return markdown(str(item.get("content") or ""), names)
    if kind == SEPARATOR:
        line = " line" if item.get("divider", True) else ""
        return f'<hr class="sep s{int(item.get("spacing") or 1)}{line}">'
    if kind == SECTION:
        texts = "".join(component(c, names) for c in inner)
        side = item.get("accessory") or {}
        aside = '<div class="thumb"></div>' if side.get("type") == THUMBNAIL else ""
        if side.get("type") == BUTTON:
            aside = button(side, names)
        return f'<div class="section"><div class="texts">{texts}</div>{aside}</div>'
    if kind == ROW:
        return f'<div class="row">{"".join(component(c, names) for c in inner)}</div>'
    if kind == BUTTON:
        return button(item, names)
    if kind in SELECTS:
        return select(item, names)
    if kind == THUMBNAIL:
        return '<div class="thumb"></div>'
    return f'<div class="note">(component type {kind})</div>'


def embed(item: dict[str, Any], names: Names) -> str:
    """An embed: its colour bar, title, description and fields."""
    colour = item.get("color")
    style = f' style="--accent:#{int(colour):06x}"' if colour is not None else ""
    parts = [f'<div class="title">{inline(str(item["title"]), names)}</div>'] * bool(
        item.get("title")
    )
    if item.get("description"):
        parts.append(markdown(str(item["description"]), names))
    for value in item.get("fields") or []:
        parts.append(f'<div class="title">{inline(str(value.get("name")), names)}</div>')
        parts.append(markdown(str(value.get("value")), names))
    return f'<div class="embed"{style}>{"".join(parts)}</div>'


def message_html(message: dict[str, Any], names: Names) -> str:
    """The message body: content, embeds and components, and the note an ephemeral one has."""
    flags = int(message.get("flags") or 0)
    parts = []
    if message.get("content") and not flags & IS_COMPONENTS_V2:
        parts.append(markdown(str(message["content"]), names))
    parts += [embed(e, names) for e in message.get("embeds") or []]
    for item in message.get("components") or []:
        shown = component(item, names)
        row = item.get("type") == ROW
        parts.append(f'<div style="margin-top:4px">{shown}</div>' if row else shown)
    if flags & EPHEMERAL:
        parts.append('<div class="note">👁 Only you can see this · Dismiss message</div>')
    return "".join(parts)


def _seconds(stamp: str | None) -> float:
    return datetime.fromisoformat(stamp).timestamp() if stamp else 0.0


def page(entries: Sequence[tuple[str, dict[str, Any]]], names: Names) -> str:
    """The HTML page: each labelled message in each theme."""
    columns = []
    for theme, colours in THEMES.items():
        palette = colours | PALETTE[theme]
        variables = ";".join(f"--{key}:{value}" for key, value in palette.items())
        shown = []
        for label, message in entries:
            names.now = _seconds(message.get("edited_timestamp") or message.get("timestamp"))
            author = message.get("author") or {}
            name = html.escape(str(author.get("global_name") or author.get("username") or "Morris"))
            tag = ' <span class="tag">APP</span>' if author.get("bot", True) else ""
            shown.append(
                f'<div class="label">{html.escape(label)}</div><div class="msg">'
                f'<div class="avatar"></div><div class="body"><div class="name" '
                f'style="color:{colours["name"]}">{name}{tag}</div>'
                f"{message_html(message, names)}</div></div>"
            )
        code = f'<pre style="background:{colours["code"]};border:1px solid {colours["border"]}">'
        columns.append(
            f'<div class="theme" style="background:{colours["bg"]};color:{colours["text"]};'
            f'{variables}">' + "".join(shown).replace("<pre>", code) + "</div>"
        )
    style = CSS % {"width": COLUMN_PX} + MESSAGE_CSS % {}
    style += ".v2 { background: var(--card); } .v2 pre { white-space: pre; }"
    style += ".theme { min-height: 100vh; box-sizing: border-box; }"
    return f"<!doctype html><meta charset=utf-8><style>{style}</style><body>{''.join(columns)}"


def load(path: Path) -> tuple[list[tuple[str, dict[str, Any]]], Names]:
    """The labelled messages of ``path`` and the names they mention (any of the three forms)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    names = Names()
    if isinstance(data, dict) and "messages" in data:
        names = Names(data.get("users", {}), data.get("channels", {}), data.get("roles", {}))
        data = data["messages"]
    items = data if isinstance(data, list) else [data]
    entries = []
    for index, item in enumerate(items, 1):
        if "message" in item:
            entries.append((str(item.get("label") or index), item["message"]))
        else:
            entries.append((str(index), item))
    return entries, names


def height_of(page_path: Path) -> int:
    """The height the page needs, measured by headless Chromium at the screenshot's width."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        raise SystemExit("chromium is not installed (apt-get install -y chromium)")
    measured = page_path.with_suffix(".measure.html")
    script = (
        "<script>addEventListener('load',()=>{document.title="
        "'H'+document.documentElement.scrollHeight})</script>"
    )
    measured.write_text(page_path.read_text(encoding="utf-8") + script, encoding="utf-8")
    try:
        with tempfile.TemporaryDirectory() as profile:
            dom = subprocess.run(
                [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 f"--user-data-dir={profile}", f"--window-size={2 * (COLUMN_PX + 12)},400",
                 "--dump-dom", measured.as_uri()],
                check=True, capture_output=True, text=True, timeout=120,
            ).stdout  # fmt: skip
    finally:
        measured.unlink()
    found = re.search(r"<title>H(\d+)</title>", dom)
    return int(found[1]) if found else 2000


def main(argv: Sequence[str] | None = None) -> int:
    """Write the page (and its screenshot) of the messages the arguments name."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", type=Path, help="messages as JSON (devtools.capture writes them)")
    parser.add_argument("--out", type=Path, required=True, help="path without extension")
    parser.add_argument(
        "--pick", action="append", default=[], help="only messages whose label has this text"
    )
    parser.add_argument("--no-shot", action="store_true", help="write the page only")
    args = parser.parse_args(argv)
    entries, names = load(args.file)
    if args.pick:
        entries = [e for e in entries if any(p.lower() in e[0].lower() for p in args.pick)]
        if not entries:
            raise SystemExit(f"no message's label has {args.pick}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    page_path = args.out.with_suffix(".html").resolve()
    names.tiles = Path(os.path.relpath(TILES, page_path.parent)).as_posix()
    page_path.write_text(page(entries, names), encoding="utf-8")
    if not args.no_shot:
        screenshot(page_path, args.out.with_suffix(".png").resolve(), height_of(page_path))
    print(page_path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
