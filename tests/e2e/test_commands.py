"""End-to-end: the in-game commands (slash and typed), statistics, help, settings and the
computer opponent."""

from __future__ import annotations

import fcntl
import re

import pytest

from games.ai import provision
from standin import StandIn, User
from standin.harness import BotProcess
from standin.steps import (
    challenge,
    current_buttons,
    game_id,
    is_board,
    live_board,
    play,
    resign,
    slash_reply,
    start_game,
)
from texts import render

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


async def _finish_by_resignation(standin: StandIn, winner: User, loser: User) -> None:
    game = await start_game(standin, winner, loser)
    await play(standin, winner, "d6", game)
    mark = standin.mark()
    answer = await resign(standin, loser)
    assert answer.ephemeral and answer.content.endswith("? Press Resign to confirm.\n*Resigned.*")
    board = await standin.wait_post(lambda p: is_board(p, game) and "Game over" in p.content, mark)
    assert f"{winner.mention} wins by resignation" in board.content


async def test_stats_after_results(standin: StandIn, bot: BotProcess) -> None:
    alice, bob, carol = (standin.add_user(f"sx-{n}") for n in ("alice", "bob", "carol"))
    await _finish_by_resignation(standin, alice, bob)
    await _finish_by_resignation(standin, alice, carol)
    board = await slash_reply(standin, carol, "stats", {"game": "morris"})
    lines = board.content.splitlines()
    assert lines[0] == "**Nine Men's Morris** leaderboard"
    assert lines[1].startswith(f"1. {alice.mention} ") and lines[1].endswith("(2W 0L 0D)")
    assert any(bob.mention in line and "(0W 1L 0D)" in line for line in lines[2:])
    assert board.allowed_mentions is not None and board.allowed_mentions["parse"] == []
    record = await slash_reply(standin, bob, "stats", {"user": alice})
    assert "Nine Men's Morris: rating" in record.content and "rank 1, 2W 0L 0D" in record.content
    nothing = await slash_reply(standin, bob, "stats", {"game": "pleiadis"})
    assert "Nobody has finished a rated game of Pleiadis" in nothing.content
    started = await slash_reply(standin, carol, "threemorris", {"first": "me"})
    assert "the game begins" in started.content
    await resign(standin, carol)
    unrated = await slash_reply(standin, bob, "stats", {"user": carol})
    assert "Three Men's Morris: not rated yet, 0W 1L 0D" in unrated.content


async def test_move_autocomplete_offers_legal_moves_filtered(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("ac-alice"), standin.add_user("ac-bob")
    await start_game(standin, alice, bob)
    everything = await standin.autocomplete(alice, "move", "move", {"move": ""})
    assert len(everything) == 24 and {c["value"] for c in everything} >= {"a1", "d6", "g7"}
    filtered = await standin.autocomplete(alice, "move", "move", {"move": "a"})
    assert [c["value"] for c in filtered] == ["a7", "a4", "a1"] or sorted(
        c["value"] for c in filtered
    ) == ["a1", "a4", "a7"]
    assert await standin.autocomplete(bob, "move", "move", {"move": ""}) == []
    outsider = standin.add_user("ac-outsider")
    assert await standin.autocomplete(outsider, "move", "move", {"move": "a"}) == []


async def test_biggest_board_fits_and_autocomplete_offers_25(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("a25-alice"), standin.add_user("a25-bob")
    await start_game(standin, alice, bob, "breakthrough", {"rows": 26, "columns": 26})
    choices = await standin.autocomplete(alice, "move", "move", {"move": ""})
    assert len(choices) == 25


async def test_a_display_name_with_a_code_fence_stays_inside_the_export(
    standin: StandIn, bot: BotProcess
) -> None:
    """A 32-character name that would close the export's code block and add a masked link."""
    eve, bob = standin.add_user("ev```[x](https://example.com)```"), standin.add_user("cf-bob")
    game = await start_game(standin, eve, bob)
    await play(standin, eve, "d6", game)
    export = await slash_reply(standin, eve, "export")
    assert export.content.startswith("```\n") and export.content.endswith("\n```")
    assert export.content.count("```") == 2
    assert "Player 1: @Ev```[X](Https://Example.Com)```" in export.content.replace("\u200b", "")


async def test_board_export_and_help(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("be-alice"), standin.add_user("be-bob")
    game = await start_game(standin, alice, bob)
    await play(standin, alice, "d6", game)
    shown = await slash_reply(standin, bob, "board")
    assert f"#{game}:" in shown.content and "Last move: d6" in shown.content
    export = await slash_reply(standin, alice, "export")
    assert "Moves: 1. d6" in export.content and "Position:" in export.content
    # Mentions are not rendered inside a code block: the export names the players instead.
    names = f"player 1: @{alice.name}\nplayer 2: @{bob.name}"
    assert names in export.content.lower()
    assert "<@" not in export.content
    helped = await slash_reply(standin, alice, "help", {"game": "notakto"})
    assert helped.ephemeral and "/morris" in helped.content

    assert helped.content.startswith("**Notakto** on 3 boards: both players place an X")
    assert "retrograde" not in helped.content
    asked = await standin.slash(alice, "help", {"game": "morris"})
    helped = await standin.response(asked)
    assert "solved exactly by retrograde analysis" in helped.content
    assert "time-limited alpha-beta search" in helped.content
    levels = "`hard` beat a Monte Carlo tree search"  # with figures, maybe in a later message
    await standin.wait_post(lambda p: p.interaction is asked and levels in p.content)
    message = await standin.say(bob, "h")
    reply = await standin.reply(message)
    assert "`q`/`resign`" in reply.content and "**Nine Men's Morris**: place" in reply.content


async def test_an_export_refused_is_said_privately(standin: StandIn, bot: BotProcess) -> None:
    asked = await standin.slash(standin.add_user("ex-nobody"), "export")
    refused = await standin.response(asked)
    assert refused.ephemeral, refused.content
    await standin.wait_until(lambda: asked.original_id not in standin.messages)  # "thinking…"


async def test_draw_offer_and_acceptance(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("dr-alice"), standin.add_user("dr-bob")
    game = await start_game(standin, alice, bob)
    offer = await slash_reply(standin, alice, "draw")
    assert "offers a draw" in offer.content and offer.allowed_mentions is not None
    assert offer.allowed_mentions["users"] == [bob.id]
    await standin.wait_until(lambda: "offers a draw" in live_board(standin, game).content)
    assert (
        live_board(standin, game).button("Accept")["custom_id"] == f"mb:agree:{game}:{bob.id}:draw"
    )
    mark = standin.mark()
    await standin.say(bob, "draw")
    await standin.wait_post(
        lambda p: is_board(p, game) and "**Game over**: draw by agreement" in p.content, since=mark
    )


async def test_typed_restart_needs_the_opponent(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("rs-alice"), standin.add_user("rs-bob")
    game = await start_game(standin, alice, bob)
    await play(standin, alice, "d6", game)
    message = await standin.say(alice, "r")
    proposal = await standin.wait_post(
        lambda p: "restart" in p.content and bob.mention in p.content
    )
    assert message
    await standin.wait_until(lambda: "restart" in live_board(standin, game).content)
    mark = standin.mark()
    await standin.say(bob, "accept")
    restarted = await standin.wait_post(
        lambda p: is_board(p, game) and "starts again from the beginning" in p.content, since=mark
    )
    assert "9 to place, 0 on board" in restarted.content
    assert proposal.allowed_mentions is not None


async def test_a_proposal_declined_by_typing(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("pd-alice"), standin.add_user("pd-bob")
    game = await start_game(standin, alice, bob)
    offer = await slash_reply(standin, alice, "restart")
    assert "press Accept or Decline, or use /restart." in offer.content
    assert [b["label"] for b in offer.buttons()] == ["Accept", "Decline"]
    message = await standin.say(bob, "decline")
    declined = await standin.wait_post(
        lambda p: f"declined the restart proposal in Nine Men's Morris #{game}." in p.content
    )
    assert bob.mention in declined.content and message
    mark = standin.mark()
    await standin.say(alice, "d6")
    board = await standin.wait_post(
        lambda p: is_board(p, game) and "played **d6**" in p.content, since=mark
    )
    assert "1 on board" in board.content and "proposes" not in board.content


async def test_takeback_only_in_unrated_games_and_abort(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("tb-alice"), standin.add_user("tb-bob")
    game = await start_game(standin, alice, bob)
    await play(standin, alice, "d6", game)
    refused = await slash_reply(standin, alice, "takeback")
    assert refused.ephemeral and "unrated" in refused.content.lower()
    aborted = await slash_reply(standin, bob, "abort")
    assert "aborted" in aborted.content and "Ratings" not in aborted.content


async def test_typed_resign_asks_to_confirm(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("qr-alice"), standin.add_user("qr-bob")
    game = await start_game(standin, alice, bob)
    message = await standin.say(alice, "q")
    confirm = await standin.reply(message)
    assert [b["label"] for b in confirm.buttons()] == ["Resign", "Keep playing"]
    click = await standin.click(bob, confirm, "Resign")
    assert (await standin.response(click)).content == f"Only {alice.mention} can press this."
    click = await standin.click(alice, confirm, "Keep playing")
    await standin.response(click)
    board = await play(standin, alice, "d6", game)
    assert "played **d6**" in board.content
    confirm = await standin.reply(await standin.say(alice, "resign"))
    click = await standin.click(alice, confirm, "Resign")
    over = await standin.wait_post(lambda p: is_board(p, game) and "Game over" in p.content)
    assert click
    assert f"{bob.mention} wins by resignation" in over.content


async def test_rematch_by_both_players_swaps_sides(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("rm-alice"), standin.add_user("rm-bob")
    game = await start_game(standin, alice, bob)
    mark = standin.mark()
    await resign(standin, alice)
    await standin.wait_post(lambda p: is_board(p, game) and "Game over" in p.content, mark)
    over = live_board(standin, game)
    offer = await standin.response(await standin.click(bob, over, "Rematch"))
    assert "offers a rematch" in offer.content and alice.mention in offer.content
    outsider = standin.add_user("rm-outsider")
    answer = await standin.response(await standin.click(outsider, over, "Rematch"))
    assert answer.ephemeral and "not playing in this game" in answer.content
    mark = standin.mark()
    await standin.click(alice, over, "Rematch")
    start = await standin.wait_post(
        lambda p: is_board(p) and "begins" in p.content and game_id(p) != game, since=mark
    )
    assert f"{bob.mention} moves first" in start.content
    assert [b["disabled"] for b in current_buttons(standin, over)] == [True]


async def test_emoji_board_style(standin: StandIn, bot: BotProcess) -> None:
    admin, other = standin.add_user("em-admin"), standin.add_user("em-other")
    standin.make_admin(admin)
    saved = await slash_reply(standin, admin, "settings", {"board_style": "emoji"})
    assert "Settings saved" in saved.content and "Board style: emoji" in saved.content
    try:
        game = await start_game(standin, admin, other, "notakto", {"boards": 1})
        board = await play(standin, admin, "A4", game)
        assert "```" not in board.content
    finally:
        await slash_reply(standin, admin, "settings", {"board_style": "text"})


async def test_a_challenge_s_board_style_draws_its_board(standin: StandIn, bot: BotProcess) -> None:
    alice, bob = standin.add_user("cs-alice"), standin.add_user("cs-bob")
    game = await start_game(standin, alice, bob, "morris", {"board_style": "emoji"})
    board = await play(standin, alice, "d6", game)
    assert "```" not in board.content and "⚪" in board.content  # not the server's text
    private = await slash_reply(standin, bob, "board")
    assert "```" not in private.content and "⚪" in private.content


async def test_help_morris_says_hard_gets_stronger_while_the_tables_are_built(
    standin: StandIn, bot: BotProcess
) -> None:
    user = standin.add_user("tb-help")
    said = "it gets stronger once the build ends"
    assert said not in (await slash_reply(standin, user, "help", {"game": "morris"})).content
    folder = bot.workdir / "data" / "tables"  # the bot's tables directory
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / provision.LOCK_NAME).open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)  # as a build under way holds it
        helped = await slash_reply(standin, user, "help", {"game": "morris"})
        assert said in helped.content
        other = await slash_reply(standin, user, "help", {"game": "notakto"})
        assert said not in other.content  # no tables there


async def test_a_player_s_own_board_style_draws_what_only_they_see(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("os-alice"), standin.add_user("os-bob")
    game = await start_game(standin, alice, bob, "morris", {"board_style": "text"})
    live = await play(standin, alice, "d6", game)
    assert "```" in live.content
    mine = await slash_reply(standin, bob, "board", {"board_style": "emoji"})
    assert "```" not in mine.content and "⚪" in mine.content
    again = await slash_reply(standin, bob, "board")  # remembered
    assert "```" not in again.content and "⚪" in again.content
    theirs = await slash_reply(standin, alice, "board")  # Alice's own: the live board's
    assert "```" in theirs.content
    assert "```" in live_board(standin, game).content  # the shared board is unchanged


async def test_playing_the_computer(standin: StandIn, bot: BotProcess) -> None:
    alice = standin.add_user("cp-alice")
    interaction = await standin.slash(alice, "morris", {"level": "easy", "first": "me"})
    start = await standin.response(interaction)
    assert "begins" in start.content and "Computer (easy)" in start.content
    game = game_id(start)
    for _ in range(3):
        legal = await standin.autocomplete(alice, "move", "move", {"move": ""})
        mark = standin.mark()
        await standin.say(alice, str(legal[0]["value"]))
        reply = await standin.wait_post(
            lambda p: f"#{game}: Computer (easy) played" in p.content, since=mark
        )
        assert reply.is_v2 and "thinking" not in reply.content
    offer = await standin.slash(alice, "draw")
    answer = await standin.response(offer, timeout=20)
    assert "Agreed: draw" in answer.content or "declined" in answer.content
    assert any(p.kind == "defer" and p.interaction is offer for p in standin.posts)
    started = standin.mark()
    bot_as_opponent = await standin.slash(
        standin.add_user("cp-bob"), "threemorris", {"opponent": standin.bot, "first": "them"}
    )
    first = await standin.response(bot_as_opponent)
    # The computer moves first: its move lands on the board it starts with (in the first answer
    # when it is quick, else in an edit of that board), never on another message.
    played = re.compile(rf"#{game_id(first)}: Computer \(easy\) played")
    shown = await standin.wait_post(lambda p: bool(played.search(p.content)), since=started)
    assert shown.message is not None and first.message is not None
    assert shown.message["id"] == first.message["id"]


async def test_typed_words_are_read_in_the_match_language_the_server_chose(
    standin: StandIn, bot: BotProcess
) -> None:
    """/settings language sets the match's language, which typed words are read in too: a
    German word in a server whose Discord language is English (the README: words are read
    "in the match's language as well as in English")."""
    admin, other = standin.add_user("lg-admin"), standin.add_user("lg-other")
    standin.make_admin(admin)
    saved = await slash_reply(standin, admin, "settings", {"language": "de"})
    assert "Deutsch" in saved.content
    try:
        post = await challenge(standin, admin, other)
        mark = standin.mark()
        await standin.click(other, post, render("button-accept", "de"))
        game = game_id(await standin.wait_post(is_board, since=mark))
        asked = await play(standin, admin, "aufgeben", game)
        assert not is_board(asked) and render("button-resign", "de") in str(asked.message)
    finally:
        await slash_reply(standin, admin, "settings", {"language": "server-language"})
