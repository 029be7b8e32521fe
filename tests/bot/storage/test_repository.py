"""The SQLite repository on real files: units of work, version checks, the append-only log."""

from __future__ import annotations

import asyncio
import dataclasses
import sqlite3
from pathlib import Path

import pytest

from bot.storage import (
    ChallengeRecord,
    ChallengeStatus,
    EntryKind,
    GameRecord,
    GameStatus,
    GuildSettings,
    LogEntry,
    SqliteRepository,
    Standing,
    StandingsChange,
    VersionConflictError,
    open_database,
)


def new_game(**changes: object) -> GameRecord:
    record = GameRecord(
        id=0,
        guild_id=1,
        channel_id=2,
        game="morris",
        options={"flying": True, "draw_plies": 100},
        start_position=None,
        player1_id=10,
        player2_id=20,
        computer_seat=0,
        level=None,
        rated=True,
        first_choice="me",
        status=GameStatus.ACTIVE,
        position="start",
        turns=0,
        created_at=1.0,
        updated_at=1.0,
    )
    return dataclasses.replace(record, **changes)  # type: ignore[arg-type]


def entry(seq: int, text: str) -> LogEntry:
    return LogEntry(seq, EntryKind.MOVE, 1, text, seq, f"after {text}", 2.0)


async def test_a_game_round_trips(repo: SqliteRepository) -> None:
    game = new_game(deadline=99.5, level="easy", start_position="x")
    await repo.add_game(game)
    assert game.id > 0
    assert await repo.get_game(game.id) == game
    assert await repo.get_game(game.id + 1) is None


async def test_a_stale_version_is_refused_without_a_lost_update(repo: SqliteRepository) -> None:
    game = new_game()
    await repo.add_game(game)
    mine, theirs = dataclasses.replace(game), dataclasses.replace(game)
    mine.position = "mine"
    await repo.save_game(mine, [entry(1, "d6")])
    assert mine.version == 1
    theirs.position = "theirs"
    with pytest.raises(VersionConflictError):
        await repo.save_game(theirs, [entry(1, "a1")])
    stored = await repo.get_game(game.id)
    assert stored is not None and (stored.position, stored.version) == ("mine", 1)
    assert [e.text for e in await repo.game_log(game.id)] == ["d6"]


async def test_a_failure_inside_the_unit_of_work_changes_nothing(repo: SqliteRepository) -> None:
    game = new_game()
    await repo.add_game(game)
    changed = dataclasses.replace(game, status=GameStatus.FINISHED, winner=1)

    def explode(standings: list[Standing]) -> None:
        raise RuntimeError("rating failed")

    with pytest.raises(RuntimeError):
        await repo.save_game(changed, [entry(1, "d6")], StandingsChange((10, 20), explode))
    assert await repo.get_game(game.id) == game
    assert await repo.game_log(game.id) == []
    assert changed.version == 0


async def test_the_move_log_is_append_only(repo: SqliteRepository, db_path: Path) -> None:
    game = new_game()
    await repo.add_game(game)
    await repo.save_game(game, [entry(1, "d6")])
    with sqlite3.connect(db_path) as db:
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            db.execute("UPDATE moves SET text = 'a1'")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            db.execute("DELETE FROM moves")
    with pytest.raises(sqlite3.IntegrityError):
        await repo.save_game(game, [entry(1, "again")])


async def test_a_challenge_closes_once(repo: SqliteRepository) -> None:
    challenge = ChallengeRecord(0, 1, 2, 10, 20, "morris", {}, "random", None, 1.0, 601.0)
    await repo.add_challenge(challenge)
    assert [c.id for c in await repo.pending_challenges()] == [challenge.id]
    game = new_game()
    assert await repo.close_challenge(challenge, ChallengeStatus.ACCEPTED, game)
    assert challenge.game_id == game.id and await repo.get_game(game.id) is not None
    assert not await repo.close_challenge(challenge, ChallengeStatus.DECLINED)
    assert await repo.pending_challenges() == []


async def test_the_last_game_of_a_player_in_a_channel(repo: SqliteRepository) -> None:
    first, second = new_game(), new_game(player1_id=30, player2_id=10)
    await repo.add_game(first)
    await repo.add_game(second)
    await repo.add_game(new_game(channel_id=3))
    last = await repo.last_game(2, 10)
    assert last is not None and last.id == second.id
    assert await repo.last_game(2, 99) is None


async def test_leaderboard_and_rank(repo: SqliteRepository) -> None:
    ratings = {10: 5.0, 20: 7.5, 30: 5.0, 40: 0.0}

    def apply(standings: list[Standing]) -> None:
        for s in standings:
            s.rating = ratings[s.user_id]
            s.rated_games = 0 if s.user_id == 40 else 1
            s.wins = 2 if s.user_id == 30 else 1

    game = new_game()
    await repo.add_game(game)
    await repo.save_game(game, standings=StandingsChange((10, 20, 30, 40), apply))
    board = await repo.leaderboard(1, "morris", 10)
    assert [s.user_id for s in board] == [20, 30, 10]
    assert [s.user_id for s in await repo.leaderboard(1, "morris", 2)] == [20, 30]
    ranks = {u: found[1] for u in ratings if (found := await repo.standing(1, "morris", u))}
    assert ranks == {20: 1, 30: 2, 10: 3, 40: 0}
    assert await repo.standing(1, "three", 10) is None


async def test_settings_default_then_persist(repo: SqliteRepository, db_path: Path) -> None:
    assert await repo.get_settings(5) == GuildSettings(5)
    settings = GuildSettings(5, 60, 120, "emoji", frozenset({7, 8}))
    await repo.save_settings(settings)
    await repo.close()
    reopened = await open_database(db_path)
    try:
        assert await reopened.get_settings(5) == settings
    finally:
        await reopened.close()


async def test_saves_committed_together_fail_only_where_stale(repo: SqliteRepository) -> None:
    games = [new_game(channel_id=c) for c in range(5)]
    for game in games:
        await repo.add_game(game)
    stale = dataclasses.replace(games[2])
    await repo.save_game(games[2], [entry(1, "d6")])
    saves = [repo.save_game(g, [entry(1, f"move {g.channel_id}")]) for g in games[:2]]
    saves.append(repo.save_game(stale, [entry(1, "stale")]))
    saves += [repo.save_game(g, [entry(1, f"move {g.channel_id}")]) for g in games[3:]]
    results = await asyncio.gather(*saves, return_exceptions=True)
    assert [type(r).__name__ for r in results] == ["NoneType"] * 2 + ["VersionConflictError"] + [
        "NoneType"
    ] * 2
    for game in games:
        stored = await repo.get_game(game.id)
        assert stored is not None and stored.version == game.version == 1
    assert [e.text for e in await repo.game_log(games[2].id)] == ["d6"]
    assert [e.text for e in await repo.game_log(games[4].id)] == ["move 4"]
