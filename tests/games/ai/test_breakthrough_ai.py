"""The Breakthrough engine on positions with one right answer."""

import pytest

from games.ai import accepts_draw, choose_move
from games.ai.breakthrough import BreakthroughProblem, node_of
from games.breakthrough import BreakthroughMove, BreakthroughState
from games.registry import get_game

GAME = get_game("breakthrough")


def position(text: str) -> BreakthroughState:
    state = GAME.parse_position(text)
    assert isinstance(state, BreakthroughState)
    return state


def move_text(state: BreakthroughState, level: str) -> str:
    move = choose_move(state, level, 0.2, seed=2)
    assert isinstance(move, BreakthroughMove)
    return GAME.format_move(move)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_takes_a_win_in_one_move(level: str) -> None:
    state = position("W7/8/8/8/8/8/2W5/5BBB W")
    after = state.play(GAME.parse_move(state, move_text(state, level)))
    assert after.outcome is not None and after.outcome.winner == 1


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_pawn_about_to_break_through_is_captured(level: str) -> None:
    state = position("W7/1B6/8/8/4W3/8/8/7B W")
    assert move_text(state, level) == "a1-b2"


def test_an_unstoppable_runner_outweighs_a_pawn() -> None:
    problem = BreakthroughProblem(8, 8)
    # The same material, but only in the first can no black pawn reach white's e6 pawn in time.
    runner = position("8/8/8/8/8/4W3/B7/B7 B")
    blocked = position("8/8/8/8/8/4W3/B7/5B2 B")
    assert problem.evaluate(node_of(runner)) < problem.evaluate(node_of(blocked))


def test_a_draw_offer_is_declined_by_the_side_far_ahead() -> None:
    state = position("WWWWWWWW/WWWWWWWW/8/8/8/8/8/7B B")
    assert not accepts_draw(state, "hard", player=1)
    assert not accepts_draw(state, "hard")  # by default the side not to move: white here
    assert accepts_draw(state, "hard", player=2)
