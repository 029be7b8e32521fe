"""Serving puzzles: the certified line, the computer's answers, ratings, streaks, the daily."""

from __future__ import annotations

import random

import pytest

from bot.service import InvalidRequestError, ManualClock, MoveRejectedError
from bot.service.puzzles import START_RATING, Puzzles, after_attempt
from bot.storage import PuzzlePlayer, SqlRepository

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
