"""Plain records the repository stores and returns (no game logic, no SQL)."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

NO_GUILD = 0
"""The ``guild_id`` of matches, challenges and settings in a DM or group DM (no server)."""
GLOBAL_SCOPE = NO_GUILD
"""The standings ``guild_id`` that counts every match anywhere. A DM match (no guild) is
counted there only, so it counts once."""


class GameStatus(enum.StrEnum):
    """Where a game is in its life."""

    ACTIVE = "active"
    FINISHED = "finished"
    ABORTED = "aborted"


class ChallengeStatus(enum.StrEnum):
    """Where a challenge is in its life; only ``PENDING`` can change."""

    PENDING = "pending"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    WITHDRAWN = "withdrawn"
    EXPIRED = "expired"


class EntryKind(enum.StrEnum):
    """What one row of a game's append-only log records."""

    MOVE = "move"
    """A complete turn; ``text`` is its canonical notation."""
    PENDING_REMOVAL = "partial"
    """The step of a turn that formed a mill, waiting for its removal (stored as ``partial``)."""
    TAKEBACK = "takeback"
    """Turns taken back: the move line is cut to ``line`` turns."""
    RESTART = "restart"
    """The game started again from its initial position (``line`` is 0)."""


@dataclass(slots=True)
class GameRecord:
    """One game as stored. ``id`` is 0 until the repository inserts it.

    Seats are 1 and 2 (player 1 moves first); ``computer_seat`` is 0 when both players are people.
    ``draw_offer``, ``restart_offer``, ``takeback_offer`` and ``rematch_offer`` hold the seat that
    made a standing offer, or 0. ``deadline`` is when the player to move runs out of time (epoch
    seconds), ``None`` while no clock runs (the computer's turn, or the game is over).
    ``turn_time_s`` is the match's own time per move (from its challenge), ``None`` for the
    server's turn timeout; ``board_style`` its own board style (from its challenge), ``None`` for
    the server's. ``guild_id`` is :data:`NO_GUILD` for a match in a DM or group DM.
    ``version`` grows by one with every saved change. ``board_message_id`` is the front end's
    message showing the match (None until noted): stored on its own
    (:meth:`~bot.storage.repository.Repository.note_board`), never by a save of the game.
    """

    id: int
    guild_id: int
    channel_id: int
    game: str
    options: Mapping[str, bool | int]
    start_position: str | None
    player1_id: int
    player2_id: int
    computer_seat: int
    level: str | None
    rated: bool
    first_choice: str
    status: GameStatus
    position: str
    turns: int
    created_at: float
    updated_at: float
    winner: int | None = None
    termination: str | None = None
    deadline: float | None = None
    warned: bool = False
    draw_offer: int = 0
    restart_offer: int = 0
    takeback_offer: int = 0
    rematch_offer: int = 0
    rematch_of: int | None = None
    turn_time_s: int | None = None
    version: int = 0
    board_message_id: int | None = None
    language: str | None = None
    increment_s: int | None = None
    """A live clock's seconds added per move (None: ``turn_time_s`` is a time per move; else
    it is each player's whole time, ``deadline`` the end of the mover's and ``bank_s`` the time
    the other player has left)."""
    bank_s: float | None = None
    board_style: str | None = None


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One row of a game's append-only log: ``seq`` counts from 1 within the game.

    ``seat`` is who made it (0 for an entry both agreed to), ``line`` the number of complete turns
    in the game's move line after it, ``position`` the position string after it.
    """

    seq: int
    kind: EntryKind
    seat: int
    text: str
    line: int
    position: str
    at: float


@dataclass(slots=True)
class ChallengeRecord:
    """One challenge as stored; ``id`` is 0 until the repository inserts it.

    ``turn_time_s`` is the time per move its match will have (``None``: the server's timeout),
    ``board_style`` the style its match's board is drawn in (``None``: the server's).
    ``thread`` is whether its match is played in a thread of its own (None for a challenge
    stored before that was recorded); ``message_id`` is the front end's message showing the
    challenge (None until noted).
    """

    id: int
    guild_id: int
    channel_id: int
    challenger_id: int
    challenged_id: int
    game: str
    options: Mapping[str, bool | int]
    first_choice: str
    start_position: str | None
    created_at: float
    expires_at: float
    status: ChallengeStatus = ChallengeStatus.PENDING
    game_id: int | None = None
    turn_time_s: int | None = None
    thread: bool | None = None
    message_id: int | None = None
    language: str | None = None
    increment_s: int | None = None
    """A live clock's seconds added per move (``turn_time_s`` then each player's whole time)."""
    board_style: str | None = None
    rated: bool = True
    """False: its match is unrated whoever plays it."""


@dataclass(slots=True)
class Standing:
    """A player's statistics and skill rating in one game in one scope: a guild's id, or
    :data:`GLOBAL_SCOPE` (every match anywhere, DMs included).

    ``mu``/``sigma`` describe the rating (OpenSkill); ``rating`` is the single number players see
    and the leaderboard sorts by.
    """

    guild_id: int
    game: str
    user_id: int
    wins: int = 0
    losses: int = 0
    draws: int = 0
    rated_games: int = 0
    mu: float = 25.0
    sigma: float = 25.0 / 3
    rating: float = 0.0


@dataclass(frozen=True, slots=True)
class PuzzlePlayer:
    """A player's puzzle record: rating, first attempts solved and failed, and the current
    and best runs of puzzles solved in a row."""

    user_id: int
    rating: float
    solved: int = 0
    failed: int = 0
    streak: int = 0
    best_streak: int = 0


@dataclass(frozen=True, slots=True)
class PuzzleAttempt:
    """A player's first attempt at a puzzle: where, whether they solved it, and when."""

    user_id: int
    puzzle: int
    guild_id: int
    solved: bool
    at: float


@dataclass(slots=True)
class GuildSettings:
    """Per-guild settings; an empty ``allowed_channels`` allows every channel; ``threads``
    plays every match between people in a thread of its own."""

    guild_id: int
    turn_timeout_s: int = 15 * 60
    challenge_expiry_s: int = 10 * 60
    board_style: str = "tiles"
    allowed_channels: frozenset[int] = field(default_factory=frozenset)
    threads: bool = False
    language: str | None = None
    """The language of the server's matches (None: the server's preferred locale)."""
    tournament_role: int | None = None
    """The role whose members may create tournaments besides Manage Server (None: none)."""


@dataclass(frozen=True, slots=True)
class StandingsChange:
    """Players' new statistics, stored together with the game that produced them.

    ``before`` holds the standings they were computed from (as
    :meth:`~bot.storage.repository.Repository.standings_for` returned them) and ``after`` the new
    values, player by player in the same order. The save is refused if a stored standing no longer
    matches its ``before`` (another result of that player was stored meanwhile).
    """

    before: tuple[Standing, ...]
    after: tuple[Standing, ...]


@dataclass(frozen=True, slots=True)
class ShardLease:
    """A process's claim to run ``shards`` of ``shard_count`` (0: every shard, the count being
    Discord's advice) until ``expires_at`` (epoch seconds) unless it renews it; ``holder`` names
    the process run (host, pid and a token of its own)."""

    holder: str
    shard_count: int
    shards: range
    expires_at: float

    def overlaps(self, other: ShardLease) -> bool:
        """True unless both run distinct shards of the same count (a different count splits
        the guilds differently, and every shard overlaps them all)."""
        if self.shard_count == 0 or self.shard_count != other.shard_count:
            return True
        return max(self.shards.start, other.shards.start) < min(self.shards.stop, other.shards.stop)

    def describe(self) -> str:
        """The shards in words: ``every shard``, ``shard 1 of 2``, ``shards 0-1 of 4``."""
        if self.shard_count == 0:
            return "every shard"
        if len(self.shards) == 1:
            return f"shard {self.shards.start} of {self.shard_count}"
        return f"shards {self.shards.start}-{self.shards.stop - 1} of {self.shard_count}"
