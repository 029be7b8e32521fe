"""Tournament tables on every backend: joining within the limit once, leaving before the
start only, a round paired once only, a board's match and result noted once, withdrawals
with their forfeits."""

from __future__ import annotations

from dataclasses import replace

from bot.storage import (
    BoardRecord,
    SqlRepository,
    TournamentRecord,
    TournamentStatus,
)
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.storage.stored import store_game
from tests.bot.storage.test_repository import new_game

pytestmark = BOTH_BACKENDS


async def _tournament(repo: SqlRepository, max_players: int = 3) -> TournamentRecord:
    record = TournamentRecord(
        id=0,
        guild_id=10,
        channel_id=20,
        organiser_id=1,
        format="swiss",
        game="morris",
        options={"flying": True},
        rounds=2,
        turn_time_s=300,
        max_players=max_players,
        starts_at=1000.0,
        status=TournamentStatus.OPEN,
        round=0,
        created_at=900.0,
        language="fr",
    )
    await repo.tournaments.add(record)
    return record


async def test_a_tournament_is_stored_and_read_back(repo: SqlRepository) -> None:
    record = await _tournament(repo)
    assert record.id > 0
    assert await repo.tournaments.get(record.id) == record
    assert await repo.tournaments.in_progress() == [record]
    await repo.tournaments.note_message(record.id, 555)
    stored = await repo.tournaments.get(record.id)
    assert stored is not None and stored.message_id == 555


async def test_players_join_once_up_to_the_limit_and_leave_only_before_the_start(
    repo: SqlRepository,
) -> None:
    tournament = await _tournament(repo, max_players=2)
    store = repo.tournaments
    assert await store.join(tournament.id, 7, 1.0)
    assert not await store.join(tournament.id, 7, 2.0)
    assert await store.join(tournament.id, 8, 3.0)
    assert not await store.join(tournament.id, 9, 4.0)  # full
    assert [e.user_id for e in await store.entrants(tournament.id)] == [7, 8]
    assert await store.leave(tournament.id, 8)
    assert not await store.leave(tournament.id, 8)
    assert await store.set_status(tournament.id, TournamentStatus.RUNNING, TournamentStatus.OPEN)
    assert not await store.set_status(
        tournament.id, TournamentStatus.RUNNING, TournamentStatus.OPEN
    )
    assert not await store.join(tournament.id, 9, 5.0)
    assert not await store.leave(tournament.id, 7)


async def test_a_round_is_paired_once_and_each_board_noted_once(repo: SqlRepository) -> None:
    tournament = await _tournament(repo)
    store = repo.tournaments
    boards = [BoardRecord(1, 1, 7, 8), BoardRecord(1, 2, 9, None, white_points=1.0)]
    assert not await store.pair_round(tournament.id, 1, boards)  # not running yet
    await store.set_status(tournament.id, TournamentStatus.RUNNING, TournamentStatus.OPEN)
    assert await store.pair_round(tournament.id, 1, boards)
    assert not await store.pair_round(tournament.id, 1, boards)
    assert not await store.pair_round(tournament.id, 3, boards)
    assert await store.boards(tournament.id) == boards
    assert await store.link_game(tournament.id, boards[0], 41)
    assert not await store.link_game(tournament.id, boards[0], 42)
    assert await store.record_result(tournament.id, boards[0], 0.5)
    assert not await store.record_result(tournament.id, boards[0], 1.0)
    assert (await store.boards(tournament.id))[0] == BoardRecord(1, 1, 7, 8, 41, 0.5)


async def test_a_withdrawal_stores_its_forfeits_once(repo: SqlRepository) -> None:
    tournament = await _tournament(repo)
    store = repo.tournaments
    for user in (7, 8):
        await store.join(tournament.id, user, float(user))
    await store.set_status(tournament.id, TournamentStatus.RUNNING, TournamentStatus.OPEN)
    board = BoardRecord(1, 1, 7, 8)
    await store.pair_round(tournament.id, 1, [board])
    forfeit = BoardRecord(1, 1, 7, 8, white_points=0.0)
    assert await store.withdraw(tournament.id, 7, [forfeit])
    assert not await store.withdraw(tournament.id, 7, [forfeit])
    assert not await store.withdraw(tournament.id, 99, [])
    assert (await store.boards(tournament.id))[0].white_points == 0.0
    assert [e.withdrawn for e in await store.entrants(tournament.id)] == [True, False]


async def test_a_late_joiner_gets_in_until_the_late_join_round_is_paired(
    repo: SqlRepository,
) -> None:
    store = repo.tournaments
    closed = await _tournament(repo, max_players=5)
    late = replace(closed, id=0, late_join=2, options={})
    await store.add(late)
    for tournament in (closed, late):
        await store.join(tournament.id, 7, 1.0)
        await store.join(tournament.id, 8, 1.0)
        assert await store.begin(tournament.id, 2.0)
        assert not await store.join(tournament.id, 9, 3.0)  # a running one, not late
    assert not await store.join(closed.id, 9, 3.0, late=True)
    assert await store.join(late.id, 9, 3.0, late=True)
    assert not await store.join(late.id, 9, 3.0, late=True)  # twice
    assert await store.pair_round(late.id, 1, [BoardRecord(1, 1, 7, 8)])
    assert await store.join(late.id, 10, 4.0, late=True)
    assert await store.pair_round(late.id, 2, [BoardRecord(2, 1, 8, 7)])
    assert not await store.join(late.id, 11, 5.0, late=True)  # its round 2 is paired
    assert [e.user_id for e in await store.entrants(late.id)] == [7, 8, 9, 10]


async def test_a_finished_tournament_keeps_its_winner_is_announced_once_and_counts_in_results(
    repo: SqlRepository,
) -> None:
    store = repo.tournaments
    first, second = await _tournament(repo), await _tournament(repo)
    for tournament in (first, second):
        await store.join(tournament.id, 7, 1.0)
        await store.join(tournament.id, 8, 1.0)
        await store.begin(tournament.id, 2.0)
    assert not await store.claim_announcement(first.id)  # not over yet
    assert await store.finish(first.id, 7)
    assert not await store.finish(first.id, 8)
    assert [r.id for r in await store.unannounced()] == [first.id]
    assert await store.claim_announcement(first.id)
    assert not await store.claim_announcement(first.id)
    assert await store.unannounced() == []
    stored = await store.get(first.id)
    assert stored is not None and (stored.winner_id, stored.announced) == (7, True)
    assert await store.results_of(7, None, None) == (1, 1)
    assert await store.results_of(8, 10, "morris") == (1, 0)
    assert await store.results_of(7, 11, None) == (0, 0)
    assert await store.results_of(7, None, "notakto") == (0, 0)
    assert await store.finish(second.id, 8)
    assert await store.results_of(8, 10, None) == (2, 1)


async def test_a_boards_thread_and_its_games_board_are_read_with_it(repo: SqlRepository) -> None:
    tournament = await _tournament(repo)
    store = repo.tournaments
    await store.begin(tournament.id, 1000.0)
    board = BoardRecord(1, 1, 7, 8)
    assert await store.pair_round(tournament.id, 1, [board])
    await store.note_thread(tournament.id, board, 77)
    game = new_game(channel_id=77, player1_id=7, player2_id=8)
    await store_game(repo, game)
    await store.link_game(tournament.id, board, game.id)
    [stored] = await store.boards(tournament.id)
    assert (stored.thread_id, stored.shown_in, stored.board_message_id) == (77, 77, None)
    await repo.note_board(game.id, 555)
    [stored] = await store.boards(tournament.id)
    assert stored.board_message_id == 555 and stored.game_id == game.id


async def test_a_discord_event_is_kept_until_forgotten_and_listed_once_over(
    repo: SqlRepository,
) -> None:
    tournament = await _tournament(repo)
    store = repo.tournaments
    await store.note_event(tournament.id, 99)
    stored = await store.get(tournament.id)
    assert stored is not None and stored.event_id == 99
    assert await store.ended_with_event() == []  # still open
    assert await store.set_status(tournament.id, TournamentStatus.CANCELLED, TournamentStatus.OPEN)
    assert [r.id for r in await store.ended_with_event()] == [tournament.id]
    await store.note_event(tournament.id, None)
    assert await store.ended_with_event() == []
