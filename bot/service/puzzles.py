"""Morris puzzles for the front ends: serving one (by number, one near the player's rating
that they have not tried, or a server's puzzle of the day), checking each move against its
certified line (:mod:`games.ai.puzzles`), the computer's answers (the table's best defence,
stored with the line), and the players' puzzle ratings and streaks (only a player's first
attempt at a puzzle counts).

Nothing is held between clicks: a front end names the puzzle and how many plies of its line
are played, so a puzzle in progress survives a restart.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from bot.service.clock import Clock
from bot.service.errors import InvalidRequestError, MoveRejectedError, refused_if_unsaved
from bot.service.review import moves_of
from bot.storage import PuzzleAttempt, PuzzlePlayer, Repository
from games.ai.puzzles import Puzzle, load, puzzle_rules
from games.base import Game, MoveError, State
from texts import Text, t

START_RATING = 1200.0
"""A new player's puzzle rating (the shipped puzzles are rated about 700 to 2300)."""
K_FACTOR = 32.0
"""How far one attempt moves a rating (Elo)."""
DAY_S = 86_400
NEAREST = 20
"""How many puzzles rated nearest a player's rating a puzzle for them is drawn from."""


@dataclass(frozen=True, slots=True)
class PuzzleView:
    """A puzzle with the first ``ply`` plies of its line played: the solver is to move."""

    puzzle: Puzzle
    ply: int
    rules: Game[Any, Any]
    state: State[Any]
    last_turn: Any
    """The computer's last answer as a move object (None at the start)."""
    solver: int
    """The solver's seat (1 or 2)."""

    @property
    def plies_left(self) -> int:
        """Return the plies of the line still to play."""
        return len(self.puzzle.solution) - self.ply

    @property
    def moves_left(self) -> int:
        """Return the solver's moves still to play (the line's plies counted as ``/export``
        and ``/review`` count moves: :func:`~bot.service.review.moves_of`)."""
        return moves_of(self.plies_left)


@dataclass(frozen=True, slots=True)
class PuzzleAnswer:
    """What a move did: ``right`` or not; the ``view`` after it (and the computer's ``reply``)
    while the line goes on; at the end, ``solved`` and the player's record after it with the
    rating ``change`` (0 when an earlier attempt at this puzzle already counted)."""

    right: bool
    move: str
    view: PuzzleView
    """The puzzle after the computer's reply; at the end, before the move."""
    board: State[Any]
    """The position to show: after the computer's reply, or after the last move."""
    board_turn: Any
    """The turn that led to ``board``."""
    reply: str | None = None
    finished: bool = False
    player: PuzzlePlayer | None = None
    change: float = 0.0

    @property
    def solved(self) -> bool:
        """True if the puzzle was solved by this move."""
        return self.finished and self.right


def expected_score(rating: float, against: float) -> float:
    """Return the Elo expectation of a player rated ``rating`` against ``against``."""
    return 1 / (1 + 10 ** ((against - rating) / 400))


def after_attempt(player: PuzzlePlayer, puzzle_rating: float, solved: bool) -> PuzzlePlayer:
    """Return ``player``'s record after a first attempt at a puzzle rated ``puzzle_rating``."""
    change = K_FACTOR * (solved - expected_score(player.rating, puzzle_rating))
    streak = player.streak + 1 if solved else 0
    return PuzzlePlayer(
        player.user_id,
        player.rating + change,
        player.solved + solved,
        player.failed + (not solved),
        streak,
        max(player.best_streak, streak),
    )


class Puzzles:
    """The shipped puzzles and the players' records in ``repository``."""

    def __init__(self, repository: Repository, clock: Clock, rng: random.Random) -> None:
        self._repo = repository
        self._clock = clock
        self._rng = rng

    @cached_property
    def catalogue(self) -> tuple[Puzzle, ...]:
        """Return every shipped puzzle, numbered from 1 (read once)."""
        return load()

    @cached_property
    def rules(self) -> Game[Any, Any]:
        """Return the rules the puzzles are certified for (Morris with the default options)."""
        return puzzle_rules()

    def get(self, number: int) -> Puzzle:
        """Return puzzle ``number``. Raises :class:`InvalidRequestError` if there is none."""
        if not 1 <= number <= len(self.catalogue):
            count = len(self.catalogue)
            raise InvalidRequestError(t("puzzle-no-such", id=str(number), count=count))
        return self.catalogue[number - 1]

    @refused_if_unsaved
    async def next_for(self, user_id: int) -> Puzzle:
        """Return a puzzle for ``user_id``: at random among the :data:`NEAREST` not yet
        attempted whose ratings are nearest theirs (any puzzle once they tried them all)."""
        player = await self._repo.puzzle_player(user_id)
        rating = START_RATING if player is None else player.rating
        tried = await self._repo.attempted_puzzles(user_id)
        fresh = [p for p in self.catalogue if p.id not in tried] or list(self.catalogue)
        fresh.sort(key=lambda p: (abs(p.rating - rating), p.id))
        return self._rng.choice(fresh[:NEAREST])

    def daily(self, guild_id: int) -> Puzzle:
        """Return ``guild_id``'s puzzle of the day (UTC): each server has its own, the same for
        everyone there all day."""
        day = int(self._clock.now() // DAY_S)
        return self.catalogue[zlib.crc32(f"{guild_id}:{day}".encode()) % len(self.catalogue)]

    def view(self, number: int, ply: int = 0) -> PuzzleView:
        """Return puzzle ``number`` with ``ply`` plies of its line played (an even number below
        its length: the solver to move). Raises :class:`InvalidRequestError` otherwise."""
        puzzle = self.get(number)
        if ply % 2 or not 0 <= ply < len(puzzle.solution):
            raise InvalidRequestError(t("puzzle-over", id=str(number)))
        state = self.rules.parse_position(puzzle.position)
        solver, last = state.to_move, None
        for text in puzzle.solution[:ply]:
            last = self.rules.parse_move(state, text)
            state = state.play(last)
        return PuzzleView(puzzle, ply, self.rules, state, last, solver)

    @refused_if_unsaved
    async def answer(
        self, guild_id: int, user_id: int, number: int, ply: int, text: str
    ) -> PuzzleAnswer:
        """Play ``text`` as ``user_id``'s move in puzzle ``number`` after ``ply`` plies.

        Right is the line's move, or at its end any move that wins at once. A right move is
        answered by the computer; a wrong one, or the last right one, ends the attempt (stored
        if it is the player's first at this puzzle). Raises :class:`MoveRejectedError` for a
        move that is not legal, :class:`InvalidRequestError` for a ply not in the line.
        """
        view = self.view(number, ply)
        state, solution = view.state, view.puzzle.solution
        try:
            move = self.rules.parse_move(state, text)
        except MoveError as error:
            reason = Text(error.key, error.params)
            raise MoveRejectedError(
                t("move-rejected", move=text, reason=reason), text, reason
            ) from None
        played = self.rules.format_move(move)
        after = state.play(move)
        last = view.plies_left == 1
        wins = after.outcome is not None and after.outcome.winner == state.to_move
        right = played == solution[ply] or (last and wins)
        if right and not last:
            going = self.view(number, ply + 2)
            reply = solution[ply + 1]
            return PuzzleAnswer(True, played, going, going.state, going.last_turn, reply)
        player, change = await self._finish(guild_id, user_id, view.puzzle, right)
        return PuzzleAnswer(right, played, view, after, move, None, True, player, change)

    async def _finish(
        self, guild_id: int, user_id: int, puzzle: Puzzle, solved: bool
    ) -> tuple[PuzzlePlayer, float]:
        """Store a first attempt, scored on the record stored when it is; return the record
        stored after it and the rating change (0 if an earlier attempt counted)."""
        attempt = PuzzleAttempt(user_id, puzzle.id, guild_id, solved, self._clock.now())
        before, after = await self._repo.record_puzzle_attempt(
            attempt,
            PuzzlePlayer(user_id, START_RATING),
            lambda stored: after_attempt(stored, puzzle.rating, solved),
        )
        return after, after.rating - before.rating

    @refused_if_unsaved
    async def record(self, user_id: int) -> PuzzlePlayer | None:
        """Return ``user_id``'s puzzle record, or None before their first attempt."""
        return await self._repo.puzzle_player(user_id)

    @refused_if_unsaved
    async def leaderboard(self, scope: int, limit: int = 10) -> list[PuzzlePlayer]:
        """Return the best puzzle players of ``scope`` (a guild, or everyone)."""
        return await self._repo.puzzle_leaderboard(scope, limit)
