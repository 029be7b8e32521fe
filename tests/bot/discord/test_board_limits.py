"""Every live board is a V2 message Discord accepts: every game, at every allowed size, at every
point of a random game (the first steps offered, offers standing, the end), within 40
components and 4000 characters of text, as the stand-in checks them (Discord's documented
rules); and the steps it offers are in board order."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from bot.discord.board.layout import board_layout, board_text
from bot.discord.components.labels import groups
from bot.discord.wording import names
from bot.service import MatchView, Proposal, settled_choices
from bot.service.models import FirstMove
from bot.storage import GameStatus
from games.base import Game, State
from games.registry import GAMES, get_game
from renderer import STYLES
from standin.limits import IS_COMPONENTS_V2, check_v2_message
from tests.renderer.test_widths import MARKUP, sizes
from tests.tiers import scaled
from texts import render, t

HUMANS = (101, 202)


def view_of(state: State[Any], *, computer: bool, offers: bool, turn: int) -> MatchView:
    """A match snapshot of ``state`` between two people (or one against the computer), with
    every offer standing if ``offers``."""
    rules: Game[Any, Any] = state.game
    players = (HUMANS[0], 0 if computer else HUMANS[1])
    standing = {kind: HUMANS[0] for kind in (Proposal.DRAW, Proposal.RESTART, Proposal.TAKEBACK)}
    return MatchView(
        id=987654321,
        guild_id=1,
        channel_id=2,
        game=rules.name,
        title=rules.title,
        options=rules.options,
        players=players,
        computer_seat=2 if computer else 0,
        level="hard" if computer else None,
        rated=not computer,
        first_choice=FirstMove.ME,
        status=GameStatus.ACTIVE if state.outcome is None else GameStatus.FINISHED,
        state=state,
        position=state.position(),
        start_position=None,
        turns=turn,
        outcome=state.outcome,
        deadline=1e9,
        offers=standing if offers and not computer else {},
        last_move=None,
        last_turn=None,
        turn_time_s=3600,
        recent_moves=("a1", "b2", "c3", "d4", "e5"),
    )


def accepted(view: MatchView, style: str) -> None:
    """Assert Discord would take ``view``'s board."""
    layout = board_layout(view, style, tiles=MARKUP if style == "tiles" else None)
    payload = layout.to_components()  # type: ignore[no-untyped-call]  # unannotated upstream
    problem = check_v2_message({"flags": IS_COMPONENTS_V2, "components": payload})
    assert problem is None, (problem, view.game, view.options, view.position)


@pytest.mark.parametrize(  # Breakthrough's 550 sizes take a quarter of a minute: slow
    "name", [pytest.param(n, marks=pytest.mark.slow) if len(sizes(n)) > 50 else n for n in GAMES]
)
def test_every_board_of_every_size_fits_a_v2_message(name: str) -> None:
    rng = random.Random(name)
    every = sizes(name)
    # Breakthrough's 550 sizes: their openings. A tenth of the turns in the fast tier, whose
    # first positions offer the most steps (the most components).
    turns = scaled(40 if len(every) < 50 else 6)
    for options in every:
        state: State[Any] = GAMES[name](**options).initial()
        turn = 0
        while True:
            for computer in (False, True):
                view = view_of(state, computer=computer, offers=turn % 3 == 1, turn=turn)
                accepted(view, rng.choice(STYLES))
            if state.outcome is not None or turn > turns:
                break
            state = state.play(rng.choice(state.legal_moves()))
            turn += 1


@pytest.mark.slow  # random games until each case is seen thrice (about 9 s)
def test_a_forced_step_is_never_asked() -> None:
    """A lone piece to move is chosen for the player; a lone legal move is left one click
    on the board, and played at that click."""
    morris = GAMES["morris"]()
    rng = random.Random(3)
    seen = {"piece": 0, "move": 0}
    for _ in range(300):
        state: State[Any] = morris.initial()
        while state.outcome is None:
            view = view_of(state, computer=False, offers=False, turn=0)
            legal = [morris.format_move(m) for m in state.legal_moves()]
            firsts = {morris.move_steps(m)[0] for m in state.legal_moves()}
            choices = settled_choices(view)
            if len(legal) == 1:
                assert choices.prefix + "".join(choices.steps) == legal[0], choices
                clicked = settled_choices(view, choices.prefix + choices.steps[0], finish=True)
                assert clicked.complete and clicked.prefix == legal[0]
                seen["move"] += 1
            elif len(firsts) == 1:
                assert choices.prefix.startswith(firsts.pop()) and len(choices.steps) > 1
                seen["piece"] += 1
            state = state.play(rng.choice(state.legal_moves()))
        if min(seen.values()) >= 3:
            break
    assert min(seen.values()) >= 3, seen


def test_steps_are_offered_in_board_order_with_pages_of_whole_rows() -> None:
    morris = GAMES["morris"]()
    order = groups(morris, [morris.format_move(m) for m in morris.initial().legal_moves()])
    assert order == {"0": [p for row in MORRIS_ROWS for p in row]}
    wide = GAMES["firstattack"](size=12)
    pages = groups(wide, [wide.format_move(m) for m in wide.initial().legal_moves()])
    assert [page[0] for page in pages.values()] == ["a1", "a3", "a5", "a7", "a9", "a11"]
    assert all(len(page) == 24 for page in pages.values())


MORRIS_ROWS = (
    ("a7", "d7", "g7"),
    ("b6", "d6", "f6"),
    ("c5", "d5", "e5"),
    ("a4", "b4", "c4", "e4", "f4", "g4"),
    ("c3", "d3", "e3"),
    ("b2", "d2", "f2"),
    ("a1", "d1", "g1"),
)


def test_the_computers_level_is_named_in_the_boards_language() -> None:
    """A Russian board names the computer's level in Russian ("Компьютер (medium)" was not)."""
    view = view_of(get_game("morris").initial(), computer=True, offers=False, turn=0)
    seats = names(view, "ru")
    assert seats[1] == render(t("computer-level", level=t("choice-hard")), "ru")
    assert "hard" not in seats[1]


def test_a_board_says_when_the_computer_plays_another_level_for_now() -> None:
    """Six Men's Morris ``perfect`` before its solution is built plays ``hard``: its board says
    so (and says nothing once the level is played as asked)."""
    six = get_game("six").initial()
    asked = dataclasses.replace(
        view_of(six, computer=True, offers=False, turn=0), level="perfect", level_played="hard"
    )
    said = render(
        t("computer-level-standby", played=t("choice-hard"), level=t("choice-perfect")), "de"
    )
    assert said in board_text(asked, "text", None, (), "de")
    ready = dataclasses.replace(asked, level_played="perfect")
    assert said not in board_text(ready, "text", None, (), "de")
