"""Serving puzzles: the certified line, the computer's answers, ratings, streaks, the daily."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.service import InvalidRequestError, ManualClock, MoveRejectedError
from bot.service.puzzles import START_RATING, Puzzles, after_attempt
from bot.storage import PuzzlePlayer, SqlRepository, open_storage
from games.ai.puzzles import Puzzle
from tests.bot.conftest import BOTH_BACKENDS

GUILD, ALICE = 100, 1


@pytest.fixture
def puzzles(repo: SqlRepository, clock: ManualClock) -> Puzzles:
    return Puzzles(repo, clock, random.Random(1))


def _longest(puzzles: Puzzles) -> int:
    return max(puzzles.catalogue, key=lambda p: (len(p.solution), -p.id)).id


async def test_a_puzzle_solved_move_by_move_raises_the_rating(puzzles: Puzzles) -> None:
    number = _longest(puzzles)
    line = puzzles.get(number).solution
    ply = 0
    while True:
        answer = await puzzles.answer(GUILD, ALICE, number, ply, line[ply])
        assert answer.right and answer.move == line[ply]
        if answer.finished:
            break
        assert answer.reply == line[ply + 1] and answer.view.ply == ply + 2
        ply += 2
    assert answer.solved and ply == len(line) - 1
    assert answer.player is not None and answer.player.solved == 1 and answer.player.streak == 1
    assert answer.change > 0 and answer.player.rating == START_RATING + answer.change
    assert await puzzles.record(ALICE) == answer.player


async def test_a_wrong_move_fails_the_puzzle_and_ends_the_streak(puzzles: Puzzles) -> None:
    first = puzzles.get(1)
    await puzzles.answer(GUILD, ALICE, 1, 0, first.solution[0])
    number = _longest(puzzles)
    view = puzzles.view(number)
    wrong = next(
        text
        for text in (view.rules.format_move(m) for m in view.state.legal_moves())
        if text != view.puzzle.solution[0]
    )
    answer = await puzzles.answer(GUILD, ALICE, number, 0, wrong)
    assert not answer.right and answer.finished and not answer.solved
    assert answer.player is not None and answer.player.streak == 0
    assert answer.player.failed == 1 and answer.player.best_streak == 1 and answer.change < 0


async def test_only_the_first_attempt_at_a_puzzle_counts(puzzles: Puzzles) -> None:
    move = puzzles.get(1).solution[0]
    first = await puzzles.answer(GUILD, ALICE, 1, 0, move)
    again = await puzzles.answer(GUILD, ALICE, 1, 0, move)
    assert again.solved and again.change == 0 and again.player == first.player


async def test_illegal_moves_and_plies_off_the_line_are_refused(puzzles: Puzzles) -> None:
    with pytest.raises(MoveRejectedError):
        await puzzles.answer(GUILD, ALICE, 1, 0, "zz9")
    with pytest.raises(InvalidRequestError):
        puzzles.view(_longest(puzzles), 1)
    with pytest.raises(InvalidRequestError):
        puzzles.get(len(puzzles.catalogue) + 1)


def test_each_server_keeps_its_daily_puzzle_all_day(puzzles: Puzzles, clock: ManualClock) -> None:
    today = puzzles.daily(GUILD)
    clock.advance(3600)
    assert puzzles.daily(GUILD) == today
    days = set()
    for _ in range(5):
        clock.advance(86_400)
        days.add(puzzles.daily(GUILD).id)
    assert len(days) > 1


def test_a_streak_grows_with_each_puzzle_solved_and_keeps_its_best() -> None:
    player = PuzzlePlayer(ALICE, START_RATING)
    for solved in (True, True, False, True):
        player = after_attempt(player, 1200, solved)
    assert (player.solved, player.failed, player.streak, player.best_streak) == (3, 1, 1, 2)


async def test_a_puzzle_for_a_player_is_new_to_them_and_near_their_rating(
    puzzles: Puzzles,
) -> None:
    chosen = await puzzles.next_for(ALICE)
    assert abs(chosen.rating - START_RATING) <= 100
    await puzzles.answer(GUILD, ALICE, chosen.id, 0, chosen.solution[0])
    later = {(await puzzles.next_for(ALICE)).id for _ in range(30)}
    assert chosen.id not in later


def _one_step(puzzles: Puzzles, count: int) -> list[Puzzle]:
    """Return ``count`` puzzles solved in one move."""
    return [p for p in puzzles.catalogue if len(p.solution) == 1][:count]


def _sequential(user_id: int, *ratings: float) -> PuzzlePlayer:
    """Return the record after solving puzzles rated ``ratings`` one after the other."""
    player = PuzzlePlayer(user_id, START_RATING)
    for rating in ratings:
        player = after_attempt(player, rating, True)
    return player


@BOTH_BACKENDS
async def test_two_puzzles_finished_at_once_both_count(puzzles: Puzzles) -> None:
    """Answered together, each last step is scored on the record the other one stored."""
    first, second = _one_step(puzzles, 2)
    answers = await asyncio.gather(
        *(puzzles.answer(GUILD, ALICE, p.id, 0, p.solution[0]) for p in (first, second))
    )
    stored = await puzzles.record(ALICE)
    assert stored is not None and (stored.solved, stored.streak, stored.best_streak) == (2, 2, 2)
    shown = sorted((a.player for a in answers if a.player), key=lambda p: p.solved)
    assert [p.solved for p in shown] == [1, 2] and shown[-1] == stored
    assert stored.rating == pytest.approx(START_RATING + sum(a.change for a in answers))
    orders = (
        _sequential(ALICE, first.rating, second.rating),
        _sequential(ALICE, second.rating, first.rating),
    )
    assert any(stored.rating == pytest.approx(order.rating) for order in orders)


@BOTH_BACKENDS
async def test_a_double_click_on_a_last_step_shows_the_stored_record(puzzles: Puzzles) -> None:
    for solved, puzzle in enumerate(_one_step(puzzles, 5), 1):
        answers = await asyncio.gather(
            *(puzzles.answer(GUILD, ALICE, puzzle.id, 0, puzzle.solution[0]) for _ in range(2))
        )
        stored = await puzzles.record(ALICE)
        assert stored is not None and (stored.solved, stored.streak) == (solved, solved)
        assert all(a.solved and a.player == stored for a in answers)
        assert sorted(a.change > 0 for a in answers) == [False, True]


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
async def test_puzzles_finished_at_once_in_two_processes_all_count(
    repo: SqlRepository, database_url: str, clock: ManualClock
) -> None:
    """Two bot processes on one database, each answering a last step of the same player."""
    other_repo = await open_storage(database_url)
    try:
        here = Puzzles(repo, clock, random.Random(1))
        there = Puzzles(other_repo, clock, random.Random(1))
        chosen = _one_step(here, 10)
        for pair in zip(chosen[::2], chosen[1::2], strict=True):
            await asyncio.gather(
                *(
                    side.answer(GUILD, ALICE, p.id, 0, p.solution[0])
                    for side, p in zip((here, there), pair, strict=True)
                )
            )
        stored = await here.record(ALICE)
        assert stored is not None and (stored.solved, stored.streak) == (10, 10)
    finally:
        await other_repo.close()
