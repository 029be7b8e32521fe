"""Quick pairing pools: a player joins the pool of a game and clock and is paired with the
waiting player nearest in rating, exactly once however many processes pair at once (the
repository takes the waiting player and stores the match in one transaction that waits for
every other pairing). Also what the lobby's seeks share with it: ratings, game channels, the
record of a new match and how long an offer stays open."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.limits import CLOCK_RANGE
from bot.service.challenges import Challenges
from bot.service.clock import Clock
from bot.service.errors import (
    InvalidRequestError,
    NoGameError,
    ServiceError,
    refused_if_unsaved,
)
from bot.service.events import Event, MatchResult, PoolLapsed
from bot.service.guild_settings import GuildSettingsCache, in_range, plays_in_thread
from bot.service.match import make_rules
from bot.service.matches import Matches
from bot.service.models import FirstMove
from bot.service.results import RATING_START
from bot.service.turns import turn_events
from bot.service.views import match_view
from bot.storage import (
    GLOBAL_SCOPE,
    NO_GUILD,
    GameRecord,
    HomeRecord,
    PoolEntry,
    PoolJoin,
    Repository,
)
from games import ai
from games.base import Game
from texts import t

LIVE_SEEK_S = 15 * 60
"""How long a seek (or a wait in a pool) for a live clock lasts by default."""
CORRESPONDENCE_SEEK_S = 24 * 3600
"""How long a seek (or a wait in a pool) for a correspondence clock lasts by default."""
CORRESPONDENCE_FROM_S = 3600
"""A time per move of at least this is correspondence play."""
POOL_WAIT_RANGE = (60, 24 * 3600)
"""How long a player may choose to wait in a pool."""


class LobbyError(ServiceError):
    """A seek or pool request that cannot be done (gone, expired, taken, not for this user)."""


@dataclass(frozen=True, slots=True)
class PoolResult:
    """What joining a pool did: ``match`` is the match started if the player was paired at
    once (with its start ``events``), else None (waiting until ``expires_at``); ``thread``
    whether the server's settings have it played in a thread of its own
    (:meth:`Pools.play_in_thread`), and ``home_thread`` the other player's server's."""

    match: MatchResult | None
    expires_at: float
    thread: bool = False
    home_thread: bool = False
    """In a game across servers, whether the other player's server has it played in a thread
    of its own (:meth:`Pools.home_in_thread`)."""


def computer_level(game: str, rating: float) -> str:
    """The computer's level of ``game`` nearest a player rated ``rating``: the weakest below
    1350, one level up for every 300 points more."""
    levels = ai.levels_for(game)
    step = max(0, int((rating - 1350) // 300) + 1)
    return levels[min(step, len(levels) - 1)]


def pool_key(game: str, options: Mapping[str, bool | int], turn_time_s: int | None) -> str:
    """The key of the pool of ``game`` with ``options`` and ``turn_time_s`` (None: the
    server's turn timeout, which is 0 in the key)."""
    return f"{game}|{json.dumps(dict(options), sort_keys=True)}|{turn_time_s or 0}"


def pool_game_and_clock(key: str) -> tuple[str, int | None]:
    """The game and time per move (None: the server's) of the pool with :func:`pool_key`
    ``key``."""
    head, _, clock = key.rpartition("|")
    return head.partition("|")[0], int(clock) or None


class Pools:
    """The quick pairing pools, over the service's matches and challenges (whose ``admin``
    lock orders every start of a match in this process); ``owns`` tells whether this process
    serves a guild (it lapses the waits of those guilds only)."""

    def __init__(
        self,
        repository: Repository,
        matches: Matches,
        challenges: Challenges,
        settings: GuildSettingsCache,
        clock: Clock,
        rng: random.Random,
        owns: Callable[[int], bool],
    ) -> None:
        self._owns = owns
        self._repo = repository
        self._matches = matches
        self._challenges = challenges
        self._settings = settings
        self._clock = clock
        self._rng = rng

    # -- quick pairing -------------------------------------------------------------------------

    @refused_if_unsaved
    async def join_pool(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        game: str,
        *,
        turn_time_s: int | None = None,
        wait_s: int | None = None,
        language: str | None = None,
    ) -> PoolResult:
        """Join the pool of ``game`` at ``turn_time_s``: be paired at once with the waiting
        player nearest in rating (not blocked either way, not playing where they would play
        it; the longest waiting of equals), the match played here, or wait for ``wait_s``
        (default as long as a seek of that clock stays open). A player of another server is
        in reach where both servers take part in the global lobby (from these channels) and
        neither player hides from it: they play the game across servers, in their own
        channel.

        Raises :class:`InvalidRequestError` for an unknown game, a bad clock or wait, a
        channel without games or a DM, and :class:`LobbyError` if the player already waits
        in a pool.
        """
        rules = make_rules(game, {})
        if turn_time_s is not None:
            in_range(turn_time_s, CLOCK_RANGE, "clock")
        if wait_s is not None:
            in_range(wait_s, POOL_WAIT_RANGE, "wait")
        if guild_id == NO_GUILD:
            raise InvalidRequestError(t("pool-needs-server"))
        await self._settings.check_games_allowed(guild_id, channel_id)
        default_wait = await self._default_wait(guild_id, turn_time_s)
        thread = await self._threads(guild_id)
        now = self._clock.now()
        rating = await self.rating(user_id, rules.name)
        entry = PoolEntry(
            user_id,
            guild_id,
            channel_id,
            pool_key(rules.name, rules.options, turn_time_s),
            rating,
            language,
            now,
            now + (wait_s or default_wait),
        )
        blocked = await self._repo.blocked_either_way(user_id)
        across = await self._across_reach(entry)
        threads = {g: await self._threads(g) for g in set(across.values())}  # read before
        joiner_first = self._rng.random() < 0.5
        template = await self._new_record(
            rules, guild_id, channel_id, (user_id, user_id), turn_time_s, language
        )

        def pick(waiting: Sequence[PoolEntry]) -> PoolEntry | None:
            fit = [
                other
                for other in waiting
                if (other.guild_id == guild_id or other.user_id in across)
                and other.user_id not in blocked
                and self._matches.find(
                    channel_id if other.guild_id == guild_id else other.channel_id, other.user_id
                )
                is None
            ]
            return min(fit, key=lambda other: abs(other.rating - rating), default=None)

        homes: list[HomeRecord] = []

        def game_for(opponent: PoolEntry) -> tuple[GameRecord, list[HomeRecord]]:
            players = (user_id, opponent.user_id)
            template.player1_id, template.player2_id = players if joiner_first else players[::-1]
            if opponent.guild_id != guild_id:
                seat = 2 if joiner_first else 1
                where = (opponent.guild_id, opponent.channel_id)
                homes.append(HomeRecord(0, seat, *where, None, opponent.language))
            return template, homes

        async with self._challenges.admin:
            self._matches.check_not_busy(channel_id, user_id)
            joined, record = await self._repo.join_pool(entry, pick, game_for)
            if joined is PoolJoin.ALREADY:
                raise LobbyError(t("pool-already"))
            if record is None:
                return PoolResult(None, entry.expires_at)
            match = self._matches.start(rules, record, homes)
        view = match_view(match)
        events = tuple(turn_events(view, None, None, "start"))
        home_thread = any(threads.get(home.guild_id, False) for home in homes)
        return PoolResult(MatchResult(view, events), entry.expires_at, thread, home_thread)

    async def _across_reach(self, entry: PoolEntry) -> dict[int, int]:
        """The players waiting in ``entry``'s pool in other servers that its player may be
        paired with, each with their server: both servers in the global lobby (from these
        channels), neither player hidden from it. As read before the pairing: one who joins
        meanwhile waits."""
        waiting = [
            other
            for other in await self._repo.waiting_in_pool(entry.pool, entry.joined_at)
            if other.guild_id != entry.guild_id
        ]
        if not waiting:
            return {}
        hidden = await self._repo.hidden_among({entry.user_id, *(o.user_id for o in waiting)})
        lobby = await self._repo.lobby_settings({entry.guild_id, *(o.guild_id for o in waiting)})
        if entry.user_id in hidden or not lobby[entry.guild_id].admits(entry.channel_id):
            return {}
        return {
            other.user_id: other.guild_id
            for other in waiting
            if other.user_id not in hidden and lobby[other.guild_id].admits(other.channel_id)
        }

    async def _threads(self, guild_id: int) -> bool:
        """Whether ``guild_id``'s settings have the games of seeks and pools played in threads
        of their own."""
        return plays_in_thread(await self._settings.get(guild_id), None)

    @refused_if_unsaved
    async def play_in_thread(self, match_id: int, thread_id: int) -> MatchResult:
        """Play match ``match_id``, just started from a seek or a pool (its board not posted
        yet), in ``thread_id`` from now on: a thread of its channel made for it, as its
        server's ``threads`` setting says. Return it with the events of its start. Raises
        :class:`NoGameError` if it is not in progress, and :class:`ServiceError` if it
        changed meanwhile (it stays where it was)."""
        async with self._matches.locked(match_id) as match:
            await self._repo.note_thread(thread_id, match.record.channel_id)
            await self._matches.put_channel(match, thread_id)
        view = match_view(match)
        return MatchResult(view, tuple(turn_events(view, None, None, "start")))

    @refused_if_unsaved
    async def home_in_thread(self, match_id: int, seat: int, thread_id: int) -> MatchResult:
        """Have ``seat`` play match ``match_id`` (a game across servers just started from a
        seek or a pool, its boards not posted yet) in ``thread_id`` from now on: a thread of
        that seat's home channel made for it, as that server's ``threads`` setting says.
        Return the match with the events of its start. Raises :class:`NoGameError` if it is
        not in progress or ``seat`` has no home of its own."""
        async with self._matches.locked(match_id) as match:
            home = next((h for h in match.homes if h.seat == seat), None)
            if home is None:
                raise NoGameError(t("game-not-in-progress"))
            await self._repo.note_thread(thread_id, home.channel_id)
            moved = dataclasses.replace(home, channel_id=thread_id, board_message_id=None)
            await self._matches.put_home(match, moved)
        view = match_view(match)
        return MatchResult(view, tuple(turn_events(view, None, None, "start")))

    @refused_if_unsaved
    async def leave_pool(self, user_id: int) -> None:
        """Take ``user_id`` out of the pool they wait in. Raises :class:`LobbyError` if none."""
        if not await self._repo.leave_pool(user_id):
            raise LobbyError(t("pool-not-in"))

    async def rating(self, user_id: int, game: str) -> float:
        """Return ``user_id``'s global rating in ``game`` (the start rating if unrated)."""
        found = await self._repo.standing(GLOBAL_SCOPE, game, user_id)
        if found is None or not found[0].rated_games:
            return RATING_START
        return found[0].rating

    # -- helpers -------------------------------------------------------------------------------

    async def _new_record(
        self,
        rules: Game[Any, Any],
        guild_id: int,
        channel_id: int,
        players: tuple[int, int],
        turn_time_s: int | None,
        language: str | None,
    ) -> GameRecord:
        return await self._matches.new_record(
            rules,
            guild_id,
            channel_id,
            players,
            0,
            None,
            None,
            FirstMove.RANDOM,
            None,
            turn_time_s,
            language,
        )

    async def lapse_due(self, now: float) -> list[Event]:
        """Take out the waits in the pools of this process's guilds that ended by ``now``
        (each exactly once, however many processes try); return a :class:`PoolLapsed` for
        each, with the computer's level nearest the player's rating."""
        lapsed: list[Event] = []
        for entry in await self._repo.lapsed_pool_entries(now):
            if not self._owns(entry.guild_id) or not await self._repo.lapse_pool_entry(entry):
                continue
            name, clock = pool_game_and_clock(entry.pool)
            lapsed.append(
                PoolLapsed(
                    entry.user_id,
                    entry.guild_id,
                    entry.channel_id,
                    name,
                    clock,
                    computer_level(name, entry.rating),
                    entry.language,
                )
            )
        return lapsed

    async def _default_wait(self, guild_id: int, turn_time_s: int | None) -> int:
        """How long a seek or a wait in a pool at ``turn_time_s`` lasts by default."""
        settings = await self._settings.get(guild_id)
        per_move = settings.turn_timeout_s if turn_time_s is None else turn_time_s
        return CORRESPONDENCE_SEEK_S if per_move >= CORRESPONDENCE_FROM_S else LIVE_SEEK_S
