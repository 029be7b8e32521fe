"""End-to-end: the bot's board tiles as its application emoji. It uploads those missing once,
not again at the next start, replaces a changed one, never touches an emoji its owners made,
draws boards with them, and falls back to text boards when Discord refuses the upload.

All but a few tiles are in place before the first start (as an earlier start left them): at
Discord's rate limits (5 requests in 5 s a route) uploading all 259 would take minutes
(`bench/tiles.py` measures a whole upload)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.discord.emoji import tile_images
from renderer.tiles import ART, emoji_name
from standin import StandIn
from standin.harness import BotProcess, run_bot
from standin.steps import play, slash_reply, start_game

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

EMOJI_ROUTE = re.compile(r"/applications/\d+/emojis(/\d+)?")
MARKUP = re.compile(r"<:(\w+):(\d+)>")
MISSING = 4
"""Tiles the first start uploads (the rest are in place already)."""


def emoji_calls(standin: StandIn, since: tuple[int, int], method: str) -> int:
    """The emoji requests of ``method`` since ``since`` (:func:`marks`), less those a rate
    limit answered 429 (the bot waits and sends them again)."""
    made = [f"{m} {path}" for m, path in standin.requests[since[0] :]]
    made += [f"-{entry}" for entry in standin.rate_limited[since[1] :]]
    signs = {f"{method} ": 1, f"-{method} ": -1}
    return sum(
        sign
        for entry in made
        for prefix, sign in signs.items()
        if entry.startswith(prefix) and EMOJI_ROUTE.fullmatch(entry.split(" ", 1)[1])
    )


def marks(standin: StandIn) -> tuple[int, int]:
    """Where the requests and the rate-limited requests are now."""
    return len(standin.requests), len(standin.rate_limited)


async def start(standin: StandIn, processes: list[BotProcess], workdir: Path) -> BotProcess:
    """Start the bot with tiles on and wait for its one line about them."""
    bot = await run_bot(standin, processes, workdir, BOARD_TILES="true")
    await standin.wait_until(lambda: "board tiles" in bot.log(), timeout=180)
    return bot


def tiles_of(board: str, standin: StandIn) -> list[str]:
    """The emoji names of the tiles on ``board``, each checked to be the app's emoji."""
    names = []
    for name, emoji_id in MARKUP.findall(board):
        assert standin.app_emojis.items[int(emoji_id)]["name"] == name
        names.append(name)
    return names


async def test_tiles_are_uploaded_once_kept_replaced_and_used_for_a_whole_game(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    images = tile_images()
    owners = standin.app_emojis.add("sh_00000", images["sh"], standin.owner)  # portal-made
    missing = sorted(images)[:MISSING]
    for name, image in images.items():
        if name not in missing:
            standin.app_emojis.add(emoji_name(name, image), image, standin.bot)
    first = standin.mark()
    requests = marks(standin)
    bot = await start(standin, processes, tmp_path)
    assert emoji_calls(standin, requests, "POST") == MISSING
    in_place = len(ART) - MISSING
    assert f"board tiles: {in_place} in place, {MISSING} uploaded, 0 deleted" in bot.log()
    assert "sh_00000" in {e["name"] for e in standin.app_emojis.items.values()}

    # a whole game on a tiles board (the server's default style)
    alice, bob = standin.add_user("tile-alice"), standin.add_user("tile-bob")
    number = await start_game(standin, alice, bob, "threemorris", {})
    admin = standin.add_user("tile-admin")
    standin.make_admin(admin)
    shown = await slash_reply(standin, admin, "settings")
    assert "Board style: tiles" in shown.content
    users = [alice, bob]
    private = await slash_reply(standin, alice, "board")
    assert private.ephemeral and len(tiles_of(private.content, standin)) >= 25
    for ply in range(80):
        choices = await standin.autocomplete(users[ply % 2], "move", "move", {"move": ""})
        post = await play(standin, users[ply % 2], str(choices[0]["value"]), number)
        assert "```" not in post.content, post.content  # no text board
        assert len(tiles_of(post.content, standin)) >= 25  # the 5 x 5 board
        if "Game over" in post.content:
            break
    else:
        pytest.fail("the game did not end in 80 plies")
    assert standin.mark() > first
    assert await bot.stop() == 0

    # the next start uploads nothing
    requests = marks(standin)
    bot = await start(standin, processes, tmp_path)
    assert emoji_calls(standin, requests, "POST") == emoji_calls(standin, requests, "DELETE") == 0
    assert emoji_calls(standin, requests, "GET") == 1
    assert f"board tiles: {len(ART)} in place, 0 uploaded, 0 deleted (1 REST calls" in bot.log()
    assert await bot.stop() == 0

    # a changed tile: the bot's emoji of the old art is replaced, the owners' one is kept
    old = next(
        emoji
        for emoji in standin.app_emojis.items.values()
        if emoji["name"] == emoji_name("pe14", images["pe14"])
    )
    old["name"] = "pe14_00000"
    requests = marks(standin)
    bot = await start(standin, processes, tmp_path)
    assert emoji_calls(standin, requests, "POST") == emoji_calls(standin, requests, "DELETE") == 1
    names = {e["name"] for e in standin.app_emojis.items.values()}
    assert "pe14_00000" not in names and emoji_name("pe14", images["pe14"]) in names
    assert int(owners["id"]) in standin.app_emojis.items
    assert f"board tiles: {len(ART) - 1} in place, 1 uploaded, 1 deleted" in bot.log()


async def test_a_refused_upload_leaves_text_boards_and_one_log_line(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    standin.app_emojis.items.clear()
    standin.app_emojis.images.clear()
    standin.fail_next("POST", r"/applications/\d+/emojis", 403)
    bot = await start(standin, processes, tmp_path)
    lines = [line for line in bot.log().splitlines() if "board tiles" in line]
    assert len(lines) == 1 and "boards are drawn as text" in lines[0], lines
    alice, bob = standin.add_user("text-alice"), standin.add_user("text-bob")
    number = await start_game(standin, alice, bob, "threemorris", {})
    post = await play(standin, alice, "5", number)
    assert "```" in post.content and not MARKUP.search(post.content)
    private = await slash_reply(standin, bob, "board")  # the style in effect, as on the board
    assert "```" in private.content and "<:" not in private.content
    admin = standin.add_user("text-admin")
    standin.make_admin(admin)
    shown = await slash_reply(standin, admin, "settings")  # the style in effect: not tiles
    assert "Board style: text (tiles is chosen" in shown.content, shown.content
