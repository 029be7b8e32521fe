"""How a board names the players of another server (a game across servers): by their escaped
display names, never a mention; each fetched from Discord once in a while, not for every board.

A fetched name is used for :data:`NAME_TTL_S` (a player who renames is shown by their new name
after that), and at most :data:`KEPT_NAMES` are kept, the least recently used going first.
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence

import discord

from bot.discord.say import escaped
from bot.service import MatchView

log = logging.getLogger(__name__)

NAME_TTL_S = 15 * 60.0
"""How long a fetched display name is shown before it is fetched again."""
KEPT_NAMES = 1024
"""How many fetched display names are kept."""


class PlayerNames:
    """The display names of players the client does not know from its cache, each fetched
    again once it is older than ``ttl_s`` by ``now`` (seconds), ``size`` kept at most."""

    def __init__(
        self,
        client: discord.Client,
        now: Callable[[], float] = time.monotonic,
        ttl_s: float = NAME_TTL_S,
        size: int = KEPT_NAMES,
    ) -> None:
        self.client = client
        self.now, self.ttl_s, self.size = now, ttl_s, size
        self._fetched: OrderedDict[int, tuple[str, float]] = OrderedDict()
        """The escaped display names fetched and when, by user id, least recently used first."""

    async def of(self, view: MatchView, here: Sequence[int]) -> dict[int, str]:
        """The escaped display names of ``view``'s players who do not play ``here`` (another
        server's: named, never mentioned, on this board)."""
        return {
            user_id: await self.name(user_id)
            for seat, user_id in enumerate(view.players, 1)
            if user_id not in here and seat != view.computer_seat
        }

    async def name(self, user_id: int) -> str:
        """``user_id``'s escaped display name: from the client's cache, else as fetched
        lately, else fetched now (a name that cannot be fetched again stays as it was, asked
        for again after its time to live once more; never fetched: ``?``)."""
        user = self.client.get_user(user_id)
        if user is not None:
            return escaped(user.display_name)
        now = self.now()
        kept = self._fetched.get(user_id)
        if kept is not None and now - kept[1] < self.ttl_s:
            self._fetched.move_to_end(user_id)
            return kept[0]
        try:
            name = escaped((await self.client.fetch_user(user_id)).display_name)
        except discord.HTTPException as error:
            log.info("no name for player %s: %r", user_id, error)
            if kept is None:
                return "?"
            name = kept[0]
        self._fetched[user_id] = (name, now)
        self._fetched.move_to_end(user_id)
        while len(self._fetched) > self.size:
            self._fetched.popitem(last=False)
        return name
