"""The channels the bot reaches only through interaction tokens, on a SQL database."""

from __future__ import annotations

from bot.storage import queries as q
from bot.storage.database import Database


class TokenOnlyChannels:
    """:meth:`Repository.token_only_channels` and :meth:`Repository.note_token_only` on
    ``database`` (a part of :class:`~bot.storage.sql_repository.SqlRepository`)."""

    database: Database

    async def token_only_channels(self) -> set[int]:
        """Return the channels noted as reached only through interaction tokens."""
        return {int(row[0]) for row in await self.database.fetchall(q.TOKEN_ONLY_SELECT)}

    async def note_token_only(self, channel_id: int) -> None:
        """Note that ``channel_id`` is reached only through interaction tokens (once)."""
        async with self.database.transaction() as tx:
            await tx.execute(q.TOKEN_ONLY_INSERT, (channel_id,))
