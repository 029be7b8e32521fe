"""The Morris endgame tables: built small (3 v 3), checked entry by entry and in real play."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from bot.service import MatchService
from bot.storage import open_database
from games.ai import choose_move, provision, tables
from games.ai.endgame import Tables, available, first_missed_win
from games.morris import Morris, MorrisMove, MorrisState
from games.morris_board import DIAGONAL, points_of
from games.registry import get_game
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD, InlineProvider, mention
from texts import render

pytestmark = pytest.mark.slow  # builds the 3 v 3 tables (about 13 s)

GAME = get_game("morris")


@pytest.fixture(scope="module")
def table_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A directory holding the 3 v 3 tables with flying, built once for this module."""
    folder = tmp_path_factory.mktemp("tables")
    tables.build(tables.SMALL, flying=True, directory=folder)
    return folder


@pytest.fixture(scope="module")
def three(table_dir: Path) -> Tables:
    return Tables(
        "morris(flying=true)", {(3, 3): np.load(provision.table_path(3, 3, True, table_dir))}
    )


def position_of(own: int, opp: int, mover: str = "W") -> MorrisState:
    """Return the moving-phase position with ``own`` for ``mover`` and ``opp`` for the other."""
    board = ["."] * 24
    for p in points_of(own):
        board[p] = mover
    for p in points_of(opp):
        board[p] = "B" if mover == "W" else "W"
    state = GAME.parse_position(f"{''.join(board)} {mover} 0/0 - -")
    assert isinstance(state, MorrisState)
    return state


def sample(found: Tables, sign: int, count: int, seed: int) -> list[tuple[int, int, int]]:
    """Return ``count`` random 3 v 3 positions whose value has ``sign``: (own, opp, value)."""
    rng = random.Random(seed)
    picked: list[tuple[int, int, int]] = []
    while len(picked) < count:
        points = rng.sample(range(24), 6)
        own = sum(1 << p for p in points[:3])
        opp = sum(1 << p for p in points[3:])
        value = found.probe(own, opp)
        assert value is not None
        if np.sign(value) == sign and not position_of(own, opp).outcome:
            picked.append((own, opp, value))
    return picked


def test_every_entry_agrees_with_its_best_move_one_ply_on(table_dir: Path) -> None:
    solved = tables.build(tables.SMALL, flying=True, directory=table_dir)
    assert tables.mismatches(3, 3, True, solved) == 0


def test_the_sliding_tables_agree_with_their_best_moves_too() -> None:
    solved = tables.solve(3, 3, False, {})
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
                key=lambda m: _key(three, state.play(m)),
            )
            state = state.play(best)
        assert state.outcome is not None and state.outcome.winner == winner


def _key(found: Tables, after: MorrisState) -> int:
    """Order a move by the table value it leaves, from the mover's side (best is largest)."""
    if after.outcome is not None:
        return 20_000
    child = found.probe(*after.own_opp())
    assert child is not None
    return 10_000 + child if child < 0 else 0 if child == 0 else -10_000 + child


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


def test_the_first_missed_win_is_found_and_a_kept_win_is_not(three: Tables) -> None:
    own, opp, value = sample(three, 1, 1, seed=5)[0]
    state = position_of(own, opp)
    start = state.position()
    moves = state.legal_moves()
    spoilers = [m for m in moves if _key(three, state.play(m)) <= 0]
    keepers = [m for m in moves if _key(three, state.play(m)) > 0]
    assert spoilers and keepers
    spoiler = GAME.format_move(spoilers[0])
    missed = first_missed_win([spoiler], found=three, start=start)
    assert missed is not None
    assert (missed.ply, missed.player, missed.move, missed.won_in) == (1, 1, spoiler, value)
    assert spoiler in missed.describe()
    kept = GAME.format_move(keepers[0])
    assert first_missed_win([kept], found=three, start=start) is None


def test_without_tables_no_missed_win_is_claimed() -> None:
    assert first_missed_win(["d6", "d2"], found=Tables("morris(flying=true)", {})) is None


def test_table_order_lists_every_dependency_smallest_first() -> None:
    assert tables.order(((4, 4),)) == [(3, 3), (3, 4), (4, 3), (4, 4)]


def test_the_help_names_exactly_the_tables_hard_uses() -> None:
    help_text = render("help-morris-computer")
    named = {(m, n) for m in range(3, 6) for n in range(3, 6) if f"{m} v {n}" in help_text}
    assert named == set(provision.STANDARD)


async def test_the_export_of_a_match_names_its_missed_win(
    three: Tables, table_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    own, opp, _ = sample(three, 1, 1, seed=5)[0]
    state = position_of(own, opp)
    spoiler = next(m for m in state.legal_moves() if _key(three, state.play(m)) <= 0)
    monkeypatch.setenv("MORRISBOT_TABLES", str(table_dir))
    repo = await open_database(tmp_path / "games.db")
    service = MatchService(repo, provider=InlineProvider())
    try:
        await service.resume()
        await service.challenge(
            GUILD, CHANNEL, ALICE, BOB, "morris", first="me", position=state.position()
        )
        await service.accept(GUILD, CHANNEL, BOB)
        await service.move(GUILD, CHANNEL, ALICE, GAME.format_move(spoiler))
        over = await service.resign(GUILD, CHANNEL, ALICE)
        exported = await service.export(GUILD, CHANNEL, ALICE, over.match.id)
    finally:
        await service.close()
        await repo.close()
    assert exported.missed_win is not None and exported.missed_win in exported.lines
    text = render(exported.missed_win, person=mention)
    assert text.startswith(f"Missed win: move 1 ({GAME.format_move(spoiler)}) by {mention(ALICE)}")


@pytest.mark.parametrize("flying", [True, False])
def test_the_diagonal_board_tables_agree_with_their_moves_one_ply_on(flying: bool) -> None:
    solved = tables.solve(3, 3, flying, {}, board=DIAGONAL)
    assert tables.mismatches(3, 3, flying, solved, DIAGONAL) == 0
    standard = tables.solve(3, 3, flying, {})
    assert not np.array_equal(solved[3, 3], standard[3, 3])  # the diagonals change endgames


def test_twelve_finds_its_own_tables_and_the_other_variants_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(provision.TABLES_ENV, str(tmp_path))
    tables.build(tables.SMALL, flying=True, directory=tmp_path, board=DIAGONAL)
    assert (tmp_path / "diagonal-flying-3v3.npy").exists()
    assert set(available(get_game("twelve")).values) == {(3, 3)}  # type: ignore[arg-type]
    assert not available(Morris()).values
    assert not available(get_game("morabaraba")).values  # type: ignore[arg-type]
