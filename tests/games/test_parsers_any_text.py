"""Every game's parsers raise only their documented errors, with a short message, on any string.

``parse_move`` raises only :class:`MoveError` and ``parse_position`` only :class:`PositionError`,
whatever the text: unicode digits (``²``, ``①``), numbers longer than Python's 4,300-digit int
conversion limit, and valid text with any slice replaced by such pieces. A message quotes at most
a short piece of the input, so it always fits a chat message.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from games.base import Game, MoveError, PositionError, State
from games.registry import get_game
from tests.tiers import examples

GAMES: list[Game[Any, Any]] = [
    get_game("morris"),
    get_game("three", repetition_draw=True),
    get_game("three", repetition_draw=False),
    get_game("notakto"),
    get_game("breakthrough"),
    get_game("breakthrough", rows=12, columns=12),
    get_game("firstattack"),
    get_game("firstattack", size=12, colours=True),
    get_game("pleiadis"),
]
HUGE = ("7" * 4301, "5" * 5000, "0" * 4400 + "1", "1" + "0" * 4400)
ODD_DIGITS = ("²", "①", "¹", "٣", "७", "𝟘", "Ⅻ", "½")
PIECES = st.one_of(
    st.text(max_size=6),
    st.sampled_from(
        (*HUGE, *ODD_DIGITS, "0", "1", "9", "10", "23", "/", "-", " ", "\n", ",", ", ", "x",
         "a", "g", "W", "B", "X", ".", "-1")
    ),
)  # fmt: skip
MAX_MESSAGE = 400
"""Longer than any real message, far shorter than a chat message may be (2,000 characters)."""


def states(game: Game[Any, Any], seed: int) -> list[State[Any]]:
    """Return the states of a short random game from the start."""
    rng = random.Random(seed)
    state = game.initial()
    found = [state]
    for _ in range(30):
        moves = state.legal_moves()
        if not moves:
            break
        state = state.play(rng.choice(moves))
        found.append(state)
    return found


@st.composite
def mangled(draw: st.DrawFn, valid: list[str]) -> str:
    """Return a valid text with a slice replaced by pieces, or pieces alone."""
    pieces = "".join(draw(st.lists(PIECES, max_size=4)))
    if draw(st.booleans()):
        return pieces
    text = draw(st.sampled_from(valid))
    start = draw(st.integers(0, len(text)))
    end = draw(st.integers(start, len(text)))
    return text[:start] + pieces + text[end:]


@examples(400)
@given(data=st.data(), which=st.sampled_from(range(len(GAMES))), seed=st.integers(0, 10**6))
def test_parse_move_raises_only_move_errors(data: st.DataObject, which: int, seed: int) -> None:
    game = GAMES[which]
    history = states(game, seed)
    state = history[len(history) // 2]
    valid = [game.format_move(m) for m in state.legal_moves()] or ["a1"]
    text = data.draw(mangled(valid))
    try:
        game.parse_move(state, text)
    except MoveError as error:
        assert 0 < len(str(error)) <= MAX_MESSAGE


@examples(400)
@given(data=st.data(), which=st.sampled_from(range(len(GAMES))), seed=st.integers(0, 10**6))
def test_parse_position_raises_only_position_errors(
    data: st.DataObject, which: int, seed: int
) -> None:
    game = GAMES[which]
    valid = [s.position() for s in states(game, seed)]
    if game.name == "morris":
        valid += [game.to_classic(s) for s in states(game, seed) if s.pending is None]  # type: ignore[attr-defined]
    text = data.draw(mangled(valid))
    try:
        game.parse_position(text)
    except PositionError as error:
        assert 0 < len(str(error)) <= MAX_MESSAGE


CLASSIC_START = ", ".join(["0"] * 24)
MOVE_CASES = [
    ("morris", "7" * 4301),
    ("morris", "a1-" + "9" * 5000),
    ("morris", "²"),
    ("notakto", "A" + "5" * 4301),
    ("notakto", "A①"),
    ("three", "¹"),
    ("breakthrough", "a²-b3"),
]
POSITION_CASES = [
    ("morris", "........................ W ²/9 - -"),
    ("morris", "........................ W 9/" + "9" * 5000 + " - -"),
    ("morris", f"{CLASSIC_START}\n²\n9\n1"),
    ("morris", f"{CLASSIC_START}\n9\n9\n①"),
    ("notakto", "X" * 5000 + "/........./........."),
    ("breakthrough", "WWWWWWWW/WWWWWWWW/²/8/8/8/BBBBBBBB/BBBBBBBB W"),
    ("breakthrough", "WWWWWWWW/WWWWWWWW/" + "8" * 5000 + "/8/8/8/BBBBBBBB/BBBBBBBB W"),
    ("firstattack", "5/5/①/5/5 W"),
    ("pleiadis", "5/5/" + "1" * 4301 + "/5/5 W"),
    ("three", "100011222 1 " + "4-7," * 2000),
    ("breakthrough", "0" * 4400 + "1WWWWWWWW/WWWWWWWW/8/8/8/8/BBBBBBBB/BBBBBBBB W"),
    ("morris", "........................ W 9/" + "0" * 5000 + "10 - -"),
]


@pytest.mark.parametrize(("name", "text"), MOVE_CASES)
def test_reported_move_texts_get_a_short_move_error(name: str, text: str) -> None:
    game = get_game(name)
    with pytest.raises(MoveError) as caught:
        game.parse_move(game.initial(), text)
    assert len(str(caught.value)) <= MAX_MESSAGE


@pytest.mark.parametrize(("name", "text"), POSITION_CASES)
def test_reported_position_texts_get_a_short_position_error(name: str, text: str) -> None:
    with pytest.raises(PositionError) as caught:
        get_game(name).parse_position(text)
    assert len(str(caught.value)) <= MAX_MESSAGE
