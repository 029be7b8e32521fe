"""The SQLite backend (aiosqlite): one database file, one connection, explicit transactions."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, TypeVar, cast

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

_T = TypeVar("_T")

PRAGMAS = (
    "PRAGMA journal_mode = WAL",
    "PRAGMA foreign_keys = ON",
    # Wait for another connection's write lock (a second process, a backup) instead of failing.
    "PRAGMA busy_timeout = 5000",
    # FULL: every commit syncs the WAL, so an acknowledged move survives a power cut, not only a
    # crash of the bot (NORMAL would keep the file consistent but could lose the last moves). The
    # cost is one flush per transaction (shared by the games of a group commit): 0.2-1 ms on the
    # development VM when its disk is quiet, up to 4 ms when it is busy (it then flushes on ~4 ms
    # ticks). That is most of what a move adds over a plain reply in bench/e2e_latency.py, and
    # small next to a round trip to Discord; bench/service_throughput.py measures throughput.
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

    Every unit of work is one plain function that runs whole on the connection's thread, from its
    first statement to ``COMMIT`` (:meth:`_run`): one round trip between the event loop and that
    thread however many statements it has, and nothing can interleave with it, since the thread
    runs its queue one call at a time. Records are turned into rows on the event loop before.
    """

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        # aiosqlite's own primitive, on which each of its public methods is built: queue a call for
        # the connection's thread and await its result. It has no public name; the version is
        # pinned in the lock files and every storage test goes through it.
        self._execute: Callable[..., Awaitable[Any]] = db._execute
        self._waiting: list[_SaveRequest] = []  # saves for the next batch
        self._idle = asyncio.Event()  # clear while a batch of saves is being committed
        self._idle.set()
        self._writer: asyncio.Task[None] | None = None

    async def close(self) -> None:
        """Close the connection (after the units of work in progress)."""
        await self._idle.wait()
        await self._db.close()

    async def _run(self, work: Callable[[sqlite3.Connection], _T]) -> _T:
        """Return ``work(connection)``, run as one transaction on the connection's thread.

        Commits if ``work`` returns; rolls back and re-raises if it raises.
        """
        return cast(_T, await self._execute(_unit_of_work, self._db._conn, work))

    async def _fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        values = tuple(params)
        return await self._run(lambda db: db.execute(sql, values).fetchall())

    # -- challenges ----------------------------------------------------------------------------

    async def add_challenge(self, challenge: ChallengeRecord) -> None:
        """Insert ``challenge`` and set its ``id``."""
        row = _challenge_row(challenge)
        challenge.id = await self._run(lambda db: _insert(db, _CHALLENGE_INSERT, row))

    async def close_challenge(
        self, challenge: ChallengeRecord, status: ChallengeStatus, game: GameRecord | None = None
    ) -> bool:
        """Move a pending challenge to ``status`` (inserting ``game``); False if not pending."""
        game_row = None if game is None else (*_game_row(game), game.version)

        def work(db: sqlite3.Connection) -> int | None:
            cursor = db.execute(
                "UPDATE challenges SET status = ? WHERE id = ? AND status = 'pending'",
                (status.value, challenge.id),
            )
            if cursor.rowcount != 1:
                return None
            if game_row is None:
                return 0
            game_id = _insert(db, _GAME_INSERT, game_row)
            db.execute("UPDATE challenges SET game_id = ? WHERE id = ?", (game_id, challenge.id))
            return game_id

        game_id = await self._run(work)
        if game_id is None:
            return False
        if game is not None:
            game.id = challenge.game_id = game_id
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
        row = (*_game_row(game), game.version)
        game.id = await self._run(lambda db: _insert(db, _GAME_INSERT, row))

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
            update, moves = _save_rows(game, entries)

            def work(db: sqlite3.Connection) -> None:
                _save_one(db, update, moves)
                _apply_standings(db, game.guild_id, game.game, standings)

            await self._run(work)
            game.version += 1
            return
        request = _SaveRequest(
            game, _save_rows(game, entries), asyncio.get_running_loop().create_future()
        )
        self._waiting.append(request)
        if self._idle.is_set():
            # Nothing is being written: this caller queues its save for the thread at once,
            # without waking a task to do it. Saves that arrive meanwhile wait, and share the
            # next transaction.
            try:
                await self._write_batch()
            except asyncio.CancelledError:
                request.done.cancel()
                raise
        await request.done

    async def _write_batch(self) -> None:
        """Commit every waiting save in one transaction on the connection's thread.

        The thread reports the outcome (:meth:`_written`) before this returns, and even if the
        caller is cancelled meanwhile: the batch is committed and reported all the same.
        """
        batch, self._waiting = self._waiting, []
        self._idle.clear()
        loop = asyncio.get_running_loop()

        def report(outcomes: list[BaseException | None]) -> None:
            loop.call_soon_threadsafe(self._written, batch, outcomes)

        try:
            await self._execute(_save_batch, self._db._conn, [r.rows for r in batch], report)
        except asyncio.CancelledError:
            raise  # the batch is queued: the thread still commits and reports it
        except Exception as error:  # not queued (the connection is closed)
            self._written(batch, [error] * len(batch))

    def _written(self, batch: list[_SaveRequest], outcomes: list[BaseException | None]) -> None:
        """Finish each save of a committed (or failed) batch; start the next batch if any."""
        for request, outcome in zip(batch, outcomes, strict=True):
            request.finish(outcome)
        if self._waiting:
            self._writer = asyncio.create_task(self._write_batch())
        else:
            self._idle.set()

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

        def work(db: sqlite3.Connection) -> tuple[Standing, int] | None:
            row = db.execute(
                f"SELECT {_STANDING_COLUMNS} FROM standings "
                "WHERE guild_id = ? AND game = ? AND user_id = ?",
                (guild_id, game, user_id),
            ).fetchone()
            if row is None:
                return None
            standing = Standing(*row)
            if not standing.rated_games:
                return standing, 0
            (ahead,) = db.execute(
                "SELECT COUNT(*) FROM standings WHERE guild_id = ? AND game = ? "
                "AND rated_games > 0 AND (rating > ? OR (rating = ? AND "
                "(wins > ? OR (wins = ? AND user_id < ?))))",
                (guild_id, game, *[standing.rating] * 2, *[standing.wins] * 2, user_id),
            ).fetchone()
            return standing, int(ahead) + 1

        return await self._run(work)

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
        row = (
            settings.guild_id,
            settings.turn_timeout_s,
            settings.challenge_expiry_s,
            settings.board_style,
            json.dumps(sorted(settings.allowed_channels)),
        )
        await self._run(
            lambda db: db.execute(
                "INSERT OR REPLACE INTO guild_settings VALUES (?, ?, ?, ?, ?)", row
            )
        )


@dataclass(frozen=True, slots=True)
class _SaveRequest:
    game: GameRecord
    rows: _SaveRows
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


# -- units of work: plain functions that run on the connection's thread ------------------------

_Row = tuple[Any, ...]
_SaveRows = tuple[_Row, list[_Row]]
"""A game's UPDATE parameters (ending with its id and expected version) and its new log rows."""

_MOVE_INSERT = (
    "INSERT INTO moves (game_id, seq, kind, seat, text, line, position, at) "
    "VALUES (?,?,?,?,?,?,?,?)"
)
_CHALLENGE_INSERT = (
    f"INSERT INTO challenges ({_CHALLENGE_COLUMNS}) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"
)


def _unit_of_work(db: sqlite3.Connection, work: Callable[[sqlite3.Connection], _T]) -> _T:
    """Run ``work`` and commit, or roll back and re-raise. sqlite3 opens the transaction with
    ``BEGIN IMMEDIATE`` before the first write, so a unit of work that reads to write must
    write first (its reads then run inside the transaction, under the write lock)."""
    try:
        result = work(db)
        db.commit()
    except BaseException:
        if db.in_transaction:
            db.rollback()
        raise
    return result


def _save_rows(game: GameRecord, entries: Sequence[LogEntry]) -> _SaveRows:
    moves = [
        (game.id, e.seq, e.kind.value, e.seat, e.text, e.line, e.position, e.at) for e in entries
    ]
    return (*_game_row(game), game.id, game.version), moves


def _save_one(db: sqlite3.Connection, update: _Row, moves: list[_Row]) -> None:
    if db.execute(_GAME_UPDATE, update).rowcount != 1:
        raise VersionConflictError(update[-2], update[-1])
    if moves:
        db.executemany(_MOVE_INSERT, moves)


def _save_batch(
    db: sqlite3.Connection,
    batch: list[_SaveRows],
    report: Callable[[list[BaseException | None]], None],
) -> None:
    """Commit every save of ``batch``, then ``report`` each one's error (None: committed)."""
    outcomes: list[BaseException | None]
    try:
        outcomes = _commit_batch(db, batch)
    except BaseException as error:
        outcomes = [error] * len(batch)
    report(outcomes)


def _commit_batch(db: sqlite3.Connection, batch: list[_SaveRows]) -> list[BaseException | None]:
    """Commit ``batch`` in one transaction of two statements; return each save's error.

    If any one fails (a stale version, a bad entry) the transaction is rolled back and each save
    is retried in a transaction of its own, so only the faulty ones fail.
    """
    try:
        _unit_of_work(db, lambda db: _write_batch(db, batch))
    except sqlite3.Error:
        outcomes: list[BaseException | None] = []
        for update, moves in batch:
            try:
                _unit_of_work(db, partial(_save_one, update=update, moves=moves))
            except Exception as error:
                outcomes.append(error)
            else:
                outcomes.append(None)
        return outcomes
    return [None] * len(batch)


def _write_batch(db: sqlite3.Connection, batch: list[_SaveRows]) -> None:
    if db.executemany(_GAME_UPDATE, [update for update, _ in batch]).rowcount != len(batch):
        raise sqlite3.Error("a game in the batch has moved on")
    moves = [row for _, rows in batch for row in rows]
    if moves:
        db.executemany(_MOVE_INSERT, moves)


def _insert(db: sqlite3.Connection, sql: str, row: _Row) -> int:
    cursor = db.execute(sql, row)
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def _apply_standings(
    db: sqlite3.Connection, guild_id: int, game: str, change: StandingsChange
) -> None:
    rows = db.execute(
        f"SELECT {_STANDING_COLUMNS} FROM standings WHERE guild_id = ? AND game = ? "
        f"AND user_id IN ({', '.join('?' * len(change.user_ids))})",
        (guild_id, game, *change.user_ids),
    ).fetchall()
    known = {row[2]: Standing(*row) for row in rows}
    standings = [known.get(user, Standing(guild_id, game, user)) for user in change.user_ids]
    change.apply(standings)
    db.executemany(
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
