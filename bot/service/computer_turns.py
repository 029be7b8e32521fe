"""The computer's turns: a move chosen off the event loop, then played if still current."""

from __future__ import annotations

import asyncio
import logging
import random

from bot.service.computer import MoveProvider
from bot.service.errors import ServiceError
from bot.service.events import Event
from bot.service.match import Match
from bot.service.publisher import Publisher
from bot.service.turns import Turns
from bot.storage import GameStatus
from games import ai
from games.base import MoveError

log = logging.getLogger(__name__)


class ComputerTurns:
    """Starts a task for each match where the computer is to move; its events are published
    (nobody asked for them)."""

    def __init__(
        self,
        provider: MoveProvider,
        turns: Turns,
        publisher: Publisher,
        rng: random.Random,
        computer_id: int,
    ) -> None:
        self.provider = provider
        self._turns = turns
        self._publisher = publisher
        self._rng = rng
        self._computer_id = computer_id
        self._thinking: dict[int, asyncio.Task[None]] = {}

    def schedule(self, match: Match) -> None:
        """Start choosing the computer's move in ``match`` if it is to move and not already."""
        record = match.record
        if (
            record.status is GameStatus.ACTIVE
            and record.computer_seat == match.state.to_move
            and record.id not in self._thinking
        ):
            task = asyncio.create_task(self._turn(match))
            self._thinking[record.id] = task
            task.add_done_callback(lambda done: self._forget(record.id, done))

    async def accepts_draw(self, match: Match) -> bool:
        """Return whether the computer in ``match`` accepts a draw (True if it is not playing)."""
        record = match.record
        if not record.computer_seat:
            return True
        level = record.level or ai.levels_for(record.game)[0]
        return await self.provider.accepts_draw(
            record.game, record.options, record.position, level, record.computer_seat
        )

    async def wait_idle(self) -> None:
        """Return once no computer move is being chosen or played."""
        while self._thinking:
            await asyncio.gather(*self._thinking.values(), return_exceptions=True)

    async def close(self) -> None:
        """Stop the moves in progress and the move provider."""
        tasks = list(self._thinking.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.provider.close()

    def _forget(self, match_id: int, task: asyncio.Task[None]) -> None:
        if self._thinking.get(match_id) is task:
            del self._thinking[match_id]

    async def _turn(self, match: Match) -> None:
        """Ask the provider for a move (no lock held meanwhile), then play it if still current."""
        record = match.record
        seed = self._rng.getrandbits(32)
        level = record.level or ai.levels_for(record.game)[0]
        try:  # a failed search is retried, then replaced by a shallower one (the provider)
            text = await self.provider.choose_move(
                record.game, record.options, record.position, level, seed
            )
        except Exception:
            log.exception("the computer failed to choose a move in game %d", record.id)
            text = ""  # not a move: a random legal move is played instead
        try:
            offer = not match.computer_offered_draw and await self.provider.offers_draw(
                record.game, record.options, match.positions
            )
        except Exception:
            log.exception("the computer failed to judge a draw offer in game %d", record.id)
            offer = False
        events: list[Event] = []
        async with match.lock:
            if match.record is record and record.status is GameStatus.ACTIVE:
                try:
                    move = match.rules.parse_move(match.state, text)
                except MoveError:
                    log.exception("the computer chose %r in game %d", text, record.id)
                    move = self._rng.choice(list(match.state.legal_moves()))
                try:
                    seat = record.computer_seat
                    result = await self._turns.play(
                        match, seat, move, self._computer_id, offer_draw=offer
                    )
                    events = list(result.events)
                    match.computer_offered_draw |= offer
                except ServiceError:  # changed elsewhere: reloaded, so think again below
                    pass
            # else the match changed meanwhile: think again below
        current = asyncio.current_task()
        assert current is not None
        self._forget(record.id, current)
        await self._publisher.publish(events)
        self.schedule(match)
