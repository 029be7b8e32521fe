"""Tournament pairings, pure: Swiss (Dutch-like), arena (lichess's rules) and round robin, with
the Buchholz and Sonneborn-Berger tie-breaks. Players are plain ids; nothing here stores or
awaits anything, so the tournament service and the benchmark call the same code.

Swiss follows the Dutch system's order of concerns: no pair meets twice and nobody receives a
second bye (absolute); no player's colour difference passes 2 nor does anyone get one colour three
times running (relaxed only when nothing else pairs the round); then players meet others of the
nearest score, the top half of a score group against its bottom half, colour preferences granted.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

WHITE_WIN, DRAW, BLACK_WIN = 1.0, 0.5, 0.0
"""A game's result as white's points."""
BYE_POINTS = 1.0
_SEARCH_BUDGET = 20_000
"""Steps the Swiss search may take per bye candidate and colour rule before it gives up."""


class PairingImpossibleError(ValueError):
    """No pairing of the round keeps every pair new and every player within one bye."""


@dataclass(frozen=True, slots=True)
class Pairing:
    """One board of a round: ``black`` None is a bye for ``white``."""

    white: int
    black: int | None


@dataclass(frozen=True, slots=True)
class Played:
    """A finished board: white's points (1, 0.5, 0; a bye's points for a bye)."""

    white: int
    black: int | None
    white_points: float


@dataclass(slots=True)
class _Record:
    """What the pairing needs to know of one player's past games."""

    score: float = 0.0
    colours: list[int] = field(default_factory=list)  # +1 white, -1 black, played games only
    opponents: set[int] = field(default_factory=set)
    byes: int = 0

    @property
    def difference(self) -> int:
        return sum(self.colours)

    def prefers(self) -> int:
        """+1 if this player should have white next, -1 black, 0 no preference."""
        if self.difference:
            return -1 if self.difference > 0 else 1
        return -self.colours[-1] if self.colours else 0

    def must_play(self) -> int:
        """+1 if only white keeps the colour rules, -1 if only black, 0 if either may."""
        if self.difference >= 2 or self.colours[-2:] == [1, 1]:
            return -1
        if self.difference <= -2 or self.colours[-2:] == [-1, -1]:
            return 1
        return 0


def _records(players: Iterable[int], history: Iterable[Played]) -> dict[int, _Record]:
    records = {player: _Record() for player in players}
    for game in history:
        for player in (game.white, game.black):
            if player is not None and player not in records:
                records[player] = _Record()
        white = records[game.white]
        if game.black is None:
            white.byes += 1
            white.score += game.white_points
            continue
        black = records[game.black]
        white.score += game.white_points
        black.score += 1.0 - game.white_points
        white.colours.append(1)
        black.colours.append(-1)
        white.opponents.add(game.black)
        black.opponents.add(game.white)
    return records


def scores(history: Iterable[Played]) -> dict[int, float]:
    """Each player's points in ``history`` (a bye counts its points)."""
    return {player: record.score for player, record in _records((), history).items()}


def _colours(first: int, second: int, records: Mapping[int, _Record], rank: int) -> Pairing:
    """The board of ``first`` (the higher ranked) and ``second`` with colours by the Dutch
    order: the greater need (colour difference, then the last colour that differs) first, else
    the higher ranked alternates; in the first round the top boards alternate by ``rank``."""
    a, b = records[first], records[second]
    if a.difference != b.difference:
        white_first = a.difference < b.difference
    else:
        for colour_a, colour_b in zip(reversed(a.colours), reversed(b.colours), strict=False):
            if colour_a != colour_b:
                white_first = colour_a < 0
                break
        else:
            white_first = a.colours[-1] < 0 if a.colours else rank % 2 == 0
    return Pairing(first, second) if white_first else Pairing(second, first)


def _keeps_colours(pairing: Pairing, records: Mapping[int, _Record]) -> bool:
    return (
        records[pairing.white].must_play() >= 0
        and pairing.black is not None
        and records[pairing.black].must_play() <= 0
    )


def swiss_round(
    players: Sequence[int], history: Sequence[Played], ranking: Mapping[int, int] | None = None
) -> list[Pairing]:
    """The next round's boards for ``players`` (those still in the event; withdrawn players are
    simply left out) after ``history``, ordered top board first; a bye last when the count is odd.

    ``ranking`` breaks ties within a score (lower first; rating order or join order), default
    the order of ``players``. Raises :class:`PairingImpossibleError` when no pairing avoids a
    rematch and a second bye (the event is then over)."""
    if len(players) < 2:
        raise PairingImpossibleError("a round needs two players")
    records = _records(players, history)
    rank = ranking or {player: index for index, player in enumerate(players)}
    order = sorted(players, key=lambda p: (-records[p].score, rank[p]))
    if len(order) % 2 == 0:
        bye_candidates: list[int | None] = [None]
    else:
        # The lowest ranked player without a bye, unless the others cannot be paired then.
        bye_candidates = [p for p in reversed(order) if records[p].byes == 0]
    for strict_colours in (True, False):
        for tightest_first in (False, True):
            for bye in bye_candidates:
                rest = [p for p in order if p != bye]
                boards = _pair(rest, records, strict_colours, tightest_first)
                if boards is not None:
                    return boards + ([] if bye is None else [Pairing(bye, None)])
    raise PairingImpossibleError("every pairing would repeat a game or give a second bye")


def _pair(
    order: list[int], records: Mapping[int, _Record], strict: bool, tightest_first: bool
) -> list[Pairing] | None:
    """Pair ``order`` (ranked) by a depth-first search that takes the top unpaired player (or,
    ``tightest_first``, the one with the fewest opponents left, which finds a pairing late in a
    long Swiss where the top-first search runs out of budget) and tries its opponents best
    first; None if none pairs everybody within the search budget."""
    position = {player: index for index, player in enumerate(order)}
    allowed = {
        p: {
            q
            for q in order
            if q != p
            and q not in records[p].opponents
            and (not strict or records[p].must_play() * records[q].must_play() != 1)
        }
        for p in order
    }
    unpaired = set(order)
    boards: list[Pairing] = []
    steps = 0

    def candidates(top: int) -> list[int]:
        score = records[top].score
        group = [p for p in order if p in unpaired and records[p].score == score]
        ideal = len(group) // 2  # the top of a score group meets the top of its lower half
        place = {p: index for index, p in enumerate(group)}

        def cost(other: int) -> tuple[float, int, int, bool, int]:
            board = _colours(top, other, records, len(boards))
            assert board.black is not None
            unmet = (records[board.white].prefers() < 0) + (records[board.black].prefers() > 0)
            # Colours granted before the placement: the Dutch system transposes for them.
            placed = place.get(other, len(group))
            return (
                abs(records[other].score - score),
                unmet,
                abs(placed - ideal),
                placed < ideal,
                position[other],
            )

        return sorted((q for q in allowed[top] if q in unpaired), key=cost)

    def search() -> bool:
        nonlocal steps
        if not unpaired:
            return True
        steps += 1
        if steps > _SEARCH_BUDGET:
            return False
        if tightest_first:
            top = min(unpaired, key=lambda p: (len(allowed[p] & unpaired), position[p]))
        else:
            top = min(unpaired, key=position.__getitem__)
        unpaired.discard(top)
        for other in candidates(top):
            unpaired.discard(other)
            # Prune: everyone left who could meet these two must still have someone to meet.
            stranded = any(
                not (allowed[q] & unpaired) for q in (allowed[top] | allowed[other]) & unpaired
            )
            if not stranded:
                board = _colours(top, other, records, len(boards))
                if not strict or _keeps_colours(board, records):
                    boards.append(board)
                    if search():
                        return True
                    boards.pop()
            unpaired.add(other)
        unpaired.add(top)
        return False

    return boards if search() else None


def max_swiss_rounds(players: int) -> int:
    """The most rounds a Swiss of ``players`` may be given: half their number. Up to there a
    pairing with no rematch always exists (those not yet met are at least half of the field,
    so by Dirac's theorem they form a Hamiltonian graph); past it a Swiss can reach a dead end."""
    return max(players // 2, 1)


def round_robin(players: Sequence[int], double: bool = False) -> list[list[Pairing]]:
    """Every round of a round robin of ``players`` by the circle method (a bye board when the
    count is odd): each pair meets once, or twice with colours swapped when ``double``."""
    seats: list[int | None] = [*players, None] if len(players) % 2 else list(players)
    count = len(seats)
    rounds: list[list[Pairing]] = []
    for number in range(count - 1):
        boards = []
        for index in range(count // 2):
            first, second = seats[index], seats[count - 1 - index]
            if index == 0 and number % 2 == 1:
                first, second = second, first  # the fixed seat alternates colours
            if first is None:
                first, second = second, None
            assert first is not None
            boards.append(Pairing(first, second))
        rounds.append(sorted(boards, key=lambda board: board.black is None))
        seats = [seats[0], seats[-1], *seats[1:-1]]
    if double:
        rounds += [
            [Pairing(b.black, b.white) if b.black is not None else b for b in boards]
            for boards in rounds
        ]
    return rounds


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of a table: the player, points and tie-breaks."""

    player: int
    points: float
    buchholz: float
    sonneborn_berger: float


def standings(players: Iterable[int], history: Sequence[Played]) -> list[Standing]:
    """The table after ``history``, best first: points, then Buchholz (the sum of the
    opponents' points), then Sonneborn-Berger (the points of the opponents beaten, half those
    of the opponents drawn), then the order of ``players``."""
    order = list(players)
    points = _records(order, history)
    buchholz = dict.fromkeys(points, 0.0)
    berger = dict.fromkeys(points, 0.0)
    for game in history:
        if game.black is None:
            continue
        white_score, black_score = points[game.white].score, points[game.black].score
        buchholz[game.white] += black_score
        buchholz[game.black] += white_score
        berger[game.white] += game.white_points * black_score
        berger[game.black] += (1.0 - game.white_points) * white_score
    place = {player: index for index, player in enumerate(order)}
    table = [Standing(p, points[p].score, buchholz[p], berger[p]) for p in order]
    return sorted(
        table, key=lambda s: (-s.points, -s.buchholz, -s.sonneborn_berger, place[s.player])
    )


ARENA_WIN, ARENA_DRAW = 2, 1


def arena_points(results: Iterable[float]) -> int:
    """A player's arena points from their results in order (1 win, 0.5 draw, 0 loss): 2 a
    win, 1 a draw, doubled after two wins running until a game is not won (lichess's rules)."""
    total, streak = 0, 0
    for result in results:
        on_fire = streak >= 2
        points = ARENA_WIN if result == 1.0 else ARENA_DRAW if result == 0.5 else 0
        total += points * (2 if on_fire else 1)
        streak = streak + 1 if result == 1.0 else 0
    return total


def arena_standings(players: Iterable[int], history: Sequence[Played]) -> list[Standing]:
    """An arena's table after ``history`` (in the order the games ended or were paired),
    best first: :func:`arena_points`, then the order of ``players``; no tie-breaks."""
    order = list(players)
    results: dict[int, list[float]] = {player: [] for player in order}
    for game in history:
        if game.black is not None:
            results.setdefault(game.white, []).append(game.white_points)
            results.setdefault(game.black, []).append(1.0 - game.white_points)
    place = {player: index for index, player in enumerate(order)}
    table = [Standing(p, float(arena_points(results[p])), 0.0, 0.0) for p in order]
    return sorted(table, key=lambda s: (-s.points, place[s.player]))


def arena_pairs(
    waiting: Sequence[int],
    points: Mapping[int, int],
    last_opponent: Mapping[int, int],
    whites: Mapping[int, int] | None = None,
) -> list[Pairing]:
    """Boards for the arena players ``waiting`` (in the order they became free): each meets the
    free player nearest in points who is not the one they just played; a player whose only
    choice is their last opponent waits. Colours go to whoever had white less often."""
    whites = whites or {}
    free = sorted(waiting, key=lambda p: -points.get(p, 0))
    boards: list[Pairing] = []
    while len(free) >= 2:
        top = free.pop(0)
        choices = [p for p in free if last_opponent.get(top) != p and last_opponent.get(p) != top]
        if not choices:
            continue
        other = min(choices, key=lambda p: abs(points.get(p, 0) - points.get(top, 0)))
        free.remove(other)
        if whites.get(top, 0) <= whites.get(other, 0):
            boards.append(Pairing(top, other))
        else:
            boards.append(Pairing(other, top))
    return boards
