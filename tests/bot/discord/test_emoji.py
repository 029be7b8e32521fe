"""The board tiles in a process of a cluster that does not lead their upload: it only looks
them up through a real discord.py client on the stand-in, changes nothing, and stays on text
boards until every tile is there."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import discord
import pytest

from bot.discord.app import point_at
from bot.discord.emoji import Tiles, load_tiles, tile_images
from renderer.tiles import emoji_name
from standin import StandIn


@pytest.fixture
async def client(standin: StandIn) -> AsyncIterator[discord.Client]:
    """A discord.py client logged in on the stand-in's REST API (no gateway)."""
    base = discord.http.Route.BASE
    point_at(standin.api_base, None)
    bot = discord.Client(intents=discord.Intents.none())
    try:
        await bot.login(standin.token)
        yield bot
    finally:
        await bot.close()
        discord.http.Route.BASE = base


async def test_a_process_that_does_not_upload_stays_on_text_until_every_tile_is_there(
    standin: StandIn, client: discord.Client, caplog: pytest.LogCaptureFixture
) -> None:
    images = tile_images()
    names = sorted(images)
    for name in names[1:]:  # the leader has not uploaded the first tile yet
        standin.app_emojis.add(emoji_name(name, images[name]), images[name], standin.bot)
    before = len(standin.requests)
    tiles = Tiles()
    with caplog.at_level(logging.INFO, logger="bot.discord.emoji"):
        await load_tiles(client, tiles, upload=False)
    assert tiles.markup is None and tiles.style("tiles") == "text"
    assert [method for method, _ in standin.requests[before:]] == ["GET"]  # changed nothing
    assert len(standin.app_emojis.items) == len(names) - 1
    [line] = [r.getMessage() for r in caplog.records if "board tiles" in r.getMessage()]
    assert "boards are drawn as text" in line and "1 tiles are not uploaded yet" in line

    standin.app_emojis.add(emoji_name(names[0], images[names[0]]), images[names[0]], standin.bot)
    await load_tiles(client, tiles, upload=False)
    assert tiles.markup is not None and set(tiles.markup) == set(names)
    assert tiles.style("tiles") == "tiles"
