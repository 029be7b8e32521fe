"""End-to-end: games across servers. A global seek accepted from another server is played to
its end on two live boards, one in each player's channel and language, by clicks and typing on
both sides, each board pinging its own player only and naming the other server's player by
their escaped display name; two players of two servers are paired by quick pairing; a side
whose channel is deleted mid-game plays on in a DM, and loses on the clock once that DM is closed
too."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from standin import StandIn
from standin.harness import BotProcess
from standin.model import Channel, Guild, User
from standin.server import Post
from standin.steps import (
    bot_posts_left,
    click_move,
    is_board,
    live_board,
    play,
    slash_reply,
    turn_pings,
)
from tests.e2e.test_lobby import bot_env, second_guild, standin

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]
__all__ = ["bot_env", "standin"]  # the module's fixtures: a stand-in with a second server


async def opt_in(standin: StandIn, guild: Guild, name: str, language: str | None = None) -> Channel:
    """A channel of ``guild`` whose server takes part in the global lobby (and speaks
    ``language``); the first server takes part too."""
    channel = standin.add_channel(name, guild=guild)
    await slash_reply(standin, standin.owner, "settings", {"lobby": True}, standin.channel)
    options: dict[str, Any] = {"lobby": True} | ({"language": language} if language else {})
    await slash_reply(standin, standin.owner, "settings", options, channel)
    return channel


def boards_of(standin: StandIn, game: int, channel: Channel) -> Post:
    """Match ``game``'s live board in ``channel``."""
    return live_board(standin, game, channel)


def pinged(post: Post) -> list[int]:
    """Whom ``post`` may ping."""
    return [int(user) for user in (post.allowed_mentions or {}).get("users", [])]


async def test_a_global_seek_accepted_from_another_server_is_played_on_both_boards(
    standin: StandIn, bot: BotProcess
) -> None:
    far = await opt_in(standin, second_guild(standin), "x-far", "fr")
    alice = standin.add_user("x-alice")
    bob = standin.add_user("**x-bob** @everyone", guild=second_guild(standin))
    seek = await slash_reply(
        standin, alice, "seek", {"game": "three", "colour": "me", "scope": "global"}
    )
    listing = await slash_reply(standin, bob, "lobby", {}, far)
    mark = standin.mark()
    taken = await standin.response(await standin.click(bob, listing, "1"))
    assert taken.ephemeral and "#" in taken.content
    home = await standin.wait_post(
        lambda p: is_board(p) and p.channel_id == standin.channel.id, since=mark
    )
    away = await standin.wait_post(lambda p: is_board(p) and p.channel_id == far.id, since=mark)
    game = int(home.content.split("#", 1)[1].split(":", 1)[0])
    assert "the game begins" in home.content and "la partie commence" in away.content
    assert bob.mention not in home.content and "\\*\\*X-Bob\\*\\*" in home.content
    assert alice.mention not in away.content and "X-Alice" in away.content
    await standin.wait_until(lambda: "Accepted by" in standin.messages[seek.id]["content"])
    assert bob.mention not in standin.messages[seek.id]["content"]
    ping = await standin.wait_post(lambda p: "your move" in p.content, since=mark)
    assert ping.channel_id == standin.channel.id and pinged(ping) == [alice.id]

    await click_move(standin, alice, game, "7", standin.channel)  # alice clicks at home: a1
    await standin.wait_until(lambda: "a joué **7**" in boards_of(standin, game, far).content)
    french = await standin.wait_post(lambda p: "à toi de jouer" in p.content, since=mark)
    assert french.channel_id == far.id and pinged(french) == [bob.id]
    answer = await play(standin, bob, "5", game, far)  # bob types in his own server: b2
    assert is_board(answer, game)
    await standin.wait_until(
        lambda: "played **5**" in boards_of(standin, game, standin.channel).content
    )
    assert not turn_pings(standin, {far.id}, game)  # his ping went once he moved
    spectator = standin.add_user("x-watcher", guild=second_guild(standin))
    listed = await slash_reply(standin, spectator, "games", {}, far)
    assert f"#{game}" in listed.content and "X-Alice" in listed.content
    shown = await slash_reply(standin, spectator, "board", {}, far)
    assert shown.ephemeral and f"#{game}" in shown.content
    home_board = standin.channel
    await play(standin, alice, "8", game)  # alice types at home: b1
    await standin.wait_until(lambda: "a joué **8**" in boards_of(standin, game, far).content)
    offered = await standin.response(
        await standin.click(bob, boards_of(standin, game, far), "Proposer nulle")
    )
    assert pinged(offered) == [] and alice.mention not in offered.content  # she is elsewhere
    assert "X-Alice répond sur son propre plateau" in offered.content and not offered.buttons()
    await standin.wait_until(
        lambda: "offers a draw" in boards_of(standin, game, home_board).content
    )
    await standin.click(alice, boards_of(standin, game, home_board), "Decline")
    await standin.wait_until(
        lambda: "propose la nulle" not in boards_of(standin, game, far).content
    )
    await click_move(standin, bob, game, "3", far)  # bob clicks in his server: c3
    await standin.wait_until(lambda: "played **3**" in boards_of(standin, game, home_board).content)
    await click_move(standin, alice, game, "9", standin.channel)  # c1, a line: alice wins
    home_end = await standin.wait_post(
        lambda p: "has ended" in p.content and f"#{game}" in p.content, since=mark
    )
    away_end = await standin.wait_post(
        lambda p: "est terminée" in p.content and f"#{game}" in p.content, since=mark
    )
    assert home_end.channel_id == standin.channel.id and pinged(home_end) == [alice.id]
    assert away_end.channel_id == far.id and pinged(away_end) == [bob.id]
    assert (
        f"**Game over**: {alice.mention} wins" in boards_of(standin, game, standin.channel).content
    )
    assert "**Partie terminée** : X-Alice gagne" in boards_of(standin, game, far).content
    rated = await slash_reply(standin, alice, "stats", {"game": "three", "scope": "global"})
    assert alice.mention in rated.content  # counted in the global standings
    here = await slash_reply(standin, alice, "stats", {"game": "three"})
    assert alice.mention not in here.content  # and in neither server's own
    mark = standin.mark()
    offered = await slash_reply(standin, bob, "rematch", {}, far)  # his side, no number
    assert "propose une revanche" in offered.content and alice.mention not in offered.content
    assert "joue sur un autre serveur" in offered.content and not offered.buttons()
    assert offered.channel_id == far.id and pinged(offered) == []  # she is in the other server
    told = await standin.wait_post(lambda p: "offers you a rematch" in p.content, since=mark)
    assert told.channel_id == home_board.id and pinged(told) == [alice.id]
    assert "\\*\\*X-Bob\\*\\*" in told.content and bob.mention not in told.content
    await standin.wait_until(
        lambda: "offers a rematch" in boards_of(standin, game, home_board).content
    )
    her_board = boards_of(standin, game, home_board)
    assert [b["label"] for b in her_board.buttons()] == ["Accept", "Decline", "Rematch"]
    assert f"/channels/{home_board.guild_id}/{home_board.id}/{her_board.id}" in told.content
    await standin.wait_until(
        lambda: "joue sur un autre serveur" in boards_of(standin, game, far).content
    )
    his_board = boards_of(standin, game, far)
    assert [b["label"] for b in his_board.buttons()] == ["Revanche"]
    mark = standin.mark()
    await standin.click(alice, her_board, "Accept")
    fresh = {far.id, home_board.id}  # the rematch's boards, one on each side
    await standin.wait_until(
        lambda: (
            {p.channel_id for p in standin.posts[mark:] if is_board(p) and p.kind == "message"}
            == fresh
        )
    )
    await standin.wait_until(
        lambda: "joue sur un autre serveur" not in boards_of(standin, game, far).content
    )


def ended_in(game: int, place: Channel, post: Post) -> bool:
    """True if ``post`` is match ``game``'s board in ``place`` showing the game over."""
    return is_board(post, game) and post.channel_id == place.id and "Game over" in post.content


def game_of(board: Post) -> int:
    """The match number on ``board``'s first line."""
    return int(board.content.split("#", 1)[1].split(":", 1)[0].strip())


def place_of(standin: StandIn, post: Post) -> Channel:
    """The channel or thread ``post`` is in."""
    found = standin.find_channel(post.channel_id)
    assert found is not None, post
    return found


def board_in_thread_of(standin: StandIn, channel: Channel, post: Post) -> bool:
    """True if ``post`` is a board in a thread of ``channel``."""
    return is_board(post) and place_of(standin, post).parent_id == channel.id


def board_in(standin: StandIn, channel: Channel, post: Post) -> bool:
    """True if ``post`` is a board in ``channel`` or in a thread of it."""
    return (post.channel_id == channel.id and is_board(post)) or board_in_thread_of(
        standin, channel, post
    )


def shows(standin: StandIn, game: int, channel: Channel, text: str) -> bool:
    """True if match ``game``'s live board in ``channel`` shows ``text``."""
    return text in live_board(standin, game, channel).content


async def start_across(
    standin: StandIn, seeker: User, taker: User, far: Channel, **more: str
) -> tuple[int, Post, Post]:
    """``seeker``'s global seek of Three Men's Morris (moving first; with ``more`` options)
    taken by ``taker`` from ``far``; return the match and its boards at home and in ``far``."""
    seek = {"game": "three", "colour": "me", "scope": "global", **more}
    await slash_reply(standin, seeker, "seek", seek)
    listing = await slash_reply(standin, taker, "lobby", {}, far)
    mark = standin.mark()
    await standin.click(taker, listing, "1")
    home = await standin.wait_post(
        lambda p: is_board(p) and p.channel_id == standin.channel.id, since=mark
    )
    away = await standin.wait_post(partial(board_in, standin, far), since=mark)
    return int(home.content.split("#", 1)[1].split(":", 1)[0]), home, away


async def test_quick_pairing_pairs_two_players_of_different_servers(
    standin: StandIn, bot: BotProcess
) -> None:
    far = await opt_in(standin, second_guild(standin), "x-far-pool")
    carol = standin.add_user("x-carol")
    dave = standin.add_user("x-dave", guild=second_guild(standin))
    waiting = await slash_reply(standin, dave, "pair", {"game": "notakto"}, far)
    assert "You wait for an opponent" in waiting.content
    mark = standin.mark()
    started = await slash_reply(standin, carol, "pair", {"game": "notakto"})
    assert is_board(started) and started.channel_id == standin.channel.id
    theirs = await standin.wait_post(lambda p: is_board(p) and p.channel_id == far.id, since=mark)
    told = await standin.wait_post(
        lambda p: p.channel_id == far.id and not is_board(p) and "X-Carol" in p.content, mark
    )  # in the far server's language (French, as the first test set it, or English)
    assert pinged(told) == [dave.id] and carol.mention not in told.content
    # Each board pings only its own player (when it is their turn: the pool draws colours).
    assert carol.mention not in theirs.content and dave.mention not in started.content
    if dave.mention in theirs.content:  # dave moves first: named, not pinged, on carol's board
        assert "X-Dave" in started.content
    else:
        assert carol.mention in started.content and "X-Carol" in theirs.content


def rematch_pings(standin: StandIn, channel: Channel, game: int) -> list[Post]:
    """The pings of match ``game``'s rematch offers still up in ``channel``."""
    return [
        p
        for p in bot_posts_left(standin, {channel.id})
        if "offers you a rematch" in p.content and f"#{game}:" in p.content
    ]


async def test_a_rematch_answered_on_the_other_players_board_is_shown_there_in_one_edit(
    standin: StandIn, bot: BotProcess
) -> None:
    """Her Decline, then her Rematch (agreeing), on her finished board of a game across
    servers: the click is answered by the board itself, the offer gone from it in one edit
    (before, a note said "Declined by" or "Rematch started" without the board's Rematch, and
    the redraw a moment later took it away again); a double click's second is refused
    privately, the board left as it is. His board, in his language, says she declined (before,
    the offer line just went), until he offers again; the ping telling her of each offer goes
    once she answers it (before, each stayed), as a turn ping goes once the turn passes; and
    each side's result ping is posted once (before, every second redraw of a finished board
    posted it again)."""
    far = await opt_in(standin, second_guild(standin), "x-far-rematch", "fr")
    ann = standin.add_user("x-ann")
    ben = standin.add_user("x-ben", guild=second_guild(standin))
    game, _, _ = await start_across(standin, ann, ben, far)
    home = standin.channel
    for user, move, place in ((ann, "7", home), (ben, "5", far), (ann, "8", home), (ben, "3", far)):
        await standin.say(user, move, place)
        await standin.wait_until(partial(shows, standin, game, home, f"**{move}**"))
    await standin.say(ann, "9", home)  # a1 b1 c1: she wins
    await standin.wait_until(partial(shows, standin, game, home, "**Game over**"))

    def edits_of_her_board(since: int) -> list[Post]:
        """What her board showed after ``since``, edit by edit."""
        board = boards_of(standin, game, home).id
        edits = [p for p in standin.posts[since:] if p.kind in ("update", "edit")]
        return [p for p in edits if p.message is not None and p.id == board]

    for answer, note in (("Decline", "Declined by"), ("Rematch", "Rematch started")):
        await slash_reply(standin, ben, "rematch", {}, far)
        await standin.wait_until(partial(shows, standin, game, home, "offers a rematch"))
        await standin.wait_until(lambda: len(rematch_pings(standin, home, game)) == 1)
        await standin.wait_until(  # offered again: no longer said declined
            lambda: "a refusé" not in boards_of(standin, game, far).content
        )
        assert "Ratings: " in boards_of(standin, game, home).content  # kept when shown again
        mark = standin.mark()
        clicks = [await standin.click(ann, boards_of(standin, game, home), answer)]
        if answer == "Decline":  # a double click
            clicks.append(await standin.click(ann, boards_of(standin, game, home), answer))
        await standin.wait_until(
            lambda: "offers a rematch" not in boards_of(standin, game, home).content
        )
        await standin.wait_until(lambda: not rematch_pings(standin, home, game))
        if answer == "Decline":  # his board says so, in his language
            await standin.wait_until(
                partial(shows, standin, game, far, " : X-Ann a refusé la revanche.")
            )
        answers = [await standin.response_or_defer(click) for click in clicks]
        refused = [a for a in answers if a.kind == "response" and a.ephemeral]
        assert len(refused) == len(answers) - 1  # one answered on the board, any other privately
        shown = edits_of_her_board(mark)
        assert [note in p.content for p in shown] == [False] * len(shown)
        assert all([b["label"] for b in p.buttons()] == ["Rematch"] for p in shown)
        assert all("**Game over**" in p.content and "Ratings: " in p.content for p in shown)
    fresh = await standin.wait_post(
        lambda p: is_board(p) and p.kind == "message" and p.channel_id == home.id, mark
    )
    assert game_of(fresh) != game  # the rematch's board
    await standin.settle()
    for place, ended in ((home, "has ended"), (far, "est terminée")):  # once, not at each redraw
        results = [
            p for p in bot_posts_left(standin, {place.id}) if f"#{game} {ended}" in p.content
        ]
        assert len(results) == 1, results


async def test_a_resignation_typed_on_the_other_side_is_cancelled_in_its_language(
    standin: StandIn, bot: BotProcess
) -> None:
    """Its public confirmation, in the language of his side's board, keeps that language
    when he keeps playing (before, its note and buttons turned into the seeker's)."""
    far = await opt_in(standin, second_guild(standin), "x-far-resign", "fr")
    eve = standin.add_user("x-eve")
    fay = standin.add_user("x-fay", guild=second_guild(standin))
    game, _, _ = await start_across(standin, eve, fay, far)
    asked = await play(standin, fay, "abandon", game, far)
    assert [b["label"] for b in asked.buttons()] == ["Abandonner", "Continuer à jouer"]
    kept = await standin.response(await standin.click(fay, asked, "Continuer à jouer"))
    assert "Abandon annulé" in kept.content
    assert [b["label"] for b in kept.buttons()] == ["Abandonner", "Continuer à jouer"]


async def test_each_side_plays_in_a_thread_of_its_own_where_its_server_says_so(
    standin: StandIn, bot: BotProcess
) -> None:
    """A global seek accepted from a server that plays in threads: the accepting player's
    board is in a thread of their channel (the seeker's server plays in its channels); a
    pairing of two such servers: each player's board in a thread of their own channel. Both
    boards, pings and typed moves work in each thread."""
    far = await opt_in(standin, second_guild(standin), "x-far-threads", "en")
    await slash_reply(standin, standin.owner, "settings", {"threads": True}, far)
    try:
        ivy, jon = standin.add_user("x-ivy"), standin.add_user("x-jon", guild=second_guild(standin))
        game, home, away = await start_across(standin, ivy, jon, far, clock="13m")
        thread = second_guild(standin).channels[away.channel_id]
        assert home.channel_id == standin.channel.id and thread.parent_id == far.id
        assert thread.name == "Three Men's Morris: X-Ivy vs X-Jon"
        mark = standin.mark()
        await click_move(standin, ivy, game, "7", standin.channel)
        ping = await standin.wait_post(
            lambda p: "your move" in p.content and p.channel_id == thread.id, since=mark
        )
        assert pinged(ping) == [jon.id]
        await standin.say(jon, "5", thread)  # typed in his thread
        for place in (thread, standin.channel):
            await standin.wait_until(partial(shows, standin, game, place, "played **5**"))
        assert not [p for p in standin.channel_posts(far, mark) if is_board(p)]

        await slash_reply(standin, standin.owner, "settings", {"threads": True})  # both now
        kim = standin.add_user("x-kim")
        lee = standin.add_user("x-lee", guild=second_guild(standin))
        pool = {"game": "three", "clock": "17m"}
        await slash_reply(standin, lee, "pair", pool, far)
        mark = standin.mark()
        await standin.slash(kim, "pair", pool)
        boards = {}
        for user, channel in ((kim, standin.channel), (lee, far)):
            board = await standin.wait_post(partial(board_in_thread_of, standin, channel), mark)
            boards[user.id] = (board, place_of(standin, board))
        game = game_of(boards[kim.id][0])
        told = await standin.wait_post(lambda p: "X-Kim" in p.content and not is_board(p), mark)
        assert told.channel_id == boards[lee.id][1].id and pinged(told) == [lee.id]
        kim_first = f"{kim.mention} moves first" in boards[kim.id][0].content
        first, second = (kim, lee) if kim_first else (lee, kim)
        for user, move in ((first, "5"), (second, "1"), (first, "9")):
            await standin.say(user, move, boards[user.id][1])  # typed in their own thread
            for _, place in boards.values():
                await standin.wait_until(partial(shows, standin, game, place, f"**{move}**"))

        def pinged_only_there(user: User) -> bool:
            """``user`` was pinged in their own thread, where nobody else was."""
            room = boards[user.id][1]
            pings = [p for p in standin.posts[mark:] if p.channel_id == room.id]
            pings = [p for p in pings if "your move" in p.content]
            return bool(pings) and all(pinged(p) == [user.id] for p in pings)

        for user in (first, second):
            await standin.wait_until(partial(pinged_only_there, user))
        assert not [p for p in standin.channel_posts(far, mark) if is_board(p)]
        assert not [p for p in standin.channel_posts(standin.channel, mark) if is_board(p)]
    finally:
        await slash_reply(standin, standin.owner, "settings", {"threads": False}, far)
        await slash_reply(standin, standin.owner, "settings", {"threads": False})


async def test_the_lobby_answers_in_time_while_discord_holds_back_its_names(
    standin: StandIn, bot: BotProcess
) -> None:
    """Seven seekers of another server, their names not known yet: fetching them spends
    Discord's limit on users (the stand-in's: five in five seconds), and the listing waits;
    its answer is deferred in time, then given (before, it came after Discord's 3 seconds
    and was lost)."""
    far = await opt_in(standin, second_guild(standin), "x-far-many")
    seekers = [standin.add_user(f"x-seeker-{n}") for n in range(7)]
    posted = [
        await slash_reply(standin, user, "seek", {"game": "three", "scope": "global"})
        for user in seekers
    ]
    try:
        looker = standin.add_user("x-looker", guild=second_guild(standin))
        listing = await slash_reply(standin, looker, "lobby", {}, far)
        assert listing.ephemeral and all(f"X-Seeker-{n}" in listing.content for n in range(7))
    finally:
        for user, seek in zip(seekers, posted, strict=True):
            await standin.click(user, seek, "Withdraw")


async def test_a_side_whose_channel_is_deleted_plays_on_in_a_dm(
    standin: StandIn, bot: BotProcess
) -> None:
    far = await opt_in(standin, second_guild(standin), "x-far-gone", "en")
    erin = standin.add_user("x-erin")
    fred = standin.add_user("x-fred", guild=second_guild(standin))
    game, _, _ = await start_across(standin, erin, fred, far)
    await click_move(standin, erin, game, "7", standin.channel)
    await standin.wait_until(lambda: bool(turn_pings(standin, {far.id}, game)))
    mark = standin.mark()
    await standin.delete_channel(far)
    dm = standin.dm_with(fred)
    moved = await standin.wait_post(lambda p: is_board(p, game) and p.channel_id == dm.id, mark)
    assert "is gone, so the game goes on here" in moved.content
    await click_move(standin, fred, game, "5", dm)  # fred plays on from his DM
    await standin.wait_until(
        lambda: "played **5**" in live_board(standin, game, standin.channel).content
    )
    assert "is gone" not in live_board(standin, game, standin.channel).content


async def test_a_side_whose_channel_is_gone_and_whose_dm_closes_loses_on_the_clock(
    standin: StandIn, bot: BotProcess
) -> None:
    """The last test of the module: it moves the stand-in's clock on by the game's clock."""
    far = await opt_in(standin, second_guild(standin), "x-far-shut", "en")
    gus = standin.add_user("x-gus")
    hal = standin.add_user("x-hal", guild=second_guild(standin))
    game, _, _ = await start_across(standin, gus, hal, far, clock="10m")
    await standin.delete_channel(far)
    dm = standin.dm_with(hal)
    await standin.wait_post(lambda p: is_board(p, game) and p.channel_id == dm.id)
    hal.dms_open = False  # he blocks the bot's DMs: Discord refuses its posts there (50007)
    mark = standin.mark()
    await click_move(standin, gus, game, "7", standin.channel)
    closed = f"DM with {dm.name}: closed"
    await standin.wait_until(lambda: closed in standin.rejections)  # his board, his ping
    await standin.settle()
    await standin.advance(10 * 60)
    # Both boards show the result, in either order (his DM's edit is not refused); each names
    # the winner as its side shows names (a mention at home, a name across). The home board
    # may come last by seconds: the 10 minutes also ran the clocks of the module's other games
    # in that channel, whose warnings and moved boards queue behind its rate limit.
    for place, winner in ((standin.channel, gus.mention), (dm, "X-Gus")):
        over = await standin.wait_post(partial(ended_in, game, place), mark, timeout=60)
        assert f"**Game over**: {winner} wins on time" in over.content
    await standin.settle()
    assert not [p for p in standin.channel_posts(dm, mark) if p.kind != "edit"]  # no new post
    assert set(standin.rejections) == {closed}  # refused as Discord does, nothing else
    standin.rejections.clear()
