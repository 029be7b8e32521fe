"""Rate limits as Discord signals them (Topics → Rate Limits): a bucket per route and top-level
resource with ``X-RateLimit-*`` headers on every answer, 429 with ``retry_after`` and
``global`` when a bucket is empty, and the global limit of 50 requests a second that the
interaction endpoints are not bound to.

Discord documents no per-route numbers (apps must read the headers): every route here gets
``route_limit`` requests per ``route_window_s``, a stand-in choice. Buckets run on real time
(``time.monotonic``), not on the stand-in's movable clock: a bot waits real seconds for them.
"""

from __future__ import annotations

import hashlib
import re
import time
from dataclasses import dataclass, field

GLOBAL_LIMIT = 50
"""Requests a second a bot may make in all (Rate Limits → Global Rate Limit)."""
VIA = "1.1 google"
"""Discord's ``Via`` header: discord.py takes a 429 without one for a Cloudflare ban."""
_MAJOR = re.compile(r"^/(channels|guilds)/(\d+)|^/(webhooks|interactions)/(\d+)/([^/]+)")
_ID = re.compile(r"/\d{5,}")


@dataclass
class Bucket:
    """A fixed window of ``limit`` requests that reopens ``window_s`` after its first one."""

    limit: int
    window_s: float
    used: int = 0
    opened: float = 0.0

    def take(self, now: float) -> bool:
        """Count a request at ``now``; False if the window is full."""
        if now - self.opened >= self.window_s:
            self.used, self.opened = 0, now
        if self.used >= self.limit:
            return False
        self.used += 1
        return True

    def reset_after(self, now: float) -> float:
        """Seconds until the window reopens."""
        return max(0.0, self.opened + self.window_s - now)


@dataclass
class RateLimits:
    """The buckets of one bot token. :meth:`check` counts a request and returns its headers
    and, when it is over a limit, the 429 body."""

    route_limit: int = 5
    route_window_s: float = 5.0
    _buckets: dict[tuple[str, str], Bucket] = field(default_factory=dict)
    _global: Bucket = field(default_factory=lambda: Bucket(GLOBAL_LIMIT, 1.0))

    @staticmethod
    def route(method: str, path: str) -> tuple[str, str]:
        """The bucket of a request (its method and route, ids left out) and its top-level
        resource (channel, guild, or webhook or interaction with its token)."""
        major = _MAJOR.match(path)
        resource = "".join(g for g in major.groups() if g) if major else ""
        template = _ID.sub("/{id}", path)
        if major and major[3]:  # a token is part of the resource, not of the bucket
            template = template.replace(f"/{major[5]}", "/{token}", 1)
        digest = hashlib.sha1(f"{method} {template}".encode()).hexdigest()[:16]
        return digest, resource

    def check(self, method: str, path: str) -> tuple[dict[str, str], dict[str, object] | None]:
        """Count ``method path`` now; return the headers and, if refused, the 429 body."""
        now = time.monotonic()
        bucket_id, resource = self.route(method, path)
        unbound = path.startswith(("/interactions/", "/webhooks/"))
        if not unbound and not self._global.take(now):
            wait = self._global.reset_after(now)
            headers = {
                "Retry-After": str(max(1, round(wait))),
                "X-RateLimit-Global": "true",
                "X-RateLimit-Scope": "global",
                "Via": VIA,
            }
            return headers, _body(wait, is_global=True)
        bucket = self._buckets.setdefault(
            (bucket_id, resource), Bucket(self.route_limit, self.route_window_s)
        )
        allowed = bucket.take(now)
        wait = bucket.reset_after(now)
        headers = {
            "X-RateLimit-Limit": str(bucket.limit),
            "X-RateLimit-Remaining": str(bucket.limit - bucket.used),
            "X-RateLimit-Reset": f"{time.time() + wait:.3f}",
            "X-RateLimit-Reset-After": f"{wait:.3f}",
            "X-RateLimit-Bucket": bucket_id,
            "Via": VIA,
        }
        if allowed:
            return headers, None
        headers |= {"Retry-After": str(max(1, round(wait))), "X-RateLimit-Scope": "user"}
        return headers, _body(wait, is_global=False)


def _body(wait: float, *, is_global: bool) -> dict[str, object]:
    """The documented 429 body."""
    return {"message": "You are being rate limited.", "retry_after": wait, "global": is_global}
