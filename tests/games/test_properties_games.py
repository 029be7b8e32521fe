"""Property tests for every registered game but the mill games (Three Men's Morris, Notakto,
Breakthrough, First Attack, Pleiadis, and any game registered later).

Random games keep each game's invariants, the finite games always end, every position string and
move text round-trips, and arbitrary text raises only ``MoveError`` and changes nothing.
"""

from __future__ import annotations

import contextlib
import itertools
import random
from collections.abc import Callable
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from games.base import Game, MoveError, OptionError, PositionError, State, other
from games.breakthrough import Breakthrough, BreakthroughState
from games.firstattack import FirstAttack
from games.grid import PlacementState
from games.morris import Morris
from games.notakto import Notakto, NotaktoState
from games.pleiadis import Pleiadis, counts
from games.registry import GAMES as REGISTRY
from games.three import ThreeState, has_line
from tests.tiers import examples
from texts import Text, render


def option_extremes(cls: type[Game[Any, Any]]) -> list[Game[Any, Any]]:
    """``cls`` with its defaults, then with each option at each end of its range (a switch
    the other way), then with every option at its least and at its most at once; a
    combination the game refuses is left out."""
    ends = {
        spec.name: (not spec.default,) if spec.kind is bool else (spec.minimum, spec.maximum)
        for spec in cls.option_specs
    }
    asked = [{}, *({name: value} for name, values in ends.items() for value in values)]
    asked += [{name: values[0] for name, values in ends.items()}]
    asked += [{name: values[-1] for name, values in ends.items()}]
    made: list[Game[Any, Any]] = []
    for options in asked:
        with contextlib.suppress(OptionError):
            game = cls(**options)
            if game not in made:
                made.append(game)
    return made


GAMES: list[Game[Any, Any]] = [
    game
    for cls in REGISTRY.values()
    if not issubclass(cls, Morris)  # the mill games: tests/games/test_mill_properties.py
    for game in option_extremes(cls)
]
"""Every registered game but the mill games, at its defaults and its options' extremes: a new
game is tested here the moment it is registered."""
WHICH = st.sampled_from(range(len(GAMES)))
THREE_PLIES = 200
"""Three Men's Morris (or a game with no known bound) may go on for ever: random games stop
after this many plies."""


def ply_bound(game: Game[Any, Any]) -> int:
    """Return a number of plies every game of ``game`` ends within (Three: the cut-off)."""
    if isinstance(game, Notakto):
        return 9 * game.board_count
    if isinstance(game, Breakthrough):
        # Every move takes a pawn one row nearer its goal.
        return 2 * 2 * game.columns * (game.rows - 1)
    if isinstance(game, FirstAttack | Pleiadis):
        return game.size * game.size
    return THREE_PLIES


def random_states(seed: int, game: Game[Any, Any]) -> list[State[Any]]:
    """Play random legal moves from the start; return every state passed."""
    rng = random.Random(seed)
    state = game.initial()
    states = [state]
    for _ in range(ply_bound(game)):
        moves = state.legal_moves()
        if not moves:
            break
        state = state.play(rng.choice(moves))
        states.append(state)
    return states


def check_three(before: ThreeState, after: ThreeState) -> None:
    first, second = after.pieces
    assert first & second == 0
    assert first.bit_count() <= 3 and second.bit_count() <= 3
    assert first.bit_count() - second.bit_count() in (0, 1)
    assert not (has_line(first) and has_line(second))
    assert not has_line(after.pieces[after.to_move - 1])
    mover = before.to_move
    gained = after.pieces[mover - 1] & ~before.pieces[mover - 1]
    assert gained.bit_count() == 1
    assert after.pieces[2 - mover] == before.pieces[2 - mover]


def check_notakto(before: NotaktoState, after: NotaktoState) -> None:
    changed = [
        i for i, (a, b) in enumerate(zip(before.boards, after.boards, strict=True)) if a != b
    ]
    assert len(changed) == 1
    board = changed[0]
    assert before.live(board)
    assert (after.boards[board] & ~before.boards[board]).bit_count() == 1
    assert after.boards[board] & before.boards[board] == before.boards[board]
    assert (after.outcome is None) == bool(after.live_boards())


def check_breakthrough(before: BreakthroughState, after: BreakthroughState) -> None:
    game = after.game
    first, second = after.pieces
    assert first & second == 0
    mover = before.to_move
    own_before, own_after = before.pieces[mover - 1], after.pieces[mover - 1]
    left, arrived = own_before & ~own_after, own_after & ~own_before
    assert left.bit_count() == arrived.bit_count() == 1
    src, dst = left.bit_length() - 1, arrived.bit_length() - 1
    forward = 1 if mover == 1 else -1
    assert dst // game.columns - src // game.columns == forward
    assert abs(dst % game.columns - src % game.columns) <= 1
    lost = before.pieces[2 - mover] & ~after.pieces[2 - mover]
    assert lost in (0, arrived)
    if lost:
        assert dst % game.columns != src % game.columns


def check_placement(before: PlacementState, after: PlacementState) -> None:
    game = after.game
    mover = before.to_move
    placed = after.pieces[mover - 1] & ~before.pieces[mover - 1]
    assert placed.bit_count() == 1
    assert after.pieces[2 - mover] == before.pieces[2 - mover]
    square = placed.bit_length() - 1
    assert not (before.pieces[0] | before.pieces[1]) >> square & 1
    if isinstance(game, FirstAttack):
        game.check_pawns(after.pieces)  # no two pawns that block each other in line
    elif isinstance(game, Pleiadis):
        own, opp = counts(before.pieces, mover, game.neighbours[square])
        assert opp <= own


def check_nothing_more(before: State[Any], after: State[Any]) -> None:
    """A game with no invariants of its own here: the shared contract is checked alone."""


CHECKS: dict[type[State[Any]], Callable[[Any, Any], None]] = {
    ThreeState: check_three,
    NotaktoState: check_notakto,
    BreakthroughState: check_breakthrough,
    PlacementState: check_placement,
}


@examples(60)
@given(seed=st.integers(0, 2**32), which=WHICH)
def test_random_games_never_reach_an_illegal_state(seed: int, which: int) -> None:
    game = GAMES[which]
    states = random_states(seed, game)
    for before, after in itertools.pairwise(states):
        assert after.to_move == other(before.to_move)
        assert before.outcome is None
        check: Callable[[Any, Any], None] = CHECKS.get(type(after), check_nothing_more)
        check(before, after)
    for state in states:
        assert (state.outcome is None) == bool(state.legal_moves())


@examples(60)
@given(seed=st.integers(0, 2**32), which=WHICH)
def test_the_finite_games_always_end(seed: int, which: int) -> None:
    game = GAMES[which]
    final = random_states(seed, game)[-1]
    if ply_bound(game) != THREE_PLIES:  # a game with a bound on its length
        assert final.outcome is not None
        assert final.outcome.winner in (1, 2)


@examples(40)
@given(seed=st.integers(0, 2**32), which=WHICH)
def test_position_strings_and_move_texts_round_trip(seed: int, which: int) -> None:
    game = GAMES[which]
    for state in random_states(seed, game)[::3]:
        again = game.parse_position(state.position())
        assert again == state
        assert again.position() == state.position()
        assert again.outcome == state.outcome
        for move in state.legal_moves():
            assert game.parse_move(state, game.format_move(move)) == move


@examples(300)
@given(text=st.text(max_size=12), seed=st.integers(0, 10**6), which=WHICH)
def test_arbitrary_text_raises_only_move_errors_and_changes_nothing(
    text: str, seed: int, which: int
) -> None:
    game = GAMES[which]
    states = random_states(seed, game)
    state = states[len(states) // 2]
    before = state.position()
    try:
        move = game.parse_move(state, text)
    except MoveError as error:
        assert render(Text(error.key, error.params))  # a catalogue text it fills
    else:
        state.play(move)
    assert state.position() == before


@examples(300)
@given(text=st.text(alphabet="abcxyzABC0123456789- ", max_size=8), which=WHICH)
def test_move_like_text_raises_only_move_errors(text: str, which: int) -> None:
    state = GAMES[which].initial()
    with contextlib.suppress(MoveError):
        GAMES[which].parse_move(state, text)


@examples(300)
@given(text=st.text(alphabet="WBX.0123456789/ 12-", max_size=40), which=WHICH)
def test_arbitrary_position_text_raises_only_position_errors(text: str, which: int) -> None:
    with contextlib.suppress(PositionError):
        GAMES[which].parse_position(text)
