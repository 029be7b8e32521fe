"""End-to-end: /review of a game with a thrown-away win, and /puzzle solved and failed, by
clicks on the real bot against the stand-in (the bot plays from small endgame tables)."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.ai import provision
from games.ai.endgame import Tables
from games.ai.puzzles import load
from standin import StandIn, User
from standin.harness import BotProcess
from standin.server import Post
from standin.steps import play, resign, slash_reply, start_game
from tests.endgames import GAME, key, position_of, sample

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

PUZZLES = load()


@pytest.fixture(scope="module")
def bot_env(table_dir: Path) -> dict[str, str]:
    """The bot reads the small tables (the run's, built once: the bot builds none)."""
    return {provision.TABLES_ENV: str(table_dir)}


def now(standin: StandIn, post: Post) -> Post:
    """``post``'s message as it is now (after the edits of clicks)."""
    return Post("message", post.channel_id, standin.messages[post.id])


async def press(standin: StandIn, user: User, post: Post, label: str) -> Post:
    """Press the button ``label`` of ``post`` as ``user``; return the message after it."""
    await standin.response(await standin.click(user, now(standin, post), label))
    return now(standin, post)


async def test_a_review_marks_the_thrown_away_win_and_steps_through_it(
    standin: StandIn, bot: BotProcess, three: Tables
) -> None:
    own, opp, plies = sample(three, 1, 1, seed=5)[0]
    moves = (plies + 1) // 2  # the winner's moves, as /export counts them
    state = position_of(own, opp)
    spoiler = next(m for m in state.legal_moves() if key(three, state.play(m)) <= 0)
    move = GAME.format_move(spoiler)
    alice, bob = standin.add_user("rv-alice"), standin.add_user("rv-bob")
    game = await start_game(standin, alice, bob, options={"position": state.position()})
    await play(standin, alice, move, game)
    assert (await resign(standin, alice)).content.endswith("*Resigned.*")
    review = await slash_reply(standin, alice, "review")
    assert review.ephemeral
    assert f"Game #{game}: the start (1 move)." in review.content
    assert (
        f"{alice.mention} to move wins in {moves} moves (endgame tables, exact)." in review.content
    )
    assert "turning points: 1" in review.content
    click = await standin.click(alice, now(standin, review), "▶")
    # Answered at once, shown after: a review computed again after a restart takes seconds.
    assert (await standin.response_or_defer(click)).kind == "defer"
    await standin.response(click)
    after = now(standin, review)
    assert f"Move 1 of 1: {alice.mention} played {move}." in after.content
    assert f"The win in {moves} moves was let go at move 1 ({move}); " in after.content
    start = await press(standin, alice, review, "⏮")
    assert "the start" in start.content
    jumped = await press(standin, alice, review, "⚑")
    assert "was let go at move 1" in jumped.content
    other = await slash_reply(standin, bob, "review", {"game": game})
    assert other.ephemeral and f"Game #{game}: the start" in other.content
    carol = standin.add_user("rv-carol")
    refused = await slash_reply(standin, carol, "review", {"game": game})
    assert refused.ephemeral and refused.content == "You are not playing in this game."
    assert "```" in review.content  # a text board by default
    saved = await slash_reply(standin, bob, "board", {"board_style": "emoji"})
    assert saved.ephemeral and "Your own board style is now emoji" in saved.content
    mine = await slash_reply(standin, bob, "review", {"game": game})
    assert "```" not in mine.content and "⚪" in mine.content  # Bob's own style


async def enter(standin: StandIn, user: User, post: Post, number: int, ply: int, move: str) -> Post:
    """Choose ``move`` step by step in the puzzle's menu; return the message after it."""
    done = ""
    while done != move:
        menu = f"mb:pz:{number}:{ply}:{done}"
        offered = now(standin, post).options(menu)
        step = next(
            s for s in offered if move[len(done) :].startswith(s) and len(done + s) <= len(move)
        )
        await standin.response(await standin.choose(user, now(standin, post), menu, [step]))
        done += step
    return now(standin, post)


async def test_a_puzzle_solved_by_clicks_raises_the_rating(
    standin: StandIn, bot: BotProcess
) -> None:
    puzzle = next(p for p in PUZZLES if len(p.solution) == 3)
    solver = standin.add_user("pz-solver")
    post = await slash_reply(standin, solver, "puzzle", {"number": puzzle.id})
    assert post.ephemeral and f"**Puzzle #{puzzle.id}**" in post.content
    assert f"{solver.mention} to move wins in 2 moves" in post.content  # 3 plies: 2 of the solver's
    first, reply, last = puzzle.solution
    after = await enter(standin, solver, post, puzzle.id, 0, first)
    assert f"Right: **{first}**. The computer answers {reply}." in after.content
    done = await enter(standin, solver, post, puzzle.id, 2, last)
    assert f"Solved: **{last}** wins!" in done.content and "streak 1" in done.content
    assert not done.components()
    board = await slash_reply(standin, solver, "puzzles")
    assert f"1. {solver.mention} " in board.content and "(1 solved, best streak 1)" in board.content


async def test_a_wrong_move_fails_the_puzzle_and_shows_the_solution(
    standin: StandIn, bot: BotProcess
) -> None:
    puzzle = next(p for p in PUZZLES if len(p.solution) == 1 and "x" not in p.solution[0])
    state = GAME.parse_position(puzzle.position)
    wrong = next(
        text for text in map(GAME.format_move, state.legal_moves()) if text != puzzle.solution[0]
    )
    solver = standin.add_user("pz-failer")
    post = await slash_reply(standin, solver, "puzzle", {"number": puzzle.id})
    failed = await enter(standin, solver, post, puzzle.id, 0, wrong)
    assert f"Wrong: **{wrong}** does not win the shortest way." in failed.content
    assert f"The solution: {puzzle.solution[0]}." in failed.content
    assert "the streak starts again" in failed.content
    daily = await slash_reply(standin, solver, "puzzle", {"daily": True})
    assert daily.ephemeral and "Today's puzzle on this server." in daily.content
