"""Running tournaments: each event brought up to date from what is stored, its games started
as ordinary matches, its rounds paired, its results noted and its end announced to the front
ends.

Chat-agnostic like the match service it drives (:class:`Host`, in practice
:class:`~bot.service.MatchService`): each board's game is a challenge from white to black in the
tournament's channel, accepted at once for black, so it is an ordinary match (board, pings,
clocks, restarts). Results come from the match listener; the next round is paired when the last
board of a round has its result (an arena pairs its free players as soon as a game ends, until
its time is up). Everything is stored first: a round is paired inside the
transaction that moves the tournament's round number on (never twice, whichever process or
run gets there first), a board's match is noted once, and :meth:`TournamentRunner.resume` finds
whatever a crash left half done (a result not yet noted, a game not yet started, a round
complete but not paired) and finishes it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

from bot.background import Background
from bot.service.clock import Clock
from bot.service.errors import InvalidRequestError, ServiceError
from bot.service.events import MatchResult
from bot.service.models import FirstMove
from bot.service.pairing import DRAW
from bot.service.tournament_boards import (
    arena_end,
    arena_pairings,
    forfeit_points,
    new_board,
    next_round,
    no_show,
    planned_rounds,
    white_points,
)
from bot.service.tournament_models import (
    GamePlacer,
    Host,
    PlaceCloser,
    TournamentFormat,
    TournamentGame,
    TournamentSubscriber,
    TournamentView,
)
from bot.service.tournament_results import TournamentResults
from bot.storage import (
    BoardRecord,
    GameRecord,
    GameStatus,
    Repository,
    StorageError,
    TournamentRecord,
    TournamentStatus,
)
from texts import t

log = logging.getLogger(__name__)

KEPT_FINISHED = 256
"""What the boards of this many finished tournament games (the newest) say of their tournament
is kept: such a board may be shown again (a rematch offered or answered), as the front end
keeps as many finished boards."""


class TournamentRunner:
    """Runs the tournaments of the servers this process serves: starts them at their time,
    pairs their rounds, starts their games and notes their results."""

    def __init__(self, repository: Repository, host: Host, clock: Clock) -> None:
        self._store = repository.tournaments
        self.results = TournamentResults(self._store)
        self._games = repository
        self._host = host
        self._clock = clock
        self._lock = asyncio.Lock()
        self._board_of: dict[int, tuple[int, BoardRecord]] = {}
        self._games_of: dict[int, TournamentGame] = {}
        """What each tournament game's board says of its tournament, by match id: the games
        followed, then the finished ones, the newest last (see :data:`KEPT_FINISHED`)."""
        self._tasks = Background(log)
        self._subscribers: list[TournamentSubscriber] = []
        self._placer: tuple[GamePlacer, PlaceCloser] | None = None
        self._stop_hearing = host.listen(self._heard)

    def now(self) -> float:
        """The service clock's time (start times are on it)."""
        return self._clock.now()

    def subscribe(self, callback: TournamentSubscriber) -> None:
        """Tell ``callback`` of every change nobody asked for."""
        self._subscribers.append(callback)

    def place_games_with(self, placer: GamePlacer, closer: PlaceCloser) -> None:
        """Play each round robin game where ``placer`` says (None: the channel); ``closer``
        closes a place made for a game that could not start."""
        self._placer = placer, closer

    async def view(self, guild_id: int, tournament_id: int) -> TournamentView:
        """The tournament with its players, boards and table. Raises
        :class:`InvalidRequestError` if there is no such tournament in ``guild_id``."""
        record = await self._store.get(tournament_id)
        if record is None or record.guild_id != guild_id:
            raise InvalidRequestError(t("tournament-none"))
        entrants = await self._store.entrants(tournament_id)
        return TournamentView.of(record, entrants, await self._store.boards(tournament_id))

    async def resume(self, owns: Callable[[int], bool]) -> None:
        """Pick up every running tournament of the guilds this process ``owns`` after a start
        (once the matches are loaded): results not noted, games paired but not started, rounds
        complete but not paired; and tell the subscribers again of those over but not
        announced, or whose Discord event is not ended yet."""
        for record in await self._store.in_progress():
            if record.status is TournamentStatus.RUNNING and owns(record.guild_id):
                await self._advance(record.id)
        ended = await self._store.unannounced() + await self._store.ended_with_event()
        for tournament_id in dict.fromkeys(r.id for r in ended if owns(r.guild_id)):
            await self._publish(tournament_id, ())

    async def run(self, owns: Callable[[int], bool], poll_s: float) -> None:
        """Run :meth:`tick` every ``poll_s`` seconds until cancelled (a storage failure is
        logged and tried again at the next turn)."""
        while True:
            try:
                await self.tick(owns)
            except StorageError as error:
                log.warning("tournaments not started: %s", error)
            await asyncio.sleep(poll_s)

    async def tick(self, owns: Callable[[int], bool] = lambda guild_id: True) -> None:
        """Start the open tournaments of the guilds this process ``owns`` whose start time has
        come (cancelled with fewer than 2 players), and end the arenas whose time is up."""
        now = self._clock.now()
        for record in await self._store.in_progress():
            if not owns(record.guild_id):
                continue
            over = record.format == TournamentFormat.ARENA and arena_end(record) <= now
            if record.status is TournamentStatus.RUNNING and over:
                await self._advance(record.id)
            elif record.status is TournamentStatus.OPEN and record.starts_at <= now:
                if len(await self._store.entrants(record.id)) < 2:
                    await self._store.set_status(
                        record.id, TournamentStatus.CANCELLED, TournamentStatus.OPEN
                    )
                    await self._publish(record.id, ())
                else:
                    await self._begin(record)

    def close(self) -> None:
        """Stop following match results (a resume notes those that end meanwhile)."""
        self._stop_hearing()

    async def drain(self, timeout: float) -> None:
        """Wait up to ``timeout`` seconds for the results heard being recorded, then stop them
        (shutting down, once :meth:`close` stopped hearing more)."""
        await self._tasks.drain(timeout)

    async def wait_idle(self) -> None:
        """Return once every result heard so far is recorded and its consequences done."""
        await self._tasks.wait_idle()

    async def _begin(self, record: TournamentRecord) -> None:
        if await self._store.begin(record.id, self._clock.now()):
            await self._advance(record.id)

    def board_shown(self, match_id: int) -> None:
        """The board of match ``match_id`` was posted: if it is a tournament game, its
        tournament is shown again (for its card to link the board)."""
        if match_id in self._board_of:
            self._tasks.spawn(self._show_again(self._board_of[match_id][0]))

    async def _show_again(self, tournament_id: int) -> None:
        try:
            await self._publish(tournament_id, ())
        except StorageError as error:
            log.warning("tournament %d not shown again: %s", tournament_id, error)

    def _heard(self, game: GameRecord) -> None:
        """Match listener: a tournament game's result is recorded in a task of its own."""
        if game.status is GameStatus.ACTIVE or game.id not in self._board_of:
            return
        tournament_id, board = self._board_of.pop(game.id)
        self._keep_finished(game.id)
        self._tasks.spawn(self._result(tournament_id, board, game))

    def _keep_finished(self, match_id: int) -> None:
        """Keep what finished match ``match_id``'s board says of its tournament (its final
        board says it too), with those of the :data:`KEPT_FINISHED` newest finished games."""
        if match_id in self._games_of:
            self._games_of[match_id] = self._games_of.pop(match_id)
        finished = [m for m in self._games_of if m not in self._board_of]
        for old in finished[: max(0, len(finished) - KEPT_FINISHED)]:
            del self._games_of[old]

    async def _result(self, tournament_id: int, board: BoardRecord, game: GameRecord) -> None:
        try:
            await self._note_result(tournament_id, board, game)
            await self._advance(tournament_id)
        except Exception:  # the next resume records it from the stored game
            log.exception(
                "tournament %d: the result of game %d not recorded", tournament_id, game.id
            )

    async def _note_result(self, tournament_id: int, board: BoardRecord, game: GameRecord) -> None:
        """Store ``board``'s result from its finished ``game``; a player who lost it on time
        without a move, as their game before, is withdrawn (two no-shows in a row)."""
        await self._store.record_result(tournament_id, board, white_points(board, game))
        absent = no_show(game)
        if absent is None:
            return
        earlier = [
            b.game_id
            for b in await self._store.boards(tournament_id)
            if b.round < board.round and b.game_id and absent in (b.white_id, b.black_id)
        ]
        before = await self._games.get_game(earlier[-1]) if earlier else None
        if before is not None and no_show(before) == absent:
            await self._store.withdraw(tournament_id, absent, [])

    async def _advance(self, tournament_id: int) -> None:
        """Bring a running tournament up to date: note the results of finished games, start
        the games of the round, pair the next round when this one is over, or end it."""
        started: list[MatchResult] = []
        async with self._lock:
            record = await self._store.get(tournament_id)
            while record is not None and record.status is TournamentStatus.RUNNING:
                stored = await self._store.boards(tournament_id)
                pending = [b for b in stored if b.white_points is None]
                if await self._settle(record, pending, started):
                    record = await self._store.get(tournament_id)
                    continue
                if record.format == TournamentFormat.ARENA:
                    if not await self._pair_arena(record, stored, pending):
                        break
                    record = await self._store.get(tournament_id)
                    continue
                if pending:
                    break
                if not await self._pair_next(record):
                    await self._finish(record)
                record = await self._store.get(tournament_id)
        await self._publish(tournament_id, tuple(started))

    async def _finish(self, record: TournamentRecord) -> None:
        """End a running tournament, won by the top of its final table."""
        view = await self.view(record.guild_id, record.id)
        await self._store.finish(record.id, view.table[0].player if view.table else None)

    async def _settle(
        self, record: TournamentRecord, boards: list[BoardRecord], started: list[MatchResult]
    ) -> bool:
        """Note results of games that ended unheard and start the games not started; True if
        a result was noted (the round is to be looked at again)."""
        noted = False
        for board in boards:
            if board.white_points is not None or board.black_id is None:
                continue
            if board.game_id is not None:
                game = await self._games.get_game(board.game_id)
                if game is not None and game.status is not GameStatus.ACTIVE:
                    await self._note_result(record.id, board, game)
                    noted = True
                else:
                    await self._follow(record, board, board.game_id)
                continue
            noted |= await self._start_game(record, board, started)
        return noted

    async def _start_game(
        self, record: TournamentRecord, board: BoardRecord, started: list[MatchResult]
    ) -> bool:
        """Start ``board``'s match (a round robin's where the placer says: a thread of its
        own, or the channel), or link the one a crash left unnoted there; a player busy with
        another match here loses the board. True if a result was noted instead."""
        assert board.black_id is not None
        guild, channel = record.guild_id, record.channel_id
        pair = {board.white_id, board.black_id}
        places = {channel, board.thread_id}  # the board's own: never a casual game elsewhere
        linked = [
            g
            for g in self._host.active_games()
            if g.guild_id == guild and g.channel_id in places and set(g.players) == pair
        ]
        if linked:
            game_id = linked[0].id
        else:
            busy = {
                p for p in (board.white_id, board.black_id) if self._host.active_game(channel, p)
            }
            if busy:
                await self._store.record_result(record.id, board, forfeit_points(board, busy))
                return True
            placer = self._placer if record.format == TournamentFormat.ROUND_ROBIN else None
            try:
                result = await _start_match(self._host, record, board, placer)
            except ServiceError as error:
                log.warning("tournament %d: board not started: %s", record.id, error)
                await self._store.record_result(record.id, board, DRAW)
                return True
            started.append(result)
            game_id = result.match.id
        await self._store.link_game(record.id, board, game_id)
        await self._follow(record, board, game_id)
        return False

    async def _follow(self, record: TournamentRecord, board: BoardRecord, game_id: int) -> None:
        """Follow match ``game_id``, ``board`` of ``record``: its result is heard, and its
        board says which tournament and round it is."""
        self._board_of[game_id] = (record.id, board)
        robin = record.format == TournamentFormat.ROUND_ROBIN
        players = len(await self._store.entrants(record.id)) if robin else 0
        rounds = planned_rounds(record, players)
        self._games_of[game_id] = TournamentGame(record.id, record.format, board.round, rounds)

    def game_of(self, match_id: int) -> TournamentGame | None:
        """What match ``match_id``'s board says of its tournament (None: no tournament game
        followed by this process)."""
        return self._games_of.get(match_id)

    async def _pair_arena(
        self, record: TournamentRecord, stored: list[BoardRecord], pending: list[BoardRecord]
    ) -> bool:
        """Pair the arena's free players (not busy with another match here); True if a board
        was added. Past the arena's end nothing is paired, and it ends with its last game."""
        if self._clock.now() >= arena_end(record):
            if not pending:
                await self._finish(record)
            return False
        free = [
            e.user_id
            for e in await self._store.entrants(record.id)
            if not e.withdrawn and self._host.active_game(record.channel_id, e.user_id) is None
        ]
        pairings = arena_pairings(free, stored)
        number = record.round + 1
        boards = [new_board(number, i, pairing, set()) for i, pairing in enumerate(pairings, 1)]
        return bool(boards) and await self._store.pair_round(record.id, number, boards)

    async def _pair_next(self, record: TournamentRecord) -> bool:
        """Pair and store the next round (unless another run paired it first); False when the
        event is over."""
        entrants = await self._store.entrants(record.id)
        boards = next_round(record, entrants, await self._store.boards(record.id))
        if boards is None:
            return False
        if not await self._store.pair_round(record.id, record.round + 1, boards):
            log.info("tournament %d: round %d was paired already", record.id, record.round + 1)
        return True

    async def _publish(self, tournament_id: int, started: tuple[MatchResult, ...]) -> None:
        if not self._subscribers:
            return
        record = await self._store.get(tournament_id)
        if record is None:
            return
        view = await self.view(record.guild_id, tournament_id)
        for callback in list(self._subscribers):
            try:
                await callback(view, started)
            except Exception:
                log.exception("a tournament subscriber failed on tournament %d", tournament_id)


async def _start_match(
    host: Host,
    record: TournamentRecord,
    board: BoardRecord,
    placer: tuple[GamePlacer, PlaceCloser] | None,
) -> MatchResult:
    """Start ``board``'s match where ``placer`` says (None: the channel): a challenge from
    white in the tournament's channel, accepted for black at once. The place is found first,
    so that a crash while it is made leaves no challenge behind to refuse the next try.
    Raises :class:`ServiceError` if it cannot start (a place made for it is closed)."""
    assert board.black_id is not None
    guild, channel = record.guild_id, record.channel_id
    where = None if placer is None else await placer[0](record, board)
    try:
        offer = await host.challenge(
            guild,
            channel,
            board.white_id,
            board.black_id,
            record.game,
            record.options,
            first=FirstMove.ME,
            turn_time_s=record.turn_time_s,
            thread=False,
            language=record.language,
            rated=record.rated,
            increment_s=record.increment_s,
        )
        return await host.accept(guild, channel, board.black_id, offer.challenge.id, play_in=where)
    except ServiceError:
        if placer is not None and where is not None:
            await placer[1](where)
        raise
