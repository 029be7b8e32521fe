"""Storage for games, challenges, statistics and settings behind a backend-neutral interface.

Imports neither ``discord`` nor ``games``: records hold position strings and move text only.
"""

from bot.storage.backends import open_storage, sqlite_url
from bot.storage.errors import (
    CommitUnknownError,
    StorageBusyError,
    StorageError,
    StorageUnavailableError,
)
from bot.storage.homes import HomeRecord
from bot.storage.inputs import InputRecord
from bot.storage.lobby_records import (
    LobbySettings,
    PoolEntry,
    PoolJoin,
    SeekRecord,
    SeekScope,
    SeekStatus,
)
from bot.storage.records import (
    GLOBAL_SCOPE,
    NO_GUILD,
    ChallengeRecord,
    ChallengeStatus,
    EntryKind,
    GameRecord,
    GameStatus,
    GuildSettings,
    LogEntry,
    PuzzleAttempt,
    PuzzlePlayer,
    ShardLease,
    Standing,
    StandingsChange,
)
from bot.storage.repository import (
    DatabaseInUseError,
    Repository,
    SchemaTooNewError,
    StandingsConflictError,
    VersionConflictError,
)
from bot.storage.sql_repository import SqlRepository
from bot.storage.sqlite import open_database
from bot.storage.tournament_records import (
    BoardRecord,
    EntrantRecord,
    TournamentRecord,
    TournamentStatus,
)
from bot.storage.tournaments import TournamentStore

__all__ = [
    "GLOBAL_SCOPE",
    "NO_GUILD",
    "BoardRecord",
    "ChallengeRecord",
    "ChallengeStatus",
    "CommitUnknownError",
    "DatabaseInUseError",
    "EntrantRecord",
    "EntryKind",
    "GameRecord",
    "GameStatus",
    "GuildSettings",
    "HomeRecord",
    "InputRecord",
    "LobbySettings",
    "LogEntry",
    "PoolEntry",
    "PoolJoin",
    "PuzzleAttempt",
    "PuzzlePlayer",
    "Repository",
    "SchemaTooNewError",
    "SeekRecord",
    "SeekScope",
    "SeekStatus",
    "ShardLease",
    "SqlRepository",
    "Standing",
    "StandingsChange",
    "StandingsConflictError",
    "StorageBusyError",
    "StorageError",
    "StorageUnavailableError",
    "TournamentRecord",
    "TournamentStatus",
    "TournamentStore",
    "VersionConflictError",
    "open_database",
    "open_storage",
    "sqlite_url",
]
