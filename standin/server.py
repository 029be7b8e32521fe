"""A local Discord stand-in: REST v10 and the JSON gateway on 127.0.0.1, served by aiohttp.

It speaks enough of the real protocol for an unmodified discord.py bot: login, command sync,
the gateway (HELLO, heartbeats, IDENTIFY, READY, GUILD_CREATE, RESUME) with shards (each guild's
events go to the connection of the shard that owns it, DMs to shard 0), channel messages,
interaction callbacks and webhook followups. Tests act as users (``say``, ``slash``,
``autocomplete``, ``click``) and read what the bot made visible (:class:`Post`). Requests that
real Discord would refuse (over-long content, too many components, a late or repeated
interaction response, a missing permission) are answered with Discord's error and recorded in
``rejections`` so a test can insist there were none.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from aiohttp import BodyPartReader, WSMsgType, web

from standin.model import (
    CREATE_PUBLIC_THREADS,
    DM_CHANNEL,
    GROUP_DM,
    MANAGE_GUILD,
    MANAGE_THREADS,
    MEMBER_PERMISSIONS,
    PUBLIC_THREAD,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
    Channel,
    Guild,
    Overwrite,
    Role,
    User,
    shard_of,
    snowflake,
    snowflake_on_shard,
    timestamp,
)

MESSAGE_CONTENT_INTENT = 1 << 15
DIRECT_MESSAGES_INTENT = 1 << 12
CONTEXT_GUILD, CONTEXT_BOT_DM, CONTEXT_PRIVATE_CHANNEL = 0, 1, 2
"""Interaction contexts (where a command was run)."""
GUILD_INSTALL, USER_INSTALL = 0, 1
"""Application integration types."""
INTERACTION_DEADLINE_S = 3.0
HEARTBEAT_INTERVAL_MS = 41250
INVALID_SHARD = 4010
SHARDING_REQUIRED = 4011
EPHEMERAL = 1 << 6
LOADING = 1 << 7

JSON_HEADERS = {"Content-Type": "application/json"}
_MENTION = re.compile(r"<@!?(\d+)>")


class StandInError(AssertionError):
    """A test asked the stand-in for something a Discord client could not do."""


@dataclass
class Interaction:
    """An interaction a test user started; the bot's callbacks are recorded on it."""

    id: int
    token: str
    type: int
    user: User
    channel: Channel
    payload: dict[str, Any]
    created: float = field(default_factory=time.monotonic)
    callbacks: list[dict[str, Any]] = field(default_factory=list)
    original_id: int | None = None


@dataclass
class Post:
    """Something the bot made visible: a message, an interaction response, an edit, choices.

    ``message`` is the message as it was then (later edits are posts of their own)."""

    kind: str
    """``message``, ``response``, ``followup``, ``edit``, ``defer``, ``update`` or ``choices``."""
    channel_id: int
    message: dict[str, Any] | None = None
    ephemeral: bool = False
    interaction: Interaction | None = None
    allowed_mentions: dict[str, Any] | None = None
    choices: list[dict[str, Any]] | None = None
    files: list[tuple[str, bytes]] = field(default_factory=list)
    at: float = field(default_factory=time.perf_counter)
    """When the stand-in received it (``time.perf_counter``)."""

    @property
    def content(self) -> str:
        """The message text ('' when there is none)."""
        return str((self.message or {}).get("content") or "")

    @property
    def id(self) -> int:
        """The message id; raises ``StandInError`` when this post has no message."""
        if self.message is None:
            raise StandInError(f"a {self.kind} post has no message")
        return int(self.message["id"])

    def components(self) -> list[dict[str, Any]]:
        """Every interactive component of the message (buttons and select menus), in order."""
        rows = (self.message or {}).get("components") or []
        return [c for row in rows for c in row.get("components", [])]

    def buttons(self) -> list[dict[str, Any]]:
        """Every button of the message, in order."""
        return [c for c in self.components() if c.get("type") == 2]

    def selects(self) -> list[dict[str, Any]]:
        """Every string select menu of the message, in order."""
        return [c for c in self.components() if c.get("type") == 3]

    def select(self, custom_id_prefix: str) -> dict[str, Any]:
        """The select menu whose custom id starts with ``custom_id_prefix``."""
        for menu in self.selects():
            if str(menu.get("custom_id", "")).startswith(custom_id_prefix):
                return menu
        ids = [m.get("custom_id") for m in self.selects()]
        raise StandInError(f"no select menu {custom_id_prefix!r} on the message (menus: {ids})")

    def options(self, custom_id_prefix: str) -> list[str]:
        """The values offered by the select menu ``custom_id_prefix``."""
        return [str(o["value"]) for o in self.select(custom_id_prefix).get("options", [])]

    def button(self, label: str) -> dict[str, Any]:
        """The button labelled ``label``; raises ``StandInError`` if there is none."""
        for button in self.buttons():
            if str(button.get("label", "")).lower() == label.lower():
                return button
        labels = [b.get("label") for b in self.buttons()]
        raise StandInError(f"no button {label!r} on the message (buttons: {labels})")

    def replies_to(self, message_id: int) -> bool:
        """True if this is a reply to message ``message_id``."""
        ref = (self.message or {}).get("message_reference") or {}
        return str(ref.get("message_id")) == str(message_id)


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


class StandIn:
    """The Discord stand-in. ``await start()``, point the bot at ``api_base``/``gateway_url``.

    ``shard_count`` is the number of shards ``GET /gateway/bot`` advises and the fewest a bot
    may identify with (fewer is refused with close code 4011, like Discord when a session would
    hold too many guilds). ``guild`` is the first guild (on shard 0); :meth:`add_guild` adds
    more.
    """

    def __init__(self, *, token: str = "standin-token", shard_count: int = 1) -> None:
        self.token = token
        self.shard_count = shard_count
        self.application_id = snowflake()
        self.bot = User(snowflake(), "morrisbot", bot=True)
        owner = User(snowflake(), "owner")
        guild_id = snowflake_on_shard(0, shard_count)
        self.guild = Guild(guild_id, "Stand-in Guild", owner.id)
        self.guild.roles[guild_id] = Role(guild_id, "@everyone", MEMBER_PERMISSIONS)
        self.guilds = {guild_id: self.guild}
        self.bot_role = Role(snowflake(), "morrisbot", MEMBER_PERMISSIONS, position=1)
        self.admin_role = Role(snowflake(), "admins", MEMBER_PERMISSIONS | MANAGE_GUILD, 2)
        for role in (self.bot_role, self.admin_role):
            self.guild.roles[role.id] = role
        self.bot.roles.append(self.bot_role.id)
        self.owner = self.add_user("owner", user=owner)
        self.add_user(self.bot.name, user=self.bot)
        self.channel = self.add_channel("games")
        self.other_channel = self.add_channel("general")
        self.locked_channel = self.add_channel(
            "locked", [Overwrite(self.bot_role.id, 0, deny=SEND_MESSAGES)]
        )
        self.thread = self.add_thread("games-thread", self.channel)
        self.private = Guild(0, "(DMs and group DMs)", 0)
        """Not a guild: the holder of DM and group DM channels (``guild_id`` 0)."""

        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self.posts: list[Post] = []
        self.messages: dict[int, dict[str, Any]] = {}
        self.interactions: dict[str, Interaction] = {}
        self.rejections: list[str] = []
        self.unknown_routes: list[str] = []
        self._faults: list[tuple[str, str, int, bool]] = []
        self._delays: list[tuple[str, str, float]] = []
        self._nonces: dict[tuple[str, str], dict[str, Any]] = {}
        self.injected: list[str] = []
        self.requests: list[tuple[str, str]] = []
        self.presences: list[dict[str, Any]] = []
        self.identifies = 0
        self.resumes = 0
        self.sessions: dict[str, Session] = {}
        self.shard_sessions: dict[tuple[int, int], Session] = {}
        """The current session of each ``(shard_id, shard_count)`` identified."""
        self._changed = asyncio.Condition()
        self._watchers: list[tuple[Callable[[Post], bool], asyncio.Future[Post]]] = []
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ----------------------------------------------------------------- world set-up

    def add_guild(self, name: str, *, shard: int = 0, shard_count: int | None = None) -> Guild:
        """Add a guild (before the bot connects) whose id belongs to ``shard`` of
        ``shard_count`` (the stand-in's by default), with the owner and the bot as members."""
        guild_id = snowflake_on_shard(shard, shard_count or self.shard_count)
        guild = Guild(guild_id, name, self.owner.id)
        guild.roles[guild.id] = Role(guild.id, "@everyone", MEMBER_PERMISSIONS)
        bot_role = Role(snowflake(), "morrisbot", MEMBER_PERMISSIONS, position=1)
        guild.roles[bot_role.id] = bot_role
        self.bot.roles.append(bot_role.id)
        self.guilds[guild.id] = guild
        for member in (self.owner, self.bot):
            self.add_user(member.name, user=member, guild=guild)
        return guild

    def add_user(
        self,
        name: str,
        *,
        bot: bool = False,
        user: User | None = None,
        guild: Guild | None = None,
    ) -> User:
        """Add a member of ``guild`` (the first guild by default) before the bot connects, so
        GUILD_CREATE includes it."""
        user = user or User(snowflake(), name, bot=bot)
        (guild or self.guild).members[user.id] = user
        return user

    def add_channel(
        self, name: str, overwrites: Iterable[Overwrite] = (), guild: Guild | None = None
    ) -> Channel:
        """Add a text channel to ``guild`` (the first guild by default)."""
        guild = guild or self.guild
        channel = Channel(snowflake(), name, guild.id, overwrites=list(overwrites))
        guild.channels[channel.id] = channel
        return channel

    def add_thread(self, name: str, parent: Channel) -> Channel:
        """Add a public thread in ``parent``."""
        thread = Channel(
            snowflake(), name, parent.guild_id, PUBLIC_THREAD, parent.id, owner_id=self.owner.id
        )
        self.guilds[parent.guild_id].channels[thread.id] = thread
        return thread

    def add_group_dm(self, name: str, *users: User) -> Channel:
        """Add a group DM of ``users`` (the first owns it); the bot is not in it, so it sees
        no message there and can only answer interactions (it is a user-installed app)."""
        channel = Channel(snowflake(), name, 0, GROUP_DM, owner_id=users[0].id)
        channel.recipients = list(users)
        self.private.channels[channel.id] = channel
        return channel

    def dm_with(self, user: User) -> Channel:
        """The DM channel between the bot and ``user`` (made on first use, like
        ``POST /users/@me/channels``)."""
        for channel in self.private.channels.values():
            if channel.kind == DM_CHANNEL and channel.recipients == [user]:
                return channel
        channel = Channel(snowflake(), user.name, 0, DM_CHANNEL, recipients=[user])
        self.private.channels[channel.id] = channel
        return channel

    def guild_of(self, channel: Channel) -> Guild:
        """The guild ``channel`` is in (the holder of private channels for a DM or group DM)."""
        return self.private if channel.private else self.guilds[channel.guild_id]

    def _user(self, user_id: int) -> User | None:
        """Any user the stand-in knows (a member of a guild or in a private channel)."""
        for guild in self.guilds.values():
            if user_id in guild.members:
                return guild.members[user_id]
        for channel in self.private.channels.values():
            for user in channel.recipients:
                if user.id == user_id:
                    return user
        return None

    def _channel(self, channel_id: int) -> Channel | None:
        """The channel or thread ``channel_id`` of any guild, or a private channel, or None."""
        if channel_id in self.private.channels:
            return self.private.channels[channel_id]
        for guild in self.guilds.values():
            if channel_id in guild.channels:
                return guild.channels[channel_id]
        return None

    def make_admin(self, user: User) -> None:
        """Give ``user`` the role with Manage Server."""
        user.roles.append(self.admin_role.id)

    # ----------------------------------------------------------------- server lifecycle

    @property
    def api_base(self) -> str:
        """The REST base URL (what ``discord.http.Route.BASE`` must be)."""
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        """The gateway URL (what ``DiscordWebSocket.DEFAULT_GATEWAY`` must be)."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        """Serve on a free port of 127.0.0.1."""
        app = web.Application(client_max_size=32 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/gateway-resume", self._gateway)
        app.router.add_route("*", "/api/v10/{path:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]

    async def close(self) -> None:
        """Close every socket and stop serving."""
        for session in self.sessions.values():
            if session.ws is not None:
                await session.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # ----------------------------------------------------------------- gateway

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
            elif op == 6:
                session = await self._resume(ws, data)
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
        self.identifies += 1
        key = (shard[0], shard[1])
        session = Session(secrets.token_hex(16), int(data.get("intents", 0)), key)
        replaced = self.shard_sessions.get(key)
        if replaced is not None and replaced.ws is not None:
            await replaced.ws.close(code=4000)
        self.sessions[session.id] = session
        self.shard_sessions[key] = session
        session.ws = ws
        guilds = [g for g in self.guilds.values() if shard_of(g.id, key[1]) == key[0]]
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

    # ----------------------------------------------------------------- acting as users

    async def say(
        self,
        user: User,
        content: str,
        channel: Channel | None = None,
        *,
        reply_to: int | None = None,
    ) -> int:
        """Post ``content`` as ``user`` (MESSAGE_CREATE), as a reply to message ``reply_to`` if
        given; return the message id.

        As Discord does, a bot without the Message Content intent gets the message with empty
        content (and no embeds, attachments or components) unless it mentions the bot, replies
        to the bot's message or is in a DM with the bot; a bot gets no event at all from a
        group DM it is not in, nor from its DMs without the Direct Messages intent.
        """
        channel = channel or self.channel
        body = {"message_reference": {"message_id": str(reply_to)}} if reply_to else None
        message = self._message(channel, user, content, body)
        if not channel.private:
            message["member"] = self.guild_of(channel).member_payload(user, with_user=False)
        self.messages[int(message["id"])] = message
        event = dict(message)
        sessions = self.sessions_for(None if channel.private else channel.guild_id)
        intents = sessions[0].intents if sessions else 0
        if channel.kind == GROUP_DM or (
            channel.kind == DM_CHANNEL and not intents & DIRECT_MESSAGES_INTENT
        ):
            return int(message["id"])
        mentioned = str(self.bot.id) in {m["id"] for m in message["mentions"]}
        referenced = message.get("referenced_message") or {}
        to_bot = (referenced.get("author") or {}).get("id") == str(self.bot.id)
        readable = mentioned or to_bot or channel.kind == DM_CHANNEL
        if not intents & MESSAGE_CONTENT_INTENT and not readable:
            event["content"] = ""
        await self.dispatch("MESSAGE_CREATE", event)
        return int(message["id"])

    def _interaction(
        self, kind: int, user: User, channel: Channel, data: dict[str, Any], **extra: Any
    ) -> dict[str, Any]:
        if channel.private:
            return self._private_interaction(kind, user, channel, data) | extra
        guild = self.guild_of(channel)
        member = guild.member_payload(user) | {"permissions": str(guild.permissions(user, channel))}
        return {
            "id": str(snowflake()),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "guild_id": str(guild.id),
            "guild": {"id": str(guild.id), "locale": "en-US", "features": []},
            "channel_id": str(channel.id),
            "channel": channel.payload(),
            "member": member,
            "token": secrets.token_urlsafe(24),
            "version": 1,
            "app_permissions": str(guild.permissions(self.bot, channel)),
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild.id)},
            "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
        } | extra

    def _private_interaction(
        self, kind: int, user: User, channel: Channel, data: dict[str, Any]
    ) -> dict[str, Any]:
        """An interaction in a DM or group DM: no guild, ``user`` instead of ``member``; in a
        group DM the app is there only as ``user``'s installed app (a user install)."""
        context = CONTEXT_BOT_DM if channel.kind == DM_CHANNEL else CONTEXT_PRIVATE_CHANNEL
        owners = {str(USER_INSTALL): str(user.id)}
        if context == CONTEXT_BOT_DM:
            owners[str(GUILD_INSTALL)] = "0"
        return {
            "id": str(snowflake()),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "channel_id": str(channel.id),
            "channel": channel.payload(),
            "user": user.payload(),
            "token": secrets.token_urlsafe(24),
            "version": 1,
            "app_permissions": str(MEMBER_PERMISSIONS),
            "locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": owners,
            "context": context,
            "attachment_size_limit": 10 * 1024 * 1024,
        }

    @staticmethod
    def _check_context(command: dict[str, Any], channel: Channel) -> None:
        """A client offers a command only where its contexts and install types allow."""
        if not channel.private:
            contexts = command.get("contexts")
            if contexts is not None and CONTEXT_GUILD not in contexts:
                raise StandInError(f"/{command['name']} cannot be used in servers")
            return
        context = CONTEXT_BOT_DM if channel.kind == DM_CHANNEL else CONTEXT_PRIVATE_CHANNEL
        if context not in (command.get("contexts") or []):
            raise StandInError(f"/{command['name']} is not offered in context {context}")
        if channel.kind == GROUP_DM and USER_INSTALL not in (
            command.get("integration_types") or []
        ):
            raise StandInError(f"/{command['name']} cannot be user-installed")

    async def _start(self, payload: dict[str, Any], user: User, channel: Channel) -> Interaction:
        interaction = Interaction(
            int(payload["id"]), payload["token"], payload["type"], user, channel, payload
        )
        self.interactions[interaction.token] = interaction
        await self.dispatch("INTERACTION_CREATE", payload)
        return interaction

    def command(self, name: str, guild: Guild | None = None) -> dict[str, Any]:
        """The synced command called ``name`` in ``guild`` (the first guild by default; its
        guild commands first; only global commands in DMs and group DMs); raises if not
        synced."""
        where = guild or self.guild
        for scope in (None,) if where is self.private else (where.id, None):
            for command in self.commands.get(scope, []):
                if command["name"] == name:
                    return command
        raise StandInError(f"no synced command /{name}")

    def _options(
        self,
        command: dict[str, Any],
        values: dict[str, Any],
        focused: str | None,
        check: bool,
        guild: Guild,
    ) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        specs = {o["name"]: o for o in command.get("options", [])}
        options: list[dict[str, Any]] = []
        resolved: dict[str, Any] = {"users": {}, "members": {}}
        for name, value in values.items():
            spec = specs.get(name)
            if spec is None:
                raise StandInError(f"/{command['name']} has no option {name!r}: {list(specs)}")
            kind = spec["type"]
            sent = value
            if isinstance(value, User):
                if kind != 6:
                    raise StandInError(f"option {name} is not a user option")
                resolved["users"][str(value.id)] = value.payload()
                if value.id in guild.members:  # Discord resolves members only
                    member = guild.member_payload(value, with_user=False)
                    resolved["members"][str(value.id)] = member
                sent = str(value.id)
            elif check and name != focused:
                self._check_option(command["name"], spec, value)
            option = {"name": name, "type": kind, "value": sent}
            if name == focused:
                option["focused"] = True
            options.append(option)
        if check and focused is None:
            missing = [n for n, s in specs.items() if s.get("required") and n not in values]
            if missing:
                raise StandInError(f"/{command['name']} needs {missing}")
        return options, resolved

    @staticmethod
    def _check_option(command: str, spec: dict[str, Any], value: Any) -> None:
        kind, name = spec["type"], spec["name"]
        types = {3: str, 4: int, 5: bool, 10: (int, float)}
        if kind in types and not isinstance(value, types[kind]):  # type: ignore[arg-type]
            raise StandInError(f"/{command} {name}: {value!r} has the wrong type")
        choices = spec.get("choices")
        if choices and value not in [c["value"] for c in choices]:
            raise StandInError(f"/{command} {name}: {value!r} is not one of the choices")
        low, high = spec.get("min_value"), spec.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise StandInError(f"/{command} {name}: {value!r} is out of range")

    async def slash(
        self,
        user: User,
        name: str,
        options: dict[str, Any] | None = None,
        channel: Channel | None = None,
        *,
        check: bool = True,
    ) -> Interaction:
        """Run ``/name`` as ``user``; options are checked against the synced command the way a
        Discord client checks them (``check=False`` sends them raw, like a modified client).
        """
        channel = channel or self.channel
        guild = self.guild_of(channel)
        command = self.command(name, guild)
        self._check_context(command, channel)
        opts, resolved = self._options(command, options or {}, None, check, guild)
        data = {
            "id": command["id"],
            "name": name,
            "type": 1,
            "options": opts,
            "resolved": resolved,
        }
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        payload = self._interaction(2, user, channel, data)
        return await self._start(payload, user, channel)

    async def user_command(
        self, user: User, name: str, target: User, channel: Channel | None = None
    ) -> Interaction:
        """Run the user context menu command ``name`` on ``target`` as ``user``."""
        channel = channel or self.channel
        guild = self.guild_of(channel)
        command = self.command(name, guild)
        if command.get("type") != 2:
            raise StandInError(f"{name!r} is not a user command")
        self._check_context(command, channel)
        resolved: dict[str, Any] = {"users": {str(target.id): target.payload()}}
        if target.id in guild.members:
            member = guild.member_payload(target, with_user=False)
            resolved["members"] = {str(target.id): member}
        data = {
            "id": command["id"],
            "name": name,
            "type": 2,
            "target_id": str(target.id),
            "resolved": resolved,
        }
        payload = self._interaction(2, user, channel, data)
        return await self._start(payload, user, channel)

    async def autocomplete(
        self,
        user: User,
        name: str,
        focused: str,
        options: dict[str, Any],
        channel: Channel | None = None,
        timeout: float = 10.0,
    ) -> list[dict[str, Any]]:
        """Type into option ``focused`` of ``/name``; return the choices the bot offers."""
        channel = channel or self.channel
        guild = self.guild_of(channel)
        command = self.command(name, guild)
        opts, resolved = self._options(command, options, focused, False, guild)
        data = {"id": command["id"], "name": name, "type": 1, "options": opts}
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        interaction = await self._start(
            self._interaction(4, user, channel, data | {"resolved": resolved}), user, channel
        )
        post = await self.wait_post(lambda p: p.interaction is interaction, timeout=timeout)
        return post.choices or []

    async def click(
        self, user: User, post: Post | int, label: str | None = None, custom_id: str | None = None
    ) -> Interaction:
        """Click a button (by label or custom id) on a bot message, as ``user``.

        Raises ``StandInError`` if the button is missing or disabled (a client cannot click it).
        """
        message_id = post.id if isinstance(post, Post) else post
        message = self.messages.get(message_id)
        if message is None:
            raise StandInError(f"no message {message_id}")
        current = Post("message", int(message["channel_id"]), message)
        button = current.button(label) if label else None
        if button is None:
            matches = [b for b in current.buttons() if b.get("custom_id") == custom_id]
            if not matches:
                raise StandInError(f"no button with custom id {custom_id!r}")
            button = matches[0]
        if button.get("disabled"):
            raise StandInError(f"the button {button.get('label')!r} is disabled")
        channel = self._channel(int(message["channel_id"]))
        assert channel is not None
        data = {"custom_id": button["custom_id"], "component_type": 2}
        payload = self._interaction(3, user, channel, data, message=message)
        return await self._start(payload, user, channel)

    async def choose(
        self, user: User, post: Post | int, custom_id_prefix: str, values: list[str]
    ) -> Interaction:
        """Pick ``values`` in the select menu ``custom_id_prefix`` of a bot message, as ``user``.

        Raises ``StandInError`` if the menu is missing or disabled, or a value is not offered.
        """
        message_id = post.id if isinstance(post, Post) else post
        message = self.messages.get(message_id)
        if message is None:
            raise StandInError(f"no message {message_id}")
        menu = Post("message", int(message["channel_id"]), message).select(custom_id_prefix)
        if menu.get("disabled"):
            raise StandInError(f"the menu {menu['custom_id']!r} is disabled")
        offered = [str(o["value"]) for o in menu.get("options", [])]
        low, high = int(menu.get("min_values", 1)), int(menu.get("max_values", 1))
        if not low <= len(values) <= high or any(v not in offered for v in values):
            raise StandInError(f"cannot choose {values} in {menu['custom_id']!r}: {offered}")
        channel = self._channel(int(message["channel_id"]))
        assert channel is not None
        data = {"custom_id": menu["custom_id"], "component_type": 3, "values": values}
        payload = self._interaction(3, user, channel, data, message=message)
        return await self._start(payload, user, channel)

    # ----------------------------------------------------------------- observing the bot

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def _record(self, post: Post) -> None:
        self.posts.append(post)
        for watcher in [w for w in self._watchers if not w[1].done() and w[0](post)]:
            watcher[1].set_result(post)
        self._watchers = [w for w in self._watchers if not w[1].done()]
        await self._notify()

    def watch(self, predicate: Callable[[Post], bool]) -> asyncio.Future[Post]:
        """A future for the next post matching ``predicate`` (cheaper than ``wait_post`` when
        many tasks wait at once)."""
        future: asyncio.Future[Post] = asyncio.get_running_loop().create_future()
        self._watchers.append((predicate, future))
        return future

    def mark(self) -> int:
        """A cursor: ``wait_post(..., since=mark())`` only sees later posts."""
        return len(self.posts)

    async def wait_until(self, condition: Callable[[], bool], timeout: float = 10.0) -> None:
        """Wait until ``condition()`` holds; raise ``TimeoutError`` after ``timeout`` seconds.

        Wakes on every change the stand-in sees, and polls for conditions on other state.
        """
        async with asyncio.timeout(timeout):
            while not condition():
                async with self._changed:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._changed.wait(), 0.05)

    async def wait_post(
        self, predicate: Callable[[Post], bool], since: int = 0, timeout: float = 10.0
    ) -> Post:
        """Return the first post from index ``since`` on that matches ``predicate``."""
        found: list[Post] = []

        def match() -> bool:
            found[:] = [p for p in self.posts[since:] if predicate(p)][:1]
            return bool(found)

        try:
            await self.wait_until(match, timeout)
        except TimeoutError:
            recent = [(p.kind, p.content[:200]) for p in self.posts[since:]][-8:]
            raise TimeoutError(f"no matching post within {timeout}s; recent: {recent}") from None
        return found[0]

    async def response(self, interaction: Interaction, timeout: float = 10.0) -> Post:
        """The first visible answer to ``interaction`` (response, update or followup)."""
        return await self.wait_post(
            lambda p: p.interaction is interaction and p.kind != "defer", timeout=timeout
        )

    async def response_or_defer(self, interaction: Interaction, timeout: float = 10.0) -> Post:
        """The first answer to ``interaction``, a deferral included."""
        return await self.wait_post(lambda p: p.interaction is interaction, timeout=timeout)

    async def reply(self, message_id: int, timeout: float = 10.0) -> Post:
        """The bot's reply to the user message ``message_id``."""
        return await self.wait_post(lambda p: p.replies_to(message_id), timeout=timeout)

    async def wait_ready(self, timeout: float = 30.0) -> None:
        """Wait until the bot has identified and set its presence (it does so once ready)."""
        await self.wait_until(lambda: self.connected and bool(self.presences), timeout)

    def channel_posts(self, channel: Channel | None = None, since: int = 0) -> list[Post]:
        """The public messages posted in ``channel`` from ``since`` on."""
        channel_id = (channel or self.channel).id
        return [
            p
            for p in self.posts[since:]
            if p.channel_id == channel_id and p.message is not None and not p.ephemeral
        ]

    # ----------------------------------------------------------------- REST

    def fail_next(
        self, method: str, path_pattern: str, status: int = 403, *, after: bool = False
    ) -> None:
        """Make the next ``method`` request whose path matches ``path_pattern`` fail with
        ``status`` (403 Missing Permissions, or 5xx), as Discord sometimes does. With ``after``
        the request is carried out first and only its answer is the error (Discord sometimes
        answers 500 to a message it did create)."""
        self._faults.append((method, path_pattern, status, after))

    def delay_next(self, method: str, path_pattern: str, seconds: float) -> None:
        """Make the next ``method`` request (``*``: any) whose path matches ``path_pattern``
        take ``seconds`` longer (a slow Discord)."""
        self._delays.append((method, path_pattern, seconds))

    def _injected_fault(self, method: str, path: str, after: bool) -> web.Response | None:
        for fault in self._faults:
            if fault[0] == method and fault[3] == after and re.fullmatch(fault[1], path):
                self._faults.remove(fault)
                self.injected.append(f"{method} {path} -> {fault[2]}")
                code, message = (50013, "Missing Permissions") if fault[2] == 403 else (0, "Oops")
                body = {"code": code, "message": message}
                return web.Response(
                    status=fault[2], body=json.dumps(body).encode(), headers=JSON_HEADERS
                )
        return None

    def _injected_delay(self, method: str, path: str) -> float:
        for delay in self._delays:
            if delay[0] in (method, "*") and re.fullmatch(delay[1], path):
                self._delays.remove(delay)
                self.injected.append(f"{method} {path} +{delay[2]}s")
                return delay[2]
        return 0.0

    def _reject(self, status: int, code: int, message: str, why: str) -> web.Response:
        self.rejections.append(why)
        body = {"code": code, "message": message, "errors": {"_errors": [{"message": why}]}}
        return web.Response(status=status, body=json.dumps(body).encode(), headers=JSON_HEADERS)

    @staticmethod
    def _json(data: Any, status: int = 200) -> web.Response:
        return web.Response(status=status, body=json.dumps(data).encode(), headers=JSON_HEADERS)

    async def _body(self, request: web.Request) -> tuple[Any, list[tuple[str, bytes]]]:
        if request.content_type.startswith("multipart/"):
            payload: dict[str, Any] = {}
            files: list[tuple[str, bytes]] = []
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader):
                    continue
                if part.name == "payload_json":
                    payload = json.loads(await part.text())
                else:
                    files.append((part.filename or "", bytes(await part.read())))
            return payload, files
        if request.can_read_body:
            return await request.json(), []
        return {}, []

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["path"]
        self.requests.append((request.method, path))
        if request.headers.get("Authorization", "") != f"Bot {self.token}" and not (
            path.startswith(("/interactions/", "/webhooks/"))
        ):
            return self._reject(401, 0, "401: Unauthorized", f"bad token on {path}")
        fault = self._injected_fault(request.method, path, after=False)
        if fault is not None:
            return fault
        delay = self._injected_delay(request.method, path)
        if delay:
            await asyncio.sleep(delay)
        for method, pattern, handler in self._routes:
            if method != request.method:
                continue
            match = re.fullmatch(pattern, path)
            if match:
                response: web.StreamResponse = await handler(self, request, *match.groups())
                return self._injected_fault(request.method, path, after=True) or response
        self.unknown_routes.append(f"{request.method} {path}")
        return self._reject(404, 0, "404: Not Found", f"unknown route {request.method} {path}")

    async def _me(self, request: web.Request) -> web.Response:
        return self._json(self.bot.payload() | {"verified": True, "mfa_enabled": False})

    async def _application(self, request: web.Request) -> web.Response:
        return self._json(
            {
                "id": str(self.application_id),
                "name": "morrisbot",
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.owner.payload(),
                "team": None,
                "verify_key": "0" * 64,
                "flags": 0,
                "summary": "",
                "rpc_origins": [],
                "bot": self.bot.payload(),
            }
        )

    async def _gateway_info(self, request: web.Request) -> web.Response:
        return self._json({"url": self.gateway_url})

    async def _bot_gateway_info(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return self._json(
            {"url": self.gateway_url, "shards": self.shard_count, "session_start_limit": limit}
        )

    async def _get_commands(self, request: web.Request, app: str, guild: str = "") -> web.Response:
        return self._json(self.commands.get(int(guild) if guild else None, []))

    async def _put_commands(self, request: web.Request, app: str, guild: str = "") -> web.Response:
        body, _ = await self._body(request)
        scope = int(guild) if guild else None
        stored = []
        for command in body:
            entry = dict(command) | {
                "id": str(snowflake()),
                "application_id": app,
                "version": str(snowflake()),
                "type": command.get("type", 1),
                "description": command.get("description", ""),  # "" for menu commands
            }
            if guild:
                entry["guild_id"] = guild
            stored.append(entry)
        self.commands[scope] = stored
        await self._notify()
        return self._json(stored)

    def _check_message(self, body: dict[str, Any], choices: bool = False) -> str | None:
        content = body.get("content") or ""
        if len(content) > 2000:
            return f"content is {len(content)} characters (limit 2000)"
        rows = body.get("components") or []
        if len(rows) > 5:
            return f"{len(rows)} component rows (limit 5)"
        ids: set[str] = set()
        for row in rows:
            problem = self._check_row(row, ids)
            if problem:
                return problem
        if choices and len(body.get("choices") or []) > 25:
            return f"{len(body['choices'])} autocomplete choices (limit 25)"
        for choice in body.get("choices") or []:
            if not 1 <= len(str(choice.get("name", ""))) <= 100:
                return f"choice name length out of range: {choice.get('name')!r}"
        empty = not (content or rows or body.get("embeds") or body.get("attachments"))
        if empty and not choices and "choices" not in body:
            return "empty message"
        return None

    @staticmethod
    def _check_row(row: dict[str, Any], ids: set[str]) -> str | None:
        """Discord's rules for one action row: 1-5 buttons, or one select menu alone, custom
        ids unique in the message and at most 100 characters, a select's 1-25 options."""
        items = row.get("components", [])
        if row.get("type") != 1 or not items:
            return "a top-level component that is not a non-empty action row"
        if len(items) > 5:
            return "more than 5 buttons in a row"
        for item in items:
            custom_id = str(item.get("custom_id", ""))
            if len(custom_id) > 100:
                return f"custom_id longer than 100: {custom_id!r}"
            if custom_id in ids:
                return f"custom_id used twice in one message: {custom_id!r}"
            ids.add(custom_id)
            if item.get("type") == 2:
                if len(item.get("label", "")) > 80:
                    return "button label longer than 80"
                if not item.get("label") and not item.get("emoji"):
                    return "a button without a label or emoji"
            elif item.get("type") == 3:
                if len(items) > 1:
                    return "a select menu shares its action row"
                options = item.get("options") or []
                if not 1 <= len(options) <= 25:
                    return f"a select menu with {len(options)} options (1-25)"
                values = [str(o.get("value", "")) for o in options]
                if len(set(values)) != len(values):
                    return "a select menu with repeated option values"
                for option, value in zip(options, values, strict=True):
                    if not 1 <= len(str(option.get("label", ""))) <= 100 or len(value) > 100:
                        return f"a select option of bad length: {option!r}"
                if len(str(item.get("placeholder") or "")) > 150:
                    return "a select placeholder longer than 150"
            else:
                return f"component type {item.get('type')} in an action row"
        return None

    def _message(
        self,
        channel: Channel,
        author: User,
        content: str,
        body: dict[str, Any] | None = None,
        files: list[tuple[str, bytes]] | None = None,
    ) -> dict[str, Any]:
        body = body or {}
        guild = self.guild_of(channel)
        mentions = []
        for uid in dict.fromkeys(_MENTION.findall(content)):
            if channel.private:
                known = self._user(int(uid))
                if known is not None:
                    mentions.append(known.payload())
                continue
            user = guild.members.get(int(uid))
            if user is not None:
                member = guild.member_payload(user, with_user=False)
                mentions.append(user.payload() | {"member": member})
        message: dict[str, Any] = {
            "id": str(snowflake()),
            "channel_id": str(channel.id),
            "author": author.payload(),
            "content": content,
            "timestamp": timestamp(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": mentions,
            "mention_roles": [],
            "attachments": [
                {
                    "id": str(snowflake()),
                    "filename": name,
                    "size": len(data),
                    "url": f"http://127.0.0.1/{name}",
                    "proxy_url": f"http://127.0.0.1/{name}",
                }
                for name, data in files or []
            ],
            "embeds": body.get("embeds") or [],
            "components": body.get("components") or [],
            "pinned": False,
            "type": 0,
            "flags": int(body.get("flags") or 0),
        }
        if not channel.private:
            message["guild_id"] = str(guild.id)
        reference = body.get("message_reference")
        if reference:
            message["type"] = 19
            message["message_reference"] = {
                "message_id": str(reference["message_id"]),
                "channel_id": str(channel.id),
            } | ({} if channel.private else {"guild_id": str(guild.id)})
            referenced = self.messages.get(int(reference["message_id"]))
            if referenced is not None:
                message["referenced_message"] = referenced
        return message

    async def _publish(
        self,
        kind: str,
        channel: Channel,
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
        interaction: Interaction | None = None,
    ) -> dict[str, Any]:
        message = self._message(channel, self.bot, body.get("content") or "", body, files)
        ephemeral = bool(message["flags"] & EPHEMERAL)
        if interaction is not None:
            message["interaction_metadata"] = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": interaction.user.payload(),
                "authorizing_integration_owners": {},
            }
        self.messages[int(message["id"])] = message
        await self._record(
            Post(
                kind,
                channel.id,
                dict(message),
                ephemeral,
                interaction,
                body.get("allowed_mentions"),
                files=files,
            )
        )
        if not ephemeral:
            await self._echo(message)
        return message

    async def _echo(self, message: dict[str, Any]) -> None:
        """Send the bot its own new message as MESSAGE_CREATE where it gets that channel's
        messages (a guild channel, or its DM with the Direct Messages intent)."""
        if "guild_id" in message:
            await self.dispatch("MESSAGE_CREATE", message | {"member": self._bot_member(message)})
            return
        channel = self._channel(int(message["channel_id"]))
        sessions = self.sessions_for(None)
        if (
            channel is not None
            and channel.kind == DM_CHANNEL
            and sessions
            and sessions[0].intents & DIRECT_MESSAGES_INTENT
        ):
            await self.dispatch("MESSAGE_CREATE", message)

    def _bot_member(self, message: dict[str, Any]) -> dict[str, Any]:
        """The bot's member object in the guild of ``message``."""
        return self.guilds[int(message["guild_id"])].member_payload(self.bot)

    def _bot_can_post(self, channel: Channel) -> bool:
        if channel.private:  # the bot's own DMs only: a user-installed app is in no group DM
            return channel.kind == DM_CHANNEL
        perms = self.guild_of(channel).permissions(self.bot, channel)
        needed = SEND_MESSAGES_IN_THREADS if channel.kind == PUBLIC_THREAD else SEND_MESSAGES
        return bool(perms & VIEW_CHANNEL and perms & needed)

    async def _create_message(self, request: web.Request, channel_id: str) -> web.Response:
        body, files = await self._body(request)
        channel = self._channel(int(channel_id))
        if channel is None:
            return self._reject(404, 10003, "Unknown Channel", f"unknown channel {channel_id}")
        if channel.kind == GROUP_DM:
            return self._reject(403, 50001, "Missing Access", "post in a group DM it is not in")
        if not self._bot_can_post(channel):
            return self._reject(
                403, 50013, "Missing Permissions", f"no permission to post in #{channel.name}"
            )
        problem = self._check_message(body)
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        if channel.archived:
            if channel.locked:
                return self._reject(400, 50083, "Thread is archived", "post in a locked thread")
            channel.archived = False  # a message unarchives a thread that is not locked
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce"):
            # Discord answers a repeated nonce (within a few minutes) with the message it made.
            made = self._nonces.get((channel_id, str(nonce)))
            if made is not None:
                return self._json(made)
        message = await self._publish("message", channel, body, files)
        if nonce is not None:
            message["nonce"] = str(nonce)
            if body.get("enforce_nonce"):
                self._nonces[(channel_id, str(nonce))] = message
        return self._json(message)

    async def _edit(
        self, message: dict[str, Any], body: dict[str, Any], interaction: Interaction | None
    ) -> dict[str, Any]:
        for key in ("content", "components", "embeds"):
            if key in body and body[key] is not None:
                message[key] = body[key]
        if "flags" in body and body["flags"] is not None:
            message["flags"] = (int(message.get("flags", 0)) & EPHEMERAL) | int(body["flags"])
        message["edited_timestamp"] = timestamp()
        await self._record(
            Post(
                "edit",
                int(message["channel_id"]),
                dict(message),
                bool(int(message.get("flags", 0)) & EPHEMERAL),
                interaction,
                body.get("allowed_mentions"),
            )
        )
        return message

    async def _edit_message(
        self, request: web.Request, channel_id: str, message_id: str
    ) -> web.Response:
        body, _ = await self._body(request)
        message = self.messages.get(int(message_id))
        if message is None or message["channel_id"] != channel_id:
            return self._reject(404, 10008, "Unknown Message", f"unknown message {message_id}")
        if message["author"]["id"] != str(self.bot.id):
            return self._reject(403, 50005, "Cannot edit", "edit of another user's message")
        channel = self._channel(int(channel_id))
        if channel is not None and channel.kind == GROUP_DM:
            return self._reject(403, 50001, "Missing Access", "edit in a group DM it is not in")
        problem = self._check_message(message | body)
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        return self._json(await self._edit(message, body, None))

    async def _start_thread(
        self, request: web.Request, channel_id: str, message_id: str
    ) -> web.Response:
        """Start a public thread from a message: the thread takes the message's id."""
        body, _ = await self._body(request)
        parent = self._channel(int(channel_id))
        message = self.messages.get(int(message_id))
        if parent is None or message is None or message["channel_id"] != channel_id:
            return self._reject(404, 10008, "Unknown Message", f"no message {message_id}")
        if parent.kind == PUBLIC_THREAD:
            return self._reject(400, 50024, "Cannot execute action", "a thread in a thread")
        guild = self.guild_of(parent)
        if not guild.permissions(self.bot, parent) & CREATE_PUBLIC_THREADS:
            return self._reject(403, 50013, "Missing Permissions", "no Create Public Threads")
        if int(message_id) in guild.channels:
            return self._reject(400, 160004, "A thread has already been created", "twice")
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:
            return self._reject(400, 50035, "Invalid Form Body", f"thread name {name!r}")
        thread = Channel(
            int(message_id), name, guild.id, PUBLIC_THREAD, parent.id, owner_id=self.bot.id
        )
        guild.channels[thread.id] = thread
        message["thread"] = thread.payload()
        await self.dispatch("THREAD_CREATE", thread.payload() | {"newly_created": True})
        return self._json(thread.payload(), 201)

    async def _edit_channel(self, request: web.Request, channel_id: str) -> web.Response:
        """Modify a thread: archive or lock it (its creator, or with Manage Threads)."""
        body, _ = await self._body(request)
        thread = self._channel(int(channel_id))
        if thread is None:
            return self._reject(404, 10003, "Unknown Channel", f"unknown channel {channel_id}")
        if thread.kind != PUBLIC_THREAD or set(body) - {"archived", "locked", "name"}:
            return self._reject(400, 50035, "Invalid Form Body", f"channel edit {body}")
        allowed = thread.owner_id == self.bot.id or (
            self.guild_of(thread).permissions(self.bot, thread) & MANAGE_THREADS
        )
        if not allowed:
            return self._reject(403, 50013, "Missing Permissions", "no Manage Threads")
        thread.archived = bool(body.get("archived", thread.archived))
        thread.locked = bool(body.get("locked", thread.locked))
        thread.name = str(body.get("name", thread.name))
        await self.dispatch("THREAD_UPDATE", thread.payload())
        await self._notify()
        return self._json(thread.payload())

    async def _get_message(
        self, request: web.Request, channel_id: str, message_id: str
    ) -> web.Response:
        message = self.messages.get(int(message_id))
        if message is None or message["channel_id"] != channel_id:
            return self._reject(404, 10008, "Unknown Message", f"unknown message {message_id}")
        return self._json(message)

    async def _history(self, request: web.Request, channel_id: str) -> web.Response:
        limit = min(100, int(request.query.get("limit", "50")))
        before = int(request.query.get("before", str(1 << 63)))
        found = sorted(
            (
                m
                for m in self.messages.values()
                if m["channel_id"] == channel_id
                and int(m["id"]) < before
                and not int(m.get("flags", 0)) & EPHEMERAL
            ),
            key=lambda m: int(m["id"]),
            reverse=True,
        )
        return self._json(found[:limit])

    async def _get_channel(self, request: web.Request, channel_id: str) -> web.Response:
        channel = self._channel(int(channel_id))
        if channel is None:
            return self._reject(404, 10003, "Unknown Channel", f"unknown channel {channel_id}")
        return self._json(channel.payload())

    async def _get_member(self, request: web.Request, guild_id: str, user_id: str) -> web.Response:
        guild = self.guilds.get(int(guild_id))
        user = guild.members.get(int(user_id)) if guild else None
        if guild is None or user is None:
            return self._reject(404, 10007, "Unknown Member", f"unknown member {user_id}")
        return self._json(guild.member_payload(user))

    async def _open_dm(self, request: web.Request) -> web.Response:
        """``POST /users/@me/channels``: the bot's DM channel with ``recipient_id``."""
        body, _ = await self._body(request)
        user = self._user(int((body or {}).get("recipient_id") or 0))
        if user is None:
            return self._reject(400, 50035, "Invalid Form Body", f"DM with {body}")
        return self._json(self.dm_with(user).payload())

    async def _get_user(self, request: web.Request, user_id: str) -> web.Response:
        user = self._user(int(user_id))
        if user is None:
            return self._reject(404, 10013, "Unknown User", f"unknown user {user_id}")
        return self._json(user.payload())

    async def _callback(
        self, request: web.Request, interaction_id: str, token: str
    ) -> web.Response:
        body, files = await self._body(request)
        interaction = self.interactions.get(token)
        if interaction is None or str(interaction.id) != interaction_id:
            return self._reject(404, 10062, "Unknown interaction", "callback for no interaction")
        late = time.monotonic() - interaction.created
        if late > INTERACTION_DEADLINE_S:
            return self._reject(
                404, 10062, "Unknown interaction", f"interaction answered after {late:.2f}s"
            )
        if interaction.callbacks:
            return self._reject(
                400,
                40060,
                "Interaction has already been acknowledged.",
                "interaction acknowledged twice",
            )
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        problem = self._check_message(data, choices=kind == 8) if kind in (4, 7, 8) else None
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        interaction.callbacks.append(body)
        channel = interaction.channel
        result: dict[str, Any] = {
            "interaction": {"id": str(interaction.id), "type": interaction.type}
        }
        if kind == 4:
            message = await self._publish("response", channel, data, files, interaction)
            interaction.original_id = int(message["id"])
            result["interaction"] |= {
                "response_message_id": message["id"],
                "response_message_loading": False,
                "response_message_ephemeral": bool(message["flags"] & EPHEMERAL),
            }
            result["resource"] = {"type": kind, "message": message}
        elif kind == 5:
            flags = int(data.get("flags") or 0)
            message = self._message(channel, self.bot, "", {"flags": flags | LOADING})
            self.messages[int(message["id"])] = message
            interaction.original_id = int(message["id"])
            await self._record(
                Post("defer", channel.id, message, bool(flags & EPHEMERAL), interaction)
            )
            result["interaction"] |= {
                "response_message_id": message["id"],
                "response_message_loading": True,
                "response_message_ephemeral": bool(flags & EPHEMERAL),
            }
            result["resource"] = {"type": kind, "message": message}
        elif kind in (6, 7):
            target = interaction.payload.get("message")
            if target is None:
                return self._reject(400, 50035, "Invalid Form Body", "update without a message")
            message = self.messages[int(target["id"])]
            if kind == 7:
                await self._edit(message, data, interaction)
                result["resource"] = {"type": kind, "message": message}
            else:
                await self._record(Post("defer", channel.id, None, True, interaction))
        elif kind == 8:
            await self._record(
                Post("choices", channel.id, None, True, interaction, choices=data.get("choices"))
            )
        else:
            return self._reject(400, 50035, "Invalid Form Body", f"callback type {kind}")
        return self._json(result)

    def _webhook_interaction(self, app: str, token: str) -> Interaction | None:
        interaction = self.interactions.get(token)
        if app != str(self.application_id) or interaction is None or not interaction.callbacks:
            return None
        return interaction

    async def _followup(self, request: web.Request, app: str, token: str) -> web.Response:
        body, files = await self._body(request)
        interaction = self._webhook_interaction(app, token)
        if interaction is None:
            return self._reject(404, 10015, "Unknown Webhook", "followup without a callback")
        problem = self._check_message(body)
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        original = interaction.original_id
        message = self.messages.get(original) if original else None
        if message is not None and int(message.get("flags", 0)) & LOADING:
            # The first followup after a deferral replaces the "thinking" message.
            message["flags"] = int(message["flags"]) & ~LOADING | int(body.get("flags") or 0)
            edited = await self._edit(message, body, interaction)
            if not int(edited["flags"]) & EPHEMERAL:
                await self._echo(edited)
            return self._json(edited)
        published = await self._publish("followup", interaction.channel, body, files, interaction)
        return self._json(published)

    def _webhook_message(self, interaction: Interaction, message_id: str) -> dict[str, Any] | None:
        """The message an interaction's webhook may read or edit: its response, or any message
        of the app in the interaction's channel."""
        if message_id == "@original":
            return self.messages.get(interaction.original_id or 0)
        message = self.messages.get(int(message_id))
        if message is None or message["channel_id"] != str(interaction.channel.id):
            return None
        return message if message["author"]["id"] == str(self.bot.id) else None

    async def _webhook_edit(
        self, request: web.Request, app: str, token: str, message_id: str
    ) -> web.Response:
        body, _ = await self._body(request)
        interaction = self._webhook_interaction(app, token)
        message = self._webhook_message(interaction, message_id) if interaction else None
        if interaction is None or message is None:
            return self._reject(404, 10008, "Unknown Message", f"webhook edit of {message_id}")
        problem = self._check_message(message | body)
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        was_loading = int(message.get("flags", 0)) & LOADING
        message["flags"] = int(message.get("flags", 0)) & ~LOADING
        edited = await self._edit(message, body, interaction)
        if was_loading and not int(edited["flags"]) & EPHEMERAL:
            await self._echo(edited)
        return self._json(edited)

    async def _webhook_get(
        self, request: web.Request, app: str, token: str, message_id: str
    ) -> web.Response:
        interaction = self._webhook_interaction(app, token)
        message = self._webhook_message(interaction, message_id) if interaction else None
        if message is None:
            return self._reject(404, 10008, "Unknown Message", f"webhook get of {message_id}")
        return self._json(message)

    async def _webhook_delete(
        self, request: web.Request, app: str, token: str, message_id: str
    ) -> web.Response:
        interaction = self._webhook_interaction(app, token)
        message = self._webhook_message(interaction, message_id) if interaction else None
        if message is None:
            return self._reject(404, 10008, "Unknown Message", f"webhook delete of {message_id}")
        self.messages.pop(int(message["id"]), None)
        return web.Response(status=204)

    _routes: ClassVar[list[tuple[str, str, Any]]] = [
        ("GET", r"/users/@me", _me),
        ("GET", r"/oauth2/applications/@me", _application),
        ("GET", r"/applications/@me", _application),
        ("GET", r"/gateway", _gateway_info),
        ("GET", r"/gateway/bot", _bot_gateway_info),
        ("GET", r"/applications/(\d+)/commands", _get_commands),
        ("PUT", r"/applications/(\d+)/commands", _put_commands),
        ("GET", r"/applications/(\d+)/guilds/(\d+)/commands", _get_commands),
        ("PUT", r"/applications/(\d+)/guilds/(\d+)/commands", _put_commands),
        ("POST", r"/channels/(\d+)/messages", _create_message),
        ("PATCH", r"/channels/(\d+)/messages/(\d+)", _edit_message),
        ("GET", r"/channels/(\d+)/messages/(\d+)", _get_message),
        ("GET", r"/channels/(\d+)/messages", _history),
        ("GET", r"/channels/(\d+)", _get_channel),
        ("PATCH", r"/channels/(\d+)", _edit_channel),
        ("POST", r"/channels/(\d+)/messages/(\d+)/threads", _start_thread),
        ("GET", r"/guilds/(\d+)/members/(\d+)", _get_member),
        ("GET", r"/users/(\d+)", _get_user),
        ("POST", r"/users/@me/channels", _open_dm),
        ("POST", r"/interactions/(\d+)/([^/]+)/callback", _callback),
        ("POST", r"/webhooks/(\d+)/([^/]+)", _followup),
        ("PATCH", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", _webhook_edit),
        ("GET", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", _webhook_get),
        ("DELETE", r"/webhooks/(\d+)/([^/]+)/messages/(@original|\d+)", _webhook_delete),
    ]
