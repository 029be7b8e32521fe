"""Players' own records on a SQL database: their puzzle records and attempts, and their
preferences."""

from __future__ import annotations

import dataclasses

from bot.storage import queries as q
from bot.storage.database import Database
from bot.storage.records import PuzzleAttempt, PuzzlePlayer
from bot.storage.repository import ScorePuzzle


class SqlPlayers:
    """The puzzle and preference methods of :class:`~bot.storage.repository.Repository` on
    ``database`` (a part of :class:`~bot.storage.sql_repository.SqlRepository`)."""

    database: Database

    # -- puzzles -------------------------------------------------------------------------------

    async def puzzle_player(self, user_id: int) -> PuzzlePlayer | None:
        """Return ``user_id``'s puzzle record, or None."""
        found = await self.database.fetchall(q.PUZZLE_PLAYER_BY_ID, (user_id,))
        return PuzzlePlayer(*found[0]) if found else None

    async def record_puzzle_attempt(
        self, attempt: PuzzleAttempt, fresh: PuzzlePlayer, score: ScorePuzzle
    ) -> tuple[PuzzlePlayer, PuzzlePlayer]:
        """Store a first attempt and the record ``score`` makes of the stored one (``fresh``
        if none), under the record's row lock; return the record before and after."""
        row = (attempt.user_id, attempt.puzzle, attempt.guild_id, int(attempt.solved), attempt.at)
        async with self.database.transaction() as tx:
            if not await tx.execute(q.PUZZLE_ATTEMPT_INSERT, row):
                found = await tx.fetchall(q.PUZZLE_PLAYER_BY_ID, (attempt.user_id,))
                stored = PuzzlePlayer(*found[0]) if found else fresh
                return stored, stored
            [locked] = await tx.fetchall(q.PUZZLE_PLAYER_LOCK, dataclasses.astuple(fresh))
            before = PuzzlePlayer(*locked)
            after = score(before)
            await tx.execute(q.PUZZLE_PLAYER_UPSERT, dataclasses.astuple(after))
        return before, after

    async def attempted_puzzles(self, user_id: int) -> set[int]:
        """Return the puzzles ``user_id`` has attempted."""
        found = await self.database.fetchall(q.PUZZLES_ATTEMPTED, (user_id,))
        return {int(row[0]) for row in found}

    async def puzzle_leaderboard(self, guild_id: int, limit: int) -> list[PuzzlePlayer]:
        """Return the best puzzle players of ``guild_id`` (or everyone), best first."""
        found = await self.database.fetchall(q.PUZZLE_LEADERBOARD, (guild_id, guild_id, limit))
        return [PuzzlePlayer(*row) for row in found]

    # -- preferences ---------------------------------------------------------------------------

    async def dm_reminders(self, user_id: int) -> bool:
        """Return whether ``user_id`` wants turn reminders by direct message."""
        found = await self.database.fetchall(q.PREFERENCE_SELECT, (user_id,))
        return bool(found[0][0]) if found else False

    async def set_dm_reminders(self, user_id: int, wanted: bool) -> None:
        """Store whether ``user_id`` wants turn reminders by direct message."""
        async with self.database.transaction() as tx:
            await tx.execute(q.PREFERENCE_UPSERT, (user_id, int(wanted)))

    async def board_style_of(self, user_id: int) -> str | None:
        """Return ``user_id``'s own board style for private views (None if never set)."""
        found = await self.database.fetchall(q.STYLE_PREFERENCE_SELECT, (user_id,))
        return str(found[0][0]) if found and found[0][0] is not None else None

    async def set_board_style_of(self, user_id: int, style: str | None) -> None:
        """Store ``user_id``'s own board style for private views (None: each board's)."""
        async with self.database.transaction() as tx:
            await tx.execute(q.STYLE_PREFERENCE_UPSERT, (user_id, style))
