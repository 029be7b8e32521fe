"""First Attack and Pleiadis: exact play checked exhaustively, the reflection strategy in play."""

import random
from functools import cache
from typing import Any

import pytest

from games.ai import choose_move
from games.ai.arena import level_player, play_game, random_player
from games.base import State
from games.grid import PlacementMove, PlacementState
from games.registry import get_game

GAMES = (
    [("firstattack", {"size": n}) for n in range(1, 6)]
    + [("firstattack", {"size": n, "colours": True}) for n in range(1, 6)]
    + [("pleiadis", {"size": n}) for n in (2, 3)]
)


def reachable(start: PlacementState) -> list[PlacementState]:
    """Every position reachable from ``start`` (the game not over), each once."""
    seen = {start.pieces: start}
    stack = [start]
    while stack:
        state = stack.pop()
        for move in state.legal_moves():
            after = state.play(move)
            if after.pieces not in seen:
                seen[after.pieces] = after
                stack.append(after)
    return [s for s in seen.values() if s.outcome is None]


def reference_wins(game: Any) -> Any:
    """A plain memoised search through the game interface: True if the mover wins."""

    @cache
    def wins(pieces: tuple[int, int], to_move: int) -> bool:
        state = PlacementState(game, pieces, to_move)
        return any(not wins(state.play(m).pieces, 3 - to_move) for m in state.legal_moves())

    return wins


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), GAMES)
def test_hard_always_moves_to_a_lost_position_when_one_exists(
    name: str, options: dict[str, object]
) -> None:
    game = get_game(name, **options)
    wins = reference_wins(game)
    won = [s for s in reachable(game.initial()) if wins(s.pieces, s.to_move)]
    for state in won:
        move = choose_move(state, "hard", 1.0, seed=1)
        assert isinstance(move, PlacementMove)
        after = state.play(move)
        assert not wins(after.pieces, after.to_move), (state, move)
    assert won


def greedy_player(seed: int) -> Any:
    """Place where the opponent is left the fewest open squares (ties at random)."""
    rng = random.Random(seed)

    def play(state: State[Any]) -> PlacementMove:
        moves: list[PlacementMove] = list(state.legal_moves())
        rng.shuffle(moves)
        return min(moves, key=lambda m: len(state.play(m).legal_moves()))

    return play


@pytest.mark.slow
@pytest.mark.parametrize("size", [5, 7, 9, 11])
def test_the_pleiadis_first_player_strategy_wins_against_random_and_greedy(size: int) -> None:
    start = get_game("pleiadis", size=size).initial()
    for seed in range(12):
        opponent = random_player(seed) if seed % 2 else greedy_player(seed)
        record = play_game(start, level_player("hard", 0.05, seed), opponent)
        assert record.winner == 1, (size, seed)


def test_the_strategy_opens_in_the_centre_and_answers_by_reflection() -> None:
    game = get_game("firstattack", size=7)
    state = game.initial()
    centre = choose_move(state, "hard", 0.05)
    assert centre == PlacementMove(24)
    state = state.play(centre).play(PlacementMove(1))  # b1
    assert choose_move(state, "hard", 0.05) == PlacementMove(47)  # f7, through the centre
