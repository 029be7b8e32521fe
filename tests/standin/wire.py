"""A raw client of the stand-in for the rule tests: one gateway session and plain REST calls,
so each test reads Discord's exact status, JSON code and headers."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp

from standin import Interaction, StandIn

MESSAGE_CONTENT = 1 << 15
DIRECT_MESSAGES = 1 << 12
GUILDS = 1


@dataclass
class Answer:
    """A REST answer: status, JSON body (None without one) and headers."""

    status: int
    body: Any
    headers: dict[str, str]

    @property
    def code(self) -> int | None:
        """Discord's JSON error code, if any."""
        return self.body.get("code") if isinstance(self.body, dict) else None


class Wire:
    """An identified gateway session and a REST caller with the bot's token."""

    def __init__(self, standin: StandIn, http: aiohttp.ClientSession) -> None:
        self.standin = standin
        self.http = http
        self.ws: aiohttp.ClientWebSocketResponse | None = None

    async def identify(self, intents: int) -> None:
        """Connect and identify; read READY and the guilds' GUILD_CREATEs."""
        self.ws = await self.http.ws_connect(self.standin.gateway_url)
        await self.ws.receive_json(timeout=2)
        await self.ws.send_json({"op": 2, "d": {"token": self.standin.token, "intents": intents}})
        await self.standin.wait_until(lambda: self.standin.session is not None, 2)

    async def event(self, name: str) -> dict[str, Any]:
        """The data of the next dispatched ``name`` event."""
        assert self.ws is not None
        while True:
            frame = await self.ws.receive_json(timeout=2)
            if frame["op"] == 0 and frame["t"] == name:
                return dict(frame["d"])

    async def rest(self, method: str, path: str, body: Any = None) -> Answer:
        """Call ``method path`` (under ``/api/v10``) with the bot's token."""
        headers = {"Authorization": f"Bot {self.standin.token}"}
        url = f"{self.standin.api_base}{path}"
        async with self.http.request(method, url, json=body, headers=headers) as response:
            data = await response.json() if response.content_type == "application/json" else None
            return Answer(response.status, data, dict(response.headers))

    async def post(self, channel_id: int, body: dict[str, Any]) -> Answer:
        """Create a message in ``channel_id`` as the bot."""
        return await self.rest("POST", f"/channels/{channel_id}/messages", body)

    async def edit(self, channel_id: int, message_id: int, body: dict[str, Any]) -> Answer:
        """Edit the bot's message."""
        return await self.rest("PATCH", f"/channels/{channel_id}/messages/{message_id}", body)

    async def webhook(self, method: str, token: str, tail: str = "", body: Any = None) -> Answer:
        """Call the interaction webhook of ``token`` (``tail``: ``/messages/...``)."""
        app = self.standin.application_id
        return await self.rest(method, f"/webhooks/{app}/{token}{tail}", body)

    async def answer(self, interaction: Interaction, kind: int, data: dict[str, Any]) -> Answer:
        """Answer ``interaction`` with callback ``kind``."""
        path = f"/interactions/{interaction.id}/{interaction.token}/callback"
        return await self.rest("POST", path, {"type": kind, "data": data})


@contextlib.asynccontextmanager
async def wired(standin: StandIn, intents: int = GUILDS) -> AsyncIterator[Wire]:
    """A :class:`Wire` identified with ``intents``, the stand-in serving meanwhile."""
    await standin.start()
    try:
        async with aiohttp.ClientSession() as http:
            wire = Wire(standin, http)
            await wire.identify(intents)
            yield wire
            if wire.ws is not None:
                await wire.ws.close()
    finally:
        await standin.close()


EVERYWHERE = {"contexts": [0, 1, 2], "integration_types": [0, 1]}
"""A global command usable in every context and install."""


async def sync(wire: Wire, *names: str) -> None:
    """Upload global slash commands ``names`` usable everywhere."""
    commands = [
        {"name": n, "description": f"the {n} command", "type": 1} | EVERYWHERE for n in names
    ]
    answer = await wire.rest(
        "PUT", f"/applications/{wire.standin.application_id}/commands", commands
    )
    assert answer.status == 200, answer.body
