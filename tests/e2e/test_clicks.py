"""End-to-end: games played by clicks alone on the live board and the private menus it opens."""

from __future__ import annotations

from typing import Any

import pytest

from games.base import State
from games.registry import get_game
from standin import StandIn
from standin.harness import BotProcess
from standin.steps import (
    click_move,
    is_board,
    left_in,
    live_board,
    start_game,
    whole_turns,
)
from tests.e2e.conftest import WHOLE_GAMES_ROUTE_LIMIT

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


@pytest.fixture(scope="module")
def route_limit() -> int:
    """Larger rate-limit buckets: this module plays whole games (see WHOLE_GAMES_ROUTE_LIMIT)."""
    return WHOLE_GAMES_ROUTE_LIMIT


def real_choices(state: State[Any], move: str) -> int:
    """The choices a player really makes for ``move``: its steps that had an alternative
    (at least one: a lone legal move is still played by a click)."""
    rules = state.game
    moves = [rules.move_steps(m) for m in state.legal_moves()]
    steps = rules.move_steps(rules.parse_move(state, move))
    made = sum(
        1
        for i in range(len(steps))
        if len({m[i] for m in moves if len(m) > i and m[:i] == steps[:i]}) > 1
    )
    return max(made, 1)


def clicks_so_far(standin: StandIn) -> int:
    """Component interactions (clicks, menu choices) users started so far."""
    return sum(1 for interaction in standin.interactions.values() if interaction.type == 3)


async def test_a_whole_morris_game_by_clicks_on_one_board(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black = standin.add_user("clickw"), standin.add_user("clickb")
    channel = standin.add_channel("clicks")
    game = await start_game(standin, white, black, channel=channel)
    users = {1: white, 2: black}
    turns = whole_turns()
    rules = get_game("morris")
    state = rules.initial()
    forced = free = 0
    for side, text in turns:
        before = clicks_so_far(standin)
        if "x" in text:
            removable = {
                m.remove
                for m in state.legal_moves()
                if rules.format_move(m).startswith(text.split("x")[0])
            }
            forced, free = forced + (len(removable) == 1), free + (len(removable) > 1)
        expected = real_choices(state, text)
        board = await click_move(standin, users[side], game, text)
        assert f"played **{text}**" in board.content, (text, board.content[:300])
        assert board.is_v2 and board.count() <= 40
        assert clicks_so_far(standin) - before == expected, text  # one click per real choice
        state = state.play(rules.parse_move(state, text))
    assert free and not forced  # removals with a choice (a forced one: the next test)
    assert "b4-f2" in [text for _, text in turns]  # black flies with three pieces
    assert f"**Game over**: {white.mention} wins" in board.content
    assert live_board(standin, game).button("Rematch")
    # The challenge, one board and the result's ping: each turn's ping went with the next turn.
    await standin.wait_until(lambda: "has ended" in left_in(standin, channel)[-1]["content"])
    await standin.wait_until(lambda: len(left_in(standin, channel)) == 3)


FORCED_REMOVAL = "WW.B.........W......WBBB W 5/5 - -"
"""White (a7, d7, f4, f2) to place; black's only piece outside a mill is b6."""


async def test_a_forced_removal_is_taken_with_the_move_that_makes_the_mill(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black = standin.add_user("forcedw"), standin.add_user("forcedb")
    game = await start_game(standin, white, black, options={"position": FORCED_REMOVAL})
    before = clicks_so_far(standin)
    board = await click_move(standin, white, game, "g7xb6")
    assert clicks_so_far(standin) - before == 1
    assert f"{white.mention} played **g7xb6**" in board.content


async def test_a_mill_asks_privately_which_piece_to_remove(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black = standin.add_user("millw"), standin.add_user("millb")
    game = await start_game(standin, white, black)
    for user, move in [(white, "a7"), (black, "b6"), (white, "d7"), (black, "f6")]:
        await click_move(standin, user, game, move)
    board = live_board(standin, game)
    place = await standin.choose(white, board, f"mb:step:{game}:", ["g7"])
    menu = await standin.response(place)
    assert menu.ephemeral and "g7 forms a mill: remove which piece?" in menu.content
    assert sorted(menu.options(f"mb:step:{game}:")) == ["xb6", "xf6"]
    assert "g7" not in live_board(standin, game).content.split("\n", 1)[0]  # nothing played yet
    remove = await standin.choose(white, menu, f"mb:step:{game}:", ["xf6"])
    assert "You played **g7xf6**" in (await standin.response(remove)).content
    after = await standin.wait_post(lambda p: is_board(p, game) and "**g7xf6**" in p.content)
    assert f"{white.mention} played **g7xf6**" in after.content


async def test_only_the_player_to_move_can_click(standin: StandIn, bot: BotProcess) -> None:
    white, black = standin.add_user("turnw"), standin.add_user("turnb")
    watcher = standin.add_user("watcher")
    game = await start_game(standin, white, black)
    board = live_board(standin, game)
    other = await standin.choose(watcher, board, f"mb:step:{game}:", ["d6"])
    refusal = await standin.response(other)
    assert refusal.ephemeral and "not playing in this game" in refusal.content
    early = await standin.choose(black, board, f"mb:step:{game}:", ["d6"])
    refusal = await standin.response(early)
    assert refusal.ephemeral and f"waiting for {white.mention}" in refusal.content
    assert refusal.allowed_mentions is not None and refusal.allowed_mentions["parse"] == []
    assert "played" not in live_board(standin, game).content.split("\n", 1)[0]


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("threemorris", {}),
        ("notakto", {"boards": 2}),
        ("breakthrough", {"rows": 5, "columns": 3}),
        ("firstattack", {"size": 3}),
        ("pleiadis", {"size": 6}),
        ("breakthrough", {"rows": 6, "columns": 26}),
    ],
)
async def test_other_game_played_to_its_end_by_clicks(
    standin: StandIn, bot: BotProcess, game: str, options: dict[str, object]
) -> None:
    first, second = standin.add_user(f"{game}c1"), standin.add_user(f"{game}c2")
    number = await start_game(standin, first, second, game, options)
    users = [first, second]
    for ply in range(200):
        user = users[ply % 2]
        choices = await standin.autocomplete(user, "move", "move", {"move": ""})
        assert choices, "the player to move has no suggestions"
        move = str(choices[-1]["value"])
        board = await click_move(standin, user, number, move)
        assert f"played **{move}**" in board.content, board.content
        assert board.is_v2 and board.count() <= 40
        if "Game over" in board.content:
            break
    else:
        pytest.fail(f"{game} did not end in 200 plies")
    assert " wins " in board.content
    assert live_board(standin, number).button("Rematch")
