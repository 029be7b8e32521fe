"""Which shard of a cluster owns a guild: Discord's rule, in one place (plain functions).

Discord delivers a guild's events to shard ``(guild_id >> 22) % shard_count`` and direct messages
(no guild) to shard 0. A process of a cluster runs a range of shards and holds, times and recovers
only the matches and challenges of the guilds they own.
"""

from __future__ import annotations


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """Return the shard (0 to ``shard_count - 1``) that owns ``guild_id``; no guild (``None`` or
    0: a DM or group DM) is shard 0's."""
    if not guild_id:
        return 0
    return (guild_id >> 22) % shard_count


def parse_shard_ids(text: str) -> range:
    """Return the shards a ``SHARD_IDS`` value names: ``"3"`` (one) or ``"0-1"`` (inclusive).

    Raises ``ValueError`` with what a valid value looks like.
    """
    first, dash, last = text.strip().partition("-")
    try:
        low = int(first)
        high = int(last) if dash else low
    except ValueError:
        raise ValueError(
            f"SHARD_IDS must be one shard (3) or a range (0-1), not {text!r}"
        ) from None
    if low < 0 or high < low:
        raise ValueError(
            f"SHARD_IDS must be a range from a lower to a higher shard id, at least 0 (0-1), "
            f"not {text!r}"
        )
    return range(low, high + 1)
