"""The stand-in's thread rules over loopback: auto-archiving after ``auto_archive_duration``
minutes of inactivity, 50083 in archived threads, posts that unarchive, locked threads, and who
may modify a thread."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from standin import StandIn
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
