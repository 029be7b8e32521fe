"""The stand-in's message rules over loopback: content without the Message Content intent,
who a new message notifies (never an edit), the refusals of posts and edits (50001, 50013,
50007, 10008) and the limit on edits of messages older than an hour (30046)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from standin import Overwrite, StandIn, rules
from standin.model import (
    CREATE_EVENTS,
    MANAGE_EVENTS,
    READ_MESSAGE_HISTORY,
    VIEW_CHANNEL,
    User,
    snowflake,
)
from standin.rules import Notification
from tests.standin.wire import DIRECT_MESSAGES, GUILDS, MESSAGE_CONTENT, Wire, sync, wired


@pytest.fixture
async def wire() -> AsyncIterator[Wire]:
    async with wired(StandIn(route_limit=1000), GUILDS | DIRECT_MESSAGES) as connected:
        yield connected


async def test_without_the_intent_only_mentions_dms_and_own_messages_keep_their_content(
    wire: Wire,
) -> None:
    standin = wire.standin
    alice = standin.add_user("alice")
    board = await wire.post(standin.channel.id, {"content": "the board"})

    async def seen(text: str, **kwargs: Any) -> dict[str, Any]:
        channel = kwargs.pop("channel", None)
        await standin.say(alice, text, channel, **kwargs)
        return await wire.event("MESSAGE_CREATE")

    assert (await wire.event("MESSAGE_CREATE"))["content"] == "the board"  # its own message
    plain = await seen("d6")
    assert plain["content"] == "" and plain["embeds"] == plain["components"] == []
    assert (await seen(f"{standin.bot.mention} d6"))["content"] == f"{standin.bot.mention} d6"
    assert (await seen("reply", reply_to=int(board.body["id"])))["content"] == "reply"
    silent = await seen("quiet reply", reply_to=int(board.body["id"]), ping=False)
    assert silent["content"] == "" and silent["referenced_message"]["content"] == "the board"
    assert (await seen("in a DM", channel=standin.dm_with(alice)))["content"] == "in a DM"
    fetched = await wire.rest("GET", f"/channels/{standin.channel.id}/messages/{plain['id']}")
    assert fetched.status == 200 and fetched.body["content"] == ""


async def test_a_ping_reply_to_an_interaction_response_mentions_the_bot(wire: Wire) -> None:
    standin = wire.standin
    await sync(wire, "play")
    alice = standin.add_user("alice")
    asked = await standin.slash(alice, "play")
    response = await wire.answer(asked, 4, {"content": "your move"})
    message_id = int(response.body["resource"]["message"]["id"])
    await standin.say(alice, "d6", reply_to=message_id)
    assert (await wire.event("MESSAGE_CREATE"))["content"] == "your move"  # the response
    assert (await wire.event("MESSAGE_CREATE"))["content"] == "d6"


async def test_the_intent_gives_every_content(standin_with_intent: Wire) -> None:
    standin = standin_with_intent.standin
    await standin.say(standin.add_user("alice"), "d6")
    assert (await standin_with_intent.event("MESSAGE_CREATE"))["content"] == "d6"


def test_without_the_intent_embeds_attachments_and_components_are_empty_too() -> None:
    standin = StandIn()
    alice = standin.add_user("alice")
    message = standin._message(standin.channel, alice, "d6", {"embeds": [{"title": "x"}]})
    message["components"] = [{"type": 1, "components": []}]
    seen = rules.redacted(message, standin.bot, standin.channel)
    assert (seen["content"], seen["embeds"], seen["attachments"], seen["components"]) == (
        "",
        [],
        [],
        [],
    )
    assert rules.redacted(message, alice, standin.channel) == message  # alice's own message


@pytest.fixture
async def standin_with_intent() -> AsyncIterator[Wire]:
    async with wired(StandIn(), GUILDS | MESSAGE_CONTENT) as connected:
        yield connected


async def test_notifications_follow_allowed_mentions_and_never_edits(wire: Wire) -> None:
    standin = wire.standin
    alice, bob, carol = (standin.add_user(n) for n in ("alice", "bob", "carol"))
    channel = standin.channel.id
    both = f"{alice.mention} {bob.mention}"
    only_alice = await wire.post(
        channel, {"content": both, "allowed_mentions": {"users": [alice.id]}}
    )
    everyone = await wire.post(channel, {"content": both})  # default: every mention
    nobody = await wire.post(channel, {"content": both, "allowed_mentions": {"parse": []}})
    edited = await wire.edit(channel, int(nobody.body["id"]), {"content": carol.mention})
    assert edited.status == 200
    said = await standin.say(carol, "hi", reply_to=int(everyone.body["id"]))
    replied = await wire.post(
        channel,
        {
            "content": "back",
            "message_reference": {"message_id": str(said)},
            "allowed_mentions": {"parse": [], "replied_user": True},
        },
    )
    ids = {
        name: int(answer.body["id"])
        for name, answer in [("one", only_alice), ("all", everyone), ("back", replied)]
    }
    assert standin.notifications == [
        Notification(alice.id, ids["one"], channel),
        Notification(alice.id, ids["all"], channel),
        Notification(bob.id, ids["all"], channel),
        Notification(standin.bot.id, said, channel),
        Notification(carol.id, ids["back"], channel),
    ]


async def test_posts_where_the_bot_may_not_are_refused(wire: Wire) -> None:
    standin = wire.standin
    alice, outsider = standin.add_user("alice"), User(snowflake(), "outsider")
    hidden = standin.add_channel("hidden", [Overwrite(standin.guild.id, 0, deny=VIEW_CHANNEL)])
    elsewhere = standin.add_guild("no bot", with_bot=False)
    cases = [
        (standin.add_channel("chat", guild=elsewhere), 403, 50001),
        (standin.add_group_dm("g", alice, outsider), 403, 50001),
        (hidden, 403, 50001),
        (standin.locked_channel, 403, 50013),
    ]
    for channel, status, code in cases:
        answer = await wire.post(channel.id, {"content": "hello"})
        assert (answer.status, answer.code) == (status, code), channel.name
    for channel, _, _ in cases[:3]:
        read = await wire.rest("GET", f"/channels/{channel.id}/messages")
        assert (read.status, read.code) == (403, 50001), channel.name
        seen = await wire.rest("GET", f"/channels/{channel.id}")
        assert (seen.status, seen.code) == (403, 50001), channel.name
        gone = await wire.rest("DELETE", f"/channels/{channel.id}/messages/{snowflake()}")
        assert (gone.status, gone.code) == (403, 50001), channel.name
    alice.dms_open = False
    closed = await wire.post(standin.dm_with(alice).id, {"content": "your move"})
    assert (closed.status, closed.code, closed.body["message"]) == (
        403,
        50007,
        "Cannot send messages to this user",
    )
    standin.rejections.clear()


async def test_a_deleted_message_is_unknown(wire: Wire) -> None:
    standin = wire.standin
    channel = standin.channel.id
    mine = await wire.post(channel, {"content": "board"})
    await standin.delete_message(int(mine.body["id"]))
    gone = await wire.edit(channel, int(mine.body["id"]), {"content": "again"})
    assert (gone.status, gone.code) == (404, 10008)
    other = await wire.post(channel, {"content": "other"})
    deleted = await wire.rest("DELETE", f"/channels/{channel}/messages/{other.body['id']}")
    assert deleted.status == 204
    assert (
        await wire.rest("GET", f"/channels/{channel}/messages/{other.body['id']}")
    ).code == 10008
    standin.rejections.clear()


async def test_edits_of_messages_older_than_an_hour_are_limited_per_hour(wire: Wire) -> None:
    standin = wire.standin
    channel = standin.channel.id
    old = await wire.post(channel, {"content": "old board"})
    await standin.advance(3601)
    for n in range(5):
        assert (
            await wire.edit(channel, int(old.body["id"]), {"content": f"turn {n}"})
        ).status == 200
    refused = await wire.edit(channel, int(old.body["id"]), {"content": "turn 5"})
    assert (refused.status, refused.code) == (429, 30046)
    assert 3500 < refused.body["retry_after"] <= 3600 and refused.body["global"] is False
    fresh = await wire.post(channel, {"content": "new board"})
    assert (await wire.edit(channel, int(fresh.body["id"]), {"content": "edited"})).status == 200
    await standin.advance(3600)
    assert (await wire.edit(channel, int(old.body["id"]), {"content": "later"})).status == 200
    standin.rejections.clear()


async def test_replies_need_read_message_history_and_a_replied_message(wire: Wire) -> None:
    standin = wire.standin
    alice = standin.add_user("alice")
    deny = Overwrite(standin.bot_role.id, 0, deny=READ_MESSAGE_HISTORY)
    blind = standin.add_channel("no history", [deny])
    said = await standin.say(alice, "d6", blind)
    reply = {"content": "ok", "message_reference": {"message_id": str(said)}}
    refused = await wire.post(blind.id, reply)
    assert (refused.status, refused.code) == (403, 50013)
    assert (await wire.post(blind.id, {"content": "ok"})).status == 200
    history = await wire.rest("GET", f"/channels/{blind.id}/messages")
    assert history.status == 200 and history.body == []
    one = await wire.rest("GET", f"/channels/{blind.id}/messages/{said}")
    assert (one.status, one.code) == (403, 50013)
    gone = await standin.say(alice, "e4")
    await standin.delete_message(gone)
    to_gone: dict[str, Any] = {"content": "ok", "message_reference": {"message_id": str(gone)}}
    failed = await wire.post(standin.channel.id, to_gone)
    assert (failed.status, failed.code) == (400, 50035)
    to_gone["message_reference"]["fail_if_not_exists"] = False
    plain = await wire.post(standin.channel.id, to_gone)
    assert plain.status == 200 and "message_reference" not in plain.body
    standin.rejections.clear()


async def test_a_scheduled_event_needs_create_events_and_a_valid_external_body(
    wire: Wire,
) -> None:
    standin = wire.standin
    path = f"/guilds/{standin.guild.id}/scheduled-events"
    event: dict[str, Any] = {
        "name": "Swiss tournament",
        "privacy_level": 2,
        "entity_type": 3,
        "scheduled_start_time": "2030-01-01T18:00:00+00:00",
        "scheduled_end_time": "2030-01-01T21:00:00+00:00",
        "entity_metadata": {"location": "https://discord.com/channels/1/2/3"},
    }
    refused = await wire.rest("POST", path, event)
    assert (refused.status, refused.code) == (403, 50013)
    standin.bot_role.permissions |= CREATE_EVENTS
    bad: list[dict[str, Any]] = [
        {"name": ""},
        {"name": "x" * 101},
        {"description": "x" * 1001},
        {"privacy_level": 1},
        {"entity_type": 2},
        {"channel_id": str(standin.channel.id)},
        {"entity_metadata": {}},
        {"entity_metadata": {"location": "x" * 101}},
        {"scheduled_end_time": None},
        {"scheduled_end_time": "2030-01-01T17:00:00+00:00"},
    ]
    for change in bad:
        answer = await wire.rest("POST", path, event | change)
        assert (answer.status, answer.code) == (400, 50035), change
    assert standin.scheduled_events == []
    made = await wire.rest("POST", path, event)
    assert made.status == 200 and made.body["status"] == 1
    assert made.body["creator_id"] == str(standin.bot.id) and made.body["channel_id"] is None
    assert standin.scheduled_events == [made.body]
    standin.rejections.clear()


async def test_a_scheduled_event_moves_only_as_discord_allows(wire: Wire) -> None:
    standin = wire.standin
    path = f"/guilds/{standin.guild.id}/scheduled-events"
    event: dict[str, Any] = {
        "name": "Arena tournament",
        "privacy_level": 2,
        "entity_type": 3,
        "scheduled_start_time": "2030-01-01T18:00:00+00:00",
        "scheduled_end_time": "2030-01-01T21:00:00+00:00",
        "entity_metadata": {"location": "https://discord.com/channels/1/2/3"},
    }
    standin.bot_role.permissions |= CREATE_EVENTS
    first, second = [(await wire.rest("POST", path, event)).body["id"] for _ in range(2)]
    unknown = await wire.rest("GET", f"{path}/{snowflake()}")
    assert (unknown.status, unknown.code) == (404, 10070)
    got = await wire.rest("GET", f"{path}/{first}?with_user_count=true")
    assert got.status == 200 and got.body["status"] == 1 and got.body["user_count"] == 0

    async def moved(event_id: str, status: int) -> tuple[int, int | None]:
        answer = await wire.rest("PATCH", f"{path}/{event_id}", {"status": status})
        return answer.status, answer.code if answer.status != 200 else answer.body["status"]

    assert await moved(first, 3) == (400, 50035)  # scheduled -> completed: not allowed
    assert await moved(first, 1) == (400, 50035)
    assert await moved(first, 2) == (200, 2)
    assert await moved(first, 4) == (400, 50035)  # an active event is not cancelled
    assert await moved(first, 3) == (200, 3)
    assert await moved(first, 2) == (400, 180000)  # completed: no more changes
    assert await moved(second, 4) == (200, 4)
    assert await moved(second, 2) == (400, 180000)
    renamed = await wire.rest("PATCH", f"{path}/{second}", {"name": "x"})
    assert (renamed.status, renamed.code) == (400, 50035)  # only the status is modelled
    # Create Events edits only the bot's own events; Manage Events everyone's; neither: 403.
    made = {e["id"]: e for e in standin.scheduled_events}
    made[first] |= {"creator_id": str(snowflake()), "status": 1}
    refused = await wire.rest("PATCH", f"{path}/{first}", {"status": 2})
    assert (refused.status, refused.code) == (403, 50013)
    standin.bot_role.permissions |= MANAGE_EVENTS
    assert await moved(first, 2) == (200, 2)
    standin.bot_role.permissions &= ~(CREATE_EVENTS | MANAGE_EVENTS)
    made[second]["status"] = 1
    refused = await wire.rest("PATCH", f"{path}/{second}", {"status": 2})
    assert (refused.status, refused.code) == (403, 50013)
    standin.scheduled_events.clear()
    standin.rejections.clear()
