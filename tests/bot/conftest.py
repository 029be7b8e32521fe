"""Fixtures: a real SQLite file per test, a manual clock, and a service on both."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import Event, ManualClock, MatchService
from bot.storage import Repository, SqlRepository, open_database
from tests.bot.helpers import COMPUTER, InlineProvider, mention


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "games.db"


@pytest.fixture
async def sqlite_repo(db_path: Path) -> AsyncIterator[SqlRepository]:
    repository = await open_database(db_path)
    yield repository
    await repository.close()


@pytest.fixture
async def repo(sqlite_repo: SqlRepository) -> Repository:
    return sqlite_repo


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
    repo: Repository, clock: ManualClock, provider: InlineProvider, events: list[Event]
) -> AsyncIterator[MatchService]:
    svc = MatchService(
        repo,
        clock=clock,
        rng=random.Random(7),
        provider=provider,
        computer_id=COMPUTER,
        mention=mention,
    )

    async def collect(event: Event) -> None:
        events.append(event)

    svc.subscribe(collect)
    await svc.resume()
    yield svc
    await svc.close()
