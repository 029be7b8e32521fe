"""Games across the processes of a shard cluster.

A match is held (in memory, timed, repaired, its boards edited) by the process that serves its
own guild. A game across servers also has a home in another server, which another process of
the cluster may serve: that process keeps a copy of the match (a *mirror*,
:meth:`~bot.service.matches.Matches.mirror`) to read it (whose turn, which moves, the board's
buttons), refreshed whenever its holder says it changed (and read again at each input), and
forwards every move, offer (made, agreed or declined), resignation and abort made there, and
its home's channel gone, to the holder through the database (:mod:`bot.storage.inputs`), waking
it with a notification (polling where the database has none). The holder takes the input at the
match's version, applies it as if it had been made in its own process, publishes its events (so
the holder edits both boards and pings) and stores the answer: what was played, or the refusal,
which the sender raises as the same error for the player. A match started by another process (a
seek of this process's guild accepted from there) is told to the cluster like any change: its
holder then holds it, makes the threads its servers ask for (:class:`StartedHere`) and posts
its boards, and the process of its other home mirrors it; a notification lost is made good by a
look at the games across servers in progress every ``poll_s``, and a LISTEN connection lost
with the database is replaced once it is back (polling meanwhile). A notification comes at the
pace of its listener, after the holder may have posted a board of a new match (or moved a home
into a new thread) in a server of that process: an input there for a match not known there is
first looked for in the database (:meth:`Forwarding.catch_up_at`), not taken for chat.

Exactly once: an input is applied only by the holder that took it (a sender that gives up
withdraws it only if nobody took it), and a holder killed after taking it leaves it taken at
the match's version, so its successor (at its start, once it holds the lease) answers it
"applied" if the match moved on since (or ended), else applies it then. Every input is taken
and applied under one hold of the match's lock, so nothing else changes the match in between.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

from bot.background import Background
from bot.service import answers
from bot.service.applying import applied, offered
from bot.service.clock import Clock
from bot.service.errors import NoGameError, ServiceError
from bot.service.events import (
    Event,
    FinishedChanged,
    MatchResult,
    MoveResult,
    ProposalResult,
    StartedHere,
)
from bot.service.guild_settings import plays_in_thread
from bot.service.match import Match, player
from bot.service.matches import Matches
from bot.service.models import Next, Proposal
from bot.service.proposals import Proposals
from bot.service.publisher import Publisher
from bot.service.turns import Turns, turn_events
from bot.service.views import match_view, record_view
from bot.storage import GameRecord, GameStatus, InputRecord, Repository, StorageError
from texts import t

log = logging.getLogger(__name__)

ANSWER_WAIT_S = 8.0
"""How long a forwarded input waits for its holder's answer (its interaction was deferred)."""
POLL_S = 0.5
"""How often a process without notifications looks for inputs and answers."""
SWEEP_AFTER_S = 3600.0
"""Answers nobody read (their sender was killed) are deleted after this long."""


class Forwarding:
    """Forwards inputs to the process holding their match and applies those of the matches
    held here; see the module docstring. ``owns`` tells whether this process serves a guild."""

    def __init__(
        self,
        repository: Repository,
        matches: Matches,
        turns: Turns,
        proposals: Proposals,
        publisher: Publisher,
        clock: Clock,
        owns: Callable[[int], bool],
    ) -> None:
        self._repo = repository
        self._matches = matches
        self._turns = turns
        self._proposals = proposals
        self._publisher = publisher
        self._clock = clock
        self._owns = owns
        self._answered: dict[int, asyncio.Event] = {}
        self._stale: set[int] = set()
        self._wake = asyncio.Event()
        self._listening = False
        self._missed = False
        """Whether notifications were lost since the last look."""
        self._alone = False
        """Whether this process is the only one on its database (SQLite): it holds everything."""
        self._telling = Background(log)
        matches.listen(self._changed)

    # -- in the process of a home: forwarding --------------------------------------------------

    async def elsewhere(self, channel_id: int, user_id: int) -> Match | None:
        """``user_id``'s match in ``channel_id`` if another process holds it, else None (one
        not known here is looked for first: :meth:`catch_up_at`)."""
        match = self._matches.find(channel_id, user_id)
        if match is None:
            match = await self.catch_up_at(channel_id, user_id)
        held_elsewhere = match is not None and self._matches.held_elsewhere(match.record.id)
        return match if held_elsewhere else None

    async def catch_up(self, match_id: int) -> None:
        """Read match ``match_id`` again if another process holds it (its holder may have
        changed it a moment ago, before telling this one); hold or mirror it if it is in
        progress and not known here yet (told, it would be: see :meth:`catch_up_at`)."""
        match = self._matches.get(match_id)
        if match is None and not self._alone:
            await self._adopt(match_id)
        elif match is not None and self._matches.held_elsewhere(match_id):
            await self._matches.reload(match)

    async def catch_up_at(self, channel_id: int, user_id: int) -> Match | None:
        """``user_id``'s match in ``channel_id``, caught up (:meth:`catch_up`), or None. If
        none is known there, each game across servers in progress with a home there that is
        not known there is caught up first: its holder posts its board there (a new match,
        a home moved into a thread) before this process hears of it, and a move made on it
        at once must find it."""
        match = self._matches.find(channel_id, user_id)
        if match is not None:
            await self.catch_up(match.record.id)
        elif not self._alone:
            for match_id in await self._repo.across_in(channel_id):
                known = self._matches.get(match_id)
                if known is None or all(home.channel_id != channel_id for home in known.homes):
                    await self.catch_up(match_id)
        return self._matches.find(channel_id, user_id)

    async def move(self, match: Match, channel_id: int, user_id: int, text: str) -> MoveResult:
        """Have ``match``'s holder play ``text`` for ``user_id``; return the move as played
        (its events are the holder's to show). Raises the holder's refusal."""
        data = await self._send(match, "move", channel_id, user_id, text)
        view = match_view(match)
        complete = bool(data.get("complete", True))  # applied before a holder was killed
        if view.outcome is not None:
            next_ = Next.GAME_OVER
        else:
            next_ = Next.OPPONENT if complete else Next.PENDING_REMOVAL
        return MoveResult(view, str(data.get("move", text)), complete, next_)

    async def end(self, match: Match, kind: str, channel_id: int, user_id: int) -> MatchResult:
        """Have ``match``'s holder apply ``kind`` (``resign`` or ``abort``) for ``user_id``."""
        await self._send(match, kind, channel_id, user_id, "")
        return MatchResult(match_view(match))

    async def offer(
        self, match: Match, verb: str, kind: Proposal, channel_id: int, user_id: int
    ) -> ProposalResult:
        """Have ``match``'s holder apply ``verb`` to an offer of ``kind`` for ``user_id``:
        ``propose`` (or agree to the opponent's), ``agree`` or ``refuse`` (answering the
        opponent's offer), ``decline``; return the result (its events are the holder's)."""
        data = await self._send(match, "offer", channel_id, user_id, f"{verb} {kind.value}")
        agreed, declined = bool(data.get("agreed")), bool(data.get("declined"))
        proposer = int(data.get("proposer", user_id))  # no figures: applied before a crash
        return ProposalResult(kind, match_view(match), proposer, agreed, declined)

    async def gone(self, match: Match, seat: int) -> None:
        """Tell ``match``'s holder that the channel of its home of ``seat`` is gone."""
        home = next(h for h in match.homes if h.seat == seat) if seat else None
        channel_id = match.record.channel_id if home is None else home.channel_id
        user_id = player(match.record, seat or 1)
        await self._send(match, "gone", channel_id, user_id, str(seat))

    async def _send(
        self, match: Match, kind: str, channel_id: int, user_id: int, text: str
    ) -> dict[str, Any]:
        """Queue the input, wait for its answer and refresh the mirror; return the answer's
        data or raise its refusal."""
        record = match.record
        entry = InputRecord(
            0, record.id, record.guild_id, kind, user_id, channel_id, text, self._clock.now()
        )
        input_id = await self._repo.queue_input(entry)
        answered = self._answered.setdefault(input_id, asyncio.Event())
        try:
            answer = await self._answer(input_id, answered)
        finally:
            self._answered.pop(input_id, None)
        with contextlib.suppress(StorageError):  # applied all the same: the holder tells later
            await self._matches.reload(match)
            await self._repo.forget_input(input_id)  # else swept later
        return answers.read(answer)

    async def _answer(self, input_id: int, answered: asyncio.Event) -> str:
        """The answer to input ``input_id``; raise :class:`ServiceError` if none comes in
        :data:`ANSWER_WAIT_S`: nothing was done if the input could be withdrawn, else it is
        done later (once queued it is never refused for a database that is away a moment)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + ANSWER_WAIT_S
        while True:
            with contextlib.suppress(StorageError):  # away a moment: asked again
                found = await self._repo.get_input(input_id)
                if found is not None and found.outcome is not None:
                    return found.outcome
            left = deadline - loop.time()
            if left <= 0:
                try:
                    withdrawn = await self._repo.withdraw_input(input_id)
                except StorageError:
                    withdrawn = False
                raise ServiceError(t("forward-no-answer" if withdrawn else "forward-taken-late"))
            answered.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(answered.wait(), min(left, POLL_S))

    # -- in the holder: applying ---------------------------------------------------------------

    async def run(self, poll_s: float) -> None:
        """Apply the inputs of the matches held here and refresh the mirrors, as they are
        notified (every :data:`POLL_S` while notifications cannot be had: listening again
        then, and looking at once once they can), and every ``poll_s`` look for matches
        started elsewhere that a lost notification did not bring, until cancelled; at once on
        a database that only one process uses. Start it once the matches are resumed."""
        loop = asyncio.get_running_loop()
        next_look = loop.time() + poll_s
        warned = False
        while True:
            if not self._listening:
                try:
                    if not await self._repo.listen_inputs(self._heard):
                        self._alone = True  # a database of one process (SQLite)
                        return  # nothing is ever forwarded
                    self._listening, warned = True, False
                    if self._missed:  # what was notified meanwhile is looked for now
                        next_look, self._missed = loop.time(), False
                except StorageError as error:
                    if not warned:
                        log.warning("no notifications of forwarded inputs (polling): %s", error)
                    warned = True
            self._wake.clear()  # what is notified from now on is drained next time
            wait = poll_s if self._listening else POLL_S
            try:
                if loop.time() >= next_look:
                    next_look = loop.time() + poll_s
                    await self.look()
                await self.drain()
            except Exception:  # a storage failure must not stop the inputs for good
                log.exception("forwarded inputs failed; trying again shortly")
                wait = POLL_S
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), wait)
            if not self._listening:
                self._stale.update(m.record.id for m in self._matches.mirrors())

    def _heard(self, payload: str | None) -> None:
        """A notification: an input queued, an answer stored or a match changed; None: the
        notifications were lost (listened for again)."""
        if payload is None:
            self._listening, self._missed = False, True
            self._wake.set()
            return
        kind, _, number = payload.partition(" ")
        if kind == "answer":
            waiting = self._answered.get(int(number))
            if waiting is not None:
                waiting.set()
            return
        if kind == "game":
            self._stale.add(int(number))
        self._wake.set()

    async def look(self) -> None:
        """Hold or mirror the games across servers in progress of this process's guilds not
        known here (only those: every other match is started by the process that holds it);
        delete the answers nobody read for :data:`SWEEP_AFTER_S`."""
        await self._repo.sweep_inputs(self._clock.now() - SWEEP_AFTER_S)
        for game_id, guild_id, home_guild_id in await self._repo.across_in_progress():
            ours = self._owns(guild_id) or self._owns(home_guild_id)
            if ours and self._matches.get(game_id) is None:
                self._stale.add(game_id)

    async def drain(self) -> None:
        """Refresh the stale mirrors (:meth:`refresh`), then apply the inputs waiting for
        matches held here."""
        await self.refresh()
        for entry in await self._repo.open_inputs():
            if self._owns(entry.holder_guild_id):
                await self.apply(entry)

    async def refresh(self) -> None:
        """Reload the mirrors told changed, and hold or mirror the matches started elsewhere
        that were told or found (:meth:`look`)."""
        stale, self._stale = self._stale, set()
        for match_id in stale:
            match = self._matches.get(match_id)
            if match is None:
                await self._adopt(match_id)
            elif self._matches.held_elsewhere(match_id):
                await self._matches.reload(match)

    async def apply(self, entry: InputRecord) -> None:
        """Apply ``entry`` (once) and store its answer."""
        match = self._matches.get(entry.game_id) or await self._adopt(entry.game_id)
        if match is None:
            await self._repo.answer_input(entry.id, await self._over(entry))
            return
        events: list[Event] = []
        async with match.lock:
            if entry.taken_version is not None and match.record.version > entry.taken_version:
                answer = answers.done()  # applied before its holder was killed
            elif not await self._repo.take_input(entry.id, match.record.version):
                return  # withdrawn by its sender meanwhile
            elif entry.kind == "offer":
                answer, events = await offered(self._proposals, match, entry)
            else:
                answer, events = await applied(self._turns, match, entry)
        await self._publisher.publish(events)  # shown even if the answer cannot be stored now
        await self._repo.answer_input(entry.id, answer)

    async def _over(self, entry: InputRecord) -> str:
        """The answer to ``entry``, whose match is not in progress: applied if the match moved
        on since it was taken (it ended the game, then its holder was killed), else refused."""
        record = await self._repo.get_game(entry.game_id)
        taken = entry.taken_version
        if taken is not None and record is not None and record.version > taken:
            return answers.done()
        return answers.refused(NoGameError(t("game-not-in-progress")))

    async def _adopt(self, match_id: int) -> Match | None:
        """Match ``match_id``, started by another process, if it is in progress: held here
        (shown as started) if this process serves its guild, mirrored if it serves a home of
        it; None otherwise."""
        record = await self._repo.get_game(match_id)
        if record is None:
            return None
        if record.status is not GameStatus.ACTIVE:
            await self._ended(record)
            return None
        match = await self._matches.load(record)
        if self._matches.get(match_id) is not None:  # loaded meanwhile
            return self._matches.get(match_id)
        if self._owns(record.guild_id):
            self._matches.index(match)
            await self._publisher.publish(await self._started(match))
            return match
        if any(self._owns(home.guild_id) for home in match.homes):
            return self._matches.mirror(match)
        return None

    async def _ended(self, record: GameRecord) -> None:
        """``record``, a finished match, changed (maybe in another process): published if it
        is a game across servers, for a ping of its rematch offer posted here to go."""
        homes = await self._repo.homes_of([record.id])
        if homes:
            await self._publisher.publish([FinishedChanged(record_view(record, homes=homes))])

    async def _started(self, match: Match) -> list[Event]:
        """The events of ``match``'s start, held here from now on: a :class:`StartedHere` if
        a server of its asks for threads and its boards were never posted (not a rematch,
        which stays where its match was played)."""
        view = match_view(match)
        events = turn_events(view, None, None, "start")
        record = match.record
        posted = record.board_message_id is not None or any(
            home.board_message_id is not None for home in match.homes
        )
        if posted or record.rematch_of is not None:
            return events
        guilds = [record.guild_id, *(home.guild_id for home in match.homes)]
        wanted = [plays_in_thread(await self._repo.get_settings(g), None) for g in guilds]
        if not any(wanted):
            return events
        return [StartedHere(view, tuple(events), wanted[0], any(wanted[1:]))]

    def _changed(self, record: GameRecord) -> None:
        """A match was held, started or changed here: tell the cluster (its holder or
        mirrors), if it is a game across servers (or has just ended)."""
        match = self._matches.get(record.id)
        if match is not None and not match.homes:
            return
        self._telling.spawn(self._tell(record.id), name=f"tell-{record.id}")

    async def _tell(self, match_id: int) -> None:
        try:
            await self._repo.tell_changed(match_id)
        except Exception as error:  # the mirrors poll, later
            log.warning("a match's change was not told to the cluster: %r", error)

    async def close(self) -> None:
        """Wait a moment for the changes being told to the cluster, then stop telling them."""
        await self._telling.drain(POLL_S)
