"""Which shard of a cluster owns a guild: Discord's rule, in one place; and the lease that
keeps two live processes off the same shards.

Discord delivers a guild's events to shard ``(guild_id >> 22) % shard_count`` and direct messages
(no guild) to shard 0. A process of a cluster runs a range of shards and holds, times and recovers
only the matches and challenges of the guilds they own (a game across servers whose other home
is on another process's shard is mirrored there: :mod:`bot.service.forwarding`). Every event of
a shard reaches every process that runs it, so exactly one may: on a shared (PostgreSQL)
database a process holds a lease on its shards (table ``shard_leases``), renewed while it runs
and taken over only once it runs out (a SIGKILLed process's shards are free within one term).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import os
import secrets
import signal
import socket
import threading
import time

from bot.storage import (
    DatabaseInUseError,
    Repository,
    ShardLease,
    StorageError,
    open_storage,
)

log = logging.getLogger(__name__)


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


RENEWALS_PER_TERM = 3
"""A holder renews its lease this many times per term, so a live one is seen renewing soon."""


def describe_process() -> str:
    """Name this process run for a lease: host, pid and a token of its own (a pid is reused)."""
    return f"pid {os.getpid()} on {socket.gethostname()} ({secrets.token_hex(4)})"


def lease_of(shards: range | None, shard_count: int | None, holder: str) -> ShardLease:
    """The lease (not yet timed) of a process running ``shards`` of ``shard_count`` (None:
    every shard Discord advises)."""
    if shard_count is None or shards is None:
        return ShardLease(holder, 0, range(0), 0.0)
    return ShardLease(holder, shard_count, shards, 0.0)


async def claim(repository: Repository, wanted: ShardLease, term_s: float) -> ShardLease:
    """Take the lease ``wanted`` for ``term_s`` seconds and return it as stored.

    An overlapping lease of another process is waited out while it is not renewed (its process
    was killed: the lease ends within one term); if it is renewed, its process is alive and
    :class:`DatabaseInUseError` says which shards it runs.
    """
    seen: ShardLease | None = None
    while True:
        now = time.time()
        lease = dataclasses.replace(wanted, expires_at=now + term_s)
        held = await repository.claim_shards(lease, now)
        if held is None:
            return lease
        if seen is not None and seen.holder == held.holder and held.expires_at > seen.expires_at:
            raise DatabaseInUseError(
                f"{lease.describe()} of this process would overlap {held.describe()}, which "
                f"another live process runs ({held.holder}): every shard must be run by "
                "exactly one process, so stop that one first or set SHARD_IDS to shards nobody "
                "runs"
            )
        if seen is None or seen.holder != held.holder:
            log.info("waiting up to %.0f s for the lease of %s", held.expires_at - now, held.holder)
        seen = held
        await asyncio.sleep(max(0.01, min(term_s / RENEWALS_PER_TERM / 2, held.expires_at - now)))


class LeaseKeeper(threading.Thread):
    """Holds this process's shard lease on the database at ``url`` from a thread (and a
    connection) of its own while the bot runs.

    :meth:`begin` takes the lease (see :func:`claim`); the thread then renews it
    :data:`RENEWALS_PER_TERM` times per term. While the database cannot be reached the process
    serves on (its writes are refused), even past the lease's end, and takes the lease back
    when the database returns. Only when another process holds its shards by then, or when
    the thread itself fails (a keeper that cannot renew is a lost lease), it sends this process
    SIGTERM and records why in :attr:`lost`. :meth:`end` releases the lease, so that a
    successor can start at once.
    """

    def __init__(self, url: str, wanted: ShardLease, term_s: float) -> None:
        super().__init__(name="shard-lease", daemon=True)
        self._url = url
        self._wanted = wanted
        self._term_s = term_s
        self._claimed = threading.Event()
        self._refusal: StorageError | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ending: asyncio.Event | None = None
        self.lost: str | None = None
        """Why the lease was lost while the bot ran (None while it is held)."""

    def begin(self) -> None:
        """Start the thread and return once it holds the lease; raise :class:`StorageError`
        (such as :class:`DatabaseInUseError`) if it cannot take it."""
        self.start()
        self._claimed.wait()
        if self._refusal is not None:
            self.join()
            raise self._refusal

    def end(self) -> None:
        """Release the lease and stop the thread (if it has not stopped by itself)."""
        if self._loop is not None and self._ending is not None:
            with contextlib.suppress(RuntimeError):  # its loop is closed: the thread is ending
                self._loop.call_soon_threadsafe(self._ending.set)
        self.join()

    def run(self) -> None:
        """The thread: take the lease, renew it until :meth:`end`, release it."""
        try:
            asyncio.run(self._keep())
        except BaseException as error:  # whatever it was, the lease is no longer renewed
            log.exception("the shard lease keeper failed")
            if self._claimed.is_set():
                self._give_up(f"the thread that renews it failed ({error!r})")
            else:
                self._refusal = StorageError(f"cannot take the shard lease: {error!r}")
                self._claimed.set()

    async def _keep(self) -> None:
        self._loop, self._ending = asyncio.get_running_loop(), asyncio.Event()
        try:
            repository = await open_storage(self._url)
        except StorageError as error:
            self._refusal = error
            self._claimed.set()
            return
        try:
            try:
                lease = await claim(repository, self._wanted, self._term_s)
            except StorageError as error:
                self._refusal = error
                return
            finally:
                self._claimed.set()
            await self._renew(repository, lease)
        finally:
            await repository.close()

    async def _renew(self, repository: Repository, lease: ShardLease) -> None:
        assert self._ending is not None
        period = self._term_s / RENEWALS_PER_TERM
        expires_at, lapsed = lease.expires_at, False
        while not self._ending.is_set():
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._ending.wait(), period)
            if self._ending.is_set():
                break
            now = time.time()
            renewed = dataclasses.replace(lease, expires_at=now + self._term_s)
            try:
                async with asyncio.timeout(self._term_s):  # a database that does not answer is away
                    other = await _hold(repository, renewed, now)
            except (StorageError, TimeoutError) as error:
                if now >= expires_at and not lapsed:
                    lapsed = True
                    log.error(
                        "the shard lease ran out while the database cannot be reached (%s): "
                        "serving on, and taking it back when the database returns",
                        str(error) or "no answer in time",
                    )
                elif not lapsed:
                    log.warning("could not renew the shard lease (will retry): %s", error)
                continue
            if other is not None:
                self._give_up(
                    f"another process ({other.holder}) took {other.describe()} while this one "
                    "could not renew its lease"
                )
                return
            if lapsed:
                log.info("the database answers again: the shard lease is held again")
            expires_at, lapsed = renewed.expires_at, False
        try:
            await repository.release_shards(lease.holder)
        except StorageError as error:  # it runs out by itself
            log.warning("could not release the shard lease: %s", error)

    def _give_up(self, why: str) -> None:
        self.lost = f"this process no longer holds {self._wanted.describe()}: {why}; stopping"
        log.error("%s", self.lost)
        os.kill(os.getpid(), signal.SIGTERM)


async def _hold(repository: Repository, lease: ShardLease, now: float) -> ShardLease | None:
    """Renew ``lease`` (timed), or take it again if it ran out meanwhile; return None once it is
    held, or the overlapping lease of another holder that took its shards."""
    if await repository.renew_shards(lease.holder, lease.expires_at):
        return None
    return await repository.claim_shards(lease, now)
