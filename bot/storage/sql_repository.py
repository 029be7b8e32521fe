""":class:`Repository` written once on a backend's :class:`Database`: each method one unit of
work, saves of moves group-committed."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.storage import queries as q
from bot.storage import rows
from bot.storage.channels import TokenOnlyChannels
from bot.storage.database import Database, Transaction
from bot.storage.errors import CommitUnknownError, StorageBusyError, StorageError
from bot.storage.group_commit import GroupCommit
from bot.storage.homes import HomeRecord, SqlHomes, insert_game
from bot.storage.inputs import SqlInputs
from bot.storage.lobby import SqlLobby
from bot.storage.players import SqlPlayers
from bot.storage.pools import SqlPools
from bot.storage.records import (
    ChallengeRecord,
    ChallengeStatus,
    GameRecord,
    GuildSettings,
    LogEntry,
    ShardLease,
    Standing,
    StandingsChange,
)
from bot.storage.repository import Repository, StandingsConflictError, VersionConflictError
from bot.storage.seeks import SqlSeeks
from bot.storage.tournaments import TournamentStore


@dataclass(frozen=True, slots=True)
class _Save:
    """One game's save: the record (whose version grows once committed) and its rows."""

    game: GameRecord
    update: tuple[Any, ...]
    moves: list[tuple[Any, ...]]


class _BatchRefusedError(Exception):
    """A game in a batch has moved on: the batch is written again save by save."""


class SqlRepository(
    TokenOnlyChannels, SqlLobby, SqlSeeks, SqlPools, SqlHomes, SqlInputs, SqlPlayers, Repository
):
    """:class:`Repository` on ``database`` (open one with :func:`bot.storage.open_storage`)."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self._saves = GroupCommit[_Save](self._write_saves)
        self._tournaments = TournamentStore(database)

    @property
    def tournaments(self) -> TournamentStore:
        """The tournament tables on this database."""
        return self._tournaments

    async def close(self) -> None:
        """Close the database (after the saves in progress)."""
        await self._saves.wait_idle()
        await self.database.close()

    async def try_lead(self, name: str) -> bool:
        """Try to lead the job ``name`` among the processes on this database."""
        return await self.database.try_lead(name)

    async def synced_commands(self, scope: str) -> str | None:
        """Return the digest of the commands last uploaded for ``scope``, or None."""
        found = await self.database.fetchall(q.COMMANDS_SELECT, (scope,))
        return str(found[0][0]) if found else None

    async def record_synced_commands(self, scope: str, digest: str) -> None:
        """Record that the commands with ``digest`` were uploaded for ``scope``."""
        async with self.database.transaction() as tx:
            await tx.execute(q.COMMANDS_UPSERT, (scope, digest))

    async def claim_shards(self, lease: ShardLease, now: float) -> ShardLease | None:
        """Store ``lease`` unless a live lease of another holder overlaps it (returned)."""
        async with self.database.transaction() as tx:
            await tx.execute(q.LEASE_GUARD)
            await tx.execute(q.LEASES_EXPIRED_DELETE, (now,))
            for row in await tx.fetchall(q.LEASES_SELECT):
                held = rows.lease_from_row(row)
                if held.holder != lease.holder and held.overlaps(lease):
                    return held
            await tx.execute(q.LEASE_UPSERT, rows.lease_row(lease))
        return None

    async def renew_shards(self, holder: str, expires_at: float) -> bool:
        """Move ``holder``'s lease on; False if it has none any more."""
        async with self.database.transaction() as tx:
            return await tx.execute(q.LEASE_RENEW, (expires_at, holder)) == 1

    async def release_shards(self, holder: str) -> None:
        """Drop ``holder``'s lease."""
        async with self.database.transaction() as tx:
            await tx.execute(q.LEASE_DELETE, (holder,))

    # -- challenges ----------------------------------------------------------------------------

    async def add_challenge(
        self, challenge: ChallengeRecord, game: GameRecord | None = None
    ) -> None:
        """Insert ``challenge`` (accepted, with ``game`` inserted and linked, if given)."""
        status = challenge.status if game is None else ChallengeStatus.ACCEPTED
        row = rows.challenge_row(dataclasses.replace(challenge, status=status, game_id=None))
        async with self.database.transaction() as tx:
            challenge_id = await _insert(tx, q.CHALLENGE_INSERT, row)
            game_id = None if game is None else await _link(tx, challenge_id, game)
        challenge.id, challenge.status = challenge_id, status
        if game is not None:
            assert game_id is not None
            game.id = challenge.game_id = game_id

    async def close_challenge(
        self, challenge: ChallengeRecord, status: ChallengeStatus, game: GameRecord | None = None
    ) -> bool:
        """Move a pending challenge to ``status`` (inserting ``game``); False if not pending."""
        async with self.database.transaction() as tx:
            if await tx.execute(q.CHALLENGE_CLOSE, (status.value, challenge.id)) != 1:
                return False
            game_id = None if game is None else await _link(tx, challenge.id, game)
        if game is not None:
            assert game_id is not None
            game.id = challenge.game_id = game_id
        challenge.status = status
        return True

    async def pending_challenges(self) -> list[ChallengeRecord]:
        """Return every pending challenge, oldest first."""
        return [
            rows.challenge_from_row(row)
            for row in await self.database.fetchall(q.PENDING_CHALLENGES)
        ]

    async def note_challenge_message(self, challenge_id: int, message_id: int) -> bool:
        """Record the message showing challenge ``challenge_id``; False if there is none."""
        async with self.database.transaction() as tx:
            return await tx.execute(q.CHALLENGE_MESSAGE_NOTE, (message_id, challenge_id)) == 1

    # -- games ---------------------------------------------------------------------------------

    async def start_rematch(
        self, finished: GameRecord, rematch: GameRecord, homes: Sequence[HomeRecord] = ()
    ) -> None:
        """Store ``finished`` and insert ``rematch`` and its ``homes`` in one transaction."""
        async with self.database.transaction() as tx:
            await _update_game(tx, rows.game_update_row(finished))
            rematch_id = await insert_game(tx, rematch, homes)
        finished.version += 1
        rematch.id = rematch_id

    async def save_game(
        self,
        game: GameRecord,
        entries: Sequence[LogEntry] = (),
        standings: StandingsChange | None = None,
    ) -> None:
        """Store ``game``, append ``entries`` and store ``standings`` in one transaction.

        Saves without ``standings`` that wait while another batch is written are committed
        together in the next transaction (group commit); each caller returns only after the
        transaction holding its change has committed.
        """
        save = _Save(game, rows.game_update_row(game), rows.entry_rows(game.id, entries))
        if standings is None:
            await self._saves.submit(save)
            return
        try:
            async with self.database.transaction() as tx:
                await _write_save(tx, save)
                await _store_standings(tx, standings)
        except CommitUnknownError as error:
            outcome = await self._stored(save, error)
            if outcome is not None:
                raise outcome from error
            return
        game.version += 1

    async def _write_saves(self, batch: Sequence[_Save]) -> list[BaseException | None]:
        """Commit ``batch`` in one transaction; if any save fails, write each in its own so
        that only the faulty ones fail. Returns each save's error (None: committed)."""
        try:
            async with self.database.transaction() as tx:
                updated = await tx.count_each(q.GAME_UPDATE, [s.update for s in batch])
                if updated != len(batch):
                    raise _BatchRefusedError
                moves = [row for save in batch for row in save.moves]
                if moves:
                    await tx.execute_each(q.MOVE_INSERT, moves)
        except CommitUnknownError as error:
            return [await self._stored(save, error) for save in batch]
        except Exception as error:
            if len(batch) == 1:
                [save] = batch
                return [_refusal(save) if isinstance(error, _BatchRefusedError) else error]
            if isinstance(error, StorageBusyError):  # each alone would wait as long again
                return [error] * len(batch)
            return [await self._write_alone(save) for save in batch]
        for save in batch:
            save.game.version += 1
        return [None] * len(batch)

    async def _write_alone(self, save: _Save) -> BaseException | None:
        try:
            async with self.database.transaction() as tx:
                await _write_save(tx, save)
        except CommitUnknownError as error:
            return await self._stored(save, error)
        except Exception as error:
            return error
        save.game.version += 1
        return None

    async def _stored(self, save: _Save, lost: CommitUnknownError) -> BaseException | None:
        """After the connection was lost while ``save`` was committed: read the game, and
        return None (its version moved on) if the save is stored, else the error to report."""
        if not lost.settled:
            return lost
        try:
            stored = await self.get_game(save.game.id)
        except StorageError:
            return lost
        expected = save.update[-1]
        if stored is None or stored.version == expected:
            return lost.not_stored
        if stored.version != expected + 1 or rows.game_update_row(stored)[:-1] != save.update[:-1]:
            return _refusal(save)  # another process changed the game: this save is not stored
        save.game.version += 1
        return None

    async def note_board(self, game_id: int, message_id: int) -> bool:
        """Record the message showing game ``game_id``'s board; False if there is none."""
        async with self.database.transaction() as tx:
            return await tx.execute(q.BOARD_NOTE, (message_id, game_id)) == 1

    async def get_game(self, game_id: int) -> GameRecord | None:
        """Return the game with ``game_id``, or None."""
        found = await self.database.fetchall(q.GAME_BY_ID, (game_id,))
        return rows.game_from_row(found[0]) if found else None

    async def active_games(self) -> list[GameRecord]:
        """Return every active game, oldest first."""
        return [rows.game_from_row(row) for row in await self.database.fetchall(q.ACTIVE_GAMES)]

    async def last_game(self, channel_id: int, user_id: int) -> GameRecord | None:
        """Return the most recent game of ``user_id`` in ``channel_id`` or a thread of its
        own made there, or with a home in either, or None."""
        found = await self.database.fetchall(q.LAST_GAME, (channel_id,) * 4 + (user_id,) * 2)
        return rows.game_from_row(found[0]) if found else None

    async def game_log(self, game_id: int) -> list[LogEntry]:
        """Return the log of ``game_id`` in order."""
        return [
            rows.entry_from_row(row)
            for row in await self.database.fetchall(q.LOG_SELECT, (game_id,))
        ]

    # -- statistics and settings ---------------------------------------------------------------

    async def standings_for(
        self, guild_id: int, game: str, user_ids: Sequence[int]
    ) -> list[Standing]:
        """Return the standings of ``user_ids`` in that order (defaults for new players)."""
        found = await self.database.fetchall(
            q.STANDINGS_OF_PLAYERS + q.in_list(len(user_ids)), (guild_id, game, *user_ids)
        )
        known = {s.user_id: s for s in map(rows.standing_from_row, found)}
        return [known.get(user, Standing(guild_id, game, user)) for user in user_ids]

    async def leaderboard(self, guild_id: int, game: str, limit: int) -> list[Standing]:
        """Return the best ``limit`` rated players, best first."""
        found = await self.database.fetchall(q.LEADERBOARD, (guild_id, game, limit))
        return [rows.standing_from_row(row) for row in found]

    async def standing(self, guild_id: int, game: str, user_id: int) -> tuple[Standing, int] | None:
        """Return ``user_id``'s standing and rank (0 if not rated yet), or None."""
        found = await self.database.fetchall(q.STANDING_WITH_RANK, (guild_id, game, user_id))
        if not found:
            return None
        standing = rows.standing_from_row(found[0])
        return standing, int(found[0][10]) + 1 if standing.rated_games else 0

    async def standings_of(self, guild_id: int, user_id: int) -> list[Standing]:
        """Return ``user_id``'s standings in every game they played in ``guild_id``."""
        found = await self.database.fetchall(q.STANDINGS_OF_USER, (guild_id, user_id))
        return [rows.standing_from_row(row) for row in found]

    async def get_settings(self, guild_id: int) -> GuildSettings:
        """Return the settings of ``guild_id`` (the defaults if never set)."""
        found = await self.database.fetchall(q.SETTINGS_SELECT, (guild_id,))
        return rows.settings_from_row(found[0]) if found else GuildSettings(guild_id)

    async def save_settings(self, settings: GuildSettings) -> None:
        """Store ``settings`` for its guild."""
        async with self.database.transaction() as tx:
            await tx.execute(q.SETTINGS_UPSERT, rows.settings_row(settings))

    # -- the timers' heartbeat ----------------------------------------------------------------

    async def last_heartbeat(self, process: str) -> float | None:
        """Return when ``process``'s timers last ran, or None."""
        found = await self.database.fetchall(q.HEARTBEAT_SELECT, (process,))
        return float(found[0][0]) if found else None

    async def heartbeat(self, process: str, at: float) -> None:
        """Record that ``process``'s timers ran at ``at``."""
        async with self.database.transaction() as tx:
            await tx.execute(q.HEARTBEAT_UPSERT, (process, at))


async def _insert(tx: Transaction, sql: str, row: Sequence[Any]) -> int:
    [(new_id,)] = await tx.fetchall(sql, row)
    return int(new_id)


async def _link(tx: Transaction, challenge_id: int, game: GameRecord) -> int:
    """Insert ``game`` and link challenge ``challenge_id`` to it; return the game's id."""
    game_id = await insert_game(tx, game)
    await tx.execute(q.CHALLENGE_LINK, (game_id, challenge_id))
    return game_id


def _refusal(save: _Save) -> VersionConflictError:
    return VersionConflictError(save.game.id, save.game.version)


async def _update_game(tx: Transaction, update: Sequence[Any]) -> None:
    """Run a game's ``GAME_UPDATE``; raise :class:`VersionConflictError` if it changed nothing."""
    if await tx.execute(q.GAME_UPDATE, update) != 1:
        raise VersionConflictError(update[-2], update[-1])


async def _write_save(tx: Transaction, save: _Save) -> None:
    await _update_game(tx, save.update)
    if save.moves:
        await tx.execute_each(q.MOVE_INSERT, save.moves)


async def _store_standings(tx: Transaction, change: StandingsChange) -> None:
    """Store ``change.after`` where the stored standings still match ``change.before``.

    Rows are written (and, on a server, locked) in the order of their user ids, then of their
    scopes, so two results sharing two players cannot each hold the lock the other waits for.
    """
    pairs = sorted(
        zip(change.before, change.after, strict=True),
        key=lambda p: (p[1].user_id, p[1].guild_id),
    )
    stale = [
        new.user_id
        for old, new in pairs
        if await tx.execute(q.STANDING_STORE, (*rows.standing_row(new), *rows.standing_counts(old)))
        != 1
    ]
    if stale:
        raise StandingsConflictError(stale)
