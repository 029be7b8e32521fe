"""Property tests: random Nine Men's Morris games keep every invariant; every text round-trips."""

from __future__ import annotations

import contextlib
import itertools
import random

from hypothesis import given
from hypothesis import strategies as st

from games.base import Game, MoveError
from games.morris import Morris, MorrisState
from games.morris_board import STANDARD
from tests.tiers import examples
from texts import Text, render

GAMES = [Morris(), Morris(flying=False), Morris(draw_plies=12)]


def random_states(seed: int, game: Morris, plies: int = 300) -> list[MorrisState]:
    """Play a random game (leaving some removals pending) and return every state it passed."""
    rng = random.Random(seed)
    state = game.initial()
    states = [state]
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        if move.remove is not None and move.dst is not None and rng.random() < 0.5:
            move = move._replace(remove=None)
        state = state.play(move)
        states.append(state)
    return states


def check_invariants(before: MorrisState, after: MorrisState) -> None:
    white, black = after.pieces
    assert white & black == 0
    for player in (1, 2):
        assert 0 <= after.hands[player - 1] <= 9
        assert after.pieces[player - 1].bit_count() + after.hands[player - 1] <= 9
    lost = [
        (before.pieces[i] & ~after.pieces[i]) & ~(after.pieces[0] | after.pieces[1]) for i in (0, 1)
    ]
    if after.pending_removal is None and before.pending_removal is None:
        assert after.to_move != before.to_move
    mover = before.to_move
    victim_lost = lost[2 - mover]
    if victim_lost:
        assert victim_lost.bit_count() == 1
        assert victim_lost & STANDARD.removable(before.pieces[2 - mover])
    hand_drop = sum(before.hands) - sum(after.hands)
    assert hand_drop in (0, 1)


@examples(40)
@given(seed=st.integers(0, 2**32), which=st.sampled_from(range(len(GAMES))))
def test_random_games_never_reach_an_illegal_state(seed: int, which: int) -> None:
    states = random_states(seed, GAMES[which])
    for before, after in itertools.pairwise(states):
        check_invariants(before, after)
    final = states[-1]
    assert (final.outcome is None) == bool(final.legal_moves())


@examples(30)
@given(seed=st.integers(0, 2**32), which=st.sampled_from(range(len(GAMES))))
def test_position_strings_and_move_texts_round_trip(seed: int, which: int) -> None:
    game = GAMES[which]
    for state in random_states(seed, game, plies=150):
        assert game.parse_position(state.position()) == state
        if state.pending is None:
            assert (
                game.parse_position(Morris.to_classic(state)).position().split()[:3]
                == (state.position().split()[:3])
            )
        for move in state.legal_moves():
            assert game.parse_move(state, game.format_move(move)) == move


@examples(20)
@given(seed=st.integers(0, 2**32), which=st.sampled_from(range(len(GAMES))))
def test_the_full_turn_of_a_step_names_every_removal_it_makes(seed: int, which: int) -> None:
    for state in random_states(seed, GAMES[which], plies=120)[::3]:
        if state.pending is not None:
            continue
        legal = state.legal_moves()
        for step in {move._replace(remove=None) for move in legal}:
            after = state.play(step)
            turn = state.full_turn(step)
            if after.pending_removal is not None:
                assert turn == step
            else:
                assert turn in legal
                assert state.play(turn) == after


@examples(300)
@given(text=st.text(max_size=20), seed=st.integers(0, 10**6))
def test_arbitrary_text_raises_only_move_errors_and_changes_nothing(text: str, seed: int) -> None:
    states = random_states(seed, GAMES[0], plies=60)
    state = states[-1]
    before = state.position()
    try:
        move = state.game.parse_move(state, text)
    except MoveError as error:
        assert render(Text(error.key, error.params))  # a catalogue text it fills
    else:
        state.play(move)
    assert state.position() == before


@examples(300)
@given(text=st.text(alphabet="abcdefgx1234567890- ", max_size=12), seed=st.integers(0, 10**6))
def test_move_like_text_raises_only_move_errors(text: str, seed: int) -> None:
    state = random_states(seed, GAMES[0], plies=40)[-1]
    with contextlib.suppress(MoveError):
        state.game.parse_move(state, text)


@examples(25)
@given(seed=st.integers(0, 2**32), which=st.sampled_from(range(len(GAMES))))
def test_fast_perft_matches_the_interface_mid_game(seed: int, which: int) -> None:
    game = GAMES[which]
    states = random_states(seed, game, plies=80)
    state = random.Random(seed).choice(states)
    assert game.perft(state, 2) == Game.perft(game, state, 2)
