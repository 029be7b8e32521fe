"""Tournament results once over: the announcement claimed once, a player's events."""

from __future__ import annotations

from bot.storage import TournamentStore


class TournamentResults:
    """The results of finished tournaments, on the tournament tables."""

    def __init__(self, store: TournamentStore) -> None:
        self._store = store

    async def claim_announcement(self, tournament_id: int) -> bool:
        """True once only per finished tournament: its result is to be announced now."""
        return await self._store.claim_announcement(tournament_id)

    async def of_player(
        self, guild_id: int | None, user_id: int, game: str | None = None
    ) -> tuple[int, int]:
        """How many finished tournaments ``user_id`` played and won, in ``guild_id`` (None:
        anywhere) and of ``game`` (None: any)."""
        return await self._store.results_of(user_id, guild_id, game)
