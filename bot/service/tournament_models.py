"""What tournaments are made of and show, for the tournament service and its front ends: the
formats and limits, the match service's part (:class:`Host`), a tournament's view."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.limits import CLOCK_RANGE, INCREMENT_RANGE
from bot.service.errors import InvalidRequestError
from bot.service.events import ChallengeResult, MatchResult
from bot.service.guild_settings import in_range
from bot.service.matches import MatchListener
from bot.service.models import FirstMove, MatchView
from bot.service.pairing import Standing, arena_standings, max_swiss_rounds, standings
from bot.service.tournament_boards import TournamentFormat, played
from bot.storage import BoardRecord, EntrantRecord, TournamentRecord, TournamentStatus
from texts import t

__all__ = [
    "ARENA_MINUTES",
    "PLAYER_LIMIT_RANGE",
    "ROUND_ROBIN_CYCLES",
    "BoardRecord",
    "GamePlacer",
    "Host",
    "PlaceCloser",
    "TournamentFormat",
    "TournamentRecord",
    "TournamentStatus",
    "TournamentSubscriber",
    "TournamentView",
    "checked_format",
    "checked_join",
]

PLAYER_LIMIT_RANGE = (2, 200)
"""The least and most players a tournament may be limited to."""
ROUND_ROBIN_CYCLES = (1, 2)
ARENA_MINUTES = (5, 24 * 60)


class Host(Protocol):
    """What a tournament needs of the match service."""

    def challenge(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        opponent_id: int | None,
        game: str,
        options: Mapping[str, object] | None = None,
        *,
        first: FirstMove | str = ...,
        turn_time_s: int | None = ...,
        thread: bool | None = ...,
        language: str | None = ...,
        rated: bool = ...,
        increment_s: int | None = ...,
    ) -> Awaitable[ChallengeResult]: ...

    def accept(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        challenge_id: int | None = ...,
        *,
        play_in: int | None = ...,
    ) -> Awaitable[MatchResult]: ...

    def resign(self, guild_id: int, channel_id: int, user_id: int) -> Awaitable[MatchResult]: ...

    def active_game(self, channel_id: int, user_id: int) -> MatchView | None: ...

    def active_games(self) -> list[MatchView]: ...

    def listen(self, listener: MatchListener) -> Callable[[], None]: ...


@dataclass(frozen=True, slots=True)
class TournamentGame:
    """What a tournament game's board says of its tournament: its format, and the game's
    round of how many (``rounds`` None: an arena, which has no rounds)."""

    tournament_id: int
    format: str
    round: int
    rounds: int | None


@dataclass(frozen=True, slots=True)
class TournamentView:
    """A tournament as a front end shows it: its players (``withdrawn`` the ones who left
    once it started), its boards round by round, and the table (best first)."""

    record: TournamentRecord
    players: tuple[int, ...]
    withdrawn: frozenset[int]
    boards: tuple[BoardRecord, ...]
    table: tuple[Standing, ...]

    @classmethod
    def of(
        cls, record: TournamentRecord, entrants: Sequence[EntrantRecord], boards: list[BoardRecord]
    ) -> TournamentView:
        """The view of ``record`` with its ``entrants`` and ``boards`` as stored."""
        players = tuple(e.user_id for e in entrants)
        table = arena_standings if record.format == TournamentFormat.ARENA else standings
        return cls(
            record,
            players,
            frozenset(e.user_id for e in entrants if e.withdrawn),
            tuple(boards),
            tuple(table(players, played(boards))),
        )

    @property
    def current(self) -> tuple[BoardRecord, ...]:
        """The boards of the round being played (or last played)."""
        return tuple(b for b in self.boards if b.round == self.record.round)


GamePlacer = Callable[[TournamentRecord, BoardRecord], Awaitable[int | None]]
"""Where a round robin board's game is played: a channel (a private thread) made for it, or
None for the tournament's channel."""

PlaceCloser = Callable[[int], Awaitable[object]]
"""Closes the channel a :data:`GamePlacer` made for a game that then could not start (its
private thread, left empty)."""

TournamentSubscriber = Callable[[TournamentView, tuple[MatchResult, ...]], Awaitable[None]]
"""Told of a tournament's change nobody asked for (a round paired, the event over), with the
matches it started (for their boards to be posted)."""


def checked_format(
    format: str,
    rounds: int,
    turn_time_s: int,
    max_players: int,
    late_join: int = 0,
    increment_s: int | None = None,
) -> TournamentFormat:
    """The format of a new tournament whose options are within range; raises
    :class:`InvalidRequestError` saying which is not."""
    try:
        kind = TournamentFormat(format)
    except ValueError:
        raise InvalidRequestError(t("tournament-bad-format")) from None
    least, most = PLAYER_LIMIT_RANGE
    if not least <= max_players <= most:
        raise InvalidRequestError(t("tournament-player-limit", least=least, most=most))
    most_rounds = max_swiss_rounds(max_players)
    if kind is TournamentFormat.SWISS and not 1 <= rounds <= most_rounds:
        raise InvalidRequestError(
            t("tournament-swiss-rounds", players=max_players, most=most_rounds)
        )
    if late_join and kind is not TournamentFormat.SWISS:
        raise InvalidRequestError(t("tournament-late-swiss-only"))
    if kind is TournamentFormat.SWISS and not 0 <= late_join <= rounds:
        raise InvalidRequestError(t("tournament-late-range", rounds=rounds))
    if kind is TournamentFormat.ARENA and increment_s is None:
        raise InvalidRequestError(t("tournament-arena-live"))
    if increment_s is not None:
        in_range(increment_s, INCREMENT_RANGE, "increment")
    least_minutes, most_minutes = ARENA_MINUTES
    if kind is TournamentFormat.ARENA and not least_minutes <= rounds <= most_minutes:
        raise InvalidRequestError(
            t("tournament-arena-minutes", least=least_minutes, most=most_minutes)
        )
    if kind is TournamentFormat.ROUND_ROBIN and rounds not in ROUND_ROBIN_CYCLES:
        raise InvalidRequestError(t("tournament-cycles"))
    if not CLOCK_RANGE[0] <= turn_time_s <= CLOCK_RANGE[1]:
        raise InvalidRequestError(
            t("tournament-clock", least=CLOCK_RANGE[0] // 60, most=CLOCK_RANGE[1] // 86400)
        )
    return kind


def checked_join(view: TournamentView, user_id: int) -> bool:
    """Whether ``user_id`` may join ``view``'s tournament: False while it is open, True as a
    late joiner of a running Swiss before its late join round is paired. Raises
    :class:`InvalidRequestError` saying why not (in it already, past that round, started)."""
    record = view.record
    if user_id in view.players:
        raise InvalidRequestError(t("tournament-joined-already"))
    late = record.status is TournamentStatus.RUNNING and record.late_join > 0
    if late and record.round >= record.late_join:
        raise InvalidRequestError(t("tournament-late-past", round=record.late_join))
    if record.status is not TournamentStatus.OPEN and not late:
        raise InvalidRequestError(t("tournament-not-open"))
    return late
