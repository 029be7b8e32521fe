"""Steps that drive the bot through the stand-in: start a game, type a move, read the answer."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from standin.model import Channel, User
from standin.server import EPHEMERAL, Post, StandIn, StandInError

GAME_ID = re.compile(r"\*\* #(\d+)")
RETIRED = "This board moved"
"""How an old board shrunk to a pointer to the live one begins."""
TURN_PING = re.compile(r"your move in .* #(\d+):")
"""A turn ping, with the number of its match."""

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


def whole_turns(script: list[tuple[int, str]] = MORRIS_GAME) -> list[tuple[int, str]]:
    """A typed script as whole turns: a removal typed on its own joins its move."""
    turns: list[tuple[int, str]] = []
    for side, text in script:
        if turns and turns[-1][0] == side:
            turns[-1] = (side, f"{turns[-1][1]}x{text}")
        else:
            turns.append((side, text))
    return turns


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
    """``first`` challenges ``second`` (moving first), who accepts by button; return the id
    once the board and the ping of ``first`` (a message of its own) are shown."""
    post = await challenge(standin, first, second, game, options, channel)
    mark = standin.mark()
    await standin.click(second, post, "Accept")
    start = await standin.wait_post(
        lambda p: is_board(p) and "begins" in p.content.split("\n", 1)[0], since=mark
    )
    await standin.wait_post(
        lambda p: (
            p.kind in ("message", "followup")
            and p.content.startswith(f"{first.mention}, your move")
        ),
        since=mark,
    )
    return game_id(start)


def is_board(post: Post, game: int | None = None) -> bool:
    """True if ``post`` shows a live board (of match ``game`` if given), posted or edited."""
    first_line = post.content.split("\n", 1)[0]
    wanted = (f"** #{game}:", f"** #{game} :") if game is not None else ("** #",)  # fr: " :"
    return (
        post.kind in ("message", "response", "followup", "edit")
        and any(mark in first_line for mark in wanted)
        and RETIRED not in post.content
    )


def left_in(standin: StandIn, channel: Channel) -> list[dict[str, Any]]:
    """The messages everyone sees still in ``channel`` (not deleted), oldest first."""
    return [
        m
        for m in standin.messages.values()
        if int(m["channel_id"]) == channel.id and not int(m.get("flags", 0)) & EPHEMERAL
    ]


def bot_posts_left(standin: StandIn, channels: set[int] | None = None) -> list[Post]:
    """The bot's public messages still up (in ``channels`` when given), as they read now."""
    return [
        Post("message", int(m["channel_id"]), m)
        for m in standin.messages.values()
        if m["author"]["id"] == str(standin.bot.id)
        and not int(m.get("flags", 0)) & EPHEMERAL
        and (channels is None or int(m["channel_id"]) in channels)
    ]


def turn_pings(
    standin: StandIn, channels: set[int] | None = None, game: int | None = None
) -> list[Post]:
    """The bot's turn pings still up (in ``channels``, of match ``game``, when given)."""
    return [
        post
        for post in bot_posts_left(standin, channels)
        if (found := TURN_PING.search(post.content)) and (game is None or int(found[1]) == game)
    ]


def live_board(standin: StandIn, game: int, channel: Channel | None = None) -> Post:
    """The live board of match ``game`` as it is now (the newest board message not retired;
    in ``channel`` if given: a game across servers has a board on each side)."""
    found = [
        post
        for post in bot_posts_left(standin, None if channel is None else {channel.id})
        if is_board(post, game)
    ]
    if not found:
        raise StandInError(f"match {game} has no live board")
    return max(found, key=lambda post: post.id)


async def play(
    standin: StandIn, user: User, text: str, game: int, channel: Channel | None = None
) -> Post:
    """Type ``text`` as ``user``; return the bot's answer: the board as shown next, or a reply."""
    mark = standin.mark()
    message_id = await standin.say(user, text, channel)
    return await standin.wait_post(
        lambda p: p.replies_to(message_id) or is_board(p, game), since=mark
    )


def next_click(post: Post, move: str, tried: set[str]) -> tuple[str, str] | None:
    """The control of ``post`` that takes the move ``move`` one step further: (custom id,
    value chosen or '' for a button). Step controls carry the steps chosen so far (the
    player's, or forced ones the bot took) in their custom id."""

    def rank(item: dict[str, Any]) -> bool:
        return str(item.get("custom_id")).startswith(("mb:group:", "mb:gbtn:"))

    pages_last = sorted(post.components(), key=rank)
    for item in pages_last:
        custom_id = str(item.get("custom_id", ""))
        if item.get("disabled") or custom_id in tried:
            continue
        parts = custom_id.split(":")
        if custom_id.startswith("mb:cell:"):
            prefix, step = parts[3], parts[4]
            if move.startswith(prefix) and _takes(move[len(prefix) :], step):
                return custom_id, ""
        elif custom_id.startswith("mb:gbtn:"):
            prefix = parts[3]
            if move.startswith(prefix) and move[len(prefix) :].startswith(parts[4]):
                tried.add(custom_id)
                return custom_id, ""
        elif custom_id.startswith("mb:step:"):
            prefix = parts[4]
            for value in (str(o["value"]) for o in item.get("options", [])):
                if move.startswith(prefix) and _takes(move[len(prefix) :], value):
                    return custom_id, value
        elif custom_id.startswith("mb:group:"):
            for value in (str(o["value"]) for o in item.get("options", [])):
                if f"{custom_id}={value}" not in tried:
                    tried.add(f"{custom_id}={value}")
                    return custom_id, value
    return None


def _takes(rest: str, step: str) -> bool:
    """True if the move ``rest`` goes on with the whole step ``step``."""
    return rest.startswith(step) and (len(rest) == len(step) or rest[len(step)] in "-x")


async def press(standin: StandIn, user: User, target: Post, custom_id: str, value: str) -> Post:
    """Click the control ``custom_id`` of ``target`` as ``user`` (choosing ``value`` in a
    menu, '' for a button); return the answer, or the deferral."""
    if value:
        interaction = await standin.choose(user, target, custom_id, [value])
    else:
        interaction = await standin.click(user, target, custom_id=custom_id)
    return await standin.response_or_defer(interaction)


async def click_move(
    standin: StandIn, user: User, game: int, move: str, channel: Channel | None = None
) -> Post:
    """Play ``move`` (canonical text) by clicks alone on match ``game``'s live board (the one
    in ``channel`` if given) and the private menus it opens; return the board as shown next.
    Raises ``StandInError`` if the controls do not offer the move or the bot refuses it."""
    target = live_board(standin, game, channel)
    tried: set[str] = set()
    while True:
        found = next_click(target, move, tried)
        if found is None:
            raise StandInError(f"no control takes {move!r} further: {target}")
        answer = await press(standin, user, target, *found)
        if answer.kind == "defer":
            since = standin.posts.index(answer)
            return await standin.wait_post(lambda p: is_board(p, game), since=since)
        if not answer.ephemeral:
            return answer
        if answer.components():
            target = Post("message", answer.channel_id, standin.messages[answer.id])
            continue
        if "You played" not in answer.content:
            raise StandInError(f"{user.name} could not play {move!r}: {answer.content}")
        since = standin.posts.index(answer)
        return await standin.wait_post(lambda p: is_board(p, game), since=since)


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


async def resign(standin: StandIn, user: User, channel: Channel | None = None) -> Post:
    """Resign ``user``'s match by ``/resign`` and its private confirmation; return the
    confirmation as answered ("You resigned")."""
    asked = await slash_reply(standin, user, "resign", channel=channel)
    if not asked.ephemeral or not asked.buttons():
        raise StandInError(f"/resign did not ask to confirm: {asked.content!r}")
    click = await standin.click(user, asked, "Resign")
    return await standin.response(click)
