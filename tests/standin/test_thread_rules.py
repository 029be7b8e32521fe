"""The stand-in's thread rules over loopback: auto-archiving after ``auto_archive_duration``
minutes of inactivity, 50083 in archived threads, posts that unarchive, locked threads, and who
may modify a thread."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from standin import Post, StandIn, StandInError
from standin.model import CREATE_PRIVATE_THREADS, PRIVATE_THREAD, VIEW_CHANNEL, snowflake
from tests.standin.wire import Wire, wired


@pytest.fixture
async def wire() -> AsyncIterator[Wire]:
    async with wired(StandIn(route_limit=1000)) as connected:
        yield connected


async def own_thread(wire: Wire, minutes: int = 60) -> int:
    """A thread the bot starts from its message in the games channel; its id."""
    channel = wire.standin.channel.id
    start = await wire.post(channel, {"content": "a game"})
    path = f"/channels/{channel}/messages/{start.body['id']}/threads"
    made = await wire.rest("POST", path, {"name": "game", "auto_archive_duration": minutes})
    assert made.status == 201, made.body
    return int(made.body["id"])


async def test_an_idle_thread_archives_itself_and_a_post_unarchives_it(wire: Wire) -> None:
    standin = wire.standin
    thread_id = await own_thread(wire)
    posted = await wire.post(thread_id, {"content": "move 1"})
    await standin.advance(59 * 60)
    assert not standin.guild.channels[thread_id].archived
    await standin.advance(61)
    update = await wire.event("THREAD_UPDATE")
    assert update["id"] == str(thread_id) and update["thread_metadata"]["archived"] is True
    edit = await wire.edit(thread_id, int(posted.body["id"]), {"content": "move 1!"})
    assert (edit.status, edit.code) == (400, 50083)
    again = await wire.post(thread_id, {"content": "move 2"})
    assert again.status == 200 and not standin.guild.channels[thread_id].archived
    standin.rejections.clear()


async def test_unarchiving_by_patch_and_changes_refused_while_archived(wire: Wire) -> None:
    standin = wire.standin
    thread_id = await own_thread(wire)
    assert (await wire.rest("PATCH", f"/channels/{thread_id}", {"archived": True})).status == 200
    renamed = await wire.rest("PATCH", f"/channels/{thread_id}", {"name": "other"})
    assert (renamed.status, renamed.code) == (400, 50083)
    reopened = await wire.rest("PATCH", f"/channels/{thread_id}", {"archived": False})
    assert reopened.status == 200 and reopened.body["thread_metadata"]["archived"] is False
    bad = await wire.rest("PATCH", f"/channels/{thread_id}", {"auto_archive_duration": 30})
    assert (bad.status, bad.code) == (400, 50035)
    standin.rejections.clear()


async def test_locked_threads_refuse_a_bot_without_manage_threads(wire: Wire) -> None:
    standin = wire.standin
    locked = standin.add_thread("locked", standin.channel, locked=True)
    post = await wire.post(locked.id, {"content": "hello"})
    assert (post.status, post.code) == (403, 160005)
    locked.archived = True
    post = await wire.post(locked.id, {"content": "hello"})
    assert (post.status, post.code) == (400, 50083)
    unarchive = await wire.rest("PATCH", f"/channels/{locked.id}", {"archived": False})
    assert (unarchive.status, unarchive.code) == (403, 50013)
    thread_id = await own_thread(wire)
    lock = await wire.rest("PATCH", f"/channels/{thread_id}", {"locked": True})
    assert (lock.status, lock.code) == (403, 50013)  # even its creator needs Manage Threads
    other = standin.add_thread("someone's", standin.channel)
    rename = await wire.rest("PATCH", f"/channels/{other.id}", {"name": "mine"})
    assert (rename.status, rename.code) == (403, 50013)
    standin.rejections.clear()


async def test_a_private_thread_is_made_joined_and_seen_by_its_members_only(wire: Wire) -> None:
    standin = wire.standin
    alice, bob = standin.add_user("alice"), standin.add_user("bob")
    parent = standin.channel.id
    private = {"name": "alice – bob", "type": PRIVATE_THREAD, "auto_archive_duration": 1440}
    refused = await wire.rest("POST", f"/channels/{parent}/threads", private)
    assert (refused.status, refused.code) == (403, 50013)  # no Create Private Threads
    standin.bot_role.permissions |= CREATE_PRIVATE_THREADS
    for bad in ({"type": None}, {"type": 10}, {"name": ""}, {"auto_archive_duration": 5}):
        answer = await wire.rest("POST", f"/channels/{parent}/threads", private | bad)
        assert (answer.status, answer.code) == (400, 50035), bad
    made = await wire.rest("POST", f"/channels/{parent}/threads", private)
    assert made.status == 201 and made.body["type"] == PRIVATE_THREAD
    thread = standin.find_channel(int(made.body["id"]))
    assert thread is not None and thread.members == {standin.bot.id}
    assert not standin.guild.permissions(alice, thread) & VIEW_CHANNEL
    nested = await wire.rest("POST", f"/channels/{thread.id}/threads", private)
    assert (nested.status, nested.code) == (400, 50024)
    for user in (alice, alice):  # twice: 204 both times
        added = await wire.rest("PUT", f"/channels/{thread.id}/thread-members/{user.id}")
        assert added.status == 204
    unknown = await wire.rest("PUT", f"/channels/{thread.id}/thread-members/{snowflake()}")
    assert (unknown.status, unknown.code) == (404, 10007)
    assert thread.members == {standin.bot.id, alice.id}
    assert standin.guild.permissions(alice, thread) & VIEW_CHANNEL
    assert not standin.guild.permissions(bob, thread) & VIEW_CHANNEL
    button = {"type": 2, "style": 1, "label": "Resign", "custom_id": "resign"}
    sent = await wire.post(
        thread.id, {"content": "a board", "components": [{"type": 1, "components": [button]}]}
    )
    board = Post("message", thread.id, sent.body)
    with pytest.raises(StandInError, match="not in the private thread"):
        await standin.click(bob, board, "Resign")
    await standin.click(alice, board, "Resign")  # a member clicks
    thread.archived = True
    archived = await wire.rest("PUT", f"/channels/{thread.id}/thread-members/{bob.id}")
    assert (archived.status, archived.code) == (400, 50083)
    standin.rejections.clear()
