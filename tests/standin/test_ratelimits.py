"""Rate limits over loopback: headers on every answer, 429 with ``retry_after`` per bucket and
for the global limit, and the interaction endpoints outside the global limit."""

from __future__ import annotations

import asyncio

from standin import StandIn
from tests.standin.wire import sync, wired


async def test_a_bucket_answers_with_headers_then_429_until_it_resets() -> None:
    async with wired(StandIn(route_limit=2, route_window_s=0.5)) as wire:
        channel = wire.standin.channel.id
        first = await wire.post(channel, {"content": "1"})
        assert first.headers["X-RateLimit-Limit"] == "2"
        assert first.headers["X-RateLimit-Remaining"] == "1"
        assert 0 < float(first.headers["X-RateLimit-Reset-After"]) <= 0.5
        assert float(first.headers["X-RateLimit-Reset"]) > 1e9
        bucket = first.headers["X-RateLimit-Bucket"]
        other = await wire.post(wire.standin.other_channel.id, {"content": "elsewhere"})
        assert other.headers["X-RateLimit-Bucket"] == bucket  # one bucket, per channel
        assert other.headers["X-RateLimit-Remaining"] == "1"
        assert (await wire.post(channel, {"content": "2"})).status == 200
        limited = await wire.post(channel, {"content": "3"})
        assert limited.status == 429
        assert limited.body["global"] is False and 0 < limited.body["retry_after"] <= 0.5
        assert limited.headers["X-RateLimit-Scope"] == "user" and limited.headers["Via"]
        assert limited.headers["Retry-After"] == "1"
        await asyncio.sleep(limited.body["retry_after"])
        assert (await wire.post(channel, {"content": "3"})).status == 200
        assert wire.standin.rate_limited == [f"POST /channels/{channel}/messages"]


async def test_the_global_limit_spares_interaction_endpoints() -> None:
    async with wired(StandIn(route_limit=1000)) as wire:
        standin = wire.standin
        await sync(wire, "play")
        asked = await standin.slash(standin.add_user("alice"), "play")
        channels = [standin.add_channel(f"c{n}") for n in range(60)]
        answers = await asyncio.gather(*(wire.post(c.id, {"content": "x"}) for c in channels))
        refused = [a for a in answers if a.status == 429]
        assert refused and all(a.body["global"] is True for a in refused)
        assert all(a.headers["X-RateLimit-Global"] == "true" for a in refused)
        assert (await wire.answer(asked, 4, {"content": "still answered"})).status == 200
