"""The repository contract on real databases: units of work, version checks, standings
compare-and-swap, the write-once log."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from bot.storage import (
    ChallengeRecord,
    ChallengeStatus,
    EntryKind,
    GameRecord,
    GameStatus,
    GuildSettings,
    HomeRecord,
    LogEntry,
    Repository,
    StandingsChange,
    StandingsConflictError,
    StorageError,
    VersionConflictError,
    open_storage,
)
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.storage.stored import store_game

pytestmark = BOTH_BACKENDS


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


async def test_a_game_round_trips(repo: Repository) -> None:
    game = new_game(deadline=99.5, level="easy", start_position="x")
    await store_game(repo, game)
    assert game.id > 0
    assert await repo.get_game(game.id) == game
    assert await repo.get_game(game.id + 1) is None


async def test_the_games_across_servers_in_progress_are_found_by_a_homes_channel(
    repo: Repository,
) -> None:
    """As a process reads them for an input where it knows no match (its holder told it
    later than the player saw the board there)."""
    here, later, over, elsewhere = (new_game(status=GameStatus.FINISHED) for _ in range(4))
    here.status = later.status = GameStatus.ACTIVE
    for game, channel in ((here, 50), (later, 50), (over, 50), (elsewhere, 51)):
        await store_game(repo, game)
        await repo.put_home(HomeRecord(game.id, 2, 5, channel))
    await store_game(repo, new_game(channel_id=50))  # its own channel: no home there
    assert await repo.across_in(50) == [here.id, later.id]
    assert await repo.across_in(2) == []


async def test_a_stale_version_is_refused_without_a_lost_update(repo: Repository) -> None:
    game = new_game()
    await store_game(repo, game)
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


async def finish(repo: Repository, game: GameRecord, winner: int) -> StandingsChange:
    """Return the standings change of ``game`` won by seat ``winner`` (counts only)."""
    before = await repo.standings_for(game.guild_id, game.game, [10, 20])
    after = [dataclasses.replace(s) for s in before]
    after[winner - 1].wins += 1
    after[2 - winner].losses += 1
    return StandingsChange(tuple(before), tuple(after))


async def test_a_result_is_stored_with_the_game(repo: Repository) -> None:
    game = new_game()
    await store_game(repo, game)
    finished = dataclasses.replace(game, status=GameStatus.FINISHED, winner=1)
    await repo.save_game(finished, [entry(1, "d6")], await finish(repo, finished, 1))
    assert finished.version == 1
    stored = await repo.standings_for(1, "morris", [20, 10, 30])
    assert [(s.user_id, s.wins, s.losses) for s in stored] == [(20, 0, 1), (10, 1, 0), (30, 0, 0)]


async def test_a_stale_standing_refuses_the_whole_save(repo: Repository) -> None:
    first, second = new_game(), new_game(channel_id=3)
    for game in (first, second):
        await store_game(repo, game)
    stale = await finish(repo, second, 2)  # read before the first result is stored
    await repo.save_game(first, standings=await finish(repo, first, 1))
    with pytest.raises(StandingsConflictError) as refused:
        await repo.save_game(second, [entry(1, "d6")], stale)
    assert set(refused.value.user_ids) == {10, 20}
    assert await repo.get_game(second.id) == second and second.version == 0
    assert await repo.game_log(second.id) == []
    await repo.save_game(second, [entry(1, "d6")], await finish(repo, second, 2))
    stored = await repo.standings_for(1, "morris", [10, 20])
    assert [(s.wins, s.losses) for s in stored] == [(1, 1), (1, 1)]


async def test_a_stale_game_stores_no_standing(repo: Repository) -> None:
    game = new_game()
    await store_game(repo, game)
    stale = dataclasses.replace(game)
    await repo.save_game(game, [entry(1, "d6")])
    with pytest.raises(VersionConflictError):
        await repo.save_game(stale, standings=await finish(repo, stale, 1))
    assert await repo.standings_of(1, 10) == []


async def test_a_log_entry_is_written_once(repo: Repository) -> None:
    game = new_game()
    await store_game(repo, game)
    await repo.save_game(game, [entry(1, "d6")])
    with pytest.raises(StorageError, match="nothing was changed"):
        await repo.save_game(game, [entry(1, "again")])
    assert [e.text for e in await repo.game_log(game.id)] == ["d6"]
    assert game.version == 1


async def test_a_challenge_closes_once(repo: Repository) -> None:
    challenge = ChallengeRecord(0, 1, 2, 10, 20, "morris", {}, "random", None, 1.0, 601.0)
    await repo.add_challenge(challenge)
    assert [c.id for c in await repo.pending_challenges()] == [challenge.id]
    game = new_game()
    assert await repo.close_challenge(challenge, ChallengeStatus.ACCEPTED, game)
    assert challenge.game_id == game.id and await repo.get_game(game.id) is not None
    assert not await repo.close_challenge(challenge, ChallengeStatus.DECLINED)
    assert await repo.pending_challenges() == []


async def test_a_challenge_keeps_its_thread_choice_and_noted_message(repo: Repository) -> None:
    chosen = ChallengeRecord(0, 1, 2, 10, 20, "morris", {}, "me", None, 1.0, 601.0, thread=True)
    unknown = ChallengeRecord(0, 1, 3, 10, 20, "three", {}, "me", None, 1.0, 601.0)
    for challenge in (chosen, unknown):
        await repo.add_challenge(challenge)
    assert await repo.note_challenge_message(chosen.id, 2**62)
    assert not await repo.note_challenge_message(unknown.id + 1, 5)
    stored = {c.id: (c.thread, c.message_id) for c in await repo.pending_challenges()}
    assert stored == {chosen.id: (True, 2**62), unknown.id: (None, None)}


async def test_a_board_note_keeps_the_version_and_no_save_undoes_it(repo: Repository) -> None:
    game = new_game()
    await store_game(repo, game)
    assert await repo.note_board(game.id, 2**62)
    assert not await repo.note_board(game.id + 1, 5)
    stored = await repo.get_game(game.id)
    assert stored is not None and (stored.board_message_id, stored.version) == (2**62, 0)
    await repo.save_game(game, [entry(1, "d6")])  # read before the note: board None in memory
    saved = await repo.get_game(game.id)
    assert saved is not None and (saved.board_message_id, saved.version) == (2**62, 1)
    assert await repo.note_board(game.id, 7)  # a board posted again
    assert [g.board_message_id for g in await repo.active_games()] == [7]


async def test_a_challenge_that_starts_at_once_is_stored_accepted_with_its_game(
    repo: Repository,
) -> None:
    challenge = ChallengeRecord(0, 1, 2, 10, 20, "morris", {}, "me", None, 1.0, 601.0)
    game = new_game(computer_seat=2)
    await repo.add_challenge(challenge, game)
    assert challenge.id > 0 and game.id > 0 and challenge.game_id == game.id
    assert challenge.status is ChallengeStatus.ACCEPTED
    assert await repo.pending_challenges() == []
    assert await repo.get_game(game.id) == game
    assert not await repo.close_challenge(challenge, ChallengeStatus.WITHDRAWN)


async def test_a_rematch_answers_the_offer_and_starts_the_game_together(
    repo: Repository,
) -> None:
    old = new_game(status=GameStatus.FINISHED, rematch_offer=1)
    await store_game(repo, old)
    answered = dataclasses.replace(old, rematch_offer=0)
    rematch = new_game(player1_id=20, player2_id=10)
    rematch.rematch_of = old.id
    await repo.start_rematch(answered, rematch)
    assert answered.version == 1 and rematch.id > old.id
    assert await repo.get_game(old.id) == answered
    assert await repo.get_game(rematch.id) == rematch


async def test_a_stale_rematch_starts_no_game(repo: Repository) -> None:
    old = new_game(status=GameStatus.FINISHED, rematch_offer=1)
    await store_game(repo, old)
    stale = dataclasses.replace(old, rematch_offer=0)
    await repo.save_game(dataclasses.replace(old, rematch_offer=0))
    rematch = new_game(rematch_of=old.id)
    with pytest.raises(VersionConflictError):
        await repo.start_rematch(stale, rematch)
    assert rematch.id == 0 and stale.version == 0
    assert [g.id for g in await repo.active_games()] == []


async def test_the_last_game_of_a_player_in_a_channel(repo: Repository) -> None:
    first, second = new_game(), new_game(player1_id=30, player2_id=10)
    await store_game(repo, first)
    await store_game(repo, second)
    await store_game(repo, new_game(channel_id=3))
    last = await repo.last_game(2, 10)
    assert last is not None and last.id == second.id
    assert await repo.last_game(2, 99) is None


async def test_leaderboard_and_rank(repo: Repository) -> None:
    ratings = {10: 5.0, 20: 7.5, 30: 5.0, 40: 0.0}
    before = await repo.standings_for(1, "morris", list(ratings))
    after = [dataclasses.replace(s) for s in before]
    for s in after:
        s.rating = ratings[s.user_id]
        s.rated_games = 0 if s.user_id == 40 else 1
        s.wins = 2 if s.user_id == 30 else 1
    game = new_game()
    await store_game(repo, game)
    await repo.save_game(game, standings=StandingsChange(tuple(before), tuple(after)))
    board = await repo.leaderboard(1, "morris", 10)
    assert [s.user_id for s in board] == [20, 30, 10]
    assert [s.user_id for s in await repo.leaderboard(1, "morris", 2)] == [20, 30]
    ranks = {u: found[1] for u in ratings if (found := await repo.standing(1, "morris", u))}
    assert ranks == {20: 1, 30: 2, 10: 3, 40: 0}
    assert await repo.standing(1, "three", 10) is None


async def test_settings_default_then_persist(repo: Repository, database_url: str) -> None:
    assert await repo.get_settings(5) == GuildSettings(5)
    settings = GuildSettings(
        5, 60, 120, "emoji", frozenset({7, 8}), threads=True, tournament_role=2**60
    )
    await repo.save_settings(settings)
    await repo.close()
    reopened = await open_storage(database_url)
    try:
        assert await reopened.get_settings(5) == settings
    finally:
        await reopened.close()


async def test_saves_committed_together_fail_only_where_stale(repo: Repository) -> None:
    games = [new_game(channel_id=c) for c in range(5)]
    for game in games:
        await store_game(repo, game)
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
