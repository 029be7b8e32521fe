"""The core of the stand-in: its world (guilds, channels, users), its clock, what the bot made
visible, and the REST routes of channels, messages, threads, users and commands, each checked
against Discord's rules (``standin.rules``, ``standin.limits``) and rate limits."""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import time
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from aiohttp import BodyPartReader, web

from standin import limits, rules
from standin.clock import Clock
from standin.emojis import AppEmojis
from standin.gateway import PRIVILEGED_INTENTS, Gateway, Session
from standin.model import (
    CREATE_EVENTS,
    CREATE_PRIVATE_THREADS,
    CREATE_PUBLIC_THREADS,
    DM_CHANNEL,
    GROUP_DM,
    MANAGE_EVENTS,
    MANAGE_GUILD,
    MEMBER_PERMISSIONS,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
    Channel,
    Guild,
    Overwrite,
    Role,
    User,
    snowflake,
    snowflake_on_shard,
    snowflake_time,
    timestamp,
)
from standin.posts import (
    DIRECT_MESSAGES_INTENT,
    EPHEMERAL,
    MESSAGE_CONTENT_INTENT,
    Interaction,
    Post,
    StandInError,
)
from standin.ratelimits import VIA, RateLimits
from standin.rules import (
    Notification,
    OldMessageEdits,
    Refusal,
)

JSON_HEADERS = {"Content-Type": "application/json"}
POLL_S = 0.05
"""How often :meth:`Core.wait_until` looks at its condition when no change of the stand-in's
own wakes it (a condition on the bot's log, say)."""
_MENTION = re.compile(r"<@!?(\d+)>")


class Core(Gateway):
    """The stand-in without its interaction endpoints and users (``standin.server.StandIn``)."""

    def __init__(
        self,
        *,
        token: str = "standin-token",
        shard_count: int = 1,
        route_limit: int = 5,
        route_window_s: float = 5.0,
        old_message_edits_per_hour: int = 5,
        portal_intents: int = PRIVILEGED_INTENTS,
    ) -> None:
        self.token = token
        self.portal_intents = portal_intents
        """The privileged intents the app's developer portal turned on (others: 4014)."""
        self.shard_count = shard_count
        self.clock = Clock()
        """The stand-in's now (:meth:`advance` moves it)."""
        self.ratelimits = RateLimits(route_limit, route_window_s)
        self.old_edits = OldMessageEdits(old_message_edits_per_hour)
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
        self.sessions: dict[str, Session] = {}
        self.shard_sessions: dict[tuple[int, int], Session] = {}
        """The current session of each ``(shard_id, shard_count)`` identified."""
        self._told: set[asyncio.Task[None]] = set()
        self.owner = self.add_user("owner", user=owner)
        self.add_user(self.bot.name, user=self.bot)
        self.channel = self.add_channel("games")
        self.scheduled_events: list[dict[str, Any]] = []
        """The scheduled events the bot created, as Discord answered them."""
        self.other_channel = self.add_channel("general")
        self.locked_channel = self.add_channel(
            "locked", [Overwrite(self.bot_role.id, 0, deny=SEND_MESSAGES)]
        )
        self.thread = self.add_thread("games-thread", self.channel)
        self.private = Guild(0, "(DMs and group DMs)", 0)
        """Not a guild: the holder of DM and group DM channels (``guild_id`` 0)."""
        self.user_installs: set[int] = set()
        """The users who installed the app to their account: only they see its commands where
        it is only user-installed (:meth:`install_app`)."""

        self.commands: dict[int | None, list[dict[str, Any]]] = {}
        self.app_emojis = AppEmojis()
        """The application's own emoji (``standin.emojis``)."""
        self.posts: list[Post] = []
        self.messages: dict[int, dict[str, Any]] = {}
        self.interactions: dict[str, Interaction] = {}
        self.rejections: list[str] = []
        self.rate_limited: list[str] = []
        """Requests answered 429 by a rate limit (a bot that honours the headers waits)."""
        self.notifications: list[Notification] = []
        """Who each new message notified (never an edit), in order."""
        self.unknown_routes: list[str] = []
        self._faults: list[tuple[str, str, int, bool]] = []
        self._delays: list[tuple[str, str, float, bool]] = []
        self._holds: list[tuple[str, str, asyncio.Event]] = []
        self._nonces: dict[tuple[str, str], dict[str, Any]] = {}
        self.injected: list[str] = []
        self.requests: list[tuple[str, str]] = []
        self._last_request = time.monotonic()
        self.presences: list[dict[str, Any]] = []
        self.identifies = 0
        self.resumes = 0
        self._changed = asyncio.Condition()
        self._watchers: list[tuple[Callable[[Post], bool], asyncio.Future[Post]]] = []
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ----------------------------------------------------------------- world set-up

    def add_guild(
        self, name: str, *, shard: int = 0, shard_count: int | None = None, with_bot: bool = True
    ) -> Guild:
        """Add a guild (before the bot connects) whose id belongs to ``shard`` of
        ``shard_count`` (the stand-in's by default), with the owner and the bot as members;
        without ``with_bot`` the app is only installed by its users there (no bot member)."""
        guild_id = snowflake_on_shard(shard, shard_count or self.shard_count)
        guild = Guild(guild_id, name, self.owner.id, has_bot=with_bot)
        guild.roles[guild.id] = Role(guild.id, "@everyone", MEMBER_PERMISSIONS)
        self.guilds[guild.id] = guild
        self.add_user(self.owner.name, user=self.owner, guild=guild)
        if with_bot:
            bot_role = Role(snowflake(), "morrisbot", MEMBER_PERMISSIONS, position=1)
            guild.roles[bot_role.id] = bot_role
            self.bot.roles.append(bot_role.id)
            self.add_user(self.bot.name, user=self.bot, guild=guild)
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
        """Add a text channel to ``guild`` (the first guild by default); a connected bot is
        sent CHANNEL_CREATE (in the background: this is called from synchronous set-ups)."""
        guild = guild or self.guild
        channel = Channel(snowflake(), name, guild.id, overwrites=list(overwrites))
        guild.channels[channel.id] = channel
        if guild.has_bot and self.sessions_for(guild.id):
            told = asyncio.get_running_loop().create_task(
                self.dispatch("CHANNEL_CREATE", channel.payload())
            )
            self._told.add(told)
            told.add_done_callback(self._told.discard)
        return channel

    def add_thread(self, name: str, parent: Channel, *, locked: bool = False) -> Channel:
        """Add a public thread in ``parent``, started now by the guild's owner (a moderator:
        ``locked`` locks it)."""
        now = self.clock.now()
        thread = Channel(
            snowflake(now),
            name,
            parent.guild_id,
            PUBLIC_THREAD,
            parent.id,
            owner_id=self.owner.id,
            locked=locked,
            archive_timestamp=now,
            last_activity=now,
        )
        self.guilds[parent.guild_id].channels[thread.id] = thread
        return thread

    def install_app(self, *users: User) -> None:
        """``users`` install the app to their account (a user install): they see its commands
        in DMs, group DMs and servers without its bot; everyone else there can only click."""
        self.user_installs.update(user.id for user in users)

    def add_group_dm(self, name: str, *users: User) -> Channel:
        """Add a group DM of ``users`` (the first owns it and has installed the app); the bot
        is not in it, so it sees no message there and can only answer interactions (it is a
        user-installed app)."""
        channel = Channel(snowflake(), name, 0, GROUP_DM, owner_id=users[0].id)
        channel.recipients = list(users)
        self.private.channels[channel.id] = channel
        self.install_app(users[0])
        return channel

    def add_dm(self, first: User, second: User) -> Channel:
        """Add the DM between two users, ``first`` having installed the app (no bot in it:
        like a group DM, the bot can only answer interactions there, context 2)."""
        channel = Channel(snowflake(), f"{first.name}-{second.name}", 0, DM_CHANNEL)
        channel.recipients = [first, second]
        self.private.channels[channel.id] = channel
        self.install_app(first)
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

    def find_channel(self, channel_id: int) -> Channel | None:
        """The channel or thread ``channel_id`` of any guild, or a private channel, or None."""
        if channel_id in self.private.channels:
            return self.private.channels[channel_id]
        for guild in self.guilds.values():
            if channel_id in guild.channels:
                return guild.channels[channel_id]
        return None

    async def delete_channel(self, channel: Channel) -> None:
        """A moderator deletes ``channel`` (a thread, or a text channel with its threads):
        CHANNEL_DELETE or THREAD_DELETE to the bot; afterwards requests to it answer 404
        10003 Unknown Channel."""
        guild = self.guilds[channel.guild_id]
        gone = [channel] + [c for c in guild.channels.values() if c.parent_id == channel.id]
        for each in gone:
            del guild.channels[each.id]
        if not (guild.has_bot and self.sessions_for(guild.id)):
            return
        if channel.thread:
            thread = {"id": str(channel.id), "guild_id": str(guild.id), "type": channel.kind}
            await self.dispatch("THREAD_DELETE", thread | {"parent_id": str(channel.parent_id)})
        else:
            await self.dispatch("CHANNEL_DELETE", channel.payload())

    async def remove_bot(self, guild: Guild) -> None:
        """The server's owner removes the bot: GUILD_DELETE (without ``unavailable``: the bot
        was removed, Topics → Gateway Events → Guild Delete); afterwards its requests there are
        refused as where the bot is not (50001)."""
        guild.has_bot = False
        guild.members.pop(self.bot.id, None)
        sessions = self.sessions_for(guild.id)
        for session in sessions:
            await self._send(session, "GUILD_DELETE", {"id": str(guild.id)})

    def make_admin(self, user: User) -> None:
        """Give ``user`` the role with Manage Server."""
        user.roles.append(self.admin_role.id)

    def add_role(self, name: str, *members: User) -> Role:
        """A new role of the first guild with no permission beyond a member's, given to
        ``members`` (made before the bot connects, its GUILD_CREATE lists it)."""
        role = Role(snowflake(), name, MEMBER_PERMISSIONS)
        self.guild.roles[role.id] = role
        for member in members:
            member.roles.append(role.id)
        return role

    # ----------------------------------------------------------------- time

    async def advance(self, seconds: float) -> None:
        """Move the stand-in's clock ``seconds`` forward and let the time act: threads idle
        for their ``auto_archive_duration`` archive themselves (THREAD_UPDATE)."""
        self.clock.advance(seconds)
        await self._archive_idle_threads()

    async def _archive_idle_threads(self) -> None:
        now = self.clock.now()
        for guild in self.guilds.values():
            for thread in guild.channels.values():
                due = thread.last_activity + thread.auto_archive_duration * 60
                if thread.thread and not thread.archived and due <= now:
                    thread.archived, thread.archive_timestamp = True, due
                    await self._thread_update(thread)

    async def _thread_update(self, thread: Channel) -> None:
        """Tell the bot a thread changed, if it gets that guild's events."""
        guild = self.guilds[thread.guild_id]
        if guild.has_bot and self.sessions_for(guild.id):
            await self.dispatch("THREAD_UPDATE", thread.payload())
        await self._notify()

    def _activity(self, channel: Channel) -> None:
        """A message in a thread: its auto-archive timer starts again."""
        if channel.thread:
            channel.last_activity = self.clock.now()

    async def delete_message(self, message_id: int) -> None:
        """Delete a message as its author or a moderator would (MESSAGE_DELETE)."""
        message = self.messages.pop(message_id, None)
        if message is None:
            raise StandInError(f"no message {message_id}")
        event = {"id": message["id"], "channel_id": message["channel_id"]}
        guild_id = message.get("guild_id")
        if guild_id:
            event["guild_id"] = guild_id
        if self.sessions_for(int(guild_id) if guild_id else None):
            await self.dispatch("MESSAGE_DELETE", event)

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
        """Close every socket, stop serving and remove the shared clock file."""
        for session in self.sessions.values():
            if session.ws is not None:
                await session.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
        self.clock.close()

    # ----------------------------------------------------------------- observing the bot

    async def _record(self, post: Post) -> None:
        post.clock_at = self.clock.now()
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

    async def settle(self, quiet: float = 0.5, timeout: float = 10.0) -> None:
        """Wait (real time) until no REST request has come for ``quiet`` seconds, at most
        ``timeout``: before :meth:`advance`, so that a request the bot had under way is not
        dated after the move of the clock."""
        deadline = time.monotonic() + timeout
        while (idle := time.monotonic() - self._last_request) < quiet:
            if time.monotonic() >= deadline:
                return
            await asyncio.sleep(quiet - idle)

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
                        await asyncio.wait_for(self._changed.wait(), POLL_S)

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

    def delay_next(
        self, method: str, path_pattern: str, seconds: float, *, after: bool = False
    ) -> None:
        """Make the next ``method`` request (``*``: any) whose path matches ``path_pattern``
        take ``seconds`` longer (a slow Discord). With ``after`` the request is carried out
        first and only its answer is late (users see what the bot does not know yet)."""
        self._delays.append((method, path_pattern, seconds, after))

    def hold_next(self, method: str, path_pattern: str) -> asyncio.Event:
        """Make the next ``method`` request whose path matches ``path_pattern`` wait until the
        returned event is set: a Discord as slow as the test needs, with no time to wait out."""
        release = asyncio.Event()
        self._holds.append((method, path_pattern, release))
        return release

    async def _injected_hold(self, method: str, path: str) -> None:
        for hold in self._holds:
            if hold[0] == method and re.fullmatch(hold[1], path):
                self._holds.remove(hold)
                self.injected.append(f"{method} {path} held")
                await hold[2].wait()
                return

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

    def _injected_delay(self, method: str, path: str, after: bool) -> float:
        for delay in self._delays:
            if delay[0] in (method, "*") and delay[3] == after and re.fullmatch(delay[1], path):
                self._delays.remove(delay)
                self.injected.append(f"{method} {path} +{delay[2]}s")
                return delay[2]
        return 0.0

    def _reject(self, status: int, code: int, message: str, why: str) -> web.Response:
        return self._refuse(Refusal(status, code, message, why))

    def _refuse(self, refusal: Refusal) -> web.Response:
        """Discord's error answer, recorded in ``rejections`` (a 429 with ``retry_after``)."""
        self.rejections.append(refusal.why)
        body: dict[str, Any] = {"code": refusal.code, "message": refusal.message}
        headers = dict(JSON_HEADERS)
        if refusal.retry_after is None:
            body["errors"] = {"_errors": [{"message": refusal.why}]}
        else:
            body |= {"retry_after": refusal.retry_after, "global": False}
            headers |= {"Retry-After": str(max(1, round(refusal.retry_after))), "Via": VIA}
        return web.Response(status=refusal.status, body=json.dumps(body).encode(), headers=headers)

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
        self._last_request = time.monotonic()
        if request.headers.get("Authorization", "") != f"Bot {self.token}" and not (
            path.startswith(("/interactions/", "/webhooks/"))
        ):
            return self._reject(401, 0, "401: Unauthorized", f"bad token on {path}")
        fault = self._injected_fault(request.method, path, after=False)
        if fault is not None:
            return fault
        delay = self._injected_delay(request.method, path, after=False)
        if delay:
            await asyncio.sleep(delay)
        await self._injected_hold(request.method, path)
        headers, limited = self.ratelimits.check(request.method, path)
        if limited is not None:
            self.rate_limited.append(f"{request.method} {path}")
            return web.Response(
                status=429, body=json.dumps(limited).encode(), headers=JSON_HEADERS | headers
            )
        await self._archive_idle_threads()
        for method, pattern, handler in self._routes:
            if method != request.method:
                continue
            match = re.fullmatch(pattern, path)
            if match:
                response: web.StreamResponse = await handler(self, request, *match.groups())
                response = self._injected_fault(request.method, path, after=True) or response
                response.headers.update(headers)
                late = self._injected_delay(request.method, path, after=True)
                if late:
                    await asyncio.sleep(late)
                return response
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
        """Overwrite a scope's commands, checked against the documented limits."""
        body, _ = await self._body(request)
        problem = limits.check_commands(body)
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        too_many = limits.too_many_commands(body)
        if too_many:
            message = "Maximum number of application commands reached"
            return self._reject(400, 30032, message, too_many)
        scope = int(guild) if guild else None
        stored = []
        for command in body:
            entry = dict(command) | {
                "id": str(snowflake(self.clock.now())),
                "application_id": app,
                "version": str(snowflake(self.clock.now())),
                "type": command.get("type", 1),
                "description": command.get("description", ""),  # "" for menu commands
            }
            if guild:
                entry["guild_id"] = guild
            stored.append(entry)
        self.commands[scope] = stored
        await self._notify()
        return self._json(stored)

    # -- application emoji (standin.emojis) --

    def _our_app(self, app: str) -> web.Response | None:
        if int(app) == self.application_id:
            return None
        return self._reject(403, 50001, "Missing Access", f"another application's emoji: {app}")

    async def _list_emojis(self, request: web.Request, app: str) -> web.Response:
        return self._our_app(app) or self._json({"items": list(self.app_emojis.items.values())})

    async def _get_emoji(self, request: web.Request, app: str, emoji: str) -> web.Response:
        found = self.app_emojis.items.get(int(emoji))
        if found is None:
            return self._reject(404, 10014, "Unknown Emoji", f"no emoji {emoji}")
        return self._our_app(app) or self._json(found)

    async def _create_emoji(self, request: web.Request, app: str) -> web.Response:
        body, _ = await self._body(request)
        made = self._our_app(app) or self.app_emojis.create(body, self.bot)
        return made if isinstance(made, web.Response) else self._answer(made, 201)

    async def _edit_emoji(self, request: web.Request, app: str, emoji: str) -> web.Response:
        body, _ = await self._body(request)
        edited = self._our_app(app) or self.app_emojis.rename(int(emoji), body)
        return edited if isinstance(edited, web.Response) else self._answer(edited, 200)

    async def _delete_emoji(self, request: web.Request, app: str, emoji: str) -> web.Response:
        refused = self._our_app(app)
        if refused is not None:
            return refused
        problem = self.app_emojis.delete(int(emoji))
        return web.Response(status=204) if problem is None else self._refuse(problem)

    def _answer(self, result: dict[str, Any] | Refusal, status: int) -> web.Response:
        return self._refuse(result) if isinstance(result, Refusal) else self._json(result, status)

    def _message(
        self,
        channel: Channel,
        author: User,
        content: str,
        body: dict[str, Any] | None = None,
        files: list[tuple[str, bytes]] | None = None,
        *,
        mention_replied: bool = False,
    ) -> dict[str, Any]:
        """A new message (stamped with the stand-in's clock); a reply mentions the replied
        message's author when ``mention_replied``."""
        body = body or {}
        now = self.clock.now()
        guild = self.guild_of(channel)
        mentions = []
        said = rules.mention_text({"content": content, "components": body.get("components")})
        for uid in dict.fromkeys(_MENTION.findall(said)):
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
            "id": str(snowflake(now)),
            "channel_id": str(channel.id),
            "author": author.payload(),
            "content": content,
            "timestamp": timestamp(now),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": mentions,
            "mention_roles": [],
            "attachments": [
                {
                    "id": str(snowflake(now)),
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
                replied = referenced["author"]
                if mention_replied and replied["id"] not in {m["id"] for m in mentions}:
                    mentions.append(replied)
        return message

    def _record_notifications(
        self,
        message: dict[str, Any],
        channel: Channel,
        allowed: dict[str, Any] | None,
        author_permissions: int,
        *,
        webhook: bool = False,
    ) -> None:
        """Record who the new ``message`` notifies (``rules.notified``)."""
        guild = self.guild_of(channel)
        if channel.private:
            audience = list(channel.recipients)
        else:
            audience = [
                u for u in guild.members.values() if guild.permissions(u, channel) & VIEW_CHANNEL
            ]
        roles = {
            role.id: (False, [u.id for u in guild.members.values() if role.id in u.roles])
            for role in guild.roles.values()
        }
        referenced = message.get("referenced_message") or {}
        replied = int(referenced["author"]["id"]) if referenced else None
        for user_id in rules.notified(
            message,
            allowed,
            webhook=webhook,
            author_permissions=author_permissions,
            audience=audience,
            roles=roles,
            replied_author=replied,
        ):
            self.notifications.append(Notification(user_id, int(message["id"]), channel.id))

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
                "authorizing_integration_owners": interaction.owners,
            }
            interaction.made.add(int(message["id"]))
        self.messages[int(message["id"])] = message
        self._activity(channel)
        permissions = int(interaction.payload["app_permissions"]) if interaction else 0
        if interaction is None and not channel.private:
            permissions = self.guild_of(channel).permissions(self.bot, channel)
        self._record_notifications(
            message,
            channel,
            body.get("allowed_mentions"),
            permissions,
            webhook=interaction is not None,
        )
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
        channel = self.find_channel(int(message["channel_id"]))
        sessions = self.sessions_for(None)
        if (
            channel is not None
            and channel.bot_dm
            and sessions
            and sessions[0].intents & DIRECT_MESSAGES_INTENT
        ):
            await self.dispatch("MESSAGE_CREATE", message)

    def _bot_member(self, message: dict[str, Any]) -> dict[str, Any]:
        """The bot's member object in the guild of ``message``."""
        return self.guilds[int(message["guild_id"])].member_payload(self.bot)

    def _access_refusal(self, channel: Channel, *, post: bool) -> Refusal | None:
        """Whether the bot, as itself, may see ``channel`` (and ``post`` in it): not a group
        DM or a server it is not in (50001), not a channel it cannot view (50001), not without
        the permission to send (50013), not a DM whose user closed their DMs (50007)."""
        if channel.app_only or not self.guild_of(channel).has_bot:
            where = "group DM or DM between users" if channel.app_only else "server"
            return Refusal(
                403, 50001, "Missing Access", f"#{channel.name}: a {where} without the bot"
            )
        if channel.private:
            closed = post and not all(u.dms_open for u in channel.recipients)
            why = f"DM with {channel.name}: closed"
            return Refusal(403, 50007, "Cannot send messages to this user", why) if closed else None
        perms = self.guild_of(channel).permissions(self.bot, channel)
        if not perms & VIEW_CHANNEL:
            return Refusal(403, 50001, "Missing Access", f"#{channel.name}: no View Channel")
        needed = SEND_MESSAGES_IN_THREADS if channel.thread else SEND_MESSAGES
        if post and not perms & needed:
            why = f"no permission to post in #{channel.name}"
            return Refusal(403, 50013, "Missing Permissions", why)
        return None

    def _reply_refusal(self, channel: Channel, body: dict[str, Any]) -> Refusal | None:
        """Whether Discord refuses ``body`` as a reply in ``channel``: in a server the bot needs
        Read Message History (403 50013); a replied message that is not in the channel fails
        the post unless ``fail_if_not_exists`` is false, when the reference is dropped and the
        message sent as a plain one (``body`` changed in place)."""
        reference = body.get("message_reference")
        if not reference:
            return None
        perms = 0 if channel.private else self.guild_of(channel).permissions(self.bot, channel)
        if not channel.private and not perms & READ_MESSAGE_HISTORY:
            return Refusal(403, 50013, "Missing Permissions", "a reply without Read History")
        replied = self.messages.get(int(reference.get("message_id") or 0))
        if replied is None or int(replied["channel_id"]) != channel.id:
            if reference.get("fail_if_not_exists", True):
                why = f"a reply to unknown message {reference.get('message_id')}"
                return Refusal(400, 50035, "Invalid Form Body", why)
            del body["message_reference"]
        return None

    def _thread_refusal(self, channel: Channel, *, edit: bool) -> Refusal | None:
        """``rules.thread_post_refusal`` for a thread, None for any other channel."""
        if not channel.thread:
            return None
        perms = self.guild_of(channel).permissions(self.bot, channel)
        return rules.thread_post_refusal(channel, perms, edit=edit)

    async def _unarchive_by_post(self, channel: Channel) -> None:
        """A message unarchives a thread that is not locked (activity)."""
        if channel.archived:
            channel.archived = False
            channel.archive_timestamp = channel.last_activity = self.clock.now()
            await self._thread_update(channel)

    async def _create_message(self, request: web.Request, channel_id: str) -> web.Response:
        body, files = await self._body(request)
        channel = self.find_channel(int(channel_id))
        if channel is None:
            return self._reject(404, 10003, "Unknown Channel", f"unknown channel {channel_id}")
        refusal = self._access_refusal(channel, post=True)
        if refusal is not None:
            return self._refuse(refusal)
        problem = limits.check_new_message(body)
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        refusal = self._thread_refusal(channel, edit=False) or self._reply_refusal(channel, body)
        if refusal is not None:
            return self._refuse(refusal)
        await self._unarchive_by_post(channel)
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

    @staticmethod
    def _edited(message: dict[str, Any], body: dict[str, Any]) -> dict[str, Any]:
        """``message`` as ``body`` would leave it: a field sent as null is emptied; flags keep
        ``EPHEMERAL``, and ``IS_COMPONENTS_V2`` once set (checked by :meth:`_edit_problem`)."""
        after = dict(message)
        for key in ("content", "components", "embeds"):
            if key in body:
                after[key] = (
                    body[key] if body[key] is not None else ([] if key != "content" else "")
                )
        if body.get("flags") is not None:
            after["flags"] = (int(message.get("flags", 0)) & EPHEMERAL) | int(body["flags"])
        return after

    @staticmethod
    def _edit_problem(message: dict[str, Any], body: dict[str, Any]) -> str | None:
        """Why Discord refuses ``body`` as an edit of ``message`` (50035), or None."""
        before, after = int(message.get("flags", 0)), int(Core._edited(message, body)["flags"])
        if before & limits.IS_COMPONENTS_V2 and not after & limits.IS_COMPONENTS_V2:
            return "IS_COMPONENTS_V2 cannot be removed from a message"
        return limits.check_message(Core._edited(message, body))

    async def _edit(
        self, message: dict[str, Any], body: dict[str, Any], interaction: Interaction | None
    ) -> dict[str, Any]:
        message.update(self._edited(message, body))
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
        channel = self.find_channel(int(channel_id))
        assert channel is not None
        refusal = self._access_refusal(channel, post=False) or self._edit_refusal(message, body)
        if refusal is not None:
            return self._refuse(refusal)
        return self._json(await self._edit(message, body, None))

    def _edit_refusal(self, message: dict[str, Any], body: dict[str, Any]) -> Refusal | None:
        """What Discord refuses in any edit of ``message``: an invalid result, an edit in an
        archived or locked thread, one edit too many of messages older than an hour."""
        problem = self._edit_problem(message, body)
        if problem:
            return Refusal(400, 50035, "Invalid Form Body", problem)
        channel = self.find_channel(int(message["channel_id"]))
        refusal = self._thread_refusal(channel, edit=True) if channel else None
        if refusal is not None:
            return refusal
        now = self.clock.now()
        age = now - snowflake_time(int(message["id"]))
        return self.old_edits.refusal(int(message["channel_id"]), age, now)

    async def _delete_message(
        self, request: web.Request, channel_id: str, message_id: str
    ) -> web.Response:
        """The bot deletes its own message (others' need Manage Messages, which it lacks); not
        where it has no access (50001)."""
        refused = self._read_refused(channel_id)
        if refused is not None:
            return refused
        message = self.messages.get(int(message_id))
        if message is None or message["channel_id"] != channel_id:
            return self._reject(404, 10008, "Unknown Message", f"unknown message {message_id}")
        if message["author"]["id"] != str(self.bot.id):
            return self._reject(403, 50013, "Missing Permissions", "delete of another's message")
        await self.delete_message(int(message_id))
        return web.Response(status=204)

    async def _start_thread(
        self, request: web.Request, channel_id: str, message_id: str
    ) -> web.Response:
        """Start a public thread from a message: the thread takes the message's id."""
        body, _ = await self._body(request)
        parent = self.find_channel(int(channel_id))
        message = self.messages.get(int(message_id))
        if parent is None or message is None or message["channel_id"] != channel_id:
            return self._reject(404, 10008, "Unknown Message", f"no message {message_id}")
        if parent.thread:
            return self._reject(400, 50024, "Cannot execute action", "a thread in a thread")
        guild = self.guild_of(parent)
        if not guild.permissions(self.bot, parent) & CREATE_PUBLIC_THREADS:
            return self._reject(403, 50013, "Missing Permissions", "no Create Public Threads")
        if int(message_id) in guild.channels:
            return self._reject(400, 160004, "A thread has already been created", "twice")
        thread = self._new_thread(body, parent, int(message_id), PUBLIC_THREAD)
        if isinstance(thread, web.Response):
            return thread
        message["thread"] = thread.payload()
        await self.dispatch("THREAD_CREATE", thread.payload() | {"newly_created": True})
        return self._json(thread.payload(), 201)

    def _new_thread(
        self,
        body: dict[str, Any],
        parent: Channel,
        thread_id: int,
        kind: int,
        members: set[int] | None = None,
    ) -> Channel | web.Response:
        """The thread of ``parent`` that ``body`` names (1 to 100 characters) with an archive
        duration Discord takes (else 400 Invalid Form Body), made by the bot and kept."""
        name = str(body.get("name") or "")
        duration = body.get("auto_archive_duration") or parent.auto_archive_duration
        if not 1 <= len(name) <= 100 or duration not in rules.AUTO_ARCHIVE_MINUTES:
            why = f"thread name {name!r}, auto_archive_duration {duration}"
            return self._reject(400, 50035, "Invalid Form Body", why)
        guild = self.guild_of(parent)
        now = self.clock.now()
        thread = Channel(
            thread_id,
            name,
            guild.id,
            kind,
            parent.id,
            owner_id=self.bot.id,
            auto_archive_duration=int(duration),
            archive_timestamp=now,
            last_activity=now,
            members=members or set(),
        )
        guild.channels[thread.id] = thread
        return thread

    async def _start_thread_alone(self, request: web.Request, channel_id: str) -> web.Response:
        """Start a thread without a message: private (type 12, Create Private Threads; the
        bot its first member) or public (type 11, Create Public Threads); ``type`` given."""
        body, _ = await self._body(request)
        parent = self.find_channel(int(channel_id))
        if parent is None:
            return self._reject(404, 10003, "Unknown Channel", f"unknown channel {channel_id}")
        if parent.thread or parent.private:
            return self._reject(400, 50024, "Cannot execute action", "no thread here")
        kind = body.get("type")  # required in API v10
        needed = {PRIVATE_THREAD: CREATE_PRIVATE_THREADS, PUBLIC_THREAD: CREATE_PUBLIC_THREADS}
        if kind not in needed:
            return self._reject(400, 50035, "Invalid Form Body", f"thread type {kind!r}")
        guild = self.guild_of(parent)
        if not guild.permissions(self.bot, parent) & needed[kind]:
            return self._reject(403, 50013, "Missing Permissions", f"no thread of type {kind}")
        thread = self._new_thread(body, parent, snowflake(self.clock.now()), kind, {self.bot.id})
        if isinstance(thread, web.Response):
            return thread
        await self.dispatch("THREAD_CREATE", thread.payload() | {"newly_created": True})
        return self._json(thread.payload(), 201)

    async def _add_thread_member(
        self, request: web.Request, channel_id: str, user_id: str
    ) -> web.Response:
        """``PUT /channels/{thread}/thread-members/{user}``: add a member (204, also when
        they were one); the bot must be able to send in the thread, not archived."""
        thread = self.find_channel(int(channel_id))
        if thread is None or not thread.thread:
            return self._reject(404, 10003, "Unknown Channel", f"no thread {channel_id}")
        guild = self.guild_of(thread)
        if int(user_id) not in guild.members:
            return self._reject(404, 10007, "Unknown Member", f"unknown member {user_id}")
        perms = guild.permissions(self.bot, thread)
        if not perms & VIEW_CHANNEL or not perms & SEND_MESSAGES_IN_THREADS:
            return self._reject(403, 50013, "Missing Permissions", "cannot send in the thread")
        if thread.archived:
            return self._reject(400, 50083, "Thread is archived", "archived")
        thread.members.add(int(user_id))
        return web.Response(status=204)

    async def _edit_channel(self, request: web.Request, channel_id: str) -> web.Response:
        """Modify a thread: name, archive, auto-archive duration, lock (``rules``)."""
        body, _ = await self._body(request)
        thread = self.find_channel(int(channel_id))
        if thread is None:
            return self._reject(404, 10003, "Unknown Channel", f"unknown channel {channel_id}")
        fields = {"archived", "locked", "name", "auto_archive_duration", "rate_limit_per_user"}
        if not thread.thread or set(body) - fields:
            return self._reject(400, 50035, "Invalid Form Body", f"channel edit {body}")
        perms = self.guild_of(thread).permissions(self.bot, thread)
        refusal = rules.thread_edit_refusal(thread, body, self.bot, perms)
        if refusal is not None:
            return self._refuse(refusal)
        now = self.clock.now()
        if "archived" in body and bool(body["archived"]) != thread.archived:
            thread.archived, thread.archive_timestamp = bool(body["archived"]), now
            if not thread.archived:
                thread.last_activity = now  # unarchiving is activity
        if "auto_archive_duration" in body:
            thread.auto_archive_duration = int(body["auto_archive_duration"])
            thread.archive_timestamp = thread.last_activity = now
        thread.locked = bool(body.get("locked", thread.locked))
        thread.name = str(body.get("name", thread.name))
        await self._thread_update(thread)
        return self._json(thread.payload())

    def _content_intent(self) -> bool:
        """Whether the app has the Message Content intent (the stand-in has no developer
        portal: it has it when its bot identified with it)."""
        return any(s.intents & MESSAGE_CONTENT_INTENT for s in self.shard_sessions.values())

    def _read_refused(self, channel_id: str) -> web.Response | None:
        """The refusal of a read of ``channel_id``'s messages where the bot is not (50001)."""
        channel = self.find_channel(int(channel_id))
        refusal = self._access_refusal(channel, post=False) if channel else None
        return None if refusal is None else self._refuse(refusal)

    def _reads_history(self, channel_id: str) -> bool:
        """Whether the bot has Read Message History in ``channel_id`` (always in a DM)."""
        channel = self.find_channel(int(channel_id))
        if channel is None or channel.private:
            return True
        return bool(self.guild_of(channel).permissions(self.bot, channel) & READ_MESSAGE_HISTORY)

    def _as_read(self, message: dict[str, Any]) -> dict[str, Any]:
        """``message`` as the app reads it over REST (without content unless it may)."""
        if self._content_intent():
            return message
        return rules.redacted(message, self.bot, self.find_channel(int(message["channel_id"])))

    async def _get_message(
        self, request: web.Request, channel_id: str, message_id: str
    ) -> web.Response:
        refused = self._read_refused(channel_id)
        if refused is not None:
            return refused
        if not self._reads_history(channel_id):
            return self._reject(403, 50013, "Missing Permissions", "a read without Read History")
        message = self.messages.get(int(message_id))
        if message is None or message["channel_id"] != channel_id:
            return self._reject(404, 10008, "Unknown Message", f"unknown message {message_id}")
        return self._json(self._as_read(message))

    async def _history(self, request: web.Request, channel_id: str) -> web.Response:
        refused = self._read_refused(channel_id)
        if refused is not None:
            return refused
        if not self._reads_history(channel_id):
            return self._json([])  # no messages without Read Message History
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
        return self._json([self._as_read(m) for m in found[:limit]])

    async def _get_channel(self, request: web.Request, channel_id: str) -> web.Response:
        """A channel the bot can see: not a group DM or DM between users, a server without
        the bot, or a channel it cannot view (403 50001)."""
        channel = self.find_channel(int(channel_id))
        if channel is None:
            return self._reject(404, 10003, "Unknown Channel", f"unknown channel {channel_id}")
        refusal = self._access_refusal(channel, post=False)
        if refusal is not None:
            return self._refuse(refusal)
        return self._json(channel.payload())

    async def _create_scheduled_event(self, request: web.Request, guild_id: str) -> web.Response:
        """``POST /guilds/{id}/scheduled-events``: an event of the guild, kept in
        ``scheduled_events`` (``rules.scheduled_event_problem`` checks the body)."""
        body, _ = await self._body(request)
        guild = self.guilds.get(int(guild_id))
        if guild is None or not guild.has_bot:
            return self._reject(403, 50001, "Missing Access", f"not in guild {guild_id}")
        if not guild.base_permissions(self.bot) & (CREATE_EVENTS | MANAGE_EVENTS):
            return self._reject(403, 50013, "Missing Permissions", "no Create Events")
        problem = rules.scheduled_event_problem(body or {})
        if problem:
            return self._reject(400, 50035, "Invalid Form Body", problem)
        event = {
            "id": str(snowflake()),
            "guild_id": guild_id,
            "channel_id": None,
            "creator_id": str(self.bot.id),
            "creator": self.bot.payload(),
            "name": body["name"],
            "description": body.get("description"),
            "scheduled_start_time": body["scheduled_start_time"],
            "scheduled_end_time": body["scheduled_end_time"],
            "privacy_level": body["privacy_level"],
            "status": 1,
            "entity_type": body["entity_type"],
            "entity_id": None,
            "entity_metadata": body["entity_metadata"],
            "image": None,
            "recurrence_rule": None,
        }
        self.scheduled_events.append(event)
        return self._json(event)

    def _scheduled_event(
        self, guild_id: str, event_id: str
    ) -> tuple[dict[str, Any] | None, web.Response | None]:
        """The guild's event ``event_id``, or Discord's refusal: a server without the bot
        (403 50001), an unknown event (404 10070)."""
        guild = self.guilds.get(int(guild_id))
        if guild is None or not guild.has_bot:
            return None, self._reject(403, 50001, "Missing Access", f"not in guild {guild_id}")
        for event in self.scheduled_events:
            if event["id"] == event_id and event["guild_id"] == guild_id:
                return event, None
        why = f"unknown scheduled event {event_id}"
        return None, self._reject(404, 10070, "Unknown Guild Scheduled Event", why)

    async def _get_scheduled_event(
        self, request: web.Request, guild_id: str, event_id: str
    ) -> web.Response:
        """``GET /guilds/{id}/scheduled-events/{id}``: the event as it is now."""
        event, refusal = self._scheduled_event(guild_id, event_id)
        if event is None:
            assert refusal is not None
            return refusal
        shown = dict(event)
        if request.query.get("with_user_count") == "true":
            shown["user_count"] = 0
        return self._json(shown)

    async def _edit_scheduled_event(
        self, request: web.Request, guild_id: str, event_id: str
    ) -> web.Response:
        """``PATCH /guilds/{id}/scheduled-events/{id}``: its ``status`` (the only field
        modelled) moved as Discord allows (``rules.event_status_refusal``), by a bot with
        Manage Events, or Create Events for an event it created."""
        body, _ = await self._body(request)
        event, refusal = self._scheduled_event(guild_id, event_id)
        if event is None:
            assert refusal is not None
            return refusal
        guild = self.guilds[int(guild_id)]
        allowed = guild.base_permissions(self.bot)
        own = event["creator_id"] == str(self.bot.id)
        if not allowed & MANAGE_EVENTS and not (own and allowed & CREATE_EVENTS):
            return self._reject(403, 50013, "Missing Permissions", "no Manage Events")
        if set(body or {}) != {"status"}:
            return self._reject(400, 50035, "Invalid Form Body", f"not modelled: {body}")
        problem = rules.event_status_refusal(event["status"], body["status"])
        if problem is not None:
            why = f"event status {event['status']} -> {body['status']}"
            return self._reject(400, problem[0], problem[1], why)
        event["status"] = body["status"]
        return self._json(event)

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
        ("GET", r"/applications/(\d+)/emojis", _list_emojis),
        ("POST", r"/applications/(\d+)/emojis", _create_emoji),
        ("GET", r"/applications/(\d+)/emojis/(\d+)", _get_emoji),
        ("PATCH", r"/applications/(\d+)/emojis/(\d+)", _edit_emoji),
        ("DELETE", r"/applications/(\d+)/emojis/(\d+)", _delete_emoji),
        ("POST", r"/channels/(\d+)/messages", _create_message),
        ("PATCH", r"/channels/(\d+)/messages/(\d+)", _edit_message),
        ("DELETE", r"/channels/(\d+)/messages/(\d+)", _delete_message),
        ("GET", r"/channels/(\d+)/messages/(\d+)", _get_message),
        ("GET", r"/channels/(\d+)/messages", _history),
        ("GET", r"/channels/(\d+)", _get_channel),
        ("PATCH", r"/channels/(\d+)", _edit_channel),
        ("POST", r"/channels/(\d+)/messages/(\d+)/threads", _start_thread),
        ("POST", r"/channels/(\d+)/threads", _start_thread_alone),
        ("PUT", r"/channels/(\d+)/thread-members/(\d+)", _add_thread_member),
        ("GET", r"/guilds/(\d+)/members/(\d+)", _get_member),
        ("POST", r"/guilds/(\d+)/scheduled-events", _create_scheduled_event),
        ("GET", r"/guilds/(\d+)/scheduled-events/(\d+)", _get_scheduled_event),
        ("PATCH", r"/guilds/(\d+)/scheduled-events/(\d+)", _edit_scheduled_event),
        ("GET", r"/users/(\d+)", _get_user),
        ("POST", r"/users/@me/channels", _open_dm),
    ]
