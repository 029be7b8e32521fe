"""The cogs' wording helpers: Discord limits, durations, channel lists, permissions."""

from __future__ import annotations

import discord
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.discord.common import (
    MESSAGE_LIMIT,
    RefusalError,
    Typing,
    duration_text,
    fit,
    how_to_type,
    message_link,
    parse_duration,
    permission_problem,
    pinging,
)
from bot.discord.info import parse_channels


@given(st.text(max_size=3000))
def test_fit_never_exceeds_the_message_limit(text: str) -> None:
    assert len(fit(text)) <= MESSAGE_LIMIT
    if len(text) <= MESSAGE_LIMIT:
        assert fit(text) == text


def test_fit_closes_a_code_block_it_cuts() -> None:
    text = "header\n```\n" + "x" * 3000 + "\n```"
    cut = fit(text)
    assert len(cut) <= MESSAGE_LIMIT and cut.count("```") == 2 and cut.endswith("…")


@pytest.mark.parametrize(
    ("text", "seconds"), [("90s", 90), ("15m", 900), ("2h", 7200), ("1d", 86400), (" 5 ", 300)]
)
def test_durations(text: str, seconds: int) -> None:
    assert parse_duration(text, "Turn timeout") == seconds


@pytest.mark.parametrize("text", ["soon", "", "1.5h", "-3m", "10 minutes"])
def test_bad_durations_say_what_to_write(text: str) -> None:
    with pytest.raises(RefusalError, match=r"not a duration: write e\.g\. 90s"):
        parse_duration(text, "Turn timeout")


def test_channels_from_mentions_or_all() -> None:
    assert parse_channels("<#12> and <#34>") == [12, 34]
    assert parse_channels("all") == []
    with pytest.raises(RefusalError, match="#channel mentions"):
        parse_channels("games")


def test_permission_problem_names_what_is_missing() -> None:
    fine = discord.Permissions(view_channel=True, send_messages=True)
    assert permission_problem(None, fine) is None
    muted = discord.Permissions(view_channel=True)
    problem = permission_problem(None, muted)
    assert problem is not None and "Send Messages permission" in problem
    blind = discord.Permissions.none()
    problem = permission_problem(None, blind)
    assert problem is not None and "View Channel and Send Messages permissions" in problem


def test_pinging_allows_only_the_given_users() -> None:
    allowed = pinging(7).to_dict()
    assert allowed["parse"] == [] and allowed["users"] == [7]
    assert "replied_user" not in allowed
    assert pinging().to_dict()["users"] == []


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        (Typing.ANY, "type `accept`"),
        (Typing.ADDRESSED, "reply to this message with `accept`"),
        (Typing.NONE, ""),
    ],
)
def test_how_to_type_says_only_what_is_read(mode: Typing, expected: str) -> None:
    assert how_to_type(mode, "`accept`") == expected


@pytest.mark.parametrize(
    ("seconds", "text"), [(60, "1m"), (900, "15m"), (7200, "2h"), (3 * 86400, "3d"), (90, "90s")]
)
def test_duration_text_reads_back_as_the_same_duration(seconds: int, text: str) -> None:
    assert duration_text(seconds) == text and parse_duration(text, "Clock") == seconds


def test_message_links_use_me_without_a_server() -> None:
    assert message_link(0, 5, 6) == "https://discord.com/channels/@me/5/6"
    assert message_link(4, 5, 6) == "https://discord.com/channels/4/5/6"
