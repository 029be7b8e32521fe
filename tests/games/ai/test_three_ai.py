"""Three Men's Morris: the retrograde solution and the perfect player, checked exhaustively."""

import pytest

from games.ai import accepts_draw, choose_move, levels_for
from games.ai.three import DRAWN, LOST, WON, node_of, offers_draw, solve, value
from games.base import Termination
from games.registry import get_game
from games.three import ThreeMensMorris, ThreeMove, ThreeState

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


def perfect_game(game: ThreeMensMorris, plies: int) -> list[ThreeState]:
    """Return the states of a game between two perfect players, at most ``plies`` long."""
    state = game.initial()
    states = [state]
    for ply in range(plies):
        if state.outcome is not None:
            break
        move = choose_move(state, "perfect", 0.0, seed=ply)
        assert isinstance(move, ThreeMove)
        state = state.play(move)
        states.append(state)
    return states


def test_a_game_between_perfect_players_ends_in_a_repetition_draw_by_default() -> None:
    final = perfect_game(ThreeMensMorris(), 200)[-1]
    assert final.outcome is not None
    assert final.outcome.winner is None
    assert final.outcome.termination is Termination.REPETITION


def first_repetition(states: list[ThreeState]) -> int:
    """Return the index of the first state whose position (and side to move) came before."""
    return next(
        k
        for k, s in enumerate(states)
        if any(t.pieces == s.pieces and t.to_move == s.to_move for t in states[:k])
    )


@pytest.mark.parametrize("repetition_draw", [True, False])
def test_the_computer_offers_a_draw_once_a_drawn_position_repeats(repetition_draw: bool) -> None:
    states = perfect_game(ThreeMensMorris(repetition_draw=repetition_draw), 60)
    first = first_repetition(states)
    assert not any(offers_draw(states[: k + 1]) for k in range(first))
    assert offers_draw(states[: first + 1])
    # With the option on, the position itself holds the history.
    assert offers_draw([states[first]]) is repetition_draw


def test_no_draw_offer_where_a_side_can_win() -> None:
    game = ThreeMensMorris(repetition_draw=False)
    won = game.parse_position("110201202 1 -")  # player 1 wins with 6-3
    assert value(node_of(won))[0] == WON
    assert not offers_draw([won, game.parse_position("110201202 1 -"), won])
