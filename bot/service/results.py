"""A finished match's result for its players' records and how it moves their ratings: it
knows nothing of matches, so the matches that store a result import it and nothing imports
them back."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

from bot.service.models import RatingChange
from bot.storage import GLOBAL_SCOPE, NO_GUILD, Standing

_RATING_MODEL = PlackettLuce()
RATING_START = 1500.0
"""The rating a new player is shown: OpenSkill's conservative estimate (mu - 3 sigma, which
starts at 0) is shown as ``RATING_START + RATING_SCALE * (mu - 3 sigma)``, a familiar scale
on which a first win is worth about +80 and a first loss about -40."""
RATING_SCALE = 24.0


@dataclass(frozen=True, slots=True)
class Result:
    """A finished match's result for its human players' records, counted when it is stored.

    It counts in each of ``scopes`` (standings ``guild_id`` values): the match's server and
    :data:`~bot.storage.GLOBAL_SCOPE`, or the global scope alone for a match with no server.
    """

    user_ids: tuple[int, ...]
    seats: tuple[int, ...]
    winner: int | None
    rated: bool
    scopes: tuple[int, ...]

    def counted(self, before: Sequence[Standing]) -> tuple[list[Standing], list[RatingChange]]:
        """Return the players' standings after this result, from ``before`` (theirs as read:
        scope by scope, in the order of ``scopes``, each in the order of ``user_ids``), and the
        rating changes in the first scope (none if the match is unrated)."""
        after = [dataclasses.replace(standing) for standing in before]
        players = len(self.user_ids)
        changes: list[list[RatingChange]] = []
        for start in range(0, len(after), players):
            scope = after[start : start + players]
            for seat, standing in zip(self.seats, scope, strict=True):
                if self.winner is None:
                    standing.draws += 1
                elif self.winner == seat:
                    standing.wins += 1
                else:
                    standing.losses += 1
            changes.append(_rate(scope, self.winner) if self.rated else [])
        return after, changes[0]


def scopes_of(guild_id: int) -> tuple[int, ...]:
    """The standings scopes a match in ``guild_id`` counts in, its own first (the storage
    writes them in its lock order whatever this order is)."""
    return (GLOBAL_SCOPE,) if guild_id == NO_GUILD else (guild_id, GLOBAL_SCOPE)


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
        RatingChange(s.user_id, old, s.rating, s.rated_games, opponent)
        for s, old, opponent in zip(standings, before, before[::-1], strict=True)
    ]
