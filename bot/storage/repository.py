"""The storage interface the match service uses; one implementation per backend."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

from bot.storage.errors import StorageError
from bot.storage.homes import HomeRecord, HomeStorage
from bot.storage.inputs import InputStorage
from bot.storage.lobby import LobbyStorage
from bot.storage.pools import PoolStorage
from bot.storage.records import (
    ChallengeRecord,
    ChallengeStatus,
    GameRecord,
    GuildSettings,
    LogEntry,
    PuzzleAttempt,
    PuzzlePlayer,
    ShardLease,
    Standing,
    StandingsChange,
)
from bot.storage.seeks import SeekStorage
from bot.storage.tournaments import TournamentStore

RELEASE = "0.1.0"
"""This code's release (``version`` in pyproject.toml; a test keeps them equal): each migration
records it in the database, so that older code can say which release a database needs."""


class SchemaTooNewError(StorageError):
    """The database was written by a newer version of the code."""

    def __init__(self, where: str, version: int, known: int, release: str | None) -> None:
        needs = f"morrisbot {release} or newer" if release else "a newer release of morrisbot"
        super().__init__(
            f"{where} needs {needs}: its schema version is {version}, and this bot (morrisbot "
            f"{RELEASE}) knows versions up to {known}; upgrade the bot, or point it at another "
            "database"
        )
        self.release = release


class DatabaseInUseError(StorageError):
    """Another live process runs this SQLite file, or the same shards on this database."""


class VersionConflictError(StorageError):
    """The game changed since it was read (its version moved on): reload it and try again."""

    def __init__(self, game_id: int, expected: int) -> None:
        super().__init__(f"game {game_id} is no longer at version {expected}")
        self.game_id = game_id
        self.expected = expected


class StandingsConflictError(StorageError):
    """A player's stored standing changed since it was read: read it again, recompute, retry."""

    def __init__(self, user_ids: Sequence[int]) -> None:
        super().__init__(f"the standings of {', '.join(map(str, user_ids))} changed meanwhile")
        self.user_ids = tuple(user_ids)


ScorePuzzle = Callable[[PuzzlePlayer], PuzzlePlayer]
"""Returns a player's puzzle record after an attempt, given the record before it."""


class Repository(LobbyStorage, SeekStorage, PoolStorage, HomeStorage, InputStorage, ABC):
    """Every method is one unit of work: it commits before it returns, or changes nothing.

    Methods that change a game take its record at the version that was read and raise
    :class:`VersionConflictError` if the stored game has moved on; on success the record's
    ``version`` is the new stored version. Any method raises :class:`StorageUnavailableError`
    when the database cannot be used right now (nothing was changed), in particular
    :class:`StorageBusyError` when it did not answer in time. A save of a game whose commit
    lost its connection reads the game again and succeeds if the change is stored; any other
    unit of work raises :class:`CommitUnknownError` then (it may or may not be stored).
    """

    @property
    @abstractmethod
    def tournaments(self) -> TournamentStore:
        """The tournament tables (each of their methods one unit of work too)."""

    @abstractmethod
    async def close(self) -> None:
        """Release the backend's resources."""

    @abstractmethod
    async def try_lead(self, name: str) -> bool:
        """Try to become the process that runs the once-per-bot job ``name`` (such as the command
        sync) among all the processes on this database, for as long as it stays open; return
        True if this process leads (again, when asked twice), False if another one does."""

    @abstractmethod
    async def synced_commands(self, scope: str) -> str | None:
        """Return the digest of the commands last uploaded to Discord for ``scope`` (an
        application's ``<id>:global`` or ``<id>:guild:<id>``) by any process on this database,
        or None if never."""

    @abstractmethod
    async def record_synced_commands(self, scope: str, digest: str) -> None:
        """Record that the commands with ``digest`` were uploaded to Discord for ``scope``."""

    @abstractmethod
    async def claim_shards(self, lease: ShardLease, now: float) -> ShardLease | None:
        """Store ``lease`` (replacing this holder's earlier one) unless another holder's lease
        that has not expired by ``now`` overlaps it; return that lease (storing nothing), or
        None once ``lease`` is stored. Expired leases are dropped."""

    @abstractmethod
    async def renew_shards(self, holder: str, expires_at: float) -> bool:
        """Move ``holder``'s lease on to ``expires_at``; return False if it has none (it
        expired and another process took its shards, or it was released)."""

    @abstractmethod
    async def release_shards(self, holder: str) -> None:
        """Drop ``holder``'s lease, so that its shards can be taken at once."""

    # -- challenges ----------------------------------------------------------------------------

    @abstractmethod
    async def add_challenge(
        self, challenge: ChallengeRecord, game: GameRecord | None = None
    ) -> None:
        """Insert ``challenge`` and set its ``id``; with ``game`` (a game that starts at once,
        e.g. against the computer), store the challenge accepted, insert ``game`` and link them,
        all in one transaction (``game.id`` and ``challenge.game_id`` are set)."""

    @abstractmethod
    async def close_challenge(
        self, challenge: ChallengeRecord, status: ChallengeStatus, game: GameRecord | None = None
    ) -> bool:
        """Move a pending challenge to ``status``; with ``game``, insert it in the same
        transaction and link it (``game.id`` and ``challenge.game_id`` are set).

        Returns False (and changes nothing) if the challenge was no longer pending.
        """

    @abstractmethod
    async def pending_challenges(self) -> list[ChallengeRecord]:
        """Return every pending challenge, oldest first."""

    @abstractmethod
    async def note_challenge_message(self, challenge_id: int, message_id: int) -> bool:
        """Record ``message_id`` as the message showing challenge ``challenge_id``; return
        False if there is no such challenge."""

    # -- games ---------------------------------------------------------------------------------

    @abstractmethod
    async def start_rematch(
        self, finished: GameRecord, rematch: GameRecord, homes: Sequence[HomeRecord] = ()
    ) -> None:
        """Store ``finished`` (its rematch offer answered) and insert ``rematch`` (setting its
        ``id``) with its other ``homes`` in one transaction.

        Raises :class:`VersionConflictError` (inserting nothing) if the stored ``finished`` game
        is not at ``finished.version``.
        """

    @abstractmethod
    async def save_game(
        self,
        game: GameRecord,
        entries: Sequence[LogEntry] = (),
        standings: StandingsChange | None = None,
    ) -> None:
        """Store ``game``'s new state, append ``entries`` to its log and store ``standings``,
        all in one transaction.

        Raises :class:`VersionConflictError` if the stored game is not at ``game.version``, and
        :class:`StandingsConflictError` if a stored standing no longer matches its ``before``.
        """

    @abstractmethod
    async def note_board(self, game_id: int, message_id: int) -> bool:
        """Record ``message_id`` as the message showing game ``game_id``'s board, leaving its
        version alone (so no save of the game conflicts with it, nor undoes it); return False
        if there is no such game."""

    @abstractmethod
    async def get_game(self, game_id: int) -> GameRecord | None:
        """Return the game with ``game_id``, or None."""

    @abstractmethod
    async def active_games(self) -> list[GameRecord]:
        """Return every active game, oldest first."""

    @abstractmethod
    async def last_game(self, channel_id: int, user_id: int) -> GameRecord | None:
        """Return the most recent game of ``user_id`` (any status) in ``channel_id`` or in one
        of :meth:`threads_of` it, or with a home in either (a game across servers), or None."""

    @abstractmethod
    async def game_log(self, game_id: int) -> list[LogEntry]:
        """Return the log of ``game_id`` in order."""

    # -- statistics and settings ---------------------------------------------------------------

    @abstractmethod
    async def standings_for(
        self, guild_id: int, game: str, user_ids: Sequence[int]
    ) -> list[Standing]:
        """Return the standings of ``user_ids`` in ``game`` in that order (a player never stored
        gets the defaults), to compute a :class:`StandingsChange` from."""

    @abstractmethod
    async def leaderboard(self, guild_id: int, game: str, limit: int) -> list[Standing]:
        """Return the best ``limit`` rated players of ``game`` in ``guild_id``, best first."""

    @abstractmethod
    async def standing(self, guild_id: int, game: str, user_id: int) -> tuple[Standing, int] | None:
        """Return ``user_id``'s standing and rank (1 is best; 0 if not yet rated), or None."""

    @abstractmethod
    async def standings_of(self, guild_id: int, user_id: int) -> list[Standing]:
        """Return ``user_id``'s standings in every game they played in ``guild_id``."""

    @abstractmethod
    async def get_settings(self, guild_id: int) -> GuildSettings:
        """Return the settings of ``guild_id`` (the defaults if never set)."""

    @abstractmethod
    async def save_settings(self, settings: GuildSettings) -> None:
        """Store ``settings`` for its guild."""

    # -- puzzles -------------------------------------------------------------------------------

    @abstractmethod
    async def puzzle_player(self, user_id: int) -> PuzzlePlayer | None:
        """Return ``user_id``'s puzzle record, or None if they never attempted a puzzle."""

    @abstractmethod
    async def record_puzzle_attempt(
        self, attempt: PuzzleAttempt, fresh: PuzzlePlayer, score: ScorePuzzle
    ) -> tuple[PuzzlePlayer, PuzzlePlayer]:
        """Store ``attempt`` if it is the player's first at that puzzle, and with it the record
        ``score`` returns for the stored one (``fresh`` if none), in one transaction that holds
        the record's row lock from the read to the write (so attempts stored at once are each
        scored on the record the other stored). Return the record before and after; both the
        stored record if it was not a first attempt (nothing changes then)."""

    @abstractmethod
    async def attempted_puzzles(self, user_id: int) -> set[int]:
        """Return the puzzles ``user_id`` has attempted."""

    @abstractmethod
    async def puzzle_leaderboard(self, guild_id: int, limit: int) -> list[PuzzlePlayer]:
        """Return the best puzzle players, highest rating first: everyone's for
        :data:`GLOBAL_SCOPE`, else those who attempted a puzzle in ``guild_id``."""

    # -- channels the bot reaches only through interaction tokens -------------------------------

    @abstractmethod
    async def token_only_channels(self) -> set[int]:
        """Return the channels noted by :meth:`note_token_only`."""

    @abstractmethod
    async def note_token_only(self, channel_id: int) -> None:
        """Note that the bot reaches ``channel_id`` only through interaction tokens."""

    # -- players' preferences and the timers' heartbeat ----------------------------------------

    @abstractmethod
    async def dm_reminders(self, user_id: int) -> bool:
        """Return whether ``user_id`` wants turn reminders by direct message (False if never
        set)."""

    @abstractmethod
    async def set_dm_reminders(self, user_id: int, wanted: bool) -> None:
        """Store whether ``user_id`` wants turn reminders by direct message."""

    @abstractmethod
    async def board_style_of(self, user_id: int) -> str | None:
        """Return ``user_id``'s own board style for private views (None if never set)."""

    @abstractmethod
    async def set_board_style_of(self, user_id: int, style: str | None) -> None:
        """Store ``user_id``'s own board style for private views (None: each board's)."""

    @abstractmethod
    async def last_heartbeat(self, process: str) -> float | None:
        """Return when ``process``'s timers last recorded that they ran, or None if never."""

    @abstractmethod
    async def heartbeat(self, process: str, at: float) -> None:
        """Record that ``process``'s timers ran at ``at`` (epoch seconds)."""
