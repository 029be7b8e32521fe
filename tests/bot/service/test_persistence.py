"""Whatever happens to a game, a service restarted on the same file sees exactly the same game."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from bot.service import ManualClock, MatchService, MatchView, Proposal, ServiceError
from bot.storage import Repository
from games.ai.review import Review
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD, InlineProvider

ACTIONS = ("move", "move", "move", "move", "bad move", "propose", "decline", "wait")


def snapshot(view: MatchView | None) -> tuple[object, ...] | None:
    if view is None:
        return None
    return (
        view.id,
        view.position,
        view.turns,
        view.players,
        dict(view.offers),
        view.last_move,
        view.last_turn,
        view.status,
        view.deadline,
        view.state.to_move,
    )


async def act(service: MatchService, rng: random.Random, clock: ManualClock) -> None:
    view = service.active_game(CHANNEL, ALICE)
    assert view is not None
    user = rng.choice([ALICE, BOB])
    action = rng.choice(ACTIONS)
    try:
        if action == "move":
            mover = view.to_move_id
            await service.move(
                GUILD, CHANNEL, mover, rng.choice(service.legal_moves(CHANNEL, mover))
            )
        elif action == "bad move":
            await service.move(GUILD, CHANNEL, user, rng.choice(["zz9", "a1-g7", "d6", "xa1"]))
        elif action == "propose":
            kind = rng.choice([Proposal.DRAW, Proposal.RESTART, Proposal.TAKEBACK])
            await service.propose(GUILD, CHANNEL, user, kind)
        elif action == "decline":
            kind = rng.choice([Proposal.DRAW, Proposal.RESTART, Proposal.TAKEBACK])
            await service.decline_proposal(GUILD, CHANNEL, user, kind)
        else:
            clock.advance(rng.uniform(0, 400))
            await service.tick()
    except ServiceError:
        pass  # refused: nothing changed, which the comparison below checks too


class ReviewingOnce(InlineProvider):
    """Reviews each game once: the test exports the same game from two services, and a review
    is a search at every move (seconds), which the comparison does not need twice."""

    def __init__(self) -> None:
        super().__init__()
        self.reviews: dict[tuple[tuple[str, ...], str, str | None], Review] = {}

    async def review(
        self, moves: Sequence[str], options: Mapping[str, bool | int], start: str | None
    ) -> Review:
        key = (tuple(moves), repr(sorted(options.items())), start)
        if key not in self.reviews:
            self.reviews[key] = await super().review(moves, options, start)
        return self.reviews[key]


LONG_GAMES = (1, 4)
"""The seeds whose games take all 120 actions (and then a review of some 60 moves): slow."""


@pytest.mark.parametrize(
    "seed", [pytest.param(s, marks=pytest.mark.slow) if s in LONG_GAMES else s for s in range(6)]
)
async def test_a_restarted_service_sees_the_same_game(
    seed: int, repo: Repository, clock: ManualClock
) -> None:
    rng = random.Random(seed)
    provider = ReviewingOnce()
    service = MatchService(repo, clock=clock, rng=rng, provider=provider, grace_s=0)
    await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "morris", position="........................ W 9/9 - -"
    )
    await service.accept(GUILD, CHANNEL, BOB)
    for turn in range(120):
        if service.active_game(CHANNEL, ALICE) is None:
            break
        await act(service, rng, clock)
        # Another process reading the same database while the first plays: a heartbeat of its
        # own (none yet), so no downtime moves the deadline it loads.
        fresh = MatchService(
            repo, clock=clock, provider=InlineProvider(), grace_s=0, process_name=f"r{turn}"
        )
        await fresh.resume()
        assert snapshot(fresh.active_game(CHANNEL, ALICE)) == snapshot(
            service.active_game(CHANNEL, ALICE)
        )
    text = await service.export(GUILD, CHANNEL, ALICE)
    fresh = MatchService(repo, clock=clock, provider=provider)
    assert await fresh.export(GUILD, CHANNEL, ALICE) == text
