"""Statistics, OpenSkill ratings and the leaderboard after a series of results."""

from __future__ import annotations

import pytest
from openskill.models import PlackettLuce

from bot.service import (
    GameOver,
    ManualClock,
    MatchService,
    Proposal,
    RatingChange,
    rating_phrase,
)
from bot.storage import SqlRepository
from tests.bot.helpers import ALICE, BOB, CAROL, CHANNEL, GUILD, new_service
from texts import render

DAVE = 4


async def win(service: MatchService, winner: int, loser: int, **kwargs: object) -> GameOver:
    await service.challenge(GUILD, CHANNEL, winner, loser, "three", first="me", **kwargs)  # type: ignore[arg-type]
    await service.accept(GUILD, CHANNEL, loser)
    [over] = (await service.resign(GUILD, CHANNEL, loser)).events
    assert isinstance(over, GameOver)
    return over


async def draw(service: MatchService, one: int, two: int) -> None:
    await service.challenge(GUILD, CHANNEL, one, two, "three")
    await service.accept(GUILD, CHANNEL, two)
    await service.propose(GUILD, CHANNEL, one, Proposal.DRAW)
    await service.propose(GUILD, CHANNEL, two, Proposal.DRAW)


async def test_the_leaderboard_follows_a_series_of_results(service: MatchService) -> None:
    for _ in range(3):
        await win(service, ALICE, BOB)
    await win(service, BOB, CAROL)
    await draw(service, CAROL, ALICE)
    board = await service.leaderboard(GUILD, "three")
    assert [entry.user_id for entry in board] == [ALICE, BOB, CAROL]
    assert [entry.rank for entry in board] == [1, 2, 3]
    assert [(e.wins, e.losses, e.draws) for e in board] == [(3, 0, 1), (1, 3, 0), (0, 1, 1)]
    assert board[0].rating > board[1].rating > board[2].rating
    for entry in board:
        [record] = await service.player_records(GUILD, entry.user_id, "three")
        assert (record.rank, record.rating, record.wins) == (entry.rank, entry.rating, entry.wins)
        assert record.rated_games == entry.wins + entry.losses + entry.draws
    assert [e.user_id for e in await service.leaderboard(GUILD, "three", limit=2)] == [ALICE, BOB]
    assert await service.leaderboard(GUILD, "morris") == []


async def test_a_rated_result_moves_ratings_as_openskill_does(service: MatchService) -> None:
    over = await win(service, ALICE, BOB)
    model = PlackettLuce()
    [[alice], [bob]] = model.rate([[model.rating()], [model.rating()]], ranks=[1, 2])
    [alice_record] = await service.player_records(GUILD, ALICE, "three")
    [bob_record] = await service.player_records(GUILD, BOB, "three")
    # Shown on a 1500-based scale: 1500 + 24 * (mu - 3 sigma).
    assert alice_record.rating == pytest.approx(1500 + 24 * alice.ordinal())
    assert bob_record.rating == pytest.approx(1500 + 24 * bob.ordinal())
    changes = {c.user_id: (c.before, c.after) for c in over.ratings}
    assert changes[ALICE] == pytest.approx((1500.0, 1500 + 24 * alice.ordinal()))
    assert changes[BOB] == pytest.approx((1500.0, 1500 + 24 * bob.ordinal()))
    assert changes[ALICE][1] > 1500 > changes[BOB][1]


async def test_unrated_games_count_results_but_change_no_rating(service: MatchService) -> None:
    await win(service, ALICE, BOB)
    before = {u: await service.player_records(GUILD, u, "three") for u in (ALICE, BOB)}
    unrated = [await win(service, BOB, ALICE, position="100000000")]  # a set-up position
    await service.challenge(GUILD, CHANNEL, CAROL, None, "three", first="me")  # the computer
    [over] = (await service.resign(GUILD, CHANNEL, CAROL)).events
    assert isinstance(over, GameOver)
    unrated.append(over)
    for user in (ALICE, BOB):
        [old], [new] = before[user], await service.player_records(GUILD, user, "three")
        assert (new.rating, new.rated_games, new.rank) == (old.rating, old.rated_games, old.rank)
        assert new.wins + new.losses == old.wins + old.losses + 1
    [carol] = await service.player_records(GUILD, CAROL, "three")
    assert (carol.losses, carol.rated_games, carol.rank, carol.rating) == (1, 0, 0, 0.0)
    assert [e.user_id for e in await service.leaderboard(GUILD, "three")] == [ALICE, BOB]
    assert [e.ratings for e in unrated] == [(), ()]


async def test_a_record_covers_every_game_played(service: MatchService) -> None:
    await win(service, ALICE, DAVE)
    await service.challenge(GUILD, CHANNEL, ALICE, DAVE, "notakto", first="me")
    await service.accept(GUILD, CHANNEL, DAVE)
    await service.resign(GUILD, CHANNEL, ALICE)
    records = await service.player_records(GUILD, ALICE)
    assert [(r.game, r.wins, r.losses) for r in records] == [("notakto", 0, 1), ("three", 1, 0)]


def test_an_established_rating_change_names_the_rating_gap() -> None:
    def phrase(before: float, after: float, opponent: float) -> str:
        return render(rating_phrase(RatingChange(ALICE, before, after, 30, opponent)))

    assert phrase(1600, 1612.4, 1740) == "+12 against a player rated 140 higher"
    assert phrase(1600, 1594, 1460) == "-6 against a player rated 140 lower"
    assert phrase(1600, 1608, 1605) == "+8 against an equal rating"


async def test_an_unrated_challenge_stays_unrated_across_a_restart(
    repo: SqlRepository, clock: ManualClock
) -> None:
    first = new_service(repo, clock)
    await first.resume()
    await first.challenge(GUILD, CHANNEL, ALICE, BOB, "three", first="me", rated=False)
    await first.close()
    second = new_service(repo, clock)
    await second.resume()
    started = await second.accept(GUILD, CHANNEL, BOB)
    assert not started.match.rated
    [over] = (await second.resign(GUILD, CHANNEL, BOB)).events
    assert isinstance(over, GameOver) and over.ratings == ()
    [record] = await second.player_records(GUILD, ALICE, "three")
    assert (record.wins, record.rated_games) == (1, 0)
    await second.close()
