"""Leaderboards and players' records, read from storage, and a rating change in words."""

from __future__ import annotations

from bot.service.match import make_rules
from bot.service.models import LeaderboardEntry, PlayerRecord, RatingChange
from bot.storage import Repository
from texts import Text, t


class Standings:
    """Leaderboards and players' records, read from storage."""

    def __init__(self, repository: Repository) -> None:
        self._repo = repository

    async def leaderboard(self, scope: int, game: str, limit: int) -> list[LeaderboardEntry]:
        """Return the top ``limit`` rated players of ``game`` in ``scope``, best first."""
        name = make_rules(game, {}).name
        return [
            LeaderboardEntry(rank, s.user_id, s.rating, s.wins, s.losses, s.draws)
            for rank, s in enumerate(await self._repo.leaderboard(scope, name, limit), 1)
        ]

    async def player_records(
        self, scope: int, user_id: int, game: str | None
    ) -> list[PlayerRecord]:
        """Return ``user_id``'s record and rank in ``game`` (or every game they played)."""
        if game is None:
            names = [s.game for s in await self._repo.standings_of(scope, user_id)]
        else:
            names = [make_rules(game, {}).name]
        records = []
        for name in names:
            found = await self._repo.standing(scope, name, user_id)
            if found is not None:
                s, rank = found
                records.append(
                    PlayerRecord(
                        user_id, name, s.wins, s.losses, s.draws, s.rated_games, s.rating, rank
                    )
                )
        return records


EARLY_RATED_GAMES = 5
"""Up to this many rated games a rating is still uncertain, so results move it a lot."""
EVEN_MARGIN = 10.0
"""Ratings closer than this are worded as equal."""


def rating_phrase(change: RatingChange) -> Text:
    """A rating change and why it is that large, in one short phrase for players: ``+83
    (first rated game: early ratings move most)``, ``-6 against a player rated 140 lower``,
    ``+12 against an equal rating``."""
    delta = f"{change.delta:+.0f}"
    games = change.rated_games
    if games <= EARLY_RATED_GAMES:
        return t("rating-early", delta=delta, games=games)
    gap = change.opponent_before - change.before
    if abs(gap) < EVEN_MARGIN:
        return t("rating-even", delta=delta)
    key = "rating-against-higher" if gap > 0 else "rating-against-lower"
    return Text(key, {"delta": delta, "gap": f"{abs(gap):.0f}"})
