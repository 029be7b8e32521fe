"""The cogs' wording helpers: Discord limits, durations, channel lists, permissions."""

from __future__ import annotations

import discord
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.cogs.settings import parse_channels
from bot.discord.permissions import permission_problem
from bot.discord.say import MESSAGE_LIMIT, fit, in_messages, message_link, pinging, say
from bot.discord.wording import Typing, challenge_text, duration_text
from bot.service import ChallengeView, FirstMove, InvalidRequestError, parse_duration
from bot.storage import ChallengeStatus
from texts import t


@given(st.text(max_size=3000))
def test_fit_never_exceeds_the_message_limit(text: str) -> None:
    assert len(fit(text)) <= MESSAGE_LIMIT
    if len(text) <= MESSAGE_LIMIT:
        assert fit(text) == text


@given(st.text(max_size=300), st.integers(min_value=0, max_value=60))
def test_fit_never_exceeds_a_small_limit(text: str, limit: int) -> None:
    assert len(fit(text, limit)) <= limit


def test_fit_closes_a_code_block_it_cuts() -> None:
    text = "header\n```\n" + "x" * 3000 + "\n```"
    cut = fit(text)
    assert len(cut) <= MESSAGE_LIMIT and cut.count("```") == 2 and cut.endswith("…")


def test_channels_from_mentions_or_all() -> None:
    assert parse_channels("<#12> and <#34>") == [12, 34]
    assert parse_channels("all") == []
    with pytest.raises(InvalidRequestError) as refused:
        parse_channels("games")
    assert refused.value.text == t("settings-channels-invalid")


def test_permission_problem_names_what_is_missing() -> None:
    fine = discord.Permissions(view_channel=True, send_messages=True)
    assert permission_problem(None, fine) is None
    muted = discord.Permissions(view_channel=True)
    problem = permission_problem(None, muted)
    assert problem is not None and problem.params["count"] == 1
    assert problem.params["permissions"] == t("permission-send-messages")
    blind = discord.Permissions.none()
    problem = permission_problem(None, blind)
    assert problem is not None and problem.params["count"] == 2
    assert "View Channel and Send Messages permissions" in say(problem)


def test_pinging_allows_only_the_given_users() -> None:
    allowed = pinging(7).to_dict()
    assert allowed["parse"] == [] and allowed["users"] == [7]
    assert "replied_user" not in allowed
    assert pinging().to_dict()["users"] == []


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        (Typing.ANY, "type `accept`"),
        (Typing.ADDRESSED, "type `accept` or `decline` with me mentioned"),
        (Typing.NONE, "Press Accept or Decline. The"),
    ],
)
def test_a_challenge_says_only_how_to_answer_what_is_read(mode: Typing, expected: str) -> None:
    challenge = ChallengeView(
        1,
        2,
        3,
        4,
        5,
        "morris",
        "Nine Men's Morris",
        {},
        FirstMove.ME,
        None,
        0.0,
        ChallengeStatus.PENDING,
        None,
        None,
        None,
        None,
    )
    lines = challenge_text(challenge, False, mode)
    assert lines[-1].key == f"challenge-answer-{mode.value}"
    assert expected in say(lines[-1])


@pytest.mark.parametrize(
    ("seconds", "text"), [(60, "1m"), (900, "15m"), (7200, "2h"), (3 * 86400, "3d"), (90, "90s")]
)
def test_duration_text_reads_back_as_the_same_duration(seconds: int, text: str) -> None:
    assert duration_text(seconds) == text
    assert parse_duration(text, (1, 10**7), "clock") == seconds


def test_message_links_use_me_without_a_server() -> None:
    assert message_link(0, 5, 6) == "https://discord.com/channels/@me/5/6"
    assert message_link(4, 5, 6) == "https://discord.com/channels/4/5/6"


def test_paragraphs_go_in_as_few_messages_as_fit_and_none_is_lost() -> None:
    parts = ["a" * 1200, "b" * 700, "c" * 300, "d" * 2500]
    messages = in_messages(parts)
    assert messages[:2] == ["a" * 1200 + "\n\n" + "b" * 700, "c" * 300]
    assert all(len(m) <= MESSAGE_LIMIT for m in messages) and len(messages) == 3
    assert messages[2].endswith(" …")  # only a paragraph too long alone is cut
