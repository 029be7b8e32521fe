"""The match service: challenges, turns, proposals, timeouts, computer moves, results and ratings.

Chat-agnostic: it speaks in guild, channel and user ids, move text and results. Every command
takes ``(guild_id, channel_id, user_id, ...)``, returns a result dataclass, or raises a
:class:`~bot.service.errors.ServiceError` whose ``str()`` is a message for the player; nothing
changes when it raises. A change is stored (committed) before the call returns or any event is
emitted. Every change also emits events to subscribers (:meth:`MatchService.subscribe`): an
adapter replies to the caller from the result, and posts what happened without a caller (a
computer move, a timeout, an expired challenge) from the events, whose ``actor_id`` tells them
apart.

Each game in progress is held in memory and guarded by its own lock, so concurrent commands on
one game run one after the other; the storage's version check turns any update made elsewhere
meanwhile into a refusal instead of a lost update.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import datetime
import logging
import math
import random
from collections.abc import Awaitable, Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce, PlackettLuceRating

from bot.service.clock import Clock, SystemClock
from bot.service.computer import MoveProvider, ProcessPoolMoveProvider
from bot.service.errors import (
    ChallengeError,
    IllegalMoveError,
    InvalidRequestError,
    Mention,
    NoGameError,
    NotAPlayerError,
    NotYourTurnError,
    PlayerBusyError,
    ServiceError,
    discord_mention,
)
from bot.service.models import (
    BoardChanged,
    ChallengeExpired,
    ChallengeResult,
    ChallengeView,
    Event,
    FirstMove,
    GameOver,
    GameView,
    LeaderboardEntry,
    MoveResult,
    Next,
    PlayerRecord,
    Proposal,
    ProposalResult,
    RatingChange,
    ResumeSummary,
    TurnWarning,
    YourTurn,
)
from bot.storage import (
    ChallengeRecord,
    ChallengeStatus,
    EntryKind,
    GameRecord,
    GameStatus,
    GuildSettings,
    LogEntry,
    Repository,
    Standing,
    StandingsChange,
    StandingsConflictError,
    VersionConflictError,
)
from games import ai
from games.base import (
    Game,
    MoveError,
    OptionError,
    Outcome,
    PositionError,
    State,
    Termination,
    other,
)
from games.registry import get_game
from renderer import STYLES

log = logging.getLogger(__name__)

Subscriber = Callable[[Event], Awaitable[None]]
"""An async callback that receives every event (``queue.put`` of an ``asyncio.Queue`` works)."""

TURN_TIMEOUT_RANGE = (60, 7 * 24 * 3600)
"""Allowed turn timeouts in seconds: 1 minute to 7 days."""
CHALLENGE_EXPIRY_RANGE = (60, 24 * 3600)
"""Allowed challenge expiry times in seconds: 1 minute to 1 day."""
DEFAULT_GRACE_S = 120.0
"""After a restart every deadline is at least this far away."""

_RATING_MODEL = PlackettLuce()
RATING_START = 1500.0
"""The rating a new player is shown: OpenSkill's conservative estimate (mu - 3 sigma, which
starts at 0) is shown as ``RATING_START + RATING_SCALE * (mu - 3 sigma)``, a familiar scale
on which a first win is worth about +80 and a first loss about -40."""
RATING_SCALE = 24.0


@dataclass(slots=True)
class _Live:
    """A game in progress as the service holds it: the stored record plus what is derived."""

    record: GameRecord
    game: Game[Any, Any]
    state: State[Any]
    turns: list[tuple[int, str]]
    """The move line: (seat, canonical text) of each complete turn."""
    positions: list[str]
    """``positions[k]`` is the position after ``k`` turns of the line (0: the start)."""
    next_seq: int
    last_turn: Hashable | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


@dataclass(slots=True)
class _Change:
    """One change to a game, prepared under its lock and committed in one transaction."""

    record: GameRecord
    entries: list[LogEntry] = field(default_factory=list)
    result: _Result | None = None
    """The result to count for the human players, with the game's last save."""
    ratings: list[RatingChange] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class _Result:
    """A finished game's result for the statistics: the seats of its human players."""

    humans: tuple[int, ...]
    winner: int | None


class MatchService:
    """Runs matches for every game in ``games.registry`` through the generic game interface.

    ``repository`` stores everything; ``clock`` and ``rng`` are injectable for tests;
    ``provider`` chooses computer moves (a process pool by default); ``computer_id`` is the user
    id that stands for the computer (e.g. the bot's own id); ``mention`` names users in
    messages; ``grace_s`` is the least time left on any clock after :meth:`resume`;
    ``timer_poll_s`` is the longest :meth:`run_timers` sleeps without looking at the clock.
    """

    def __init__(
        self,
        repository: Repository,
        *,
        clock: Clock | None = None,
        rng: random.Random | None = None,
        provider: MoveProvider | None = None,
        computer_id: int = 0,
        mention: Mention = discord_mention,
        grace_s: float = DEFAULT_GRACE_S,
        timer_poll_s: float = 30.0,
    ) -> None:
        self._repo = repository
        self._clock = clock or SystemClock()
        self._rng = rng or random.Random()
        self._provider = provider or ProcessPoolMoveProvider()
        self.computer_id = computer_id
        self._mention = mention
        self._grace_s = grace_s
        self._games: dict[int, _Live] = {}
        self._by_player: dict[tuple[int, int], int] = {}
        self._challenges: dict[int, ChallengeRecord] = {}
        self._settings: dict[int, GuildSettings] = {}
        self._subscribers: list[Subscriber] = []
        self._thinking: dict[int, asyncio.Task[None]] = {}
        self._admin = asyncio.Lock()
        self._wake = asyncio.Event()
        self._timer_poll_s = timer_poll_s
        self._planned_wake = math.inf

    # -- life cycle ----------------------------------------------------------------------------

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Deliver every future event to ``callback``; return a function that unsubscribes."""
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback)

    async def resume(self) -> ResumeSummary:
        """Load active games and pending challenges from storage (call once at start-up).

        Every turn deadline is pushed to at least ``grace_s`` from now (time the bot was down
        does not count), and computer turns are started again. Returns what was loaded.
        """
        now = self._clock.now()
        for record in await self._repo.active_games():
            live = await self._load(record)
            if record.deadline is not None:
                record.deadline = max(record.deadline, now + self._grace_s)
            self._games[record.id] = live
            for seat in (1, 2):
                if seat != record.computer_seat:
                    self._by_player[(record.channel_id, _player(record, seat))] = record.id
        for challenge in await self._repo.pending_challenges():
            self._challenges[challenge.id] = challenge
        for live in list(self._games.values()):
            self._schedule_computer(live)
        self._wake.set()
        return ResumeSummary(len(self._games), len(self._challenges))

    async def run_timers(self) -> None:
        """Expire challenges and enforce turn deadlines until cancelled (run it as a task)."""
        while True:
            try:
                await self.tick()
            except Exception:  # a storage failure must not stop every clock for good
                log.exception("the timers failed; trying again shortly")
            self._wake.clear()
            self._planned_wake = self._next_due()
            delay = min(self._timer_poll_s, max(0.01, self._planned_wake - self._clock.now()))
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), delay)

    async def tick(self) -> None:
        """Expire overdue challenges, send turn warnings and end games lost on time, now."""
        now = self._clock.now()
        for challenge in [c for c in self._challenges.values() if c.expires_at <= now]:
            await self._expire(challenge)
        for live in list(self._games.values()):
            deadline = live.record.deadline
            if deadline is None:
                continue
            timeout = (await self._guild_settings(live.record.guild_id)).turn_timeout_s
            if now >= deadline or (not live.record.warned and now >= deadline - timeout / 3):
                with contextlib.suppress(ServiceError):  # changed elsewhere: reloaded
                    await self._clock_check(live, timeout)

    async def wait_idle(self) -> None:
        """Return once no computer move is being chosen or played."""
        while self._thinking:
            await asyncio.gather(*self._thinking.values(), return_exceptions=True)

    async def close(self) -> None:
        """Stop computer moves in progress and the move provider (the repository stays open)."""
        tasks = list(self._thinking.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._provider.close()

    # -- challenges ----------------------------------------------------------------------------

    async def challenge(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        opponent_id: int | None,
        game: str,
        options: Mapping[str, object] | None = None,
        *,
        first: FirstMove | str = FirstMove.RANDOM,
        position: str | None = None,
        level: str | None = None,
    ) -> ChallengeResult:
        """Challenge ``opponent_id`` (None, or ``computer_id``, for the computer) to ``game``.

        ``first`` is who moves first (``me`` is the challenger), ``position`` an optional start
        position string (the game is then unrated), ``level`` the computer's strength (default
        the weakest). Against the computer the game starts at once and is in the result.
        Raises :class:`InvalidRequestError` for bad options, position, level or channel, and
        :class:`PlayerBusyError` if either player has a game in progress in this channel.
        """
        settings = await self._guild_settings(guild_id)
        if settings.allowed_channels and channel_id not in settings.allowed_channels:
            channels = ", ".join(f"<#{c}>" for c in sorted(settings.allowed_channels))
            raise InvalidRequestError(f"Games are not played in this channel: try {channels}.")
        computer = opponent_id is None or opponent_id == self.computer_id
        opponent = self.computer_id if computer else opponent_id
        assert opponent is not None
        if opponent == user_id:
            raise InvalidRequestError("You cannot challenge yourself: pick another player.")
        rules = _make_game(game, options or {})
        start = _start_state(rules, position)
        first_move = _first_move(first)
        if computer:
            levels = ai.levels_for(rules.name)
            level = level or levels[0]
            if level not in levels:
                raise InvalidRequestError(
                    f"There is no level {level!r} for {rules.title}: choose {', '.join(levels)}."
                )
        elif level is not None:
            raise InvalidRequestError("A level is only for games against the computer.")
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
        )
        async with self._admin:
            self._check_not_busy(channel_id, user_id, opponent)
            for pending in self.pending_challenges(channel_id, user_id):
                if pending.challenged_id == opponent:
                    raise ChallengeError(
                        f"You have already challenged {self._mention(opponent)} here: wait for "
                        "an answer, or withdraw that challenge first."
                    )
            await self._repo.add_challenge(record)
            if not computer:
                self._challenges[record.id] = record
                self._note_due(record.expires_at)
                return ChallengeResult(self._challenge_view(record), None)
            live, events = await self._start_game(record, level)
        await self._emit(events)
        self._schedule_computer(live)
        return ChallengeResult(self._challenge_view(record), self._view(live))

    async def accept(
        self, guild_id: int, channel_id: int, user_id: int, challenge_id: int | None = None
    ) -> GameView:
        """Accept a challenge (by id, or the latest one to ``user_id`` in this channel) and
        start the game; return it.

        Raises :class:`ChallengeError` if there is no such pending challenge or it is not for
        ``user_id``, and :class:`PlayerBusyError` if either player is already playing here.
        """
        async with self._admin:
            record = self._find_challenge(guild_id, channel_id, user_id, challenge_id, True)
            if self._clock.now() >= record.expires_at:
                expired = True
            else:
                expired = False
                self._check_not_busy(record.channel_id, user_id, record.challenger_id)
                live, events = await self._start_game(record, None)
        if expired:
            await self._expire(record)
            raise ChallengeError("This challenge has expired: ask for a new one.")
        await self._emit(events)
        return self._view(live)

    async def decline(
        self, guild_id: int, channel_id: int, user_id: int, challenge_id: int | None = None
    ) -> ChallengeView:
        """Decline a challenge to ``user_id``; return it. Raises :class:`ChallengeError`."""
        return await self._close_challenge(
            guild_id, channel_id, user_id, challenge_id, ChallengeStatus.DECLINED
        )

    async def withdraw(
        self, guild_id: int, channel_id: int, user_id: int, challenge_id: int | None = None
    ) -> ChallengeView:
        """Withdraw a challenge ``user_id`` made; return it. Raises :class:`ChallengeError`."""
        return await self._close_challenge(
            guild_id, channel_id, user_id, challenge_id, ChallengeStatus.WITHDRAWN
        )

    def pending_challenges(self, channel_id: int, user_id: int) -> list[ChallengeView]:
        """Return the pending challenges made by or to ``user_id`` in ``channel_id``."""
        return [
            self._challenge_view(c)
            for c in self._challenges.values()
            if c.channel_id == channel_id and user_id in (c.challenger_id, c.challenged_id)
        ]

    # -- playing -------------------------------------------------------------------------------

    async def move(self, guild_id: int, channel_id: int, user_id: int, text: str) -> MoveResult:
        """Play ``text`` for ``user_id`` in their game in this channel; return what happened.

        Raises :class:`NoGameError`, :class:`NotYourTurnError`, or :class:`IllegalMoveError`
        (with the rules' reason) if the text is not a legal move here.
        """
        del guild_id
        live = self._live_of(channel_id, user_id)
        async with live.lock:
            self._check_active(live, user_id)
            seat = _seat(live.record, user_id)
            self._check_turn(live, seat)
            try:
                move = live.game.parse_move(live.state, text)
            except MoveError as error:
                reason = error.message.rstrip(".")
                raise IllegalMoveError(
                    f"Cannot play {text.strip()!r}: {reason}.", text, error.message
                ) from None
            result, events = await self._play(live, seat, move, user_id)
        await self._emit(events)
        self._schedule_computer(live)
        return result

    async def resign(self, guild_id: int, channel_id: int, user_id: int) -> GameView:
        """Resign ``user_id``'s game in this channel (any time); return the finished game.

        Raises :class:`NoGameError`.
        """
        del guild_id
        live = self._live_of(channel_id, user_id)
        async with live.lock:
            self._check_active(live, user_id)
            seat = _seat(live.record, user_id)
            outcome = Outcome(other(seat), Termination.RESIGNATION)
            events = await self._end(live, outcome, user_id)
        await self._emit(events)
        return self._view(live)

    async def abort(self, guild_id: int, channel_id: int, user_id: int) -> GameView:
        """Abort ``user_id``'s game before each side has moved: no result, no rating change.

        Raises :class:`NoGameError`, or :class:`InvalidRequestError` once both sides moved.
        """
        del guild_id
        live = self._live_of(channel_id, user_id)
        async with live.lock:
            self._check_active(live, user_id)
            if live.record.turns >= 2:
                raise InvalidRequestError(
                    "Both sides have moved, so the game can no longer be aborted: resign, or "
                    "offer a draw."
                )
            events = await self._end(live, Outcome(None, Termination.ABORTED), user_id)
        await self._emit(events)
        return self._view(live)

    async def propose(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        kind: Proposal | str,
        game_id: int | None = None,
    ) -> ProposalResult:
        """Propose a draw, restart, takeback or rematch, or agree to the opponent's proposal.

        A draw offer stands until the opponent answers or the offerer moves; a restart starts
        the game again from its initial position; a takeback (unrated games) undoes the
        proposer's last turn and any reply to it; a rematch (after the game) starts a new game
        with colours swapped. The computer answers at once. ``game_id`` picks the finished game
        to rematch (default: the user's last game in the channel); other proposals are about
        the user's game in progress. Returns the proposal and, when agreed, its effect.
        Raises :class:`NoGameError`, :class:`NotAPlayerError` or :class:`InvalidRequestError`.
        """
        kind = _proposal(kind)
        if kind is Proposal.REMATCH:
            return await self._rematch(guild_id, channel_id, user_id, game_id)
        live = self._live_of(channel_id, user_id)
        computer_agrees = True
        if kind is Proposal.DRAW and live.record.computer_seat:
            record = live.record
            level = record.level or ai.levels_for(record.game)[0]
            computer_agrees = await self._provider.accepts_draw(
                record.game, record.options, record.position, level, record.computer_seat
            )
        async with live.lock:
            self._check_active(live, user_id)
            result, events = await self._propose(live, kind, user_id, computer_agrees)
        await self._emit(events)
        self._schedule_computer(live)
        return result

    async def decline_proposal(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        kind: Proposal | str,
        game_id: int | None = None,
    ) -> ProposalResult:
        """Decline the opponent's standing proposal of ``kind`` (``game_id`` as in
        :meth:`propose`); return it.

        Raises :class:`NoGameError`, or :class:`InvalidRequestError` if there is none.
        """
        kind = _proposal(kind)
        if kind is Proposal.REMATCH:
            record = await self._last_finished(channel_id, user_id, game_id)
            seat = _seat(record, user_id)
            self._check_offer(record, kind, other(seat))
            change = _Change(dataclasses.replace(record, rematch_offer=0))
            await self._commit(None, change)
            view = self._record_view(change.record)
            return ProposalResult(kind, view, _player(record, other(seat)), False, True)
        live = self._live_of(channel_id, user_id)
        async with live.lock:
            self._check_active(live, user_id)
            seat = _seat(live.record, user_id)
            self._check_offer(live.record, kind, other(seat))
            change = _Change(_with_offer(live.record, kind, 0))
            await self._commit(live, change)
        return ProposalResult(
            kind, self._view(live), _player(live.record, other(seat)), False, True
        )

    # -- queries -------------------------------------------------------------------------------

    def active_game(self, channel_id: int, user_id: int) -> GameView | None:
        """Return ``user_id``'s game in progress in ``channel_id``, or None."""
        game_id = self._by_player.get((channel_id, user_id))
        return None if game_id is None else self._view(self._games[game_id])

    def active_games(self) -> list[GameView]:
        """Return every game in progress."""
        return [self._view(live) for live in self._games.values()]

    def legal_moves(self, channel_id: int, user_id: int) -> list[str]:
        """Return the canonical text of every legal move for ``user_id`` in their game here
        (empty if they have none or it is not their turn), e.g. for autocomplete."""
        game_id = self._by_player.get((channel_id, user_id))
        if game_id is None:
            return []
        live = self._games[game_id]
        if _player(live.record, live.state.to_move) != user_id:
            return []
        return [live.game.format_move(move) for move in live.state.legal_moves()]

    async def game(self, game_id: int) -> GameView:
        """Return any game by id. Raises :class:`NoGameError` if there is none."""
        if game_id in self._games:
            return self._view(self._games[game_id])
        record = await self._repo.get_game(game_id)
        if record is None:
            raise NoGameError(f"There is no game #{game_id}.")
        return self._record_view(record)

    async def export(
        self, guild_id: int, channel_id: int, user_id: int, game_id: int | None = None
    ) -> str:
        """Return a game as text: options, players, result, numbered moves, final position.

        Without ``game_id``: ``user_id``'s game in progress here, else their last game here.
        Raises :class:`NoGameError`.
        """
        if game_id is None:
            active = self._by_player.get((channel_id, user_id))
            record = self._games[active].record if active else None
            record = record or await self._repo.last_game(channel_id, user_id)
        else:
            record = await self._repo.get_game(game_id)
        if record is None or record.guild_id != guild_id:
            raise NoGameError("There is no game to export: play one first.")
        turns, _, _ = _replay(await self._repo.game_log(record.id))
        return self._export_text(record, [text for _, text in turns])

    async def leaderboard(
        self, guild_id: int, game: str, limit: int = 10
    ) -> list[LeaderboardEntry]:
        """Return the top ``limit`` rated players of ``game`` in ``guild_id``, best first.

        Raises :class:`InvalidRequestError` for an unknown game.
        """
        name = _make_game(game, {}).name
        return [
            LeaderboardEntry(rank, s.user_id, s.rating, s.wins, s.losses, s.draws)
            for rank, s in enumerate(await self._repo.leaderboard(guild_id, name, limit), 1)
        ]

    async def player_records(
        self, guild_id: int, user_id: int, game: str | None = None
    ) -> list[PlayerRecord]:
        """Return ``user_id``'s record and rank in ``game`` (or every game they played).

        Raises :class:`InvalidRequestError` for an unknown game.
        """
        if game is None:
            standings = await self._repo.standings_of(guild_id, user_id)
            names = [s.game for s in standings]
        else:
            names = [_make_game(game, {}).name]
        records = []
        for name in names:
            found = await self._repo.standing(guild_id, name, user_id)
            if found is not None:
                s, rank = found
                records.append(
                    PlayerRecord(
                        user_id, name, s.wins, s.losses, s.draws, s.rated_games, s.rating, rank
                    )
                )
        return records

    async def get_settings(self, guild_id: int) -> GuildSettings:
        """Return ``guild_id``'s settings."""
        return dataclasses.replace(await self._guild_settings(guild_id))

    async def set_settings(
        self,
        guild_id: int,
        *,
        turn_timeout_s: int | None = None,
        challenge_expiry_s: int | None = None,
        board_style: str | None = None,
        allowed_channels: Iterable[int] | None = None,
    ) -> GuildSettings:
        """Change the given settings of ``guild_id`` (an empty ``allowed_channels`` allows all);
        return them all. New timeouts apply from the next turn.

        Raises :class:`InvalidRequestError` for a value out of range (nothing is changed).
        """
        settings = dataclasses.replace(await self._guild_settings(guild_id))
        if turn_timeout_s is not None:
            settings.turn_timeout_s = _in_range(turn_timeout_s, TURN_TIMEOUT_RANGE, "turn timeout")
        if challenge_expiry_s is not None:
            settings.challenge_expiry_s = _in_range(
                challenge_expiry_s, CHALLENGE_EXPIRY_RANGE, "challenge expiry"
            )
        if board_style is not None:
            if board_style not in STYLES:
                raise InvalidRequestError(
                    f"There is no board style {board_style!r}: choose {' or '.join(STYLES)}."
                )
            settings.board_style = board_style
        if allowed_channels is not None:
            settings.allowed_channels = frozenset(allowed_channels)
        await self._repo.save_settings(settings)
        self._settings[guild_id] = settings
        return dataclasses.replace(settings)

    # -- internals: games ----------------------------------------------------------------------

    async def _load(self, record: GameRecord) -> _Live:
        game = get_game(record.game, **record.options)
        turns, positions, next_seq = _replay(await self._repo.game_log(record.id))
        start = record.start_position or game.initial().position()
        positions = [start, *positions]
        live = _Live(record, game, game.parse_position(record.position), turns, positions, next_seq)
        if turns:
            before = game.parse_position(positions[-2])
            live.last_turn = game.parse_move(before, turns[-1][1])
        return live

    async def _start_game(
        self, challenge: ChallengeRecord, level: str | None
    ) -> tuple[_Live, list[Event]]:
        """Create the game of ``challenge`` (accepting it) and index it; the admin lock is held."""
        game = get_game(challenge.game, **challenge.options)
        if challenge.first_choice == FirstMove.RANDOM:
            challenger_first = self._rng.random() < 0.5
        else:
            challenger_first = challenge.first_choice == FirstMove.ME
        players = (challenge.challenger_id, challenge.challenged_id)
        if not challenger_first:
            players = players[::-1]
        start = challenge.start_position
        if (game.initial() if start is None else game.parse_position(start)).to_move == 2:
            players = players[::-1]  # a set-up position with player 2 to move
        computer = self.computer_id if level is not None else None
        record = await self._new_record(
            game,
            challenge.guild_id,
            challenge.channel_id,
            players,
            players.index(computer) + 1 if computer is not None else 0,
            level,
            challenge.start_position,
            FirstMove(challenge.first_choice),
            None,
        )
        if not await self._repo.close_challenge(challenge, ChallengeStatus.ACCEPTED, record):
            raise ChallengeError("This challenge is no longer open.")
        self._challenges.pop(challenge.id, None)
        live = self._index(game, record)
        return live, _turn_events(self._view(live), None, None, "start")

    async def _new_record(
        self,
        game: Game[Any, Any],
        guild_id: int,
        channel_id: int,
        players: tuple[int, int],
        computer_seat: int,
        level: str | None,
        start_position: str | None,
        first: FirstMove,
        rematch_of: int | None,
    ) -> GameRecord:
        now = self._clock.now()
        state = game.initial() if start_position is None else game.parse_position(start_position)
        record = GameRecord(
            id=0,
            guild_id=guild_id,
            channel_id=channel_id,
            game=game.name,
            options=dict(game.options),
            start_position=start_position,
            player1_id=players[0],
            player2_id=players[1],
            computer_seat=computer_seat,
            level=level,
            rated=computer_seat == 0 and start_position is None,
            first_choice=first.value,
            status=GameStatus.ACTIVE,
            position=state.position(),
            turns=0,
            created_at=now,
            updated_at=now,
            rematch_of=rematch_of,
        )
        record.deadline = await self._deadline(record, state.to_move)
        return record

    def _index(self, game: Game[Any, Any], record: GameRecord) -> _Live:
        state = game.parse_position(record.position)
        live = _Live(record, game, state, [], [record.position], 1)
        self._games[record.id] = live
        for seat in (1, 2):
            if seat != record.computer_seat:
                self._by_player[(record.channel_id, _player(record, seat))] = record.id
        self._note_due(self._due(record))
        return live

    async def _play(
        self, live: _Live, seat: int, move: Hashable, actor: int | None
    ) -> tuple[MoveResult, list[Event]]:
        """Apply ``move`` (already parsed, so legal) for ``seat`` and commit it."""
        state = live.state
        turn = state.full_turn(move)
        after = state.play(move)
        complete = after.partial_move is None
        text = live.game.format_move(turn if complete else move)
        now = self._clock.now()
        record = dataclasses.replace(live.record, position=after.position(), updated_at=now)
        change = _Change(record)
        line = len(live.turns) + complete
        kind = EntryKind.MOVE if complete else EntryKind.PARTIAL
        change.entries.append(LogEntry(live.next_seq, kind, seat, text, line, record.position, now))
        if complete:
            record.turns += 1
            record.takeback_offer = 0
            if record.draw_offer == seat:
                record.draw_offer = 0
            if after.outcome is None:
                record.deadline = await self._deadline(record, after.to_move)
                record.warned = False
        if after.outcome is not None:
            self._finish(change, after.outcome)
        await self._commit(live, change)
        live.state = after
        if complete:
            live.turns.append((seat, text))
            live.positions.append(record.position)
            live.last_turn = turn
        view = self._view(live)
        if after.outcome is not None:
            ratings = tuple(change.ratings)
            events: list[Event] = [BoardChanged(view, text, actor, "move"), GameOver(view, ratings)]
            next_ = Next.GAME_OVER
        else:
            events = _turn_events(view, text, actor, "move")
            next_ = Next.OPPONENT if complete else Next.REMOVAL
        return MoveResult(view, text, complete, next_), events

    async def _end(self, live: _Live, outcome: Outcome, actor: int | None) -> list[Event]:
        """Finish ``live`` with ``outcome`` (resignation, timeout, agreement, abort)."""
        change = _Change(dataclasses.replace(live.record, updated_at=self._clock.now()))
        self._finish(change, outcome)
        await self._commit(live, change)
        view = self._view(live)
        return [GameOver(view, tuple(change.ratings))]

    def _finish(self, change: _Change, outcome: Outcome) -> None:
        """Mark ``change.record`` finished with ``outcome`` and prepare the statistics."""
        record = change.record
        aborted = outcome.termination is Termination.ABORTED
        record.status = GameStatus.ABORTED if aborted else GameStatus.FINISHED
        record.winner = outcome.winner
        record.termination = outcome.termination.value
        record.deadline = None
        record.draw_offer = record.restart_offer = record.takeback_offer = 0
        humans = tuple(s for s in (1, 2) if s != record.computer_seat)
        if aborted or not humans:
            return
        change.result = _Result(humans, outcome.winner)

    async def _commit(self, live: _Live | None, change: _Change) -> None:
        """Store ``change`` (on success ``live`` takes the new record).

        Raises :class:`ServiceError` if the game changed elsewhere meanwhile (it is reloaded).
        """
        try:
            await self._save(change)
        except VersionConflictError:
            if live is not None:
                await self._reload(live)
            raise ServiceError(
                "The game changed while this was being saved: look at the board and try again."
            ) from None
        if live is None:
            return
        live.record = change.record
        live.next_seq += len(change.entries)
        if change.record.status is not GameStatus.ACTIVE:
            self._unindex(live)
        self._note_due(self._due(change.record))

    async def _save(self, change: _Change) -> None:
        """Save ``change``; with a result, read the players' standings, count (and rate) it, and
        store the new standings with the game, again if another result of theirs was stored
        meanwhile."""
        record, result = change.record, change.result
        if result is None:
            await self._repo.save_game(record, change.entries)
            return
        user_ids = [_player(record, seat) for seat in result.humans]
        while True:
            before = await self._repo.standings_for(record.guild_id, record.game, user_ids)
            after = [dataclasses.replace(s) for s in before]
            for seat, standing in zip(result.humans, after, strict=True):
                if result.winner is None:
                    standing.draws += 1
                elif result.winner == seat:
                    standing.wins += 1
                else:
                    standing.losses += 1
            ratings = _rate(after, result.winner) if record.rated else []
            try:
                await self._repo.save_game(
                    record, change.entries, StandingsChange(tuple(before), tuple(after))
                )
            except StandingsConflictError:
                continue  # each conflict means another result was stored: this one will be
            change.ratings[:] = ratings
            return

    async def _reload(self, live: _Live) -> None:
        record = await self._repo.get_game(live.record.id)
        assert record is not None
        fresh = await self._load(record)
        live.record, live.state, live.turns = fresh.record, fresh.state, fresh.turns
        live.positions, live.next_seq, live.last_turn = (
            fresh.positions,
            fresh.next_seq,
            fresh.last_turn,
        )
        if record.status is not GameStatus.ACTIVE:
            self._unindex(live)

    def _unindex(self, live: _Live) -> None:
        record = live.record
        self._games.pop(record.id, None)
        for seat in (1, 2):
            key = (record.channel_id, _player(record, seat))
            if self._by_player.get(key) == record.id:
                del self._by_player[key]

    async def _propose(
        self, live: _Live, kind: Proposal, user_id: int, computer_agrees: bool
    ) -> tuple[ProposalResult, list[Event]]:
        record = live.record
        seat = _seat(record, user_id)
        opponent_seat = other(seat)
        offer_field = _OFFER_FIELD[kind]
        if kind is Proposal.TAKEBACK:
            self._check_takeback(live, seat)
        standing = getattr(record, offer_field)
        if standing == seat:
            opponent = self._mention(_player(record, opponent_seat))
            raise InvalidRequestError(
                f"You have already proposed a {kind.value}: waiting for {opponent}."
            )
        agreed = opponent_seat in (standing, record.computer_seat)
        proposer_seat = opponent_seat if standing == opponent_seat else seat
        proposer = _player(record, proposer_seat)
        if not agreed or not computer_agrees:
            declined = not computer_agrees and record.computer_seat == opponent_seat
            change = _Change(_with_offer(record, kind, 0 if declined else seat))
            await self._commit(live, change)
            return ProposalResult(kind, self._view(live), proposer, False, declined), []
        if kind is Proposal.DRAW:
            events = await self._end(live, Outcome(None, Termination.AGREEMENT), user_id)
        elif kind is Proposal.RESTART:
            events = await self._rewind(live, 0, EntryKind.RESTART, user_id)
        else:
            keep = max(k for k, (s, _) in enumerate(live.turns) if s == proposer_seat)
            events = await self._rewind(live, keep, EntryKind.TAKEBACK, user_id)
        return ProposalResult(kind, self._view(live), proposer, True), events

    def _check_takeback(self, live: _Live, seat: int) -> None:
        record = live.record
        if record.rated:
            raise InvalidRequestError("Takebacks are only for unrated games.")
        if live.state.partial_move is not None:
            raise InvalidRequestError("Finish the turn in progress before asking for a takeback.")
        proposer = other(seat) if record.takeback_offer == other(seat) else seat
        if not any(s == proposer for s, _ in live.turns):
            raise InvalidRequestError("There is no move of yours to take back yet.")

    async def _rewind(self, live: _Live, keep: int, kind: EntryKind, actor: int) -> list[Event]:
        """Cut the move line to its first ``keep`` turns (restart: 0) and commit."""
        now = self._clock.now()
        position = live.positions[keep]
        state = live.game.parse_position(position)
        record = dataclasses.replace(
            live.record, position=position, turns=keep, updated_at=now, warned=False
        )
        record.draw_offer = record.restart_offer = record.takeback_offer = 0
        record.deadline = await self._deadline(record, state.to_move)
        text = "restart" if kind is EntryKind.RESTART else f"takeback to {keep}"
        change = _Change(record, [LogEntry(live.next_seq, kind, 0, text, keep, position, now)])
        await self._commit(live, change)
        live.state = state
        del live.turns[keep:]
        del live.positions[keep + 1 :]
        live.last_turn = None
        if keep:
            before = live.game.parse_position(live.positions[-2])
            live.last_turn = live.game.parse_move(before, live.turns[-1][1])
        return _turn_events(self._view(live), None, actor, kind.value)

    async def _rematch(
        self, guild_id: int, channel_id: int, user_id: int, game_id: int | None
    ) -> ProposalResult:
        async with self._admin:
            record = await self._last_finished(channel_id, user_id, game_id)
            seat = _seat(record, user_id)
            if record.rematch_offer == seat:
                opponent = self._mention(_player(record, other(seat)))
                raise InvalidRequestError(
                    f"You have already proposed a rematch: waiting for {opponent}."
                )
            agreed = record.rematch_offer == other(seat) or record.computer_seat == other(seat)
            proposer = _player(record, other(seat) if record.rematch_offer else seat)
            if not agreed:
                change = _Change(dataclasses.replace(record, rematch_offer=seat))
                await self._commit(None, change)
                view = self._record_view(change.record)
                return ProposalResult(Proposal.REMATCH, view, proposer, False)
            players = (record.player2_id, record.player1_id)
            self._check_not_busy(channel_id, user_id, _player(record, other(seat)))
            game = get_game(record.game, **record.options)
            new = await self._new_record(
                game,
                guild_id,
                channel_id,
                players,
                {0: 0, 1: 2, 2: 1}[record.computer_seat],
                record.level,
                record.start_position,
                FirstMove.THEM,
                record.id,
            )
            cleared = dataclasses.replace(record, rematch_offer=0)
            await self._commit(None, _Change(cleared))
            await self._repo.add_game(new)
            live = self._index(game, new)
            events = _turn_events(self._view(live), None, user_id, "start")
        await self._emit(events)
        self._schedule_computer(live)
        old = self._record_view(cleared)
        return ProposalResult(Proposal.REMATCH, old, proposer, True, new_game=self._view(live))

    async def _last_finished(
        self, channel_id: int, user_id: int, game_id: int | None
    ) -> GameRecord:
        if (channel_id, user_id) in self._by_player:
            raise InvalidRequestError("Your game here is still in progress: finish it first.")
        if game_id is None:
            record = await self._repo.last_game(channel_id, user_id)
        else:
            record = await self._repo.get_game(game_id)
            if record is not None and record.channel_id != channel_id:
                record = None
        if record is None or record.status is GameStatus.ACTIVE:
            raise NoGameError("You have no finished game in this channel to rematch.")
        _seat(record, user_id)
        return record

    def _check_offer(self, record: GameRecord, kind: Proposal, seat: int) -> None:
        if getattr(record, _OFFER_FIELD[kind]) != seat:
            raise InvalidRequestError(f"There is no {kind.value} proposal to decline.")

    # -- internals: clocks and the computer ----------------------------------------------------

    async def _deadline(self, record: GameRecord, seat: int) -> float | None:
        """Return when ``seat``'s turn times out (None for the computer)."""
        if seat == record.computer_seat:
            return None
        settings = await self._guild_settings(record.guild_id)
        return self._clock.now() + settings.turn_timeout_s

    async def _clock_check(self, live: _Live, timeout: int) -> None:
        """Under the game's lock: end the game on time, or warn once at two thirds."""
        async with live.lock:
            deadline = live.record.deadline
            if live.record.status is not GameStatus.ACTIVE or deadline is None:
                return
            now = self._clock.now()
            seat = live.state.to_move
            user = _player(live.record, seat)
            if now >= deadline:
                events = await self._end(live, Outcome(other(seat), Termination.TIMEOUT), None)
            elif not live.record.warned and now >= deadline - timeout / 3:
                await self._commit(live, _Change(dataclasses.replace(live.record, warned=True)))
                events = [TurnWarning(self._view(live), user, deadline, deadline - now)]
            else:
                return
        await self._emit(events)

    def _next_due(self) -> float:
        """Return when :meth:`tick` next has something to do (infinity: nothing pending)."""
        times = [c.expires_at for c in self._challenges.values()]
        times += [self._due(live.record) for live in self._games.values()]
        return min(times, default=math.inf)

    def _due(self, record: GameRecord) -> float:
        """Return when ``record``'s clock next needs attention: its warning, then its end."""
        if record.deadline is None or record.status is not GameStatus.ACTIVE:
            return math.inf
        if record.warned:
            return record.deadline
        settings = self._settings.get(record.guild_id) or GuildSettings(record.guild_id)
        return record.deadline - settings.turn_timeout_s / 3

    def _note_due(self, when: float) -> None:
        """Wake :meth:`run_timers` if ``when`` comes before its planned wake-up."""
        if when < self._planned_wake:
            self._wake.set()

    def _schedule_computer(self, live: _Live) -> None:
        record = live.record
        if (
            record.status is GameStatus.ACTIVE
            and record.computer_seat == live.state.to_move
            and record.id not in self._thinking
        ):
            task = asyncio.create_task(self._computer_turn(live))
            self._thinking[record.id] = task
            task.add_done_callback(lambda done: self._forget_thinking(record.id, done))

    def _forget_thinking(self, game_id: int, task: asyncio.Task[None]) -> None:
        if self._thinking.get(game_id) is task:
            del self._thinking[game_id]

    async def _computer_turn(self, live: _Live) -> None:
        """Ask the provider for a move (no lock held meanwhile), then play it if still current."""
        record = live.record
        seed = self._rng.getrandbits(32)
        level = record.level or ai.levels_for(record.game)[0]
        try:
            text = await self._provider.choose_move(
                record.game, record.options, record.position, level, seed
            )
        except Exception:
            log.exception("the computer failed to choose a move in game %d", record.id)
            text = ""  # not a move: a random legal move is played instead
        async with live.lock:
            if live.record is not record or live.record.status is not GameStatus.ACTIVE:
                events: list[Event] = []  # the game changed meanwhile: think again below
            else:
                try:
                    move = live.game.parse_move(live.state, text)
                except MoveError:
                    log.exception("the computer chose %r in game %d", text, record.id)
                    move = self._rng.choice(list(live.state.legal_moves()))
                try:
                    _, events = await self._play(live, record.computer_seat, move, self.computer_id)
                except ServiceError:  # changed elsewhere: reloaded, so think again below
                    events = []
        current = asyncio.current_task()
        assert current is not None
        self._forget_thinking(record.id, current)
        await self._emit(events)
        self._schedule_computer(live)

    # -- internals: challenges -----------------------------------------------------------------

    def _find_challenge(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        challenge_id: int | None,
        as_challenged: bool,
    ) -> ChallengeRecord:
        if challenge_id is not None:
            record = self._challenges.get(challenge_id)
            if record is None or record.guild_id != guild_id:
                raise ChallengeError("That challenge is no longer open.")
        else:
            role = "challenged_id" if as_challenged else "challenger_id"
            mine = [
                c
                for c in self._challenges.values()
                if c.channel_id == channel_id and getattr(c, role) == user_id
            ]
            if not mine:
                what = "to you" if as_challenged else "of yours"
                raise ChallengeError(f"There is no open challenge {what} in this channel.")
            record = mine[-1]
        if as_challenged and record.challenged_id != user_id:
            if record.challenger_id == user_id:
                raise ChallengeError(
                    "You cannot accept or decline your own challenge: withdraw it."
                )
            raise NotAPlayerError(
                f"This challenge is for {self._mention(record.challenged_id)}, not you."
            )
        if not as_challenged and record.challenger_id != user_id:
            raise NotAPlayerError(
                f"Only {self._mention(record.challenger_id)} can withdraw this challenge."
            )
        return record

    async def _close_challenge(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        challenge_id: int | None,
        status: ChallengeStatus,
    ) -> ChallengeView:
        async with self._admin:
            as_challenged = status is ChallengeStatus.DECLINED
            record = self._find_challenge(
                guild_id, channel_id, user_id, challenge_id, as_challenged
            )
            if not await self._repo.close_challenge(record, status):
                raise ChallengeError("That challenge is no longer open.")
            self._challenges.pop(record.id, None)
        return self._challenge_view(record)

    async def _expire(self, challenge: ChallengeRecord) -> None:
        async with self._admin:
            if self._challenges.pop(challenge.id, None) is None:
                return
            if not await self._repo.close_challenge(challenge, ChallengeStatus.EXPIRED):
                return
        await self._emit([ChallengeExpired(self._challenge_view(challenge))])

    def _check_not_busy(self, channel_id: int, *user_ids: int) -> None:
        for user_id in user_ids:
            game_id = self._by_player.get((channel_id, user_id))
            if game_id is None:
                continue
            title = self._games[game_id].game.title
            who = "You are" if user_id == user_ids[0] else f"{self._mention(user_id)} is"
            raise PlayerBusyError(
                f"{who} already playing {title} (game #{game_id}) in this channel: finish that "
                "game first.",
                user_id,
                game_id,
                title,
            )

    # -- internals: views, events, settings ----------------------------------------------------

    def _view(self, live: _Live) -> GameView:
        return self._record_view(live.record, live.game, live.state, live.turns, live.last_turn)

    def _record_view(
        self,
        record: GameRecord,
        game: Game[Any, Any] | None = None,
        state: State[Any] | None = None,
        turns: list[tuple[int, str]] | None = None,
        last_turn: Hashable | None = None,
    ) -> GameView:
        game = game or get_game(record.game, **record.options)
        state = state or game.parse_position(record.position)
        outcome = None
        if record.termination is not None:
            outcome = Outcome(record.winner, Termination(record.termination))
        offers = {
            kind: _player(record, getattr(record, name))
            for kind, name in _OFFER_FIELD.items()
            if getattr(record, name)
        }
        return GameView(
            id=record.id,
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            game=record.game,
            title=game.title,
            options=dict(game.options),
            players=(record.player1_id, record.player2_id),
            computer_seat=record.computer_seat,
            level=record.level,
            rated=record.rated,
            first_choice=FirstMove(record.first_choice),
            status=record.status,
            state=state,
            position=record.position,
            start_position=record.start_position,
            turns=record.turns,
            outcome=outcome,
            deadline=record.deadline,
            offers=offers,
            last_move=turns[-1][1] if turns else None,
            last_turn=last_turn,
        )

    def _challenge_view(self, record: ChallengeRecord) -> ChallengeView:
        game = get_game(record.game, **record.options)
        return ChallengeView(
            id=record.id,
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            challenger_id=record.challenger_id,
            challenged_id=record.challenged_id,
            game=record.game,
            title=game.title,
            options=dict(game.options),
            first_choice=FirstMove(record.first_choice),
            start_position=record.start_position,
            expires_at=record.expires_at,
            status=record.status,
            game_id=record.game_id,
        )

    def _export_text(self, record: GameRecord, moves: list[str]) -> str:
        game = get_game(record.game, **record.options)
        options = ", ".join(f"{k}={_option_text(v)}" for k, v in game.options.items())
        started = datetime.datetime.fromtimestamp(record.created_at, datetime.UTC)
        if record.termination is None:
            result = "in progress"
        else:
            outcome = Outcome(record.winner, Termination(record.termination))
            if outcome.winner is None:
                result = outcome.describe()
            else:
                winner = self._mention(_player(record, outcome.winner))
                result = f"{winner} wins {outcome.termination.description}"
        numbered = " ".join(
            f"{i // 2 + 1}. {' '.join(moves[i : i + 2])}" for i in range(0, len(moves), 2)
        )
        lines = [
            f"{game.title}, game #{record.id}",
            f"Options: {options or 'none'}",
            f"Player 1: {self._mention(record.player1_id)}",
            f"Player 2: {self._mention(record.player2_id)}",
            f"Started: {started:%Y-%m-%d %H:%M} UTC",
            f"Start: {record.start_position or 'standard'}",
            f"Result: {result}",
            f"Moves: {numbered or '(none)'}",
            f"Position: {record.position}",
        ]
        return "\n".join(lines)

    async def _guild_settings(self, guild_id: int) -> GuildSettings:
        settings = self._settings.get(guild_id)
        if settings is None:
            settings = self._settings[guild_id] = await self._repo.get_settings(guild_id)
        return settings

    async def _emit(self, events: list[Event]) -> None:
        for event in events:
            for subscriber in list(self._subscribers):
                try:
                    await subscriber(event)
                except Exception:
                    log.exception("an event subscriber failed on %s", type(event).__name__)

    # -- internals: lookups and checks ---------------------------------------------------------

    def _live_of(self, channel_id: int, user_id: int) -> _Live:
        game_id = self._by_player.get((channel_id, user_id))
        if game_id is None:
            raise NoGameError("You have no game in progress in this channel.")
        return self._games[game_id]

    def _check_active(self, live: _Live, user_id: int) -> None:
        """After waiting for the lock: the game may have ended meanwhile."""
        if live.record.status is not GameStatus.ACTIVE:
            raise NoGameError("That game has already ended.")
        _seat(live.record, user_id)

    def _check_turn(self, live: _Live, seat: int) -> None:
        if live.state.to_move != seat:
            waiting = _player(live.record, live.state.to_move)
            raise NotYourTurnError(
                f"It is not your turn: waiting for {self._mention(waiting)}.", waiting
            )


_OFFER_FIELD: Mapping[Proposal, str] = {
    Proposal.DRAW: "draw_offer",
    Proposal.RESTART: "restart_offer",
    Proposal.TAKEBACK: "takeback_offer",
    Proposal.REMATCH: "rematch_offer",
}


def _turn_events(view: GameView, move: str | None, actor: int | None, reason: str) -> list[Event]:
    """Events for a new position: ``BoardChanged``, and ``YourTurn`` unless the computer moves."""
    events: list[Event] = [BoardChanged(view, move, actor, reason)]
    if view.state.to_move != view.computer_seat:
        events.append(YourTurn(view, view.to_move_id, view.deadline))
    return events


def _with_offer(record: GameRecord, kind: Proposal, seat: int) -> GameRecord:
    """Return a copy of ``record`` whose standing ``kind`` proposal is by ``seat`` (0: none)."""
    copy = dataclasses.replace(record)
    setattr(copy, _OFFER_FIELD[kind], seat)
    return copy


def _player(record: GameRecord, seat: int) -> int:
    return record.player1_id if seat == 1 else record.player2_id


def _seat(record: GameRecord, user_id: int) -> int:
    """Return ``user_id``'s seat; raise :class:`NotAPlayerError` if they are not playing."""
    if user_id == record.player1_id:
        return 1
    if user_id == record.player2_id:
        return 2
    raise NotAPlayerError("You are not playing in this game.")


def _replay(entries: list[LogEntry]) -> tuple[list[tuple[int, str]], list[str], int]:
    """Return the move line (seat, text), the position after each of its turns, and the next
    log sequence number, from a game's log."""
    turns: list[tuple[int, str]] = []
    positions: list[str] = []
    for entry in entries:
        if entry.kind is EntryKind.MOVE:
            turns.append((entry.seat, entry.text))
            positions.append(entry.position)
        elif entry.kind in (EntryKind.TAKEBACK, EntryKind.RESTART):
            del turns[entry.line :]
            del positions[entry.line :]
    return turns, positions, (entries[-1].seq + 1 if entries else 1)


def _shown(rating: PlackettLuceRating) -> float:
    """The single number players see for ``rating`` (see :data:`RATING_START`)."""
    return rating.ordinal(alpha=RATING_SCALE, target=RATING_START)


def _rate(standings: list[Standing], winner: int | None) -> list[RatingChange]:
    """Update two players' ratings (seat 1, seat 2) after a game; return the changes."""
    teams = [[_RATING_MODEL.rating(mu=s.mu, sigma=s.sigma)] for s in standings]
    before = [_shown(player) for [player] in teams]
    ranks = [1.0, 1.0] if winner is None else [1.0 if seat == winner else 2.0 for seat in (1, 2)]
    for standing, [rating] in zip(standings, _RATING_MODEL.rate(teams, ranks=ranks), strict=True):
        standing.mu, standing.sigma = rating.mu, rating.sigma
        standing.rating = _shown(rating)
        standing.rated_games += 1
    return [
        RatingChange(s.user_id, old, s.rating) for s, old in zip(standings, before, strict=True)
    ]


def _make_game(name: str, options: Mapping[str, object]) -> Game[Any, Any]:
    try:
        return get_game(name, **options)
    except OptionError as error:
        raise InvalidRequestError(f"{str(error)[0].upper()}{str(error)[1:]}.") from None


def _start_state(game: Game[Any, Any], position: str | None) -> State[Any]:
    if position is None:
        state: State[Any] = game.initial()
        return state
    try:
        state = game.parse_position(position)
    except PositionError as error:
        raise InvalidRequestError(f"That position string cannot be read: {error}.") from None
    if state.outcome is not None:
        raise InvalidRequestError("That position is already over: pick one with moves left.")
    return state


def _first_move(first: FirstMove | str) -> FirstMove:
    try:
        return FirstMove(first)
    except ValueError:
        choices = ", ".join(f.value for f in FirstMove)
        raise InvalidRequestError(f"Who moves first is one of {choices}, not {first!r}.") from None


def _proposal(kind: Proposal | str) -> Proposal:
    try:
        return Proposal(kind)
    except ValueError:
        choices = ", ".join(p.value for p in Proposal)
        raise InvalidRequestError(f"A proposal is one of {choices}, not {kind!r}.") from None


def _in_range(value: int, bounds: tuple[int, int], what: str) -> int:
    low, high = bounds
    if not low <= value <= high:
        raise InvalidRequestError(
            f"The {what} must be from {_duration(low)} to {_duration(high)}, not {value} seconds."
        )
    return value


def _duration(seconds: int) -> str:
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60)):
        if seconds % size == 0:
            count = seconds // size
            return f"{count} {unit}{'s' if count != 1 else ''}"
    return f"{seconds} seconds"


def _option_text(value: bool | int) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
