"""Look up games by name: ``get_game("morris", flying=False)``."""

from __future__ import annotations

from typing import Any

from games.base import Game, OptionError
from games.breakthrough import Breakthrough
from games.firstattack import FirstAttack
from games.morris import Morris
from games.notakto import Notakto
from games.pleiadis import Pleiadis
from games.three import ThreeMensMorris
from games.variants import VARIANTS

_ORDER: tuple[type[Game[Any, Any]], ...] = (
    Morris,
    ThreeMensMorris,
    Notakto,
    Breakthrough,
    FirstAttack,
    Pleiadis,
    *VARIANTS,
)
GAMES: dict[str, type[Game[Any, Any]]] = {cls.name: cls for cls in _ORDER}
"""Every game class by its registry name, in menu order; a variant's ``family`` names the game
it is a variant of (the Morris variants follow the six games)."""


MAIN_GAME = _ORDER[0].name
"""The game offered where no game is named (the user menu's challenge)."""


def get_game(name: str, **options: object) -> Game[Any, Any]:
    """Return the game called ``name`` with ``options``; raise :class:`OptionError` if unknown."""
    try:
        cls = GAMES[name.strip().lower()]
    except KeyError:
        raise OptionError("option-no-such-game", name=repr(name), known=", ".join(GAMES)) from None
    return cls(**options)
