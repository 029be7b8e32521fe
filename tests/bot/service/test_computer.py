"""The process-pool move provider: real worker processes running games.ai."""

from __future__ import annotations

import os
import signal
from collections.abc import AsyncIterator
from concurrent.futures.process import BrokenProcessPool

import pytest

from bot.service import ProcessPoolMoveProvider
from games.registry import get_game


@pytest.fixture
async def provider() -> AsyncIterator[ProcessPoolMoveProvider]:
    pool = ProcessPoolMoveProvider()
    yield pool
    pool.close()


async def test_a_worker_chooses_a_legal_move(provider: ProcessPoolMoveProvider) -> None:
    game = get_game("morris")
    start = game.initial()
    text = await provider.choose_move("morris", game.options, start.position(), "easy", 1)
    assert game.parse_move(start, text) in start.legal_moves()


async def test_a_worker_judges_a_draw_offer_for_the_computer_seat(
    provider: ProcessPoolMoveProvider,
) -> None:
    game = get_game("three")
    # Player 1 (to move) completes 1-2-3 next: winning for seat 1, lost for seat 2.
    position = "110000220 1 -"
    assert not await provider.accepts_draw("three", game.options, position, "perfect", 1)
    assert await provider.accepts_draw("three", game.options, position, "perfect", 2)


async def test_a_pool_broken_by_a_dead_worker_is_replaced(
    provider: ProcessPoolMoveProvider,
) -> None:
    game = get_game("three")
    position = game.initial().position()
    await provider.choose_move("three", game.options, position, "easy", 1)
    assert provider._pool is not None
    for pid in list(provider._pool._processes):
        os.kill(pid, signal.SIGKILL)
    with pytest.raises(BrokenProcessPool):
        for _ in range(20):  # the pool notices the dead worker on the next call or so
            await provider.choose_move("three", game.options, position, "easy", 1)
    text = await provider.choose_move("three", game.options, position, "easy", 1)
    assert game.parse_move(game.initial(), text) in game.initial().legal_moves()
