"""Review of a Morris game: exact labels from the tables, search labels elsewhere, marks."""

from __future__ import annotations

import pytest

from games.ai.endgame import Tables
from games.ai.review import MarkKind, Verdict, review_game
from games.ai.search import WIN
from tests.endgames import GAME, key, position_of, sample

pytestmark = pytest.mark.slow  # builds the 3 v 3 tables (about 13 s)


def _won_position(three: Tables) -> tuple[str, list[str], list[str], int]:
    """A won 3 v 3 position, its moves that let the win go and those that keep it, its value."""
    own, opp, value = sample(three, 1, 1, seed=5)[0]
    state = position_of(own, opp)
    spoilers = [GAME.format_move(m) for m in state.legal_moves() if key(three, state.play(m)) <= 0]
    keepers = [GAME.format_move(m) for m in state.legal_moves() if key(three, state.play(m)) > 0]
    return state.position(), spoilers, keepers, value


def test_a_thrown_away_win_is_marked_with_a_move_that_kept_it(three: Tables) -> None:
    start, spoilers, keepers, value = _won_position(three)
    review = review_game([spoilers[0]], start=start, found=three)
    assert review.opening.exact and review.opening.result == 1
    assert review.opening.plies == value
    step = review.steps[0]
    assert step.before == review.opening and step.after.exact
    assert step.after.result is not None and step.after.result >= 0
    assert step.mark is not None and step.mark.kind is MarkKind.WIN_LET_GO
    assert step.mark.better in keepers and step.mark.kind.glyph == "??"
    assert review.turning_points == (0,) and step.entry == 0


def test_a_kept_win_is_not_marked(three: Tables) -> None:
    start, _, keepers, _ = _won_position(three)
    review = review_game([keepers[0]], start=start, found=three)
    assert review.steps[0].mark is None and review.turning_points == ()
    assert review.steps[0].after.result == -1  # the opponent, to move, loses


def test_a_won_game_ends_in_a_final_verdict(three: Tables) -> None:
    start, _, _, value = _won_position(three)
    review = review_game([], start=start, found=three)
    state = GAME.parse_position(start)
    moves: list[str] = []
    for _ in range(value):  # both sides play the table's best move
        verdict = review.verdict(len(review.steps)) if moves else review.opening
        assert verdict.best is not None
        moves.append(verdict.best)
        state = state.play(GAME.parse_move(state, verdict.best))
        review = review_game(moves, start=start, found=three)
    assert state.outcome is not None and state.outcome.winner == 1
    assert review.steps[-1].after == Verdict(-WIN, True)
    assert [s.player for s in review.steps[:2]] == [1, 2]
    assert review.turning_points == ()


def test_positions_out_of_the_tables_are_judged_by_search_the_same_every_time() -> None:
    moves = ["d6", "d2", "b4", "f4", "d7"]
    first = review_game(moves, found=Tables("morris(flying=true)", {}))
    assert first == review_game(moves, found=Tables("morris(flying=true)", {}))
    assert not first.opening.exact and first.opening.result is None
    assert [step.move for step in first.steps] == moves
    assert all(step.before.best is not None for step in first.steps)
    assert first.verdict(0) == first.opening and first.verdict(5) == first.steps[4].after


def test_a_removal_typed_on_its_own_joins_its_turn() -> None:
    moves = ["a7", "b6", "d7", "f4", "g7", "xb6"]
    review = review_game(moves, found=Tables("morris(flying=true)", {}))
    assert [step.move for step in review.steps][-2:] == ["f4", "g7xb6"]
    assert [step.entry for step in review.steps][-2:] == [3, 5]
