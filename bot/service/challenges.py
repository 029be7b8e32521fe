"""Challenges: made, accepted (the match starts), declined, withdrawn or expired."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Mapping
from typing import Any

from bot.limits import CLOCK_RANGE, INCREMENT_RANGE
from bot.service.clock import Clock
from bot.service.errors import (
    ChallengeError,
    InvalidRequestError,
    NotAPlayerError,
)
from bot.service.events import ChallengeExpired, Event
from bot.service.guild_settings import GuildSettingsCache, in_range, plays_in_thread
from bot.service.match import Match, make_rules
from bot.service.matches import Matches
from bot.service.models import ChallengeView, FirstMove
from bot.service.publisher import Publisher
from bot.service.turns import turn_events
from bot.service.views import challenge_view, match_view
from bot.storage import ChallengeRecord, ChallengeStatus, Repository
from games import ai
from games.base import Game, PositionError, State
from texts import Person, Text, joined, t


class Challenges:
    """The pending challenges, held in memory and stored; ``admin`` is the lock that orders
    every change that creates or closes a challenge or starts a match."""

    def __init__(
        self,
        repository: Repository,
        matches: Matches,
        settings: GuildSettingsCache,
        clock: Clock,
        rng: random.Random,
        computer_id: int,
        publisher: Publisher,
        on_due: Callable[[float], None],
    ) -> None:
        self._repo = repository
        self._matches = matches
        self._settings = settings
        self._clock = clock
        self._rng = rng
        self._computer_id = computer_id
        self._publisher = publisher
        self._on_due = on_due
        self._pending: dict[int, ChallengeRecord] = {}
        self.admin = asyncio.Lock()

    async def resume(self, owns: Callable[[int], bool]) -> int:
        """Load the pending challenges of the guilds ``owns`` accepts; return how many."""
        for challenge in await self._repo.pending_challenges():
            if owns(challenge.guild_id):
                self._pending[challenge.id] = challenge
        return len(self._pending)

    def expiry_times(self) -> list[float]:
        """When each pending challenge expires."""
        return [c.expires_at for c in self._pending.values()]

    async def make(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        opponent_id: int | None,
        game: str,
        options: Mapping[str, object],
        first: FirstMove | str,
        position: str | None,
        level: str | None,
        turn_time_s: int | None,
        thread: bool | None,
        language: str | None,
        increment_s: int | None = None,
        board_style: str | None = None,
        rated: bool = True,
    ) -> tuple[ChallengeRecord, Match | None, list[Event]]:
        """Store a challenge, its match to be played in a thread of its own if ``thread``
        (None: as the server's settings say; never against the computer); against the
        computer also start its match. Returns the challenge, the match (computer games) and
        the events of its start."""
        if turn_time_s is not None:
            in_range(turn_time_s, CLOCK_RANGE, "clock")
        await self._settings.check_games_allowed(guild_id, channel_id)
        if board_style is not None:
            self._settings.board_style(board_style)
        settings = await self._settings.get(guild_id)
        computer = opponent_id is None or opponent_id == self._computer_id
        if increment_s is not None:
            in_range(increment_s, INCREMENT_RANGE, "increment")
            if turn_time_s is None or computer:
                raise InvalidRequestError(t("live-clock-people"))
        opponent = self._computer_id if computer or opponent_id is None else opponent_id
        if opponent == user_id:
            raise InvalidRequestError(t("challenge-yourself"))
        rules = make_rules(game, options)
        start = _start_state(rules, position)
        first_move = _first_move(first)
        if computer:
            levels = ai.levels_for(rules.name)
            level = level or levels[0]
            if level not in levels:
                choices = joined([t(f"choice-{name}") for name in levels])
                raise InvalidRequestError(
                    t("no-such-level", level=level, title=t(rules.title_key), levels=choices)
                )
        elif level is not None:
            raise InvalidRequestError(t("level-needs-computer"))
        now = self._clock.now()
        record = ChallengeRecord(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            challenger_id=user_id,
            challenged_id=opponent,
            game=rules.name,
            options=dict(rules.options),
            first_choice=first_move.value,
            start_position=None if position is None else start.position(),
            created_at=now,
            expires_at=now + settings.challenge_expiry_s,
            turn_time_s=turn_time_s,
            increment_s=increment_s,
            thread=plays_in_thread(settings, thread, computer),
            language=language,
            board_style=board_style,
            rated=rated,
        )
        async with self.admin:
            self._matches.check_not_busy(channel_id, user_id, opponent)
            for pending in self.pending(channel_id, user_id):
                if pending.challenged_id == opponent:
                    raise ChallengeError(t("already-challenged", opponent=Person(opponent)))
            if not computer:
                await self._repo.add_challenge(record)
                self._pending[record.id] = record
                self._on_due(record.expires_at)
                return record, None, []
            match, events = await self._start(record, level)
        return record, match, events

    async def accept(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        challenge_id: int | None,
        play_in: int | None = None,
    ) -> tuple[Match, list[Event]]:
        """Accept a challenge and start its match (in ``play_in`` if given, else the
        challenge's channel); return it and the events of its start."""
        async with self.admin:
            record = self._find(guild_id, channel_id, user_id, challenge_id, True)
            if self._clock.now() < record.expires_at:
                where = play_in or record.channel_id
                self._matches.check_not_busy(where, user_id, record.challenger_id)
                if where != record.channel_id:  # a thread of its own, made in its channel
                    await self._repo.note_thread(where, record.channel_id)
                return await self._start(record, None, where)
        await self._publisher.publish(await self.expire(record))
        raise ChallengeError(t("challenge-expired"))

    async def close(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        challenge_id: int | None,
        status: ChallengeStatus,
    ) -> ChallengeView:
        """Decline (``status`` DECLINED, by the challenged) or withdraw (by the challenger)."""
        async with self.admin:
            as_challenged = status is ChallengeStatus.DECLINED
            record = self._find(guild_id, channel_id, user_id, challenge_id, as_challenged)
            if not await self._repo.close_challenge(record, status):
                raise ChallengeError(t("challenge-closed"))
            self._pending.pop(record.id, None)
        return challenge_view(record)

    async def note_message(self, challenge_id: int, message_id: int) -> None:
        """Store ``message_id`` as the message showing challenge ``challenge_id``; raise
        :class:`ChallengeError` if there is no such challenge."""
        if not await self._repo.note_challenge_message(challenge_id, message_id):
            raise ChallengeError(t("challenge-closed"))
        pending = self._pending.get(challenge_id)
        if pending is not None:
            pending.message_id = message_id

    def pending(self, channel_id: int, user_id: int) -> list[ChallengeView]:
        """Return the pending challenges made by or to ``user_id`` in ``channel_id``."""
        return [
            challenge_view(c)
            for c in self._pending.values()
            if c.channel_id == channel_id and user_id in (c.challenger_id, c.challenged_id)
        ]

    async def expire_due(self, now: float) -> list[Event]:
        """Expire every challenge due by ``now``; return the events."""
        events: list[Event] = []
        for challenge in [c for c in self._pending.values() if c.expires_at <= now]:
            events += await self.expire(challenge)
        return events

    async def expire(self, challenge: ChallengeRecord) -> list[Event]:
        """Close ``challenge`` as expired (if still pending); return the events."""
        async with self.admin:
            if self._pending.pop(challenge.id, None) is None:
                return []
            if not await self._repo.close_challenge(challenge, ChallengeStatus.EXPIRED):
                return []
        return [ChallengeExpired(challenge_view(challenge))]

    async def _start(
        self, challenge: ChallengeRecord, level: str | None, channel_id: int | None = None
    ) -> tuple[Match, list[Event]]:
        """Create the match of ``challenge`` (accepting it) in ``channel_id`` (default the
        challenge's) and index it; ``admin`` is held."""
        rules = make_rules(challenge.game, challenge.options)
        if challenge.first_choice == FirstMove.RANDOM:
            challenger_first = self._rng.random() < 0.5
        else:
            challenger_first = challenge.first_choice == FirstMove.ME
        players = (challenge.challenger_id, challenge.challenged_id)
        if not challenger_first:
            players = players[::-1]
        if _start_state(rules, challenge.start_position).to_move == 2:
            players = players[::-1]  # a set-up position with player 2 to move
        computer = self._computer_id if level is not None else None
        record = await self._matches.new_record(
            rules,
            challenge.guild_id,
            channel_id or challenge.channel_id,
            players,
            players.index(computer) + 1 if computer is not None else 0,
            level,
            challenge.start_position,
            FirstMove(challenge.first_choice),
            None,
            challenge.turn_time_s,
            challenge.language,
            challenge.increment_s,
            challenge.board_style,
        )
        record.rated = record.rated and challenge.rated
        if not challenge.id:  # a new challenge that starts at once: the computer accepts it
            await self._repo.add_challenge(challenge, record)
        elif not await self._repo.close_challenge(challenge, ChallengeStatus.ACCEPTED, record):
            raise ChallengeError(t("challenge-closed"))
        self._pending.pop(challenge.id, None)
        match = self._matches.start(rules, record)
        return match, turn_events(match_view(match), None, None, "start")

    def _find(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        challenge_id: int | None,
        as_challenged: bool,
    ) -> ChallengeRecord:
        if challenge_id is not None:
            record = self._pending.get(challenge_id)
            if record is None or record.guild_id != guild_id:
                raise ChallengeError(t("challenge-closed"))
        else:
            role = "challenged_id" if as_challenged else "challenger_id"
            mine = [
                c
                for c in self._pending.values()
                if c.channel_id == channel_id and getattr(c, role) == user_id
            ]
            if not mine:
                raise ChallengeError(
                    t("no-challenge-to-you") if as_challenged else t("no-challenge-of-yours")
                )
            record = mine[-1]
        if as_challenged and record.challenged_id != user_id:
            if record.challenger_id == user_id:
                raise ChallengeError(t("own-challenge"))
            raise NotAPlayerError(
                t("challenge-not-for-you", challenged=Person(record.challenged_id))
            )
        if not as_challenged and record.challenger_id != user_id:
            raise NotAPlayerError(
                t("only-challenger-withdraws", challenger=Person(record.challenger_id))
            )
        return record


def _start_state(rules: Game[Any, Any], position: str | None) -> State[Any]:
    if position is None:
        state: State[Any] = rules.initial()
        return state
    try:
        state = rules.parse_position(position)
    except PositionError as error:
        raise InvalidRequestError(
            t("unreadable-position", reason=Text(error.key, error.params))
        ) from None
    if state.outcome is not None:
        raise InvalidRequestError(t("position-over"))
    return state


def _first_move(first: FirstMove | str) -> FirstMove:
    try:
        return FirstMove(first)
    except ValueError:
        choices = ", ".join(f.value for f in FirstMove)
        raise InvalidRequestError(t("bad-first-move", choices=choices, first=str(first))) from None
