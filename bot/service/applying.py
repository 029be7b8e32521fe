"""How the holder of a match applies an input forwarded by another process of a shard cluster
(:mod:`bot.service.forwarding`): as if it had been made here, the match's lock held; each
returns the answer for the sender (:mod:`bot.service.answers`) and the events to publish."""

from __future__ import annotations

from bot.service import answers
from bot.service.errors import ServiceError
from bot.service.events import Event, HomeGone, OfferShown
from bot.service.match import Match
from bot.service.models import Proposal
from bot.service.proposals import Proposals
from bot.service.turns import Turns
from bot.service.views import match_view
from bot.storage import InputRecord
from texts import t


async def offered(
    proposals: Proposals, match: Match, entry: InputRecord
) -> tuple[str, list[Event]]:
    """Apply the offer ``entry`` to ``match``; the events show the offer on the boards when
    nothing else changed."""
    verb, _, kind_name = entry.text.partition(" ")
    try:
        kind = Proposal(kind_name)
        if verb in ("decline", "refuse"):
            answering = verb == "refuse"
            result = await proposals.decline_held(match, kind, entry.user_id, answering=answering)
        elif verb in ("propose", "agree"):
            answering = verb == "agree"
            result = await proposals.propose_held(
                match, kind, entry.user_id, True, answering=answering
            )
        else:
            raise ServiceError(t("forward-unknown"))
    except (ServiceError, ValueError) as error:
        if not isinstance(error, ServiceError):
            error = ServiceError(t("forward-unknown"))
        return answers.refused(error), []
    answer = answers.offered(result.proposer_id, result.agreed, result.declined)
    return answer, list(result.events) or [OfferShown(result.match)]


async def applied(turns: Turns, match: Match, entry: InputRecord) -> tuple[str, list[Event]]:
    """Apply the move, resignation, abort or gone home ``entry`` to ``match``."""
    try:
        if entry.kind == "move":
            result = await turns.move_held(match, entry.user_id, entry.text)
            return answers.played(result.move, result.complete), list(result.events)
        if entry.kind == "resign":
            return answers.done(), await turns.resign_held(match, entry.user_id)
        if entry.kind == "abort":
            return answers.done(), await turns.abort_held(match, entry.user_id)
        if entry.kind == "gone":
            return answers.done(), [HomeGone(match_view(match), int(entry.text))]
        raise ServiceError(t("forward-unknown"))
    except ServiceError as error:
        return answers.refused(error), []
