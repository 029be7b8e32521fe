"""Once-per-bot jobs (the command sync): one leader among the processes sharing a database,
and the record of which commands Discord was last given."""

from __future__ import annotations

import pytest

from bot.storage import open_storage
from tests.bot.conftest import BOTH_BACKENDS


@BOTH_BACKENDS
async def test_the_first_process_to_ask_leads_and_keeps_leading(database_url: str) -> None:
    repo = await open_storage(database_url)
    try:
        assert await repo.try_lead("commands")
        assert await repo.try_lead("commands")
    finally:
        await repo.close()


@pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
async def test_on_postgresql_one_process_leads_until_it_closes(database_url: str) -> None:
    first = await open_storage(database_url)
    second = await open_storage(database_url)
    try:
        assert await first.try_lead("commands")
        assert not await second.try_lead("commands")
        assert await second.try_lead("another job")
        assert not await first.try_lead("another job")
        await first.close()
        assert await second.try_lead("commands")
    finally:
        await second.close()
        await first.close()


@BOTH_BACKENDS
async def test_the_last_uploaded_commands_are_remembered_per_scope(database_url: str) -> None:
    repo = await open_storage(database_url)
    try:
        assert await repo.synced_commands("global") is None
        await repo.record_synced_commands("global", "v1")
        await repo.record_synced_commands("guild:7", "v1")
        await repo.record_synced_commands("global", "v2")
    finally:
        await repo.close()
    reopened = await open_storage(database_url)  # as another process of the cluster would
    try:
        assert await reopened.synced_commands("global") == "v2"
        assert await reopened.synced_commands("guild:7") == "v1"
        assert await reopened.synced_commands("guild:8") is None
    finally:
        await reopened.close()
