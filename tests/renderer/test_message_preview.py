"""The message preview draws a stored message as Discord does: a V2 container with its accent,
Discord's markdown subset, mentions by name, relative timestamps from the message's own time,
buttons in their styles (disabled ones dimmed) and a closed select menu (the screenshot itself
needs Chromium and is made by hand)."""

from __future__ import annotations

import json
from pathlib import Path

from devtools.message_preview import main, relative

SENT = "2026-11-29T01:00:00+00:00"
SENT_EPOCH = 1795914000


def _message() -> dict[str, object]:
    text = (
        "## Round 2\n**Swiss** tournament, *rated*, by <@11>: ends <t:"
        f"{SENT_EPOCH + 600}:R>\n-# points · Buchholz\n\\*\\*Bob\\*\\* [rules](https://example.org)"
        "\n```\n1──2──3\n```"
    )
    return {
        "id": "1",
        "channel_id": "2",
        "author": {"username": "morrisbot", "global_name": None, "bot": True},
        "content": "",
        "timestamp": SENT,
        "flags": (1 << 15) | (1 << 6),
        "components": [
            {
                "type": 17,
                "accent_color": 0x5865F2,
                "components": [
                    {"type": 10, "content": text},
                    {"type": 14, "divider": True, "spacing": 1},
                    {
                        "type": 1,
                        "components": [
                            {"type": 2, "style": 3, "label": "Join", "custom_id": "j"},
                            {"type": 2, "style": 2, "label": "Leave", "disabled": True},
                        ],
                    },
                    {"type": 1, "components": [{"type": 3, "placeholder": "Your move"}]},
                ],
            }
        ],
    }


def test_a_v2_message_is_drawn_as_discord_does(tmp_path: Path) -> None:
    source = tmp_path / "messages.json"
    captured = {"users": {"11": "Ann"}, "messages": [{"label": "card", "message": _message()}]}
    source.write_text(json.dumps(captured), encoding="utf-8")
    out = tmp_path / "page"
    assert main([str(source), "--out", str(out), "--no-shot"]) == 0
    page = out.with_suffix(".html").read_text(encoding="utf-8")
    assert page.count('class="theme"') == 2 and page.count("--accent:#5865f2") == 2
    assert "<h2>Round 2</h2>" in page and "<strong>Swiss</strong>" in page
    assert "<em>rated</em>" in page and '<span class="mention">@Ann</span>' in page
    assert '<span class="time">in 10 minutes</span>' in page
    assert '<p class="sub">points · Buchholz</p>' in page
    assert "**Bob**" in page and '<a href="https://example.org">rules</a>' in page
    assert "<pre" in page and "1──2──3" in page and '<hr class="sep s1 line">' in page
    assert '<span class="btn success">Join</span>' in page
    assert '<span class="btn secondary disabled">Leave</span>' in page
    assert "Your move" in page and "Only you can see this" in page


def test_relative_timestamps_read_as_discord_words_them() -> None:
    assert relative(600) == "in 10 minutes"
    assert relative(-3600) == "an hour ago"
    assert relative(5) == "in a few seconds"
    assert relative(2 * 86400) == "in 2 days"
