"""Correspondence play: a clock per challenge (minutes to days), the reminder before time runs
out (by direct message for those who ask, on long clocks), and no charge for downtime across a
real restart on the same database file."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service import (
    Event,
    GameOver,
    InvalidRequestError,
    ManualClock,
    MatchService,
    Proposal,
    TurnWarning,
)
from bot.service.guild_settings import duration
from bot.storage import GameStatus, open_database
from games.base import Termination
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD, InlineProvider
from texts import t

DAY = 24 * 3600
SERVER_TIMEOUT = 15 * 60  # the default turn timeout of a server


async def start(service: MatchService, turn_time_s: int | None) -> None:
    """Alice challenges Bob with that clock and moves first; Bob accepts."""
    made = await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "morris", first="me", turn_time_s=turn_time_s
    )
    assert made.challenge.turn_time_s == turn_time_s
    await service.accept(GUILD, CHANNEL, BOB)


def warnings(events: list[Event]) -> list[TurnWarning]:
    return [e for e in events if isinstance(e, TurnWarning)]


async def test_a_match_runs_on_its_challenges_clock(
    service: MatchService, clock: ManualClock, events: list[Event]
) -> None:
    await start(service, 3 * DAY)
    moved = await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert moved.match.turn_time_s == 3 * DAY
    assert moved.match.deadline == clock.now() + 3 * DAY
    clock.advance(SERVER_TIMEOUT * 4)  # far past the server's timeout: this clock is its own
    await service.tick()
    assert warnings(events) == []
    clock.advance(2 * DAY - SERVER_TIMEOUT * 4)  # two thirds of three days
    await service.tick()
    [warning] = warnings(events)
    assert (warning.user_id, warning.remaining_s, warning.dm) == (BOB, DAY, False)
    clock.advance(DAY)
    await service.tick()
    [over] = [e for e in events if isinstance(e, GameOver)]
    assert over.match.outcome is not None and over.match.winner_id == ALICE
    assert over.match.outcome.termination is Termination.TIMEOUT


async def test_a_match_without_a_clock_keeps_the_servers_timeout(
    service: MatchService, clock: ManualClock
) -> None:
    await service.set_settings(GUILD, turn_timeout_s=600)
    await start(service, None)
    moved = await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert (moved.match.turn_time_s, moved.match.deadline) == (None, clock.now() + 600)


@pytest.mark.parametrize("seconds", [59, 14 * DAY + 1])
async def test_a_clock_out_of_range_is_refused_and_nothing_is_stored(
    service: MatchService, seconds: int
) -> None:
    with pytest.raises(InvalidRequestError) as refused:
        await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", turn_time_s=seconds)
    low, high = t("duration-minutes", count=1), t("duration-days", count=14)
    given = duration(seconds)
    bounds = t("out-of-range-given", what=t("setting-clock"), low=low, high=high, given=given)
    assert refused.value.text == bounds
    assert service.pending_challenges(CHANNEL, ALICE) == []


async def test_the_clock_bounds_are_allowed(service: MatchService) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", turn_time_s=60)
    made = await service.challenge(GUILD, CHANNEL + 5, ALICE, BOB, "three", turn_time_s=14 * DAY)
    assert made.challenge.turn_time_s == 14 * DAY


async def test_a_rematch_keeps_the_clock(service: MatchService, clock: ManualClock) -> None:
    await start(service, 2 * DAY)
    await service.resign(GUILD, CHANNEL, BOB)
    await service.propose(GUILD, CHANNEL, BOB, Proposal.REMATCH)
    result = await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
    assert result.new_match is not None
    assert result.new_match.turn_time_s == 2 * DAY
    assert result.new_match.deadline == clock.now() + 2 * DAY


async def test_a_dm_reminder_goes_to_players_who_asked_on_long_clocks_only(
    service: MatchService, clock: ManualClock, events: list[Event]
) -> None:
    assert await service.dm_reminders(BOB) is False
    assert await service.set_dm_reminders(BOB, True) is True
    assert await service.dm_reminders(BOB) is True
    await start(service, 3600)  # one hour: long enough
    clock.advance(2400)
    await service.tick()  # Alice, to move, did not ask
    clock.advance(1)
    await service.move(GUILD, CHANNEL, ALICE, "d6")
    clock.advance(2400)
    await service.tick()
    assert [(w.user_id, w.dm) for w in warnings(events)] == [(ALICE, False), (BOB, True)]
    await service.resign(GUILD, CHANNEL, ALICE)
    events.clear()
    await start(service, 3599)  # shorter than an hour: the mention in the channel is enough
    await service.move(GUILD, CHANNEL, ALICE, "d6")
    clock.advance(2400)
    await service.tick()
    assert [(w.user_id, w.dm) for w in warnings(events)] == [(BOB, False)]
    await service.set_dm_reminders(BOB, False)
    assert await service.dm_reminders(BOB) is False


async def test_a_correspondence_game_across_restarts_is_not_charged_the_downtime(
    db_path: Path, clock: ManualClock
) -> None:
    repo = await open_database(db_path)
    service = MatchService(repo, clock=clock, provider=InlineProvider())
    await service.resume()
    await start(service, 2 * DAY)
    await service.move(GUILD, CHANNEL, ALICE, "d6")
    deadline = clock.now() + 2 * DAY
    clock.advance(DAY)
    await service.tick()  # the timers' heartbeat: one day of Bob's two is left
    clock.advance(3600)
    # A crash: no clean shutdown, so the last heartbeat (an hour ago) is all that is known.
    await repo.close()
    clock.advance(3 * DAY)  # down three days, past Bob's deadline
    repo = await open_database(db_path)
    service = MatchService(repo, clock=clock, provider=InlineProvider())
    await service.resume()
    view = service.active_game(CHANNEL, BOB)
    assert view is not None and view.status is GameStatus.ACTIVE
    # Charged from the heartbeat on: at most the time between a heartbeat and the crash is
    # credited too (here the hour).
    assert view.deadline == deadline + 3 * DAY + 3600
    await service.tick()
    assert service.active_game(CHANNEL, BOB) is not None
    # A clean shutdown records its time: the next downtime is credited exactly, and the moved
    # deadline was stored, so the first downtime stays credited.
    clock.advance(DAY - 600)
    await service.close()
    await repo.close()
    clock.advance(5 * DAY)
    repo = await open_database(db_path)
    try:
        service = MatchService(repo, clock=clock, provider=InlineProvider())
        await service.resume()
        view = service.active_game(CHANNEL, BOB)
        assert view is not None
        assert view.deadline == deadline + 3 * DAY + 3600 + 5 * DAY
        assert view.deadline - clock.now() == 600  # what was left at the shutdown
        clock.advance(600)
        await service.tick()
        assert service.active_game(CHANNEL, BOB) is None
        finished = await service.game(view.id)
        assert finished.outcome is not None
        assert finished.outcome.termination is Termination.TIMEOUT
    finally:
        await service.close()
        await repo.close()


async def test_each_process_charges_only_its_own_downtime(
    db_path: Path, clock: ManualClock
) -> None:
    repo = await open_database(db_path)
    try:
        service = MatchService(repo, clock=clock, provider=InlineProvider())
        await service.resume()
        await start(service, DAY)
        deadline = clock.now() + DAY
        await service.close()
        clock.advance(3600)
        other = MatchService(repo, clock=clock, provider=InlineProvider(), process_name="shard-1")
        await other.tick()  # another process's heartbeat, an hour later
        await other.close()
        clock.advance(3600)
        again = MatchService(repo, clock=clock, provider=InlineProvider())
        await again.resume()
        view = again.active_game(CHANNEL, ALICE)
        assert view is not None and view.deadline == deadline + 2 * 3600
        await again.close()
    finally:
        await repo.close()
