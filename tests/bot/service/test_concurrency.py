"""Concurrent submissions to one game apply exactly one move; no update is ever lost."""

from __future__ import annotations

import asyncio

import pytest

from bot.service import MatchService, MoveRejectedError, NotYourTurnError, ServiceError
from bot.storage import Repository, open_storage
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.helpers import ALICE, BOB, CAROL, CHANNEL, GUILD, OTHER_CHANNEL, InlineProvider


async def start(service: MatchService) -> int:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    return (await service.accept(GUILD, CHANNEL, BOB)).match.id


async def submit_all(service: MatchService, moves: list[tuple[int, str]]) -> list[object]:
    return await asyncio.gather(
        *(service.move(GUILD, CHANNEL, user, text) for user, text in moves),
        return_exceptions=True,
    )


@BOTH_BACKENDS
async def test_many_copies_of_one_move_apply_once(service: MatchService, repo: Repository) -> None:
    game_id = await start(service)
    results = await submit_all(service, [(ALICE, "d6")] * 50)
    applied = [r for r in results if not isinstance(r, Exception)]
    assert len(applied) == 1
    assert all(isinstance(r, NotYourTurnError) for r in results if isinstance(r, Exception))
    assert [e.text for e in await repo.game_log(game_id)] == ["d6"]
    stored = await repo.get_game(game_id)
    assert stored is not None and stored.version == 1 and stored.turns == 1


@BOTH_BACKENDS
async def test_many_different_moves_apply_exactly_one(
    service: MatchService, repo: Repository
) -> None:
    game_id = await start(service)
    moves = service.legal_moves(CHANNEL, ALICE)
    results = await submit_all(service, [(ALICE, m) for m in moves] * 2)
    applied = [r for r in results if not isinstance(r, Exception)]
    assert len(applied) == 1
    log = await repo.game_log(game_id)
    assert len(log) == 1 and log[0].seat == 1
    assert all(isinstance(r, NotYourTurnError) for r in results if isinstance(r, Exception))
    view = service.active_game(CHANNEL, ALICE)
    assert view is not None and view.to_move_id == BOB and view.turns == 1


ON_POSTGRESQL = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
"""Two processes share a database only on PostgreSQL (a SQLite file is one process's)."""


@ON_POSTGRESQL
async def test_two_processes_on_one_database_cannot_lose_an_update(
    repo: Repository, database_url: str
) -> None:
    first = MatchService(repo, provider=InlineProvider())
    await first.resume()
    game_id = await start(first)
    other_repo = await open_storage(database_url)
    # Each process sharing a database has its own heartbeat (see MatchService.resume).
    second = MatchService(other_repo, provider=InlineProvider(), process_name="second")
    try:
        await second.resume()
        results = await asyncio.gather(
            first.move(GUILD, CHANNEL, ALICE, "d6"),
            second.move(GUILD, CHANNEL, ALICE, "a1"),
            return_exceptions=True,
        )
        failures = [r for r in results if isinstance(r, Exception)]
        assert len(failures) == 1 and isinstance(failures[0], ServiceError)
        assert failures[0].text.key == "changed-meanwhile"
        assert len(await repo.game_log(game_id)) == 1
        # the refused side reloaded the game: it now sees the committed move
        for service in (first, second):
            view = service.active_game(CHANNEL, BOB)
            assert view is not None and view.turns == 1 and view.to_move_id == BOB
        with pytest.raises(MoveRejectedError):
            await second.move(GUILD, CHANNEL, BOB, (await repo.game_log(game_id))[0].text)
    finally:
        await other_repo.close()


@ON_POSTGRESQL
async def test_results_finishing_together_in_two_processes_are_all_counted(
    repo: Repository, database_url: str
) -> None:
    """Alice's two games end at once on two services: each service read her standing before
    the other stored its result, so one save is refused, re-read and counted again."""
    first = MatchService(repo, provider=InlineProvider())
    other_repo = await open_storage(database_url)
    second = MatchService(other_repo, provider=InlineProvider(), process_name="second")
    try:
        for service, channel, opponent in ((first, CHANNEL, BOB), (second, OTHER_CHANNEL, CAROL)):
            await service.resume()
            await service.challenge(GUILD, channel, opponent, ALICE, "three", first="me")
            await service.accept(GUILD, channel, ALICE)
        for _ in range(5):
            await asyncio.gather(
                first.resign(GUILD, CHANNEL, BOB), second.resign(GUILD, OTHER_CHANNEL, CAROL)
            )
            for service, channel, opponent in (
                (first, CHANNEL, BOB),
                (second, OTHER_CHANNEL, CAROL),
            ):
                await service.challenge(GUILD, channel, opponent, ALICE, "three", first="me")
                await service.accept(GUILD, channel, ALICE)
        [alice] = await first.player_records(GUILD, ALICE, "three")
        assert (alice.wins, alice.losses, alice.rated_games) == (10, 0, 10)
        for user in (BOB, CAROL):
            [record] = await first.player_records(GUILD, user, "three")
            assert (record.wins, record.losses, record.rated_games) == (0, 5, 5)
    finally:
        await other_repo.close()
