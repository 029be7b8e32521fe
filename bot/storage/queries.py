"""The SQL every backend runs, written once with ``?`` placeholders.

Only SQL that SQLite (3.35+) and PostgreSQL both accept: ``RETURNING``, ``ON CONFLICT ... DO
UPDATE ... WHERE``; a backend whose driver numbers its placeholders rewrites them (see
:func:`numbered`). :mod:`bot.storage.rows` builds the parameters and reads the rows.
"""

from __future__ import annotations

import functools
import itertools
import re


def _columns(names: str) -> tuple[str, ...]:
    return tuple(name.strip() for name in names.split(","))


def _marks(count: int) -> str:
    return ", ".join("?" * count)


GAME_COLUMNS = _columns(
    "guild_id, channel_id, game, options, start_position, player1_id, player2_id, computer_seat, "
    "level, rated, first_choice, status, position, turns, winner, termination, deadline, warned, "
    "draw_offer, restart_offer, takeback_offer, rematch_offer, rematch_of, created_at, updated_at, "
    "turn_time_s, language, increment_s, bank_s, board_style"
)
GAME_SELECT = f"SELECT id, {', '.join(GAME_COLUMNS)}, version, board_message_id FROM games"
GAME_INSERT = (
    f"INSERT INTO games ({', '.join(GAME_COLUMNS)}, version) "
    f"VALUES ({_marks(len(GAME_COLUMNS) + 1)}) RETURNING id"
)
GAME_UPDATE = (
    "UPDATE games SET "
    + ", ".join(f"{column} = ?" for column in GAME_COLUMNS)
    + ", version = version + 1 WHERE id = ? AND version = ?"
)
"""Changes nothing unless the stored game is still at the version that was read; never
touches ``board_message_id`` (see :data:`BOARD_NOTE`)."""
BOARD_NOTE = "UPDATE games SET board_message_id = ? WHERE id = ?"
"""The message showing a game's board: no version bump, so it races with no save."""
GAME_BY_ID = f"{GAME_SELECT} WHERE id = ?"
ACTIVE_GAMES = f"{GAME_SELECT} WHERE status = 'active' ORDER BY id"
THREADS_OF = "SELECT thread_id FROM game_threads WHERE channel_id = ?"
"""The threads of a channel that games are played in (see :mod:`bot.storage.homes`)."""
LAST_GAME = (
    f"{GAME_SELECT} WHERE (channel_id = ? OR channel_id IN ({THREADS_OF}) "
    f"OR id IN (SELECT game_id FROM match_homes WHERE channel_id = ? "
    f"OR channel_id IN ({THREADS_OF}))) "
    "AND (player1_id = ? OR player2_id = ?) ORDER BY id DESC LIMIT 1"
)
"""A player's last game in a channel or in a thread of its own made there, or with a home in
either (a game across servers, seen from its other side)."""

MOVE_INSERT = (
    f"INSERT INTO moves (game_id, seq, kind, seat, text, line, position, at) VALUES ({_marks(8)})"
)
LOG_SELECT = (
    "SELECT seq, kind, seat, text, line, position, at FROM moves WHERE game_id = ? ORDER BY seq"
)

CHALLENGE_COLUMNS = _columns(
    "guild_id, channel_id, challenger_id, challenged_id, game, options, first_choice, "
    "start_position, created_at, expires_at, status, game_id, turn_time_s, thread, message_id, "
    "language, increment_s, board_style, rated"
)
CHALLENGE_INSERT = (
    f"INSERT INTO challenges ({', '.join(CHALLENGE_COLUMNS)}) "
    f"VALUES ({_marks(len(CHALLENGE_COLUMNS))}) RETURNING id"
)
PENDING_CHALLENGES = (
    f"SELECT id, {', '.join(CHALLENGE_COLUMNS)} FROM challenges "
    "WHERE status = 'pending' ORDER BY id"
)
CHALLENGE_CLOSE = "UPDATE challenges SET status = ? WHERE id = ? AND status = 'pending'"
"""Changes nothing unless the challenge is still pending."""
CHALLENGE_LINK = "UPDATE challenges SET game_id = ? WHERE id = ?"
CHALLENGE_MESSAGE_NOTE = "UPDATE challenges SET message_id = ? WHERE id = ?"

STANDING_COLUMNS = _columns(
    "guild_id, game, user_id, wins, losses, draws, rated_games, mu, sigma, rating"
)
STANDING_SELECT = f"SELECT {', '.join(STANDING_COLUMNS)} FROM standings"
STANDINGS_OF_PLAYERS = f"{STANDING_SELECT} WHERE guild_id = ? AND game = ? AND user_id IN "
"""Followed by the parenthesised marks for the players (see :func:`in_list`)."""
STANDING_STORE = (
    f"INSERT INTO standings ({', '.join(STANDING_COLUMNS)}) "
    f"VALUES ({_marks(len(STANDING_COLUMNS))}) "
    "ON CONFLICT (guild_id, game, user_id) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in STANDING_COLUMNS[3:])
    + " WHERE standings.wins = ? AND standings.losses = ? AND standings.draws = ? "
    "AND standings.rated_games = ?"
)
"""Compare-and-swap: inserts a new player's standing, or updates a stored one only if its counts
are still those it was computed from (every stored result changes a count); else changes
nothing."""
LEADERBOARD = (
    f"{STANDING_SELECT} WHERE guild_id = ? AND game = ? AND rated_games > 0 "
    "ORDER BY rating DESC, wins DESC, user_id LIMIT ?"
)
STANDING_WITH_RANK = (
    f"SELECT {', '.join(f's.{c}' for c in STANDING_COLUMNS)}, "
    "(SELECT COUNT(*) FROM standings o WHERE o.guild_id = s.guild_id AND o.game = s.game "
    "AND o.rated_games > 0 AND (o.rating > s.rating OR (o.rating = s.rating AND "
    "(o.wins > s.wins OR (o.wins = s.wins AND o.user_id < s.user_id))))) "
    "FROM standings s WHERE s.guild_id = ? AND s.game = ? AND s.user_id = ?"
)
"""A standing and the number of rated players ranked above it."""
STANDINGS_OF_USER = f"{STANDING_SELECT} WHERE guild_id = ? AND user_id = ? ORDER BY game"

SETTINGS_SELECT = (
    "SELECT guild_id, turn_timeout_s, challenge_expiry_s, board_style, allowed_channels, "
    "threads, language, tournament_role FROM guild_settings WHERE guild_id = ?"
)
SETTINGS_UPSERT = (
    "INSERT INTO guild_settings (guild_id, turn_timeout_s, challenge_expiry_s, board_style, "
    f"allowed_channels, threads, language, tournament_role) VALUES ({_marks(8)}) "
    "ON CONFLICT (guild_id) DO "
    "UPDATE SET turn_timeout_s = excluded.turn_timeout_s, challenge_expiry_s = "
    "excluded.challenge_expiry_s, board_style = excluded.board_style, allowed_channels = "
    "excluded.allowed_channels, threads = excluded.threads, language = excluded.language, "
    "tournament_role = excluded.tournament_role"
)

TOKEN_ONLY_SELECT = "SELECT channel_id FROM token_only_channels"
TOKEN_ONLY_INSERT = (
    "INSERT INTO token_only_channels (channel_id) VALUES (?) ON CONFLICT (channel_id) DO NOTHING"
)
PREFERENCE_SELECT = "SELECT dm_reminders FROM user_preferences WHERE user_id = ?"
PREFERENCE_UPSERT = (
    "INSERT INTO user_preferences (user_id, dm_reminders) VALUES (?, ?) "
    "ON CONFLICT (user_id) DO UPDATE SET dm_reminders = excluded.dm_reminders"
)
STYLE_PREFERENCE_SELECT = "SELECT board_style FROM user_preferences WHERE user_id = ?"
STYLE_PREFERENCE_UPSERT = (
    "INSERT INTO user_preferences (user_id, dm_reminders, board_style) VALUES (?, 0, ?) "
    "ON CONFLICT (user_id) DO UPDATE SET board_style = excluded.board_style"
)
PUZZLE_PLAYER_COLUMNS = _columns("user_id, rating, solved, failed, streak, best_streak")
PUZZLE_PLAYER_SELECT = f"SELECT {', '.join(PUZZLE_PLAYER_COLUMNS)} FROM puzzle_players"
PUZZLE_PLAYER_BY_ID = f"{PUZZLE_PLAYER_SELECT} WHERE user_id = ?"
PUZZLE_PLAYER_LOCK = (
    f"INSERT INTO puzzle_players ({', '.join(PUZZLE_PLAYER_COLUMNS)}) "
    f"VALUES ({_marks(len(PUZZLE_PLAYER_COLUMNS))}) ON CONFLICT (user_id) DO UPDATE SET "
    f"rating = puzzle_players.rating RETURNING {', '.join(PUZZLE_PLAYER_COLUMNS)}"
)
"""The player's stored record (the one given, inserted, if there is none), its row locked by
the write until the transaction ends: a concurrent attempt of the same player waits, then reads
the record this one stores."""
PUZZLE_PLAYER_UPSERT = (
    f"INSERT INTO puzzle_players ({', '.join(PUZZLE_PLAYER_COLUMNS)}) "
    f"VALUES ({_marks(len(PUZZLE_PLAYER_COLUMNS))}) ON CONFLICT (user_id) DO UPDATE SET "
    + ", ".join(f"{c} = excluded.{c}" for c in PUZZLE_PLAYER_COLUMNS[1:])
)
PUZZLE_ATTEMPT_COLUMNS = _columns("user_id, puzzle, guild_id, solved, at")
PUZZLE_ATTEMPT_INSERT = (
    f"INSERT INTO puzzle_attempts ({', '.join(PUZZLE_ATTEMPT_COLUMNS)}) "
    f"VALUES ({_marks(len(PUZZLE_ATTEMPT_COLUMNS))}) ON CONFLICT (user_id, puzzle) DO NOTHING"
)
"""Changes nothing if the player attempted the puzzle before (only a first attempt counts)."""
PUZZLES_ATTEMPTED = "SELECT puzzle FROM puzzle_attempts WHERE user_id = ?"
PUZZLE_LEADERBOARD = (
    f"{PUZZLE_PLAYER_SELECT} WHERE ? = 0 OR user_id IN "
    "(SELECT user_id FROM puzzle_attempts WHERE guild_id = ?) "
    "ORDER BY rating DESC, solved DESC, user_id LIMIT ?"
)
"""Every player (scope 0) or those who attempted a puzzle in the guild given twice."""
HEARTBEAT_SELECT = "SELECT at FROM heartbeats WHERE process = ?"
HEARTBEAT_UPSERT = (
    "INSERT INTO heartbeats (process, at) VALUES (?, ?) "
    "ON CONFLICT (process) DO UPDATE SET at = excluded.at"
)

COMMANDS_SELECT = "SELECT digest FROM command_syncs WHERE scope = ?"
COMMANDS_UPSERT = (
    "INSERT INTO command_syncs (scope, digest) VALUES (?, ?) "
    "ON CONFLICT (scope) DO UPDATE SET digest = excluded.digest"
)

RELEASE_SELECT = "SELECT release FROM schema_release"
RELEASE_STORE = ("DELETE FROM schema_release", "INSERT INTO schema_release (release) VALUES (?)")

LEASE_COLUMNS = "holder, shard_count, first_shard, last_shard, expires_at"
LEASE_GUARD = "UPDATE shard_lease_guard SET claims = claims + 1"
"""Run first in a claim's transaction: its row lock makes claims wait for each other."""
LEASES_EXPIRED_DELETE = "DELETE FROM shard_leases WHERE expires_at <= ?"
LEASES_SELECT = f"SELECT {LEASE_COLUMNS} FROM shard_leases"
LEASE_UPSERT = (
    f"INSERT INTO shard_leases ({LEASE_COLUMNS}) VALUES (?, ?, ?, ?, ?) "
    "ON CONFLICT (holder) DO UPDATE SET shard_count = excluded.shard_count, "
    "first_shard = excluded.first_shard, last_shard = excluded.last_shard, "
    "expires_at = excluded.expires_at"
)
LEASE_RENEW = "UPDATE shard_leases SET expires_at = ? WHERE holder = ?"
LEASE_DELETE = "DELETE FROM shard_leases WHERE holder = ?"


def in_list(count: int) -> str:
    """Return ``(?, ?, ...)`` with ``count`` marks, for ``IN``."""
    return f"({_marks(count)})"


_MARK = re.compile(r"\?")


@functools.lru_cache(maxsize=256)
def numbered(sql: str) -> str:
    """Return ``sql`` with its ``?`` marks as ``$1, $2, ...`` (PostgreSQL's placeholders).

    The queries here have no ``?`` inside string literals, so every mark is a placeholder.
    """
    counter = itertools.count(1)
    return _MARK.sub(lambda _: f"${next(counter)}", sql)
