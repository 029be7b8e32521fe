"""Quick pairing pools: their SQL, entries and units of work. A waiting player is taken from a
pool in the transaction that stores the new game and waits for every other pairing, so a player
is paired exactly once however many processes pair at once."""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence

from bot.storage.database import Database
from bot.storage.homes import HomeRecord, insert_game
from bot.storage.lobby import POOL_GUARD
from bot.storage.lobby_records import PoolEntry, PoolJoin
from bot.storage.records import GameRecord
from bot.storage.rows import Row

_POOL_COLUMNS = "user_id, guild_id, channel_id, pool, rating, language, joined_at, expires_at"
POOL_WAITS = "SELECT 1 FROM pool_entries WHERE user_id = ? AND expires_at > ?"
POOL_WAITING = (
    f"SELECT {_POOL_COLUMNS} FROM pool_entries WHERE pool = ? AND expires_at > ? ORDER BY joined_at"
)
POOL_INSERT = f"INSERT INTO pool_entries ({_POOL_COLUMNS}) VALUES ({', '.join('?' * 8)})"
POOL_DELETE = "DELETE FROM pool_entries WHERE user_id = ?"
POOL_LAPSED = f"SELECT {_POOL_COLUMNS} FROM pool_entries WHERE expires_at <= ? ORDER BY expires_at"
POOL_LAPSE = "DELETE FROM pool_entries WHERE user_id = ? AND joined_at = ?"
"""Takes out one lapsed entry, unless the player joined again meanwhile."""


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


class PoolStorage(ABC):
    """The pools' units of work (a part of :class:`~bot.storage.repository.Repository`)."""

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


class SqlPools(PoolStorage):
    """:class:`PoolStorage` on ``database`` (a part of
    :class:`~bot.storage.sql_repository.SqlRepository`)."""

    database: Database

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
            game_id = await insert_game(tx, game, homes)
        game.id = game_id
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
