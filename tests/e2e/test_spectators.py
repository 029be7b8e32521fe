"""End-to-end: a spectator follows a match: /games lists the matches in progress here with
links to their boards, /board shows them privately, and the live board is public."""

from __future__ import annotations

import pytest

from standin import StandIn
from standin.harness import BotProcess
from standin.steps import live_board, play, slash_reply, start_game

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


async def test_a_spectator_follows_a_match(standin: StandIn, bot: BotProcess) -> None:
    alice, bob, carol = (standin.add_user(f"sp-{n}") for n in ("alice", "bob", "carol"))
    channel = standin.add_channel("spectated")
    game = await start_game(standin, alice, bob, channel=channel)
    await play(standin, alice, "d6", game, channel)
    board = live_board(standin, game)
    listed = await slash_reply(standin, carol, "games", {}, channel)
    assert listed.ephemeral and f"Nine Men's Morris #{game}" in listed.content
    assert f"{alice.mention} vs {bob.mention}" in listed.content
    link = f"https://discord.com/channels/{standin.guild.id}/{channel.id}/{board.id}"
    assert link in listed.content, listed.content
    private = await slash_reply(standin, carol, "board", {}, channel)
    assert private.ephemeral and f"#{game}:" in private.content and "d6" in private.content
    await play(standin, bob, "d2", game, channel)
    assert "played **d2**" in live_board(standin, game).content  # public, for all to see


async def test_games_where_nothing_is_played(standin: StandIn, bot: BotProcess) -> None:
    carol = standin.add_user("sp-empty")
    quiet = standin.add_channel("quiet")
    answer = await slash_reply(standin, carol, "games", {}, quiet)
    assert answer.ephemeral and "no game in progress in this channel" in answer.content


async def test_the_board_controls_refuse_a_spectator_and_resign_asks_a_player(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob, carol = (standin.add_user(f"sc-{n}") for n in ("alice", "bob", "carol"))
    channel = standin.add_channel("controls")
    game = await start_game(standin, alice, bob, channel=channel)
    board = live_board(standin, game)
    assert [b["label"] for b in board.buttons()] == ["Resign", "Offer draw", "Restart"]
    for label in ("Resign", "Offer draw", "Restart"):
        refused = await standin.response(await standin.click(carol, board, label))
        assert refused.ephemeral and "not playing in this game" in refused.content, label
    asked = await standin.response(await standin.click(bob, board, "Resign"))
    assert asked.ephemeral and "Press Resign to confirm" in asked.content
    assert "Game over" not in live_board(standin, game).content  # nothing until confirmed
    resigned = await standin.response(await standin.click(bob, asked, "Resign"))
    assert resigned.content.endswith("*Resigned.*")
    await standin.wait_until(lambda: "wins by resignation" in live_board(standin, game).content)
