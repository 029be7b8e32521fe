"""The match service's façade: one entry point over the modules that do the work.

Chat-agnostic: it speaks in guild, channel and user ids, move text and results; a DM or group
DM is guild :data:`~bot.storage.NO_GUILD` (0), whose settings are the defaults. Every command
takes ``(guild_id, channel_id, user_id, ...)`` and returns a result that carries the events it
caused (the adapter answers its caller from it, in straight-line code), or raises a
:class:`~bot.service.errors.ServiceError` whose ``text`` (a catalogue key and parameters) says
why, for the player; nothing changes when it raises. A change is committed before the call
returns. Subscribers (:meth:`MatchService.subscribe`) receive only the events nobody asked for:
computer moves, timeouts, turn warnings and expired challenges.

Each match in progress is held in memory and guarded by its own lock, so concurrent commands on
one match run one after the other; the storage's version check turns any update made elsewhere
meanwhile into a refusal instead of a lost update.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Callable, Collection, Mapping

from bot.limits import CLOSE_WAIT_S, DEFAULT_GRACE_S, TIMER_POLL_S
from bot.service.challenges import Challenges
from bot.service.clock import Clock, SystemClock
from bot.service.computer import MoveProvider, ProcessPoolMoveProvider
from bot.service.computer_turns import ComputerTurns
from bot.service.departing import Departing
from bot.service.errors import refused_if_unsaved
from bot.service.events import ChallengeResult, MatchResult, MoveResult
from bot.service.forwarding import Forwarding
from bot.service.guild_settings import GuildSettingsCache
from bot.service.lobby import Lobby
from bot.service.lookups import Lookups
from bot.service.matches import Matches, MatchListener
from bot.service.models import ChallengeView, FirstMove, MatchView, ResumeSummary
from bot.service.offering import ProposalCommands
from bot.service.proposals import Proposals
from bot.service.publisher import Publisher, Subscriber
from bot.service.puzzles import Puzzles
from bot.service.timers import Timers
from bot.service.tournaments import Tournaments
from bot.service.turns import Turns
from bot.service.views import challenge_view, match_view
from bot.storage import (
    ChallengeStatus,
    HomeRecord,
    Repository,
    StorageError,
)

log = logging.getLogger(__name__)


class MatchService(Lookups, ProposalCommands, Departing):
    """Runs matches for every game in ``games.registry`` through the generic game interface
    (its reads and settings are :class:`~bot.service.lookups.Lookups`').

    ``repository`` stores everything; ``clock`` and ``rng`` are injectable for tests;
    ``provider`` chooses computer moves (a process pool by default); ``computer_id`` is the user
    id that stands for the computer (e.g. the bot's own id); ``board_styles`` are the style
    names the front end draws; ``grace_s`` is the least time left on any clock after
    :meth:`resume`; ``timer_poll_s`` is the longest :meth:`run_timers` sleeps without looking
    at the clock; ``owns`` tells whether this process serves a guild (a process of a shard
    cluster loads, times and recovers only the matches and challenges of its shards' guilds;
    by default it serves every guild); ``process_name`` names this process's timer heartbeat
    (processes sharing one database each need their own).
    """

    def __init__(
        self,
        repository: Repository,
        *,
        clock: Clock | None = None,
        rng: random.Random | None = None,
        provider: MoveProvider | None = None,
        computer_id: int = 0,
        board_styles: Collection[str] = ("text",),
        grace_s: float = DEFAULT_GRACE_S,
        timer_poll_s: float = TIMER_POLL_S,
        owns: Callable[[int], bool] = lambda guild_id: True,
        process_name: str = "main",
    ) -> None:
        self._owns = owns
        self._clock = clock or SystemClock()
        rng = rng or random.Random()
        self.computer_id = computer_id
        self._grace_s = grace_s
        self._timer_poll_s = timer_poll_s
        settings = GuildSettingsCache(repository, board_styles)
        self._timers = Timers(settings, self._clock, timer_poll_s, repository, process_name)
        self._publisher = Publisher()
        provider = provider or ProcessPoolMoveProvider()
        matches = Matches(repository, settings, self._clock, owns)
        super().__init__(repository, matches, settings, provider)
        self._matches.listen(self._timers.note)
        self._challenges = Challenges(
            repository,
            self._matches,
            self._settings,
            self._clock,
            rng,
            computer_id,
            self._publisher,
            self._timers.note_due,
        )
        self._turns = Turns(self._matches, self._settings, self._clock)
        self._proposals = Proposals(
            repository,
            self._matches,
            self._challenges,
            self._turns,
            self._settings,
            self._clock,
        )
        self._forwarding = Forwarding(
            repository, matches, self._turns, self._proposals, self._publisher, self._clock, owns
        )
        self._computer = ComputerTurns(provider, self._turns, self._publisher, rng, computer_id)
        self.puzzles = Puzzles(repository, self._clock, rng)
        """The Morris puzzles and the players' puzzle records."""
        self.lobby = Lobby(
            repository, self._matches, self._challenges, self._settings, self._clock, rng, owns
        )
        """Open seeks, quick pairing pools, blocks and the servers in the global lobby."""
        self._timers.also(self.lobby.expire_due)
        self._timers.also(self.lobby.lapse_due)
        self.tournaments = Tournaments(repository, self, self._clock)
        """The servers' tournaments, whose games are this service's matches."""

    # -- life cycle ----------------------------------------------------------------------------

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Deliver every future unrequested event to ``callback``; return an unsubscriber."""
        return self._publisher.subscribe(callback)

    def listen(self, listener: MatchListener) -> Callable[[], None]:
        """Tell ``listener`` of each match's record whenever it is loaded, started or changed
        (every committed change, requested or not: a result is a record no longer
        ``ACTIVE``); return a function that stops it. Called in the committing task: keep it
        quick; a failing listener is logged and skipped, the change stands."""
        return self._matches.listen(listener)

    async def resume(self) -> ResumeSummary:
        """Load the active matches and pending challenges of the guilds this process ``owns``
        from storage (call once at start-up); the timers act on these only.

        Time the bot was down is not charged: every turn deadline moves on by the time since
        this process's timers last ran (their heartbeat; a crash can credit up to about
        ``timer_poll_s`` more), and to at least ``grace_s`` from now. The moved deadlines are
        stored before the new heartbeat, so a crash in between credits time twice rather than
        never. Computer turns are started again, then the guilds' tournaments brought up to
        date (:meth:`~bot.service.tournament_runner.TournamentRunner.resume`). Returns what
        was loaded.
        """
        now = self._clock.now()
        for record in await self._repo.active_games():
            if self._owns(record.guild_id):
                self._matches.index(await self._matches.load(record))
        await self._forwarding.look()  # the mirrors of games across servers held elsewhere
        await self._forwarding.refresh()
        await self._timers.credit_downtime(self._matches, self._grace_s)
        challenges = await self._challenges.resume(self._owns)
        for match in self._matches:
            self._computer.schedule(match)
        self._timers.note_due(now)
        await self.tournaments.resume(self._owns)
        return ResumeSummary(len(self._matches), challenges)

    async def run_timers(self) -> None:
        """Expire challenges, enforce turn deadlines and start tournaments at their time until
        cancelled (run it as a task).

        Start it once players can be served (connected to the chat): the time since
        :meth:`resume` is credited to every deadline first, so a front end's start-up is not
        charged to the players to move."""
        await asyncio.gather(
            self._timers.run(
                self._matches, self._challenges, self._turns, self._publisher, self._grace_s
            ),
            self.tournaments.run(self._owns, self._timer_poll_s),
            self._forwarding.run(self._timer_poll_s),
        )

    async def tick(self) -> None:
        """Expire overdue challenges, send turn warnings and end matches lost on time, now, and
        record the timers' heartbeat (as one turn of :meth:`run_timers` does)."""
        events = await self._timers.tick(self._matches, self._challenges, self._turns)
        await self._publisher.publish(events)
        await self._timers.beat(self._clock.now())

    async def wait_idle(self) -> None:
        """Return once no computer move is being chosen or played."""
        await self._computer.wait_idle()

    async def close(self) -> None:
        """Stop computer moves, the move provider and (after a few seconds) the tasks recording
        tournament results or telling the cluster of changes; record a last heartbeat so that
        the next start charges no time from now on (the repository stays open)."""
        await self._computer.close()
        self.tournaments.close()
        await self.tournaments.drain(CLOSE_WAIT_S)
        await self._forwarding.close()
        try:
            await self._timers.beat(self._clock.now(), force=True)
        except StorageError as error:  # the heartbeat before stands: a little time is credited
            log.warning("no heartbeat at shutdown: %s", error)

    # -- challenges ----------------------------------------------------------------------------

    @refused_if_unsaved
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
        turn_time_s: int | None = None,
        thread: bool | None = None,
        language: str | None = None,
        increment_s: int | None = None,
        board_style: str | None = None,
        rated: bool = True,
    ) -> ChallengeResult:
        """Challenge ``opponent_id`` (None, or ``computer_id``, for the computer) to ``game``.

        ``first`` is who moves first (``me`` is the challenger), ``position`` an optional start
        position string (the match is then unrated), ``level`` the computer's strength (default
        the weakest), ``turn_time_s`` the match's own time per move (the clock of correspondence
        play, within :data:`~bot.limits.CLOCK_RANGE`; default the server's turn timeout),
        ``thread`` whether the match is to be played in a thread of its own (default the
        server's ``threads`` setting; never against the computer), stored with the challenge
        (``ChallengeView.thread``), ``language`` the language of its shared messages (a
        catalogue's code; None: English), kept by its match and rematches; ``increment_s``
        makes ``turn_time_s`` a live clock, each player's whole time with ``increment_s``
        seconds added per move (:func:`~bot.service.guild_settings.parse_clock` reads ``5+3``;
        between people only); ``board_style`` the style its board is drawn in (None: the
        server's board style), kept by its match and rematches; ``rated`` False makes its match
        unrated. Against the computer the match
        starts at once and is in the result.
        Raises :class:`InvalidRequestError` for bad options, position, level, clock or channel, and
        :class:`PlayerBusyError` if either player has a match in progress in this channel.
        """
        record, match, events = await self._challenges.make(
            guild_id,
            channel_id,
            user_id,
            opponent_id,
            game,
            options or {},
            first,
            position,
            level,
            turn_time_s,
            thread,
            language,
            increment_s,
            board_style,
            rated,
        )
        if match is None:
            return ChallengeResult(challenge_view(record), None)
        self._computer.schedule(match)
        return ChallengeResult(challenge_view(record), match_view(match), tuple(events))

    @refused_if_unsaved
    async def accept(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        challenge_id: int | None = None,
        *,
        play_in: int | None = None,
    ) -> MatchResult:
        """Accept a challenge (by id, or the latest one to ``user_id`` in this channel) and
        start its match, in channel ``play_in`` if given (e.g. a thread of its own) instead of
        the challenge's.

        Raises :class:`ChallengeError` if there is no such pending challenge or it is not for
        ``user_id``, and :class:`PlayerBusyError` if either player is already playing here.
        """
        match, events = await self._challenges.accept(
            guild_id, channel_id, user_id, challenge_id, play_in
        )
        return MatchResult(match_view(match), tuple(events))

    @refused_if_unsaved
    async def decline(
        self, guild_id: int, channel_id: int, user_id: int, challenge_id: int | None = None
    ) -> ChallengeView:
        """Decline a challenge to ``user_id``; return it. Raises :class:`ChallengeError`."""
        return await self._challenges.close(
            guild_id, channel_id, user_id, challenge_id, ChallengeStatus.DECLINED
        )

    @refused_if_unsaved
    async def withdraw(
        self, guild_id: int, channel_id: int, user_id: int, challenge_id: int | None = None
    ) -> ChallengeView:
        """Withdraw a challenge ``user_id`` made; return it. Raises :class:`ChallengeError`."""
        return await self._challenges.close(
            guild_id, channel_id, user_id, challenge_id, ChallengeStatus.WITHDRAWN
        )

    @refused_if_unsaved
    async def note_challenge_message(self, challenge_id: int, message_id: int) -> None:
        """Record ``message_id`` as the message showing challenge ``challenge_id`` (found again
        after a restart in ``ChallengeView.message_id``). Raises :class:`ChallengeError` if
        there is no such challenge."""
        await self._challenges.note_message(challenge_id, message_id)

    def pending_challenges(self, channel_id: int, user_id: int) -> list[ChallengeView]:
        """Return the pending challenges made by or to ``user_id`` in ``channel_id``."""
        return self._challenges.pending(channel_id, user_id)

    # -- playing -------------------------------------------------------------------------------

    @refused_if_unsaved
    async def move(self, guild_id: int, channel_id: int, user_id: int, text: str) -> MoveResult:
        """Play ``text`` for ``user_id`` in their match in this channel; return what happened.

        Raises :class:`NoGameError`, :class:`NotYourTurnError`, or :class:`MoveRejectedError`
        (with the rules' reason) if the text is not a legal move here.
        """
        del guild_id
        if held := await self._forwarding.elsewhere(channel_id, user_id):  # by another process
            return await self._forwarding.move(held, channel_id, user_id, text)
        result = await self._turns.move(channel_id, user_id, text)
        self._schedule(result.match.id)
        return result

    @refused_if_unsaved
    async def resign(self, guild_id: int, channel_id: int, user_id: int) -> MatchResult:
        """Resign ``user_id``'s match in this channel (any time). Raises :class:`NoGameError`."""
        del guild_id
        if held := await self._forwarding.elsewhere(channel_id, user_id):  # by another process
            return await self._forwarding.end(held, "resign", channel_id, user_id)
        return await self._turns.resign(channel_id, user_id)

    @refused_if_unsaved
    async def abandon(self, match_id: int) -> MatchResult:
        """End match ``match_id`` without a result or rating change because the place it was
        played in is gone (a deleted channel or thread, a server the bot left). Raises
        :class:`NoGameError` if it is not in progress."""
        return await self._turns.abandon(match_id)

    @refused_if_unsaved
    async def abort(self, guild_id: int, channel_id: int, user_id: int) -> MatchResult:
        """Abort ``user_id``'s match before each side has moved: no result, no rating change.

        Raises :class:`NoGameError`, or :class:`InvalidRequestError` once both sides moved.
        """
        del guild_id
        if held := await self._forwarding.elsewhere(channel_id, user_id):  # by another process
            return await self._forwarding.end(held, "abort", channel_id, user_id)
        return await self._turns.abort(channel_id, user_id)

    @refused_if_unsaved
    async def note_board(self, match_id: int, message_id: int, seat: int = 0) -> None:
        """Record ``message_id`` as the message showing match ``match_id``'s board (a board
        posted again replaces it; found again after a restart in
        ``MatchView.board_message_id``), or with ``seat`` the board of that seat's own home
        (``MatchView.homes``). It is stored on its own: the match's version stays, and no
        move is refused for it. Raises :class:`NoGameError` if there is no such match or
        home."""
        if seat:
            await self._matches.note_home_board(match_id, seat, message_id)
        else:
            await self._matches.note_board(match_id, message_id)
            self.tournaments.board_shown(match_id)

    @refused_if_unsaved
    async def move_home(
        self, match_id: int, seat: int, guild_id: int, channel_id: int
    ) -> MatchView:
        """Have ``seat`` play match ``match_id`` (a game across servers) in ``channel_id`` of
        ``guild_id`` from now on, where it was played is gone (such as the player's DM); the
        board there is posted afresh, in the language that seat's board spoke. On a shard
        cluster the process serving ``guild_id`` (a DM: shard 0's) mirrors the match and
        forwards what is done there. Returns the match. Raises :class:`NoGameError` if it is
        not in progress, and :class:`ServiceError` if another process holds it."""
        async with self._matches.locked(match_id) as match:
            spoken = {home.seat: home.language for home in match.homes}
            language = spoken.get(seat, match.record.language)
            home = HomeRecord(match_id, seat, guild_id, channel_id, None, language)
            await self._matches.put_home(match, home)
            return match_view(match)

    def _schedule(self, match_id: int) -> None:
        match = self._matches.get(match_id)
        if match is not None:
            self._computer.schedule(match)
