"""The background tasks' keeper: kept until they end, failures logged once, stopped on close."""

from __future__ import annotations

import asyncio
import gc
import logging
import weakref

import pytest

from bot.background import Background, stop

log = logging.getLogger("tests.background")


async def _waits_on_own_future(box: list[weakref.ref[asyncio.Future[None]]]) -> None:
    """Wait on a future that only this coroutine holds (a task nobody keeps is garbage)."""
    future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    box.append(weakref.ref(future))
    await future


async def test_a_task_nobody_else_holds_is_kept_until_it_ends() -> None:
    background = Background(log)
    box: list[weakref.ref[asyncio.Future[None]]] = []
    background.spawn(_waits_on_own_future(box))
    await asyncio.sleep(0)
    gc.collect()
    future = box[0]()
    assert future is not None, "the task and what it waits on were collected"
    assert len(background) == 1
    future.set_result(None)
    del future
    await background.wait_idle()
    assert len(background) == 0


async def test_a_failing_task_is_logged_once_and_not_kept(
    caplog: pytest.LogCaptureFixture,
) -> None:
    background = Background(log)

    async def fails() -> None:
        raise RuntimeError("boom")

    background.spawn(fails(), name="failing-one")
    await background.wait_idle()
    gc.collect()  # asyncio would say "exception was never retrieved" of a task collected now
    await asyncio.sleep(0)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 1, [r.getMessage() for r in errors]
    assert errors[0].name == "tests.background"
    assert "failing-one" in errors[0].getMessage()
    assert errors[0].exc_info is not None and isinstance(errors[0].exc_info[1], RuntimeError)
    assert len(background) == 0


async def test_a_cancelled_task_is_no_failure(caplog: pytest.LogCaptureFixture) -> None:
    background = Background(log)
    task = background.spawn(asyncio.sleep(60))
    await asyncio.sleep(0)
    task.cancel()
    await background.wait_idle()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(background) == 0


async def test_close_cancels_and_awaits_what_still_runs() -> None:
    background = Background(log)
    cleaned: list[str] = []

    async def long_work() -> None:
        try:
            await asyncio.sleep(60)
        finally:
            await asyncio.sleep(0)  # its clean-up awaits too: close waits for it
            cleaned.append("done")

    first = background.spawn(long_work())
    second = background.spawn(long_work())
    await asyncio.sleep(0)
    await background.close()
    assert first.cancelled() and second.cancelled()
    assert cleaned == ["done", "done"]
    assert len(background) == 0


async def test_wait_idle_waits_for_tasks_started_meanwhile() -> None:
    background = Background(log)
    order: list[str] = []

    async def second() -> None:
        await asyncio.sleep(0)
        order.append("second")

    async def first() -> None:
        background.spawn(second())
        order.append("first")

    background.spawn(first())
    await background.wait_idle()
    assert order == ["first", "second"]


async def test_drain_waits_for_what_ends_and_cancels_what_outlasts_it() -> None:
    background = Background(log)
    release = asyncio.Event()
    quick = background.spawn(release.wait())
    asyncio.get_running_loop().call_soon(release.set)
    await background.drain()  # as long as it takes
    assert quick.done() and not quick.cancelled()
    never = background.spawn(asyncio.Event().wait())
    await background.drain(timeout=0.01)
    assert never.cancelled()
    assert len(background) == 0


async def test_stop_of_no_running_task_returns_at_once() -> None:
    done = asyncio.get_running_loop().create_task(asyncio.sleep(0))
    await done
    await stop([done], timeout=None)
    assert done.done() and not done.cancelled()
