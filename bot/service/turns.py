"""Turns: playing moves, resigning, aborting, and ending a match with its result."""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable

from bot.service.clock import Clock
from bot.service.errors import InvalidRequestError, MoveRejectedError
from bot.service.events import BoardChanged, Event, GameOver, MatchResult, MoveResult, YourTurn
from bot.service.guild_settings import GuildSettingsCache
from bot.service.match import Change, Match, check_active, check_turn, player, seat_of
from bot.service.matches import Matches
from bot.service.models import MatchView, Next
from bot.service.results import Result, scopes_of
from bot.service.views import match_view
from bot.storage import NO_GUILD, EntryKind, GameStatus, LogEntry
from games.base import MoveError, Outcome, Termination, other
from texts import Text, t


def turn_events(view: MatchView, move: str | None, actor: int | None, reason: str) -> list[Event]:
    """Events for a new position: ``BoardChanged``, and ``YourTurn`` unless the computer moves."""
    events: list[Event] = [BoardChanged(view, move, actor, reason)]
    if view.state.to_move != view.computer_seat:
        events.append(YourTurn(view, view.to_move_id, view.deadline))
    return events


class Turns:
    """Moves and the ends of matches, each committed under the match's lock."""

    def __init__(self, matches: Matches, settings: GuildSettingsCache, clock: Clock) -> None:
        self._matches = matches
        self._settings = settings
        self._clock = clock

    async def move(self, channel_id: int, user_id: int, text: str) -> MoveResult:
        """Play ``text`` for ``user_id`` in their match in this channel; return what happened.

        Raises :class:`NoGameError`, :class:`NotYourTurnError`, or :class:`MoveRejectedError`
        (with the rules' reason) if the text is not a legal move here.
        """
        match = self._matches.of(channel_id, user_id)
        async with match.lock:
            return await self.move_held(match, user_id, text)

    async def move_held(self, match: Match, user_id: int, text: str) -> MoveResult:
        """:meth:`move` in ``match``, whose lock the caller holds."""
        check_active(match, user_id)
        seat = seat_of(match.record, user_id)
        check_turn(match, seat)
        try:
            move = match.rules.parse_move(match.state, text)
        except MoveError as error:
            reason = Text(error.key, error.params)
            rejected = t("move-rejected", move=text.strip(), reason=reason)
            raise MoveRejectedError(rejected, text, reason) from None
        return await self.play(match, seat, move, user_id)

    async def resign(self, channel_id: int, user_id: int) -> MatchResult:
        """Resign ``user_id``'s match in this channel (any time). Raises :class:`NoGameError`."""
        match = self._matches.of(channel_id, user_id)
        async with match.lock:
            events = await self.resign_held(match, user_id)
        return MatchResult(match_view(match), tuple(events))

    async def resign_held(self, match: Match, user_id: int) -> list[Event]:
        """:meth:`resign` in ``match``, whose lock the caller holds; return the events."""
        check_active(match, user_id)
        seat = seat_of(match.record, user_id)
        return await self.end(match, Outcome(other(seat), Termination.RESIGNATION))

    async def abort(self, channel_id: int, user_id: int) -> MatchResult:
        """Abort ``user_id``'s match before each side has moved: no result, no rating change.

        Raises :class:`NoGameError`, or :class:`InvalidRequestError` once both sides moved.
        """
        match = self._matches.of(channel_id, user_id)
        async with match.lock:
            events = await self.abort_held(match, user_id)
        return MatchResult(match_view(match), tuple(events))

    async def abort_held(self, match: Match, user_id: int) -> list[Event]:
        """:meth:`abort` in ``match``, whose lock the caller holds; return the events."""
        check_active(match, user_id)
        if match.record.turns >= 2:
            raise InvalidRequestError(t("abort-too-late"))
        return await self.end(match, Outcome(None, Termination.ABORTED))

    async def abandon(self, match_id: int) -> MatchResult:
        """End match ``match_id`` without a result: its channel is gone. Raises
        :class:`NoGameError` if it is not in progress."""
        async with self._matches.locked(match_id) as match:
            events = await self.end(match, Outcome(None, Termination.ABORTED))
        return MatchResult(match_view(match), tuple(events))

    async def play(
        self,
        match: Match,
        seat: int,
        move: Hashable,
        actor: int | None,
        *,
        offer_draw: bool = False,
    ) -> MoveResult:
        """Apply ``move`` (already parsed, so legal) for ``seat`` and commit it, with a draw
        offer by ``seat`` standing after it if ``offer_draw``; the caller holds the match's
        lock."""
        state = match.state
        turn = state.full_turn(move)
        after = state.play(move)
        complete = after.pending_removal is None
        text = match.rules.format_move(turn if complete else move)
        now = self._clock.now()
        record = dataclasses.replace(match.record, position=after.position(), updated_at=now)
        change = Change(record)
        line = len(match.turns) + complete
        kind = EntryKind.MOVE if complete else EntryKind.PENDING_REMOVAL
        change.entries.append(
            LogEntry(match.next_seq, kind, seat, text, line, record.position, now)
        )
        if complete:
            record.turns += 1
            record.takeback_offer = 0
            if record.draw_offer == seat:
                record.draw_offer = 0
            if offer_draw and after.outcome is None:
                record.draw_offer = seat
            if after.outcome is None:
                record.deadline = await self._settings.deadline(record, after.to_move, now)
                record.warned = False
        if after.outcome is not None:
            finish(change, after.outcome, bool(match.homes))
        await self._matches.commit(match, change)
        match.state = after
        if complete:
            match.turns.append((seat, text))
            match.positions.append(record.position)
            match.last_turn = turn
        view = match_view(match)
        if after.outcome is not None:
            events: list[Event] = [
                BoardChanged(view, text, actor, "move"),
                GameOver(view, tuple(change.ratings)),
            ]
            next_ = Next.GAME_OVER
        else:
            events = turn_events(view, text, actor, "move")
            next_ = Next.OPPONENT if complete else Next.PENDING_REMOVAL
        return MoveResult(view, text, complete, next_, tuple(events))

    async def end(self, match: Match, outcome: Outcome) -> list[Event]:
        """Finish ``match`` with ``outcome`` (resignation, timeout, agreement, abort); the
        caller holds its lock. Returns the events."""
        change = Change(dataclasses.replace(match.record, updated_at=self._clock.now()))
        finish(change, outcome, bool(match.homes))
        await self._matches.commit(match, change)
        return [GameOver(match_view(match), tuple(change.ratings))]


def finish(change: Change, outcome: Outcome, across: bool = False) -> None:
    """Mark ``change.record`` finished with ``outcome`` and prepare the players' records: in
    the global standings alone for a game ``across`` servers (it belongs to no one server)."""
    record = change.record
    aborted = outcome.termination is Termination.ABORTED
    record.status = GameStatus.ABORTED if aborted else GameStatus.FINISHED
    record.winner = outcome.winner
    record.termination = outcome.termination.value
    record.deadline = None
    record.draw_offer = record.restart_offer = record.takeback_offer = 0
    humans = tuple(s for s in (1, 2) if s != record.computer_seat)
    if not aborted and humans:  # counted (and rated, if the match is) when it is committed
        user_ids = tuple(player(record, seat) for seat in humans)
        scopes = scopes_of(NO_GUILD if across else record.guild_id)
        change.result = Result(user_ids, humans, outcome.winner, record.rated, scopes)
