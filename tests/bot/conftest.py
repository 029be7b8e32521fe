"""Fixtures: a real SQLite file per test, a manual clock, and a service on both."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import Event, ManualClock, MatchService
from bot.storage import SqliteRepository, open_database
from renderer import STYLES
from tests.bot.helpers import COMPUTER, InlineProvider, mention


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "games.db"


@pytest.fixture
async def repo(db_path: Path) -> AsyncIterator[SqliteRepository]:
    repository = await open_database(db_path)
    yield repository
    await repository.close()


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def provider() -> InlineProvider:
    return InlineProvider()


@pytest.fixture
def events() -> list[Event]:
    return []


@pytest.fixture
async def service(
    repo: SqliteRepository, clock: ManualClock, provider: InlineProvider, events: list[Event]
) -> AsyncIterator[MatchService]:
    svc = MatchService(
        repo,
        clock=clock,
        rng=random.Random(7),
        provider=provider,
        computer_id=COMPUTER,
        mention=mention,
        board_styles=STYLES,
    )

    async def collect(batch: tuple[Event, ...]) -> None:
        events.extend(batch)

    svc.subscribe(collect)
    await svc.resume()
    yield svc
    await svc.close()
