"""Bounds and defaults shared by the settings and the service (plain constants)."""

from __future__ import annotations

from collections.abc import Mapping

TURN_TIMEOUT_RANGE = (60, 7 * 24 * 3600)
"""Allowed turn timeouts in seconds: 1 minute to 7 days."""
CHALLENGE_EXPIRY_RANGE = (60, 24 * 3600)
"""Allowed challenge expiry times in seconds: 1 minute to 1 day."""
CLOCK_RANGE = (60, 14 * 24 * 3600)
"""Allowed clocks of a challenge (time per move, correspondence play): 1 minute to 14 days."""
INCREMENT_RANGE = (0, 180)
"""Allowed increments of a live clock (``5+3``): 0 to 3 minutes added per move."""
DM_REMINDER_MIN_TURN_S = 3600
"""Turns at least this long may send their reminder by direct message (players opt in)."""
DEFAULT_GRACE_S = 120.0
"""After a restart every deadline is at least this far away."""
TIMER_POLL_S = 30.0
"""The longest the service's timers sleep without looking at the clock."""
CLOSE_WAIT_S = 5.0
"""How long shutting down waits for tasks that store something (then they are stopped)."""
THINK_BUDGETS: Mapping[str, float] = {"easy": 0.2, "medium": 0.5, "hard": 2.0, "perfect": 2.0}
"""Seconds the computer thinks per move at each level (``hard`` and ``perfect`` are a setting)."""
DEFAULT_LEASE_S = 20.0
"""How long a process's lease on its shards lasts unless renewed (``SHARD_LEASE_SECONDS``)."""
DEFAULT_DATABASE_TIMEOUT_S = 2.0
"""How long a PostgreSQL statement may wait for a lock or run (``DATABASE_TIMEOUT_SECONDS``):
under Discord's 3 s to answer an interaction."""
