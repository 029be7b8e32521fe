"""Settings from the environment and ``.env`` (every one is documented in ``.env.example``)."""

from __future__ import annotations

import os
from pathlib import Path

from pydantic import Field, SecretStr, ValidationInfo, field_validator, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.limits import (
    DEFAULT_DATABASE_TIMEOUT_S,
    DEFAULT_GRACE_S,
    DEFAULT_LEASE_S,
    THINK_BUDGETS,
    TURN_TIMEOUT_RANGE,
)
from bot.shards import parse_shard_ids
from bot.storage.backends import POSTGRES_SCHEMES, SQLITE_SCHEME, sqlite_url, with_timeout
from texts.catalogue import CACHE_ENV

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
RESTART_GRACE_RANGE = (0.0, float(TURN_TIMEOUT_RANGE[1]))
"""Allowed restart grace periods in seconds: none up to the longest turn timeout (7 days)."""
MAX_DEFAULT_WORKERS = 4
"""The most computer workers started unless ``COMPUTER_WORKERS`` asks for more: each keeps its
own transposition tables (up to a few hundred MB)."""


def default_workers() -> int:
    """Return the computer workers started by default: one per core, at most
    :data:`MAX_DEFAULT_WORKERS`."""
    return min(os.cpu_count() or 1, MAX_DEFAULT_WORKERS)


class Settings(BaseSettings):
    """The bot's settings; environment variables win over ``.env``."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = Field(default=None, description="the bot token")
    database_path: Path = Field(default=Path("./data/morrisbot.db"))
    database_url: str | None = Field(
        default=None,
        description="postgresql://USER:PASSWORD@HOST/DATABASE to use PostgreSQL instead of SQLite",
    )
    dev_guild_id: int | None = Field(
        default=None, description="sync commands to this guild only (for development)"
    )
    log_level: str = "INFO"
    message_content: bool = Field(
        default=True, description="request the Message Content intent to read typed moves"
    )
    board_tiles: bool = Field(
        default=True, description="upload the board tiles as the app's emoji for tile boards"
    )
    guild_ready_timeout: float = Field(default=2.0, ge=0)
    """Seconds discord.py waits for more guilds before it is ready (tests shorten it)."""
    challenges_per_minute: int = Field(default=5, ge=1)
    restart_grace_seconds: float = DEFAULT_GRACE_S
    """Seconds every turn has at least left after a restart (time to move after downtime)."""
    computer_think_seconds: float = Field(default=THINK_BUDGETS["hard"], gt=0, le=60)
    """Seconds the computer thinks per move at the ``hard`` and ``perfect`` levels."""
    computer_workers: int = Field(default_factory=default_workers, ge=1, le=64)
    """Worker processes that think for the computer at once (moves, draw offers, reviews);
    unset: :func:`default_workers`. They run at a lower priority than the bot, which answers
    first."""
    shard_count: int | None = Field(default=None, ge=1)
    """Shards of the whole bot (every process of a cluster the same); unset: Discord's advice."""
    shard_ids: str | None = None
    """The shards this process runs: one (``1``) or a range (``0-1``); unset: all of them."""
    shard_lease_seconds: float = Field(default=DEFAULT_LEASE_S, gt=0, le=600)
    """On PostgreSQL, how long this process's lease on its shards lasts unless renewed: the
    shards of a killed process can be taken over that long after its last renewal."""
    database_timeout_seconds: float = Field(default=DEFAULT_DATABASE_TIMEOUT_S, gt=0, le=60)
    """On PostgreSQL, how long a statement may wait for a lock or run before the action is
    refused as "the database is busy" (nothing changed)."""
    build_tables: bool = True
    """Build the Morris endgame tables in the background on start when they are missing and
    the machine can (``games.ai.provision``); off, ``hard`` searches where tables would be."""
    morrisbot_catalogue_cache: str | None = None
    """The folder that keeps the parsed catalogues (``off``: none); unset, the user's cache
    folder (:func:`texts.catalogue.cache_folder`, which reads it from the environment:
    :meth:`export_catalogue_cache`)."""
    discord_api_base: str | None = None
    """Test only: the REST base URL of a local Discord stand-in."""
    morrisbot_clock_file: Path | None = None
    """Test only: follow the clock of a local Discord stand-in (its offset file)."""
    discord_gateway_url: str | None = None
    """Test only: the gateway URL of a local Discord stand-in."""

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.strip().upper()
        if level not in LOG_LEVELS:
            raise ValueError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {value!r}")
        return level

    @field_validator("restart_grace_seconds", "computer_workers", mode="before")
    @classmethod
    def _blank_is_default(cls, value: object, info: ValidationInfo) -> object:
        """An empty line (``RESTART_GRACE_SECONDS=``) means the default."""
        if isinstance(value, str) and not value.strip():
            assert info.field_name is not None
            return cls.model_fields[info.field_name].get_default(call_default_factory=True)
        return value

    @field_validator("restart_grace_seconds")
    @classmethod
    def _grace_in_range(cls, value: float) -> float:
        low, high = RESTART_GRACE_RANGE
        if not low <= value <= high:  # also refuses nan
            raise ValueError(
                f"RESTART_GRACE_SECONDS must be from {low:g} to {high:g} seconds "
                f"({high / 86400:g} days), "
                f"not {value:g}: set it to how long players get to move after the bot was down"
            )
        return value

    @field_validator(
        "discord_token",
        "dev_guild_id",
        "database_url",
        "shard_count",
        "shard_ids",
        "discord_api_base",
        "discord_gateway_url",
        mode="before",
    )
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        """An empty ``KEY=`` line in ``.env`` means "not set"."""
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("database_url")
    @classmethod
    def _known_database(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith((*POSTGRES_SCHEMES, SQLITE_SCHEME)):
            raise ValueError(
                "DATABASE_URL must start with postgresql:// (or sqlite:/// for a SQLite file); "
                "leave it empty to use SQLite at DATABASE_PATH"
            )
        return value

    @model_validator(mode="after")
    def _shards_of_the_count(self) -> Settings:
        if self.shard_ids is None:
            return self
        ids = parse_shard_ids(self.shard_ids)
        if self.shard_count is None:
            raise ValueError(
                "SHARD_IDS needs SHARD_COUNT: set SHARD_COUNT to the number of shards of the "
                "whole bot (the same in every process)"
            )
        if ids[-1] >= self.shard_count:
            raise ValueError(
                f"SHARD_IDS {self.shard_ids} names shards beyond SHARD_COUNT={self.shard_count}: "
                f"shard ids go from 0 to {self.shard_count - 1}"
            )
        if len(ids) < self.shard_count and not (self.database_url or "").startswith(
            POSTGRES_SCHEMES
        ):
            raise ValueError(
                f"SHARD_IDS {self.shard_ids} leaves the other shards to other processes, which "
                "must share the games: set DATABASE_URL to a PostgreSQL database"
            )
        return self

    def export_catalogue_cache(self) -> None:
        """Put ``MORRISBOT_CATALOGUE_CACHE`` into the environment, where the texts read it (and
        the computer workers inherit it), when it was set (perhaps in ``.env`` only)."""
        if self.morrisbot_catalogue_cache is not None:
            os.environ[CACHE_ENV] = self.morrisbot_catalogue_cache

    @property
    def shards(self) -> range | None:
        """The shards this process runs (None: every shard Discord advises, in this process)."""
        if self.shard_count is None:
            return None
        if self.shard_ids is None:
            return range(self.shard_count)
        return parse_shard_ids(self.shard_ids)

    @property
    def process_name(self) -> str:
        """This process's name in a cluster (it keys the timers' heartbeat): ``main`` alone,
        else the shards it runs, e.g. ``shards 0-1``."""
        shards = self.shards
        if shards is None or self.shard_ids is None:
            return "main"
        return f"shards {shards.start}-{shards.stop - 1}"

    @property
    def storage_url(self) -> str:
        """The database to open: ``DATABASE_URL`` (with ``DATABASE_TIMEOUT_SECONDS`` as its
        lock and statement timeouts) if set, else SQLite at ``DATABASE_PATH``."""
        if self.database_url is None:
            return sqlite_url(self.database_path)
        return with_timeout(self.database_url, self.database_timeout_seconds)
