"""End-to-end: who Discord notifies. An edit notifies nobody (the stand-in records who each new
message notifies, by the rules of ``allowed_mentions``), so each turn between people is a short
ping of its own, the previous one removed; the end of a game pings its players."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from standin import StandIn
from standin.harness import BotProcess
from standin.steps import is_board, play, resign, start_game, turn_pings

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

MOVES = ("d6", "d2", "a1", "g1", "a7", "g7")


def _more_than(standin: StandIn, count: int) -> Callable[[], bool]:
    """True once more than ``count`` notifications were made."""
    return lambda: len(standin.notifications) > count


async def test_each_turn_notifies_exactly_the_player_to_move(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("nt-alice"), standin.add_user("nt-bob")
    game = await start_game(standin, alice, bob)
    players = [alice, bob]
    for ply, move in enumerate(MOVES):
        mover, waiting = players[ply % 2], players[(ply + 1) % 2]
        before = len(standin.notifications)
        await play(standin, mover, move, game)
        await standin.wait_until(_more_than(standin, before))
        assert [n.user_id for n in standin.notifications[before:]] == [waiting.id]
    await standin.wait_until(lambda: len(turn_pings(standin, game=game)) == 1)  # the old ones went


async def test_the_end_of_a_game_notifies_its_players(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("ne-alice"), standin.add_user("ne-bob")
    game = await start_game(standin, alice, bob)
    turn = len(standin.notifications)
    await play(standin, alice, "d6", game)
    await standin.wait_until(lambda: len(standin.notifications) > turn)  # bob's turn ping
    before = len(standin.notifications)
    mark = standin.mark()
    await resign(standin, bob)
    await standin.wait_post(lambda p: is_board(p, game) and "resignation" in p.content, since=mark)
    await standin.wait_until(
        lambda: {alice.id, bob.id} <= {n.user_id for n in standin.notifications[before:]}
    )
    assert sorted(n.user_id for n in standin.notifications[before:]) == sorted([alice.id, bob.id])
    await standin.wait_until(
        lambda: turn_pings(standin, game=game) == []
    )  # the last turn ping went


async def test_a_board_never_waits_for_its_ping_and_a_ping_still_waiting_is_replaced(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("nw-alice"), standin.add_user("nw-bob")
    game = await start_game(standin, alice, bob)
    before = len(standin.notifications)
    release = standin.hold_next("POST", rf"/channels/{standin.channel.id}/messages")
    await play(standin, alice, "d6", game)  # bob's ping is held (a channel's rate limit)
    await standin.wait_until(lambda: any(i.endswith(" held") for i in standin.injected))
    for mover, move in ((bob, "d2"), (alice, "a1")):  # the boards do not wait for it
        board = await play(standin, mover, move, game)
        assert f"played **{move}**" in board.content
    assert len(standin.notifications) == before
    release.set()
    await standin.wait_until(lambda: len(standin.notifications) == before + 2)
    # alice's ping (after d2) was still waiting when a1 passed the turn on: replaced
    assert [n.user_id for n in standin.notifications[before:]] == [bob.id, bob.id]
    await standin.wait_until(lambda: len(turn_pings(standin, game=game)) == 1)
    [left] = turn_pings(standin, game=game)
    assert left.content.startswith(f"{bob.mention}, your move")
