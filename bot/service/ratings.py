"""Results and ratings: what a finished match adds to its players' records, and the tables."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

from bot.service.matches import Change, make_rules, player
from bot.service.models import LeaderboardEntry, PlayerRecord, RatingChange
from bot.storage import Repository, Standing
from games.base import Outcome

_RATING_MODEL = PlackettLuce()
RATING_START = 1500.0
"""The rating a new player is shown: OpenSkill's conservative estimate (mu - 3 sigma, which
starts at 0) is shown as ``RATING_START + RATING_SCALE * (mu - 3 sigma)``, a familiar scale
on which a first win is worth about +80 and a first loss about -40."""
RATING_SCALE = 24.0


@dataclass(frozen=True, slots=True)
class Result:
    """A finished match's result for its human players' records, counted when it is stored."""

    user_ids: tuple[int, ...]
    seats: tuple[int, ...]
    winner: int | None
    rated: bool

    def counted(self, before: Sequence[Standing]) -> tuple[list[Standing], list[RatingChange]]:
        """Return the players' standings after this result, from ``before`` (theirs as read, in
        the order of ``user_ids``), and the rating changes (none if the match is unrated)."""
        after = [dataclasses.replace(standing) for standing in before]
        for seat, standing in zip(self.seats, after, strict=True):
            if self.winner is None:
                standing.draws += 1
            elif self.winner == seat:
                standing.wins += 1
            else:
                standing.losses += 1
        return after, _rate(after, self.winner) if self.rated else []


def count_result(change: Change, outcome: Outcome) -> None:
    """Prepare ``change`` to count ``outcome`` for the human players (and rate it if the match
    is rated); the new ratings land in ``change.ratings`` when it is committed."""
    record = change.record
    humans = tuple(s for s in (1, 2) if s != record.computer_seat)
    if humans:
        user_ids = tuple(player(record, seat) for seat in humans)
        change.result = Result(user_ids, humans, outcome.winner, record.rated)


def _shown(rating: PlackettLuceRating) -> float:
    """The single number players see for ``rating`` (see :data:`RATING_START`)."""
    return rating.ordinal(alpha=RATING_SCALE, target=RATING_START)


def _rate(standings: list[Standing], winner: int | None) -> list[RatingChange]:
    """Update two players' ratings (seat 1, seat 2) after a match; return the changes."""
    teams = [[_RATING_MODEL.rating(mu=s.mu, sigma=s.sigma)] for s in standings]
    before = [_shown(player) for [player] in teams]
    ranks = [1.0, 1.0] if winner is None else [1.0 if seat == winner else 2.0 for seat in (1, 2)]
    for standing, [rating] in zip(standings, _RATING_MODEL.rate(teams, ranks=ranks), strict=True):
        standing.mu, standing.sigma = rating.mu, rating.sigma
        standing.rating = _shown(rating)
        standing.rated_games += 1
    return [
        RatingChange(s.user_id, old, s.rating) for s, old in zip(standings, before, strict=True)
    ]


class Standings:
    """Leaderboards and players' records, read from storage."""

    def __init__(self, repository: Repository) -> None:
        self._repo = repository

    async def leaderboard(self, guild_id: int, game: str, limit: int) -> list[LeaderboardEntry]:
        """Return the top ``limit`` rated players of ``game`` in ``guild_id``, best first."""
        name = make_rules(game, {}).name
        return [
            LeaderboardEntry(rank, s.user_id, s.rating, s.wins, s.losses, s.draws)
            for rank, s in enumerate(await self._repo.leaderboard(guild_id, name, limit), 1)
        ]

    async def player_records(
        self, guild_id: int, user_id: int, game: str | None
    ) -> list[PlayerRecord]:
        """Return ``user_id``'s record and rank in ``game`` (or every game they played)."""
        if game is None:
            names = [s.game for s in await self._repo.standings_of(guild_id, user_id)]
        else:
            names = [make_rules(game, {}).name]
        records = []
        for name in names:
            found = await self._repo.standing(guild_id, name, user_id)
            if found is not None:
                s, rank = found
                records.append(
                    PlayerRecord(
                        user_id, name, s.wins, s.losses, s.draws, s.rated_games, s.rating, rank
                    )
                )
        return records
