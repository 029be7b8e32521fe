"""Live clocks with an increment (``5+3``): each player's whole time, the increment added per
move, the time exactly charged across a restart (the bot's down time not), and refused where
they do not fit."""

from __future__ import annotations

import pytest

from bot.service import InvalidRequestError, ManualClock, MatchService, parse_clock
from bot.storage import SqlRepository
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD, new_service
from texts import render


@pytest.mark.parametrize(
    ("text", "clock"),
    [("5+3", (300, 3)), ("10m + 0", (600, 0)), ("1h+2m", (3600, 120)), ("15m", (900, None))],
)
def test_a_clock_is_read_with_or_without_an_increment(
    text: str, clock: tuple[int, int | None]
) -> None:
    assert parse_clock(text) == clock


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5+181", "The increment must be from 0 seconds to 3 minutes, not 181 seconds."),
        ("0+3", "The clock must be from 1 minute to 14 days, not 0 seconds."),
        ("5+x", "increment"),
    ],
)
def test_a_clock_out_of_range_is_refused_naming_its_part(text: str, message: str) -> None:
    with pytest.raises(InvalidRequestError) as refused:
        parse_clock(text)
    assert message in render(refused.value.text)


async def test_each_move_keeps_the_movers_time_left_plus_the_increment(
    service: MatchService, repo: SqlRepository, clock: ManualClock
) -> None:
    offer = await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "morris", first="me", turn_time_s=300, increment_s=3
    )
    started = await service.accept(GUILD, CHANNEL, BOB, offer.challenge.id)
    assert started.match.deadline == clock.now() + 300
    assert started.match.increment_s == 3
    clock.advance(100)
    moved = await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert moved.match.deadline == clock.now() + 300  # Bob's whole time
    clock.advance(50)
    moved = await service.move(GUILD, CHANNEL, BOB, "d2")
    assert moved.match.deadline == clock.now() + 300 - 100 + 3  # Alice's time left
    stored = await repo.get_game(moved.match.id)
    assert stored is not None and stored.bank_s == 300 - 50 + 3  # Bob's, while Alice moves


async def test_the_time_is_charged_exactly_across_a_restart(
    repo: SqlRepository, clock: ManualClock
) -> None:
    first = new_service(repo, clock)
    await first.resume()
    offer = await first.challenge(
        GUILD, CHANNEL, ALICE, BOB, "morris", first="me", turn_time_s=600, increment_s=5
    )
    await first.accept(GUILD, CHANNEL, BOB, offer.challenge.id)
    clock.advance(40)
    moved = await first.move(GUILD, CHANNEL, ALICE, "d6")
    clock.advance(30)  # Bob thinks for 30 s, then the bot is down for 1000 s
    await first.close()
    clock.advance(1000)
    second = new_service(repo, clock)
    await second.resume()
    shown = second.active_game(CHANNEL, BOB)
    assert shown is not None and moved.match.deadline is not None
    assert shown.deadline == moved.match.deadline + 1000
    clock.advance(20)
    answered = await second.move(GUILD, CHANNEL, BOB, "d2")
    assert answered.match.deadline == clock.now() + 600 - 40 + 5
    stored = await repo.get_game(answered.match.id)
    assert stored is not None and stored.bank_s == 600 - 50 + 5
    await second.close()


async def test_a_live_clock_is_refused_against_the_computer_or_without_a_time(
    service: MatchService,
) -> None:
    for opponent, turn_time_s in ((None, 300), (BOB, None)):
        with pytest.raises(InvalidRequestError) as refused:
            await service.challenge(
                GUILD, CHANNEL, ALICE, opponent, "morris", turn_time_s=turn_time_s, increment_s=3
            )
        assert refused.value.text.key == "live-clock-people"
    assert service.pending_challenges(CHANNEL, ALICE) == []
