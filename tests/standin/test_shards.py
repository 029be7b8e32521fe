"""The stand-in's shards, over a raw gateway connection: the advised count, IDENTIFY's shard,
and each guild's events on the connection of the shard that owns it (DMs on shard 0)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import pytest

from standin import StandIn
from standin.model import Guild, shard_of

MESSAGE_CONTENT = 1 << 15


@pytest.fixture
async def standin() -> AsyncIterator[StandIn]:
    server = StandIn(shard_count=2)
    server.add_guild("second", shard=1)
    server.add_guild("third", shard=0)
    await server.start()
    yield server
    await server.close()


@pytest.fixture
async def http() -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession() as session:
        yield session


async def connect(
    http: aiohttp.ClientSession, standin: StandIn, shard: Any
) -> aiohttp.ClientWebSocketResponse:
    """Open a gateway connection and IDENTIFY with ``shard`` (omitted when None)."""
    ws = await http.ws_connect(standin.gateway_url)
    hello = await ws.receive_json(timeout=2)
    assert hello["op"] == 10
    identify: dict[str, Any] = {"token": standin.token, "intents": MESSAGE_CONTENT}
    if shard is not None:
        identify["shard"] = shard
    await ws.send_json({"op": 2, "d": identify})
    return ws


async def dispatches(ws: aiohttp.ClientWebSocketResponse, count: int) -> list[dict[str, Any]]:
    """The next ``count`` dispatched events (op 0)."""
    found: list[dict[str, Any]] = []
    while len(found) < count:
        frame = await ws.receive_json(timeout=2)
        if frame["op"] == 0:
            found.append(frame)
    return found


async def ready(ws: aiohttp.ClientWebSocketResponse) -> list[int]:
    """Read READY and its GUILD_CREATEs; return the ids of the guilds the shard got."""
    [frame] = await dispatches(ws, 1)
    assert frame["t"] == "READY"
    ids = [int(g["id"]) for g in frame["d"]["guilds"]]
    creates = await dispatches(ws, len(ids))
    assert [(f["t"], int(f["d"]["id"])) for f in creates] == [("GUILD_CREATE", i) for i in ids]
    return ids


def owned(standin: StandIn, shard: int) -> list[int]:
    return [g.id for g in standin.guilds.values() if shard_of(g.id, 2) == shard]


def guild_named(standin: StandIn, name: str) -> Guild:
    return next(g for g in standin.guilds.values() if g.name == name)


async def test_the_bot_gateway_reports_the_configured_shard_count(
    standin: StandIn, http: aiohttp.ClientSession
) -> None:
    headers = {"Authorization": f"Bot {standin.token}"}
    async with http.get(f"{standin.api_base}/gateway/bot", headers=headers) as response:
        data = await response.json()
    assert data["shards"] == 2 and data["url"] == standin.gateway_url
    assert data["session_start_limit"]["max_concurrency"] >= 1
    async with http.get(f"{standin.api_base}/gateway", headers=headers) as response:
        assert "shards" not in await response.json()


async def test_each_shard_gets_the_guilds_it_owns(
    standin: StandIn, http: aiohttp.ClientSession
) -> None:
    assert sorted(shard_of(g, 2) for g in standin.guilds) == [0, 0, 1]
    for shard in (0, 1):
        ws = await connect(http, standin, [shard, 2])
        assert sorted(await ready(ws)) == sorted(owned(standin, shard))
        await ws.close()


@pytest.mark.parametrize(
    ("shard", "code"),
    [([2, 2], 4010), ([0, 0], 4010), ([-1, 2], 4010), ("0", 4010), ([0, 1], 4011), (None, 4011)],
)
async def test_a_wrong_shard_is_refused_with_discords_close_code(
    standin: StandIn, http: aiohttp.ClientSession, shard: Any, code: int
) -> None:
    ws = await connect(http, standin, shard)
    frame = await ws.receive(timeout=2)
    assert frame.type is aiohttp.WSMsgType.CLOSE and frame.data == code
    assert standin.identifies == 0


async def test_more_shards_than_advised_are_accepted(
    standin: StandIn, http: aiohttp.ClientSession
) -> None:
    ws = await connect(http, standin, [3, 4])
    assert sorted(await ready(ws)) == sorted(g for g in standin.guilds if shard_of(g, 4) == 3)
    await ws.close()


async def test_guild_events_go_to_the_owning_shard_and_dms_to_shard_0(
    standin: StandIn, http: aiohttp.ClientSession
) -> None:
    sockets = [await connect(http, standin, [shard, 2]) for shard in (0, 1)]
    for ws in sockets:
        await ready(ws)
    second = guild_named(standin, "second")
    user = standin.add_user("player", guild=second)
    elsewhere = standin.add_channel("games", guild=second)
    await standin.say(user, "on shard 1", elsewhere)
    await standin.say(standin.owner, "on shard 0")
    await standin.dispatch("MESSAGE_CREATE", {"id": "1", "channel_id": "2", "content": "a DM"})
    [on_0_first, on_0_second] = await dispatches(sockets[0], 2)
    [on_1] = await dispatches(sockets[1], 1)
    assert [on_0_first["d"]["content"], on_0_second["d"]["content"]] == ["on shard 0", "a DM"]
    assert on_1["d"]["content"] == "on shard 1" and on_1["d"]["guild_id"] == str(second.id)
    for ws in sockets:
        await ws.close()


async def test_a_privileged_intent_the_portal_did_not_turn_on_is_refused_with_4014(
    standin: StandIn, http: aiohttp.ClientSession
) -> None:
    standin.portal_intents = 0
    ws = await connect(http, standin, [0, 2])  # asks for Message Content
    frame = await ws.receive(timeout=2)
    assert frame.type is aiohttp.WSMsgType.CLOSE and frame.data == 4014
    assert standin.identifies == 0
