"""Clocks: challenge expiry, the warning at two thirds of a turn, and the loss on time."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import math

from bot.service.challenges import Challenges
from bot.service.clock import Clock
from bot.service.errors import ServiceError
from bot.service.guild_settings import GuildSettingsCache
from bot.service.matches import Change, Match, Matches, player
from bot.service.models import Event, TurnWarning
from bot.service.publisher import Publisher
from bot.service.turns import Turns
from bot.service.views import match_view
from bot.storage import GameRecord, GameStatus
from games.base import Outcome, Termination, other

log = logging.getLogger(__name__)


class Timers:
    """Wakes up when the next clock is due (or every ``poll_s``) and publishes what happened.

    :meth:`note` is called with every committed record and :meth:`note_due` with every new
    expiry time, so that an earlier deadline wakes the loop at once.
    """

    def __init__(self, settings: GuildSettingsCache, clock: Clock, poll_s: float) -> None:
        self._settings = settings
        self._clock = clock
        self._poll_s = poll_s
        self._wake = asyncio.Event()
        self._planned_wake = math.inf

    def note(self, record: GameRecord) -> None:
        """A match record was committed: wake up if its clock is due before the plan."""
        self.note_due(self._settings.due(record))

    def note_due(self, when: float) -> None:
        """Wake :meth:`run` if ``when`` comes before its planned wake-up."""
        if when < self._planned_wake:
            self._wake.set()

    async def run(
        self, matches: Matches, challenges: Challenges, turns: Turns, publisher: Publisher
    ) -> None:
        """Expire challenges and enforce turn deadlines until cancelled (run it as a task)."""
        while True:
            try:
                await publisher.publish(await self.tick(matches, challenges, turns))
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
            return [TurnWarning(match_view(match), user, deadline, deadline - now)]
