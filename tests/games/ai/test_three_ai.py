"""Three Men's Morris: the retrograde solution and the perfect player, checked exhaustively."""

import pytest

from games.ai import accepts_draw, choose_move, levels_for
from games.ai.three import DRAWN, LOST, WON, node_of, solve
from games.registry import get_game
from games.three import ThreeMove, ThreeState

GAME = get_game("three")


def state_of(node: tuple[int, int]) -> ThreeState:
    """Build the interface state of a node: player 1 to move, or player 2 if it has fewer."""
    own, opp = node
    to_move = 1 if own.bit_count() == opp.bit_count() else 2
    first, second = (own, opp) if to_move == 1 else (opp, own)
    code = "".join("1" if first >> p & 1 else "2" if second >> p & 1 else "0" for p in range(9))
    state = GAME.parse_position(f"{code} {to_move} -")
    assert isinstance(state, ThreeState)
    return state


def live_states() -> list[ThreeState]:
    return [
        s
        for s in (state_of(n) for n in solve() if n[0].bit_count() <= n[1].bit_count())
        if s.outcome is None
    ]


def test_the_empty_board_is_a_draw_and_offers_perfect() -> None:
    assert solve()[(0, 0)] == (DRAWN, 0)
    assert "perfect" in levels_for("three")


def test_every_value_agrees_with_the_rules_one_move_ahead() -> None:
    """Values checked through the game interface: a position is won in n if some move reaches a
    position lost in n-1, lost in n if every move reaches a won one (slowest n-1), else drawn."""
    values = solve()
    checked = 0
    for node, (result, plies) in values.items():
        state = state_of(node)
        if node[0].bit_count() > node[1].bit_count():
            continue  # placements alternate, so the mover never has more pieces
        if state.outcome is not None:
            assert state.outcome.winner == 3 - state.to_move
            assert (result, plies) == (LOST, 0)
            continue
        follow = [values[node_of(state.play(m))] for m in state.legal_moves()]
        lost = [p for r, p in follow if r == LOST]
        if result == WON:
            assert lost and plies == min(lost) + 1
        elif result == LOST:
            assert all(r == WON for r, _ in follow)
            assert plies == max(p for _, p in follow) + 1
        else:
            assert not lost and any(r != WON for r, _ in follow)
        checked += 1
    assert checked > 1000


@pytest.mark.parametrize("level", ["perfect", "hard"])
def test_the_perfect_player_never_worsens_its_value(level: str) -> None:
    values = solve()
    for state in live_states():
        result, plies = values[node_of(state)]
        move = choose_move(state, level, 0.05, seed=7)
        assert isinstance(move, ThreeMove)
        after_result, after_plies = values[node_of(state.play(move))]
        if result == WON:
            assert (after_result, after_plies) == (LOST, plies - 1), state
        elif result == DRAWN:
            assert after_result == DRAWN, state


def test_a_draw_keeps_the_opponent_the_most_ways_to_go_wrong() -> None:
    values = solve()
    for state in live_states()[:400]:
        if values[node_of(state)][0] != DRAWN:
            continue
        move = choose_move(state, "perfect", 0.05, seed=1)
        assert isinstance(move, ThreeMove)

        def traps(after: ThreeState) -> int:
            return sum(1 for m in after.legal_moves() if values[node_of(after.play(m))][0] == WON)

        best = max(
            traps(after)
            for after in (state.play(m) for m in state.legal_moves())
            if values[node_of(after)][0] == DRAWN
        )
        assert traps(state.play(move)) == best


def test_the_computer_accepts_a_draw_only_when_not_winning() -> None:
    won = next(s for s in live_states() if solve()[node_of(s)][0] == WON)
    drawn = GAME.initial()
    assert not accepts_draw(won, "perfect", player=won.to_move)
    assert accepts_draw(drawn, "perfect", player=1)
    assert accepts_draw(won, "perfect", player=3 - won.to_move)
