"""The lobby's tables: open seeks, quick pairing pools, blocks, players hidden from the lobby
and the servers that take part in it; their records, SQL and units of work.

Every claim is a conditional write inside the transaction that stores the new game, so a seek
is accepted and a waiting player paired exactly once, however many processes try at once, and a
process killed in between leaves the seek or the waiting player as they were.
"""

from __future__ import annotations

import dataclasses
import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Sequence
from typing import Any

from bot.storage.database import Database, Transaction
from bot.storage.homes import HomeRecord, insert_homes
from bot.storage.lobby_records import (
    LobbySettings,
    PoolEntry,
    PoolJoin,
    SeekRecord,
    SeekScope,
    SeekStatus,
)
from bot.storage.queries import GAME_INSERT, GAME_SELECT, in_list
from bot.storage.records import GameRecord
from bot.storage.rows import Row, game_from_row, game_insert_row, options_json


def lobby_tables(seek_id: str) -> str:
    """The lobby's schema, ``seek_id`` being the backend's auto-numbered key column."""
    return f"""
    CREATE TABLE seeks (
        id {seek_id},
        guild_id BIGINT NOT NULL,
        channel_id BIGINT NOT NULL,
        user_id BIGINT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        turn_time_s INTEGER,
        rated INTEGER NOT NULL,
        first_choice TEXT NOT NULL,
        min_rating INTEGER,
        max_rating INTEGER,
        rating DOUBLE PRECISION NOT NULL,
        scope TEXT NOT NULL CHECK (scope IN ('channel', 'server', 'global')),
        language TEXT,
        created_at DOUBLE PRECISION NOT NULL,
        expires_at DOUBLE PRECISION NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'accepted', 'withdrawn', 'expired')),
        accepted_by BIGINT,
        game_id BIGINT,
        message_id BIGINT
    );
    CREATE INDEX seeks_open ON seeks (status, expires_at);
    CREATE INDEX seeks_of_user ON seeks (user_id, status);
    CREATE TABLE pool_entries (
        user_id BIGINT PRIMARY KEY,
        guild_id BIGINT NOT NULL,
        channel_id BIGINT NOT NULL,
        pool TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        language TEXT,
        joined_at DOUBLE PRECISION NOT NULL,
        expires_at DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX pool_entries_pool ON pool_entries (pool, rating);
    CREATE TABLE pool_guard (pairings INTEGER NOT NULL);
    INSERT INTO pool_guard VALUES (0);
    CREATE TABLE blocks (
        user_id BIGINT NOT NULL,
        blocked_id BIGINT NOT NULL,
        PRIMARY KEY (user_id, blocked_id)
    );
    CREATE INDEX blocks_blocked ON blocks (blocked_id);
    CREATE TABLE lobby_hidden (user_id BIGINT PRIMARY KEY);
    CREATE TABLE lobby_settings (
        guild_id BIGINT PRIMARY KEY,
        enabled INTEGER NOT NULL,
        channel_id BIGINT
    );
    """


_SEEK_COLUMNS = (
    "guild_id, channel_id, user_id, game, options, turn_time_s, rated, first_choice, min_rating, "
    "max_rating, rating, scope, language, created_at, expires_at, status, accepted_by, game_id, "
    "message_id"
)
_SEEK_SELECT = f"SELECT id, {_SEEK_COLUMNS} FROM seeks"
SEEK_INSERT = f"INSERT INTO seeks ({_SEEK_COLUMNS}) VALUES ({', '.join('?' * 19)}) RETURNING id"
SEEKS_OPEN_OF_USER = (
    "SELECT COUNT(*) FROM seeks WHERE user_id = ? AND status = 'open' AND expires_at > ?"
)
SEEK_BY_ID = f"{_SEEK_SELECT} WHERE id = ?"
SEEKS_OPEN = (
    f"{_SEEK_SELECT} WHERE status = 'open' AND expires_at > ? AND (channel_id = ? "
    "OR (guild_id = ? AND scope <> 'channel') OR scope = 'global') ORDER BY id DESC LIMIT ?"
)
"""The open seeks that may reach a channel: posted there, server-wide in its server, global."""
SEEK_CLAIM = (
    "UPDATE seeks SET status = 'accepted', accepted_by = ? "
    "WHERE id = ? AND status = 'open' AND expires_at > ?"
)
"""Changes nothing unless the seek is still open: of two accepts at once, one claims it."""
SEEK_LINK = "UPDATE seeks SET game_id = ? WHERE id = ?"
SEEK_WITHDRAW = "UPDATE seeks SET status = 'withdrawn' WHERE id = ? AND status = 'open'"
SEEK_MESSAGE_NOTE = "UPDATE seeks SET message_id = ? WHERE id = ?"
SEEKS_EXPIRED = f"{_SEEK_SELECT} WHERE status = 'open' AND expires_at <= ? ORDER BY id"
SEEK_EXPIRE = "UPDATE seeks SET status = 'expired' WHERE id = ? AND status = 'open'"
"""Changes nothing unless the seek is still open: it expires once, or is accepted."""

_POOL_COLUMNS = "user_id, guild_id, channel_id, pool, rating, language, joined_at, expires_at"
POOL_GUARD = "UPDATE pool_guard SET pairings = pairings + 1"
"""Run first in a pairing's or a new seek's transaction: its row lock makes them wait for each
other (so that a count read before an insert still holds when it commits)."""
POOL_WAITS = "SELECT 1 FROM pool_entries WHERE user_id = ? AND expires_at > ?"
POOL_WAITING = (
    f"SELECT {_POOL_COLUMNS} FROM pool_entries WHERE pool = ? AND expires_at > ? ORDER BY joined_at"
)
POOL_INSERT = f"INSERT INTO pool_entries ({_POOL_COLUMNS}) VALUES ({', '.join('?' * 8)})"
POOL_DELETE = "DELETE FROM pool_entries WHERE user_id = ?"
POOL_LAPSED = f"SELECT {_POOL_COLUMNS} FROM pool_entries WHERE expires_at <= ? ORDER BY expires_at"
POOL_LAPSE = "DELETE FROM pool_entries WHERE user_id = ? AND joined_at = ?"
"""Takes out one lapsed entry, unless the player joined again meanwhile."""

BLOCK_INSERT = (
    "INSERT INTO blocks (user_id, blocked_id) VALUES (?, ?) "
    "ON CONFLICT (user_id, blocked_id) DO NOTHING"
)
BLOCK_DELETE = "DELETE FROM blocks WHERE user_id = ? AND blocked_id = ?"
BLOCKS_EITHER_WAY = (
    "SELECT blocked_id FROM blocks WHERE user_id = ? "
    "UNION SELECT user_id FROM blocks WHERE blocked_id = ?"
)
HIDDEN_AMONG = "SELECT user_id FROM lobby_hidden WHERE user_id IN "
"""Followed by the parenthesised marks of the users asked about (``queries.in_list``)."""
HIDDEN_INSERT = "INSERT INTO lobby_hidden (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING"
HIDDEN_DELETE = "DELETE FROM lobby_hidden WHERE user_id = ?"
GAMES_OF_PLAYER = (
    f"{GAME_SELECT} WHERE status = 'active' AND (player1_id = ? OR player2_id = ?) ORDER BY id"
)
LOBBY_SETTINGS_OF = "SELECT guild_id, enabled, channel_id FROM lobby_settings WHERE guild_id IN "
"""Followed by the parenthesised marks of the servers asked about (``queries.in_list``)."""
LOBBY_SETTINGS_UPSERT = (
    "INSERT INTO lobby_settings (guild_id, enabled, channel_id) VALUES (?, ?, ?) "
    "ON CONFLICT (guild_id) DO UPDATE SET enabled = excluded.enabled, "
    "channel_id = excluded.channel_id"
)


def _seek_row(seek: SeekRecord) -> tuple[Any, ...]:
    return (
        seek.guild_id,
        seek.channel_id,
        seek.user_id,
        seek.game,
        options_json(seek.options),
        seek.turn_time_s,
        int(seek.rated),
        seek.first,
        seek.min_rating,
        seek.max_rating,
        seek.rating,
        seek.scope.value,
        seek.language,
        seek.created_at,
        seek.expires_at,
        seek.status.value,
        seek.accepted_by,
        seek.game_id,
        seek.message_id,
    )


def _seek_from_row(row: Row) -> SeekRecord:
    (id_, guild, channel, user, game, options, turn_time_s, rated, first, low, high) = row[:11]
    (rating, scope, language, created, expires, status, accepted_by, game_id, message) = row[11:]
    return SeekRecord(
        id=int(id_),
        guild_id=int(guild),
        channel_id=int(channel),
        user_id=int(user),
        game=game,
        options=json.loads(options),
        turn_time_s=turn_time_s,
        rated=bool(rated),
        first=first,
        min_rating=low,
        max_rating=high,
        rating=float(rating),
        scope=SeekScope(scope),
        language=language,
        created_at=float(created),
        expires_at=float(expires),
        status=SeekStatus(status),
        accepted_by=accepted_by,
        game_id=game_id,
        message_id=message,
    )


def _pool_from_row(row: Row) -> PoolEntry:
    user, guild, channel, pool, rating, language, joined, expires = row
    return PoolEntry(
        int(user),
        int(guild),
        int(channel),
        pool,
        float(rating),
        language,
        float(joined),
        float(expires),
    )


PickOpponent = Callable[[Sequence[PoolEntry]], PoolEntry | None]
"""Chooses whom a player joining a pool is paired with among those waiting (None: nobody)."""
GameFor = Callable[[PoolEntry], tuple[GameRecord, Sequence[HomeRecord]]]
"""The record of the new game between the joining player and the waiting one given, and its
other homes (a game across servers)."""


class LobbyStorage(ABC):
    """The lobby's units of work (a part of :class:`~bot.storage.repository.Repository`)."""

    @abstractmethod
    async def add_seek(self, seek: SeekRecord, most: int) -> bool:
        """Insert ``seek`` (setting its ``id``) unless its player already has ``most`` seeks
        open at its ``created_at``; return False (storing nothing) then."""

    @abstractmethod
    async def get_seek(self, seek_id: int) -> SeekRecord | None:
        """Return the seek with ``seek_id`` (any status), or None."""

    @abstractmethod
    async def open_seeks(
        self, now: float, limit: int, guild_id: int, channel_id: int
    ) -> list[SeekRecord]:
        """Return up to ``limit`` seeks open and not expired at ``now`` that may reach
        ``channel_id`` of ``guild_id`` (posted there, server-wide in that server, or global),
        newest first."""

    @abstractmethod
    async def accept_seek(
        self,
        seek: SeekRecord,
        user_id: int,
        now: float,
        game: GameRecord,
        homes: Sequence[HomeRecord] = (),
    ) -> bool:
        """Claim ``seek`` for ``user_id`` if it is open and not expired at ``now``, insert
        ``game`` with its other ``homes`` and link them, in one transaction (``game.id`` and
        the seek's fields are set); return False (changing nothing) if it was no longer open."""

    @abstractmethod
    async def withdraw_seek(self, seek_id: int) -> bool:
        """Withdraw an open seek; return False if it was not open."""

    @abstractmethod
    async def expired_seeks(self, now: float) -> list[SeekRecord]:
        """Return the seeks still open whose time ended by ``now``, oldest first."""

    @abstractmethod
    async def expire_seek(self, seek: SeekRecord) -> bool:
        """Close an open seek as expired (setting its status); return False if it was no
        longer open."""

    @abstractmethod
    async def note_seek_message(self, seek_id: int, message_id: int) -> bool:
        """Record the message showing seek ``seek_id``; return False if there is none."""

    @abstractmethod
    async def join_pool(
        self, entry: PoolEntry, pick: PickOpponent, game_for: GameFor
    ) -> tuple[PoolJoin, GameRecord | None]:
        """In one transaction that waits for every other pairing: refuse (``ALREADY``, nothing
        stored) if the player is waiting in a pool at ``entry.joined_at``; else drop their
        lapsed entry the timers have not taken out yet (no computer is offered for it), and
        offer ``pick`` those still waiting in ``entry.pool`` (oldest first): if it picks one,
        remove that entry and insert the game ``game_for`` makes with its homes (``PAIRED``
        and the stored game), else store ``entry`` (``WAITING``)."""

    @abstractmethod
    async def waiting_in_pool(self, pool: str, now: float) -> list[PoolEntry]:
        """Return the entries waiting in ``pool`` at ``now``, oldest first (as read: a
        pairing may take one at any time)."""

    @abstractmethod
    async def leave_pool(self, user_id: int) -> bool:
        """Take ``user_id`` out of their pool; return False if they were in none."""

    @abstractmethod
    async def lapsed_pool_entries(self, now: float) -> list[PoolEntry]:
        """Return the pool entries whose wait ended by ``now``, first lapsed first."""

    @abstractmethod
    async def lapse_pool_entry(self, entry: PoolEntry) -> bool:
        """Take out the lapsed ``entry``; return False if it is gone (the player left, was
        paired, joined again, or another process took it out)."""

    @abstractmethod
    async def set_block(self, user_id: int, blocked_id: int, blocked: bool) -> bool:
        """Block or unblock ``blocked_id`` for ``user_id``; return False if nothing changed."""

    @abstractmethod
    async def blocked_either_way(self, user_id: int) -> set[int]:
        """Return the users ``user_id`` blocked and those who blocked ``user_id``."""

    @abstractmethod
    async def hidden_among(self, user_ids: Collection[int]) -> set[int]:
        """Return those of ``user_ids`` hidden from the lobby."""

    @abstractmethod
    async def set_hidden(self, user_id: int, hidden: bool) -> None:
        """Hide ``user_id`` from the lobby, or show them again."""

    @abstractmethod
    async def active_games_of(self, user_id: int) -> list[GameRecord]:
        """Return every active game ``user_id`` plays, anywhere, oldest first."""

    @abstractmethod
    async def lobby_settings(self, guild_ids: Collection[int]) -> dict[int, LobbySettings]:
        """Return the lobby settings of each of ``guild_ids`` (the defaults if never
        stored), by guild id."""

    @abstractmethod
    async def save_lobby_settings(self, settings: LobbySettings) -> None:
        """Store ``settings`` for its server."""


class SqlLobby(LobbyStorage):
    """:class:`LobbyStorage` on ``database`` (a part of
    :class:`~bot.storage.sql_repository.SqlRepository`)."""

    database: Database

    async def add_seek(self, seek: SeekRecord, most: int) -> bool:
        """Insert ``seek`` unless its player has ``most`` open; False then."""
        async with self.database.transaction() as tx:
            await tx.execute(POOL_GUARD)  # two seeks at once must not both pass the count
            [(count,)] = await tx.fetchall(SEEKS_OPEN_OF_USER, (seek.user_id, seek.created_at))
            if int(count) >= most:
                return False
            [(seek_id,)] = await tx.fetchall(SEEK_INSERT, _seek_row(seek))
        seek.id = int(seek_id)
        return True

    async def get_seek(self, seek_id: int) -> SeekRecord | None:
        """Return the seek with ``seek_id``, or None."""
        found = await self.database.fetchall(SEEK_BY_ID, (seek_id,))
        return _seek_from_row(found[0]) if found else None

    async def open_seeks(
        self, now: float, limit: int, guild_id: int, channel_id: int
    ) -> list[SeekRecord]:
        """Return the seeks open at ``now`` that may reach ``channel_id``, newest first."""
        found = await self.database.fetchall(SEEKS_OPEN, (now, channel_id, guild_id, limit))
        return [_seek_from_row(row) for row in found]

    async def accept_seek(
        self,
        seek: SeekRecord,
        user_id: int,
        now: float,
        game: GameRecord,
        homes: Sequence[HomeRecord] = (),
    ) -> bool:
        """Claim ``seek`` and insert ``game`` and its ``homes`` in one transaction; False if
        it was not open."""
        async with self.database.transaction() as tx:
            if await tx.execute(SEEK_CLAIM, (user_id, seek.id, now)) != 1:
                return False
            game_id = await _insert_game(tx, game)
            await insert_homes(tx, game_id, homes)
            await tx.execute(SEEK_LINK, (game_id, seek.id))
        game.id = seek.game_id = game_id
        seek.status, seek.accepted_by = SeekStatus.ACCEPTED, user_id
        return True

    async def withdraw_seek(self, seek_id: int) -> bool:
        """Withdraw an open seek; False if it was not open."""
        async with self.database.transaction() as tx:
            return await tx.execute(SEEK_WITHDRAW, (seek_id,)) == 1

    async def expired_seeks(self, now: float) -> list[SeekRecord]:
        """Return the open seeks whose time ended by ``now``."""
        return [_seek_from_row(row) for row in await self.database.fetchall(SEEKS_EXPIRED, (now,))]

    async def expire_seek(self, seek: SeekRecord) -> bool:
        """Close an open seek as expired; False if it was no longer open."""
        async with self.database.transaction() as tx:
            if await tx.execute(SEEK_EXPIRE, (seek.id,)) != 1:
                return False
        seek.status = SeekStatus.EXPIRED
        return True

    async def note_seek_message(self, seek_id: int, message_id: int) -> bool:
        """Record the message showing a seek; False if there is no such seek."""
        async with self.database.transaction() as tx:
            return await tx.execute(SEEK_MESSAGE_NOTE, (message_id, seek_id)) == 1

    async def join_pool(
        self, entry: PoolEntry, pick: PickOpponent, game_for: GameFor
    ) -> tuple[PoolJoin, GameRecord | None]:
        """Pair ``entry``'s player with one ``pick`` chooses, or store them waiting."""
        async with self.database.transaction() as tx:
            await tx.execute(POOL_GUARD)
            if await tx.fetchall(POOL_WAITS, (entry.user_id, entry.joined_at)):
                return PoolJoin.ALREADY, None
            await tx.execute(POOL_DELETE, (entry.user_id,))  # a lapse not yet taken out
            found = await tx.fetchall(POOL_WAITING, (entry.pool, entry.joined_at))
            waiting = [_pool_from_row(row) for row in found]
            opponent = pick(waiting)
            if opponent is None:
                await tx.execute(POOL_INSERT, dataclasses.astuple(entry))
                return PoolJoin.WAITING, None
            if await tx.execute(POOL_DELETE, (opponent.user_id,)) != 1:
                raise AssertionError("a waiting entry vanished under the pool guard")
            game, homes = game_for(opponent)
            game.id = await _insert_game(tx, game)
            await insert_homes(tx, game.id, homes)
        return PoolJoin.PAIRED, game

    async def waiting_in_pool(self, pool: str, now: float) -> list[PoolEntry]:
        """Return the entries waiting in ``pool`` at ``now``."""
        return [
            _pool_from_row(row) for row in await self.database.fetchall(POOL_WAITING, (pool, now))
        ]

    async def leave_pool(self, user_id: int) -> bool:
        """Take ``user_id`` out of their pool; False if in none."""
        async with self.database.transaction() as tx:
            return await tx.execute(POOL_DELETE, (user_id,)) == 1

    async def lapsed_pool_entries(self, now: float) -> list[PoolEntry]:
        """Return the entries whose wait ended by ``now``."""
        return [_pool_from_row(row) for row in await self.database.fetchall(POOL_LAPSED, (now,))]

    async def lapse_pool_entry(self, entry: PoolEntry) -> bool:
        """Take out a lapsed entry; False if it is gone."""
        async with self.database.transaction() as tx:
            return await tx.execute(POOL_LAPSE, (entry.user_id, entry.joined_at)) == 1

    async def set_block(self, user_id: int, blocked_id: int, blocked: bool) -> bool:
        """Block or unblock; False if nothing changed."""
        async with self.database.transaction() as tx:
            sql = BLOCK_INSERT if blocked else BLOCK_DELETE
            return await tx.execute(sql, (user_id, blocked_id)) == 1

    async def blocked_either_way(self, user_id: int) -> set[int]:
        """Return whom ``user_id`` blocked and who blocked them."""
        found = await self.database.fetchall(BLOCKS_EITHER_WAY, (user_id, user_id))
        return {int(row[0]) for row in found}

    async def hidden_among(self, user_ids: Collection[int]) -> set[int]:
        """Return those of ``user_ids`` hidden from the lobby."""
        if not user_ids:
            return set()
        sql = HIDDEN_AMONG + in_list(len(user_ids))
        return {int(row[0]) for row in await self.database.fetchall(sql, tuple(user_ids))}

    async def set_hidden(self, user_id: int, hidden: bool) -> None:
        """Hide ``user_id`` from the lobby, or show them again."""
        async with self.database.transaction() as tx:
            await tx.execute(HIDDEN_INSERT if hidden else HIDDEN_DELETE, (user_id,))

    async def active_games_of(self, user_id: int) -> list[GameRecord]:
        """Return every active game ``user_id`` plays, oldest first."""
        found = await self.database.fetchall(GAMES_OF_PLAYER, (user_id, user_id))
        return [game_from_row(row) for row in found]

    async def lobby_settings(self, guild_ids: Collection[int]) -> dict[int, LobbySettings]:
        """Return the lobby settings of each of ``guild_ids`` (defaults if never stored)."""
        found = []
        if guild_ids:
            sql = LOBBY_SETTINGS_OF + in_list(len(guild_ids))
            found = await self.database.fetchall(sql, tuple(guild_ids))
        stored = {
            int(guild): LobbySettings(int(guild), bool(enabled), channel)
            for guild, enabled, channel in found
        }
        return {guild: stored.get(guild, LobbySettings(guild)) for guild in guild_ids}

    async def save_lobby_settings(self, settings: LobbySettings) -> None:
        """Store a server's lobby settings."""
        async with self.database.transaction() as tx:
            row = (settings.guild_id, int(settings.enabled), settings.channel_id)
            await tx.execute(LOBBY_SETTINGS_UPSERT, row)


async def _insert_game(tx: Transaction, game: GameRecord) -> int:
    [(game_id,)] = await tx.fetchall(GAME_INSERT, game_insert_row(game))
    return int(game_id)
