"""The Nine Men's Morris engine on positions with one right answer."""

import dataclasses

import pytest

from games.ai import accepts_draw, choose_move
from games.ai.endgame import available
from games.ai.morris import (
    CONTEMPT,
    EXTENSIONS,
    FEATURES,
    KEPT_TABLES,
    WEIGHTS,
    MorrisProblem,
    history_keys,
    kept_table,
    root_of,
    searched_in_c,
    side_features,
    side_score,
)
from games.ai.search import WIN, Search, search
from games.mill_rules import Variant
from games.morris import Morris, MorrisMove, MorrisState
from games.morris_board import POINT_INDEX, STANDARD, Turn
from games.registry import GAMES, get_game

GAME = get_game("morris")


def position(
    white: str, black: str, side: str, hands: str = "0/0", pending: str = "-"
) -> MorrisState:
    """Build a position from space-separated point names."""
    board = ["."] * 24
    for name in white.split():
        board[POINT_INDEX[name]] = "W"
    for name in black.split():
        board[POINT_INDEX[name]] = "B"
    state = GAME.parse_position(f"{''.join(board)} {side} {hands} {pending} -")
    assert isinstance(state, MorrisState)
    return state


def play(state: MorrisState, level: str, budget_s: float = 0.2) -> tuple[MorrisMove, MorrisState]:
    move = choose_move(state, level, budget_s, seed=3)
    assert isinstance(move, MorrisMove)
    return move, state.play(move)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_takes_a_win_in_one_move(level: str) -> None:
    # White closes a7-d7-g7 with g4-g7 and takes black's third-last piece.
    state = position("a7 d7 g4 a1 b2 f2", "c3 e3 d2", "W")
    move, after = play(state, level)
    assert (move.src, move.dst) == (POINT_INDEX["g4"], POINT_INDEX["g7"])
    assert after.outcome is not None and after.outcome.winner == 1


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_mill_threat_in_the_placing_phase_is_blocked(level: str) -> None:
    # One piece each already taken: blocked at every depth from 1 to 8. With seven in hand
    # each, hard's 7-ply iteration alone prefers f4 (a piece for the placements to come, the
    # judgement issue 39 is about), so the move would depend on the depth the budget reaches.
    state = position("a1 e3", "d6 f6", "W", hands="6/6")
    move, _ = play(state, level)
    assert move.dst == POINT_INDEX["b6"]


def test_hard_prefers_its_own_mill_to_blocking() -> None:
    # White can close a1-d1-g1 now and remove a piece of black's threat instead of blocking.
    state = position("a1 g1", "d6 f6", "W", hands="7/7")
    move, _ = play(state, "hard")
    assert move.dst == POINT_INDEX["d1"]
    assert move.remove in (POINT_INDEX["d6"], POINT_INDEX["f6"])


def test_a_pending_removal_is_completed_with_a_legal_removal() -> None:
    state = position("a7 d7 g7 b2", "c3 e3 d2 f4", "W", hands="4/5", pending="g7")
    assert state.pending_removal is not None
    move = choose_move(state, "hard", 0.1, seed=1)
    assert isinstance(move, MorrisMove)
    assert move.src is None and move.dst is None and move.remove is not None
    assert move in state.legal_moves()


def test_the_mid_turn_root_rebuilds_the_position_before_the_step() -> None:
    state = position("a7 d7 g7", "c3 e3", "W", hands="5/6", pending="g7")
    node, finishing = root_of(state)
    assert node[2] == 6  # the placement is undone: six in hand again
    assert finishing is not None and {t.dst for t in finishing} == {POINT_INDEX["g7"]}
    assert all(t.src == -1 for t in finishing)


def test_a_draw_offer_is_declined_when_winning_and_accepted_when_not() -> None:
    state = position("a7 d7 g7 a4 a1 d1 b6 d2 f2", "c5 e3 g1", "B")
    assert not accepts_draw(state, "hard", player=1)
    assert accepts_draw(state, "hard", player=2)


def test_the_move_limit_scores_as_a_draw() -> None:
    problem = MorrisProblem(Morris().mill)
    state = position("a7 d7 g4 a1 b2 f2", "c3 e3 d2", "W")
    node, _ = root_of(state)
    assert problem.result(node) is None
    assert problem.result((*node[:4], 100, *node[5:])) == 0


REPEATED = (
    "....B......B..BW...WW... B 0/0 - e5-c4,g7-f2,b4-b6,g1-c3,b6-d6,g4-d2,d5-a7,f2-e5,c4-d7,"
    "e5-g7,a7-g4,g7-a4,d7-c4,a4-f2"
)


def test_a_position_seen_once_before_is_not_taken_for_a_draw() -> None:
    # g4-a7 returns to a position seen once: that is no draw (the rule needs a third
    # occurrence), and it loses at once to c3-b2xd6. Blocking b2 holds for now.
    state = GAME.parse_position(REPEATED)
    move = choose_move(state, "hard", 0.3, seed=1)
    assert isinstance(move, MorrisMove)
    after = state.play(move)
    for reply in after.legal_moves():
        outcome = after.play(reply).outcome
        assert outcome is None or outcome.winner != 1, f"{move} loses at once to {reply}"


def test_the_search_draws_only_on_the_third_occurrence() -> None:
    problem = MorrisProblem(Morris().mill)
    state = GAME.parse_position(REPEATED)
    node, _ = root_of(state)
    key = problem.key(node)
    once = Search(problem, float("inf"), history=[key])
    twice = Search(problem, float("inf"), history=[key, key])
    assert once.negamax(node, 2, -WIN - 1, WIN + 1, 1) != 0
    assert twice.negamax(node, 2, -WIN - 1, WIN + 1, 1) == 0


def test_a_leaf_is_extended_when_either_side_is_nearly_shut_in() -> None:
    problem = MorrisProblem(Morris(flying=False).mill)
    # Black's a7 and d7 are shut in and g1 has two steps: White to move could block it.
    black_cramped, _ = root_of(position("a4 g7 d6 c4 e4", "a7 d7 g1", "W"))
    white_cramped, _ = root_of(position("a4 g7 d6 c4 e4", "a7 d7 g1", "B"))
    roomy, _ = root_of(position("a4 g7 d6 c4 e4", "b2 f2 g1", "W"))
    assert problem.extend(black_cramped)
    assert problem.extend(white_cramped)
    assert not problem.extend(roomy)


def test_hard_keeps_its_table_between_moves_and_starts_afresh_past_the_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The Python search's table (the compiled search keeps its own: test_compiled.py).
    monkeypatch.setattr("games.ai.morris.COMPILED_SEARCH", False)
    state = position("c5 e3 b4 f4", "a7 d7 a1 c3", "W", hands="5/5")
    table = kept_table(Morris().identity, 1)
    table.clear()
    choose_move(state, "medium", 0.1, seed=1)
    assert not table
    choose_move(state, "hard", 0.1, seed=1)
    learnt = len(table)
    assert learnt > 0
    choose_move(state.play(GAME.parse_move(state, "g7")), "hard", 0.1, seed=1)
    assert len(table) == learnt  # Black's searches have a table of their own
    monkeypatch.setattr("games.ai.morris.KEPT_LIMIT", learnt - 1)
    assert kept_table(Morris().identity, 1) is table and not table


def test_kept_tables_and_endgame_tables_follow_the_rules_identity() -> None:
    # A table learnt under one move limit says nothing of another; the endgame tables ignore
    # the move limit, so rules that differ only in it share them.
    assert kept_table(Morris(draw_plies=50).identity, 1) is not kept_table(Morris().identity, 1)
    assert available(Morris(draw_plies=50)) is available(Morris())
    assert available(Morris(flying=False)) is not available(Morris())


def test_a_process_keeps_a_few_search_tables_whatever_rules_it_plays(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A worker that played games under many move limits kept a table for each, for ever.
    monkeypatch.setattr("games.ai.morris.COMPILED_SEARCH", False)
    state = position("c5 e3 b4 f4", "a7 d7 a1 c3", "W", hands="5/5")
    first = Morris(draw_plies=20)
    choose_move(first.parse_position(state.position()), "hard", 0.05, seed=1)
    learnt = kept_table(first.identity, 1)
    assert learnt
    for limit in range(21, 21 + 3 * KEPT_TABLES):
        game = Morris(draw_plies=limit)
        choose_move(game.parse_position(state.position()), "hard", 0.05, seed=1)
    recent = [
        Morris(draw_plies=limit).identity
        for limit in range(21 + 2 * KEPT_TABLES, 21 + 3 * KEPT_TABLES)
    ]
    assert all(kept_table(identity, 1) for identity in recent)  # the last ones are kept
    assert not kept_table(first.identity, 1)  # the first was let go: a new, empty one


def test_a_proven_bound_stays_in_range_through_a_position_seen_once() -> None:
    # The search halves the score of a position seen once before, with its window doubled.
    # Doubling a proven bound (near WIN) made it more than a win, and the search made up
    # wins: here a "win" worth WIN + 1, after which hard let the game go round to a draw.
    state = GAME.parse_position("BWWWB.B.WW.B.BW.B.WB.WWB B 0/0 - a4-a1,e4-e3,d5-e5,e3-d3,b4-a4")
    node, _ = root_of(state)
    found = search(
        MorrisProblem(Morris().mill),
        node,
        float("inf"),
        max_depth=6,
        history=history_keys(state),
        principal_variation=True,
        extensions=EXTENSIONS,
        contempt=CONTEMPT,
    )
    assert -WIN <= found.score <= WIN


BLOCKADE = ".WB.B..BWBBWWBW.WB.B.WWW W 0/0 - -"
"""The first move of the moving phase in a game ``hard`` (White) lost to a strong engine by a
blockade at ply 34 (``strong-engine-games-2.jsonl``, the ninth game): d3-c3 is the one move not
shut in within 9 plies; c4-c3 is shut in after 3, c4-c5 and d7-a7 after 9."""


@pytest.mark.slow  # nine-ply searches in pure Python (about 20 s)
def test_hard_sees_a_blockade_nine_plies_ahead_and_steps_aside() -> None:
    state = GAME.parse_position(BLOCKADE)
    node, _ = root_of(state)
    problem = MorrisProblem(Morris().mill)

    def lost_within(move: str, plies: int) -> bool:
        after, _ = root_of(state.play(GAME.parse_move(state, move)))
        found = search(problem, after, float("inf"), max_depth=plies - 1, extensions=EXTENSIONS)
        return found.score >= WIN - plies

    assert all(lost_within(move, 9) for move in ("c4-c3", "c4-c5", "d7-a7"))
    assert not lost_within("d3-c3", 9)
    found = search(
        problem,
        node,
        float("inf"),
        max_depth=6,
        history=history_keys(state),
        principal_variation=True,
        extensions=EXTENSIONS,
        contempt=CONTEMPT,
    )
    assert found.move == Turn(POINT_INDEX["d3"], POINT_INDEX["c3"], -1)


def test_the_evaluation_counts_shut_in_pieces_in_both_phases() -> None:
    white = sum(1 << POINT_INDEX[name] for name in ["a4", "g7", "d6", "c4", "e4"])
    black = sum(1 << POINT_INDEX[name] for name in ["a7", "d7", "g1"])

    def counts(hand: int) -> dict[str, int]:
        found = side_features(black, white, hand, hand, Morris(flying=False).mill)
        return {name: n for name, n in zip(FEATURES, found, strict=True) if n}

    # Black's a7 and d7 have no free neighbour; g1 has two (d1, g4): two empty points next to
    # its pieces, which White's six placements could fill, and ROOM more (counted up to ROOM).
    assert counts(6) == {"piece": 9, "placing_step": 2, "placing_blocked": 2, "hemmed": 4}
    assert counts(1)["hemmed"] == 3  # one White placement left: 1 + ROOM - 2
    # The same pieces with nothing in hand: two steps in all, two short of room.
    assert counts(0) == {"piece": 3, "step": 2, "blocked": 2, "cramped": 2}
    assert side_score(black, white, 0, 0, Morris(flying=False).mill) == sum(
        WEIGHTS[FEATURES.index(name)] * n for name, n in counts(0).items()
    )


def test_only_quiet_turns_may_be_searched_shallower() -> None:
    problem = MorrisProblem(Morris(flying=False).mill)
    # White to move; Black threatens mills at d1, a4, g4 and d7; f4-f6 closes b6-d6-f6.
    node, _ = root_of(position("b4 b6 d2 f4 d6 e3 c5", "a1 g1 a7 g7", "W"))
    c5, d5, d2, d1, b4, a4 = (POINT_INDEX[p] for p in ("c5", "d5", "d2", "d1", "b4", "a4"))
    assert problem.quiet(node, Turn(c5, d5, -1))
    assert not problem.quiet(node, Turn(d2, d1, -1))  # blocks a mill
    assert not problem.quiet(node, Turn(b4, a4, -1))  # blocks another
    assert not problem.quiet(node, Turn(POINT_INDEX["f4"], POINT_INDEX["f6"], POINT_INDEX["a7"]))
    # Black's a7 and d7 are shut in and g1 has two steps: a blockade is near, nothing is quiet.
    cramped, _ = root_of(position("a4 g7 d6 c4 e4", "a7 d7 g1", "W"))
    assert not problem.quiet(cramped, Turn(POINT_INDEX["d6"], POINT_INDEX["d5"], -1))


def test_the_c_search_plays_only_the_variants_whose_rules_it_implements() -> None:
    """An allow-list: Nine, Twelve and Six Men's Morris are searched in C; the variants with
    rules of their own it lacks are not, nor a variant with a rule added later."""
    searched = {
        name: searched_in_c(cls.variant) for name, cls in GAMES.items() if issubclass(cls, Morris)
    }
    assert searched == {
        "morris": True,
        "twelve": True,
        "six": True,
        "morabaraba": False,
        "lasker": False,
        "russian": False,
    }

    # Variant with one rule more; not a subclass, which a tree compiled by mypyc refuses.
    nine = Variant(STANDARD, 9)
    kept = [(field.name, field.type) for field in dataclasses.fields(nine)]
    later = dataclasses.make_dataclass("Later", [*kept, ("new_rule", bool)], frozen=True)
    values = {field.name: getattr(nine, field.name) for field in dataclasses.fields(nine)}
    assert searched_in_c(later(**values, new_rule=False))
    assert not searched_in_c(later(**values, new_rule=True))
