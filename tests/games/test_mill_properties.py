"""Random games of every mill game held against the slow reference model
(:mod:`tests.games.mill_reference`): the same legal turns at every ply, the same perft, legal
moves and position strings that round-trip."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.morris import Morris, MorrisState
from games.registry import GAMES, get_game
from tests.games.mill_reference import Position, rules_of, turn_text
from tests.tiers import examples

MILL_GAMES = tuple(name for name, cls in GAMES.items() if issubclass(cls, Morris))
"""Every mill game the registry holds (a new variant is checked here at once)."""
PLIES = 60
"""Plies of each random game (placing and well into moving on every board)."""


def check_round_trips(state: MorrisState) -> None:
    """Every legal move's text reads back as the move; the position string as the position."""
    game = state.game
    for move in state.legal_moves():
        assert game.parse_move(state, game.format_move(move)) == move
    again = game.parse_position(state.position())
    assert again.position() == state.position()
    assert again == state
    assert again.keys == state.keys and again.outcome == state.outcome


def random_game(name: str, seed: int, options: dict[str, object]) -> None:
    """Play a random game in the rules and the reference side by side, checking at each ply."""
    rng = random.Random(seed)
    game = get_game(name, **options)
    assert isinstance(game, Morris)
    state = game.initial()
    rules = rules_of(name, bool(game.options["flying"]), int(game.options["draw_plies"]))
    model = Position(rules, hands=(rules.pieces, rules.pieces))
    model.seen = [model.key()] if not model.rules.lasker else []
    deep = rng.randrange(PLIES)
    for ply in range(PLIES):
        check_round_trips(state)
        texts = sorted(game.format_move(m) for m in state.legal_moves())
        assert texts == sorted(turn_text(t) for t in ([] if model.over() else model.turns()))
        if ply == deep or ply % 9 == 0:
            depth = 3 if ply == deep and len(texts) <= 20 else 2
            assert game.perft(state, depth) == model.perft(depth)
        if not texts:
            return
        text = rng.choice(texts)
        move = game.parse_move(state, text)
        model = model.play(next(t for t in model.turns() if turn_text(t) == text))
        if move.remove is not None and rng.random() < 0.5:
            state = state.play(move._replace(remove=None))  # forced if only one can go
            if state.pending is not None:
                check_round_trips(state)  # mid-turn: the pending removal round-trips too
                state = state.play(move._replace(src=None, dst=None))
        else:
            state = state.play(move)


@pytest.mark.parametrize("name", MILL_GAMES)
@examples(4)
@given(seed=st.integers(0, 2**32))
def test_random_games_agree_with_the_reference(name: str, seed: int) -> None:
    random_game(name, seed, {})


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("twelve", {"flying": False, "draw_plies": 6}),
        ("morabaraba", {"draw_plies": 0}),
        ("lasker", {"draw_plies": 5}),
        ("russian", {"flying": False}),
        ("six", {"flying": True, "draw_plies": 8}),
    ],
)
@examples(3)
@given(seed=st.integers(0, 2**32))
def test_random_games_agree_with_the_reference_under_other_options(
    name: str, options: dict[str, object], seed: int
) -> None:
    random_game(name, seed, options)
