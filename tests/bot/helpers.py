"""Shared pieces for the bot's tests: ids, a same-process move provider, the service the tests
run, texts with a gap."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from bot.service import ManualClock, MatchExport, MatchService
from bot.service.computer import judge_offering_draw
from bot.storage import Repository
from games import ai
from games.ai.review import Review, review_game
from renderer import STYLES
from texts import Param, Text, render

GUILD = 100
CHANNEL = 10
OTHER_CHANNEL = 11
ALICE, BOB, CAROL = 1, 2, 3
COMPUTER = 999


def mention(user_id: int) -> str:
    """A readable mention for messages in tests."""
    return f"@{user_id}"


GAP = "\x00"
"""A text parameter standing for what a test does not know (the rules' reason for a refusal)."""


def around_gap(text: Text) -> tuple[str, str]:
    """Return ``text`` in English before and after its parameter given as :data:`GAP`."""
    before, _, after = render(text).partition(GAP)
    return before, after


def export_line(export: MatchExport, key: str) -> dict[str, Param]:
    """The parameters of the line ``key`` of ``export`` (which must have one)."""
    [params] = [dict(line.params) for line in export.lines if line.key == key]
    return params


class InlineProvider:
    """Computer moves from ``games.ai`` in this process (the pool is tested on its own)."""

    def __init__(self, accept_draws: bool = True) -> None:
        self.accept_draws = accept_draws
        self.asked = 0
        self.draw_seats: list[int] = []
        """The computer's seat in each draw offer judged."""

    async def choose_move(
        self,
        game: str,
        options: Mapping[str, bool | int],
        position: str,
        level: str,
        seed: int | None,
    ) -> str:
        self.asked += 1
        return ai.choose_move_text(game, options, position, level, 0.01, seed)

    async def accepts_draw(
        self, game: str, options: Mapping[str, bool | int], position: str, level: str, seat: int
    ) -> bool:
        self.draw_seats.append(seat)
        return self.accept_draws

    async def offers_draw(
        self, game: str, options: Mapping[str, bool | int], positions: Sequence[str]
    ) -> bool:
        return judge_offering_draw(game, options, positions)

    async def review(
        self, moves: Sequence[str], options: Mapping[str, bool | int], start: str | None
    ) -> Review:
        return review_game(moves, options, start)

    def close(self) -> None:
        pass


def new_service(
    repo: Repository, clock: ManualClock, provider: InlineProvider | None = None
) -> MatchService:
    """The match service the tests run (not resumed): on ``repo`` and ``clock``, computer moves
    in this process, a seeded random source, every board style."""
    return MatchService(
        repo,
        clock=clock,
        rng=random.Random(7),
        provider=provider or InlineProvider(),
        computer_id=COMPUTER,
        board_styles=STYLES,
    )
