"""Listeners on matches: each is told of every record held or committed; one that fails is
logged and breaks neither the change nor the other listeners."""

from __future__ import annotations

import pytest

from bot.service import MatchService
from bot.storage import GameRecord, GameStatus, Repository
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD


async def test_every_listener_hears_every_change_until_it_stops(service: MatchService) -> None:
    first: list[tuple[int, int, GameStatus]] = []
    second: list[int] = []
    service.listen(lambda r: first.append((r.id, r.turns, r.status)))
    stop = service.listen(lambda r: second.append(r.turns))
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    game = (await service.accept(GUILD, CHANNEL, BOB)).match
    await service.move(GUILD, CHANNEL, ALICE, "d6")
    stop()
    await service.resign(GUILD, CHANNEL, BOB)
    assert first == [
        (game.id, 0, GameStatus.ACTIVE),
        (game.id, 1, GameStatus.ACTIVE),
        (game.id, 1, GameStatus.FINISHED),
    ]
    assert second == [0, 1]


async def test_a_failing_listener_is_logged_and_the_change_stands(
    service: MatchService, repo: Repository, caplog: pytest.LogCaptureFixture
) -> None:
    heard: list[int] = []

    def broken(record: GameRecord) -> None:
        raise RuntimeError("listener bug")

    service.listen(broken)
    service.listen(lambda r: heard.append(r.turns))
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    game = (await service.accept(GUILD, CHANNEL, BOB)).match
    moved = await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert moved.match.turns == 1 and heard == [0, 1]
    stored = await repo.get_game(game.id)
    assert stored is not None and stored.turns == 1
    failures = [r for r in caplog.records if "match listener failed" in r.getMessage()]
    assert len(failures) == 2 and failures[0].exc_info is not None
