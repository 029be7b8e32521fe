"""End-to-end: a match speaks its server's language in everything everyone sees (the challenge,
the live board, the pings); what one person sees privately follows their own language."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest
import pytest_asyncio

from standin import StandIn
from standin.harness import BotProcess
from standin.model import User
from standin.steps import challenge, game_id, is_board, play, slash_reply
from texts import render, t

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

ENGLISH = [
    render(t("challenge-standard-rules")),
    render(t("board-recent", moves="")),
    render(t("board-deadline", when="")),
    render("status-to-move", name=""),
    "your move in",
    "challenges you",
    "Last move",
    "to place",
]
"""Words of the shared messages in English (none may show in a German server's game)."""


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def standin() -> AsyncIterator[StandIn]:
    """A stand-in whose server prefers German."""
    server = StandIn()
    server.guild.locale = "de"
    await server.start()
    yield server
    await server.close()


async def _german_game(standin: StandIn, first: User, second: User) -> int:
    """``first`` challenges ``second``, who accepts by the German button; the game's id once
    its board is shown."""
    mark = standin.mark()
    offer = await challenge(standin, first, second)
    await standin.click(second, offer, render("button-accept", "de"))
    return game_id(await standin.wait_post(is_board, since=mark))


async def test_a_game_in_a_german_server_shows_no_english_on_what_everyone_sees(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("de-alice"), standin.add_user("de-bob")
    mark = standin.mark()
    game = await _german_game(standin, alice, bob)
    for user, move in [(alice, "d6"), (bob, "d2"), (alice, "f4"), (bob, "b4"), (alice, "b6")]:
        board = await play(standin, user, move, game)
        assert is_board(board, game)
    shared = [p.content for p in standin.channel_posts(since=mark) if not p.ephemeral]
    assert shared and not [(w, c) for c in shared for w in ENGLISH if w.strip() and w in c]
    assert render("game-morris") not in board.content  # the game's German name instead


async def test_what_one_person_sees_follows_their_own_language(
    standin: StandIn, bot: BotProcess
) -> None:
    carol = standin.add_user("en-carol")
    helped = await slash_reply(standin, carol, "help")
    assert helped.ephemeral and "Start a game" in helped.content
    dora = standin.add_user("de-dora")
    dora.locale = "de"
    geholfen = await slash_reply(standin, dora, "help")
    assert geholfen.ephemeral and "Start a game" not in geholfen.content


async def test_the_private_resign_confirmation_speaks_the_resigner_s_language(
    standin: StandIn, bot: BotProcess
) -> None:
    erin = standin.add_user("en-erin")
    game = await _german_game(standin, erin, standin.add_user("de-fritz"))
    # The match speaks German (its server's), Erin English: what only she sees is English.
    asked = await slash_reply(standin, erin, "resign")
    assert asked.ephemeral and "Press Resign to confirm" in asked.content
    assert [b["label"] for b in asked.buttons()] == ["Resign", "Keep playing"]
    kept = await standin.response(await standin.click(erin, asked, "Keep playing"))
    assert kept.ephemeral and "Resignation cancelled." in kept.content
    assert [b["label"] for b in kept.buttons()] == ["Resign", "Keep playing"]
    asked = await slash_reply(standin, erin, "resign")
    done = await standin.response(await standin.click(erin, asked, "Resign"))
    assert "Resigned." in done.content
    over = await standin.wait_post(lambda p: is_board(p, game) and "Partie vorbei" in p.content)
    assert not over.ephemeral
