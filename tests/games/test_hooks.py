"""The hooks front ends and engines ask a game instead of guessing: the identity of its rules,
how a move splits into clickable steps, and the button grid and page of a step."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from typing import Any

import pytest

from games.base import Game, State
from games.morris import MorrisMove
from games.morris_board import POINT_INDEX as P
from games.registry import GAMES, get_game

CASES: list[tuple[str, dict[str, object]]] = [
    ("morris", {}),
    ("morris", {"flying": False}),
    ("three", {}),
    ("notakto", {}),
    ("notakto", {"boards": 5}),
    ("breakthrough", {}),
    ("breakthrough", {"rows": 6, "columns": 26}),  # column x: an x that removes nothing
    ("firstattack", {}),
    ("pleiadis", {"size": 12}),
]
IDS = [f"{name}{options or ''}" for name, options in CASES]


def positions(game: Game[Any, Any], seed: int, games: int = 6) -> list[State[Any]]:
    """Every position of a few random games (Morris removals sometimes left pending)."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = game.initial()
        found.append(state)
        while moves := state.legal_moves():
            move = rng.choice(moves)
            if isinstance(move, MorrisMove) and move.dst is not None and rng.random() < 0.5:
                move = move._replace(remove=None)
            state = state.play(move)
            found.append(state)
    return found


def legal_steps(game: Game[Any, Any], seed: int) -> set[str]:
    """Every step of every legal move in :func:`positions`."""
    return {
        step
        for state in positions(game, seed)
        for move in state.legal_moves()
        for step in game.move_steps(move)
    }


def test_the_identity_names_the_rules_with_every_option() -> None:
    assert get_game("morris").identity == "morris(draw_plies=100,flying=true)"
    assert get_game("morris", flying=False, draw_plies=0).identity == (
        "morris(draw_plies=0,flying=false)"
    )
    assert get_game("notakto", boards=5).identity == "notakto(boards=5)"


def test_different_rules_have_different_identities() -> None:
    games = [get_game(name, **options) for name, options in CASES]
    games += [get_game(name) for name in GAMES]
    by_identity = {game.identity: game for game in games}
    assert len(by_identity) == len(set(games))
    assert all(game == by_identity[game.identity] for game in games)


def test_the_identity_is_the_same_in_another_process() -> None:
    code = (
        "import json; from games.registry import get_game; "
        f"print(json.dumps([get_game(n, **o).identity for n, o in {CASES!r}]))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    assert json.loads(done.stdout) == [get_game(n, **o).identity for n, o in CASES]


@pytest.mark.parametrize(("name", "options"), CASES, ids=IDS)
def test_the_steps_of_a_move_make_its_text(name: str, options: dict[str, object]) -> None:
    game = get_game(name, **options)
    for state in positions(game, seed=1):
        for move in state.legal_moves():
            steps = game.move_steps(move)
            assert steps and all(steps)
            assert "".join(steps) == game.format_move(move)


@pytest.mark.parametrize(
    ("move", "steps"),
    [
        (MorrisMove(None, P["d6"]), ("d6",)),
        (MorrisMove(P["a1"], P["a4"]), ("a1", "-a4")),
        (MorrisMove(P["a1"], P["a4"], P["g7"]), ("a1", "-a4", "xg7")),
        (MorrisMove(None, P["d6"], P["g7"]), ("d6", "xg7")),
        (MorrisMove(None, None, P["g7"]), ("xg7",)),
    ],
)
def test_a_morris_turn_is_clicked_point_by_point(move: MorrisMove, steps: tuple[str, ...]) -> None:
    assert get_game("morris").move_steps(move) == steps


@pytest.mark.parametrize(
    ("name", "move", "steps"),
    [
        ("three", "5", ("5",)),
        ("three", "1-8", ("1", "-8")),
        ("breakthrough", "b2-c3", ("b2", "-c3")),
        ("notakto", "A4", ("A4",)),
        ("firstattack", "c1", ("c1",)),
    ],
)
def test_other_games_split_a_move_where_a_player_clicks(
    name: str, move: str, steps: tuple[str, ...]
) -> None:
    game = get_game(name)
    state = game.initial()
    if name == "three" and "-" in move:
        state = game.parse_position("110201202 1 -")
    assert game.move_steps(game.parse_move(state, move)) == steps


def test_only_a_morris_removal_is_a_removal_step() -> None:
    morris = get_game("morris")
    assert morris.is_removal_step("xg7")
    assert not any(map(morris.is_removal_step, ("g7", "-g7", "x", "xz9", "a1-a4xg7")))
    assert not get_game("breakthrough", columns=26).is_removal_step("x2")


def test_three_mens_morris_clicks_on_a_grid_in_either_notation() -> None:
    game = get_game("three")
    numbers = (("1", "2", "3"), ("4", "5", "6"), ("7", "8", "9"))
    assert game.click_grid("5") == numbers
    assert game.click_grid("-9") == tuple(tuple(f"-{n}" for n in row) for row in numbers)
    coordinates = (("a3", "b3", "c3"), ("a2", "b2", "c2"), ("a1", "b1", "c1"))
    assert game.click_grid("-a1") == tuple(tuple(f"-{n}" for n in row) for row in coordinates)
    assert game.click_grid("c2") == coordinates
    assert [game.click_grid(s) for s in ("0", "10", "d1", "a4", "--5")] == [None] * 5


def test_notakto_clicks_on_the_board_of_the_step_and_pages_by_board() -> None:
    game = get_game("notakto")
    assert game.click_grid("B4") == (("B0", "B1", "B2"), ("B3", "B4", "B5"), ("B6", "B7", "B8"))
    assert game.step_group("C7") == "C"
    assert game.click_grid("B9") is None and game.step_group("-B4") is None


@pytest.mark.parametrize("name", ["morris", "breakthrough", "firstattack", "pleiadis"])
def test_other_games_have_no_grid_and_no_groups(name: str) -> None:
    game = get_game(name)
    step = game.move_steps(game.initial().legal_moves()[0])[0]
    assert game.click_grid(step) is None and game.step_group(step) is None
