"""A move menu's option says the whole move a pick plays at once (its other steps forced:
``b6 → b4``, ``d2 → b2 ×d5``), so one click never plays more than the player read."""

from __future__ import annotations

import random
from typing import Any, cast

import discord
import pytest

from bot.discord.components.controls import StepMenu, picker_items
from bot.service import settled_choices
from games.base import State
from games.registry import GAMES
from tests.bot.discord.test_board_limits import view_of
from tests.tiers import scaled


@pytest.mark.slow  # a second or more: make test runs it, the edit loop need not
def test_a_pick_that_plays_a_whole_move_is_labelled_with_it() -> None:
    morris = GAMES["morris"]()
    rng = random.Random(7)
    seen = {"slide": 0, "removal": 0, "step": 0}
    for _ in range(60):
        state: State[Any] = morris.initial()
        while state.outcome is None and min(seen.values()) < 5:
            view = view_of(state, computer=False, offers=False, turn=0)
            choices = settled_choices(view)
            for item in picker_items(view, choices, None, "en-US"):
                if not isinstance(item, StepMenu):
                    continue
                select = cast("discord.ui.Select[Any]", item.item)
                for option in select.options:
                    played = settled_choices(view, choices.prefix + option.value, finish=True)
                    whole = played.complete and not played.steps
                    if whole and played.prefix != choices.prefix + option.value:
                        rest = played.prefix[len(choices.prefix + option.value) :]
                        assert "→" in option.label or "×" in option.label, (option, rest)
                        seen["removal" if "×" in option.label else "slide"] += 1
                    else:
                        assert "→" not in option.label and "×" not in option.label, option
                        seen["step"] += 1
            state = state.play(rng.choice(state.legal_moves()))
    assert min(seen.values()) >= 5, seen


def test_lasker_menus_tell_placing_on_a_point_from_moving_from_one() -> None:
    lasker = GAMES["lasker"]()
    rng = random.Random(3)
    mixed = 0
    for _ in range(scaled(20)):  # some twenty positions of each game mix the two
        state = lasker.initial()
        while state.outcome is None and state.hands[state.to_move - 1]:
            view = view_of(state, computer=False, offers=False, turn=0)
            places = {lasker.move_steps(m)[0] for m in state.legal_moves() if m.src is None}
            shapes: dict[bool, set[str]] = {True: set(), False: set()}
            for item in picker_items(view, settled_choices(view), None, "en-US"):
                if isinstance(item, StepMenu):
                    select = cast("discord.ui.Select[Any]", item.item)
                    for option in select.options:
                        shape = option.label.replace(option.value, "{point}", 1)
                        shapes[option.value in places].add(shape)
            if shapes[True] and shapes[False]:
                mixed += 1
                assert not shapes[True] & shapes[False], shapes
                assert shapes[True] <= {"place on {point}"} | {
                    s for s in shapes[True] if s.startswith("place on {point} ×")
                }
            state = state.play(rng.choice(state.legal_moves()))
    assert mixed >= 20
