"""End-to-end: the lobby across a bot restart. A seek posted before the bot was killed is
accepted with its old button afterwards, one whose time ended meanwhile is closed on its
message, and a wait in a pool that ended while the bot was down is answered, once it is back,
by an offer of the computer, taken with one click. A game across servers goes on after the bot
was killed, played on both of its old boards."""

from __future__ import annotations

import contextlib
import sqlite3
import time
from pathlib import Path

import pytest

from standin import StandIn
from standin.harness import BotProcess, run_bot
from standin.steps import click_move, current_buttons, is_board, live_board, slash_reply
from tests.e2e.test_across import start_across

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


async def test_seeks_and_pools_survive_a_restart_and_a_lapsed_wait_offers_the_computer(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    first = await run_bot(standin, processes, tmp_path)
    alice, bob, carol = (standin.add_user(f"rs-{n}") for n in ("alice", "bob", "carol"))
    seek = await slash_reply(standin, alice, "seek", {"game": "morris", "colour": "me"})
    stale = await slash_reply(standin, bob, "seek", {"game": "three"})
    waiting = await slash_reply(standin, carol, "pair", {"game": "notakto", "wait": "10m"})
    assert "You wait for an opponent" in waiting.content
    await first.kill()
    with contextlib.closing(sqlite3.connect(tmp_path / "data" / "morrisbot.db")) as db:
        db.execute("UPDATE pool_entries SET expires_at = ?", (time.time() - 1,))
        db.execute("UPDATE seeks SET expires_at = ? WHERE user_id = ?", (time.time() - 1, bob.id))
        db.commit()
    since = standin.mark()
    await run_bot(standin, processes, tmp_path)
    offer = await standin.wait_post(lambda p: "nobody came for Notakto" in p.content, since)
    assert offer.channel_id == standin.channel.id
    assert offer.allowed_mentions is not None and offer.allowed_mentions["users"] == [carol.id]
    label = offer.buttons()[0]["label"]
    assert label.startswith("Play the computer")
    refused = await standin.response(await standin.click(bob, offer, label))
    assert refused.ephemeral and refused.content == f"Only {carol.mention} can take up this offer."
    mark = standin.mark()
    await standin.click(carol, offer, label)
    computer = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    assert "**Notakto**" in computer.content
    assert carol.mention in computer.content or "Computer (medium)" in computer.content
    assert all(b["disabled"] for b in current_buttons(standin, offer))  # taken up once
    await standin.wait_until(lambda: all(b["disabled"] for b in current_buttons(standin, stale)))
    assert "This seek expired" in standin.messages[stale.id]["content"]
    mark = standin.mark()
    await standin.click(bob, seek, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    assert f"{alice.mention} moves first" in start.content


async def test_a_game_across_servers_goes_on_on_both_boards_after_a_restart(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    guild = standin.add_guild("Restart Second")
    far = standin.add_channel("rs-far", guild=guild)
    alice, bob = standin.add_user("rx-alice"), standin.add_user("rx-bob", guild=guild)
    first = await run_bot(standin, processes, tmp_path, DEV_GUILD_ID="")
    for channel in (standin.channel, far):
        await slash_reply(standin, standin.owner, "settings", {"lobby": True}, channel)
    game, home, away = await start_across(standin, alice, bob, far)
    await click_move(standin, alice, game, "7", standin.channel)
    await standin.wait_until(lambda: "played **7**" in live_board(standin, game, far).content)
    await first.kill()
    await run_bot(standin, processes, tmp_path, DEV_GUILD_ID="")
    await click_move(standin, bob, game, "5", far)  # on the board posted before the restart
    await standin.wait_until(
        lambda: "played **5**" in live_board(standin, game, standin.channel).content
    )
    assert live_board(standin, game, far).id == away.id
    assert live_board(standin, game, standin.channel).id == home.id
