"""Numbered schema migrations: migration ``n`` moves ``PRAGMA user_version`` from n - 1 to n.

Never edit a migration that has shipped; add the next one. Each runs in one transaction together
with the ``user_version`` bump, so a database is always at exactly one version.
"""

from __future__ import annotations

from bot.storage.homes import HOMES_BY_CHANNEL, HOMES_TABLE, THREADS_TABLE
from bot.storage.inputs import INPUTS_TABLE
from bot.storage.lobby import lobby_tables

MESSAGES_AND_THREADS = """
    ALTER TABLE challenges ADD COLUMN thread INTEGER;
    ALTER TABLE challenges ADD COLUMN message_id BIGINT;
    ALTER TABLE games ADD COLUMN board_message_id BIGINT;
"""
"""A challenge's thread choice (NULL: stored before it was recorded) and the messages showing
a challenge and a match's board: SQLite's migration 6, PostgreSQL's 5, written once as both
accept it (``BIGINT`` has SQLite's integer affinity)."""

LANGUAGES = """
    ALTER TABLE challenges ADD COLUMN language TEXT;
    ALTER TABLE games ADD COLUMN language TEXT;
    ALTER TABLE guild_settings ADD COLUMN language TEXT;
"""
"""The language of a challenge and its match (their shared messages), and a server's chosen
language (NULL: Discord's preferred locale of the server): SQLite's migration 8, PostgreSQL's
7, the same SQL."""

PUZZLES = """
    CREATE TABLE puzzle_players (
        user_id BIGINT PRIMARY KEY,
        rating DOUBLE PRECISION NOT NULL,
        solved INTEGER NOT NULL,
        failed INTEGER NOT NULL,
        streak INTEGER NOT NULL,
        best_streak INTEGER NOT NULL
    );
    CREATE INDEX puzzle_players_rank ON puzzle_players (rating DESC);
    CREATE TABLE puzzle_attempts (
        user_id BIGINT NOT NULL,
        puzzle INTEGER NOT NULL,
        guild_id BIGINT NOT NULL,
        solved INTEGER NOT NULL,
        at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (user_id, puzzle)
    );
    CREATE INDEX puzzle_attempts_guild ON puzzle_attempts (guild_id, user_id);
"""
"""Puzzle players (rating, counts and streaks) and each player's first attempt at each puzzle
(only a first attempt counts): SQLite's migration 9, PostgreSQL's 8, the same SQL."""

TOKEN_ONLY_CHANNELS = """
    CREATE TABLE token_only_channels (channel_id BIGINT PRIMARY KEY);
"""
"""The channels where the bot is only an installed app and must post and edit through
interaction tokens (group DMs, DMs between users), kept across restarts: SQLite's migration
10, PostgreSQL's 9, the same SQL."""

TOURNAMENTS = """
    CREATE TABLE tournaments (
        id {id},
        guild_id BIGINT NOT NULL,
        channel_id BIGINT NOT NULL,
        organiser_id BIGINT NOT NULL,
        format TEXT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        rounds INTEGER NOT NULL,
        turn_time_s INTEGER NOT NULL,
        max_players INTEGER NOT NULL,
        starts_at DOUBLE PRECISION NOT NULL,
        status TEXT NOT NULL,
        round INTEGER NOT NULL,
        message_id BIGINT,
        language TEXT,
        created_at DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX tournaments_status ON tournaments (status);
    CREATE TABLE tournament_players (
        tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
        user_id BIGINT NOT NULL,
        joined_at DOUBLE PRECISION NOT NULL,
        withdrawn INTEGER NOT NULL,
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_games (
        tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
        round INTEGER NOT NULL,
        board INTEGER NOT NULL,
        white_id BIGINT NOT NULL,
        black_id BIGINT,
        game_id BIGINT,
        white_points DOUBLE PRECISION,
        PRIMARY KEY (tournament_id, round, board)
    );
    CREATE INDEX tournament_games_game ON tournament_games (game_id);
"""
"""Tournaments, their players and their boards (a bye has no black, a board its match once
started and white's points once over): SQLite's migration 12, PostgreSQL's 11, the same SQL
but for ``{id}``, the auto-numbered key."""

CLOCK_INCREMENTS = """
    ALTER TABLE games ADD COLUMN increment_s INTEGER;
    ALTER TABLE games ADD COLUMN bank_s DOUBLE PRECISION;
    ALTER TABLE challenges ADD COLUMN increment_s INTEGER;
"""
"""Live clocks with an increment: a game's (and its challenge's) seconds added per move, and
the time left to the player not to move: SQLite's migration 13, PostgreSQL's 12, the same SQL."""

BOARD_STYLES = """
    ALTER TABLE challenges ADD COLUMN board_style TEXT;
    ALTER TABLE games ADD COLUMN board_style TEXT;
    ALTER TABLE user_preferences ADD COLUMN board_style TEXT;
"""
"""The board style a challenge asked for and its match is drawn in (NULL: the server's board
style), and a player's own for private views (NULL: each board's): SQLite's migration 14,
PostgreSQL's 13, the same SQL."""

TOURNAMENT_RESULTS = """
    ALTER TABLE tournaments ADD COLUMN late_join INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tournaments ADD COLUMN winner_id BIGINT;
    ALTER TABLE tournaments ADD COLUMN announced INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tournaments ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE tournaments ADD COLUMN increment_s INTEGER;
    ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE guild_settings ADD COLUMN tournament_role BIGINT;
    CREATE INDEX tournament_players_user ON tournament_players (user_id);
"""
"""A tournament's last round a late joiner may be paired in (0: none), its winner once over,
whether its result was announced, whether its games are rated (a challenge's too, which its
match keeps) and their live clock's increment; the role a server lets create tournaments; a
player's tournaments found by the player: the same SQL on both backends (the last migration of
each)."""

TOURNAMENT_EVENTS = """
    ALTER TABLE tournaments ADD COLUMN event_id BIGINT;
    ALTER TABLE tournament_games ADD COLUMN thread_id BIGINT;
"""
"""A tournament's Discord scheduled event, kept in step with it (started, ended, cancelled),
and the private thread made for a board's match before it starts (a restart plays in it): the
same SQL on both backends."""

MIGRATIONS: tuple[str, ...] = (
    # 1: games, their move log, challenges and per-guild settings.
    """
    CREATE TABLE guild_settings (
        guild_id INTEGER PRIMARY KEY,
        turn_timeout_s INTEGER NOT NULL,
        challenge_expiry_s INTEGER NOT NULL,
        board_style TEXT NOT NULL,
        allowed_channels TEXT NOT NULL
    );
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        start_position TEXT,
        player1_id INTEGER NOT NULL,
        player2_id INTEGER NOT NULL,
        computer_seat INTEGER NOT NULL CHECK (computer_seat IN (0, 1, 2)),
        level TEXT,
        rated INTEGER NOT NULL,
        first_choice TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('active', 'finished', 'aborted')),
        position TEXT NOT NULL,
        turns INTEGER NOT NULL,
        winner INTEGER,
        termination TEXT,
        deadline REAL,
        warned INTEGER NOT NULL,
        draw_offer INTEGER NOT NULL,
        restart_offer INTEGER NOT NULL,
        takeback_offer INTEGER NOT NULL,
        rematch_offer INTEGER NOT NULL,
        rematch_of INTEGER REFERENCES games (id),
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        version INTEGER NOT NULL
    );
    CREATE INDEX games_active ON games (status) WHERE status = 'active';
    CREATE INDEX games_player1 ON games (channel_id, player1_id, id);
    CREATE INDEX games_player2 ON games (channel_id, player2_id, id);
    CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('move', 'partial', 'takeback', 'restart')),
        seat INTEGER NOT NULL,
        text TEXT NOT NULL,
        line INTEGER NOT NULL,
        position TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    ) WITHOUT ROWID;
    CREATE TABLE challenges (
        id INTEGER PRIMARY KEY,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        challenger_id INTEGER NOT NULL,
        challenged_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        first_choice TEXT NOT NULL,
        start_position TEXT,
        created_at REAL NOT NULL,
        expires_at REAL NOT NULL,
        status TEXT NOT NULL
            CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn', 'expired')),
        game_id INTEGER REFERENCES games (id)
    );
    CREATE INDEX challenges_pending ON challenges (status) WHERE status = 'pending';
    """,
    # 2: statistics and ratings; the move log becomes append-only in the database itself.
    """
    CREATE TABLE standings (
        guild_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        losses INTEGER NOT NULL,
        draws INTEGER NOT NULL,
        rated_games INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        rating REAL NOT NULL,
        PRIMARY KEY (guild_id, game, user_id)
    ) WITHOUT ROWID;
    CREATE INDEX standings_rank ON standings (guild_id, game, rating DESC);
    CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
    BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
    CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
    BEGIN SELECT RAISE(ABORT, 'the move log is append-only'); END;
    """,
    # 3: a server may play every match in a thread of its own.
    """
    ALTER TABLE guild_settings ADD COLUMN threads INTEGER NOT NULL DEFAULT 0;
    """,
    # 4: clocks per challenge (correspondence play), players' preferences, timer heartbeats.
    """
    ALTER TABLE games ADD COLUMN turn_time_s INTEGER;
    ALTER TABLE challenges ADD COLUMN turn_time_s INTEGER;
    CREATE TABLE user_preferences (
        user_id INTEGER PRIMARY KEY,
        dm_reminders INTEGER NOT NULL
    );
    CREATE TABLE heartbeats (
        process TEXT PRIMARY KEY,
        at REAL NOT NULL
    ) WITHOUT ROWID;
    """,
    # 5: which commands were last uploaded to Discord, per scope (shared by a cluster).
    """
    CREATE TABLE command_syncs (
        scope TEXT PRIMARY KEY,
        digest TEXT NOT NULL
    ) WITHOUT ROWID;
    """,
    # 6: shard leases (one live process per shard), the row that serialises taking them, and
    # the release that last migrated the database.
    """
    CREATE TABLE shard_leases (
        holder TEXT PRIMARY KEY,
        shard_count INTEGER NOT NULL,
        first_shard INTEGER NOT NULL,
        last_shard INTEGER NOT NULL,
        expires_at REAL NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE shard_lease_guard (claims INTEGER NOT NULL);
    INSERT INTO shard_lease_guard VALUES (0);
    CREATE TABLE schema_release (release TEXT NOT NULL);
    """,
    # 7: where a challenge's match is played and which messages show challenges and boards.
    MESSAGES_AND_THREADS,
    # 8: the language of challenges, matches and servers.
    LANGUAGES,
    # 9: puzzle ratings, streaks and attempts.
    PUZZLES,
    # 10: the channels the bot reaches only through interaction tokens.
    TOKEN_ONLY_CHANNELS,
    # 11: the lobby: open seeks, quick pairing pools, blocks, hidden players, servers taking part.
    lobby_tables("INTEGER PRIMARY KEY"),
    # 12: tournaments, their players and their boards.
    TOURNAMENTS.format(id="INTEGER PRIMARY KEY"),
    # 13: live clocks with an increment.
    CLOCK_INCREMENTS,
    # 14: the board style of a challenge and its match, and a player's own.
    BOARD_STYLES,
    # 15: tournaments' late joins, winners and announcements.
    TOURNAMENT_RESULTS,
    # 16: the other homes of games across servers (a board in each player's channel).
    HOMES_TABLE,
    # 17: a tournament's Discord scheduled event, a board's private thread.
    TOURNAMENT_EVENTS,
    # 18: the threads games are played in, by the channel each was made in.
    THREADS_TABLE,
    # 19: inputs waiting for the process that holds their match (a shard cluster).
    INPUTS_TABLE.format(id="INTEGER PRIMARY KEY"),
    # 20: the homes of games across servers by channel.
    HOMES_BY_CHANNEL,
)

SCHEMA_VERSION = len(MIGRATIONS)
"""The schema version this code writes."""
RELEASE_RECORDED_FROM = 6
"""The first schema version with ``schema_release``."""
