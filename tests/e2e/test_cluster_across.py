"""End-to-end: a game across servers whose two servers two processes of a shard cluster serve
(one shard each, one PostgreSQL database). A global seek of the first process's server is
accepted from the second's and played to its end by clicks and typing on both sides: the first
process holds the match and edits both boards, the second forwards what its player does, and
his draw offer is shown on both boards and declined on the other, and a refusal reaches that
player privately, in his language; then his rematch offer, declined on the other board (his
board says so, in his language, and the ping of it that his process posted in hers goes), and
offered again and accepted there, starts a match held by the first process, whose boards are
posted once on each side; his
channel deleted mid-game (an event of the second process) moves him to his DM at once; and with
both servers playing in threads, a seek accepted from the second process's server is moved
into a thread on each side by the first."""

from __future__ import annotations

from collections.abc import AsyncIterator
from functools import partial
from pathlib import Path

import pytest
import pytest_asyncio

from devtools.postgres_server import ThrowawayServer
from standin import StandIn
from standin.cluster import Cluster
from standin.harness import BotProcess
from standin.model import Guild
from standin.steps import click_move, is_board, live_board, play, slash_reply
from tests.e2e.test_across import board_in_thread_of, opt_in, place_of, rematch_pings, shows

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def standin() -> AsyncIterator[StandIn]:
    """A stand-in that advises two shards, with a second server on shard 1."""
    server = StandIn(shard_count=2)
    server.add_guild("far", shard=1)
    await server.start()
    yield server
    await server.close()


async def test_a_game_between_the_servers_of_two_processes_is_played_to_its_end(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path, postgres_server: ThrowawayServer
) -> None:
    url = await postgres_server.create_database("across")
    await Cluster(standin, tmp_path, url, processes).start()
    [far_guild] = [g for g in standin.guilds.values() if g is not standin.guild]
    far = await opt_in(standin, far_guild, "far", "fr")
    alice = standin.add_user("c-alice")
    bob = standin.add_user("c-bob", guild=far_guild)
    bob.locale = "fr"
    await slash_reply(standin, alice, "seek", {"game": "three", "colour": "me", "scope": "global"})
    listing = await slash_reply(standin, bob, "lobby", {}, far)
    mark = standin.mark()
    taken = await standin.response(await standin.click(bob, listing, "1"))
    assert taken.ephemeral and "#" in taken.content  # the second process accepted it
    home = await standin.wait_post(
        lambda p: is_board(p) and p.channel_id == standin.channel.id, since=mark
    )
    away = await standin.wait_post(lambda p: is_board(p) and p.channel_id == far.id, since=mark)
    game = int(home.content.split("#", 1)[1].split(":", 1)[0])
    assert "the game begins" in home.content and "la partie commence" in away.content

    await click_move(standin, alice, game, "7", standin.channel)  # a1, in the holder's server
    await standin.wait_until(lambda: "a joué **7**" in live_board(standin, game, far).content)
    await play(standin, bob, "5", game, far)  # b2, typed in the other process's server
    await standin.wait_until(
        lambda: "played **5**" in live_board(standin, game, standin.channel).content
    )
    listed = await slash_reply(standin, bob, "games", {}, far)
    assert f"#{game}" in listed.content
    await play(standin, alice, "8", game)  # b1
    await standin.wait_until(lambda: "a joué **8**" in live_board(standin, game, far).content)
    refused = await slash_reply(standin, bob, "move", {"move": "7"}, far)  # a1 is taken
    assert refused.ephemeral and "Impossible de jouer" in refused.content
    offered = await standin.response(
        await standin.click(bob, live_board(standin, game, far), "Proposer nulle")
    )  # forwarded: the holder shows the offer on both boards
    assert "C-Alice répond sur son propre plateau" in offered.content
    await standin.wait_until(
        lambda: "offers a draw" in live_board(standin, game, standin.channel).content
    )
    await standin.click(alice, live_board(standin, game, standin.channel), "Decline")
    await standin.wait_until(
        lambda: "propose la nulle" not in live_board(standin, game, far).content
    )
    await click_move(standin, bob, game, "3", far)  # c3, by clicks in the other server
    await standin.wait_until(
        lambda: "played **3**" in live_board(standin, game, standin.channel).content
    )
    await click_move(standin, alice, game, "9", standin.channel)  # c1: a line, alice wins
    await standin.wait_until(
        lambda: (
            "Partie terminée" in live_board(standin, game, far).content
            and "Game over" in live_board(standin, game, standin.channel).content
        )
    )
    her = standin.channel
    for answer in ("Decline", "Accept"):  # his offers, by the second process; hers, the first
        mark = standin.mark()
        offered = await slash_reply(standin, bob, "rematch", {}, far)
        assert "propose une revanche" in offered.content
        await standin.wait_until(partial(shows, standin, game, her, "offers a rematch"))
        await standin.wait_until(partial(shows, standin, game, far, "propose une revanche"))
        await standin.wait_until(lambda: len(rematch_pings(standin, her, game)) == 1)
        await standin.settle()  # she reads it (his board, if posted anew, is stored by then)
        await standin.click(alice, live_board(standin, game, her), answer)
        await standin.wait_until(lambda: not rematch_pings(standin, her, game))  # posted by his
        if answer == "Decline":  # shown on his board by hers, in his language
            await standin.wait_until(
                partial(shows, standin, game, far, " : C-Alice a refusé la revanche.")
            )
    rematch = game + 1  # the next match of this database
    await standin.wait_until(  # the rematch's boards, one on each side
        lambda: (
            {p.channel_id for p in standin.posts[mark:] if is_board(p, rematch)}
            == {far.id, standin.channel.id}
        )
    )
    await play(standin, bob, "5", rematch, far)  # he moves first now, forwarded to its holder
    await standin.wait_until(
        lambda: "played **5**" in live_board(standin, rematch, standin.channel).content
    )
    new_boards = [p for p in standin.posts[mark:] if is_board(p, rematch) and p.kind == "message"]
    assert sorted(p.channel_id for p in new_boards) == sorted([far.id, standin.channel.id])
    mark = standin.mark()
    await standin.delete_channel(far)  # seen by the second process, told to the holder
    dm = standin.dm_with(bob)
    await standin.wait_post(lambda p: is_board(p, rematch) and p.channel_id == dm.id, mark)
    await click_move(standin, alice, rematch, "7", standin.channel)  # a1
    await click_move(standin, bob, rematch, "9", dm)  # c1, bob plays on from his DM
    await standin.wait_until(
        lambda: "played **9**" in live_board(standin, rematch, standin.channel).content
    )
    await threads_across(standin, far_guild, processes[0])
    for process in processes:
        assert "Traceback" not in process.log(), process.log()[-4000:]


async def threads_across(standin: StandIn, far_guild: Guild, holder: BotProcess) -> None:
    """Both servers play in threads: a seek of the first process's server accepted from the
    second's is moved into a thread on each side by the first (``holder``), which holds it.
    Then the holder is killed: a draw offered on the other side waits for it in vain, its
    click deferred within Discord's 3 seconds, then refused privately (nothing done)."""
    await slash_reply(standin, standin.owner, "settings", {"threads": True})
    far = await opt_in(standin, far_guild, "far-threads", "en")
    await slash_reply(standin, standin.owner, "settings", {"threads": True}, far)
    cid, dan = standin.add_user("c-cid"), standin.add_user("c-dan", guild=far_guild)
    await slash_reply(standin, cid, "seek", {"game": "three", "colour": "me", "scope": "global"})
    listing = await slash_reply(standin, dan, "lobby", {}, far)
    mark = standin.mark()
    await standin.click(dan, listing, "1")  # cid moves first
    boards = {
        user.id: await standin.wait_post(partial(board_in_thread_of, standin, channel), mark)
        for user, channel in ((cid, standin.channel), (dan, far))
    }
    rooms = {user: place_of(standin, board) for user, board in boards.items()}
    game = int(boards[cid.id].content.split("#", 1)[1].split(":", 1)[0])
    for user, move in ((cid, "5"), (dan, "1")):  # typed in their own threads
        await standin.say(user, move, rooms[user.id])
        for room in rooms.values():
            await standin.wait_until(partial(shows, standin, game, room, f"**{move}**"))
    assert not [p for p in standin.channel_posts(far, mark) if is_board(p)]
    await holder.kill()
    offered = await standin.click(dan, live_board(standin, game, rooms[dan.id]), "Offer draw")
    refused = await standin.response(offered, timeout=30)  # after ANSWER_WAIT_S
    assert refused.ephemeral and "did not answer in time" in refused.content
