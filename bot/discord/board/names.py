"""How a board names the players of another server (a game across servers): by their escaped
display names, never a mention; each fetched from Discord once, not for every board."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from bot.discord.say import escaped
from bot.service import MatchView

log = logging.getLogger(__name__)


class PlayerNames:
    """The display names of players the client does not know from its cache."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self._fetched: dict[int, str] = {}
        """The escaped display names fetched, by user id."""

    async def of(self, view: MatchView, here: Sequence[int]) -> dict[int, str]:
        """The escaped display names of ``view``'s players who do not play ``here`` (another
        server's: named, never mentioned, on this board)."""
        shown: dict[int, str] = {}
        for seat, user_id in enumerate(view.players, 1):
            if user_id in here or seat == view.computer_seat:
                continue
            user = self.client.get_user(user_id)
            if user is not None:
                shown[user_id] = escaped(user.display_name)
                continue
            if user_id not in self._fetched:
                try:
                    user = await self.client.fetch_user(user_id)
                except discord.HTTPException as error:
                    log.info("match %s: no name for player %s: %r", view.id, user_id, error)
                    shown[user_id] = "?"
                    continue
                self._fetched[user_id] = escaped(user.display_name)
            shown[user_id] = self._fetched[user_id]
        return shown
