"""Bot settings from the environment and .env, and the start without a token."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.__main__ import NOT_CONFIGURED, main
from bot.settings import MAX_DEFAULT_WORKERS, Settings
from texts.catalogue import CACHE_ENV, cache_folder

DEFAULT_WORKERS = min(os.cpu_count() or 1, MAX_DEFAULT_WORKERS)
"""One computer worker per core, at most ``MAX_DEFAULT_WORKERS``."""
VARIABLES = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "DEV_GUILD_ID",
    "LOG_LEVEL",
    "MESSAGE_CONTENT",
    "CHALLENGES_PER_MINUTE",
    "GUILD_READY_TIMEOUT",
    "RESTART_GRACE_SECONDS",
    "COMPUTER_THINK_SECONDS",
    "COMPUTER_WORKERS",
    "DISCORD_API_BASE",
    "DISCORD_GATEWAY_URL",
)


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def test_defaults() -> None:
    settings = Settings()
    assert settings.discord_token is None
    assert settings.database_path == Path("data/morrisbot.db")
    assert settings.message_content is True and settings.dev_guild_id is None
    assert settings.log_level == "INFO"
    assert settings.restart_grace_seconds == 120
    assert settings.computer_think_seconds == 2.0
    assert settings.computer_workers == DEFAULT_WORKERS


@pytest.mark.parametrize("text", ["", "  "])
def test_without_a_database_url_the_bot_uses_sqlite_at_the_path(
    monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    monkeypatch.setenv("DATABASE_URL", text)
    monkeypatch.setenv("DATABASE_PATH", "/srv/bot/games.db")
    assert Settings().storage_url == "sqlite:////srv/bot/games.db"


def test_a_postgresql_url_is_used_with_the_database_timeout(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    url = "postgresql://bot:secret@db.local:5432/morrisbot"
    monkeypatch.setenv("DATABASE_URL", url)
    assert Settings().storage_url == f"{url}?lock_timeout=2000ms&statement_timeout=2000ms"
    monkeypatch.setenv("DATABASE_TIMEOUT_SECONDS", "0.5")
    monkeypatch.setenv("DATABASE_URL", f"{url}?sslmode=require&lock_timeout=5s")
    assert Settings().storage_url == (
        f"{url}?sslmode=require&lock_timeout=5s&statement_timeout=500ms"
    )


def test_an_unknown_database_url_is_refused_saying_what_works(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("DATABASE_URL", "mysql://bot@db/morrisbot")
    assert main([]) == 2
    assert "DATABASE_URL must start with postgresql://" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("variable", "text"),
    [
        ("COMPUTER_THINK_SECONDS", "0"),
        ("COMPUTER_THINK_SECONDS", "-1"),
        ("COMPUTER_THINK_SECONDS", "61"),
        ("COMPUTER_WORKERS", "0"),
        ("COMPUTER_WORKERS", "65"),
        ("COMPUTER_WORKERS", "two"),
    ],
)
def test_a_computer_setting_out_of_range_is_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], variable: str, text: str
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv(variable, text)
    assert main([]) == 2
    assert variable in capsys.readouterr().err


@pytest.mark.parametrize(("text", "workers"), [("", DEFAULT_WORKERS), ("3", 3)])
def test_computer_workers_are_one_per_core_up_to_four_unless_set(
    monkeypatch: pytest.MonkeyPatch, text: str, workers: int
) -> None:
    monkeypatch.setenv("COMPUTER_WORKERS", text)
    assert Settings().computer_workers == workers


@pytest.mark.parametrize(
    ("text", "seconds"), [("0", 0), ("2.5", 2.5), ("604800", 604800), ("", 120)]
)
def test_restart_grace_is_read_in_seconds(
    monkeypatch: pytest.MonkeyPatch, text: str, seconds: float
) -> None:
    monkeypatch.setenv("RESTART_GRACE_SECONDS", text)
    assert Settings().restart_grace_seconds == seconds


@pytest.mark.parametrize("text", ["-1", "604801", "nan", "inf"])
def test_a_restart_grace_out_of_range_is_refused_with_the_range(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("RESTART_GRACE_SECONDS", text)
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "RESTART_GRACE_SECONDS must be from 0 to 604800 seconds (7 days)" in err
    assert f"not {text}" in err


def test_a_restart_grace_that_is_not_a_number_is_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("RESTART_GRACE_SECONDS", "2 minutes")
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "RESTART_GRACE_SECONDS" in err and "valid number" in err


def test_dotenv_is_read_and_blank_values_mean_unset(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(
        "DISCORD_TOKEN=abc\nDEV_GUILD_ID=\nMESSAGE_CONTENT=false\nLOG_LEVEL=debug\n"
    )
    settings = Settings()
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == "abc"
    assert "abc" not in repr(settings)
    assert settings.dev_guild_id is None and settings.message_content is False
    assert settings.log_level == "DEBUG"


def test_environment_wins_over_dotenv(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / ".env").write_text("DEV_GUILD_ID=1\n")
    monkeypatch.setenv("DEV_GUILD_ID", "2")
    assert Settings().dev_guild_id == 2


def test_every_setting_is_documented_in_env_example() -> None:
    example = (Path(__file__).resolve().parents[2] / ".env.example").read_text()
    for name in VARIABLES:
        assert f"\n{name}=" in example


def test_the_catalogue_cache_of_dotenv_reaches_the_texts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``MORRISBOT_CATALOGUE_CACHE`` is documented with the settings and works from ``.env``
    too: the texts read it from the environment, where the bot puts it."""
    example = (Path(__file__).resolve().parents[2] / ".env.example").read_text()
    assert f"\n{CACHE_ENV}=" in example
    monkeypatch.delenv(CACHE_ENV, raising=False)  # the run's folder comes back after the test
    Settings().export_catalogue_cache()
    assert CACHE_ENV not in os.environ  # unset: the texts choose
    (tmp_path / ".env").write_text(f"{CACHE_ENV}=off\n")
    Settings().export_catalogue_cache()
    assert cache_folder() is None


def test_without_a_token_main_explains_and_fails(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == NOT_CONFIGURED
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN is not set" in err and "make play" in err and ".env" in err


def test_a_bad_setting_is_named(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LOG_LEVEL", "loud")
    assert main([]) == 2
    assert "LOG_LEVEL" in capsys.readouterr().err
