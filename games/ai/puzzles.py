"""Nine Men's Morris puzzles certified by the endgame tables.

A puzzle is a position of the moving phase that the tables hold as a win for the side to move
(the solver) where, at each of the solver's turns along the line, exactly one move wins in the
shortest way (as a chess "mate in n": a slower win is not the solution; a last move that wins
at once may take any piece); the defender answers with the table's best defence (the longest
loss). Candidates come from real games (every table position in them) and from the tables
themselves (an even spread over the tables and the lengths of win); duplicates under the
board's 16 symmetries and a colour swap (positions are kept for the side to move) are dropped.
Each puzzle gets a rating from its length and how many tempting alternatives (moves that do
not lose at once) the solver must see past.

``python -m games.ai.puzzles`` (``make puzzles``) writes :data:`PUZZLES_FILE`, which ships.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, replace
from math import comb
from pathlib import Path

import numpy as np

from games.ai import tables
from games.ai.endgame import Tables, available, table_turns
from games.morris import Morris, MorrisMove, MorrisState
from games.morris_board import NUM_POINTS, POINT_NAMES, Turn
from games.registry import get_game

PUZZLES_FILE = Path(__file__).resolve().parent.parent / "data" / "puzzles.json"
"""The shipped puzzles (default rules: flying on)."""
GAMES_FILE = Path(__file__).resolve().parents[3] / "shared" / "ai" / "strong-engine-games-2.jsonl"
"""Real games to take positions from (one JSON object with ``moves`` per line)."""
PER_LENGTH = 24
"""Table candidates certified per table and length of win, at most."""
TRIES = 100
"""Table candidates drawn per table and length of win for each one to certify (most fail)."""
SEED = 26
BASE_RATING, TURN_RATING, ALTERNATIVE_RATING, MAX_RATING = 600, 100, 3, 2400
"""A puzzle's rating: the base, plus this per turn of the solver and per tempting
alternative, capped."""
LOSS_WITHIN_THREE_PLIES = -4
"""The table value of a loss in three plies (``-(d + 1)``, :mod:`games.ai.tables`): a move
valued from this to -1 loses within three plies, at once (in practice -3, the defender's answer
wins)."""
BANDS = ((900, "easy"), (1300, "medium"), (MAX_RATING + 1, "hard"))
"""The difficulty of a rating: the first band whose bound it is below."""


def puzzle_rules() -> Morris:
    """The rules the shipped puzzles are certified for: Nine Men's Morris, default options."""
    return Morris()


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One certified puzzle: the solver moves first and wins in ``len(solution)`` plies."""

    id: int
    position: str
    solution: tuple[str, ...]
    """The solver's moves and the defender's answers, alternating, ending with the win."""
    rating: int
    difficulty: str
    source: str
    """``game`` (from a real game) or ``table``."""

    @property
    def turns(self) -> int:
        """Return how many moves the solver makes."""
        return (len(self.solution) + 1) // 2


def _coordinates(point: int) -> tuple[int, int]:
    name = POINT_NAMES[point]
    return ord(name[0]) - ord("a") - 3, int(name[1:]) - 4


def _symmetries() -> tuple[tuple[int, ...], ...]:
    """Return the board's 16 symmetries as point permutations: the square's 8, each with and
    without swapping the outer and inner squares."""
    where = {_coordinates(p): p for p in range(NUM_POINTS)}
    found = []
    for swap in (False, True):
        for turn in range(4):
            for mirror in (False, True):
                perm = []
                for p in range(NUM_POINTS):
                    x, y = _coordinates(p)
                    if swap:  # ring d (1 inner, 3 outer) to ring 4 - d
                        ring = max(abs(x), abs(y))
                        x, y = x * (4 - ring) // ring, y * (4 - ring) // ring
                    if mirror:
                        x = -x
                    for _ in range(turn):
                        x, y = -y, x
                    perm.append(where[x, y])
                found.append(tuple(perm))
    return tuple(found)


SYMMETRIES = _symmetries()
"""The 16 point permutations that map lines to lines and mills to mills."""


def transform(mask: int, perm: Sequence[int]) -> int:
    """Return ``mask`` with each point moved by ``perm``."""
    return sum(1 << perm[p] for p in range(NUM_POINTS) if mask >> p & 1)


def canonical(own: int, opp: int) -> tuple[int, int]:
    """Return the least image of (mover's pieces, other's pieces) under the 16 symmetries; the
    same for a position and its colour swap, which keeps the side to move."""
    return min((transform(own, perm), transform(opp, perm)) for perm in SYMMETRIES)


def _text(game: Morris, turn: Turn) -> str:
    src, dst, rem = turn
    return game.format_move(MorrisMove(None if src < 0 else src, dst, None if rem < 0 else rem))


@dataclass(frozen=True, slots=True)
class Certified:
    """A certified line from a position, before it is given an id."""

    position: str
    solution: tuple[str, ...]
    alternatives: int
    source: str


def tempting(value: int, fastest: int) -> bool:
    """True if a solver's move of table ``value`` (for the solver) is a tempting alternative to
    the solution, which wins in ``fastest`` plies: a slower win, a draw, or a loss further away
    than three plies (the defender's answer does not win at once)."""
    return value != fastest and not LOSS_WITHIN_THREE_PLIES <= value < 0


def certify(found: Tables, state: MorrisState, source: str = "table") -> Certified | None:
    """Return the certified line of ``state`` if it is a puzzle (a table win with exactly one
    move winning the shortest way at each of the solver's turns along the best defence), else
    None. Tempting alternatives are the other moves that do not lose within three plies."""
    game, solver = state.game, state.to_move
    start, alternatives = state.position(), 0
    line: list[str] = []
    while state.outcome is None:
        own, opp = state.own_opp()
        if any(state.hands):
            return None
        candidates = game.mill.turns(own, opp, 0, 0)
        values = [found.after(own, opp, turn) for turn in candidates]
        if any(value is None for value in values):
            return None
        if len(line) % 2 == 0:
            fastest = min(v for v in values if v is not None and v > 0)
            winning = [t for t, v in zip(candidates, values, strict=True) if v == fastest]
            # A win at once may take any piece: the step must be unique, not the removal.
            if len({t[:2] if fastest == 1 else t for t in winning}) != 1:
                return None
            alternatives += sum(1 for v in values if v is not None and tempting(v, fastest))
            chosen = winning[0]
        else:
            chosen = table_turns(found, own, opp, candidates)[0]
        line.append(_text(game, chosen))
        state = state.play(game.parse_move(state, line[-1]))
    if state.outcome.winner != solver:
        return None
    return Certified(start, tuple(line), alternatives, source)


def rate(turns_made: int, alternatives: int) -> tuple[int, str]:
    """Return the rating and difficulty of a puzzle of ``turns_made`` solver moves with
    ``alternatives`` tempting alternatives along the way."""
    rating = BASE_RATING + TURN_RATING * turns_made + ALTERNATIVE_RATING * alternatives
    rating = min(rating, MAX_RATING)
    return rating, next(name for bound, name in BANDS if rating < bound)


def position_text(own: int, opp: int) -> str:
    """Return the position string with ``own`` for White to move and ``opp`` for Black."""
    board = "".join(
        "W" if own >> p & 1 else "B" if opp >> p & 1 else "." for p in range(NUM_POINTS)
    )
    return f"{board} W 0/0 - -"


Candidate = tuple[int, int, str, tuple[int, int, int] | None]
"""A position to try: the mover's pieces, the other's, the source, and the table and length
bucket it counts against (None for a real game's)."""


def table_candidates(found: Tables, per_length: int, seed: int) -> Iterator[Candidate]:
    """Yield won positions of every table, :data:`TRIES` times ``per_length`` of each length of
    win per table (most are rejected), chosen at random by ``seed``."""
    rng = np.random.default_rng(seed)
    for (m, n), values in sorted(found.values.items()):
        width = comb(NUM_POINTS, n)
        array = np.asarray(values)
        wins = np.flatnonzero(array > 0)
        lengths = array[wins]
        for length in np.unique(lengths).tolist():
            slots = wins[lengths == length]
            picked = rng.choice(slots, size=min(per_length * TRIES, len(slots)), replace=False)
            for slot in np.sort(picked).tolist():
                own, opp = int(tables.combos(m)[slot // width]), int(tables.combos(n)[slot % width])
                yield own, opp, "table", (m, n, length)


def game_candidates(game: Morris, games: Iterable[Sequence[str]]) -> Iterator[Candidate]:
    """Yield every position of the moving phase at the start of a turn in ``games``."""
    for moves in games:
        state = game.initial()
        for text in moves:
            if state.outcome is not None:
                break
            if state.pending is None and not any(state.hands):
                own, opp = state.own_opp()
                yield own, opp, "game", None
            state = state.play(game.parse_move(state, text))


@dataclass(frozen=True, slots=True)
class Report:
    """What a generation examined: candidates tried (after duplicates), duplicates skipped,
    puzzles certified, and the seconds it took."""

    examined: int
    duplicates: int
    certified: int
    seconds: float

    @property
    def rejected(self) -> float:
        """Return the share of examined candidates that were not puzzles."""
        return 1 - self.certified / self.examined if self.examined else 0.0

    @property
    def per_minute(self) -> float:
        """Return the puzzles certified per minute."""
        return self.certified / self.seconds * 60 if self.seconds else 0.0


def game_of(found: Tables) -> Morris:
    """The Nine Men's Morris rules ``found`` is exact for (flying on or off)."""
    flying = found.rules == tables.table_rules("morris", {"flying": True})
    game = get_game("morris", flying=flying)
    assert isinstance(game, Morris)
    return game


def generate(
    found: Tables, games: Iterable[Sequence[str]], per_length: int = PER_LENGTH, seed: int = SEED
) -> tuple[list[Puzzle], Report]:
    """Return the puzzles of ``games`` and of the tables ``found`` (numbered easiest first) and
    a report; the same inputs give the same puzzles."""
    game = game_of(found)
    tried = itertools.chain(game_candidates(game, games), table_candidates(found, per_length, seed))
    return certify_all(found, tried, per_length)


def certify_all(
    found: Tables, candidates: Iterable[Candidate], per_length: int = PER_LENGTH
) -> tuple[list[Puzzle], Report]:
    """Return the puzzles among ``candidates`` (the first of each class of positions equal
    under the symmetries, at most ``per_length`` per table bucket), numbered easiest first, and
    a report."""
    began = time.perf_counter()
    game = game_of(found)
    seen: set[tuple[int, int]] = set()
    per_bucket: dict[tuple[int, int, int], int] = {}
    made: list[Certified] = []
    examined = duplicates = 0
    for own, opp, source, bucket in candidates:
        if bucket is not None and per_bucket.get(bucket, 0) >= per_length:
            continue
        key = canonical(own, opp)
        if key in seen:
            duplicates += 1
            continue
        seen.add(key)
        examined += 1
        state = game.parse_position(position_text(own, opp))
        assert isinstance(state, MorrisState)
        value = found.probe(own, opp)
        if state.outcome is not None or value is None or value <= 0:
            continue
        certified = certify(found, state, source)
        if certified is not None:
            made.append(certified)
            if bucket is not None:
                per_bucket[bucket] = per_bucket.get(bucket, 0) + 1
    rated = sorted((rate((len(c.solution) + 1) // 2, c.alternatives), c.position, c) for c in made)
    puzzles = [
        Puzzle(number, c.position, c.solution, rating, difficulty, c.source)
        for number, ((rating, difficulty), _, c) in enumerate(rated, 1)
    ]
    report = Report(examined, duplicates, len(puzzles), time.perf_counter() - began)
    return puzzles, report


def regrade(found: Tables, puzzles: Iterable[Puzzle]) -> list[Puzzle]:
    """Return ``puzzles`` rated again from their lines (:func:`rate`), each kept otherwise as
    it is, its number too (the players' attempts refer to it).

    Raises ``ValueError`` if a puzzle's line is not certified again by ``found``.
    """
    game = game_of(found)
    graded = []
    for puzzle in puzzles:
        state = game.parse_position(puzzle.position)
        assert isinstance(state, MorrisState)
        certified = certify(found, state, puzzle.source)
        if certified is None or certified.solution != puzzle.solution:
            raise ValueError(f"puzzle {puzzle.id} is not certified again by these tables")
        rating, difficulty = rate(puzzle.turns, certified.alternatives)
        graded.append(replace(puzzle, rating=rating, difficulty=difficulty))
    return graded


def save(puzzles: Sequence[Puzzle], path: Path, rules: str) -> None:
    """Write ``puzzles`` for ``rules`` (a game identity) to ``path`` as JSON, one per line."""
    lines = [json.dumps({"rules": rules, "count": len(puzzles)})]
    lines += [json.dumps(asdict(p), ensure_ascii=False) for p in puzzles]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def load(path: Path = PUZZLES_FILE) -> tuple[Puzzle, ...]:
    """Return the puzzles saved in ``path``. Raises ``OSError`` if it cannot be read."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()[1:]]
    return tuple(Puzzle(**{**row, "solution": tuple(row["solution"])}) for row in rows)


def read_games(path: Path) -> list[list[str]]:
    """Return the move lists of a ``.jsonl`` file of games."""
    return [json.loads(line)["moves"] for line in path.read_text().splitlines() if line.strip()]


def main(argv: list[str] | None = None) -> int:
    """Generate the puzzles from the built tables and write them; return the exit code."""
    parser = argparse.ArgumentParser(prog="python -m games.ai.puzzles", description=__doc__)
    parser.add_argument("--out", type=Path, default=PUZZLES_FILE, help="the file to write")
    parser.add_argument("--games", type=Path, default=GAMES_FILE, help="a .jsonl of real games")
    parser.add_argument(
        "--per-length", type=int, default=PER_LENGTH, help="table puzzles per length"
    )
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument(
        "--regrade",
        action="store_true",
        help="only rate the puzzles of --out again, keeping their numbers and lines",
    )
    args = parser.parse_args(argv)
    game = get_game("morris")
    assert isinstance(game, Morris)
    found = available(game)
    if not found.values:
        print("No endgame tables built: run make tables first.", file=sys.stderr)
        return 1
    rules = tables.table_rules(game.name, game.options)
    if args.regrade:
        before = load(args.out)
        after = regrade(found, before)
        save(after, args.out, rules)
        moved = sum(a.difficulty != b.difficulty for a, b in zip(after, before, strict=True))
        print(f"{len(after)} puzzles rated again, {moved} in another band; written to {args.out}")
        return 0
    games = read_games(args.games) if args.games.exists() else []
    puzzles, report = generate(found, games, args.per_length, args.seed)
    save(puzzles, args.out, rules)
    print(
        f"{report.certified} puzzles from {report.examined} candidates ({report.rejected:.0%} "
        f"rejected, {report.duplicates} duplicates) in {report.seconds:.1f} s: "
        f"{report.per_minute:.0f} a minute; tables {sorted(found.values)}; written to {args.out}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
