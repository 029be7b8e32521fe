"""Application emoji (``/applications/{application.id}/emojis``): list, get, create, modify,
delete, with Discord's documented limits (standin/RULES.md, "Application emoji").

An app owns at most 2,000 emoji; an image is a data URI of a JPEG, PNG, GIF, WebP or AVIF file
of at most 256 KiB; a name is 2-32 characters of ``[A-Za-z0-9_]``. An emoji uploaded through
the API carries the bot user as its ``user``; one its owners made in the developer portal
(:meth:`AppEmojis.add`) carries that owner.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass, field
from typing import Any

from standin.model import User, snowflake
from standin.rules import Refusal

MAX_EMOJIS = 2000
"""Emoji, Application-Owned Emoji: "An application can own up to 2000 emojis"."""
MAX_IMAGE_BYTES = 256 * 1024
"""Create Application Emoji (Warning): "a maximum file size of 256 KiB"."""
NAME = re.compile(r"[A-Za-z0-9_]{2,32}")
"""An emoji's name: 2-32 alphanumeric characters and underscores."""
IMAGE = re.compile(r"data:image/(jpeg|png|gif|webp|avif);base64,(.*)", re.S)
"""Image data (Reference, Image Data): a data URI of a format Emoji Formats lists."""


@dataclass
class AppEmojis:
    """The emoji the application owns, by id; ``images`` holds each one's file."""

    items: dict[int, dict[str, Any]] = field(default_factory=dict)
    images: dict[int, bytes] = field(default_factory=dict)

    def add(self, name: str, image: bytes, user: User) -> dict[str, Any]:
        """Add an emoji uploaded by ``user`` (an owner in the developer portal, or the bot)."""
        emoji_id = snowflake()
        emoji = {
            "id": str(emoji_id),
            "name": name,
            "roles": [],
            "user": user.payload(),
            "require_colons": True,
            "managed": False,
            "animated": False,
            "available": True,
        }
        self.items[emoji_id] = emoji
        self.images[emoji_id] = image
        return emoji

    def by_name(self, name: str) -> list[dict[str, Any]]:
        """The emoji called ``name``."""
        return [emoji for emoji in self.items.values() if emoji["name"] == name]

    def create(self, body: dict[str, Any], bot: User) -> dict[str, Any] | Refusal:
        """Create an emoji from a request's JSON ``body`` (``name``, ``image``), or say why not."""
        name, image = body.get("name"), body.get("image")
        problem = name_problem(name)
        if problem:
            return Refusal(400, 50035, "Invalid Form Body", problem)
        found = IMAGE.fullmatch(image) if isinstance(image, str) else None
        if found is None:
            return Refusal(400, 50035, "Invalid Form Body", "image: not image data")
        try:
            data = base64.b64decode(found[2], validate=True)
        except binascii.Error:
            return Refusal(400, 50035, "Invalid Form Body", "image: not base64")
        if len(data) > MAX_IMAGE_BYTES:
            why = f"image of {len(data)} bytes over {MAX_IMAGE_BYTES}"
            return Refusal(400, 0, "Asset exceeds maximum size: 262144", why)
        if len(self.items) >= MAX_EMOJIS:
            return Refusal(400, 30008, "Maximum number of emojis reached", "2000 emoji owned")
        assert isinstance(name, str)
        return self.add(name, data, bot)

    def rename(self, emoji_id: int, body: dict[str, Any]) -> dict[str, Any] | Refusal:
        """Rename an emoji (Modify Application Emoji: ``name`` only), or say why not."""
        if emoji_id not in self.items:
            return Refusal(404, 10014, "Unknown Emoji", f"no emoji {emoji_id}")
        problem = name_problem(body.get("name"))
        if problem:
            return Refusal(400, 50035, "Invalid Form Body", problem)
        self.items[emoji_id]["name"] = body["name"]
        return self.items[emoji_id]

    def delete(self, emoji_id: int) -> Refusal | None:
        """Delete an emoji, or say why not."""
        if self.items.pop(emoji_id, None) is None:
            return Refusal(404, 10014, "Unknown Emoji", f"no emoji {emoji_id}")
        del self.images[emoji_id]
        return None


def name_problem(name: object) -> str | None:
    """What is wrong with an emoji name, None if nothing."""
    if not isinstance(name, str) or not 2 <= len(name) <= 32:
        return "name: Must be between 2 and 32 in length."
    if NAME.fullmatch(name) is None:
        return "name: only letters, digits and underscores"
    return None
