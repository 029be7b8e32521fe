"""The tournament card as a person reads it on a phone: its table one short line a player,
the tie-breaks named once, a big event's whole final table within the card."""

from __future__ import annotations

import dataclasses
import re

import discord

from bot.cogs.tournament_card import card_layout, card_sections
from bot.discord.board.layout import V2_TEXT_LIMIT
from bot.discord.wording import say_lines
from bot.service.pairing import Standing
from bot.service.tournament_models import (
    BoardRecord,
    TournamentFormat,
    TournamentRecord,
    TournamentStatus,
    TournamentView,
)
from standin import Post
from standin.limits import IS_COMPONENTS_V2, check_v2_message
from texts import LOCALES

PHONE_LINE = 36
"""Characters of 16 px text in a V2 card on a phone 390 px wide (about 265 px of text: the
avatar, the container's padding and its accent bar take the rest)."""
FIRST_ID = 412345678901234567


def _finished_swiss(players: int, withdrawn: frozenset[int] = frozenset()) -> TournamentView:
    record = TournamentRecord(
        id=1, guild_id=2, channel_id=3, organiser_id=4, format=TournamentFormat.SWISS,
        game="morris", options={}, rounds=5, turn_time_s=600, max_players=players,
        starts_at=0.0, status=TournamentStatus.FINISHED, round=5, created_at=0.0,
    )  # fmt: skip
    ids = tuple(FIRST_ID + n for n in range(players))
    table = tuple(
        Standing(player, float(5 - n * 5 // players), float(12 - n % 7), float(9 - n % 5))
        for n, player in enumerate(ids)
    )
    return TournamentView(record, ids, withdrawn, (), table)


def _shown(line: str) -> str:
    """``line`` as the reader sees it: a mention as a display name of 16 characters (with its
    @), bold marks gone."""
    return re.sub(r"<@\d+>", "@" + "n" * 15, line).replace("**", "")


def _table(view: TournamentView, locale: str) -> list[str]:
    return say_lines(card_sections(view)[-1], locale).split("\n")


def test_each_players_line_of_a_swiss_table_fits_one_line_of_a_phone() -> None:
    view = _finished_swiss(6, frozenset({FIRST_ID + 4}))
    for locale in LOCALES:
        rows = [line for line in _table(view, locale) if "<@" in line]
        assert len(rows) == 6
        kept = [row for row in rows if str(FIRST_ID + 4) not in row]
        assert all(len(_shown(row)) <= PHONE_LINE for row in kept), (locale, kept)


def test_the_tie_breaks_are_named_once_above_the_table() -> None:
    lines = _table(_finished_swiss(6), "en-US")
    assert [line for line in lines if "Buchholz" in line] == [
        "-# points · Buchholz · Sonneborn-Berger"
    ]
    assert lines[2] == f"1. <@{FIRST_ID}>: **5** · 12 · 9"


def test_a_withdrawn_player_is_said_in_their_row() -> None:
    lines = _table(_finished_swiss(6, frozenset({FIRST_ID + 4})), "en-US")
    assert f"5. <@{FIRST_ID + 4}> (withdrew): **2** · 8 · 5" in lines
    assert len(lines) == 2 + 6


def test_a_finished_swiss_of_64_shows_its_whole_final_table() -> None:
    view = _finished_swiss(64)
    layout = card_layout(view)
    texts = [
        item.content for item in layout.walk_children() if isinstance(item, discord.ui.TextDisplay)
    ]
    assert sum(len(text) for text in texts) <= V2_TEXT_LIMIT and "…" not in texts[-1]
    assert all(f"<@{player}>" in texts[-1] for player in view.players)


def test_the_clock_per_move_is_said_in_the_cards_language() -> None:
    view = _finished_swiss(4)
    heading = {
        locale: say_lines(
            card_sections(dataclasses.replace(view, record=_in(view, locale)))[0], locale
        )
        for locale in ("en-US", "ru", "zh-CN")
    }
    assert "10 minutes per move" in heading["en-US"]
    assert "10 минут на ход" in heading["ru"] and "10m" not in heading["ru"]
    assert "10 分钟" in heading["zh-CN"]


def _in(view: TournamentView, locale: str) -> TournamentRecord:
    return dataclasses.replace(view.record, language=locale)


def test_a_running_swiss_of_200_is_a_card_discord_takes() -> None:
    view = _finished_swiss(200)
    running = dataclasses.replace(view.record, status=TournamentStatus.RUNNING, round=3)
    boards = tuple(BoardRecord(3, n, FIRST_ID + 2 * n, FIRST_ID + 2 * n + 1) for n in range(100))
    layout = card_layout(dataclasses.replace(view, record=running, boards=boards))
    payload = layout.to_components()  # type: ignore[no-untyped-call]  # unannotated upstream
    assert check_v2_message({"flags": IS_COMPONENTS_V2, "components": payload}) is None
    message = Post("message", 0, {"components": payload})
    assert "Round 3" in message.content and [b["label"] for b in message.buttons()] == [
        "Join",
        "Leave",
    ]
