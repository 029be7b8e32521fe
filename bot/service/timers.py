"""Clocks: challenge expiry, the warning at two thirds of a turn, the loss on time, and the
heartbeat that lets a restart tell how long the bot was down."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import math
from collections.abc import Awaitable, Callable

from bot.limits import DM_REMINDER_MIN_TURN_S
from bot.service.challenges import Challenges
from bot.service.clock import Clock
from bot.service.errors import ServiceError
from bot.service.events import Event, TurnWarning
from bot.service.guild_settings import GuildSettingsCache
from bot.service.match import Change, Match, player
from bot.service.matches import Matches
from bot.service.publisher import Publisher
from bot.service.turns import Turns
from bot.service.views import match_view
from bot.storage import GameRecord, GameStatus, Repository
from games.base import Outcome, Termination, other

log = logging.getLogger(__name__)

DueHook = Callable[[float], Awaitable[list[Event]]]
"""Something else each tick does at the time given (such as lapsing waits in the lobby's
pools), returning its events; it is due at the latest ``poll_s`` after its time."""


class Timers:
    """Wakes up when the next clock is due (or every ``poll_s``) and publishes what happened.

    :meth:`note` is called with every committed record and :meth:`note_due` with every new
    expiry time, so that an earlier deadline wakes the loop at once. Each tick records a
    heartbeat for ``process`` (at most every ``poll_s / 2``), read back by the next start.
    """

    def __init__(
        self,
        settings: GuildSettingsCache,
        clock: Clock,
        poll_s: float,
        repository: Repository,
        process: str,
    ) -> None:
        self._settings = settings
        self._clock = clock
        self._poll_s = poll_s
        self._repo = repository
        self._process = process
        self._next_beat = -math.inf
        self._wake = asyncio.Event()
        self._planned_wake = math.inf
        self._hooks: list[DueHook] = []

    def also(self, hook: DueHook) -> None:
        """Run ``hook`` on every tick, after the challenges and clocks."""
        self._hooks.append(hook)

    async def beat(self, now: float, *, force: bool = False) -> None:
        """Record that the timers ran at ``now`` (unless one was recorded less than
        ``poll_s / 2`` ago and not ``force``)."""
        if force or now >= self._next_beat:
            await self._repo.heartbeat(self._process, now)
            self._next_beat = now + self._poll_s / 2

    async def downtime(self, now: float) -> float:
        """Return how long before ``now`` the timers last ran (0 if they never did)."""
        last = await self._repo.last_heartbeat(self._process)
        return 0.0 if last is None else max(0.0, now - last)

    async def credit_downtime(self, matches: Matches, grace_s: float) -> None:
        """Move every loaded match's deadline on by the time since these timers last ran
        (their heartbeat; a crash can credit up to about ``poll_s`` more) and to at least
        ``grace_s`` from now, store the moved deadlines, then record a heartbeat: a crash in
        between credits the time twice rather than never."""
        now = self._clock.now()
        downtime = await self.downtime(now)
        moved: list[tuple[Match, GameRecord]] = []
        for match in matches:
            record = match.record
            if record.deadline is not None:
                deadline = max(record.deadline + downtime, now + grace_s)
                if deadline != record.deadline:
                    moved.append((match, dataclasses.replace(record, deadline=deadline)))
        await asyncio.gather(*(_store(matches, match, record) for match, record in moved))
        await self.beat(now, force=True)

    def note(self, record: GameRecord) -> None:
        """A match record was committed: wake up if its clock is due before the plan."""
        self.note_due(self._settings.due(record))

    def note_due(self, when: float) -> None:
        """Wake :meth:`run` if ``when`` comes before its planned wake-up."""
        if when < self._planned_wake:
            self._wake.set()

    async def run(
        self,
        matches: Matches,
        challenges: Challenges,
        turns: Turns,
        publisher: Publisher,
        grace_s: float,
    ) -> None:
        """Expire challenges and enforce turn deadlines until cancelled (run it as a task).

        First the time since the timers last ran (such as a front end's start-up after
        :meth:`credit_downtime` at resume) is credited to every deadline, as soon as storage
        answers."""
        credited = False
        while True:
            try:
                if not credited:
                    await self.credit_downtime(matches, grace_s)
                    credited = True
                await publisher.publish(await self.tick(matches, challenges, turns))
                await self.beat(self._clock.now())
            except Exception:  # a storage failure must not stop every clock for good
                log.exception("the timers failed; trying again shortly")
            self._wake.clear()
            times = challenges.expiry_times() + [self._settings.due(m.record) for m in matches]
            self._planned_wake = min(times, default=math.inf)
            delay = min(self._poll_s, max(0.01, self._planned_wake - self._clock.now()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)

    async def tick(self, matches: Matches, challenges: Challenges, turns: Turns) -> list[Event]:
        """Expire overdue challenges, warn and end matches lost on time, now; return the
        events."""
        now = self._clock.now()
        events = await challenges.expire_due(now)
        for match in matches:
            await self._settings.get(match.record.guild_id)  # due() needs it read once
            if self._settings.due(match.record) <= now:
                with contextlib.suppress(ServiceError):  # changed elsewhere: reloaded
                    events += await self._check(match, matches, turns)
        for hook in self._hooks:
            events += await hook(now)
        return events

    async def _check(self, match: Match, matches: Matches, turns: Turns) -> list[Event]:
        """Under the match's lock: end the match on time, or warn once at two thirds."""
        async with match.lock:
            deadline = match.record.deadline
            if match.record.status is not GameStatus.ACTIVE or deadline is None:
                return []
            now = self._clock.now()
            seat = match.state.to_move
            if now >= deadline:
                return await turns.end(match, Outcome(other(seat), Termination.TIMEOUT))
            if match.record.warned or now < self._settings.due(match.record):
                return []
            warned = dataclasses.replace(match.record, warned=True)
            await matches.commit(match, Change(warned))
            user = player(match.record, seat)
            long_turn = self._settings.turn_time(match.record) >= DM_REMINDER_MIN_TURN_S
            dm = long_turn and await self._repo.dm_reminders(user)
            return [TurnWarning(match_view(match), user, deadline, deadline - now, dm)]


async def _store(matches: Matches, match: Match, record: GameRecord) -> None:
    """Commit ``record`` for ``match`` under its lock (a match changed meanwhile is reloaded)."""
    async with match.lock:
        with contextlib.suppress(ServiceError):
            await matches.commit(match, Change(record))
