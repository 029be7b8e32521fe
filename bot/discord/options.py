"""String options of bounded length: Discord's clients keep to ``max_length``, and a forged
longer value (a modified client) is cut to it before any text of the bot quotes it."""

from __future__ import annotations

import discord
from discord import app_commands

MOVE_LENGTH = 32
"""The longest move text an option takes (the longest real one is far shorter)."""
DURATION_LENGTH = 20
"""The longest duration (``90s``, ``2h``, ``1d``...)."""
POSITION_LENGTH = 200
"""The longest position string (a mill game's is about 40 characters)."""
CHANNELS_LENGTH = 1000
"""The longest list of channel mentions for ``/settings channels``."""


class Bounded(app_commands.Transformer):
    """A string option of 1 to ``max_length`` characters; a longer value is cut."""

    def __init__(self, max_length: int) -> None:
        self.max_length = max_length

    @property
    def type(self) -> discord.AppCommandOptionType:
        """A string option."""
        return discord.AppCommandOptionType.string

    @property
    def min_value(self) -> int:
        """Discord's ``min_length``."""
        return 1

    @property
    def max_value(self) -> int:
        """Discord's ``max_length``."""
        return self.max_length

    async def transform(self, interaction: discord.Interaction, value: object, /) -> str:
        """``value`` cut to ``max_length`` characters."""
        return str(value)[: self.max_length]


MoveText = app_commands.Transform[str, Bounded(MOVE_LENGTH)]
"""A move typed into an option."""
DurationText = app_commands.Transform[str, Bounded(DURATION_LENGTH)]
"""A duration typed into an option."""
PositionText = app_commands.Transform[str, Bounded(POSITION_LENGTH)]
"""A position string typed into an option."""
ChannelsText = app_commands.Transform[str, Bounded(CHANNELS_LENGTH)]
"""Channel mentions typed into an option."""
