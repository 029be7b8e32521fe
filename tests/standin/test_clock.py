"""The stand-in's clock: it moves only forward, stamps what the stand-in makes, and a bot
process follows it through the shared offset file."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bot.service.clock import FollowedClock
from standin import StandIn
from standin.clock import CLOCK_FILE_ENV, Clock
from standin.harness import BotProcess
from standin.model import snowflake_time

DAY = 86400


def test_a_followed_clock_reads_the_offset_the_stand_in_shares() -> None:
    clock = Clock()
    path = clock.share()
    follower = FollowedClock(path)
    assert abs(follower.now() - time.time()) < 1
    clock.advance(14 * DAY)
    assert abs(follower.now() - (time.time() + 14 * DAY)) < 1
    assert abs(clock.now() - follower.now()) < 1
    with pytest.raises(ValueError, match="forward"):
        clock.advance(-1)
    clock.close()
    assert not path.exists() and abs(follower.now() - time.time()) < 1


async def test_messages_made_after_an_advance_carry_the_moved_time() -> None:
    standin = StandIn()
    await standin.advance(3 * DAY)
    message = standin._message(standin.channel, standin.owner, "later")
    assert abs(snowflake_time(int(message["id"])) - (time.time() + 3 * DAY)) < 1
    assert message["timestamp"].startswith(
        time.strftime("%Y-%m-%d", time.gmtime(time.time() + 3 * DAY))
    )


def test_the_harness_hands_the_bot_the_stand_ins_clock_file(tmp_path: Path) -> None:
    standin = StandIn()
    process = BotProcess(standin, tmp_path)
    follower = FollowedClock(Path(process.env[CLOCK_FILE_ENV]))
    standin.clock.advance(DAY)
    assert abs(follower.now() - standin.clock.now()) < 1
    standin.clock.close()
