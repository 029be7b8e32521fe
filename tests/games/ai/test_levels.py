"""Every level of every game: legal moves within the time budget, easy taking a win in one and
hard beating random play. How much stronger each level is than the next is measured, with
intervals, by ``python -m bench.ai_strength`` (docs/engine.md), not asserted here."""

import itertools
import math
import random
import time
from collections.abc import Hashable
from typing import Any

import pytest

from games.ai import LEVELS, choose_move, choose_move_text, levels_for
from games.ai.arena import Player, level_player, play_game, random_player
from games.ai.morris import forget_kept, move_of, search_morris
from games.base import State
from games.morris import MorrisState
from games.registry import GAMES, get_game

BUDGET_S = 0.1
MARGIN_S = 1.0
"""Processor time a move may take beyond its budget. It is this process's processor time, not
the wall clock's: a search that keeps its deadline spends less of it, however busy the machine
(a loaded machine slows the wall clock, never adds processor time), so the check is of the
budget kept, not of the machine's speed."""


VARIANTS: list[tuple[str, dict[str, object]]] = [(name, {}) for name in sorted(GAMES)] + [
    ("morris", {"flying": False, "draw_plies": 0}),
    ("notakto", {"boards": 1}),
    ("notakto", {"boards": 5}),
    ("breakthrough", {"rows": 5, "columns": 2}),
    ("breakthrough", {"rows": 26, "columns": 26}),
    ("firstattack", {"size": 12}),
    ("firstattack", {"size": 9, "colours": True}),
    ("pleiadis", {"size": 2}),
    ("pleiadis", {"size": 12}),
]


def random_positions(
    name: str, count: int, seed: int, options: dict[str, object] | None = None
) -> list[State[Any]]:
    """Positions reached by random play from the start (the start included), games not over."""
    rng = random.Random(seed)
    game = get_game(name, **(options or {}))
    found: list[State[Any]] = []
    while len(found) < count:
        state = game.initial()
        for _ in range(rng.randrange(0, 60)):
            if state.outcome is not None:
                break
            state = state.play(rng.choice(list(state.legal_moves())))
        if state.outcome is None:
            found.append(state)
    return found


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_every_level_returns_legal_moves_within_the_budget(
    name: str, options: dict[str, object]
) -> None:
    positions = random_positions(name, 10, seed=len(name), options=options)
    for level in levels_for(name):  # a level's one-time set-up (the Six solution) is no move's
        choose_move(positions[0], level, BUDGET_S, seed=0)
    for index, state in enumerate(positions):
        for level in levels_for(name):
            began = time.process_time()
            move = choose_move(state, level, BUDGET_S, seed=index)
            elapsed = time.process_time() - began
            assert move in state.legal_moves(), (level, state)
            assert elapsed < BUDGET_S + MARGIN_S, (level, elapsed, state)


def winner_after(state: State[Any], move: Any) -> int | None:
    outcome = state.play(move).outcome
    return None if outcome is None else outcome.winner


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_easy_never_ignores_a_win_in_one_move(name: str, options: dict[str, object]) -> None:
    """Along random games, every position where a move wins at once (Notakto has none: the
    player who kills the last board loses)."""
    rng = random.Random(7)
    game = get_game(name, **options)
    checked = 0
    for _ in range(20):
        state = game.initial()
        while state.outcome is None and checked < 25:
            moves = list(state.legal_moves())
            if any(winner_after(state, m) == state.to_move for m in moves):
                move = choose_move(state, "easy", BUDGET_S, seed=checked)
                assert winner_after(state, move) == state.to_move, state
                checked += 1
            state = state.play(rng.choice(moves))
    assert checked or name == "notakto"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_process_pool_entry_point_returns_move_text(name: str) -> None:
    game = get_game(name)
    state = game.initial()
    text = choose_move_text(name, dict(game.options), state.position(), "hard", BUDGET_S, 3)
    assert game.parse_move(state, text) in state.legal_moves()


def test_unknown_levels_and_finished_games_are_refused() -> None:
    state = get_game("morris").initial()
    with pytest.raises(ValueError, match="unknown level 'brutal'"):
        choose_move(state, "brutal", BUDGET_S)
    with pytest.raises(ValueError, match="choose one of easy, medium, hard"):
        choose_move(state, "perfect", BUDGET_S)
    assert set(levels_for("morris")) <= set(LEVELS)


# First Attack 5x5 lasts about five moves and is won for the first player, so a random first
# player wins it quite often by luck; on 7x7 it must find a perfect line through more moves.
MATCH_OPTIONS: dict[str, dict[str, object]] = {"firstattack": {"size": 7}}
# hard's budget is wall time, and a full run shares the cores with heavier tests. In the mill
# games a starved search drew three clean-clone runs: Nine Men's Morris game 5 at ply 41 (none
# of 800 games alone at 0.001 to 0.15 s a move was drawn); Six Men's Morris game 2, where random
# won a piece and hard, behind, took the draw; Russian Mill game 8, where hard, 9 pieces to 4
# with no paying mill left, went round in circles. So there hard searches to a fixed depth,
# whatever the load: the same moves in every run. At depth 3 it won 40 of 40 games in each mill
# game (at depth 2 it drew one in Six Men's Morris and lost another).
MATCH_BUDGET_S = 0.2
MATCH_DEPTH = 3


def hard_player(start: State[Any], seed: int) -> Player:
    """``hard`` for a match from ``start``: its search in the mill games to
    :data:`MATCH_DEPTH` plies from a fresh table, elsewhere to its time budget."""
    if not isinstance(start, MorrisState):
        return level_player("hard", MATCH_BUDGET_S, seed=seed)
    for side in (1, 2):
        forget_kept(start.game.identity, side)
    seeds = itertools.count(seed)

    def play(state: State[Any]) -> Hashable:
        assert isinstance(state, MorrisState)
        found = search_morris(state, "hard", math.inf, next(seeds), max_depth=MATCH_DEPTH)
        return move_of(state, found.move)

    return play


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(GAMES))
def test_hard_beats_random_every_time(name: str) -> None:
    start = get_game(name, **MATCH_OPTIONS.get(name, {})).initial()
    for game_no in range(10):
        hard = hard_player(start, seed=game_no)
        rand = random_player(seed=game_no)
        if game_no % 2 == 0:
            assert play_game(start, hard, rand).winner == 1, game_no
        else:
            assert play_game(start, rand, hard).winner == 2, game_no
