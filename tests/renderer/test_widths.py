"""Every board fits a phone: every game at every allowed size, in every style, at any point of a
game, within WIDTH monospace columns (emoji count two), emoji rows within a phone's line
(PHONE_GLYPHS), and within BOARD_LIMIT characters (well within one Discord message or a
Components V2 text display)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Hashable, Iterator
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.base import Game, State
from games.morris import MorrisMove
from games.registry import GAMES
from renderer import PHONE_GLYPHS, STYLES, emoji_width, render
from renderer.common import BOARD_LIMIT, TILES_LIMIT, WIDTH, display_width
from renderer.tiles import ART
from tests.renderer.boards import LONG_NAMES, board_lines
from tests.tiers import examples
from texts import LOCALES

SIZE_OPTIONS = ("rows", "columns", "size", "boards")
"""The options that change the size of a board."""
NAMES = ("Player 1", "Player 2")
MARKUP = {name: f"<:{name}_{'f' * 5}:{'1' * 19}>" for name in ART}
"""Every tile's markup as long as on Discord (a name with its digest, a 19-digit id)."""


def sizes(name: str) -> list[dict[str, int]]:
    """Return every allowed combination of the size options of game ``name``."""
    ranges = {
        spec.name: range(int(spec.minimum or 0), int(spec.maximum or 0) + 1)
        for spec in GAMES[name].option_specs
        if spec.name in SIZE_OPTIONS
    }
    return [
        dict(zip(ranges, values, strict=True)) for values in itertools.product(*ranges.values())
    ]


ALL_SIZES = [(name, options) for name in GAMES for options in sizes(name)]


def corners(name: str) -> list[dict[str, int]]:
    """Return the sizes of game ``name`` with every size option at its smallest or largest."""
    every = sizes(name)
    ends = {
        option: (min(s[option] for s in every), max(s[option] for s in every))
        for option in every[0]
    }
    return [size for size in every if all(value in ends[o] for o, value in size.items())]


SLOW = pytest.mark.slow
BETWEEN_LOCALES = ("en", "de", "uk")
"""The locales the sizes between the corners are checked in (long words, two scripts)."""


def size_sets() -> list[Any]:
    """Parameters ``(name, sizes, locale)``: each game at its corners (:func:`corners`) in every
    locale, and apart, in the slow tier, at every size between (Breakthrough's 550) in three
    locales of long words: a locale changes the words, which the corners' coordinates bound."""
    found = []
    for name in GAMES:
        ends = corners(name)
        found += [pytest.param(name, ends, locale, id=f"{name}-{locale}") for locale in LOCALES]
        between = [size for size in sizes(name) if size not in ends]
        if between:
            found += [
                pytest.param(name, between, locale, id=f"{name}-between-{locale}", marks=SLOW)
                for locale in BETWEEN_LOCALES
            ]
    return found


def random_game(game: Game[Any, Any], rng: random.Random) -> Iterator[tuple[State[Any], Any]]:
    """Yield each position of a random game with the last complete turn (Morris removals are
    sometimes left pending, to draw the pending step)."""
    state: State[Any] = game.initial()
    last: Hashable | None = None
    yield state, last
    while state.legal_moves():
        move = rng.choice(state.legal_moves())
        if isinstance(move, MorrisMove) and move.dst is not None and rng.random() < 0.5:
            move = move._replace(remove=None)
        turn = state.full_turn(move)
        state = state.play(move)
        if state.pending_removal is None:
            last = turn
        yield state, last


def check_fits(state: State[Any], last: Hashable | None, style: str, locale: str) -> None:
    """Assert the board fits WIDTH columns whatever the names, every line does with names of
    eight letters (the status line left out once the game is over: front ends word the
    result), and the whole fits BOARD_LIMIT with the longest names, in ``locale``'s words."""
    tiles = MARKUP if style == "tiles" else None
    longest = render(state, style, last, LONG_NAMES, locale=locale, tiles=tiles)
    board = board_lines(longest)
    assert board, longest
    assert max(map(display_width, board)) <= WIDTH, (style, state, longest)
    limit = TILES_LIMIT if style == "tiles" else BOARD_LIMIT
    assert len(longest.encode("utf-16-le")) // 2 <= limit, (style, state)
    message = render(state, style, last, NAMES, status=state.outcome is None, locale=locale)
    assert max(map(display_width, message.splitlines())) <= WIDTH, (style, state, message)
    assert emoji_width(message) <= PHONE_GLYPHS, (style, state, message)


@pytest.mark.slow  # every size, style and language (5 s): the boards' own fit is in the fast tier
@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize(("name", "every", "locale"), size_sets())
def test_every_size_fits_at_the_start_and_after_a_move(
    name: str, every: list[dict[str, int]], style: str, locale: str
) -> None:
    for options in every:
        game = GAMES[name](**options)
        state = game.initial()
        check_fits(state, None, style, locale)
        moves = state.legal_moves()
        move = moves[len(moves) // 2]
        check_fits(state.play(move), state.full_turn(move), style, locale)


@pytest.mark.slow  # a second or more: make test runs it, the edit loop need not
@examples(60)
@given(
    size=st.sampled_from(ALL_SIZES),
    seed=st.integers(0, 2**32),
    locale=st.sampled_from(LOCALES),
)
def test_every_position_of_a_random_game_fits(
    size: tuple[str, dict[str, int]], seed: int, locale: str
) -> None:
    name, options = size
    positions = list(
        itertools.islice(random_game(GAMES[name](**options), random.Random(seed)), 400)
    )
    for state, last in positions[::7] + positions[-1:]:
        for style in STYLES:
            check_fits(state, last, style, locale)
