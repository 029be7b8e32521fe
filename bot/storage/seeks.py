"""Open seeks: their SQL, records and units of work. A seek is claimed by a conditional write in
the transaction that stores its game, so it is accepted exactly once however many processes try
at once, and a process killed in between leaves it open."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from bot.storage.database import Database
from bot.storage.homes import HomeRecord, insert_game
from bot.storage.lobby import POOL_GUARD
from bot.storage.lobby_records import SeekRecord, SeekScope, SeekStatus
from bot.storage.records import GameRecord
from bot.storage.rows import Row, options_json

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


class SeekStorage(ABC):
    """The seeks' units of work (a part of :class:`~bot.storage.repository.Repository`)."""

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


class SqlSeeks(SeekStorage):
    """:class:`SeekStorage` on ``database`` (a part of
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
            game_id = await insert_game(tx, game, homes)
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
