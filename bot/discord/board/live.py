"""The live board: one message per match, edited in place on every turn, playable by clicking.

Every change of a match (a command's result, or an event published later such as the
computer's reply) is handed to :meth:`LiveBoards.show`, which keeps the newest snapshot of the
match (by ``MatchView.version``, never by arrival) and wakes the match's one writer task. The
writer shows the newest snapshot: it edits the board message in place (answering the click
that moved, when there is one, with the edit itself), or posts a fresh board and retires the
old one when the board has scrolled out of sight. When the computer is to move it first waits
a moment for its reply, so a move and its answer usually land in one edit, and it never shows
a snapshot older than one already shown. Each match has its own writer, so a slow Discord
request for one match never delays another, and no command waits for a writer longer than an
interaction allows.

A game across servers has a board in each player's channel (:meth:`MatchView.boards`), each
with its own writer, in its home's language, pinging only the player who plays there and naming
the other server's player by their escaped display name; the process that applies a change
edits both, by REST: on a shard cluster, the process that holds the match (inputs made in the
other home are forwarded to it, see :mod:`bot.service.forwarding`). A board whose channel is
gone moves its player to their DM (:meth:`LiveBoards.gone`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Callable, Sequence

import discord

from bot.background import Background
from bot.discord.board.acks import Ack
from bot.discord.board.behind import Behind
from bot.discord.board.layout import HEADED, board_layout, header
from bot.discord.board.messages import Board, BoardMessages, Notify
from bot.discord.board.names import PlayerNames
from bot.discord.board.offers import Offers
from bot.discord.board.outlets import Outlets, Unreachable
from bot.discord.board.pings import Pings, Scroll
from bot.discord.board.threads import MatchThreads
from bot.discord.emoji import Tiles
from bot.discord.say import message_link
from bot.discord.wording import game_title, language
from bot.service import (
    NO_GUILD,
    Event,
    GameOver,
    MatchService,
    MatchView,
    ServiceError,
)
from texts import Text, t

log = logging.getLogger(__name__)

UNKNOWN_CHANNEL = 10003
"""Discord's code for a channel or thread that does not exist (any more)."""

COMPUTER_WAIT_S = 0.25
"""How long a board waits for the computer's reply before showing it thinking (a quick
reply then lands in the same update as the move it answers)."""
RETRY_AFTER_S = (2.0, 10.0, 60.0)
"""When a board could not be shown, the pauses before trying again (then: at the next change)."""
DRAIN_S = 5.0
"""How long shutting down waits for boards being written."""
KEPT_FINISHED = 256
"""The boards of finished matches kept (the newest): shown again (a rematch offered or
answered), each keeps its first line and its result's rating changes."""


class LiveBoards:
    """One live board per match; see the module docstring."""

    def __init__(
        self,
        client: discord.Client,
        service: MatchService,
        outlets: Outlets,
        now: Callable[[], float],
        tiles: Tiles | None = None,
    ) -> None:
        self.client = client
        self.tiles = tiles or Tiles()
        """The board tiles (their markup once uploaded)."""
        self.service = service
        self.outlets = outlets
        self.now = now
        self.threads = MatchThreads(client)
        self._boards: dict[tuple[int, int], Board] = {}
        """Each board by (match, home seat): see :meth:`MatchView.boards`."""
        self._finished: OrderedDict[tuple[int, int], Board] = OrderedDict()
        """The last boards of finished matches, the oldest first (see :data:`KEPT_FINISHED`)."""
        self.scroll = Scroll()
        self.messages = BoardMessages(service, outlets, self.scroll, self.threads, now)
        self.pings = Pings(outlets, self.scroll)
        self._writers = Background(log)
        self.offers = Offers(outlets)
        """The offers' own messages, their buttons disabled once the offers end."""
        self.behind = Behind(self._afresh)
        """The boards of private channels left behind, shown at the next interaction there."""
        self.names = PlayerNames(client, now)

    # -- what the rest of the adapter calls ----------------------------------------------------

    def ack(self, interaction: discord.Interaction) -> Ack:
        """An :class:`Ack` of ``interaction`` on this adapter's clock."""
        return Ack(interaction, self.now)

    async def show(
        self,
        view: MatchView,
        events: Sequence[Event] = (),
        *,
        ack: Ack | None = None,
        notify: Notify | None = None,
    ) -> None:
        """Show ``view`` (and what ``events`` say of it) on the match's live board, or on
        each of its boards (a game across servers: one in each player's channel, each as its
        home sees it).

        Returns at once, or with ``ack`` once the board answered it or its time ran short.
        ``notify`` is told if the board cannot be shown (the board ``ack`` is for, else the
        match's first). A match another process of a shard cluster holds (a game across
        servers with a home here) is shown by that one: nothing here.
        """
        if self.service.held_elsewhere(view.id):
            return
        homes = view.boards()
        boards = [self._board(seat, seen) for seat, seen in homes]
        told = self._answering(boards, ack)
        for live, (_, seen) in zip(boards, homes, strict=True):
            if seen.version > live.view.version or (
                seen.version == live.view.version and live.view.last_turn is None
            ):
                live.view = seen
            for event in events:
                if isinstance(event, HEADED) and event.match.version >= live.header_version:
                    live.header, live.header_version = header(event), event.match.version
                elif isinstance(event, GameOver):
                    live.ratings = event.ratings
            if live is told and ack is not None:
                live.acks.append(ack)
            if live is told and notify is not None and view.version > live.shown:
                live.notify.append(notify)  # else it is on the board already
            self._wake(live)
        if ack is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(ack.done.wait(), max(0.0, ack.seconds_left()))

    def _board(self, seat: int, seen: MatchView) -> Board:
        """The board of ``seen``'s match in the home of ``seat``: the one shown lately (a
        finished match's; its message the stored one if newer, posted by another process),
        else one made from what is stored (such as a board shown before a restart)."""
        key = (seen.id, seat)
        found = self._boards.get(key) or self._finished.pop(key, None)
        if found is None:
            found = Board(seen, seen.channel_id, message_id=seen.board_message_id, seat=seat)
        elif (seen.board_message_id or 0) > (found.message_id or 0):  # snowflakes: newer
            found.message_id = seen.board_message_id
        self._boards[key] = found
        return found

    @staticmethod
    def _answering(boards: Sequence[Board], ack: Ack | None) -> Board:
        """Of ``boards``, the one ``ack`` is answered on: the clicked board, else the one in
        the channel it came from; else the first."""
        if ack is not None:
            for live in boards:
                if ack.message_id is not None and ack.message_id == live.message_id:
                    return live
            for live in boards:
                if ack.interaction.channel_id == live.channel_id:
                    return live
        return boards[0]

    def _wake(self, live: Board) -> None:
        """Have ``live``'s writer show its newest snapshot (started if it is not running)."""
        live.changed.set()
        if live.task is None or live.task.done():
            live.task = self._writers.spawn(self._write(live), name=f"board-{live.view.id}")

    def _afresh(self, live: Board) -> None:
        """Show ``live``, left behind for want of an interaction token, on a fresh board (the
        old board's token cannot edit it any more) saying why it was behind, with the pings
        it missed; unless it was shown anew meanwhile."""
        if self._boards.setdefault((live.view.id, live.seat), live) is not live:
            return
        view = live.view
        live.message_id, live.shown = None, -1
        live.header = t("board-behind", game=game_title(view), id=str(view.id))
        live.header_version = view.version
        self._wake(live)

    async def repair(self, view: MatchView) -> None:
        """Show ``view`` as stored on its board (at start-up, after a crash may have left it
        behind): the player to move was pinged before, and is not pinged again."""
        await self.show(view)
        for seat, _ in view.boards():
            live = self._boards.get((view.id, seat))
            if live is not None:  # its writer has not run yet: nothing awaited since show()
                live.turn.to_move_shown = view.to_move_id

    def is_board(self, game: MatchView, message_id: int) -> bool:
        """True if ``message_id`` is one of ``game``'s boards: shown by this process, or stored
        (a finished match's, which this process no longer follows)."""
        if any(seen.board_message_id == message_id for _, seen in game.boards()):
            return True
        return any(
            key[0] == game.id and live.message_id == message_id
            for key, live in self._boards.items()
        )

    def board_link(self, view: MatchView) -> str | None:
        """The link to ``view``'s live board in ``view.channel_id`` (one board of a game
        across servers: see :meth:`MatchView.boards`), None if this process has not shown it
        yet."""
        for (match_id, _), live in self._boards.items():
            if match_id == view.id and live.channel_id == view.channel_id and live.message_id:
                return message_link(view.guild_id, live.channel_id, live.message_id)
        return None

    async def names_shown(self, view: MatchView) -> dict[int, str]:
        """How ``view``'s board in ``view.channel_id`` names the players of another server
        (escaped display names; empty for a match in one channel), also once it is no longer
        shown (a finished match)."""
        if not view.across:
            return {}
        for (match_id, _), live in self._boards.items():
            if match_id == view.id and live.channel_id == view.channel_id and live.names:
                return live.names
        seats = [home.seat for home in view.homes if home.channel_id == view.channel_id]
        return await self.names.of(view, view.players_at(seats[0] if seats else 0))

    async def drain(self) -> None:
        """Wait a few seconds for the boards being written, then for their pings (used when
        shutting down); stop the tasks still waiting to try again, and the boards left behind."""
        await self._writers.drain(DRAIN_S)  # the writers first: they ping
        await self.pings.tasks.drain(DRAIN_S)
        await self.behind.tasks.close()

    async def style_of(self, view: MatchView) -> str:
        """The board style of ``view``: its own, else its guild's (text for tiles not
        uploaded)."""
        wanted = view.board_style or (await self.service.get_settings(view.guild_id)).board_style
        return self.tiles.style(wanted)

    async def end_gone(self, games: Sequence[MatchView], why: str) -> None:
        """End ``games`` without a result: where they were played is gone (one INFO line
        each; nothing is posted, there is nowhere to post)."""
        for game in games:
            for seat in (0, 1, 2):
                self._drop(game.id, seat)
            try:
                await self.service.abandon(game.id)
            except ServiceError as error:
                log.info("match %s: %s, and it could not be ended: %s", game.id, why, error)
                continue
            log.info("match %s ended without a result: %s", game.id, why)

    # -- the writer ----------------------------------------------------------------------------

    async def _write(self, live: Board) -> None:
        """Show the newest snapshot of ``live`` until there is nothing newer to show."""
        while live.view.version > live.shown or live.acks:
            live.changed.clear()
            view = live.view
            if (
                view.outcome is None
                and view.state.to_move == view.computer_seat
                and live.waited < view.version
                and view.version > live.shown
            ):
                live.waited = view.version
                wait = min([COMPUTER_WAIT_S] + [a.seconds_left() - 0.4 for a in live.acks])
                if wait > 0:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(live.changed.wait(), wait)
                    continue
            acks, live.acks = live.acks, []
            notify, live.notify = live.notify, []
            try:
                if view.version > live.shown:
                    refused = await self._deliver(live, view, acks)
                    live.shown, live.failures = view.version, 0
                    if refused:
                        link = self.board_link(view) or ""
                        await self._tell(view, notify, t("board-above", link=link))
            except Unreachable as error:
                log.info("match %s: %s; the next interaction there shows it", view.id, error)
                await self._tell(view, notify)
                live.shown, live.failures = view.version, 0  # the next change tries again
                self.behind.left(live)
            except Exception as error:
                if isinstance(error, discord.NotFound) and error.code == UNKNOWN_CHANNEL:
                    await self.gone(view, live.seat, f"its channel {live.channel_id} is gone")
                    return
                live.failures += 1
                if live.failures == 1 and await self.messages.mend(live, error):
                    live.notify[:0] = notify  # told only if trying again at once fails too
                    continue
                log.warning("match %s: the board could not be shown: %r", view.id, error)
                await self._tell(view, notify)
                if live.failures > len(RETRY_AFTER_S):
                    live.shown, live.failures = view.version, 0  # the next change tries again
                else:
                    await self._pause(live, RETRY_AFTER_S[live.failures - 1])
            finally:
                for ack in acks:
                    ack.done.set()
        key = (live.view.id, live.seat)
        if live.view.outcome is not None and self._boards.get(key) is live:
            self._finished[key] = self._boards.pop(key)
            while len(self._finished) > KEPT_FINISHED:
                self._finished.popitem(last=False)

    @staticmethod
    async def _pause(live: Board, seconds: float) -> None:
        """Wait ``seconds`` before trying again, or less if the match changes meanwhile."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(live.changed.wait(), seconds)

    async def _tell(
        self, view: MatchView, notify: Sequence[Notify], text: Text | None = None
    ) -> None:
        """Tell the players waiting on ``view``'s board ``text`` (by default: that it could
        not be shown)."""
        move = view.last_move
        if text is None:
            text = t("board-not-shown-move", move=move) if move else t("board-not-shown")
        for tell in notify:
            try:
                await tell(text)
            except discord.HTTPException:
                log.warning("match %s: could not tell a player the board failed", view.id)

    async def _deliver(self, live: Board, view: MatchView, acks: Sequence[Ack]) -> bool:
        """Put ``view`` on the board: edit it in place, or post a fresh one; True when a fresh
        one was refused (see :meth:`BoardMessages.put`)."""
        style = await self.style_of(view)
        if view.across:  # each time: a name fetched long ago is fetched again
            live.names = await self.names.of(view, view.players_at(live.seat))
        layout = board_layout(
            view,
            style,
            live.header,
            live.ratings,
            language(view),
            tiles=self.tiles.markup,
            shown=live.names,
            tournament=self.service.tournaments.game_of(view.id),
        )
        refused = await self.messages.put(live, layout, acks)
        here = view.players_at(live.seat)
        self.pings.notify(live.turn, view, live.channel_id, live.message_id, here)
        await self.offers.close_answered(view, live.seat)
        return refused

    # -- a home that is gone -------------------------------------------------------------------

    def _drop(self, match_id: int, seat: int) -> None:
        """Forget match ``match_id``'s board in the home of ``seat``, its writer stopped
        (unless it is the caller)."""
        live = self._boards.pop((match_id, seat), None)
        if live is not None and live.task is not None and live.task is not asyncio.current_task():
            live.task.cancel()

    async def gone(self, view: MatchView, seat: int, why: str) -> None:
        """The channel of ``view``'s board in the home of ``seat`` is gone (deleted, or the
        bot left its server). A match in one channel ends without a result
        (:meth:`end_gone`). In a game across servers the players of that board play on in
        their DM with the bot, a board posted there saying why; a player the bot cannot
        reach there (DMs closed) cannot move, and their clock ends the game with a result
        as usual."""
        if not view.across:
            await self.end_gone([view], why)
            return
        self._drop(view.id, seat)
        for user_id in view.players_at(seat):
            player_seat = view.seat_of(user_id)
            try:
                user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
                dm = await user.create_dm()
                moved = await self.service.move_home(view.id, player_seat, NO_GUILD, dm.id)
            except (discord.HTTPException, ServiceError) as error:
                log.info(
                    "match %s: %s; player %s has no DM (%r): their clock decides",
                    view.id,
                    why,
                    user_id,
                    error,
                )
                continue
            log.info("match %s: %s; player %s plays on in their DM", view.id, why, user_id)
            self._drop(view.id, player_seat)
            live = self._board(player_seat, dict(moved.boards())[player_seat])
            live.header = t("home-moved-to-dm", game=game_title(moved), id=str(moved.id))
            live.header_version = moved.version
            await self.show(moved)
