"""What tests read back from the stand-in: the interactions users started and the posts the bot
made visible, and the error a test gets when it asks for what a client could not do."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from standin.limits import CONTAINER, IS_COMPONENTS_V2
from standin.model import Channel, User, snowflake_time

EPHEMERAL = 1 << 6
LOADING = 1 << 7
"""Message flags: only the invoking user sees it; a deferred response still "thinking"."""
MESSAGE_CONTENT_INTENT = 1 << 15
DIRECT_MESSAGES_INTENT = 1 << 12


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
    """When it was sent (``time.monotonic``: the 3-second deadline is real time)."""
    callbacks: list[dict[str, Any]] = field(default_factory=list)
    original_id: int | None = None
    made: set[int] = field(default_factory=set)
    """The messages its token made (the response and its follow-ups): the ones it may edit."""
    followups: int = 0

    @property
    def created_at(self) -> float:
        """When it was created on the stand-in's clock (its id's timestamp)."""
        return snowflake_time(self.id)

    @property
    def owners(self) -> dict[str, str]:
        """Its ``authorizing_integration_owners``."""
        return dict(self.payload["authorizing_integration_owners"])


_INTERACTIVE = (2, 3, 5, 6, 7, 8)
"""Buttons and the select menus."""


def _walk(components: list[dict[str, Any]], rows: bool = False) -> Iterator[dict[str, Any]]:
    """Every component of ``components`` depth first (containers, sections and their
    accessories, action rows and what they hold); text displays and controls always, the
    holders themselves only with ``rows``."""
    for component in components:
        holder = component.get("type") in (1, 9, CONTAINER)
        if rows or not holder:
            yield component
        yield from _walk(component.get("components") or [], rows)
        if isinstance(component.get("accessory"), dict):
            yield component["accessory"]


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
    clock_at: float = 0.0
    """The stand-in's clock when it received it (moved by ``StandIn.advance``)."""

    @property
    def content(self) -> str:
        """The text a person reads: the message content, or the text displays of a message
        made of layout components (Components V2), one per line, in order ('' for none)."""
        message = self.message or {}
        texts = [str(c.get("content") or "") for c in _walk(message.get("components") or [])]
        shown = [text for text in texts if text]
        return str(message.get("content") or "") or "\n".join(shown)

    @property
    def is_v2(self) -> bool:
        """True for a message flagged ``IS_COMPONENTS_V2``."""
        return bool(int((self.message or {}).get("flags") or 0) & IS_COMPONENTS_V2)

    def accent(self) -> int | None:
        """The accent colour of the message's first container (None: none)."""
        for component in _walk((self.message or {}).get("components") or [], rows=True):
            if component.get("type") == CONTAINER:
                colour = component.get("accent_color")
                return None if colour is None else int(colour)
        return None

    def count(self) -> int:
        """How many components the message holds, nested ones included (Discord counts them
        against the 40 of a V2 message)."""
        return sum(1 for _ in _walk((self.message or {}).get("components") or [], rows=True))

    @property
    def id(self) -> int:
        """The message id; raises ``StandInError`` when this post has no message."""
        if self.message is None:
            raise StandInError(f"a {self.kind} post has no message")
        return int(self.message["id"])

    def components(self) -> list[dict[str, Any]]:
        """Every interactive component of the message (buttons and select menus), in order."""
        found = _walk((self.message or {}).get("components") or [])
        return [c for c in found if c.get("type") in _INTERACTIVE]

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
