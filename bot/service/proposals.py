"""Proposals one player makes and the other must agree to: draw, restart, takeback, rematch."""

from __future__ import annotations

import dataclasses

from bot.service.challenges import Challenges
from bot.service.clock import Clock
from bot.service.errors import InvalidRequestError, NoGameError, OfferClosedError, ServiceError
from bot.service.events import Event, ProposalResult, RematchDeclined
from bot.service.guild_settings import GuildSettingsCache
from bot.service.match import Change, Match, check_active, last_turn_of, make_rules, player, seat_of
from bot.service.matches import CHANGED_MEANWHILE, Matches
from bot.service.models import FirstMove, Proposal
from bot.service.turns import Turns, turn_events
from bot.service.views import OFFER_FIELD, match_view, record_view, with_offer
from bot.storage import (
    EntryKind,
    GameRecord,
    GameStatus,
    HomeRecord,
    LogEntry,
    Repository,
    VersionConflictError,
)
from games.base import Outcome, Termination, other
from texts import Person, t


def proposal_kind(kind: Proposal | str) -> Proposal:
    """Return ``kind`` as a :class:`Proposal`; raise :class:`InvalidRequestError` if it is none."""
    try:
        return Proposal(kind)
    except ValueError:
        choices = ", ".join(p.value for p in Proposal)
        raise InvalidRequestError(t("bad-proposal", choices=choices, kind=str(kind))) from None


class Proposals:
    """Offers standing on a match (stored on its record) and what agreeing to them does."""

    def __init__(
        self,
        repository: Repository,
        matches: Matches,
        challenges: Challenges,
        turns: Turns,
        settings: GuildSettingsCache,
        clock: Clock,
    ) -> None:
        self._repo = repository
        self._matches = matches
        self._challenges = challenges
        self._turns = turns
        self._settings = settings
        self._clock = clock

    async def propose(
        self,
        match: Match,
        kind: Proposal,
        user_id: int,
        computer_agrees: bool,
        *,
        answering: bool = False,
    ) -> ProposalResult:
        """Propose ``kind`` on ``match`` (not a rematch), or agree to the opponent's; only
        agree if ``answering`` (else raise :class:`OfferClosedError`)."""
        async with match.lock:
            return await self.propose_held(
                match, kind, user_id, computer_agrees, answering=answering
            )

    async def propose_held(
        self,
        match: Match,
        kind: Proposal,
        user_id: int,
        computer_agrees: bool,
        *,
        answering: bool = False,
    ) -> ProposalResult:
        """:meth:`propose`, ``match``'s lock held."""
        if answering:
            _check_stands(match.record, kind, user_id)
        check_active(match, user_id)
        record = match.record
        seat = seat_of(record, user_id)
        opponent_seat = other(seat)
        if kind is Proposal.TAKEBACK:
            self._check_takeback(match, seat)
        standing = getattr(record, OFFER_FIELD[kind])
        if standing == seat:
            raise _already_proposed(kind, player(record, opponent_seat))
        agreed = opponent_seat in (standing, record.computer_seat)
        proposer_seat = opponent_seat if standing == opponent_seat else seat
        proposer = player(record, proposer_seat)
        if not agreed or not computer_agrees:
            declined = not computer_agrees and record.computer_seat == opponent_seat
            change = Change(with_offer(record, kind, 0 if declined else seat))
            await self._matches.commit(match, change)
            return ProposalResult(kind, match_view(match), proposer, False, declined)
        if kind is Proposal.DRAW:
            events = await self._turns.end(match, Outcome(None, Termination.AGREEMENT))
        elif kind is Proposal.RESTART:
            events = await self._rewind(match, 0, EntryKind.RESTART, user_id)
        else:
            keep = max(k for k, (s, _) in enumerate(match.turns) if s == proposer_seat)
            events = await self._rewind(match, keep, EntryKind.TAKEBACK, user_id)
        view = match_view(match)
        return ProposalResult(kind, view, proposer, True, events=tuple(events))

    async def decline(
        self, match: Match, kind: Proposal, user_id: int, *, answering: bool = False
    ) -> ProposalResult:
        """Decline the opponent's standing proposal of ``kind`` on ``match`` (not a rematch);
        ``answering`` a component made for it: :class:`OfferClosedError` if it is gone."""
        async with match.lock:
            return await self.decline_held(match, kind, user_id, answering=answering)

    async def decline_held(
        self, match: Match, kind: Proposal, user_id: int, *, answering: bool = False
    ) -> ProposalResult:
        """:meth:`decline`, ``match``'s lock held."""
        if answering:
            _check_stands(match.record, kind, user_id)
        check_active(match, user_id)
        seat = seat_of(match.record, user_id)
        _check_offer(match.record, kind, other(seat))
        await self._matches.commit(match, Change(with_offer(match.record, kind, 0)))
        opponent = player(match.record, other(seat))
        return ProposalResult(kind, match_view(match), opponent, False, True)

    async def rematch(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        game_id: int | None,
        answering: bool = False,
    ) -> tuple[ProposalResult, Match | None]:
        """Offer a rematch of a finished match, or agree to one (the new match starts with
        sides swapped; only agree if ``answering`` the offer on match ``game_id``); return the
        result and the new match, if any. A rematch of a game across servers is one too, each
        player in their channel as before."""
        async with self._challenges.admin:
            record = await self._finished(channel_id, user_id, game_id, answering)
            homes = await self._repo.homes_of([record.id])
            seat = seat_of(record, user_id)
            if record.rematch_offer == seat:
                raise _already_proposed(Proposal.REMATCH, player(record, other(seat)))
            agreed = other(seat) in (record.rematch_offer, record.computer_seat)
            proposer = player(record, other(seat) if record.rematch_offer else seat)
            if not agreed:
                change = Change(dataclasses.replace(record, rematch_offer=seat))
                await self._matches.commit(None, change)
                view = record_view(change.record, homes=homes)  # each side sees it at home
                return ProposalResult(Proposal.REMATCH, view, proposer, False), None
            # Sides swap: each player keeps their channel, now for the other seat.
            swapped = [
                HomeRecord(0, other(h.seat), h.guild_id, h.channel_id, None, h.language)
                for h in homes
            ]
            if homes:
                guild_id, channel_id = record.guild_id, record.channel_id
            at = {home.seat: home.channel_id for home in swapped}  # by seat in the rematch
            opponent = player(record, other(seat))
            self._matches.check_not_busy(at.get(other(seat), channel_id), user_id)
            self._matches.check_not_busy(at.get(seat, channel_id), user_id, opponent)
            rules = make_rules(record.game, record.options)
            new = await self._matches.new_record(
                rules,
                guild_id,
                channel_id,
                (record.player2_id, record.player1_id),
                {0: 0, 1: 2, 2: 1}[record.computer_seat],
                record.level,
                record.start_position,
                FirstMove.THEM,
                record.id,
                record.turn_time_s,
                record.language,
                record.increment_s,
                record.board_style,
            )
            cleared = dataclasses.replace(record, rematch_offer=0)
            try:
                await self._repo.start_rematch(cleared, new, swapped)
            except VersionConflictError:
                raise ServiceError(CHANGED_MEANWHILE) from None
            self._matches.stored(cleared)  # its rematch offer answered
            match = self._matches.start(rules, new, swapped)
            events = turn_events(match_view(match), None, user_id, "start")
        result = ProposalResult(
            Proposal.REMATCH,
            record_view(cleared, homes=homes),
            proposer,
            True,
            new_match=match_view(match),
            events=tuple(events),
        )
        return result, match

    async def decline_rematch(
        self, channel_id: int, user_id: int, game_id: int | None, answering: bool = False
    ) -> ProposalResult:
        """Decline the opponent's rematch offer on a finished match (``answering`` the one on
        match ``game_id``); in a game across servers its events tell the offerer's board."""
        record = await self._finished(channel_id, user_id, game_id, answering)
        seat = seat_of(record, user_id)
        _check_offer(record, Proposal.REMATCH, other(seat))
        change = Change(dataclasses.replace(record, rematch_offer=0))
        await self._matches.commit(None, change)
        view = record_view(change.record, homes=await self._repo.homes_of([record.id]))
        told = (RematchDeclined(view, user_id),) if view.across else ()
        proposer = player(record, other(seat))
        return ProposalResult(Proposal.REMATCH, view, proposer, False, True, events=told)

    async def _finished(
        self, channel_id: int, user_id: int, game_id: int | None, answering: bool
    ) -> GameRecord:
        """The finished match to rematch; ``answering``: match ``game_id`` if it is finished
        here with the opponent's rematch offer standing, else :class:`OfferClosedError`."""
        if not answering:
            return await self.last_finished(channel_id, user_id, game_id)
        assert game_id is not None
        record = await self._repo.get_game(game_id)
        if record is None or channel_id not in await self._channels_of(record):
            raise OfferClosedError(game_id)
        _check_stands(record, Proposal.REMATCH, user_id)
        return record

    async def last_finished(self, channel_id: int, user_id: int, game_id: int | None) -> GameRecord:
        """Return the finished match to rematch: ``game_id``, or ``user_id``'s last one here
        (in this channel or a thread of its own made here)."""
        if self._matches.find(channel_id, user_id) is not None:
            raise InvalidRequestError(t("rematch-while-playing"))
        if game_id is None:
            record = await self._repo.last_game(channel_id, user_id)
        else:
            record = await self._repo.get_game(game_id)
            here = {channel_id} | await self._repo.threads_of(channel_id)
            if record is not None and not here & await self._channels_of(record):
                record = None
        if record is None or record.status is GameStatus.ACTIVE:
            raise NoGameError(t("no-finished-game"))
        seat_of(record, user_id)
        return record

    async def _channels_of(self, record: GameRecord) -> set[int]:
        """The channels ``record``'s match was played in (a game across servers: both)."""
        homes = await self._repo.homes_of([record.id])
        return {record.channel_id, *(home.channel_id for home in homes)}

    def _check_takeback(self, match: Match, seat: int) -> None:
        record = match.record
        if record.rated:
            raise InvalidRequestError(t("takeback-rated"))
        if match.state.pending_removal is not None:
            raise InvalidRequestError(t("takeback-mid-turn"))
        proposer = other(seat) if record.takeback_offer == other(seat) else seat
        if not any(s == proposer for s, _ in match.turns):
            raise InvalidRequestError(t("takeback-nothing"))

    async def _rewind(self, match: Match, keep: int, kind: EntryKind, actor: int) -> list[Event]:
        """Cut the move line to its first ``keep`` turns (restart: 0) and commit."""
        now = self._clock.now()
        position = match.positions[keep]
        state = match.rules.parse_position(position)
        record = dataclasses.replace(
            match.record, position=position, turns=keep, updated_at=now, warned=False
        )
        record.draw_offer = record.restart_offer = record.takeback_offer = 0
        record.bank_s = None  # a live clock starts afresh
        record.deadline = await self._settings.deadline(record, state.to_move, now)
        text = "restart" if kind is EntryKind.RESTART else f"takeback to {keep}"
        entry = LogEntry(match.next_seq, kind, 0, text, keep, position, now)
        await self._matches.commit(match, Change(record, [entry]))
        match.state = state
        del match.turns[keep:]
        del match.positions[keep + 1 :]
        match.last_turn = last_turn_of(match.rules, match.positions, match.turns)
        return turn_events(match_view(match), None, actor, kind.value)


def _check_stands(record: GameRecord, kind: Proposal, user_id: int) -> None:
    """Raise :class:`OfferClosedError` unless ``user_id``'s opponent in ``record`` stands behind
    a ``kind`` proposal (a match that ended has no draw, restart or takeback offer left)."""
    seat = {record.player1_id: 1, record.player2_id: 2}.get(user_id)
    if seat is None or getattr(record, OFFER_FIELD[kind]) != other(seat):
        raise OfferClosedError(record.id)


def _check_offer(record: GameRecord, kind: Proposal, seat: int) -> None:
    if getattr(record, OFFER_FIELD[kind]) != seat:
        raise InvalidRequestError(t("no-proposal", kind=kind.value))


def _already_proposed(kind: Proposal, opponent: int) -> InvalidRequestError:
    return InvalidRequestError(t("already-proposed", kind=kind.value, opponent=Person(opponent)))
