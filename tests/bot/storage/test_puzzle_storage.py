"""Puzzle records on every backend: first attempts only, the record stored with them, and the
leaderboard by server."""

from __future__ import annotations

from bot.storage import GLOBAL_SCOPE, PuzzleAttempt, PuzzlePlayer, SqlRepository
from bot.storage.repository import ScorePuzzle
from tests.bot.conftest import BOTH_BACKENDS

pytestmark = BOTH_BACKENDS

GUILD, OTHER = 100, 200


def _becomes(player: PuzzlePlayer) -> ScorePuzzle:
    """A scoring that stores ``player`` whatever the record was."""
    return lambda _: player


async def test_only_a_first_attempt_counts_and_stores_the_record(repo: SqlRepository) -> None:
    assert await repo.puzzle_player(1) is None
    fresh = PuzzlePlayer(1, 1200.0)
    solved = PuzzlePlayer(1, 1216.0, solved=1, streak=1, best_streak=1)
    recorded = await repo.record_puzzle_attempt(
        PuzzleAttempt(1, 7, GUILD, True, 10.0), fresh, _becomes(solved)
    )
    assert recorded == (fresh, solved)
    assert await repo.puzzle_player(1) == solved
    assert await repo.attempted_puzzles(1) == {7} and await repo.attempted_puzzles(2) == set()
    again = PuzzlePlayer(1, 1300.0, solved=2, streak=2, best_streak=2)
    recorded = await repo.record_puzzle_attempt(
        PuzzleAttempt(1, 7, GUILD, True, 11.0), fresh, _becomes(again)
    )
    assert recorded == (solved, solved)
    assert await repo.puzzle_player(1) == solved


async def test_an_attempt_is_scored_on_the_stored_record(repo: SqlRepository) -> None:
    def one_more(player: PuzzlePlayer) -> PuzzlePlayer:
        return PuzzlePlayer(player.user_id, player.rating + 10, solved=player.solved + 1)

    for puzzle in (1, 2, 3):
        await repo.record_puzzle_attempt(
            PuzzleAttempt(1, puzzle, GUILD, True, 1.0), PuzzlePlayer(1, 1200.0), one_more
        )
    assert await repo.puzzle_player(1) == PuzzlePlayer(1, 1230.0, solved=3)


async def test_the_leaderboard_ranks_by_rating_everywhere_or_on_one_server(
    repo: SqlRepository,
) -> None:
    for user, rating, guild in [(1, 1250.0, GUILD), (2, 1400.0, OTHER), (3, 1100.0, GUILD)]:
        player = PuzzlePlayer(user, rating, solved=1, streak=1, best_streak=1)
        await repo.record_puzzle_attempt(
            PuzzleAttempt(user, 1, guild, True, 1.0), PuzzlePlayer(user, 1200.0), _becomes(player)
        )
    everyone = await repo.puzzle_leaderboard(GLOBAL_SCOPE, 10)
    assert [p.user_id for p in everyone] == [2, 1, 3]
    here = await repo.puzzle_leaderboard(GUILD, 10)
    assert [p.user_id for p in here] == [1, 3]
    assert [p.user_id for p in await repo.puzzle_leaderboard(GUILD, 1)] == [1]


async def test_a_big_discord_id_round_trips(repo: SqlRepository) -> None:
    big = 1_300_000_000_000_000_000
    player = PuzzlePlayer(big, 1200.0, failed=1)
    await repo.record_puzzle_attempt(
        PuzzleAttempt(big, 3, big, False, 1.0), PuzzlePlayer(big, 1200.0), _becomes(player)
    )
    assert await repo.puzzle_player(big) == player
