"""A match's other homes: where a player of a game across servers plays it when that is not the
game's own channel (the row of ``games``). Each home is one seat's channel, its board message
and the language its board speaks; its rows are written in the transaction that stores the game.

Also the threads of their own that games are played in (a challenge's, a seek's or a pairing's
match, or one player's home of a game across servers), each with the channel it was made in:
"the last game here" in a channel includes those played in its threads.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from bot.storage.database import Database, Transaction
from bot.storage.queries import GAME_INSERT, THREADS_OF, in_list
from bot.storage.records import GameRecord
from bot.storage.rows import Row, game_insert_row

HOMES_TABLE = """
    CREATE TABLE match_homes (
        game_id BIGINT NOT NULL,
        seat INTEGER NOT NULL CHECK (seat IN (1, 2)),
        guild_id BIGINT NOT NULL,
        channel_id BIGINT NOT NULL,
        board_message_id BIGINT,
        language TEXT,
        PRIMARY KEY (game_id, seat)
    );
"""
"""The homes of games across servers: the same SQL on both backends."""

THREADS_TABLE = """
    CREATE TABLE game_threads (
        thread_id BIGINT PRIMARY KEY,
        channel_id BIGINT NOT NULL
    );
    CREATE INDEX game_threads_by_channel ON game_threads (channel_id);
    INSERT INTO game_threads (thread_id, channel_id)
        SELECT DISTINCT games.channel_id, challenges.channel_id
        FROM challenges JOIN games ON games.id = challenges.game_id
        WHERE games.channel_id <> challenges.channel_id;
"""
"""The threads games are played in, by the channel each was made in (the same SQL on both
backends); those of challenges accepted before it came, as they were read then."""
THREAD_NOTE = (
    "INSERT INTO game_threads (thread_id, channel_id) VALUES (?, ?) "
    "ON CONFLICT (thread_id) DO NOTHING"
)

HOMES_BY_CHANNEL = "CREATE INDEX match_homes_by_channel ON match_homes (channel_id);"
"""The homes by channel, for a process that hears of a game across servers only later than
a player sees its board there (:meth:`HomeStorage.across_in`); the same SQL on both backends."""

HOME_COLUMNS = "game_id, seat, guild_id, channel_id, board_message_id, language"
HOME_INSERT = f"INSERT INTO match_homes ({HOME_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)"
HOMES_OF = f"SELECT {HOME_COLUMNS} FROM match_homes WHERE game_id IN "
ACROSS_IN_PROGRESS = (
    "SELECT games.id, games.guild_id, match_homes.guild_id FROM match_homes "
    "JOIN games ON games.id = match_homes.game_id WHERE games.status = 'active'"
)
ACROSS_IN = (
    "SELECT games.id FROM match_homes JOIN games ON games.id = match_homes.game_id "
    "WHERE match_homes.channel_id = ? AND games.status = 'active' ORDER BY games.id"
)
HOME_BOARD_NOTE = "UPDATE match_homes SET board_message_id = ? WHERE game_id = ? AND seat = ?"
HOME_UPSERT = (
    HOME_INSERT + " ON CONFLICT (game_id, seat) DO UPDATE SET guild_id = excluded.guild_id, "
    "channel_id = excluded.channel_id, board_message_id = excluded.board_message_id, "
    "language = excluded.language"
)


@dataclass(slots=True)
class HomeRecord:
    """Where seat ``seat`` of game ``game_id`` plays it: ``channel_id`` of ``guild_id`` (0: a
    DM), its board there (None until posted), in ``language`` (None: English)."""

    game_id: int
    seat: int
    guild_id: int
    channel_id: int
    board_message_id: int | None = None
    language: str | None = None


def _home(row: Row) -> HomeRecord:
    game, seat, guild, channel, board, language = row
    return HomeRecord(
        int(game),
        int(seat),
        int(guild),
        int(channel),
        None if board is None else int(board),
        language,
    )


async def insert_game(tx: Transaction, game: GameRecord, homes: Sequence[HomeRecord] = ()) -> int:
    """Insert ``game`` and its other ``homes`` (setting their ``game_id``) within ``tx``;
    return the game's id (the caller sets ``game.id`` once ``tx`` is committed)."""
    [(game_id,)] = await tx.fetchall(GAME_INSERT, game_insert_row(game))
    for home in homes:
        home.game_id = int(game_id)
        row = (home.game_id, home.seat, home.guild_id, home.channel_id, None, home.language)
        await tx.execute(HOME_INSERT, row)
    return int(game_id)


class HomeStorage(ABC):
    """The homes' units of work (a part of :class:`~bot.storage.repository.Repository`)."""

    @abstractmethod
    async def homes_of(self, game_ids: Collection[int]) -> list[HomeRecord]:
        """Return the other homes of ``game_ids``, by game then seat."""

    @abstractmethod
    async def across_in_progress(self) -> list[tuple[int, int, int]]:
        """Return each game across servers in progress as (its id, its guild, the guild of
        its other home): the few games a process of a cluster may hold or mirror without
        having started them, read without the others' rows."""

    @abstractmethod
    async def across_in(self, channel_id: int) -> list[int]:
        """Return the ids of the games across servers in progress with a home in
        ``channel_id``, oldest first."""

    @abstractmethod
    async def note_home_board(self, game_id: int, seat: int, message_id: int) -> bool:
        """Record the board message of ``seat``'s home of ``game_id``; False if none."""

    @abstractmethod
    async def put_home(self, home: HomeRecord) -> None:
        """Store ``home`` as where its seat plays its game, replacing that seat's home."""

    @abstractmethod
    async def note_thread(self, thread_id: int, channel_id: int) -> None:
        """Record ``thread_id`` as a thread of ``channel_id`` that games are played in (kept
        as first recorded)."""

    @abstractmethod
    async def threads_of(self, channel_id: int) -> set[int]:
        """Return the threads of ``channel_id`` recorded by :meth:`note_thread`."""


class SqlHomes(HomeStorage):
    """:class:`HomeStorage` on ``database`` (a part of
    :class:`~bot.storage.sql_repository.SqlRepository`)."""

    database: Database

    async def homes_of(self, game_ids: Collection[int]) -> list[HomeRecord]:
        """Return the other homes of ``game_ids``."""
        if not game_ids:
            return []
        sql = HOMES_OF + in_list(len(game_ids)) + " ORDER BY game_id, seat"
        return [_home(row) for row in await self.database.fetchall(sql, tuple(game_ids))]

    async def across_in_progress(self) -> list[tuple[int, int, int]]:
        """Return the games across servers in progress, with their two guilds."""
        rows = await self.database.fetchall(ACROSS_IN_PROGRESS)
        return [(int(game), int(guild), int(home)) for game, guild, home in rows]

    async def across_in(self, channel_id: int) -> list[int]:
        """Return the games across servers in progress with a home in ``channel_id``."""
        return [int(row[0]) for row in await self.database.fetchall(ACROSS_IN, (channel_id,))]

    async def note_home_board(self, game_id: int, seat: int, message_id: int) -> bool:
        """Record a home's board message; False if there is no such home."""
        async with self.database.transaction() as tx:
            return await tx.execute(HOME_BOARD_NOTE, (message_id, game_id, seat)) == 1

    async def put_home(self, home: HomeRecord) -> None:
        """Store ``home``, replacing its seat's."""
        row = (home.game_id, home.seat, home.guild_id, home.channel_id, home.board_message_id)
        async with self.database.transaction() as tx:
            await tx.execute(HOME_UPSERT, (*row, home.language))

    async def note_thread(self, thread_id: int, channel_id: int) -> None:
        """Record a thread games are played in."""
        async with self.database.transaction() as tx:
            await tx.execute(THREAD_NOTE, (thread_id, channel_id))

    async def threads_of(self, channel_id: int) -> set[int]:
        """Return the threads of ``channel_id`` games are played in."""
        return {int(row[0]) for row in await self.database.fetchall(THREADS_OF, (channel_id,))}
