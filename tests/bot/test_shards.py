"""Discord's shard rule and the SHARD_COUNT / SHARD_IDS settings of a cluster process."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.settings import Settings
from bot.shards import parse_shard_ids, shard_of


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in ("SHARD_COUNT", "SHARD_IDS", "DATABASE_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def test_a_guild_belongs_to_the_shard_of_its_id_and_dms_to_shard_0() -> None:
    guild = 81384788765712384  # Discord's documentation's example id
    assert shard_of(guild, 1) == 0
    assert shard_of(guild, 3) == (guild >> 22) % 3 == 1
    assert [shard_of(n << 22, 2) for n in range(4)] == [0, 1, 0, 1]
    assert shard_of(None, 4) == shard_of(0, 4) == 0


@pytest.mark.parametrize(
    ("text", "shards"), [("0-1", range(2)), ("3", range(3, 4)), (" 2-5 ", range(2, 6))]
)
def test_shard_ids_are_one_shard_or_a_range(text: str, shards: range) -> None:
    assert parse_shard_ids(text) == shards


@pytest.mark.parametrize("text", ["a", "1-", "-1", "2-1", "0,1"])
def test_bad_shard_ids_say_what_a_good_value_looks_like(text: str) -> None:
    with pytest.raises(ValueError, match=r"SHARD_IDS must be .*\(0-1\)"):
        parse_shard_ids(text)


def test_unset_the_process_runs_every_shard_discord_advises() -> None:
    assert Settings().shards is None


def test_a_process_of_a_cluster_runs_its_range_of_the_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SHARD_COUNT", "4")
    assert Settings().shards == range(4)
    monkeypatch.setenv("SHARD_IDS", "0-3")
    assert Settings().shards == range(4)
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot@db/morrisbot")
    monkeypatch.setenv("SHARD_IDS", "2-3")
    assert Settings().shards == range(2, 4)
    monkeypatch.setenv("SHARD_IDS", "")
    assert Settings().shards == range(4)


def test_each_process_of_a_cluster_has_its_own_heartbeat_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert Settings().process_name == "main"
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot@db/morrisbot")
    monkeypatch.setenv("SHARD_COUNT", "2")
    names = set()
    for ids in ("0", "1"):
        monkeypatch.setenv("SHARD_IDS", ids)
        names.add(Settings().process_name)
    assert names == {"shards 0-0", "shards 1-1"}


@pytest.mark.parametrize(
    ("count", "ids", "message"),
    [
        ("", "0-1", "SHARD_IDS needs SHARD_COUNT"),
        ("2", "1-2", "beyond SHARD_COUNT=2: shard ids go from 0 to 1"),
        ("2", "x", "SHARD_IDS must be one shard"),
        ("0", "", "greater than or equal to 1"),
        ("2", "1", "must share the games: set DATABASE_URL to a PostgreSQL database"),
    ],
)
def test_inconsistent_shard_settings_are_refused(
    monkeypatch: pytest.MonkeyPatch, count: str, ids: str, message: str
) -> None:
    monkeypatch.setenv("SHARD_COUNT", count)
    monkeypatch.setenv("SHARD_IDS", ids)
    with pytest.raises(ValidationError, match=message):
        Settings()
