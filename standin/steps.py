"""Steps that drive the bot through the stand-in: start a game, type a move, read the answer."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from standin.model import Channel, User
from standin.server import Post, StandIn

GAME_ID = re.compile(r"\*\* #(\d+)")

# A whole game of Nine Men's Morris as the players type it. White's mills are typed without the
# removal when several pieces could go (the bot then waits for the piece: "g4"), Black flies
# with three pieces left (b4-f2), and the last turn names its removal inline.
MORRIS_GAME = [
    (1, "e4"), (2, "g4"), (1, "d7"), (2, "a4"), (1, "f2"), (2, "d2"), (1, "d3"), (2, "c4"),
    (1, "g1"), (2, "c5"), (1, "c3"), (2, "d6"), (1, "e3"), (1, "g4"), (2, "b6"), (1, "e5"),
    (1, "c5"), (2, "c5"), (1, "g7"), (2, "b2"), (1, "g1-d1"), (2, "c5-d5"), (1, "d1-a1"),
    (2, "d2-d1"), (1, "g7-g4"), (2, "a4-a7"), (1, "f2-f4"), (1, "a7"), (2, "d6-f6"),
    (1, "g4-g1"), (2, "d1-d2"), (1, "g1-g4"), (1, "b2"), (2, "b6-b4"), (1, "g4-g1"),
    (2, "c4-c5"), (1, "g1-g4"), (1, "d5"), (2, "d2-d1"), (1, "e5-d5"), (2, "d1-g1"),
    (1, "d5-e5"), (1, "g1"), (2, "b4-f2"), (1, "g4-g7"), (2, "f6-d5"), (1, "g7-g4xf2"),
]  # fmt: skip


def game_id(post: Post) -> int:
    """The game number a board post is about."""
    match = GAME_ID.search(post.content)
    assert match, f"no game number in {post.content!r}"
    return int(match[1])


async def challenge(
    standin: StandIn,
    challenger: User,
    opponent: User,
    game: str = "morris",
    options: dict[str, object] | None = None,
    channel: Channel | None = None,
) -> Post:
    """Challenge ``opponent`` by slash command; return the challenge message."""
    interaction = await standin.slash(
        challenger, game, {"opponent": opponent, "first": "me", **(options or {})}, channel
    )
    post = await standin.response(interaction)
    assert not post.ephemeral, post.content
    return post


async def start_game(
    standin: StandIn,
    first: User,
    second: User,
    game: str = "morris",
    options: dict[str, object] | None = None,
    channel: Channel | None = None,
) -> int:
    """``first`` challenges ``second`` (moving first), who accepts by button; return the id."""
    post = await challenge(standin, first, second, game, options, channel)
    click = await standin.click(second, post, "Accept")
    start = await standin.wait_post(lambda p: p.interaction is click and "begins" in p.content)
    return game_id(start)


async def play(
    standin: StandIn, user: User, text: str, game: int, channel: Channel | None = None
) -> Post:
    """Type ``text`` as ``user``; return the bot's answer: the new board or a reply."""
    mark = standin.mark()
    message_id = await standin.say(user, text, channel)
    return await standin.wait_post(
        lambda p: p.replies_to(message_id) or (p.kind == "message" and f"** #{game}:" in p.content),
        since=mark,
    )


def current_buttons(standin: StandIn, post: Post) -> list[dict[str, Any]]:
    """The buttons of ``post``'s message as it is now (after any edits)."""
    return Post("message", post.channel_id, standin.messages[post.id]).buttons()


async def slash_reply(
    standin: StandIn,
    user: User,
    command: str,
    options: Mapping[str, object] | None = None,
    channel: Channel | None = None,
) -> Post:
    """Run a slash command; return its first visible answer."""
    interaction = await standin.slash(user, command, dict(options or {}), channel)
    return await standin.response(interaction)
