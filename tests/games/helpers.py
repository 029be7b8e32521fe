"""Helpers shared by the game rule tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import pytest

from games.base import Param, RulesError, State

S = TypeVar("S", bound=State[Any])


def play(state: S, *texts: str) -> S:
    """Return the state after playing each move text in turn through the game's parser."""
    for text in texts:
        state = state.play(state.game.parse_move(state, text))
    return state


def move_texts(state: State[Any]) -> set[str]:
    """Return the canonical text of every legal move in ``state``."""
    return {state.game.format_move(m) for m in state.legal_moves()}


E = TypeVar("E", bound=RulesError)


@contextmanager
def refused(kind: type[E], key: str, **params: Param) -> Iterator[pytest.ExceptionInfo[E]]:
    """Expect a ``kind`` error with the catalogue ``key`` and (at least) ``params``."""
    with pytest.raises(kind) as caught:
        yield caught
    assert caught.value.key == key, caught.value
    assert {name: caught.value.params.get(name) for name in params} == params, caught.value
