"""What the match service hands out: immutable views of matches, challenges, players, standings."""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.storage import ChallengeStatus, GameStatus, SeekScope
from games.base import Game, Outcome, State
from texts import Text


class Next(enum.StrEnum):
    """What happens after a move."""

    OPPONENT = "opponent"
    """The opponent is to move."""
    PENDING_REMOVAL = "pending_removal"
    """The same player must name a piece to remove (the move formed a mill)."""
    GAME_OVER = "game_over"
    """The game has ended; see ``MatchView.outcome``."""


class Proposal(enum.StrEnum):
    """Things one player proposes and the other must agree to."""

    DRAW = "draw"
    RESTART = "restart"
    TAKEBACK = "takeback"
    REMATCH = "rematch"


class FirstMove(enum.StrEnum):
    """Who moves first, as the challenger chose it."""

    ME = "me"
    THEM = "them"
    RANDOM = "random"


@dataclass(frozen=True, slots=True)
class Home:
    """Where seat ``seat`` of a game across servers plays it, when that is not the match's own
    channel: ``channel_id`` of ``guild_id`` (0: a DM), its board message there (None until
    posted), in ``language`` (None: English)."""

    seat: int
    guild_id: int
    channel_id: int
    board_message_id: int | None = None
    language: str | None = None


@dataclass(frozen=True, slots=True)
class MatchView:
    """A snapshot of one match (one game played between two seats).

    ``players`` are the user ids of seat 1 (moves first) and seat 2; ``computer_seat`` is the
    computer's seat or 0. ``state`` is the game's position object (for a renderer); ``position``
    its string; ``version`` grows by one with every saved change (it orders snapshots of the
    same match). ``offers`` maps each standing :class:`Proposal` to the user id that made it.
    ``last_move`` is the canonical text of the last complete turn and ``last_turn`` that turn as
    the game's move object (for a renderer to mark); ``recent_moves`` the last few turns'
    texts, oldest first. ``deadline`` is when the player to move runs out of time (epoch
    seconds), None if no clock runs. ``turn_time_s`` is the match's own time per move (its
    challenge's clock), None where the server's turn timeout applies. ``guild_id`` is 0
    (``NO_GUILD``) in a DM or group DM. ``board_message_id`` is the message the front end
    noted as showing the board (:meth:`MatchService.note_board`), None until then.
    """

    id: int
    guild_id: int
    channel_id: int
    game: str
    title: str
    options: Mapping[str, bool | int]
    players: tuple[int, int]
    computer_seat: int
    level: str | None
    rated: bool
    first_choice: FirstMove
    status: GameStatus
    state: State[Any]
    position: str
    start_position: str | None
    turns: int
    outcome: Outcome | None
    deadline: float | None
    offers: Mapping[Proposal, int]
    last_move: str | None
    last_turn: Hashable | None
    turn_time_s: int | None
    version: int = 0
    recent_moves: tuple[str, ...] = ()
    board_message_id: int | None = None
    language: str | None = None
    increment_s: int | None = None
    """A live clock's seconds added per move (``turn_time_s`` then each player's whole time)."""
    board_style: str | None = None
    """The match's own board style (None: its server's)."""
    homes: tuple[Home, ...] = ()
    level_played: str | None = None
    """The level the computer plays now: ``level``, or a weaker one while the data of
    ``level`` is still being built (:func:`games.ai.level_played`; see :attr:`standby`)."""

    @property
    def standby(self) -> bool:
        """True if the computer plays another level than ``level`` for now (a front end says
        so with the text ``computer-level-standby``)."""
        return self.level_played is not None and self.level_played != self.level

    @property
    def to_move_id(self) -> int:
        """The user id of the player to move (or who was to move when the game ended)."""
        return self.players[self.state.to_move - 1]

    @property
    def rules(self) -> Game[Any, Any]:
        """The rules of this match (to parse and format its moves, or explain them)."""
        rules: Game[Any, Any] = self.state.game
        return rules

    @property
    def winner_id(self) -> int | None:
        """The user id of the winner, or None (game on, drawn or aborted)."""
        if self.outcome is None or self.outcome.winner is None:
            return None
        return self.players[self.outcome.winner - 1]

    @property
    def across(self) -> bool:
        """True for a game across servers (a seat plays in a home of its own)."""
        return bool(self.homes)

    def boards(self) -> list[tuple[int, MatchView]]:
        """Each board of this match as its home sees it, keyed by its seat (0: the match's own
        channel, shown while a seat plays there): the view with that home's guild, channel,
        board message and language. Call it on the match's own view, not a home's."""
        own = [] if len(self.homes) == 2 else [(0, self)]
        return own + [
            (
                home.seat,
                dataclasses.replace(
                    self,
                    guild_id=home.guild_id,
                    channel_id=home.channel_id,
                    board_message_id=home.board_message_id,
                    language=home.language,
                ),
            )
            for home in self.homes
        ]

    def players_at(self, home_seat: int) -> tuple[int, ...]:
        """The people who play on the board of ``home_seat`` (see :meth:`boards`)."""
        away = {home.seat for home in self.homes}
        seats = [home_seat] if home_seat else [s for s in (1, 2) if s not in away]
        return tuple(self.players[s - 1] for s in seats if s != self.computer_seat)

    def home_of(self, user_id: int) -> MatchView:
        """This match as ``user_id``'s board sees it (the match's own channel if they have no
        home of their own, or do not play)."""
        boards = dict(self.boards())
        return boards.get(self.seat_of(user_id)) or boards.get(0) or self

    def seat_of(self, user_id: int) -> int:
        """Return ``user_id``'s seat (1 or 2), or 0 if they are not playing."""
        if user_id == self.players[0]:
            return 1
        return 2 if user_id == self.players[1] else 0

    def opponent_of(self, user_id: int) -> int:
        """Return the user id of ``user_id``'s opponent (``user_id`` must be a player)."""
        return self.players[1] if user_id == self.players[0] else self.players[0]


@dataclass(frozen=True, slots=True)
class ChallengeView:
    """A snapshot of one challenge; ``game_id`` is set once accepted; ``turn_time_s`` is the
    clock its match will have (None: the server's turn timeout). ``thread`` is whether its
    match is played in a thread of its own, None for a challenge stored by a release that did
    not record it (read the challenge's message instead); ``message_id`` is the message the
    front end noted as showing it (:meth:`MatchService.note_challenge_message`)."""

    id: int
    guild_id: int
    channel_id: int
    challenger_id: int
    challenged_id: int
    game: str
    title: str
    options: Mapping[str, bool | int]
    first_choice: FirstMove
    start_position: str | None
    expires_at: float
    status: ChallengeStatus
    game_id: int | None
    turn_time_s: int | None
    thread: bool | None
    message_id: int | None
    language: str | None = None
    increment_s: int | None = None


@dataclass(frozen=True, slots=True)
class RatingChange:
    """One player's rating before and after a rated game.

    ``rated_games`` counts the player's rated games with this one (a rating moves most over
    the first few), ``opponent_before`` is the opponent's rating before it.
    """

    user_id: int
    before: float
    after: float
    rated_games: int
    opponent_before: float

    @property
    def delta(self) -> float:
        """How much the rating moved (negative for a loss)."""
        return self.after - self.before


@dataclass(frozen=True, slots=True)
class LeaderboardEntry:
    """One line of a leaderboard."""

    rank: int
    user_id: int
    rating: float
    wins: int
    losses: int
    draws: int


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """A player's record in one game of a guild; ``rank`` is 0 until they play a rated game."""

    user_id: int
    game: str
    wins: int
    losses: int
    draws: int
    rated_games: int
    rating: float
    rank: int


@dataclass(frozen=True, slots=True)
class MatchExport:
    """Match ``match_id`` as lines of text for players (render each, join them with newlines);
    ``marks`` (also among the lines) are the review's turning points of a finished Morris
    match."""

    match_id: int
    lines: tuple[Text, ...]
    marks: tuple[Text, ...] = ()


@dataclass(frozen=True, slots=True)
class ResumeSummary:
    """What :meth:`MatchService.resume` loaded."""

    games: int
    challenges: int


@dataclass(frozen=True, slots=True)
class SeekView:
    """A snapshot of one seek: who (``user_id``, rated ``rating``), what (``game``, its
    ``title`` key and ``options``, ``turn_time_s`` None for the server's turn timeout,
    ``rated``, the seeker's colour choice ``first``), the accepter's rating bounds, where
    (``guild_id``, ``channel_id``, ``scope``), until when, the message showing it and the
    language of its shared messages."""

    id: int
    guild_id: int
    channel_id: int
    user_id: int
    game: str
    title: str
    options: Mapping[str, bool | int]
    turn_time_s: int | None
    rated: bool
    first: FirstMove
    min_rating: int | None
    max_rating: int | None
    rating: float
    scope: SeekScope
    created_at: float
    expires_at: float
    message_id: int | None
    language: str | None
