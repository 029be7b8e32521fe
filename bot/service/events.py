"""What the match service's calls return with the events they caused, and the events it emits
to its subscribers (one per happening)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.models import (
    ChallengeView,
    MatchView,
    Next,
    Proposal,
    RatingChange,
    SeekView,
)


@dataclass(frozen=True, slots=True)
class ChallengeResult:
    """The challenge made; ``game`` is the game already started when the computer was asked."""

    challenge: ChallengeView
    match: MatchView | None
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class MoveResult:
    """A move that was committed: ``move`` is its canonical text (the whole turn if complete)."""

    match: MatchView
    move: str
    complete: bool
    next: Next
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class ProposalResult:
    """A proposal made, agreed or declined.

    ``agreed`` is True when this call completed the agreement (or the computer agreed at once):
    then ``match`` shows its effect, and for a rematch ``new_match`` is the new match.
    """

    kind: Proposal
    match: MatchView
    proposer_id: int
    agreed: bool
    declined: bool = False
    new_match: MatchView | None = None
    events: tuple[Event, ...] = ()


@dataclass(frozen=True, slots=True)
class MatchResult:
    """A match after a command that changed it (accepted, resigned, aborted) and the events
    that command caused."""

    match: MatchView
    events: tuple[Event, ...] = ()


# -- events --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BoardChanged:
    """The position changed: a move (``move`` text), a game start, restart or takeback.

    ``actor_id`` is who caused it (None for the service itself, e.g. a timeout).
    """

    match: MatchView
    move: str | None
    actor_id: int | None
    reason: str


@dataclass(frozen=True, slots=True)
class YourTurn:
    """It is ``user_id``'s turn in ``game`` (a person, never the computer)."""

    match: MatchView
    user_id: int
    deadline: float | None


@dataclass(frozen=True, slots=True)
class TurnWarning:
    """Two thirds of ``user_id``'s turn time have passed; they lose on time at ``deadline``.

    ``dm`` is True when the turn is long (at least :data:`~bot.limits.DM_REMINDER_MIN_TURN_S`)
    and the player asked for reminders by direct message: the front end sends one.
    """

    match: MatchView
    user_id: int
    deadline: float
    remaining_s: float
    dm: bool


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game ended (``game.outcome`` says how); ``ratings`` lists rating changes if rated."""

    match: MatchView
    ratings: tuple[RatingChange, ...]


@dataclass(frozen=True, slots=True)
class OfferShown:
    """An offer in ``match`` was made or declined by the player of a home another process of
    a shard cluster serves (see :mod:`bot.service.forwarding`): its boards show it."""

    match: MatchView


@dataclass(frozen=True, slots=True)
class RematchDeclined:
    """``user_id`` declined the rematch offered in ``match``, a game across servers: its
    offerer learns it on their own board (the offer's post is in their channel, the answer
    was given in the other server)."""

    match: MatchView
    user_id: int


@dataclass(frozen=True, slots=True)
class FinishedChanged:
    """``match``, a finished game across servers, changed (its rematch offered or answered,
    maybe in another process of a shard cluster, whose boards show it): a ping this process
    posted of a rematch offer that no longer stands goes."""

    match: MatchView


@dataclass(frozen=True, slots=True)
class ChallengeExpired:
    """A challenge was not answered in time."""

    challenge: ChallengeView


@dataclass(frozen=True, slots=True)
class SeekExpired:
    """An open seek was not accepted in time."""

    seek: SeekView


@dataclass(frozen=True, slots=True)
class PoolLapsed:
    """Nobody was paired with ``user_id`` in the pool of ``game`` at ``turn_time_s`` within
    the wait they chose (in ``channel_id`` of ``guild_id``): the computer at ``level``, near
    their rating, may be offered instead."""

    user_id: int
    guild_id: int
    channel_id: int
    game: str
    turn_time_s: int | None
    level: str
    language: str | None


@dataclass(frozen=True, slots=True)
class StartedHere:
    """A game across servers started by another process of a shard cluster (a seek of this
    process's server accepted from another's), held here from now on, its boards not posted:
    moved first into a thread of its own in its channel if ``thread`` (its server's settings
    say so) and in the other home's channel if ``home_thread`` (that server's), then its start
    (``events``) shown."""

    match: MatchView
    events: tuple[Event, ...]
    thread: bool
    home_thread: bool


@dataclass(frozen=True, slots=True)
class HomeGone:
    """The channel of ``match``'s home of ``seat`` is gone, as the process serving it saw
    (another than this one, which holds the match): its players are moved on here."""

    match: MatchView
    seat: int


Event = (
    BoardChanged
    | YourTurn
    | TurnWarning
    | GameOver
    | OfferShown
    | RematchDeclined
    | FinishedChanged
    | ChallengeExpired
    | SeekExpired
    | PoolLapsed
    | StartedHere
    | HomeGone
)
"""Everything the service emits to subscribers."""
