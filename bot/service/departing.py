"""Homes gone where another process holds their match: the part of
:class:`~bot.service.MatchService` through which the process that sees a home's channel go
(a gateway event of its own servers) tells the process that holds the match, which moves the
players of that home on (:class:`~bot.service.events.HomeGone`)."""

from __future__ import annotations

from bot.service.errors import refused_if_unsaved
from bot.service.forwarding import Forwarding
from bot.service.matches import Matches
from bot.service.models import MatchView
from bot.service.views import match_view


class Departing:
    """The mirrors of the service's ``_matches`` and their homes gone, told to their holders
    through its ``_forwarding``."""

    _matches: Matches
    _forwarding: Forwarding

    def mirrored_games(self) -> list[MatchView]:
        """Every match in progress another process holds and this one mirrors."""
        return [match_view(match) for match in self._matches.mirrors()]

    @refused_if_unsaved
    async def home_gone(self, match_id: int, seat: int) -> None:
        """Tell the holder of match ``match_id`` (mirrored here) that the channel of its
        home of ``seat`` is gone; nothing if it is not mirrored here (any more)."""
        match = self._matches.get(match_id)
        if match is not None and self._matches.held_elsewhere(match_id):
            await self._forwarding.gone(match, seat)
