"""The stand-in's world: users, guilds with roles and channels, and Discord-shaped payloads."""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1420070400000

# Permission bits (https://discord.com/developers/docs/topics/permissions).
ADMINISTRATOR = 1 << 3
MANAGE_GUILD = 1 << 5
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
USE_EXTERNAL_EMOJIS = 1 << 18
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_EVENTS = 1 << 33
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
CREATE_EVENTS = 1 << 44
SEND_POLLS = 1 << 49
ALL_PERMISSIONS = (1 << 50) - 1
MEMBER_PERMISSIONS = (
    VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_APPLICATION_COMMANDS
    | SEND_MESSAGES_IN_THREADS
    | CREATE_PUBLIC_THREADS
)

TEXT_CHANNEL = 0
DM_CHANNEL = 1
GROUP_DM = 3
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_KINDS = (PUBLIC_THREAD, PRIVATE_THREAD)
PRIVATE_KINDS = (DM_CHANNEL, GROUP_DM)
"""Channel types outside any guild (``guild_id`` 0 here, absent from payloads)."""

_counter = itertools.count(1)


def snowflake(at: float | None = None) -> int:
    """Return a fresh snowflake stamped with ``at`` (epoch seconds; default: the wall clock)."""
    ms = int((time.time() if at is None else at) * 1000) - DISCORD_EPOCH_MS
    return (ms << 22) | (next(_counter) & 0x3FFFFF)


def snowflake_time(value: int) -> float:
    """The epoch seconds a snowflake was stamped with."""
    return ((value >> 22) + DISCORD_EPOCH_MS) / 1000


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord sends ``guild_id``'s events to; DMs (no guild) go to shard 0.

    Discord's documented rule, written here too because the stand-in knows nothing of the bot.
    """
    return 0 if not guild_id else (guild_id >> 22) % shard_count


def snowflake_on_shard(shard: int, shard_count: int) -> int:
    """Return a fresh snowflake that, as a guild id, belongs to ``shard`` of ``shard_count``
    (its timestamp moved less than ``shard_count`` milliseconds on)."""
    fresh = snowflake()
    ms = fresh >> 22
    return ((ms + (shard - ms) % shard_count) << 22) | (fresh & 0x3FFFFF)


def timestamp(at: float | None = None) -> str:
    """Return ``at`` (epoch seconds; default: now) in Discord's ISO 8601 form."""
    return datetime.fromtimestamp(time.time() if at is None else at, UTC).isoformat()


@dataclass
class User:
    """A Discord user who is a member of the stand-in guild."""

    id: int
    name: str
    bot: bool = False
    roles: list[int] = field(default_factory=list)
    joined_at: str = field(default_factory=timestamp)
    dms_open: bool = True
    """False once the user closed their DMs to the bot (Discord then answers 50007)."""
    locale: str = "en-US"
    """The language the user's client is set to (an interaction's ``locale``)."""

    @property
    def mention(self) -> str:
        """The ``<@id>`` mention text."""
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        """The user object."""
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name.title(),
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }

    def member_payload(self, *, with_user: bool = True) -> dict[str, Any]:
        """The guild member object (with or without the nested user)."""
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.roles],
            "joined_at": self.joined_at,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "nick": None,
            "avatar": None,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.payload()
        return data


@dataclass
class Role:
    """A guild role; the ``@everyone`` role has the guild's id."""

    id: int
    name: str
    permissions: int
    position: int = 0

    def payload(self) -> dict[str, Any]:
        """The role object."""
        return {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }


@dataclass
class Overwrite:
    """A channel permission overwrite for a role (kind 0) or a member (kind 1)."""

    id: int
    kind: int
    allow: int = 0
    deny: int = 0

    def payload(self) -> dict[str, Any]:
        """The overwrite object."""
        return {
            "id": str(self.id),
            "type": self.kind,
            "allow": str(self.allow),
            "deny": str(self.deny),
        }


@dataclass
class Channel:
    """A text channel or a thread (public or private, ``parent_id`` set) in a guild, or a DM or
    group DM (``guild_id`` 0, its members in ``recipients``). A private thread's ``members``
    are the users who see it (besides those with Manage Threads)."""

    id: int
    name: str
    guild_id: int
    kind: int = TEXT_CHANNEL
    parent_id: int | None = None
    overwrites: list[Overwrite] = field(default_factory=list)
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    recipients: list[User] = field(default_factory=list)
    auto_archive_duration: int = 1440
    """Minutes of inactivity after which a thread archives itself."""
    members: set[int] = field(default_factory=set)
    archive_timestamp: float = 0.0
    """When a thread was last created, archived or unarchived (epoch seconds)."""
    last_activity: float = 0.0
    """A thread's last activity: a message, an unarchive, a new auto-archive duration."""

    @property
    def thread(self) -> bool:
        """True for a public or private thread."""
        return self.kind in THREAD_KINDS

    @property
    def private(self) -> bool:
        """True for a DM or group DM."""
        return self.kind in PRIVATE_KINDS

    @property
    def bot_dm(self) -> bool:
        """True for the DM between the bot and one user."""
        return self.kind == DM_CHANNEL and len(self.recipients) == 1

    @property
    def app_only(self) -> bool:
        """True where the bot is no member and acts only as a user-installed app: a group DM,
        or a DM between two users."""
        return self.kind == GROUP_DM or (self.kind == DM_CHANNEL and len(self.recipients) > 1)

    def payload(self) -> dict[str, Any]:
        """The channel object."""
        if self.private:
            private: dict[str, Any] = {
                "id": str(self.id),
                "type": self.kind,
                "recipients": [u.payload() for u in self.recipients],
                "last_message_id": None,
                "flags": 0,
            }
            if self.kind == GROUP_DM:
                private |= {"name": self.name, "icon": None, "owner_id": str(self.owner_id)}
            return private
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.kind,
            "guild_id": str(self.guild_id),
            "name": self.name,
            "position": 0,
            "flags": 0,
            "nsfw": False,
            "rate_limit_per_user": 0,
            "last_message_id": None,
        }
        if self.thread:
            data["parent_id"] = str(self.parent_id)
            data["owner_id"] = str(self.owner_id or 0)
            data["message_count"] = 0
            data["member_count"] = 1
            data["total_message_sent"] = 0
            data["thread_metadata"] = {
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_duration,
                "archive_timestamp": timestamp(self.archive_timestamp),
                "locked": self.locked,
            }
            if self.kind == PRIVATE_THREAD:
                data["thread_metadata"]["invitable"] = False
        else:
            data["topic"] = None
            data["parent_id"] = None
            data["permission_overwrites"] = [o.payload() for o in self.overwrites]
        return data


@dataclass
class Guild:
    """A guild of the stand-in: its roles, channels and members."""

    id: int
    name: str
    owner_id: int
    roles: dict[int, Role] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    members: dict[int, User] = field(default_factory=dict)
    has_bot: bool = True
    """False for a server where the app is only installed by users (its bot is no member)."""
    locale: str = "en-US"
    """The server's preferred locale (its community language)."""

    def base_permissions(self, user: User) -> int:
        """Return ``user``'s server-wide permissions: their roles' (all to the owner and an
        administrator)."""
        if user.id == self.owner_id:
            return ALL_PERMISSIONS
        base = self.roles[self.id].permissions
        for role_id in self.roles_of(user):
            base |= self.roles[role_id].permissions
        return ALL_PERMISSIONS if base & ADMINISTRATOR else base

    def permissions(self, user: User, channel: Channel) -> int:
        """Return ``user``'s permissions in ``channel`` (Discord's algorithm, threads inherit)."""
        base = self.base_permissions(user)
        if base == ALL_PERMISSIONS:
            return ALL_PERMISSIONS
        source = self.channels[channel.parent_id] if channel.parent_id else channel
        perms = base
        by_id = {o.id: o for o in source.overwrites}
        everyone = by_id.get(self.id)
        if everyone:
            perms = (perms & ~everyone.deny) | everyone.allow
        allow = deny = 0
        for role_id in self.roles_of(user):
            overwrite = by_id.get(role_id)
            if overwrite:
                allow |= overwrite.allow
                deny |= overwrite.deny
        perms = (perms & ~deny) | allow
        member = by_id.get(user.id)
        if member and member.kind == 1:
            perms = (perms & ~member.deny) | member.allow
        hidden = channel.kind == PRIVATE_THREAD and user.id not in channel.members
        if hidden and not perms & MANAGE_THREADS:
            return perms & ~VIEW_CHANNEL  # a private thread shows to its members only
        return perms

    def roles_of(self, user: User) -> list[int]:
        """``user``'s roles in this guild (``User.roles`` holds those of every guild)."""
        return [role_id for role_id in user.roles if role_id in self.roles]

    def member_payload(self, user: User, *, with_user: bool = True) -> dict[str, Any]:
        """``user``'s member object in this guild."""
        return user.member_payload(with_user=with_user) | {
            "roles": [str(r) for r in self.roles_of(user)]
        }

    def payload(self) -> dict[str, Any]:
        """The GUILD_CREATE payload (``member_count`` equals the members sent)."""
        text = [c for c in self.channels.values() if not c.thread]
        threads = [c for c in self.channels.values() if c.thread]
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "owner_id": str(self.owner_id),
            "unavailable": False,
            "large": False,
            "member_count": len(self.members),
            "joined_at": timestamp(),
            "features": [],
            "emojis": [],
            "stickers": [],
            "roles": [r.payload() for r in self.roles.values()],
            "channels": [c.payload() for c in text],
            "threads": [c.payload() for c in threads],
            "members": [self.member_payload(m) for m in self.members.values()],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "preferred_locale": self.locale,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "afk_channel_id": None,
            "afk_timeout": 300,
        }
