"""Each server's settings (turn timeout, challenge expiry, board style, game channels), cached."""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Collection, Iterable

from bot.limits import CHALLENGE_EXPIRY_RANGE, CLOCK_RANGE, INCREMENT_RANGE, TURN_TIMEOUT_RANGE
from bot.service.errors import ChannelNotAllowedError, InvalidRequestError
from bot.storage import NO_GUILD, GameRecord, GameStatus, GuildSettings, Repository
from texts import LOCALES, Text, t


class GuildSettingsCache:
    """Reads each guild's settings once and validates every change before storing it.

    ``board_styles`` are the style names the front end can draw. The cache is per process and
    never re-read: that is right even in a shard cluster only because each guild belongs to one
    shard, run by one process, which is the only one that changes or reads its settings.
    """

    def __init__(self, repository: Repository, board_styles: Collection[str]) -> None:
        self._repo = repository
        self._board_styles = tuple(board_styles)
        self._cache: dict[int, GuildSettings] = {}

    async def get(self, guild_id: int) -> GuildSettings:
        """Return ``guild_id``'s settings (the cached object: do not change it)."""
        settings = self._cache.get(guild_id)
        if settings is None:
            settings = self._cache[guild_id] = await self._repo.get_settings(guild_id)
        return settings

    async def check_games_allowed(self, guild_id: int, channel_id: int) -> None:
        """Raise :class:`ChannelNotAllowedError` (naming the game channels) unless games may
        be played in ``channel_id`` of ``guild_id``."""
        settings = await self.get(guild_id)
        if settings.allowed_channels and channel_id not in settings.allowed_channels:
            allowed = tuple(sorted(settings.allowed_channels))
            raise ChannelNotAllowedError(t("channel-not-for-games", count=len(allowed)), allowed)

    def cached(self, guild_id: int) -> GuildSettings:
        """Return ``guild_id``'s settings if read already, else the defaults (no I/O)."""
        return self._cache.get(guild_id) or GuildSettings(guild_id)

    async def deadline(self, record: GameRecord, seat: int, now: float) -> float | None:
        """Return when ``seat``'s turn in ``record`` times out if it starts ``now`` (None for
        the computer, which has no clock).

        A live clock (``record.increment_s`` set) swaps the players' times: the one who just
        moved keeps what their ``record.deadline`` left them plus the increment, in
        ``record.bank_s`` (set here), and ``seat`` has what ``record.bank_s`` held; with no
        ``bank_s`` (the first turn, a restart or a takeback) both start with the whole time."""
        if seat == record.computer_seat:
            return None
        await self.get(record.guild_id)
        if record.increment_s is None:
            return now + self.turn_time(record)
        whole = float(self.turn_time(record))
        if record.bank_s is None or record.deadline is None:
            record.bank_s = whole
            return now + whole
        waiting, record.bank_s = record.bank_s, record.deadline - now + record.increment_s
        return now + waiting

    def turn_time(self, record: GameRecord) -> int:
        """Return the time per move of ``record``: its own clock, else its server's turn
        timeout (read by :meth:`get` before, else the default)."""
        if record.turn_time_s is not None:
            return record.turn_time_s
        return self.cached(record.guild_id).turn_timeout_s

    def due(self, record: GameRecord) -> float:
        """Return when ``record``'s clock next needs attention: its warning, then its end."""
        if record.deadline is None or record.status is not GameStatus.ACTIVE:
            return math.inf
        if record.warned:
            return record.deadline
        return record.deadline - self.turn_time(record) / 3

    def board_style(self, style: str) -> str:
        """Return ``style`` if the front end can draw it; raises :class:`InvalidRequestError`
        otherwise."""
        if style not in self._board_styles:
            styles = " or ".join(self._board_styles)
            raise InvalidRequestError(t("no-board-style", style=style, styles=styles))
        return style

    async def change(
        self,
        guild_id: int,
        *,
        turn_timeout_s: int | None = None,
        challenge_expiry_s: int | None = None,
        board_style: str | None = None,
        allowed_channels: Iterable[int] | None = None,
        threads: bool | None = None,
        language: str | None = None,
        tournament_role: int | None = None,
    ) -> GuildSettings:
        """Change the given settings (an empty ``allowed_channels`` allows all; ``language`` a
        catalogue's code, or ``""`` for the server's preferred locale; ``tournament_role`` the
        role that may create tournaments, the server's own id, its ``@everyone``, for none);
        return a copy of them
        all. Raises :class:`InvalidRequestError` for a value out of range (nothing is
        changed), and for :data:`~bot.storage.NO_GUILD`, whose settings are the defaults."""
        if guild_id == NO_GUILD:
            raise InvalidRequestError(t("settings-need-server"))
        settings = dataclasses.replace(await self.get(guild_id))
        if turn_timeout_s is not None:
            settings.turn_timeout_s = in_range(turn_timeout_s, TURN_TIMEOUT_RANGE, "turn-timeout")
        if challenge_expiry_s is not None:
            settings.challenge_expiry_s = in_range(
                challenge_expiry_s, CHALLENGE_EXPIRY_RANGE, "challenge-expiry"
            )
        if board_style is not None:
            settings.board_style = self.board_style(board_style)
        if allowed_channels is not None:
            settings.allowed_channels = frozenset(allowed_channels)
        if threads is not None:
            settings.threads = threads
        if tournament_role is not None:
            settings.tournament_role = None if tournament_role == guild_id else tournament_role
        if language is not None:
            if language and language not in LOCALES:
                raise InvalidRequestError(
                    t("no-such-language", language=language, languages=", ".join(LOCALES))
                )
            settings.language = language or None
        await self._repo.save_settings(settings)
        self._cache[guild_id] = settings
        return dataclasses.replace(settings)


_DURATION = re.compile(r"^\s*(\d+)\s*([smhd]?)\s*$", re.IGNORECASE)
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "": 60}
_MOST_DIGITS = 12
"""Digits beyond this many name more than any bound (and are never turned into an int: Python
refuses to read one of more than 4,300 digits)."""


def plays_in_thread(settings: GuildSettings, asked: bool | None, computer: bool = False) -> bool:
    """Whether a match is played in a thread of its own: as ``asked``, else as the server's
    ``threads`` setting says; never against the ``computer``."""
    return not computer and (settings.threads if asked is None else asked)


def parse_duration(text: str, bounds: tuple[int, int], setting: str) -> int:
    """Return the seconds ``text`` names (``90s``, ``15m``, ``2h``, ``1d`` or a plain number of
    minutes), which must lie within ``bounds``.

    Raises :class:`InvalidRequestError` saying what a duration looks like, or the allowed range
    of ``setting`` (``clock``, ``turn-timeout`` or ``challenge-expiry``), however long the
    number.
    """
    match = _DURATION.match(text)
    if match is None:
        shown = text if len(text) <= 20 else f"{text[:20]}…"
        raise InvalidRequestError(t("not-a-duration", what=_named(setting), text=shown))
    digits = match[1].lstrip("0") or "0"
    if len(digits) > _MOST_DIGITS:
        raise _out_of_range(bounds, setting)
    return in_range(int(digits) * _UNITS[match[2].lower()], bounds, setting)


def parse_clock(text: str) -> tuple[int, int | None]:
    """Return a challenge's clock from ``text``: a time per move as :func:`parse_duration`
    reads it, increment None; or a live clock ``5+3`` (each player's whole time, a plain
    number in minutes, then the seconds added per move, within ``INCREMENT_RANGE``).

    Raises :class:`InvalidRequestError` as :func:`parse_duration` does."""
    whole, live, added = text.partition("+")
    seconds = parse_duration(whole, CLOCK_RANGE, "clock")
    if not live:
        return seconds, None
    added = added.strip()
    return seconds, parse_duration(
        f"{added}s" if added.isdigit() else added, INCREMENT_RANGE, "increment"
    )


def in_range(value: int, bounds: tuple[int, int], setting: str) -> int:
    """Return ``value``; raise :class:`InvalidRequestError` naming ``setting`` (``clock``,
    ``turn-timeout`` or ``challenge-expiry``) and the bounds if it is outside them."""
    low, high = bounds
    if not low <= value <= high:
        raise _out_of_range(bounds, setting, value)
    return value


def _out_of_range(
    bounds: tuple[int, int], setting: str, value: int | None = None
) -> InvalidRequestError:
    """The refusal of a ``setting`` outside ``bounds`` (naming ``value`` if it is short)."""
    what, low, high = _named(setting), duration(bounds[0]), duration(bounds[1])
    if value is None or abs(value) >= 10**_MOST_DIGITS:
        return InvalidRequestError(t("out-of-range", what=what, low=low, high=high))
    given = duration(value)
    return InvalidRequestError(t("out-of-range-given", what=what, low=low, high=high, given=given))


def _named(setting: str) -> Text:
    """How a setting (``clock``, ``turn-timeout``, ``challenge-expiry``) is called."""
    return Text(f"setting-{setting}")


def duration(seconds: int) -> Text:
    """``seconds`` in the largest whole unit (``7 days``, ``1 minute``, ``90 seconds``)."""
    for key, size in (("duration-days", 86400), ("duration-hours", 3600), ("duration-minutes", 60)):
        if seconds and seconds % size == 0:
            return t(key, count=seconds // size)
    return t("duration-seconds", count=seconds)
