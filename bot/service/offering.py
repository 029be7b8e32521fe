"""The service's proposals: draws, restarts, takebacks and rematches, offered, agreed and
declined (the part of :class:`~bot.service.MatchService` that answers offers)."""

from __future__ import annotations

from bot.service.computer_turns import ComputerTurns
from bot.service.errors import NoGameError, OfferClosedError, refused_if_unsaved
from bot.service.events import ProposalResult
from bot.service.forwarding import Forwarding
from bot.service.match import Match, played_in
from bot.service.matches import Matches
from bot.service.models import Proposal
from bot.service.proposals import Proposals, proposal_kind
from texts import t


class ProposalCommands:
    """Offers in matches, on the service's ``_matches`` in progress, its ``_proposals`` and
    its ``_computer`` (which answers offers made to it and moves after an agreed one)."""

    _matches: Matches
    _proposals: Proposals
    _computer: ComputerTurns
    _forwarding: Forwarding

    @refused_if_unsaved
    async def propose(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        kind: Proposal | str,
        game_id: int | None = None,
    ) -> ProposalResult:
        """Propose a draw, restart, takeback or rematch, or agree to the opponent's proposal.

        A draw offer stands until the opponent answers or the offerer moves; a restart starts
        the match again from its initial position; a takeback (unrated matches) undoes the
        proposer's last turn and any reply to it; a rematch (after the match) starts a new one
        with sides swapped. The computer answers at once. ``game_id`` names the match: the
        finished one to rematch, or the one in progress for the others (default: the user's
        last one in the channel, or the one in progress there); no other match is touched.
        Returns the proposal and, when agreed, its effect. Raises :class:`NoGameError` (also
        when match ``game_id`` is not in progress here), :class:`NotAPlayerError` or
        :class:`InvalidRequestError`.
        """
        kind = proposal_kind(kind)
        if kind is Proposal.REMATCH:
            return await self._rematch(guild_id, channel_id, user_id, game_id, False)
        match = self._in_progress(channel_id, user_id, game_id)
        if self._matches.held_elsewhere(match.record.id):  # by another process
            return await self._forwarding.offer(match, "propose", kind, channel_id, user_id)
        agrees = kind is not Proposal.DRAW or await self._computer.accepts_draw(match)
        result = await self._proposals.propose(match, kind, user_id, agrees)
        self._computer.schedule(match)
        return result

    @refused_if_unsaved
    async def answer_proposal(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        kind: Proposal | str,
        game_id: int,
        agree: bool,
    ) -> ProposalResult:
        """Agree to (``agree``) or decline the opponent's standing proposal of ``kind`` in
        match ``game_id`` (for a component made for that offer): never a new proposal, never
        another match. Returns what :meth:`propose` or :meth:`decline_proposal` return.

        Raises :class:`OfferClosedError` (nothing changed) if the match is not in progress here
        (for a rematch: not finished here) or no such offer by the opponent stands.
        """
        kind = proposal_kind(kind)
        if kind is Proposal.REMATCH and agree:
            return await self._rematch(guild_id, channel_id, user_id, game_id, True)
        if kind is Proposal.REMATCH:
            return await self._proposals.decline_rematch(channel_id, user_id, game_id, True)
        match = self._matches.get(game_id)
        if match is None or not played_in(match, channel_id):
            raise OfferClosedError(game_id)
        if self._matches.held_elsewhere(game_id):  # by another process
            verb = "agree" if agree else "refuse"
            return await self._forwarding.offer(match, verb, kind, channel_id, user_id)
        if not agree:
            return await self._proposals.decline(match, kind, user_id, answering=True)
        result = await self._proposals.propose(match, kind, user_id, True, answering=True)
        self._computer.schedule(match)
        return result

    @refused_if_unsaved
    async def decline_proposal(
        self,
        guild_id: int,
        channel_id: int,
        user_id: int,
        kind: Proposal | str,
        game_id: int | None = None,
    ) -> ProposalResult:
        """Decline the opponent's standing proposal of ``kind``; return it. With ``game_id``
        this is :meth:`answer_proposal` declining (that match's offer only).

        Raises :class:`NoGameError`, or :class:`InvalidRequestError` if there is none.
        """
        if game_id is not None:
            return await self.answer_proposal(
                guild_id, channel_id, user_id, kind, game_id, agree=False
            )
        kind = proposal_kind(kind)
        if kind is Proposal.REMATCH:
            return await self._proposals.decline_rematch(channel_id, user_id, None)
        match = self._matches.of(channel_id, user_id)
        if self._matches.held_elsewhere(match.record.id):  # by another process
            return await self._forwarding.offer(match, "decline", kind, channel_id, user_id)
        return await self._proposals.decline(match, kind, user_id)

    async def _rematch(
        self, guild_id: int, channel_id: int, user_id: int, game_id: int | None, answering: bool
    ) -> ProposalResult:
        result, new = await self._proposals.rematch(
            guild_id, channel_id, user_id, game_id, answering
        )
        if new is not None:
            self._computer.schedule(new)
        return result

    def _in_progress(self, channel_id: int, user_id: int, game_id: int | None) -> Match:
        """``user_id``'s match in progress here, or match ``game_id`` if it is in progress
        here; raise :class:`NoGameError` otherwise."""
        if game_id is None:
            return self._matches.of(channel_id, user_id)
        match = self._matches.get(game_id)
        if match is None or not played_in(match, channel_id):
            raise NoGameError(t("game-not-in-progress"))
        return match
