"""End-to-end: the real bot process plays games with users of the local Discord stand-in."""

from __future__ import annotations

import pytest

from bot.discord.board.layout import ACCENTS, FINISHED_ACCENT
from standin import StandIn
from standin.harness import BotProcess
from standin.server import Post
from standin.steps import MORRIS_GAME, is_board, play, start_game
from tests.e2e.conftest import WHOLE_GAMES_ROUTE_LIMIT

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


@pytest.fixture(scope="module")
def route_limit() -> int:
    """Larger rate-limit buckets: this module types whole games (see WHOLE_GAMES_ROUTE_LIMIT)."""
    return WHOLE_GAMES_ROUTE_LIMIT


async def test_full_morris_game_by_typed_moves(standin: StandIn, bot: BotProcess) -> None:
    white, black = standin.add_user("white"), standin.add_user("black")
    game = await start_game(standin, white, black)
    users = {1: white, 2: black}
    pending_seen = flying_seen = False
    for index, (side, text) in enumerate(MORRIS_GAME):
        post = await play(standin, users[side], text, game)
        assert not post.replies_to(0), post.content
        assert "played **" in post.content, (text, post.content)
        if "forms a mill" in post.content:
            pending_seen = True
            assert post.is_v2 and post.accent() == ACCENTS[side]  # the same side removes
        if text == "b4-f2":
            flying_seen = True
        if index < len(MORRIS_GAME) - 1:
            assert "Game over" not in post.content
    assert pending_seen and flying_seen
    assert f"**Game over**: {white.mention} wins" in post.content
    assert "Ratings:" in post.content
    assert post.button("Rematch")["custom_id"] == f"mb:rematch:{game}:0"
    assert post.is_v2 and post.accent() == FINISHED_ACCENT


async def test_removal_is_asked_for_and_then_completes_the_turn(
    standin: StandIn, bot: BotProcess
) -> None:
    white, black = standin.add_user("white2"), standin.add_user("black2")
    game = await start_game(standin, white, black)
    for side, text in [(white, "a7"), (black, "b6"), (white, "d7"), (black, "f6"), (white, "g7")]:
        post = await play(standin, side, text, game)
    assert "g7 forms a mill" in post.content
    assert post.is_v2 and post.accent() == ACCENTS[1]
    mark = standin.mark()
    chat = await standin.say(black, "d6")  # not black's turn: chat, not a move

    def answered(post: Post) -> bool:  # a turn ping, posted in the background, may come
        return is_board(post, game) or post.replies_to(chat)

    with pytest.raises(TimeoutError):
        await standin.wait_post(answered, mark, timeout=0.5)
    removal = await play(standin, white, "b6", game)
    assert "played **g7xb6**" in removal.content
    assert removal.accent() == ACCENTS[2]
    await standin.wait_until(lambda: [n.user_id for n in standin.notifications[-1:]] == [black.id])


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("threemorris", {}),
        ("notakto", {"boards": 1}),
        ("breakthrough", {"rows": 5, "columns": 3}),
        ("firstattack", {"size": 3}),
        ("pleiadis", {"size": 3}),
    ],
)
async def test_other_game_played_to_its_end(
    standin: StandIn, bot: BotProcess, game: str, options: dict[str, object]
) -> None:
    first, second = standin.add_user(f"{game}1"), standin.add_user(f"{game}2")
    number = await start_game(standin, first, second, game, options)
    users = [first, second]
    for ply in range(80):
        user = users[ply % 2]
        choices = await standin.autocomplete(user, "move", "move", {"move": ""})
        assert choices, "the player to move has no suggestions"
        post = await play(standin, user, str(choices[0]["value"]), number)
        assert f"played **{choices[0]['value']}**" in post.content, post.content
        if "Game over" in post.content:
            break
    else:
        pytest.fail(f"{game} did not end in 80 plies")
    assert " wins " in post.content
    assert post.button("Rematch")


async def test_typed_text_is_a_move_only_when_exactly_the_board_notation_of_the_player_to_move(
    standin: StandIn, bot: BotProcess
) -> None:
    alice, bob = standin.add_user("chat-alice"), standin.add_user("chat-bob")
    game = await start_game(standin, alice, bob)
    mark = standin.mark()
    chat = [
        await standin.say(user, text)
        for user, text in [
            (alice, "10"),
            (alice, "1"),
            (alice, "A1"),
            (bob, "e4"),
            (alice, "a1 ok"),
        ]
    ]

    def answered(post: Post) -> bool:  # another game's ping, posted in the background, may come
        return is_board(post, game) or any(post.replies_to(said) for said in chat)

    with pytest.raises(TimeoutError):
        await standin.wait_post(answered, mark, timeout=0.5)
    board = await play(standin, alice, "a1", game)
    assert "played **a1**" in board.content
