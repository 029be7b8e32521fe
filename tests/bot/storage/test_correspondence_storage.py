"""Storage of what correspondence play adds, on real databases: clocks per challenge and
match, players' reminder preferences, the timers' heartbeat, and standings in two scopes."""

from __future__ import annotations

import dataclasses

import pytest

from bot.storage import (
    GLOBAL_SCOPE,
    ChallengeRecord,
    GameStatus,
    Repository,
    Standing,
    StandingsChange,
    StandingsConflictError,
    open_storage,
)
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.storage.stored import store_game
from tests.bot.storage.test_repository import new_game

pytestmark = BOTH_BACKENDS

TWO_WEEKS = 14 * 24 * 3600


async def test_a_match_keeps_its_own_clock(repo: Repository) -> None:
    game = new_game(turn_time_s=TWO_WEEKS, deadline=1.0 + TWO_WEEKS)
    plain = new_game(channel_id=3)
    for record in (game, plain):
        await store_game(repo, record)
    assert await repo.get_game(game.id) == game
    stored = await repo.get_game(plain.id)
    assert stored is not None and stored.turn_time_s is None
    game.position = "later"
    await repo.save_game(game)
    assert (await repo.active_games())[0].turn_time_s == TWO_WEEKS


async def test_a_challenge_keeps_its_clock(repo: Repository) -> None:
    challenge = ChallengeRecord(
        0, 0, 5, 10, 20, "morris", {}, "me", None, 1.0, 61.0, turn_time_s=3 * 24 * 3600
    )
    await repo.add_challenge(challenge)
    [stored] = await repo.pending_challenges()
    assert stored == challenge and stored.turn_time_s == 3 * 24 * 3600 and stored.guild_id == 0


async def test_dm_reminders_are_off_until_a_player_turns_them_on(
    repo: Repository, database_url: str
) -> None:
    assert await repo.dm_reminders(10) is False
    await repo.set_dm_reminders(10, True)
    await repo.set_dm_reminders(20, False)
    await repo.close()
    reopened = await open_storage(database_url)
    try:
        assert [await reopened.dm_reminders(u) for u in (10, 20, 30)] == [True, False, False]
        await reopened.set_dm_reminders(10, False)
        assert await reopened.dm_reminders(10) is False
    finally:
        await reopened.close()


async def test_token_only_channels_are_kept_across_a_reopening(
    repo: Repository, database_url: str
) -> None:
    assert await repo.token_only_channels() == set()
    for channel_id in (2**62, 7, 2**62):  # noted twice: kept once
        await repo.note_token_only(channel_id)
    await repo.close()
    reopened = await open_storage(database_url)
    try:
        assert await reopened.token_only_channels() == {7, 2**62}
    finally:
        await reopened.close()


async def test_each_process_has_its_own_heartbeat(repo: Repository) -> None:
    assert await repo.last_heartbeat("main") is None
    await repo.heartbeat("main", 100.5)
    await repo.heartbeat("cluster-1", 7.0)
    await repo.heartbeat("main", 130.25)
    assert await repo.last_heartbeat("main") == 130.25
    assert await repo.last_heartbeat("cluster-1") == 7.0


def won(standings: list[Standing]) -> list[Standing]:
    """Player 10 beat player 20 in each scope of ``standings`` (counts only)."""
    after = [dataclasses.replace(s) for s in standings]
    for s in after:
        if s.user_id == 10:
            s.wins += 1
        else:
            s.losses += 1
    return after


async def test_a_result_counts_in_both_scopes_or_in_neither(repo: Repository) -> None:
    first, second = new_game(), new_game(channel_id=3)
    for game in (first, second):
        await store_game(repo, game)

    async def read() -> list[Standing]:
        return [
            *await repo.standings_for(1, "morris", [10, 20]),
            *await repo.standings_for(GLOBAL_SCOPE, "morris", [10, 20]),
        ]

    stale = await read()
    before = await read()
    done = dataclasses.replace(first, status=GameStatus.FINISHED, winner=1)
    await repo.save_game(done, standings=StandingsChange(tuple(before), tuple(won(before))))
    finished = dataclasses.replace(second, status=GameStatus.FINISHED, winner=1)
    with pytest.raises(StandingsConflictError):
        await repo.save_game(finished, standings=StandingsChange(tuple(stale), tuple(won(stale))))
    assert [(s.guild_id, s.wins, s.losses) for s in await read()] == [
        (1, 1, 0),
        (1, 0, 1),
        (GLOBAL_SCOPE, 1, 0),
        (GLOBAL_SCOPE, 0, 1),
    ]
    assert [s.guild_id for s in await repo.standings_of(GLOBAL_SCOPE, 10)] == [GLOBAL_SCOPE]
