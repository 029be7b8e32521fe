"""What a finished Swiss kept of the pairing rules, counted one way for the tests and the
benchmark: rematches, second byes, the worst colour difference and same colour three times
running."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from bot.service.pairing import Played


@dataclass(frozen=True, slots=True)
class Audit:
    """The rules' tally over one event's boards (byes not counted as ``games``)."""

    games: int
    rematches: int
    second_byes: int
    """Players with more than one bye."""
    worst_colour_difference: int
    """The largest (whites − blacks) of any player, in absolute value."""
    same_colour_three_running: int
    """Players who had one colour three games running at least once."""


def audit(history: Iterable[Played]) -> Audit:
    """Tally the pairing rules over ``history`` (an event's boards, in the order played)."""
    met: set[frozenset[int]] = set()
    byes: Counter[int] = Counter()
    colours: defaultdict[int, list[int]] = defaultdict(list)
    games = rematches = 0
    for game in history:
        if game.black is None:
            byes[game.white] += 1
            continue
        games += 1
        pair = frozenset((game.white, game.black))
        rematches += pair in met
        met.add(pair)
        colours[game.white].append(1)
        colours[game.black].append(-1)
    return Audit(
        games=games,
        rematches=rematches,
        second_byes=sum(count > 1 for count in byes.values()),
        worst_colour_difference=max((abs(sum(c)) for c in colours.values()), default=0),
        same_colour_three_running=sum(
            any(abs(sum(c[i : i + 3])) == 3 for i in range(len(c) - 2)) for c in colours.values()
        ),
    )
