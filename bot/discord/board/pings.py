"""Turn and result pings, and how far each board has scrolled out of sight.

Discord notifies nobody of an edit, and a board allows no mention (it is edited all game long),
so whoever must act now is pinged in a short message of its own (:meth:`Pings.notify`), and the
previous ping goes, so the channel stays tidy. Pings are posted in the background, so a board
never waits for one: a channel takes 5 messages in 5 s (standin/RULES.md), and in a quick game
the ping still waiting is replaced by the newer one. :class:`Scroll` counts the messages that follow
each board in its channel: with :data:`SCROLL_LIMIT` newer ones a board is out of sight (the
bot's own pings do not count).
"""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Collection
from dataclasses import dataclass

import discord

from bot.background import Background
from bot.discord.board.outlets import Outlets, Unreachable
from bot.discord.say import message_link, pinging, say
from bot.discord.wording import game_title, language
from bot.service import MatchView
from texts import Person, joined, t

log = logging.getLogger(__name__)

SCROLL_LIMIT = 6
"""After this many newer messages in its channel a board counts as out of sight."""
RECENT_IDS = 50
"""How many recent message ids are remembered per channel (to count what follows a board)."""


@dataclass
class Turn:
    """What a board's pings know: who was to move on it as last shown (None: not shown by this
    process yet), and the message that pinged them, removed when the turn passes on."""

    to_move_shown: int | None = None
    ping_id: int | None = None
    due: Ping | None = None
    """The newest ping not posted yet."""
    task: asyncio.Task[None] | None = None
    """Posts ``due`` (and each newer one) while it runs."""


@dataclass(frozen=True, slots=True)
class Ping:
    """A ping to post: where, what, whom it mentions (nobody: the turn passed to a player of
    another board, and only the previous ping goes), and whether it ends the game (a result
    ping stays)."""

    match_id: int
    channel_id: int
    content: str
    people: tuple[int, ...]
    final: bool


class Scroll:
    """The recent messages of each channel, and which of them are the bot's pings."""

    def __init__(self) -> None:
        self._recent: dict[int, deque[int]] = {}
        self._pings: dict[int, deque[int]] = {}

    def saw(self, channel_id: int, message_id: int) -> None:
        """Note a message posted in ``channel_id``."""
        self._recent.setdefault(channel_id, deque(maxlen=RECENT_IDS)).append(message_id)

    def pinged(self, channel_id: int, message_id: int) -> None:
        """Note that ``message_id`` is a ping of the bot's (it pushes no board out of sight)."""
        self._pings.setdefault(channel_id, deque(maxlen=RECENT_IDS)).append(message_id)

    def out_of_sight(self, channel_id: int, board_id: int) -> bool:
        """True once :data:`SCROLL_LIMIT` messages other than pings follow ``board_id``."""
        pings = self._pings.get(channel_id, ())
        newer = [m for m in self._recent.get(channel_id, ()) if m > board_id and m not in pings]
        return len(newer) >= SCROLL_LIMIT


class Pings:
    """Pings whoever must act on a board now (see the module docstring)."""

    def __init__(self, outlets: Outlets, scroll: Scroll) -> None:
        self.outlets = outlets
        self.scroll = scroll
        self.tasks = Background(log)
        """The tasks posting pings (drained when shutting down)."""

    def notify(
        self,
        turn: Turn,
        view: MatchView,
        channel_id: int,
        board_id: int | None,
        here: Collection[int] | None = None,
    ) -> None:
        """After ``view`` was shown on its board ``board_id``: ping the player to move when the
        turn passes to them in a game between people (against the computer the reply comes at
        once, with the player watching), and the players when the game ends; only those
        ``here`` (who play on this board; default both), the previous ping going once the
        turn passes on. Posted in the background (see the module docstring)."""
        before, turn.to_move_shown = turn.to_move_shown, view.to_move_id
        if view.outcome is None and (view.computer_seat or view.to_move_id == before):
            return
        if view.outcome is not None and before is None:
            turn.to_move_shown = None  # shown again (a rematch offered): pinged no more
            return  # the end was shown already (or by a process before a restart)
        link = message_link(view.guild_id, channel_id, board_id or 0)
        name, number = game_title(view), str(view.id)
        if view.outcome is None:
            people = [view.to_move_id]
            text = t("turn-ping", player=Person(view.to_move_id), game=name, id=number, link=link)
        else:
            turn.to_move_shown = None
            people = [uid for seat, uid in enumerate(view.players, 1) if seat != view.computer_seat]
        people = [uid for uid in people if here is None or uid in here]
        if view.outcome is not None:
            players = joined([Person(uid) for uid in people], "list-and")
            text = t("result-ping", players=players, game=name, id=number, link=link)
        content = say(text, language(view))
        turn.due = Ping(view.id, channel_id, content, tuple(people), view.outcome is not None)
        if turn.task is None or turn.task.done():
            turn.task = self.tasks.spawn(self._post(turn), name=f"pings-{view.id}")

    async def _post(self, turn: Turn) -> None:
        """Post ``turn``'s due ping, and each newer one due meanwhile; each removes the one
        before it (a ping that cannot be posted leaves it)."""
        while turn.due is not None:
            ping, turn.due = turn.due, None
            posted = None
            if ping.people:
                try:
                    message = await self.outlets.send(
                        ping.channel_id,
                        ping.content,
                        view=None,
                        allowed_mentions=pinging(*ping.people),
                    )
                except (discord.HTTPException, Unreachable) as error:  # the board stays
                    log.info("match %s: the ping is not posted: %r", ping.match_id, error)
                    continue
                self.scroll.pinged(ping.channel_id, message.id)
                posted = None if ping.final else message.id
            old, turn.ping_id = turn.ping_id, posted
            if old is not None:
                try:
                    await self.outlets.delete(ping.channel_id, old)
                except (discord.HTTPException, Unreachable) as error:
                    log.info("match %s: the previous ping stays: %r", ping.match_id, error)
