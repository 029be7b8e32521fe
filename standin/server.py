"""A local Discord stand-in: REST v10 and the JSON gateway on 127.0.0.1, served by aiohttp.

It speaks enough of the real protocol for an unmodified discord.py bot: login, command sync,
the gateway (HELLO, heartbeats, IDENTIFY, READY, GUILD_CREATE, RESUME) with shards (each guild's
events go to the connection of the shard that owns it, DMs to shard 0), channel messages,
interaction callbacks and webhook followups. Tests act as users (``say``, ``slash``,
``autocomplete``, ``click``) and read what the bot made visible (:class:`Post`) and who it
notified (``notifications``). Requests that real Discord would refuse (the rules of
``standin/RULES.md``: over-long content, a late or repeated interaction response, an expired
token, a missing permission, an archived thread...) are answered with Discord's error and
recorded in ``rejections`` so a test can insist there were none. Time is the stand-in's
``clock``, which :meth:`StandIn.advance` moves forward.

The class is layered by concern: ``gateway`` (sessions and events), ``core`` (the world, the
clock, posts, the REST routes of channels and messages), ``webhooks`` (the interaction
endpoints), ``users`` (acting as users).
"""

from __future__ import annotations

from standin.posts import EPHEMERAL, Interaction, Post, StandInError
from standin.users import Users

__all__ = ["EPHEMERAL", "Interaction", "Post", "StandIn", "StandInError"]


class StandIn(Users):
    """The Discord stand-in. ``await start()``, point the bot at ``api_base``/``gateway_url``.

    ``shard_count`` is the number of shards ``GET /gateway/bot`` advises and the fewest a bot
    may identify with (fewer is refused with close code 4011, like Discord when a session would
    hold too many guilds). ``guild`` is the first guild (on shard 0); :meth:`add_guild` adds
    more. ``route_limit`` requests per ``route_window_s`` seconds is every route's rate limit
    and ``old_message_edits_per_hour`` the edits of messages older than an hour a channel takes
    in an hour: Discord documents neither number (standin/RULES.md).
    """
