"""Computer players for every game (pure: standard library only).

``choose_move`` is the one entry point; ``choose_move_text`` is its picklable twin for a process
pool. Each game has an engine (see :data:`ENGINES`): exact play for the solved games, an
iterative-deepening alpha-beta search (:mod:`games.ai.search`) for the others.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from games.ai.engines import ENGINES, Engine, generic_engine
from games.base import State, other
from games.registry import get_game

LEVELS = ("easy", "medium", "hard", "perfect")
"""Every level name, weakest first; ``perfect`` exists only for games solved exactly."""

DRAW_JUDGE_S = 0.3
"""Seconds the computer thinks before answering a draw offer."""
FALLBACK_LEVEL = "medium"
"""The level whose shallow search stands in for a search that failed (its worker process died, a
table could not be read): every engine has it, and it reads no table and runs no compiled code."""


def _engine(game_name: str) -> Engine:
    return ENGINES.get(game_name, generic_engine)


def draw_offerer(game_name: str) -> Callable[[Sequence[Any]], bool] | None:
    """How the computer of ``game_name`` judges whether to offer a draw after a game's
    positions (oldest first); None if it never offers one."""
    return _engine(game_name).offers_draw


def levels_for(game_name: str) -> tuple[str, ...]:
    """Return the levels offered for ``game_name``, weakest first."""
    return _engine(game_name).levels


def level_played(game_name: str, options: Mapping[str, object], level: str) -> str:
    """Return the level the computer plays now when asked for ``level`` in ``game_name`` with
    ``options``: ``level``, or a weaker one while its data is being built (Six Men's Morris's
    ``perfect`` plays ``hard`` until its solution is built in the background)."""
    return _engine(game_name).played(options, level)


def fallback_level(level: str) -> str:
    """Return the level that plays in place of a failed search at ``level`` (any of
    :data:`LEVELS`), with the same engine: :data:`FALLBACK_LEVEL`, or ``level`` itself where it
    is shallower still."""
    return min(level, FALLBACK_LEVEL, key=LEVELS.index)


def _check(state: State[Any], level: str) -> Engine:
    engine = _engine(state.game.name)
    if level not in engine.levels:
        raise ValueError(
            f"unknown level {level!r} for {state.game.title}: choose one of "
            f"{', '.join(engine.levels)}"
        )
    if state.outcome is not None:
        raise ValueError("the game is over: there is no move to choose")
    return engine


def choose_move(
    state: State[Any], level: str, budget_s: float, seed: int | None = None
) -> Hashable:
    """Return a legal move for the player to move in ``state`` within about ``budget_s`` seconds.

    Mid-turn (a pending Morris removal) the move completes the turn. Raises ``ValueError`` if
    the game is over or the level is not offered for this game.
    """
    engine = _check(state, level)
    return engine.choose(state, level, max(budget_s, 0.0), seed)


def choose_move_text(
    game_name: str,
    options: Mapping[str, object],
    position: str,
    level: str,
    budget_s: float,
    seed: int | None = None,
) -> str:
    """Like :func:`choose_move` from plain values (for a process pool); return the move text."""
    game = get_game(game_name, **options)
    state = game.parse_position(position)
    return game.format_move(choose_move(state, level, budget_s, seed))


def accepts_draw(state: State[Any], level: str, player: int | None = None) -> bool:
    """Return True if the computer, at ``level``, would accept a draw offer in ``state``.

    ``player`` is the computer's side; by default the side *not* to move (the offer came from
    the player whose turn it is). The computer accepts exactly when it judges that it is not
    winning. Raises ``ValueError`` if the level is not offered for this game.
    """
    engine = _check(state, level)
    me = other(state.to_move) if player is None else player
    score = engine.judge(state, level, DRAW_JUDGE_S)
    return not engine.winning(score if me == state.to_move else -score)
