"""The stand-in's gateway: HELLO, heartbeats, IDENTIFY with shards, READY and GUILD_CREATE,
RESUME, and dispatching each guild's events to the session of the shard that owns it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import secrets
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from standin.model import Guild, User, shard_of
from standin.posts import MESSAGE_CONTENT_INTENT, StandInError

HEARTBEAT_INTERVAL_MS = 41250
INVALID_SHARD = 4010
SHARDING_REQUIRED = 4011
DISALLOWED_INTENTS = 4014
PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | MESSAGE_CONTENT_INTENT
"""Server Members, Presence and Message Content: on only where the developer portal allows."""


@dataclass
class Session:
    """One gateway session: its shard, its sequence, its event log (for RESUME), its socket."""

    id: str
    intents: int
    shard: tuple[int, int] = (0, 1)
    """``(shard_id, shard_count)`` as the session identified."""
    seq: int = 0
    log: list[tuple[int, str]] = field(default_factory=list)
    ws: web.WebSocketResponse | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


class Gateway:
    """The gateway of the stand-in (the base of :class:`standin.server.StandIn`)."""

    token: str
    shard_count: int
    portal_intents: int
    application_id: int
    bot: User
    guilds: dict[int, Guild]
    port: int
    presences: list[dict[str, Any]]
    identifies: int
    resumes: int
    sessions: dict[str, Session]
    shard_sessions: dict[tuple[int, int], Session]
    """The current session of each ``(shard_id, shard_count)`` identified."""
    _changed: asyncio.Condition

    async def _notify(self) -> None:
        """Wake whoever waits for a change (``wait_until``)."""
        async with self._changed:
            self._changed.notify_all()

    @property
    def session(self) -> Session | None:
        """The current session of shard 0 (the only one of an unsharded bot), or None."""
        return next((s for (shard, _), s in self.shard_sessions.items() if shard == 0), None)

    def sessions_for(self, guild_id: int | None) -> list[Session]:
        """The current sessions that get ``guild_id``'s events (None: a DM, shard 0's)."""
        return [
            session
            for (shard, count), session in self.shard_sessions.items()
            if shard_of(guild_id, count) == shard
        ]

    @property
    def connected(self) -> bool:
        """True while the bot holds an open gateway connection (on shard 0)."""
        return self.session is not None and self.session.ws is not None

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(heartbeat=None, max_msg_size=0)
        await ws.prepare(request)
        await ws.send_str(
            json.dumps({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
        )
        session: Session | None = None
        async for frame in ws:
            if frame.type is not WSMsgType.TEXT:
                continue
            msg = json.loads(frame.data)
            op, data = msg.get("op"), msg.get("d")
            if op == 1:
                await ws.send_str(json.dumps({"op": 11}))
            elif op == 2:
                session = await self._identify(ws, data)
                await self._notify()
            elif op == 6:
                session = await self._resume(ws, data)
                await self._notify()
            elif op == 3:
                self.presences.append(data)
                await self._notify()
            if session is None and op in (2, 6):
                break
        if session is not None and session.ws is ws:
            session.ws = None
        await self._notify()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> Session | None:
        if data.get("token") != self.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        shard = data.get("shard", [0, 1])
        if not (
            isinstance(shard, list)
            and len(shard) == 2
            and all(isinstance(n, int) for n in shard)
            and 0 <= shard[0] < shard[1]
        ):
            await ws.close(code=INVALID_SHARD, message=b"Invalid shard.")
            return None
        if shard[1] < self.shard_count:
            await ws.close(code=SHARDING_REQUIRED, message=b"Sharding required.")
            return None
        if int(data.get("intents", 0)) & PRIVILEGED_INTENTS & ~self.portal_intents:
            await ws.close(code=DISALLOWED_INTENTS, message=b"Disallowed intent(s).")
            return None
        self.identifies += 1
        key = (shard[0], shard[1])
        session = Session(secrets.token_hex(16), int(data.get("intents", 0)), key)
        replaced = self.shard_sessions.get(key)
        if replaced is not None and replaced.ws is not None:
            await replaced.ws.close(code=4000)
        self.sessions[session.id] = session
        self.shard_sessions[key] = session
        session.ws = ws
        guilds = [g for g in self.guilds.values() if g.has_bot and shard_of(g.id, key[1]) == key[0]]
        ready = {
            "v": 10,
            "user": self.bot.payload() | {"verified": True, "mfa_enabled": False, "flags": 0},
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "shard": list(key),
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": f"ws://127.0.0.1:{self.port}/gateway-resume",
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "user_settings": {},
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
        }
        await self._send(session, "READY", ready)
        for guild in guilds:
            await self._send(session, "GUILD_CREATE", guild.payload())
        return session

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> Session | None:
        session = self.sessions.get(str(data.get("session_id")))
        if (
            session is None
            or data.get("token") != self.token
            or self.shard_sessions.get(session.shard) is not session
        ):
            await ws.send_str(json.dumps({"op": 9, "d": False}))
            return None
        self.resumes += 1
        seq = int(data.get("seq") or 0)
        async with session.lock:
            session.ws = ws
            for number, frame in session.log:
                if number > seq:
                    await ws.send_str(frame)
        await self._send(session, "RESUMED", {})
        return session

    async def _send(self, session: Session, event: str, data: dict[str, Any]) -> None:
        async with session.lock:
            session.seq += 1
            frame = json.dumps({"op": 0, "t": event, "s": session.seq, "d": data})
            session.log.append((session.seq, frame))
            if session.ws is not None and not session.ws.closed:
                with contextlib.suppress(ConnectionError, RuntimeError):
                    await session.ws.send_str(frame)

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Send a gateway event to the session of the shard that owns its ``guild_id`` (shard 0
        without one), kept for RESUME while that shard is disconnected."""
        guild_id = int(data["guild_id"]) if data.get("guild_id") else None
        sessions = self.sessions_for(guild_id)
        if not sessions:
            raise StandInError(f"no shard that gets guild {guild_id}'s events has identified yet")
        for session in sessions:
            await self._send(session, event, data)

    async def drop_gateway(self, code: int = 4000, shard: int = 0) -> None:
        """Close the gateway socket of ``shard`` the way Discord does when it asks for a
        resume."""
        session = next((s for k, s in self.shard_sessions.items() if k[0] == shard), None)
        if session is None or session.ws is None:
            raise StandInError(f"the bot is not connected on shard {shard}")
        ws = session.ws
        session.ws = None
        await ws.close(code=code)
