"""Types of the C port of the mill games' hard search (``games/ai/millsearch.c``)."""

from collections.abc import Sequence

import numpy as np

class Table:
    """A transposition table kept between searches."""

    def __len__(self) -> int: ...
    def clear(self) -> None: ...

class Engine:
    """The hard search for one plain mill variant with its options."""

    def __init__(
        self,
        neighbours: Sequence[int],
        mills: Sequence[int],
        flying: bool,
        draw_plies: int,
        full_draw: bool,
        weights: Sequence[int],
        room: int,
        settings: tuple[int, int, int, int, float],
    ) -> None: ...
    def search(
        self,
        node: tuple[int, int, int, int, int, int, int],
        moves: Sequence[tuple[int, int, int]],
        history: Sequence[int],
        budget: float,
        max_depth: int,
        quiescence: int,
        extensions: int,
        contempt: int,
        table: Table,
        tables: Sequence[np.ndarray | None] | None,
    ) -> tuple[tuple[int, int, int], int, int, int]: ...
