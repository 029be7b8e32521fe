"""The Morris endgame tables: built small (3 v 3), checked entry by entry and in real play."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from games.ai import choose_move, provision, tables
from games.ai.endgame import Tables, available
from games.morris import Morris, MorrisMove, MorrisState
from games.morris_board import DIAGONAL, STANDARD
from games.registry import get_game
from tests.endgames import SmallTables, key, position_of, sample, small_values
from texts import render

pytestmark = pytest.mark.slow  # builds the 3 v 3 tables (about 13 s)


def test_every_entry_agrees_with_its_best_move_one_ply_on(table_dir: Path) -> None:
    solved = tables.build(tables.SMALL, flying=True, directory=table_dir)
    assert tables.mismatches(3, 3, True, solved) == 0


def test_the_sliding_tables_agree_with_their_best_moves_too(small_tables: SmallTables) -> None:
    solved = small_values(small_tables, False, STANDARD)
    assert tables.mismatches(3, 3, False, solved) == 0
    values = solved[3, 3]
    assert (values == -1).any()  # sliding, a side can be blocked: lost with no move


def test_the_table_result_and_length_hold_when_played_out_by_the_rules(three: Tables) -> None:
    # Both sides play the table's best move through the real rules: the game ends exactly as
    # and when the table said.
    for own, opp, value in sample(three, 1, 15, seed=1) + sample(three, -1, 15, seed=2):
        state = position_of(own, opp)
        winner = 1 if value > 0 else 2
        plies = value if value > 0 else -value - 1
        for _ in range(plies):
            best = max(
                state.legal_moves(),
                key=lambda m: key(three, state.play(m)),
            )
            state = state.play(best)
        assert state.outcome is not None and state.outcome.winner == winner


def _move(state: MorrisState, seed: int) -> MorrisMove:
    move = choose_move(state, "hard", 0.05, seed=seed)
    assert isinstance(move, MorrisMove)
    return move


def test_hard_converts_a_won_endgame_in_the_tables_time(
    table_dir: Path, three: Tables, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(provision.TABLES_ENV, str(table_dir))
    for own, opp, value in sample(three, 1, 4, seed=3):
        state = position_of(own, opp)
        for _ in range(value):
            state = state.play(_move(state, seed=1))
        assert state.outcome is not None and state.outcome.winner == 1


def test_hard_never_loses_a_drawn_endgame(
    table_dir: Path, three: Tables, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(provision.TABLES_ENV, str(table_dir))
    for own, opp, _ in sample(three, 0, 3, seed=4):
        state = position_of(own, opp)
        for _ in range(12):
            if state.outcome is not None:
                break
            state = state.play(_move(state, seed=2))
            if state.outcome is None:
                assert three.probe(*state.own_opp()) == 0
        assert state.outcome is None or state.outcome.winner is None


def test_table_order_lists_every_dependency_smallest_first() -> None:
    assert tables.order(((4, 4),)) == [(3, 3), (3, 4), (4, 3), (4, 4)]


def test_the_help_names_exactly_the_tables_the_first_start_builds() -> None:
    help_text = render("help-morris-computer")
    named = {(m, n) for m in range(3, 6) for n in range(3, 6) if f"{m} v {n}" in help_text}
    built = {pair for build in provision.BUILDS for pair in build.pairs}
    # the standard ones by name, the bigger ones as the stronger side's (5 v 3 for 3 v 5 too)
    assert named == set(provision.STANDARD) | {(m, n) for m, n in built if m >= n}


@pytest.mark.parametrize("flying", [True, False])
def test_the_diagonal_board_tables_agree_with_their_moves_one_ply_on(
    small_tables: SmallTables, flying: bool
) -> None:
    solved = small_values(small_tables, flying, DIAGONAL)
    assert tables.mismatches(3, 3, flying, solved, DIAGONAL) == 0
    standard = small_values(small_tables, flying, STANDARD)
    assert not np.array_equal(solved[3, 3], standard[3, 3])  # the diagonals change endgames


def test_twelve_finds_its_own_tables_and_the_other_variants_none(
    small_tables: SmallTables, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = small_tables(True, DIAGONAL)  # built by tables.build
    monkeypatch.setenv(provision.TABLES_ENV, str(folder))
    assert (folder / "diagonal-flying-3v3.npy").exists()
    assert set(available(get_game("twelve")).values) == {(3, 3)}  # type: ignore[arg-type]
    assert not available(Morris()).values
    assert not available(get_game("morabaraba")).values  # type: ignore[arg-type]
