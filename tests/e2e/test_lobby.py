"""End-to-end: open seeks accepted with one click (on the seek or from /lobby), two accepting
one seek at once, quick pairing, a blocked player who never sees nor pairs, and the global
lobby a server opts in to (seen from a second server)."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from standin import StandIn, StandInError
from standin.harness import BotProcess
from standin.model import SEND_MESSAGES, VIEW_CHANNEL, Guild, Overwrite
from standin.server import Post
from standin.steps import current_buttons, is_board, slash_reply

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]
SECOND = "Second Guild"


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def standin() -> AsyncIterator[StandIn]:
    """A stand-in with a second server, added before the bot connects."""
    server = StandIn()
    server.add_guild(SECOND)
    await server.start()
    yield server
    await server.close()


@pytest.fixture(scope="module")
def bot_env() -> dict[str, str]:
    """Commands synced globally, so that both servers have them."""
    return {"DEV_GUILD_ID": ""}


def second_guild(standin: StandIn) -> Guild:
    [guild] = [g for g in standin.guilds.values() if g.name == SECOND]
    return guild


async def post_seek(standin: StandIn, user: object, options: dict[str, object]) -> Post:
    """``user`` runs /seek with ``options``; return the public seek message."""
    post = await standin.response(await standin.slash(user, "seek", options))  # type: ignore[arg-type]
    assert not post.ephemeral, post.content
    return post


async def test_a_seek_is_accepted_by_another_player_with_one_click(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("sk-alice"), standin.add_user("sk-bob")
    helped = await slash_reply(standin, alice, "help")
    assert "**Find an opponent**: `/seek`" in helped.content and "`/mygames`" in helped.content
    assert "Manage Server turns on `/settings lobby:`" in helped.content
    post = await post_seek(standin, alice, {"game": "morris", "colour": "me", "clock": "10m"})
    assert "seeks a game of Nine Men's Morris: 10 minutes per move, rated" in post.content
    assert alice.mention in post.content
    assert post.allowed_mentions is not None and not post.allowed_mentions.get("users")
    assert [b["label"] for b in post.buttons()] == ["Accept", "Withdraw"]
    own = await standin.response(await standin.click(alice, post, "Accept"))
    assert own.ephemeral and own.content == "You cannot accept your own seek."
    mark = standin.mark()
    await standin.click(bob, post, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    assert f"{alice.mention} moves first" in start.content
    await standin.wait_until(lambda: all(b["disabled"] for b in current_buttons(standin, post)))
    closed = standin.messages[post.id]["content"]
    assert f"Accepted by {bob.mention}" in closed and "Expires" not in closed
    with pytest.raises(StandInError, match="disabled"):
        await standin.click(bob, post, "Accept")


async def test_the_lobby_lists_a_servers_seeks_and_accepts_one_by_its_number(
    standin: StandIn, bot: BotProcess
) -> None:
    carol, dave = standin.add_user("lb-carol"), standin.add_user("lb-dave")
    seek = await post_seek(standin, carol, {"game": "notakto", "scope": "server"})
    listing = await standin.response(await standin.slash(dave, "lobby", {}, standin.other_channel))
    assert listing.ephemeral and "Notakto" in listing.content
    assert f"<#{standin.channel.id}>" in listing.content and carol.mention in listing.content
    mark = standin.mark()
    click = await standin.click(dave, listing, "1")
    told = await standin.response(click)
    assert told.ephemeral and "begins in its channel" in told.content
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    assert start.channel_id == standin.channel.id
    await standin.wait_until(lambda: all(b["disabled"] for b in current_buttons(standin, seek)))
    closed = standin.messages[seek.id]["content"]
    assert "Accepted by" in closed and "Expires" not in closed


async def test_the_lobby_pages_through_more_seeks_than_fit_by_clicks(
    standin: StandIn, bot: BotProcess
) -> None:
    room = standin.add_channel("pages")
    seekers = [standin.add_user(f"pg-{n}") for n in range(4)]
    for n in range(11):
        options = {"game": "notakto", "clock": f"{n + 1}m"}
        await standin.response(await standin.slash(seekers[n // 3], "seek", options, room))
    looker = standin.add_user("pg-looker")
    listing = await slash_reply(standin, looker, "lobby", {}, room)
    assert "Page 1 of 2, 11 in all." in listing.content
    assert (
        "**1.** Notakto, 11 minutes per move" in listing.content
        and "Notakto, 1 minute per" not in listing.content
    )
    assert [b["label"] for b in listing.buttons()][-1] == "▶"
    click = await standin.click(looker, listing, "▶")
    page = await standin.wait_post(lambda p: p.interaction is click and p.kind == "edit")
    assert "**11.** Notakto, 1 minute per move" in page.content and "Page 2 of 2" in page.content
    assert [b["label"] for b in page.buttons()] == ["11", "◀"]


async def test_two_accepting_one_seek_at_once_make_one_game_and_the_other_is_told(
    standin: StandIn, bot: BotProcess
) -> None:
    erin, finn, gail = (standin.add_user(f"tw-{n}") for n in ("erin", "finn", "gail"))
    post = await post_seek(standin, erin, {"game": "morris"})
    mark = standin.mark()
    clicks = await asyncio.gather(
        standin.click(finn, post, "Accept"), standin.click(gail, post, "Accept")
    )
    await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    answers = [await standin.response(click) for click in clicks]
    refused = [a for a in answers if a.ephemeral]
    assert len(refused) == 1
    assert refused[0].content in (
        "Someone else accepted that seek first.",
        "That seek is no longer open.",
    )
    boards = [p for p in standin.posts[mark:] if is_board(p) and "begins" in p.content]
    assert len(boards) == 1


async def test_a_blocked_player_never_sees_the_blockers_seeks_nor_pairs_with_them(
    standin: StandIn, bot: BotProcess
) -> None:
    hana, ivan, jo = (standin.add_user(f"bl-{n}") for n in ("hana", "ivan", "jo"))
    blocked = await standin.response(await standin.slash(hana, "block", {"user": ivan}))
    assert blocked.ephemeral and "is blocked" in blocked.content
    seek = await post_seek(standin, hana, {"game": "lasker", "scope": "server"})
    listing = await standin.response(await standin.slash(ivan, "lobby", {}))
    assert "Lasker" not in listing.content
    refused = await standin.response(await standin.click(ivan, seek, "Accept"))
    assert refused.ephemeral and refused.content == "That seek is not open to you here."
    waiting = await standin.response(await standin.slash(hana, "pair", {"game": "twelve"}))
    assert waiting.ephemeral and "You wait for an opponent" in waiting.content
    also = await standin.response(
        await standin.slash(ivan, "pair", {"game": "twelve"}, standin.other_channel)
    )
    assert also.ephemeral and "You wait for an opponent" in also.content
    mark = standin.mark()
    await standin.slash(jo, "pair", {"game": "twelve"})
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    assert hana.mention in start.content and ivan.mention not in start.content
    ping = await standin.wait_post(lambda p: "you are paired with" in p.content, since=mark)
    assert ping.allowed_mentions is not None and ping.allowed_mentions["users"] == [hana.id]
    left = await standin.response(await standin.click(ivan, also, "Leave the pool"))
    assert left.content == "You left the pool."


async def test_a_server_opts_in_to_the_global_lobby_and_another_server_sees_its_seeks(
    standin: StandIn, bot: BotProcess
) -> None:
    admin, member = standin.add_user("gl-admin"), standin.add_user("gl-member")
    standin.make_admin(admin)
    shown = await slash_reply(standin, admin, "settings")
    assert "Global lobby: off, in every channel." in shown.content
    refused = await slash_reply(standin, member, "settings", {"lobby": True})
    assert refused.ephemeral and "Manage Server" in refused.content
    refused = await slash_reply(standin, member, "seek", {"game": "morris", "scope": "global"})
    assert refused.ephemeral and "does not take part in the global lobby" in refused.content
    assert "turn it on with `/settings lobby:`" in refused.content
    saved = await slash_reply(standin, admin, "settings", {"lobby": True})
    assert "Global lobby: on, in every channel." in saved.content
    sneaky = standin.add_user("**kim** <@123456789012345678>")
    await post_seek(standin, sneaky, {"game": "six", "scope": "global"})
    guild = second_guild(standin)
    far = standin.add_channel("far-games", guild=guild)
    looker = standin.add_user("gl-looker", guild=guild)
    listing = await slash_reply(standin, looker, "lobby", {}, far)
    assert "Six Men" not in listing.content  # the second server has not opted in
    await slash_reply(standin, standin.owner, "settings", {"lobby": True}, far)
    listing = await slash_reply(standin, looker, "lobby", {}, far)
    assert "Six Men" in listing.content and "another server" in listing.content
    assert "\\*\\*Kim\\*\\*" in listing.content and sneaky.mention not in listing.content
    assert "<@123456789012345678>" not in listing.content
    hidden = await slash_reply(standin, looker, "lobby", {"hide": True}, far)
    assert hidden.content == "You are hidden from other servers in the global lobby."
    assert "Six Men" not in (await slash_reply(standin, looker, "lobby", {}, far)).content
    await slash_reply(standin, looker, "lobby", {"hide": False}, far)
    across = await standin.response(await standin.click(looker, listing, "1"))
    assert across.ephemeral and "a board here and one in the seeker's server" in across.content
    other = standin.other_channel
    saved = await slash_reply(standin, admin, "settings", {"lobby_channel": f"<#{other.id}>"})
    assert f"Global lobby: on, in <#{other.id}>." in saved.content
    refused = await slash_reply(standin, member, "seek", {"game": "morris", "scope": "global"})
    assert refused.ephemeral and "restricted to another channel" in refused.content
    assert "(see `/settings lobby_channel:`)" in refused.content
    both = f"<#{other.id}> <#{standin.channel.id}>"
    refused = await slash_reply(standin, admin, "settings", {"lobby": False, "lobby_channel": both})
    assert "restricted to one channel only" in refused.content
    saved = await slash_reply(standin, admin, "settings", {"lobby_channel": "all"})
    assert "Global lobby: on, in every channel." in saved.content  # the refusal changed nothing


async def test_my_games_lists_a_players_games_in_every_server_theirs_to_move_first(
    standin: StandIn, bot: BotProcess
) -> None:
    kim, lee = standin.add_user("mg-kim"), standin.add_user("mg-lee")
    guild = second_guild(standin)
    standin.add_user(kim.name, user=kim, guild=guild)
    max_ = standin.add_user("mg-max", guild=guild)
    far = standin.add_channel("mg-far", guild=guild)
    for seeker_post, taker in (
        (await post_seek(standin, kim, {"game": "morris", "colour": "them"}), lee),
        (
            await standin.response(
                await standin.slash(kim, "seek", {"game": "notakto", "colour": "me"}, far)
            ),
            max_,
        ),
    ):
        mark = standin.mark()
        await standin.click(taker, seeker_post, "Accept")
        await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    listing = await slash_reply(standin, kim, "mygames")
    assert listing.ephemeral
    heading, first, second = listing.content.splitlines()
    assert heading.startswith("Your games in progress (2)")
    assert "Nine Men's Morris" in second and "their move" in second and lee.mention in second
    assert "Notakto" in first and str(far.id) in first and max_.mention in first


async def test_a_seek_withdrawn_by_a_player_of_another_language_stays_in_its_own(
    standin: StandIn, bot: BotProcess
) -> None:
    uwe, ida = standin.add_user("wd-uwe"), standin.add_user("wd-ida")
    uwe.locale = ida.locale = "de"
    post = await post_seek(standin, uwe, {"game": "morris", "clock": "17m"})
    assert "seeks a game of Nine Men's Morris" in post.content  # the server's language
    assert "17 minutes per move" in post.content and "Expires" in post.content
    listing = await slash_reply(standin, ida, "lobby", {})
    assert "17 Minuten pro Zug" in listing.content  # the reader's language
    mark = standin.mark()
    await standin.click(uwe, post, "Withdraw")
    edited = await standin.wait_post(lambda p: p.kind == "edit", since=mark)
    assert "seeks a game of Nine Men's Morris" in edited.content
    assert "This seek was withdrawn." in edited.content and "Expires" not in edited.content
    assert [b["label"] for b in edited.buttons()] == ["Accept", "Withdraw"]


async def test_my_games_names_the_computer_as_the_opponent_not_the_bot(
    standin: StandIn, bot: BotProcess
) -> None:
    ola = standin.add_user("mg-ola")
    mark = standin.mark()
    await standin.slash(ola, "morris", {"level": "easy", "first": "me"}, standin.add_channel("cpu"))
    await standin.wait_post(is_board, since=mark)
    listing = await slash_reply(standin, ola, "mygames")
    [line] = listing.content.splitlines()[1:]
    assert "against Computer (easy)" in line and "<@" not in line


async def test_a_server_seek_in_a_private_channel_is_not_listed_to_those_who_cannot_see_it(
    standin: StandIn, bot: BotProcess
) -> None:
    mods, looker = standin.add_user("pv-mod"), standin.add_user("pv-looker")
    private = standin.add_channel(
        "mods-only",
        [
            Overwrite(standin.guild.id, 0, deny=VIEW_CHANNEL),
            Overwrite(standin.bot_role.id, 0, allow=VIEW_CHANNEL),
            Overwrite(mods.id, 1, allow=VIEW_CHANNEL),
        ],
    )
    posted = await standin.response(
        await standin.slash(mods, "seek", {"game": "breakthrough", "scope": "server"}, private)
    )
    assert not posted.ephemeral and "Breakthrough" in posted.content
    listing = await slash_reply(standin, looker, "lobby", {}, standin.other_channel)
    assert "Breakthrough" not in listing.content and str(private.id) not in listing.content


async def test_the_lobby_channel_must_be_one_where_games_are_allowed(
    standin: StandIn, bot: BotProcess
) -> None:
    admin = standin.add_user("lc-admin")
    standin.make_admin(admin)
    before = (await slash_reply(standin, admin, "settings")).content.splitlines()[1:]
    here, other = f"<#{standin.channel.id}>", f"<#{standin.other_channel.id}>"
    refused = await slash_reply(
        standin, admin, "settings", {"channels": here, "lobby_channel": other}
    )
    assert refused.ephemeral and refused.content == (
        "The global lobby's channel must be one where games are allowed (`/settings channels:`)."
    )
    after = (await slash_reply(standin, admin, "settings")).content.splitlines()[1:]
    assert after == before  # the refusal changed nothing


async def test_a_seek_whose_post_discord_refuses_is_not_left_open(
    standin: StandIn, bot: BotProcess
) -> None:
    nia, omar = standin.add_user("pf-nia"), standin.add_user("pf-omar")
    room = standin.add_channel("refused-post")
    refused = "could not answer interaction"
    before = bot.log().count(refused)
    standin.fail_next("POST", r"/interactions/\d+/[^/]+/callback", 400)
    await standin.slash(nia, "seek", {"game": "firstattack"}, room)
    await standin.wait_until(lambda: bot.log().count(refused) > before)
    listing = await slash_reply(standin, omar, "lobby", {}, room)
    assert "First Attack" not in listing.content


async def test_an_accept_clicked_before_the_bot_knows_the_seeks_message_closes_it(
    standin: StandIn, bot: BotProcess
) -> None:
    pia, quin = standin.add_user("ea-pia"), standin.add_user("ea-quin")
    room = standin.add_channel("early-accept")
    # the seek is shown at once, but the bot hears of its message 2 s later
    standin.delay_next("POST", r"/interactions/\d+/[^/]+/callback", 2.0, after=True)
    await standin.slash(pia, "seek", {"game": "notakto"}, room)
    post = await standin.wait_post(lambda p: p.channel_id == room.id and "seeks" in p.content)
    mark = standin.mark()
    await standin.click(quin, post, "Accept")
    await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    await standin.wait_until(lambda: all(b["disabled"] for b in current_buttons(standin, post)))
    assert f"Accepted by {quin.mention}" in standin.messages[post.id]["content"]


async def test_accepting_a_seek_where_the_bot_may_no_longer_post_is_refused_clearly(
    standin: StandIn, bot: BotProcess
) -> None:
    rae, sol = standin.add_user("np-rae"), standin.add_user("np-sol")
    room = standin.add_channel("post-taken")
    post = await standin.response(await standin.slash(rae, "seek", {"game": "notakto"}, room))
    room.overwrites.append(Overwrite(standin.bot_role.id, 0, deny=SEND_MESSAGES))
    mark = standin.mark()
    told = await standin.response(await standin.click(sol, post, "Accept"))
    assert told.ephemeral and "Send Messages" in told.content and f"<#{room.id}>" in told.content
    assert not [p for p in standin.posts[mark:] if is_board(p)]
    assert not any(b["disabled"] for b in current_buttons(standin, post))  # still open


async def test_a_pairing_whose_ping_discord_refuses_tells_the_player_the_game_began(
    standin: StandIn, bot: BotProcess
) -> None:
    tia, uma = standin.add_user("pr-tia"), standin.add_user("pr-uma")
    room = standin.add_channel("ping-refused")
    pool = {"game": "notakto", "clock": "17m"}  # a pool of its own
    await slash_reply(standin, tia, "pair", pool, room)
    for _ in range(2):  # the first mover's turn ping, then the ping that they are paired
        standin.fail_next("POST", rf"/channels/{room.id}/messages", 403)
    click = await standin.slash(uma, "pair", pool, room)
    told = await standin.wait_post(
        lambda p: p.interaction is click and p.ephemeral and "begun" in p.content
    )
    assert (
        told.content
        == f"Your game has begun here, but {tia.mention} could not be told: let them know."
    )
    assert [p for p in standin.posts if p.interaction is click and is_board(p)]
    assert len([i for i in standin.injected if str(room.id) in i]) == 2  # both refused


async def test_my_games_longer_than_a_message_come_in_several_with_none_left_out(
    standin: StandIn, bot: BotProcess
) -> None:
    vic = standin.add_user("ml-vic")
    rooms = [standin.add_channel(f"ml-room-{n}") for n in range(16)]
    for room in rooms:  # a game against the computer in each (one channel each: no waits)
        await slash_reply(standin, vic, "notakto", {}, room)
    click = await standin.slash(vic, "mygames", {})

    def answers() -> list[Post]:
        return [p for p in standin.posts if p.interaction is click]

    await standin.wait_until(
        lambda: all(str(r.id) in "".join(p.content for p in answers()) for r in rooms)
    )
    assert len(answers()) >= 2 and all(p.ephemeral and len(p.content) <= 2000 for p in answers())
    assert answers()[0].content.startswith("Your games in progress (16)")
    assert not any(p.content.endswith("…") for p in answers())


async def test_seeks_and_pairings_are_played_in_threads_where_the_server_says_so(
    standin: StandIn, bot: BotProcess
) -> None:
    admin, bob = standin.add_user("lt-admin"), standin.add_user("lt-bob")
    cat, dan = standin.add_user("lt-cat"), standin.add_user("lt-dan")
    standin.make_admin(admin)
    await slash_reply(standin, admin, "settings", {"threads": True})
    try:
        room = standin.add_channel("lobby-threads")
        seek = {"game": "notakto", "clock": "19m", "colour": "me"}
        post = await standin.response(await standin.slash(admin, "seek", seek, room))
        mark = standin.mark()
        await standin.click(bob, post, "Accept")
        start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, mark)
        thread = standin.guild.channels[post.id]  # the thread started from the seek
        assert start.channel_id == thread.id and thread.parent_id == room.id
        assert thread.name == "Notakto: Lt-Admin vs Lt-Bob"
        game = int(start.content.split("#", 1)[1].split(":", 1)[0])
        played = await slash_reply(standin, admin, "move", {"move": "a1"}, thread)
        assert played.content == "You played **A1**."
        exported = await slash_reply(standin, bob, "export", {}, room)  # its thread's game
        assert f"#{game}" in exported.content and "A1" in exported.content
        pool = {"game": "notakto", "clock": "23m"}  # a pool of its own
        await slash_reply(standin, cat, "pair", pool, room)
        mark = standin.mark()
        click = await standin.slash(dan, "pair", pool, room)
        start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, mark)
        thread = standin.guild.channels[start.channel_id]
        assert thread.parent_id == room.id and thread.name.startswith("Notakto: ")
        told = await standin.wait_post(lambda p: p.interaction is click and p.ephemeral)
        assert "begins" in told.content and f"#{game + 1}" in told.content
        assert not [p for p in standin.channel_posts(room, mark) if is_board(p)]
    finally:
        await slash_reply(standin, admin, "settings", {"threads": False})


THREAD_REFUSED = (
    "CREATE TRIGGER no_thread BEFORE UPDATE OF channel_id ON games "
    "WHEN NEW.channel_id != OLD.channel_id BEGIN SELECT RAISE(IGNORE); END"
)
"""Leaves a game's row as it is when it would move into a thread: to the bot, a change stored
meanwhile (its update changed no row)."""


def run_sql(bot: BotProcess, sql: str) -> None:
    """Run ``sql`` on the bot's database behind its back."""
    with contextlib.closing(sqlite3.connect(bot.workdir / "data" / "morrisbot.db")) as db:
        db.execute(sql)
        db.commit()


async def test_a_match_that_cannot_move_into_its_thread_is_played_in_the_channel(
    standin: StandIn, bot: BotProcess
) -> None:
    """A seek's or a pairing's match is started before its thread exists: when the move into
    the thread is refused, its start is posted in the channel, the waiting player is pinged,
    and the thread made for it is archived again."""
    admin, bob = standin.add_user("nt-admin"), standin.add_user("nt-bob")
    cat, dan = standin.add_user("nt-cat"), standin.add_user("nt-dan")
    standin.make_admin(admin)
    await slash_reply(standin, admin, "settings", {"threads": True})
    run_sql(bot, THREAD_REFUSED)
    try:
        room = standin.add_channel("lobby-no-thread")
        seek = {"game": "notakto", "clock": "29m", "colour": "me"}
        post = await standin.response(await standin.slash(admin, "seek", seek, room))
        mark = standin.mark()
        await standin.click(bob, post, "Accept")
        start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, mark)
        assert start.channel_id == room.id and f"{admin.mention} moves first" in start.content
        played = await slash_reply(standin, admin, "move", {"move": "a1"}, room)
        assert played.content == "You played **A1**."
        pool = {"game": "notakto", "clock": "31m"}
        await slash_reply(standin, cat, "pair", pool, room)
        mark = standin.mark()
        await standin.slash(dan, "pair", pool, room)
        start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, mark)
        assert start.channel_id == room.id
        pinged = await standin.wait_post(lambda p: "you are paired with" in p.content, mark)
        assert pinged.channel_id == room.id and cat.mention in pinged.content
        threads = [c for c in standin.guild.channels.values() if c.parent_id == room.id]
        assert len(threads) == 2
        await standin.wait_until(lambda: all(thread.archived for thread in threads))
    finally:
        run_sql(bot, "DROP TRIGGER no_thread")
        await slash_reply(standin, admin, "settings", {"threads": False})


async def test_a_seek_offers_the_games_own_options_and_refuses_another_games_clearly(
    standin: StandIn, bot: BotProcess
) -> None:
    eve, fay = standin.add_user("so-eve"), standin.add_user("so-fay")
    room = standin.add_channel("seek-options")
    refused = await slash_reply(standin, eve, "seek", {"game": "notakto", "flying": False}, room)
    assert refused.ephemeral and refused.content == (
        "Those options cannot be used: Notakto has no option flying (options: boards)."
    )
    wide = await slash_reply(standin, eve, "seek", {"game": "pleiadis", "size": 1}, room)
    assert wide.ephemeral and "size must be from 2 to 12, not 1" in wide.content
    assert not standin.channel_posts(room)  # nothing posted, nothing left open
    seek = {"game": "twelve", "flying": False, "draw_plies": 40, "colour": "me"}
    post = await standin.response(await standin.slash(eve, "seek", seek, room))
    assert "a game of Twelve Men's Morris (flying off, draw_plies 40):" in post.content
    listed = await slash_reply(standin, fay, "lobby", {}, room)
    assert "Twelve Men's Morris (flying off, draw_plies 40)" in listed.content
    mark = standin.mark()
    await standin.click(fay, post, "Accept")
    await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, mark)
    exported = await slash_reply(standin, eve, "export", {}, room)
    assert "Options: flying=off, draw_plies=40" in exported.content
