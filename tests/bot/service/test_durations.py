"""Durations typed for a clock or a server's timeouts: read within their range, and any number
out of range (thousands of digits too) refused with the range, never with a crash."""

from __future__ import annotations

import pytest

from bot.limits import CHALLENGE_EXPIRY_RANGE, CLOCK_RANGE, TURN_TIMEOUT_RANGE
from bot.service import InvalidRequestError, MatchService, parse_duration
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD
from texts import render

HUGE = "9" * 5000
"""More digits than Python turns into an int (4,300). These tests check the English words on
purpose: the range must be said, never an apology."""


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("90s", 90), ("15m", 900), ("15", 900), (" 2H ", 7200), ("14d", 14 * 86400), ("0060s", 60)],
)
def test_a_duration_is_read_in_its_unit(text: str, seconds: int) -> None:
    assert parse_duration(text, CLOCK_RANGE, "clock") == seconds


@pytest.mark.parametrize(
    ("text", "bounds", "what", "message"),
    [
        (HUGE, CLOCK_RANGE, "clock", "The clock must be from 1 minute to 14 days."),
        (HUGE + "d", TURN_TIMEOUT_RANGE, "turn-timeout",
         "The turn timeout must be from 1 minute to 7 days."),
        ("1" + "0" * 2000 + "s", CHALLENGE_EXPIRY_RANGE, "challenge-expiry",
         "The challenge expiry must be from 1 minute to 1 day."),
        ("15d", CLOCK_RANGE, "clock", "The clock must be from 1 minute to 14 days, not 15 days."),
        ("30s", CLOCK_RANGE, "clock",
         "The clock must be from 1 minute to 14 days, not 30 seconds."),
    ],
)  # fmt: skip
def test_a_duration_out_of_range_is_refused_with_the_range(
    text: str, bounds: tuple[int, int], what: str, message: str
) -> None:
    with pytest.raises(InvalidRequestError) as refused:
        parse_duration(text, bounds, what)
    assert render(refused.value.text) == message


def test_text_that_is_no_duration_is_quoted_short() -> None:
    with pytest.raises(InvalidRequestError) as refused:
        parse_duration("x" * 5000, CLOCK_RANGE, "clock")
    assert render(refused.value.text) == (
        f"The clock '{'x' * 20}…' is not a duration: write e.g. 90s, 15m, 2h or 1d."
    )


async def test_a_clock_of_thousands_of_digits_is_refused_with_the_range(
    service: MatchService,
) -> None:
    with pytest.raises(InvalidRequestError) as refused:
        await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", turn_time_s=10**5000)
    assert render(refused.value.text) == "The clock must be from 1 minute to 14 days."
    assert service.pending_challenges(CHANNEL, ALICE) == []


async def test_a_timeout_of_thousands_of_digits_is_refused_with_the_range(
    service: MatchService,
) -> None:
    with pytest.raises(InvalidRequestError) as refused:
        await service.set_settings(GUILD, turn_timeout_s=10**5000)
    assert render(refused.value.text) == "The turn timeout must be from 1 minute to 7 days."
    assert (await service.get_settings(GUILD)).turn_timeout_s < 10**6
