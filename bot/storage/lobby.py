"""The lobby's tables (open seeks, quick pairing pools, blocks, players hidden from the lobby
and the servers that take part in it), and the units of work of who takes part: blocks, players
hidden, the servers' lobby settings and a player's games everywhere. The seeks' units of work are
in :mod:`bot.storage.seeks`, the pools' in :mod:`bot.storage.pools`.

Every claim is a conditional write inside the transaction that stores the new game, so a seek
is accepted and a waiting player paired exactly once, however many processes try at once, and a
process killed in between leaves the seek or the waiting player as they were.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection

from bot.storage.database import Database
from bot.storage.lobby_records import LobbySettings
from bot.storage.queries import GAME_SELECT, in_list
from bot.storage.records import GameRecord
from bot.storage.rows import game_from_row


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


POOL_GUARD = "UPDATE pool_guard SET pairings = pairings + 1"
"""Run first in a pairing's or a new seek's transaction: its row lock makes them wait for each
other (so that a count read before an insert still holds when it commits)."""
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


class LobbyStorage(ABC):
    """Who takes part in the lobby: its units of work (a part of
    :class:`~bot.storage.repository.Repository`)."""

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
