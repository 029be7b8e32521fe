"""Morris puzzles: symmetries, certification, the generator and the shipped file."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games.ai import puzzles
from games.ai.endgame import Tables
from games.ai.puzzles import (
    BANDS,
    SYMMETRIES,
    Puzzle,
    canonical,
    certify,
    certify_all,
    generate,
    rate,
    regrade,
    transform,
)
from games.morris import MorrisState
from games.morris_board import MILLS, NEIGHBOURS
from tests.endgames import GAME

SHIPPED = puzzles.load()


def _sides(puzzle: Puzzle) -> tuple[int, int]:
    state = GAME.parse_position(puzzle.position)
    assert isinstance(state, MorrisState)
    return state.own_opp()


def test_the_sixteen_symmetries_keep_lines_and_mills() -> None:
    assert len(set(SYMMETRIES)) == 16
    for perm in SYMMETRIES:
        assert sorted(perm) == list(range(24))
        assert {transform(mill, perm) for mill in MILLS} == set(MILLS)
        assert all(transform(NEIGHBOURS[p], perm) == NEIGHBOURS[perm[p]] for p in range(24))


def test_a_position_its_images_and_its_colour_swap_share_one_canonical_form() -> None:
    own, opp = _sides(SHIPPED[0])
    key = canonical(own, opp)
    for perm in SYMMETRIES:
        assert canonical(transform(own, perm), transform(opp, perm)) == key
    black = "".join({"W": "B", "B": "W"}.get(c, c) for c in SHIPPED[0].position[:24])
    swapped = GAME.parse_position(f"{black} B 0/0 - -")
    assert isinstance(swapped, MorrisState)
    assert canonical(*swapped.own_opp()) == key


def test_at_least_300_puzzles_ship_numbered_without_duplicates() -> None:
    """Numbered easiest first when generated; a regrade keeps the numbers (players' attempts
    refer to them), so the ratings need not be in order."""
    assert len(SHIPPED) >= 300
    assert [p.id for p in SHIPPED] == list(range(1, len(SHIPPED) + 1))
    assert all(p.difficulty == next(n for b, n in BANDS if p.rating < b) for p in SHIPPED)
    assert {p.difficulty for p in SHIPPED} == {"easy", "medium", "hard"}
    assert len({canonical(*_sides(p)) for p in SHIPPED}) == len(SHIPPED)


def test_every_shipped_line_is_legal_and_won_by_the_solver() -> None:
    for puzzle in SHIPPED:
        state = GAME.parse_position(puzzle.position)
        solver = state.to_move
        for move in puzzle.solution:
            assert state.outcome is None
            state = state.play(GAME.parse_move(state, move))
        assert state.outcome is not None and state.outcome.winner == solver


@pytest.mark.slow  # builds the 3 v 3 tables (about 13 s)
def test_a_sample_of_shipped_puzzles_is_certified_again(three: Tables) -> None:
    small = [p for p in SHIPPED if sum(map(int.bit_count, _sides(p))) == 6]
    for puzzle in random.Random(7).sample(small, 30):
        state = GAME.parse_position(puzzle.position)
        assert isinstance(state, MorrisState)
        certified = certify(three, state)
        assert certified is not None and certified.solution == puzzle.solution
        assert rate(puzzle.turns, certified.alternatives) == (puzzle.rating, puzzle.difficulty)


@pytest.mark.slow
def test_a_position_with_two_fastest_wins_is_no_puzzle(three: Tables) -> None:
    # White, flying, completes a7-d7-g7 (a4-g7) or a7-a4-a1 (d7-a1): two winning steps.
    state = GAME.parse_position("WW.......W.......BB.B... W 0/0 - -")
    assert isinstance(state, MorrisState)
    assert three.probe(*state.own_opp()) == 1
    assert certify(three, state) is None


@pytest.mark.slow
def test_the_generator_is_deterministic(three: Tables) -> None:
    first, report = generate(three, [], per_length=2, seed=3)
    again, _ = generate(three, [], per_length=2, seed=3)
    assert first == again and report.certified == len(first) > 0
    assert 0 < report.rejected < 1 and report.per_minute > 0


@pytest.mark.slow
def test_a_position_met_again_under_a_symmetry_is_skipped_as_a_duplicate(three: Tables) -> None:
    small = next(p for p in SHIPPED if sum(map(int.bit_count, _sides(p))) == 6)
    own, opp = _sides(small)
    mirror = SYMMETRIES[5]
    twins = [
        (own, opp, "table", None),
        (transform(own, mirror), transform(opp, mirror), "game", None),
    ]
    made, report = certify_all(three, twins)
    assert [p.position for p in made] == [small.position] and report.duplicates == 1


@pytest.mark.slow
@pytest.mark.parametrize(
    ("position", "alternatives"),
    [
        # White (flying) wins at once with b4-g7; Black (flying) threatens a1-d1-g1. Each move
        # but one to g1 leaves that mill to Black and loses at once; the three to g1 do not
        # (a7-g1 and d7-g1 lose in 6 plies, b4-g1 wins in 21): three tempting alternatives.
        ("WW........W.B........BB. W 0/0 - -", 3),
        # The same with Black threatening g1 and d3 at once: every other move loses at once.
        ("WW........W........B.BB. W 0/0 - -", 0),
    ],
)
def test_tempting_alternatives_are_the_moves_that_do_not_lose_at_once(
    three: Tables, position: str, alternatives: int
) -> None:
    state = GAME.parse_position(position)
    assert isinstance(state, MorrisState)
    certified = certify(three, state)
    assert certified is not None and certified.solution[0].startswith("b4-g7x")
    assert certified.alternatives == alternatives
    assert rate(1, alternatives) == (700 + 3 * alternatives, "easy")


@pytest.mark.slow
def test_a_regrade_rates_again_and_keeps_numbers_and_lines(three: Tables) -> None:
    small = [p for p in SHIPPED if sum(map(int.bit_count, _sides(p))) == 6][:20]
    misgraded = [replace(p, id=1000 + p.id, rating=2400, difficulty="hard") for p in small]
    graded = regrade(three, misgraded)
    assert [(p.id, p.position, p.solution, p.source) for p in graded] == [
        (p.id, p.position, p.solution, p.source) for p in misgraded
    ]
    assert [(p.rating, p.difficulty) for p in graded] == [(p.rating, p.difficulty) for p in small]
    wrong_line = replace(small[0], solution=("a1-a4",))
    with pytest.raises(ValueError, match=f"puzzle {small[0].id} is not certified again"):
        regrade(three, [wrong_line])
