"""The SQLite backend (aiosqlite): one database file, one connection, explicit transactions."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.storage.migrations import MIGRATIONS, SCHEMA_VERSION
from bot.storage.records import (
    ChallengeRecord,
    ChallengeStatus,
    EntryKind,
    GameRecord,
    GameStatus,
    GuildSettings,
    LogEntry,
    Standing,
    StandingsChange,
)
from bot.storage.repository import Repository, SchemaTooNewError, StorageError, VersionConflictError

PRAGMAS = (
    "PRAGMA journal_mode = WAL",
    "PRAGMA foreign_keys = ON",
    # Wait for another connection's write lock (a second process, a backup) instead of failing.
    "PRAGMA busy_timeout = 5000",
    # FULL: every commit syncs the WAL, so an acknowledged move survives a power cut, not only a
    # crash of the bot (NORMAL would keep the file consistent but could lose the last moves). The
    # cost is one fsync per move, small next to a chat round trip at the few moves per second a
    # guild makes; bench/service_throughput.py measures it.
    "PRAGMA synchronous = FULL",
)

_GAME_COLUMNS = (
    "guild_id, channel_id, game, options, start_position, player1_id, player2_id, computer_seat, "
    "level, rated, first_choice, status, position, turns, winner, termination, deadline, warned, "
    "draw_offer, restart_offer, takeback_offer, rematch_offer, rematch_of, created_at, updated_at"
)
_GAME_SELECT = f"SELECT id, {_GAME_COLUMNS}, version FROM games"
_GAME_INSERT = (
    f"INSERT INTO games ({_GAME_COLUMNS}, version) "
    f"VALUES ({', '.join('?' * (_GAME_COLUMNS.count(',') + 2))})"
)
_GAME_UPDATE = (
    "UPDATE games SET "
    + ", ".join(f"{column.strip()} = ?" for column in _GAME_COLUMNS.split(","))
    + ", version = version + 1 WHERE id = ? AND version = ?"
)
_CHALLENGE_COLUMNS = (
    "guild_id, channel_id, challenger_id, challenged_id, game, options, first_choice, "
    "start_position, created_at, expires_at, status, game_id"
)
_STANDING_COLUMNS = "guild_id, game, user_id, wins, losses, draws, rated_games, mu, sigma, rating"


async def open_database(path: str | Path, *, upto: int = SCHEMA_VERSION) -> SqliteRepository:
    """Open (creating it and its folder if needed) and migrate the database at ``path``.

    ``upto`` stops the migrations at an earlier version (for testing upgrades).
    Raises :class:`SchemaTooNewError` if the file was written by newer code, and
    :class:`StorageError` if it is not a usable SQLite database.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # sqlite3 itself issues BEGIN IMMEDIATE before the first write of a unit of work: the write
    # lock is taken at once (no SQLITE_BUSY on upgrading a read), without a round trip of its own.
    db = await aiosqlite.connect(path, isolation_level="IMMEDIATE")
    try:
        for pragma in PRAGMAS:
            await db.execute(pragma)
        await _migrate(db, path, upto)
    except sqlite3.DatabaseError as error:
        await db.close()
        raise StorageError(f"{path} is not a usable SQLite database ({error})") from error
    except BaseException:
        await db.close()
        raise
    return SqliteRepository(db)


async def schema_version(db: aiosqlite.Connection) -> int:
    """Return the database's ``PRAGMA user_version``."""
    async with db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def _migrate(db: aiosqlite.Connection, path: Path, upto: int) -> None:
    version = await schema_version(db)
    if version > SCHEMA_VERSION:
        raise SchemaTooNewError(
            f"{path} has schema version {version}, but this bot knows only versions up to "
            f"{SCHEMA_VERSION}: run a newer bot, or point it at another database file"
        )
    for number in range(version + 1, upto + 1):
        # One script, one transaction: the tables and the version bump commit together.
        script = f"BEGIN IMMEDIATE;\n{MIGRATIONS[number - 1]}\nPRAGMA user_version = {number};"
        try:
            await db.executescript(script)
            await db.execute("COMMIT")
        except BaseException as error:
            if db.in_transaction:
                await db.rollback()
            if isinstance(error, sqlite3.Error):
                raise StorageError(
                    f"{path}: schema migration {number} failed ({error}); the database is "
                    f"still at version {number - 1}"
                ) from error
            raise


class SqliteRepository(Repository):
    """:class:`Repository` on one aiosqlite connection (open it with :func:`open_database`).

    aiosqlite runs the connection on one thread with a shared queue, so coroutines would share a
    transaction: every unit of work holds ``_lock`` from its first statement to ``COMMIT`` (reads
    too, or they could see another coroutine's uncommitted writes) and awaits only the database
    inside. Each unit of work starts with its write, so its reads run inside the transaction.
    """

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self._waiting: list[_SaveRequest] = []
        self._writer: asyncio.Task[None] | None = None

    async def close(self) -> None:
        """Close the connection (after the units of work in progress)."""
        if self._writer is not None:
            await asyncio.gather(self._writer, return_exceptions=True)
        async with self._lock:
            await self._db.close()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Hold the lock for one transaction: commit at the end, roll back on any error."""
        async with self._lock, self._committing() as db:
            yield db

    @asynccontextmanager
    async def _committing(self) -> AsyncIterator[aiosqlite.Connection]:
        """One transaction while the caller holds the lock."""
        try:
            yield self._db
            await self._db.commit()
        except BaseException:
            if self._db.in_transaction:
                await self._db.rollback()
            raise

    async def _fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        async with self._lock:
            return list(await self._db.execute_fetchall(sql, tuple(params)))

    # -- challenges ----------------------------------------------------------------------------

    async def add_challenge(self, challenge: ChallengeRecord) -> None:
        """Insert ``challenge`` and set its ``id``."""
        async with self._transaction() as db:
            cursor = await db.execute(
                f"INSERT INTO challenges ({_CHALLENGE_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                _challenge_row(challenge),
            )
            assert cursor.lastrowid is not None
            challenge.id = cursor.lastrowid

    async def close_challenge(
        self, challenge: ChallengeRecord, status: ChallengeStatus, game: GameRecord | None = None
    ) -> bool:
        """Move a pending challenge to ``status`` (inserting ``game``); False if not pending."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE challenges SET status = ? WHERE id = ? AND status = 'pending'",
                (status.value, challenge.id),
            )
            if cursor.rowcount != 1:
                return False
            if game is not None:
                game.id = await _insert_game(db, game)
                await db.execute(
                    "UPDATE challenges SET game_id = ? WHERE id = ?", (game.id, challenge.id)
                )
                challenge.game_id = game.id
        challenge.status = status
        return True

    async def pending_challenges(self) -> list[ChallengeRecord]:
        """Return every pending challenge, oldest first."""
        rows = await self._fetchall(
            f"SELECT id, {_CHALLENGE_COLUMNS} FROM challenges WHERE status = 'pending' ORDER BY id"
        )
        return [_challenge_from_row(row) for row in rows]

    # -- games ---------------------------------------------------------------------------------

    async def add_game(self, game: GameRecord) -> None:
        """Insert ``game`` and set its ``id``."""
        async with self._transaction() as db:
            game.id = await _insert_game(db, game)

    async def save_game(
        self,
        game: GameRecord,
        entries: Sequence[LogEntry] = (),
        standings: StandingsChange | None = None,
    ) -> None:
        """Store ``game``, append ``entries`` and apply ``standings`` in one transaction.

        Saves without ``standings`` that arrive while another transaction is running are
        committed together in the next one (group commit: one fsync for many games); each
        caller returns only after the transaction holding its change has committed.
        Raises :class:`VersionConflictError` if the stored game is not at ``game.version``.
        """
        if standings is not None:
            async with self._transaction() as db:
                await _save_one(db, game, entries, standings)
            game.version += 1
            return
        request = _SaveRequest(game, entries, asyncio.get_running_loop().create_future())
        self._waiting.append(request)
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._write_waiting())
        await request.done

    async def _write_waiting(self) -> None:
        """Commit the waiting saves, a batch per transaction, until none is left."""
        while self._waiting:
            await self._flush()

    async def _flush(self) -> None:
        """Commit every waiting save in one transaction (resolving each caller's future)."""
        async with self._lock:
            batch, self._waiting = self._waiting, []
            if not batch:
                return
            try:
                async with self._committing() as db:
                    await _save_batch(db, batch)
            except sqlite3.Error:
                # Someone's version moved on, or a bad entry: one transaction each, so only the
                # faulty saves fail.
                for request in batch:
                    try:
                        async with self._committing() as db:
                            await _save_one(db, request.game, request.entries, None)
                    except Exception as error:
                        request.finish(error)
                    else:
                        request.finish(None)
                return
            except BaseException as error:
                for request in batch:
                    request.finish(error)
                raise
        for request in batch:
            request.finish(None)

    async def get_game(self, game_id: int) -> GameRecord | None:
        """Return the game with ``game_id``, or None."""
        rows = await self._fetchall(f"{_GAME_SELECT} WHERE id = ?", (game_id,))
        return _game_from_row(rows[0]) if rows else None

    async def active_games(self) -> list[GameRecord]:
        """Return every active game, oldest first."""
        rows = await self._fetchall(f"{_GAME_SELECT} WHERE status = 'active' ORDER BY id")
        return [_game_from_row(row) for row in rows]

    async def last_game(self, channel_id: int, user_id: int) -> GameRecord | None:
        """Return the most recent game of ``user_id`` in ``channel_id``, or None."""
        rows = await self._fetchall(
            f"{_GAME_SELECT} WHERE channel_id = ? AND (player1_id = ? OR player2_id = ?) "
            "ORDER BY id DESC LIMIT 1",
            (channel_id, user_id, user_id),
        )
        return _game_from_row(rows[0]) if rows else None

    async def game_log(self, game_id: int) -> list[LogEntry]:
        """Return the log of ``game_id`` in order."""
        rows = await self._fetchall(
            "SELECT seq, kind, seat, text, line, position, at FROM moves WHERE game_id = ? "
            "ORDER BY seq",
            (game_id,),
        )
        return [
            LogEntry(row[0], EntryKind(row[1]), row[2], row[3], row[4], row[5], row[6])
            for row in rows
        ]

    # -- statistics and settings ---------------------------------------------------------------

    async def leaderboard(self, guild_id: int, game: str, limit: int) -> list[Standing]:
        """Return the best ``limit`` rated players, best first."""
        rows = await self._fetchall(
            f"SELECT {_STANDING_COLUMNS} FROM standings "
            "WHERE guild_id = ? AND game = ? AND rated_games > 0 "
            "ORDER BY rating DESC, wins DESC, user_id LIMIT ?",
            (guild_id, game, limit),
        )
        return [Standing(*row) for row in rows]

    async def standing(self, guild_id: int, game: str, user_id: int) -> tuple[Standing, int] | None:
        """Return ``user_id``'s standing and rank (0 if not rated yet), or None."""
        async with self._lock:
            rows = list(
                await self._db.execute_fetchall(
                    f"SELECT {_STANDING_COLUMNS} FROM standings "
                    "WHERE guild_id = ? AND game = ? AND user_id = ?",
                    (guild_id, game, user_id),
                )
            )
            if not rows:
                return None
            standing = Standing(*rows[0])
            if not standing.rated_games:
                return standing, 0
            ahead = list(
                await self._db.execute_fetchall(
                    "SELECT COUNT(*) FROM standings WHERE guild_id = ? AND game = ? "
                    "AND rated_games > 0 AND (rating > ? OR (rating = ? AND "
                    "(wins > ? OR (wins = ? AND user_id < ?))))",
                    (guild_id, game, *[standing.rating] * 2, *[standing.wins] * 2, user_id),
                )
            )
        return standing, int(ahead[0][0]) + 1

    async def standings_of(self, guild_id: int, user_id: int) -> list[Standing]:
        """Return ``user_id``'s standings in every game they played in ``guild_id``."""
        rows = await self._fetchall(
            f"SELECT {_STANDING_COLUMNS} FROM standings WHERE guild_id = ? AND user_id = ? "
            "ORDER BY game",
            (guild_id, user_id),
        )
        return [Standing(*row) for row in rows]

    async def get_settings(self, guild_id: int) -> GuildSettings:
        """Return the settings of ``guild_id`` (the defaults if never set)."""
        rows = await self._fetchall(
            "SELECT turn_timeout_s, challenge_expiry_s, board_style, allowed_channels "
            "FROM guild_settings WHERE guild_id = ?",
            (guild_id,),
        )
        if not rows:
            return GuildSettings(guild_id)
        timeout, expiry, style, channels = rows[0]
        return GuildSettings(guild_id, timeout, expiry, style, frozenset(json.loads(channels)))

    async def save_settings(self, settings: GuildSettings) -> None:
        """Store ``settings`` for its guild."""
        async with self._transaction() as db:
            await db.execute(
                "INSERT OR REPLACE INTO guild_settings VALUES (?, ?, ?, ?, ?)",
                (
                    settings.guild_id,
                    settings.turn_timeout_s,
                    settings.challenge_expiry_s,
                    settings.board_style,
                    json.dumps(sorted(settings.allowed_channels)),
                ),
            )


@dataclass(frozen=True, slots=True)
class _SaveRequest:
    game: GameRecord
    entries: Sequence[LogEntry]
    done: asyncio.Future[None]

    def finish(self, error: BaseException | None) -> None:
        """Report the outcome to the caller (who may have been cancelled meanwhile)."""
        if error is None:
            self.game.version += 1
        if self.done.done():
            return
        if error is None:
            self.done.set_result(None)
        else:
            self.done.set_exception(error)


_MOVE_INSERT = (
    "INSERT INTO moves (game_id, seq, kind, seat, text, line, position, at) "
    "VALUES (?,?,?,?,?,?,?,?)"
)


def _entry_rows(game: GameRecord, entries: Sequence[LogEntry]) -> list[tuple[Any, ...]]:
    return [
        (game.id, e.seq, e.kind.value, e.seat, e.text, e.line, e.position, e.at) for e in entries
    ]


async def _save_one(
    db: aiosqlite.Connection,
    game: GameRecord,
    entries: Sequence[LogEntry],
    standings: StandingsChange | None,
) -> None:
    cursor = await db.execute(_GAME_UPDATE, (*_game_row(game), game.id, game.version))
    if cursor.rowcount != 1:
        raise VersionConflictError(game.id, game.version)
    if entries:
        await db.executemany(_MOVE_INSERT, _entry_rows(game, entries))
    if standings is not None:
        await _apply_standings(db, game, standings)


async def _save_batch(db: aiosqlite.Connection, batch: list[_SaveRequest]) -> None:
    """Save every request of ``batch`` in three statements; raise ``sqlite3.Error`` (any one
    stale version fails the whole batch, to be retried one by one)."""
    cursor = await db.executemany(
        _GAME_UPDATE, [(*_game_row(r.game), r.game.id, r.game.version) for r in batch]
    )
    if cursor.rowcount != len(batch):
        raise sqlite3.Error("a game in the batch has moved on")
    rows = [row for r in batch for row in _entry_rows(r.game, r.entries)]
    if rows:
        await db.executemany(_MOVE_INSERT, rows)


async def _insert_game(db: aiosqlite.Connection, game: GameRecord) -> int:
    cursor = await db.execute(_GAME_INSERT, (*_game_row(game), game.version))
    assert cursor.lastrowid is not None
    return cursor.lastrowid


async def _apply_standings(
    db: aiosqlite.Connection, game: GameRecord, change: StandingsChange
) -> None:
    rows = await db.execute_fetchall(
        f"SELECT {_STANDING_COLUMNS} FROM standings WHERE guild_id = ? AND game = ? "
        f"AND user_id IN ({', '.join('?' * len(change.user_ids))})",
        (game.guild_id, game.game, *change.user_ids),
    )
    known = {row[2]: Standing(*row) for row in rows}
    standings = [
        known.get(user, Standing(game.guild_id, game.game, user)) for user in change.user_ids
    ]
    change.apply(standings)
    await db.executemany(
        f"INSERT OR REPLACE INTO standings ({_STANDING_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?)",
        [
            (s.guild_id, s.game, s.user_id, s.wins, s.losses, s.draws, *_rating(s))
            for s in standings
        ],
    )


def _rating(standing: Standing) -> tuple[int, float, float, float]:
    return standing.rated_games, standing.mu, standing.sigma, standing.rating


def _options_json(options: Mapping[str, bool | int]) -> str:
    return json.dumps(dict(options), sort_keys=True)


def _game_row(game: GameRecord) -> tuple[Any, ...]:
    return (
        game.guild_id,
        game.channel_id,
        game.game,
        _options_json(game.options),
        game.start_position,
        game.player1_id,
        game.player2_id,
        game.computer_seat,
        game.level,
        int(game.rated),
        game.first_choice,
        game.status.value,
        game.position,
        game.turns,
        game.winner,
        game.termination,
        game.deadline,
        int(game.warned),
        game.draw_offer,
        game.restart_offer,
        game.takeback_offer,
        game.rematch_offer,
        game.rematch_of,
        game.created_at,
        game.updated_at,
    )


def _game_from_row(row: sqlite3.Row) -> GameRecord:
    (id_, guild, channel, name, options, start, p1, p2, computer, level, rated, first) = row[:12]
    (status, position, turns, winner, termination, deadline, warned) = row[12:19]
    (draw, restart, takeback, rematch, rematch_of, created, updated, version) = row[19:]
    return GameRecord(
        id=id_,
        guild_id=guild,
        channel_id=channel,
        game=name,
        options=json.loads(options),
        start_position=start,
        player1_id=p1,
        player2_id=p2,
        computer_seat=computer,
        level=level,
        rated=bool(rated),
        first_choice=first,
        status=GameStatus(status),
        position=position,
        turns=turns,
        created_at=created,
        updated_at=updated,
        winner=winner,
        termination=termination,
        deadline=deadline,
        warned=bool(warned),
        draw_offer=draw,
        restart_offer=restart,
        takeback_offer=takeback,
        rematch_offer=rematch,
        rematch_of=rematch_of,
        version=version,
    )


def _challenge_row(challenge: ChallengeRecord) -> tuple[Any, ...]:
    return (
        challenge.guild_id,
        challenge.channel_id,
        challenge.challenger_id,
        challenge.challenged_id,
        challenge.game,
        _options_json(challenge.options),
        challenge.first_choice,
        challenge.start_position,
        challenge.created_at,
        challenge.expires_at,
        challenge.status.value,
        challenge.game_id,
    )


def _challenge_from_row(row: sqlite3.Row) -> ChallengeRecord:
    (id_, guild, channel, challenger, challenged, name, options, first, start) = row[:9]
    (created, expires, status, game_id) = row[9:]
    return ChallengeRecord(
        id=id_,
        guild_id=guild,
        channel_id=channel,
        challenger_id=challenger,
        challenged_id=challenged,
        game=name,
        options=json.loads(options),
        first_choice=first,
        start_position=start,
        created_at=created,
        expires_at=expires,
        status=ChallengeStatus(status),
        game_id=game_id,
    )
