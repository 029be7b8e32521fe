"""Where a game can be played, as a matrix: context × install type × Message Content intent.

Discord lets an app be used in a server, in the DM with its bot user, and in group DMs and DMs
between users (*Interaction Context Types*), installed to a server or by a user
(*Installation Context*); without the privileged Message Content intent the bot reads a message
only where it is mentioned, replied to, or in its own DM. :func:`cells` gives the cells Discord
allows, for either intent mode (a setting of the bot process, so one process per mode): a server
install in a server channel, in a thread and in the bot's DM; a user install in a DM between
users, a group DM and a server without the bot (which the bot refuses up front: it could not
post the board there).

:func:`play` plays a whole game of Nine Men's Morris in a cell: the scripted game between two
people, every other turn typed where the bot reads typing (plainly with the intent, as a reply
to the board without it) and the rest clicked; in the bot's DM, a player against the computer by
clicks. It returns what the game cost and who each turn notified. ``tests/e2e/test_matrix.py``
plays every cell; ``bench/contexts.py`` prints the figures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from standin.model import Channel, Guild, User, snowflake
from standin.server import Post, StandIn, StandInError
from standin.steps import (
    RETIRED,
    bot_posts_left,
    click_move,
    game_id,
    is_board,
    live_board,
    press,
    resign,
    turn_pings,
    whole_turns,
)

CONTEXTS = ("channel", "thread", "bot DM", "DM", "group DM", "server without the bot")
GUILD_INSTALL, USER_INSTALL = "server install", "user install"
MOVE_CONTROLS = ("mb:step:", "mb:cell:", "mb:group:", "mb:gbtn:")
"""The custom id prefixes of a board's move controls (not its Resign, Offer draw...)."""
TURN_LIMIT = 150
"""Turns after which a game against the computer is resigned (it has shown enough)."""


@dataclass(frozen=True)
class Cell:
    """One place to play: a context, how the app is installed there, and the intent mode."""

    context: str
    install: str
    intent: bool

    @property
    def name(self) -> str:
        """E.g. ``group DM, user install, no intent``."""
        return f"{self.context}, {self.install}, {'intent' if self.intent else 'no intent'}"

    @property
    def typed(self) -> bool:
        """True where the bot reads typed moves (a server where it is a member)."""
        return self.context in ("channel", "thread")


def cells(intent: bool) -> list[Cell]:
    """The cells of one intent mode."""
    places = [(c, GUILD_INSTALL) for c in CONTEXTS[:3]] + [(c, USER_INSTALL) for c in CONTEXTS[3:]]
    return [Cell(context, install, intent) for context, install in places]


@dataclass
class Outcome:
    """What a game in a cell cost: the bot's messages in its channels, created and left, the
    most turn pings live at once, and who each turn between people notified."""

    cell: Cell
    turns: int = 0
    created: int = 0
    left: int = 0
    retired: int = 0
    """Of those left, old boards shrunk to a pointer to the live one (typing scrolls boards
    out of sight, and the bot then posts a fresh one)."""
    live_pings: int = 0
    notified: list[list[int]] = field(default_factory=list)
    """Per turn between people: the users notified, to be ``[the player to move next]``."""
    movers: list[int] = field(default_factory=list)
    """Per turn between people: the player to move after it."""
    ending: str = ""
    """The last board's result line (or the refusal, where the bot refuses the game)."""

    @property
    def exact_turns(self) -> int:
        """Turns that notified exactly the player to move, and nobody else."""
        return sum(
            1 for got, mover in zip(self.notified, self.movers, strict=True) if got == [mover]
        )


@dataclass
class Place:
    """Where a cell's game is played: the channel the challenge is made in, and its players."""

    channel: Channel
    players: tuple[User, User]


def set_up(standin: StandIn, cell: Cell, tag: str) -> Place:
    """Make the channel and the players of ``cell`` (``tag`` keeps names apart)."""
    names = (f"{tag}-a", f"{tag}-b")
    if cell.context in ("channel", "thread"):
        a, b = (standin.add_user(n) for n in names)
        return Place(standin.add_channel(tag), (a, b))
    if cell.context == "server without the bot":
        guild: Guild = standin.add_guild(tag, with_bot=False)
        a, b = (standin.add_user(n, guild=guild) for n in names)
        standin.install_app(a)
        return Place(standin.add_channel(tag, guild=guild), (a, b))
    a, b = (User(snowflake(), n) for n in names)
    if cell.context == "bot DM":
        return Place(standin.dm_with(a), (a, b))
    if cell.context == "DM":
        return Place(standin.add_dm(a, b), (a, b))
    return Place(standin.add_group_dm(tag, a, b), (a, b))


def _bot_posts(standin: StandIn, channels: set[int], since: int) -> list[Post]:
    """The bot's public messages created in ``channels`` from post ``since`` on."""
    return [
        p
        for p in standin.posts[since:]
        if p.channel_id in channels and p.kind in ("message", "response", "followup")
        and not p.ephemeral
    ]  # fmt: skip


async def play(standin: StandIn, cell: Cell, place: Place) -> Outcome:
    """Play a whole game in ``cell`` at ``place``; return what it cost."""
    outcome = Outcome(cell)
    mark = standin.mark()
    first, second = place.players
    channels = {place.channel.id}
    if cell.context == "bot DM":
        return await _against_the_computer(standin, place, outcome, mark)
    options: dict[str, object] = {"opponent": second, "first": "me"}
    options |= {"thread": True} if cell.context == "thread" else {}
    asked = await standin.response(await standin.slash(first, "morris", options, place.channel))
    if cell.context == "server without the bot":
        outcome.ending = asked.content
        outcome.created = len(_bot_posts(standin, channels, mark))
        return outcome
    await standin.click(second, asked, "Accept")
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    game = game_id(start)
    channels.add(start.channel_id)
    await standin.wait_until(_notified(standin, 0, [first.id]))  # the first turn's ping
    users = {1: first, 2: second}
    board = start
    for number, (side, text) in enumerate(whole_turns()):
        others = [u.id for u in place.players]
        before = len(standin.notifications)
        if cell.typed and number % 2 == 0:
            board = await _type(standin, cell, users[side], text, game)
        else:
            board = await click_move(standin, users[side], game, text)
        if f"played **{text}**" not in board.content and "Game over" not in board.content:
            raise StandInError(f"{cell.name}: {text} was not shown: {board.content[:300]}")
        over = "Game over" in board.content
        expected = others if over else [users[3 - side].id]
        await standin.wait_until(_notified(standin, before, expected))
        outcome.turns += 1
        if not over:  # the new ping is posted first, then the previous one removed
            await standin.wait_until(lambda: len(turn_pings(standin, channels, game)) <= 1)
            outcome.live_pings = max(outcome.live_pings, len(turn_pings(standin, channels, game)))
            outcome.notified.append(
                [n.user_id for n in standin.notifications[before:] if n.user_id in others]
            )
            outcome.movers.append(users[3 - side].id)
    await standin.wait_until(lambda: len(turn_pings(standin, channels, game)) == 0)
    return _count(standin, outcome, channels, game, mark)


def _notified(standin: StandIn, before: int, users: list[int]) -> Callable[[], bool]:
    """True once ``users`` were all notified since notification ``before``."""
    return lambda: set(users) <= {n.user_id for n in standin.notifications[before:]}


def _count(standin: StandIn, outcome: Outcome, channels: set[int], game: int, mark: int) -> Outcome:
    """Fill in the messages of ``outcome``'s game and its ending."""
    outcome.created = len(_bot_posts(standin, channels, mark))
    left = bot_posts_left(standin, channels)
    outcome.left = len(left)
    outcome.retired = sum(1 for post in left if RETIRED in post.content)
    board = live_board(standin, game).content
    outcome.ending = next((line for line in board.split("\n") if "Game over" in line), "")
    return outcome


async def _type(standin: StandIn, cell: Cell, user: User, text: str, game: int) -> Post:
    """Type ``text`` in ``game``'s channel as the bot reads it in ``cell``'s intent mode:
    plainly, or as a reply to the live board without the intent; return the board shown."""
    mark = standin.mark()
    board = live_board(standin, game)
    channel = standin.find_channel(board.channel_id)
    if cell.intent:
        await standin.say(user, text, channel)
    else:
        await standin.say(user, text, channel, reply_to=board.id)
    shown = (f"played **{text}**", "Game over")
    return await standin.wait_post(
        lambda p: is_board(p, game) and any(words in p.content for words in shown), since=mark
    )


def first_choice(post: Post) -> tuple[str, str] | None:
    """The first move control of ``post`` and its first option ('' for a button)."""
    for item in post.components():
        custom_id = str(item.get("custom_id", ""))
        if custom_id.startswith(MOVE_CONTROLS) and not item.get("disabled"):
            options = item.get("options") or []
            return custom_id, str(options[0]["value"]) if options else ""
    return None


async def _against_the_computer(
    standin: StandIn, place: Place, outcome: Outcome, mark: int
) -> Outcome:
    """A player against the computer (``easy``) in the bot's DM, clicking the first choice
    offered each time, until the game ends (or resigning after :data:`TURN_LIMIT` turns)."""
    player = place.players[0]
    before = len(standin.notifications)
    options = {"first": "me", "level": "easy"}
    await standin.slash(player, "morris", options, place.channel)
    start = await standin.wait_post(lambda p: is_board(p) and "begins" in p.content, since=mark)
    game = game_id(start)
    while outcome.turns < TURN_LIMIT:
        await standin.wait_until(lambda: _ready(live_board(standin, game)), timeout=30)
        target = live_board(standin, game)
        if "Game over" in target.content:
            break
        while (found := first_choice(target)) is not None:
            answer = await press(standin, player, target, *found)
            if not answer.ephemeral or not answer.components():
                break
            target = Post("message", answer.channel_id, standin.messages[answer.id])
        outcome.turns += 1
    else:
        await resign(standin, player, place.channel)
    await standin.wait_until(_notified(standin, before, [player.id]))  # the result ping
    return _count(standin, outcome, {place.channel.id}, game, mark)


def _ready(board: Post) -> bool:
    """True once ``board`` waits for the player (the computer has replied) or is over."""
    if "Game over" in board.content:
        return True
    return "thinking" not in board.content and first_choice(board) is not None
