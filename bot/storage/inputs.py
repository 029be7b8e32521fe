"""Inputs waiting for the process that holds their match: on a shard cluster, a move, an
offer, a resignation or an abort made in a home of a game across servers that another process
holds, or that home's channel gone, written by the process that received them and applied by
the holder. Each is taken (claimed at the match's version) before it is applied and answered once
applied, so a holder killed in between lets its successor tell whether the input was stored
from the match's version; a sender that gives up withdraws only an input nobody took.
"""

from __future__ import annotations

import contextlib
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

from bot.storage.database import Database
from bot.storage.errors import CommitUnknownError, StorageError
from bot.storage.rows import Row

INPUTS_TABLE = """
    CREATE TABLE match_inputs (
        id {id},
        game_id BIGINT NOT NULL,
        holder_guild_id BIGINT NOT NULL,
        kind TEXT NOT NULL,
        user_id BIGINT NOT NULL,
        channel_id BIGINT NOT NULL,
        text TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        taken_version INTEGER,
        outcome TEXT
    );
    CREATE INDEX match_inputs_open ON match_inputs (outcome, id);
"""
"""The inputs waiting for their match's holder (``{id}``: the backend's auto-numbered key)."""

INPUTS_CHANNEL = "match_inputs"
"""The notification channel (PostgreSQL ``NOTIFY``) on which an input's id is sent when it is
queued (``input <id>``) and when it is answered (``answer <id>``), and a game's id when its
holder changed it (``game <id>``)."""

_COLUMNS = (
    "game_id, holder_guild_id, kind, user_id, channel_id, text, created_at, taken_version, outcome"
)
_INSERT = (
    f"INSERT INTO match_inputs ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL) RETURNING id"
)
_SELECT = f"SELECT id, {_COLUMNS} FROM match_inputs"
_OPEN = f"{_SELECT} WHERE outcome IS NULL ORDER BY id"
_BY_ID = f"{_SELECT} WHERE id = ?"
_QUEUED = (
    "SELECT id FROM match_inputs WHERE game_id = ? AND holder_guild_id = ? AND kind = ? "
    "AND user_id = ? AND channel_id = ? AND text = ? AND created_at = ? ORDER BY id DESC LIMIT 1"
)
_TAKE = "UPDATE match_inputs SET taken_version = ? WHERE id = ? AND outcome IS NULL"
_ANSWER = "UPDATE match_inputs SET outcome = ? WHERE id = ? AND outcome IS NULL"
_WITHDRAW = "DELETE FROM match_inputs WHERE id = ? AND taken_version IS NULL"
_FORGET = "DELETE FROM match_inputs WHERE id = ?"
_SWEEP = "DELETE FROM match_inputs WHERE outcome IS NOT NULL AND created_at < ?"


@dataclass(frozen=True, slots=True)
class InputRecord:
    """One input for match ``game_id``, whose holder serves ``holder_guild_id``: ``kind``
    (``move``, ``resign``, ``abort``, ``offer``, ``gone``) asked by ``user_id`` in
    ``channel_id`` with ``text`` (a move's text, an offer's verb and kind, a gone home's
    seat); ``taken_version`` is the match's version when its holder took it (None: nobody
    has), ``outcome`` the answer (None: not answered yet)."""

    id: int
    game_id: int
    holder_guild_id: int
    kind: str
    user_id: int
    channel_id: int
    text: str
    created_at: float
    taken_version: int | None = None
    outcome: str | None = None


def _input(row: Row) -> InputRecord:
    id_, game, guild, kind, user, channel, text, created, taken, outcome = row
    return InputRecord(
        int(id_),
        int(game),
        int(guild),
        kind,
        int(user),
        int(channel),
        text,
        float(created),
        None if taken is None else int(taken),
        outcome,
    )


class InputStorage(ABC):
    """The inputs' units of work (a part of :class:`~bot.storage.repository.Repository`)."""

    @abstractmethod
    async def queue_input(self, entry: InputRecord) -> int:
        """Store ``entry`` (its ``id`` ignored) and tell the listeners; return its id. If the
        connection is lost while it commits, it is looked for once the server settled that
        commit: found, its id; else the error saying nothing was stored; if that cannot be
        told, :class:`CommitUnknownError` (nothing is ever stored twice)."""

    @abstractmethod
    async def open_inputs(self) -> list[InputRecord]:
        """Return the inputs not answered yet, oldest first."""

    @abstractmethod
    async def get_input(self, input_id: int) -> InputRecord | None:
        """Return input ``input_id``, or None if it was withdrawn or forgotten."""

    @abstractmethod
    async def take_input(self, input_id: int, version: int) -> bool:
        """Mark input ``input_id`` taken at its match's ``version`` (its holder applies it
        next); False if it was withdrawn or answered meanwhile."""

    @abstractmethod
    async def answer_input(self, input_id: int, outcome: str) -> None:
        """Store ``outcome`` as input ``input_id``'s answer (unless it has one) and tell the
        listeners."""

    @abstractmethod
    async def withdraw_input(self, input_id: int) -> bool:
        """Delete input ``input_id`` if nobody took it; True if it was deleted."""

    @abstractmethod
    async def forget_input(self, input_id: int) -> None:
        """Delete input ``input_id`` (its answer was read)."""

    @abstractmethod
    async def sweep_inputs(self, before: float) -> None:
        """Delete the answered inputs queued before ``before`` (their senders are gone)."""

    @abstractmethod
    async def tell_changed(self, game_id: int) -> None:
        """Tell the listeners that game ``game_id`` changed (its copies elsewhere are stale)."""

    @abstractmethod
    async def listen_inputs(self, callback: Callable[[str | None], None]) -> bool:
        """Call ``callback`` with each notification on :data:`INPUTS_CHANNEL` from now on,
        and with None once they are lost (the database went away: listen again); False if the
        backend has none (one process per database: it polls)."""


class SqlInputs(InputStorage):
    """:class:`InputStorage` on ``database`` (a part of
    :class:`~bot.storage.sql_repository.SqlRepository`)."""

    database: Database

    async def queue_input(self, entry: InputRecord) -> int:
        """See :meth:`InputStorage.queue_input`."""
        row = (
            entry.game_id,
            entry.holder_guild_id,
            entry.kind,
            entry.user_id,
            entry.channel_id,
            entry.text,
            entry.created_at,
        )
        try:
            async with self.database.transaction() as tx:
                [(new_id,)] = await tx.fetchall(_INSERT, row)
        except CommitUnknownError as lost:
            new_id = await self._queued(row, lost)
        with contextlib.suppress(StorageError):  # its holder finds it at its next look
            await self.database.notify(INPUTS_CHANNEL, f"input {new_id}")
        return int(new_id)

    async def _queued(self, row: tuple[object, ...], lost: CommitUnknownError) -> int:
        """The id of the input ``row`` whose commit ``lost`` its connection, if it is stored
        (the newest such: its sender forgets each input once answered); else raise what
        ``lost`` says (see :meth:`queue_input`)."""
        if not lost.settled:
            raise lost
        try:
            found = await self.database.fetchall(_QUEUED, row)
        except StorageError:
            raise lost from None
        if not found:
            raise lost.not_stored from lost
        return int(found[0][0])

    async def open_inputs(self) -> list[InputRecord]:
        """See :meth:`InputStorage.open_inputs`."""
        return [_input(row) for row in await self.database.fetchall(_OPEN)]

    async def get_input(self, input_id: int) -> InputRecord | None:
        """See :meth:`InputStorage.get_input`."""
        found = await self.database.fetchall(_BY_ID, (input_id,))
        return _input(found[0]) if found else None

    async def take_input(self, input_id: int, version: int) -> bool:
        """See :meth:`InputStorage.take_input`."""
        async with self.database.transaction() as tx:
            return await tx.execute(_TAKE, (version, input_id)) == 1

    async def answer_input(self, input_id: int, outcome: str) -> None:
        """See :meth:`InputStorage.answer_input`."""
        async with self.database.transaction() as tx:
            await tx.execute(_ANSWER, (outcome, input_id))
        await self.database.notify(INPUTS_CHANNEL, f"answer {input_id}")

    async def withdraw_input(self, input_id: int) -> bool:
        """See :meth:`InputStorage.withdraw_input`."""
        async with self.database.transaction() as tx:
            return await tx.execute(_WITHDRAW, (input_id,)) == 1

    async def forget_input(self, input_id: int) -> None:
        """See :meth:`InputStorage.forget_input`."""
        async with self.database.transaction() as tx:
            await tx.execute(_FORGET, (input_id,))

    async def sweep_inputs(self, before: float) -> None:
        """See :meth:`InputStorage.sweep_inputs`."""
        async with self.database.transaction() as tx:
            await tx.execute(_SWEEP, (before,))

    async def tell_changed(self, game_id: int) -> None:
        """See :meth:`InputStorage.tell_changed`."""
        await self.database.notify(INPUTS_CHANNEL, f"game {game_id}")

    async def listen_inputs(self, callback: Callable[[str | None], None]) -> bool:
        """See :meth:`InputStorage.listen_inputs`."""
        return await self.database.listen(INPUTS_CHANNEL, callback)
