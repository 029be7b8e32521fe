"""The rules' texts: every key the games build at run time is in the catalogue with the
placeholders the games fill, and a few English renderings checked on purpose."""

from __future__ import annotations

from typing import Any

import pytest

from games.base import Game, Message, Outcome, Termination
from games.registry import GAMES, get_game
from texts import Text, catalogue_keys, placeholders, render

OPTION_CASES = [
    ("morris", {}),
    ("morris", {"flying": False, "draw_plies": 0}),
    ("morris", {"draw_plies": 1}),
    ("three", {"repetition_draw": False}),
    ("notakto", {"boards": 1}),
    ("breakthrough", {"rows": 5, "columns": 2}),
    ("firstattack", {"colours": True, "size": 1}),
    ("pleiadis", {"size": 12}),
    *((name, {}) for name in GAMES),
]


def filled(text: Message) -> bool:
    """True if ``text`` is a catalogue key given exactly its placeholders."""
    return text.key in catalogue_keys() and placeholders(text.key) == set(text.params)


@pytest.mark.parametrize(("name", "options"), OPTION_CASES)
def test_each_game_has_its_rules_text_with_its_options(
    name: str, options: dict[str, object]
) -> None:
    game = get_game(name, **options)
    assert game.rules().key == f"rules-{name}"
    assert filled(game.rules())
    assert render(game.title_key) in render(Text(*game.rules()))


@pytest.mark.parametrize("cls", GAMES.values(), ids=list(GAMES))
def test_each_game_has_its_title_and_option_helps(cls: type[Game[Any, Any]]) -> None:
    keys = [cls.title_key, *(spec.help for spec in cls.option_specs)]
    assert [key for key in keys if key not in catalogue_keys() or placeholders(key)] == []


@pytest.mark.parametrize("termination", Termination)
def test_every_ending_has_its_result_line(termination: Termination) -> None:
    assert filled(Message(termination.key))
    for winner in (None, 1):
        outcome = Outcome(winner, termination)
        params = {"winner": "Ann", "how": ""}
        assert outcome.result_key in catalogue_keys()
        assert placeholders(outcome.result_key) <= set(params)


def test_a_result_line_in_english() -> None:
    how = Text(Termination.RESIGNATION.key)
    assert render("result-win", winner="Ann", how=how) == "Ann wins by resignation"
    assert render("result-win", winner="You", how=how) == "You win by resignation"
    assert render("result-draw", how=Text(Termination.AGREEMENT.key)) == "Draw by agreement"


def test_a_count_chooses_the_plural_form_in_english() -> None:
    one = render("move-outnumbered", square="b2", opponent=1, own=0)
    two = render("move-outnumbered", square="c3", opponent=2, own=1)
    assert one.startswith("b2 has 1 opposing neighbour and 0 of yours: ")
    assert two.startswith("c3 has 2 opposing neighbours and 1 of yours: ")


def test_the_morris_rules_in_english_follow_the_options() -> None:
    standard = render(Text(*get_game("morris").rules()))
    assert "fly to any point" in standard
    assert "seen three times or after 100 moves without a mill" in standard
    plain = render(Text(*get_game("morris", flying=False, draw_plies=0).rules()))
    assert "fly" not in plain and "without a mill" not in plain
    assert "It is a draw when a position is seen three times." in plain
