"""The stand-in's rules for messages made of layout components (Components V2), over loopback:
no content beside them, where each component may stand, 40 components and 4000 characters of
text at most, the flag set by an edit but never removed, no flag on a deferred response, and
a mention inside a text display notifying as ``allowed_mentions`` says."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from standin import StandIn
from standin.limits import IS_COMPONENTS_V2
from standin.rules import Notification
from tests.standin.wire import GUILDS, Wire, sync, wired

V2 = IS_COMPONENTS_V2


@pytest.fixture
async def wire() -> AsyncIterator[Wire]:
    async with wired(StandIn(route_limit=1000), GUILDS) as connected:
        yield connected


def text(content: str) -> dict[str, Any]:
    return {"type": 10, "content": content}


def button(custom_id: str) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": custom_id, "custom_id": custom_id}


def container(*children: dict[str, Any], colour: int | None = 0x5865F2) -> dict[str, Any]:
    return {"type": 17, "accent_color": colour, "components": list(children)}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


async def test_a_layout_message_is_posted_and_read_as_its_text(wire: Wire) -> None:
    standin = wire.standin
    mark = standin.mark()
    body = {"flags": V2, "components": [container(text("# Board"), text("a1"), row(button("x")))]}
    answer = await wire.post(standin.channel.id, body)
    assert answer.status == 200 and answer.body["content"] == ""
    (post,) = standin.channel_posts(since=mark)
    assert post.is_v2 and post.content == "# Board\na1"
    assert post.accent() == 0x5865F2 and post.count() == 5
    assert [b["custom_id"] for b in post.buttons()] == ["x"]


@pytest.mark.parametrize(
    ("body", "why"),
    [
        ({"flags": V2, "content": "hi", "components": [text("a")]}, "content"),
        ({"flags": V2, "embeds": [{"title": "t"}], "components": [text("a")]}, "embeds"),
        ({"flags": V2, "components": []}, "without components"),
        ({"flags": V2, "components": [container(container(text("a")))]}, "type 17"),
        ({"flags": V2, "components": [button("loose")]}, "type 2"),
        ({"components": [text("no flag")]}, "not a non-empty action row"),
        ({"flags": V2, "components": [text("")]}, "empty text display"),
        ({"flags": V2, "components": [container(text("a"), colour=0x1000000)]}, "accent"),
        (
            {"flags": V2, "components": [{"type": 9, "components": [text("a")]}]},
            "accessory",
        ),
        (
            {"flags": V2, "components": [container(*[row(button(f"b{n}")) for n in range(20)])]},
            "41 components",
        ),
        ({"flags": V2, "components": [text("x" * 2001), text("y" * 2000)]}, "4001 characters"),
    ],
)
async def test_a_layout_message_that_breaks_a_rule_is_refused(
    wire: Wire, body: dict[str, Any], why: str
) -> None:
    answer = await wire.post(wire.standin.channel.id, body)
    assert answer.status == 400 and answer.code == 50035
    assert any(why in reason for reason in wire.standin.rejections), wire.standin.rejections


async def test_an_edit_sets_the_flag_with_the_content_emptied_and_never_removes_it(
    wire: Wire,
) -> None:
    channel = wire.standin.channel.id
    old = await wire.post(channel, {"content": "an old board"})
    message_id = int(old.body["id"])
    kept = await wire.edit(channel, message_id, {"flags": V2, "components": [text("new")]})
    assert kept.status == 400 and kept.code == 50035  # the content would stay beside them
    upgraded = await wire.edit(
        channel, message_id, {"flags": V2, "content": None, "components": [text("new")]}
    )
    assert upgraded.status == 200 and upgraded.body["content"] == ""
    assert upgraded.body["flags"] & V2
    back = await wire.edit(channel, message_id, {"flags": 0, "content": "old again"})
    assert back.status == 400 and back.code == 50035
    assert "cannot be removed" in wire.standin.rejections[-1]
    same = await wire.edit(channel, message_id, {"components": [container(text("newer"))]})
    assert same.status == 200 and same.body["flags"] & V2


async def test_a_deferred_response_cannot_carry_the_flag(wire: Wire) -> None:
    standin = wire.standin
    await sync(wire, "play")
    alice = standin.add_user("alice")
    refused = await wire.answer(await standin.slash(alice, "play"), 5, {"flags": V2})
    assert refused.status == 400 and refused.code == 50035
    deferred = await wire.answer(await standin.slash(alice, "play"), 5, {})
    assert deferred.status == 200


async def test_a_mention_in_a_text_display_notifies_as_allowed_mentions_say(wire: Wire) -> None:
    standin = wire.standin
    alice, bob = standin.add_user("alice"), standin.add_user("bob")
    channel = standin.channel.id
    pings = await wire.post(channel, {"flags": V2, "components": [container(text(alice.mention))]})
    quiet = {"flags": V2, "components": [text(bob.mention)], "allowed_mentions": {"parse": []}}
    silent = await wire.post(channel, quiet)
    assert pings.status == 200 and silent.status == 200
    assert [m["id"] for m in pings.body["mentions"]] == [str(alice.id)]
    assert standin.notifications == [Notification(alice.id, int(pings.body["id"]), channel)]
