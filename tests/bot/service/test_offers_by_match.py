"""A component made for one match's offer acts on that match and that offer only: an old
Accept button never touches the clicker's newer match in the same channel."""

from __future__ import annotations

import pytest

from bot.service import (
    MatchService,
    MatchView,
    NoGameError,
    OfferClosedError,
    Proposal,
)
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.helpers import ALICE, BOB, CAROL, CHANNEL, GUILD

pytestmark = BOTH_BACKENDS


async def start(service: MatchService, challenger: int, opponent: int) -> MatchView:
    await service.challenge(GUILD, CHANNEL, challenger, opponent, "morris", first="me")
    return (await service.accept(GUILD, CHANNEL, opponent)).match


def snapshot(service: MatchService, match_id: int) -> tuple[object, ...]:
    view = service.current(match_id)
    assert view is not None
    return view.version, view.position, dict(view.offers), view.status


@pytest.mark.parametrize("kind", [Proposal.DRAW, Proposal.RESTART])
async def test_an_old_offer_answered_by_id_leaves_the_new_match_alone(
    service: MatchService, kind: Proposal
) -> None:
    first = await start(service, ALICE, BOB)
    await service.move(GUILD, CHANNEL, ALICE, "d6")
    offered = await service.propose(GUILD, CHANNEL, ALICE, kind)
    assert offered.match.offers == {kind: ALICE}
    await service.resign(GUILD, CHANNEL, ALICE)
    second = await start(service, BOB, CAROL)
    await service.move(GUILD, CHANNEL, BOB, "a1")
    before = snapshot(service, second.id)
    for agree in (True, False):
        with pytest.raises(OfferClosedError) as refused:
            await service.answer_proposal(GUILD, CHANNEL, BOB, kind, first.id, agree)
        assert refused.value.game_id == first.id
        assert refused.value.text.key == "offer-not-open"
    with pytest.raises(OfferClosedError):
        await service.decline_proposal(GUILD, CHANNEL, BOB, kind, first.id)
    with pytest.raises(NoGameError) as caught:  # proposing on the ended match names it
        await service.propose(GUILD, CHANNEL, BOB, kind, first.id)
    assert caught.value.text.key == "game-not-in-progress"
    assert snapshot(service, second.id) == before  # no new offer in the other match


async def test_answering_agrees_only_to_an_offer_that_stands(service: MatchService) -> None:
    game = await start(service, ALICE, BOB)
    with pytest.raises(OfferClosedError):  # nothing offered yet: no offer is made either
        await service.answer_proposal(GUILD, CHANNEL, BOB, Proposal.DRAW, game.id, True)
    assert snapshot(service, game.id)[2] == {}
    await service.propose(GUILD, CHANNEL, ALICE, Proposal.DRAW, game.id)
    with pytest.raises(OfferClosedError):  # one's own offer is not answered
        await service.answer_proposal(GUILD, CHANNEL, ALICE, Proposal.DRAW, game.id, True)
    with pytest.raises(OfferClosedError):  # another player's click
        await service.answer_proposal(GUILD, CHANNEL, CAROL, Proposal.DRAW, game.id, True)
    agreed = await service.answer_proposal(GUILD, CHANNEL, BOB, Proposal.DRAW, game.id, True)
    assert agreed.agreed and agreed.match.outcome is not None and agreed.match.outcome.is_draw


async def test_a_declined_offer_cannot_be_accepted_from_its_old_button(
    service: MatchService,
) -> None:
    game = await start(service, ALICE, BOB)
    await service.propose(GUILD, CHANNEL, ALICE, Proposal.RESTART)
    declined = await service.answer_proposal(GUILD, CHANNEL, BOB, Proposal.RESTART, game.id, False)
    assert declined.declined and declined.match.offers == {}
    with pytest.raises(OfferClosedError):
        await service.answer_proposal(GUILD, CHANNEL, BOB, Proposal.RESTART, game.id, True)


async def test_a_rematch_offer_is_answered_on_the_match_it_was_made_for(
    service: MatchService,
) -> None:
    first = await start(service, ALICE, BOB)
    await service.resign(GUILD, CHANNEL, ALICE)
    second = await start(service, ALICE, BOB)
    await service.resign(GUILD, CHANNEL, BOB)
    await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH, first.id)
    with pytest.raises(OfferClosedError):  # no offer on the second match
        await service.answer_proposal(GUILD, CHANNEL, BOB, Proposal.REMATCH, second.id, True)
    assert (await service.game(second.id)).offers == {}
    agreed = await service.answer_proposal(GUILD, CHANNEL, BOB, Proposal.REMATCH, first.id, True)
    assert agreed.agreed and agreed.new_match is not None
    assert agreed.match.id == first.id and agreed.new_match.players == (BOB, ALICE)
    with pytest.raises(OfferClosedError):  # answered once
        await service.answer_proposal(GUILD, CHANNEL, BOB, Proposal.REMATCH, first.id, True)
