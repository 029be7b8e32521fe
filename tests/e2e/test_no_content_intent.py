"""End-to-end: a server without the Message Content intent (``MESSAGE_CONTENT=false``). Discord
then gives the bot the text of a message only when it mentions the bot or replies to the bot's
message: a whole match is typed that way, and the texts say only what works."""

from __future__ import annotations

import pytest

from standin import StandIn, User
from standin.harness import BotProcess
from standin.server import Post
from standin.steps import MORRIS_GAME, challenge, game_id, is_board, live_board
from tests.e2e.conftest import WHOLE_GAMES_ROUTE_LIMIT

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


@pytest.fixture(scope="module")
def route_limit() -> int:
    """Larger rate-limit buckets: this module types whole games (see WHOLE_GAMES_ROUTE_LIMIT)."""
    return WHOLE_GAMES_ROUTE_LIMIT


@pytest.fixture(scope="module")
def bot_env() -> dict[str, str]:
    """The bot without the privileged Message Content intent."""
    return {"MESSAGE_CONTENT": "false"}


async def addressed(standin: StandIn, user: User, text: str, game: int, *, reply: bool) -> Post:
    """Type ``text`` as a reply to the live board (``reply``) or with the bot mentioned; return
    the board as shown next, or the bot's reply."""
    mark = standin.mark()
    board = live_board(standin, game)
    if reply:
        sent = await standin.say(user, text, reply_to=board.id)
    else:
        sent = await standin.say(user, f"{standin.bot.mention} {text}")
    return await standin.wait_post(lambda p: p.replies_to(sent) or is_board(p, game), since=mark)


async def test_a_whole_match_typed_through_replies_and_mentions(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black = standin.add_user("nc-white"), standin.add_user("nc-black")
    offer = await challenge(standin, white, black)
    assert "type `accept` or `decline` with me mentioned (`@me accept`)" in offer.content
    assert "reply" not in offer.content  # a reply is read only while its ping is on
    mark = standin.mark()
    await standin.say(black, "accept", reply_to=offer.id)
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    game = game_id(start)
    users = {1: white, 2: black}
    for number, (side, text) in enumerate(MORRIS_GAME):
        board = await addressed(standin, users[side], text, game, reply=number % 2 == 0)
        assert "played" in board.content or "remove" in board.content, (text, board.content)
    assert f"**Game over**: {white.mention} wins" in board.content
    assert "Ratings:" in board.content and "first rated game" in board.content


async def test_a_move_typed_plainly_is_not_seen(standin: StandIn, bot: BotProcess) -> None:
    white, black = standin.add_user("nc-plain-w"), standin.add_user("nc-plain-b")
    offer = await challenge(standin, white, black)
    mark = standin.mark()
    await standin.click(black, offer, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    game = game_id(start)
    await standin.say(white, "d6")  # the bot gets it with empty content
    shown = await addressed(standin, white, "d6", game, reply=False)
    assert f"{white.mention} played **d6**" in shown.content  # so the plain d6 was not played


async def test_help_says_how_to_type_without_the_intent(standin: StandIn, bot: BotProcess) -> None:
    user = standin.add_user("nc-help")
    answer = await standin.response(await standin.slash(user, "help", {}))
    assert "type the move with me mentioned (`@me d6`" in answer.content
    assert "just type the move" not in answer.content and "reply" not in answer.content


async def test_typed_help_against_the_computer_names_the_mention(
    standin: StandIn, bot: BotProcess
) -> None:
    user = standin.add_user("nc-computer")
    mark = standin.mark()
    await standin.response(await standin.slash(user, "morris", {"first": "me"}))
    game = game_id(await standin.wait_post(is_board, since=mark))
    helped = await addressed(standin, user, "h", game, reply=False)
    assert "Type your move with me mentioned (`@me d6`)" in helped.content
    assert "reply" not in helped.content.split("(how to write one")[0]
