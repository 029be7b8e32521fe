"""Settings from the environment and ``.env`` (every one is documented in ``.env.example``)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from bot.limits import DEFAULT_GRACE_S, THINK_BUDGETS, TURN_TIMEOUT_RANGE

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
RESTART_GRACE_RANGE = (0.0, float(TURN_TIMEOUT_RANGE[1]))
"""Allowed restart grace periods in seconds: none up to the longest turn timeout (7 days)."""


class Settings(BaseSettings):
    """The bot's settings; environment variables win over ``.env``."""

    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = Field(default=None, description="the bot token")
    database_path: Path = Field(default=Path("./data/morrisbot.db"))
    dev_guild_id: int | None = Field(
        default=None, description="sync commands to this guild only (for development)"
    )
    log_level: str = "INFO"
    message_content: bool = Field(
        default=True, description="request the Message Content intent to read typed moves"
    )
    guild_ready_timeout: float = Field(default=2.0, ge=0)
    """Seconds discord.py waits for more guilds before it is ready (tests shorten it)."""
    challenges_per_minute: int = Field(default=5, ge=1)
    restart_grace_seconds: float = DEFAULT_GRACE_S
    """Seconds every turn has at least left after a restart (time to move after downtime)."""
    computer_think_seconds: float = Field(default=THINK_BUDGETS["hard"], gt=0, le=60)
    """Seconds the computer thinks per move at the ``hard`` and ``perfect`` levels."""
    discord_api_base: str | None = None
    """Test only: the REST base URL of a local Discord stand-in."""
    discord_gateway_url: str | None = None
    """Test only: the gateway URL of a local Discord stand-in."""

    @field_validator("log_level")
    @classmethod
    def _known_level(cls, value: str) -> str:
        level = value.strip().upper()
        if level not in LOG_LEVELS:
            raise ValueError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {value!r}")
        return level

    @field_validator("restart_grace_seconds", mode="before")
    @classmethod
    def _blank_is_default(cls, value: object) -> object:
        """An empty ``RESTART_GRACE_SECONDS=`` line means the default."""
        return DEFAULT_GRACE_S if isinstance(value, str) and not value.strip() else value

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
        "discord_token", "dev_guild_id", "discord_api_base", "discord_gateway_url", mode="before"
    )
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        """An empty ``KEY=`` line in ``.env`` means "not set"."""
        return None if isinstance(value, str) and not value.strip() else value
