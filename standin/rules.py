"""What Discord lets an app see and do, as its documentation states (standin/RULES.md cites
each rule): the app's permissions and authorizing owners per context, message content without
the Message Content intent, who a new message notifies, what may be done to a thread, and the
limit on edits of old messages."""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NamedTuple

from standin.limits import TEXT_DISPLAY
from standin.model import (
    ATTACH_FILES,
    EMBED_LINKS,
    MANAGE_THREADS,
    MENTION_EVERYONE,
    SEND_MESSAGES,
    SEND_POLLS,
    USE_EXTERNAL_EMOJIS,
    Channel,
    Guild,
    User,
)

CONTEXT_GUILD, CONTEXT_BOT_DM, CONTEXT_PRIVATE_CHANNEL = 0, 1, 2
"""Interaction contexts (where a command was run)."""
GUILD_INSTALL, USER_INSTALL = 0, 1
"""Application integration types."""

PRIVATE_CHANNEL_PERMISSIONS = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE | SEND_POLLS
"""``app_permissions`` in a (G)DM with other users: the documented three, and Send Polls as
a captured payload carries (562949953601536)."""
BOT_DM_PERMISSIONS = PRIVATE_CHANNEL_PERMISSIONS | USE_EXTERNAL_EMOJIS
"""``app_permissions`` in a DM with the app's bot user: Use External Emojis as well."""
RESPONSE_PERMISSIONS = ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE | USE_EXTERNAL_EMOJIS
"""What an app without its bot in a server has of @everyone's permissions there."""

TOKEN_LIFETIME_S = 15 * 60
"""Interaction tokens are valid for 15 minutes."""
USER_INSTALL_FOLLOWUPS = 5
"""Follow-ups per interaction of an app that is only user-installed where it was used."""
OLD_MESSAGE_AGE_S = 3600
AUTO_ARCHIVE_MINUTES = (60, 1440, 4320, 10080)

_USER_MENTION = re.compile(r"<@!?(\d+)>")
_ROLE_MENTION = re.compile(r"<@&(\d+)>")
_CONTENT_FIELDS = {"content": "", "embeds": [], "attachments": [], "components": []}


class Refusal(NamedTuple):
    """Discord's answer to a request it refuses: HTTP status, JSON code, message, and why
    (for the test that reads ``StandIn.rejections``)."""

    status: int
    code: int
    message: str
    why: str
    retry_after: float | None = None
    """For a 429: the seconds to wait."""


class Notification(NamedTuple):
    """A user a new message notified."""

    user_id: int
    message_id: int
    channel_id: int


def context_of(channel: Channel) -> int:
    """The interaction context of ``channel``."""
    if not channel.private:
        return CONTEXT_GUILD
    return CONTEXT_BOT_DM if channel.bot_dm else CONTEXT_PRIVATE_CHANNEL


def app_permissions(guild: Guild, bot: User, channel: Channel) -> int:
    """The ``app_permissions`` of an interaction in ``channel``: the bot's computed channel
    permissions where it is a member; otherwise only what an interaction response can use."""
    context = context_of(channel)
    if context == CONTEXT_BOT_DM:
        return BOT_DM_PERMISSIONS
    if context == CONTEXT_PRIVATE_CHANNEL:
        return PRIVATE_CHANNEL_PERMISSIONS
    if guild.has_bot:
        return guild.permissions(bot, channel)
    everyone = guild.permissions(User(0, "@everyone"), channel)
    return everyone & RESPONSE_PERMISSIONS


def authorizing_owners(guild: Guild, user: User, channel: Channel) -> dict[str, str]:
    """``authorizing_integration_owners`` of a command ``user`` runs in ``channel``: the
    guild install where the bot is, the user's own install where it is not (a user-installed
    app), both in the bot's DM (the guild install's value is "0" there)."""
    context = context_of(channel)
    if context == CONTEXT_GUILD and guild.has_bot:
        return {str(GUILD_INSTALL): str(guild.id)}
    owners = {str(USER_INSTALL): str(user.id)}
    if context == CONTEXT_BOT_DM:
        owners[str(GUILD_INSTALL)] = "0"
    return owners


def only_user_installed(owners: dict[str, str]) -> bool:
    """True when the interaction's owners hold only ``USER_INSTALL`` (at most 5 follow-ups)."""
    return set(owners) == {str(USER_INSTALL)}


def readable_without_intent(message: dict[str, Any], bot: User, channel: Channel | None) -> bool:
    """Whether an app without the Message Content intent gets ``message``'s content: its own
    messages, messages in its DM, messages that mention it (a reply that pings its author
    mentions it too)."""
    if message["author"]["id"] == str(bot.id):
        return True
    if channel is not None and channel.bot_dm:
        return True
    return str(bot.id) in {str(m["id"]) for m in message.get("mentions", [])}


def redacted(message: dict[str, Any], bot: User, channel: Channel | None) -> dict[str, Any]:
    """``message`` as an app without the intent gets it (its referenced message too)."""
    seen = dict(message)
    if not readable_without_intent(message, bot, channel):
        seen |= _CONTENT_FIELDS
        seen.pop("poll", None)
    referenced = message.get("referenced_message")
    if referenced:
        seen["referenced_message"] = redacted(referenced, bot, channel)
    return seen


def notified(
    message: dict[str, Any],
    allowed: dict[str, Any] | None,
    *,
    webhook: bool,
    author_permissions: int,
    audience: list[User],
    roles: dict[int, tuple[bool, list[int]]],
    replied_author: int | None,
) -> list[int]:
    """The users a new ``message`` notifies, by ``allowed_mentions`` (absent: users, roles and
    everyone for a regular message, users only for an interaction response or webhook) among
    the mentions in its content or its text displays (:func:`mention_text`) and the author of
    the message it replies to. ``audience`` is
    who can see the channel; ``roles`` maps a role id to (mentionable, member ids)."""
    if int(message.get("flags", 0)) & (1 << 6):  # an ephemeral message pings no one
        return []
    if allowed is None:
        allowed = {"parse": ["users"] if webhook else ["users", "roles", "everyone"]}
    parse = set(allowed.get("parse") or [])
    users = {int(u) for u in allowed.get("users") or []}
    role_ids = {int(r) for r in allowed.get("roles") or []}
    content = mention_text(message)
    may_ping_all = bool(author_permissions & MENTION_EVERYONE)
    found: set[int] = set()
    for uid in map(int, _USER_MENTION.findall(content)):
        if "users" in parse or uid in users:
            found.add(uid)
    for rid in map(int, _ROLE_MENTION.findall(content)):
        mentionable, members = roles.get(rid, (False, []))
        if ("roles" in parse or rid in role_ids) and (mentionable or may_ping_all):
            found.update(members)
    if "everyone" in parse and may_ping_all and ("@everyone" in content or "@here" in content):
        found.update(u.id for u in audience)
    if replied_author is not None and allowed.get("replied_user"):
        found.add(replied_author)
    author = int(message["author"]["id"])
    visible = {u.id for u in audience}
    return sorted(uid for uid in found if uid in visible and uid != author)


def mention_text(message: dict[str, Any]) -> str:
    """The text whose mentions count in ``message``: its content and the content of every text
    display, however deep (Components → Reference → Text Display: its mentions "will ping and
    send notifications based on the value of the allowed mention object")."""
    texts = [str(message.get("content") or "")]
    pending = list(message.get("components") or [])
    while pending:
        component = pending.pop(0)
        if component.get("type") == TEXT_DISPLAY:
            texts.append(str(component.get("content") or ""))
        pending.extend(component.get("components") or [])
        if isinstance(component.get("accessory"), dict):
            pending.append(component["accessory"])
    return "\n".join(texts)


def thread_edit_refusal(
    thread: Channel, body: dict[str, Any], bot: User, permissions: int
) -> Refusal | None:
    """Whether the bot may modify ``thread`` with ``body`` (Threads → Editing & Deleting
    Threads; Modify Channel → JSON Params (Thread))."""
    manages = bool(permissions & MANAGE_THREADS)
    creator = thread.owner_id == bot.id
    if "auto_archive_duration" in body and body["auto_archive_duration"] not in (
        AUTO_ARCHIVE_MINUTES
    ):
        why = f"auto_archive_duration {body['auto_archive_duration']}"
        return Refusal(400, 50035, "Invalid Form Body", why)
    if thread.archived and body.get("archived", True) is not False:
        return Refusal(400, 50083, "Thread is archived", "a change to an archived thread")
    if {"locked", "rate_limit_per_user"} & set(body) and not manages:
        return Refusal(403, 50013, "Missing Permissions", "lock without Manage Threads")
    unarchive_only = set(body) == {"archived"} and body["archived"] is False
    if unarchive_only and thread.locked:
        allowed = creator or manages
    elif unarchive_only:
        allowed = creator or manages or bool(permissions & SEND_MESSAGES)
    else:
        allowed = creator or manages
    if not allowed:
        return Refusal(403, 50013, "Missing Permissions", "thread edit without Manage Threads")
    return None


def thread_post_refusal(thread: Channel, permissions: int, *, edit: bool) -> Refusal | None:
    """Whether the bot may post (or, with ``edit``, edit a message) in ``thread``: nothing is
    edited in an archived thread; a locked thread takes nothing from a bot without Manage
    Threads (a post unarchives a thread that is not locked: the caller does that)."""
    manages = bool(permissions & MANAGE_THREADS)
    if thread.archived and (edit or (thread.locked and not manages)):
        return Refusal(400, 50083, "Thread is archived", "an archived thread")
    if thread.locked and not manages:
        return Refusal(403, 160005, "Thread is locked", "a locked thread")
    return None


@dataclass
class OldMessageEdits:
    """The edits of messages older than an hour made in each channel in the last hour."""

    per_hour: int
    _made: dict[int, deque[float]] = field(default_factory=dict)

    def refusal(self, channel_id: int, message_age: float, now: float) -> Refusal | None:
        """Count an edit at ``now`` of a message ``message_age`` seconds old, or refuse it
        (HTTP 429, code 30046) when the channel's hour already holds ``per_hour`` of them."""
        if message_age <= OLD_MESSAGE_AGE_S:
            return None
        made = self._made.setdefault(channel_id, deque())
        while made and made[0] <= now - 3600:
            made.popleft()
        if len(made) >= self.per_hour:
            wait = made[0] + 3600 - now
            return Refusal(
                429,
                30046,
                "Maximum number of edits to messages older than 1 hour reached. Try again later",
                f"edit of a message {message_age:.0f}s old in a full hour",
                wait,
            )
        made.append(now)
        return None


SCHEDULED_EVENT_EXTERNAL = 3
"""The entity type of an event held somewhere other than a stage or voice channel."""


def scheduled_event_problem(body: dict[str, Any]) -> str | None:
    """What Discord refuses (400 50035) in a new scheduled event's ``body``, or None: a name
    of 1 to 100 characters, a description of 1 to 1000, privacy level 2 (``GUILD_ONLY``), ISO
    8601 start and end times, the end after the start; an ``EXTERNAL`` event has no channel,
    and a location of 1 to 100 characters. Stage and voice events are not modelled."""
    name, description = body.get("name"), body.get("description")
    if not isinstance(name, str) or not 1 <= len(name) <= 100:
        return f"name {name!r}"
    if description is not None and not 1 <= len(str(description)) <= 1000:
        return "description of 1 to 1000 characters"
    if body.get("privacy_level") != 2:
        return f"privacy_level {body.get('privacy_level')!r}"
    if body.get("entity_type") != SCHEDULED_EVENT_EXTERNAL:
        return f"entity_type {body.get('entity_type')!r} (only EXTERNAL is modelled)"
    if body.get("channel_id") is not None:
        return "an EXTERNAL event has no channel_id"
    location = (body.get("entity_metadata") or {}).get("location")
    if not isinstance(location, str) or not 1 <= len(location) <= 100:
        return f"entity_metadata.location {location!r}"
    try:
        start = datetime.fromisoformat(str(body.get("scheduled_start_time")))
        end = datetime.fromisoformat(str(body.get("scheduled_end_time")))
    except ValueError:
        return "scheduled_start_time and scheduled_end_time must be ISO 8601 timestamps"
    return None if end > start else "scheduled_end_time before scheduled_start_time"


EVENT_TRANSITIONS = {(1, 2), (2, 3), (1, 4)}
"""The status changes Discord allows a scheduled event: SCHEDULED to ACTIVE or CANCELED,
ACTIVE to COMPLETED."""


def event_status_refusal(current: int, status: object) -> tuple[int, str] | None:
    """Discord's JSON code and message for an event of status ``current`` moved to
    ``status``, or None if allowed: a completed or cancelled event no longer changes
    (180000), any other change outside :data:`EVENT_TRANSITIONS` is an invalid form body
    (50035: which code is not documented)."""
    if current in (3, 4):
        return 180000, "Cannot update a finished event"
    if (current, status) not in EVENT_TRANSITIONS:
        return 50035, "Invalid Form Body"
    return None
