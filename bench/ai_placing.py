"""Placing decisions against a longer search: how often Morris ``hard`` at its budget places
where a search several times as long (the judge) would not, and what that costs by the judge.

Run with ``python -m bench.ai_placing games.jsonl --budget 2 --judge 10 --judged judged.jsonl``
(records of ``bench.ai_versus_ref --record``, or any JSON lines with ``moves``). The positions
are those before the placements of ``--plies`` (default 8-16, where the blockade losses are
decided), each once, every ``--every``-th of them. The judge is ``hard`` of the working tree at
``--judge`` seconds; its verdicts (the best placement and its score, and the score of each other
placement it was asked about, from a search of the position after it) are kept in ``--judged``
with the judge's budget and read back by a judge of that budget, so a candidate engine
(``--source DIR``, a compiled worktree) is judged in minutes. Every search starts with an empty
transposition table. ``bench/data/placing-verdicts.jsonl`` holds the verdicts of the 10 s judge
(``hard`` as at ``0ef4d02``, compiled) on the strong-engine games in ``../shared/ai``: every fourth
placing of plies 8-16 (``--every 4``) and every placing of plies 10-12.

Prints the share of placements that agree with the judge's; how many placements lead into a
loss the judge proves (while its own placement does not); by the judge's scores, the mean loss of
the unproven ones and how many lost 50 and 100 or more (half a piece, a piece); the same shares by
ply; and one line of ``key=value`` figures. The judge's scores carry its contempt for draws,
which scores a draw after the other side's move a little above zero: agreements and proven losses
are exact, losses within about 50 are noise.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from bench.ai_tune import ply_range
from bench.ai_versus_ref import ROOT
from games.ai.search import WON
from games.morris import Morris
from games.registry import get_game

KEEP_EVERY = 8
"""Positions per job that the judge searches before keeping its verdicts."""
PROBE = """
import json, sys
from games.ai.morris import forget_kept, move_of, search_morris
from games.registry import get_game
game = get_game("morris")
budget = float(sys.argv[1])
for line in sys.stdin:
    state = game.parse_position(line.strip())
    forget_kept(state.game.identity, state.to_move)
    found = search_morris(state, "hard", budget, 1)
    print(json.dumps([game.format_move(move_of(state, found.move)), found.score]), flush=True)
"""


def placing_positions(paths: list[Path], first: int, last: int, every: int) -> list[str]:
    """Return the positions before the placements of plies ``first``..``last`` (counted from 1)
    of the games in ``paths``, each once, every ``every``-th of them.

    Raises ``ValueError`` naming the line that is not a game with legal Morris moves."""
    game = get_game("morris")
    found: dict[str, None] = {}
    for path in paths:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            state = game.initial()
            try:
                for ply, text in enumerate(json.loads(line)["moves"][:last], 1):
                    if ply >= first and any(state.hands):
                        found.setdefault(state.position())
                    state = state.play(game.parse_move(state, text))
                    if state.outcome is not None:
                        break
            except (ValueError, KeyError, TypeError) as error:
                raise ValueError(
                    f"{path}, line {number}: not a JSON game with legal Morris moves in 'moves'"
                ) from error
    return list(found)[::every]


def placed(position: str) -> int:
    """Return how many placements were made before ``position`` (its hands' complement)."""
    state = Morris().parse_position(position)
    return 2 * state.game.variant.pieces - sum(state.hands)


def probe(source: Path, budget: float, positions: list[str], jobs: int) -> list[tuple[str, int]]:
    """Search each position with ``hard`` of ``source`` (one process per job, side by side);
    return each search's move text and score for the side to move."""
    shares = [positions[i::jobs] for i in range(jobs)]

    def run(share: list[str]) -> list[str]:
        done = subprocess.run(
            [sys.executable, "-c", PROBE, str(budget)],
            cwd=source,
            check=False,
            input="".join(f"{x}\n" for x in share),
            capture_output=True,
            text=True,
        )
        if done.returncode:
            raise SystemExit(f"a search failed:\n{done.stderr}")
        return done.stdout.splitlines()

    with ThreadPoolExecutor(jobs) as pool:
        outputs = list(pool.map(run, shares))
    found: dict[str, tuple[str, int]] = {}
    for share, lines in zip(shares, outputs, strict=True):
        for position, line in zip(share, lines, strict=True):
            move, score = json.loads(line)
            found[position] = move, int(score)
    return [found[p] for p in positions]


class Judge:
    """The judge's verdicts, kept in a file: the best placement of each position and the
    score of each placement asked about."""

    def __init__(self, path: Path | None, budget: float, jobs: int) -> None:
        self.path, self.budget, self.jobs = path, budget, jobs
        self.best: dict[str, str] = {}
        self.scores: dict[tuple[str, str], int] = {}
        if path is not None and path.exists():
            for line in path.read_text().splitlines():
                row = json.loads(line)
                if row["judge"] != budget:
                    continue  # another judge's verdict
                self.scores[row["position"], row["move"]] = row["score"]
                if row["best"]:
                    self.best[row["position"]] = row["move"]

    def _row(self, position: str, move: str, score: int, *, best: bool) -> dict[str, object]:
        return {
            "position": position,
            "move": move,
            "score": score,
            "best": best,
            "judge": self.budget,
        }

    def _keep(self, rows: list[dict[str, object]]) -> None:
        if self.path is not None:
            with self.path.open("a") as out:
                out.writelines(json.dumps(row) + "\n" for row in rows)

    def _batches(self, todo: list[str]) -> Iterator[tuple[list[str], list[tuple[str, int]]]]:
        """Probe ``todo`` with the judge a few positions per job at a time, so that a run cut
        off keeps what was judged before."""
        size = KEEP_EVERY * self.jobs
        for start in range(0, len(todo), size):
            batch = todo[start : start + size]
            yield batch, probe(ROOT, self.budget, batch, self.jobs)

    def choose(self, positions: list[str]) -> None:
        """Search the positions not judged yet for the judge's own placements."""
        for batch, found in self._batches([p for p in positions if p not in self.best]):
            rows = []
            for position, (move, score) in zip(batch, found, strict=True):
                self.best[position], self.scores[position, move] = move, score
                rows.append(self._row(position, move, score, best=True))
            self._keep(rows)

    def rate(self, asked: list[tuple[str, str]]) -> None:
        """Score the placements not scored yet by searching the position after each."""
        game = get_game("morris")
        todo = [pair for pair in dict.fromkeys(asked) if pair not in self.scores]
        after: dict[str, list[tuple[str, str]]] = {}  # two placings may reach one position
        for position, move in todo:
            state = game.parse_position(position)
            child = state.play(game.parse_move(state, move)).position()
            after.setdefault(child, []).append((position, move))
        for batch, found in self._batches(list(after)):
            rows = []
            for child, (_, score) in zip(batch, found, strict=True):
                for position, move in after[child]:
                    self.scores[position, move] = -score
                    rows.append(self._row(position, move, -score, best=False))
            self._keep(rows)


def main() -> None:
    """Judge the placements of ``hard`` (of ``--source``) and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", type=Path, nargs="+")
    parser.add_argument("--plies", type=ply_range, default=(8, 16), help="FIRST-LAST")
    parser.add_argument("--every", type=int, default=1, help="every K-th position (K >= 1)")
    parser.add_argument("--budget", type=float, default=2.0)
    parser.add_argument("--judge", type=float, default=10.0)
    parser.add_argument("--judged", type=Path)
    parser.add_argument("--source", type=Path, default=ROOT)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    first, last = args.plies
    missing = [str(path) for path in args.games if not path.is_file()]
    if missing:
        parser.error(f"no such games file: {', '.join(missing)}")
    if min(args.every, args.jobs) < 1 or min(args.budget, args.judge) <= 0:
        parser.error("--every and --jobs take 1 or more, --budget and --judge seconds above 0")
    try:
        positions = placing_positions(args.games, first, last, args.every)
    except ValueError as error:
        parser.error(str(error))
    if not positions:
        parser.error(f"those games have no placings at plies {first}-{last} (placing ends at 18)")
    judge = Judge(args.judged, args.judge, args.jobs)
    judge.choose(positions)
    chosen = probe(args.source, args.budget, positions, args.jobs)
    picks = [(p, m) for p, (m, _) in zip(positions, chosen, strict=True)]
    judge.rate([(p, m) for p, m in picks if m != judge.best[p]])
    proven, losses = [], []
    for position, move in picks:
        best, score = judge.scores[position, judge.best[position]], judge.scores[position, move]
        if score <= -WON < best:
            proven.append((position, move))
        elif max(abs(best), abs(score)) < WON:  # else both proven, or the judge itself lost
            losses.append((best - score, position, move))
    agree = sum(m == judge.best[p] for p, m in picks) / len(picks)
    mean = sum(loss for loss, _, _ in losses) / max(len(losses), 1)
    big, bigger = sum(x[0] >= 50 for x in losses), sum(x[0] >= 100 for x in losses)
    print(
        f"{args.source}: {len(picks)} placements at {args.budget} s, judged at {args.judge} s: "
        f"{agree:.0%} the judge's; {len(proven)} into a loss the judge proves; the "
        f"{len(losses)} unproven lose {mean:.1f} on average, {big} of them 50 or more, "
        f"{bigger} 100 or more"
    )
    for ply in sorted({placed(p) for p, _ in picks}):
        here = [(p, m) for p, m in picks if placed(p) == ply]
        agreed = sum(m == judge.best[p] for p, m in here) / len(here)
        lost = sum(pick in proven for pick in here)
        print(
            f"  ply {ply + 1}: {len(here)} placements, {agreed:.0%} the judge's, "
            f"{lost} into a proven loss"
        )
    for position, move in proven:
        print(f"  {position}: {move} loses by force (the judge plays {judge.best[position]})")
    for loss, position, move in losses:
        if loss >= 100:
            print(f"  {position}: {move} loses {loss} (the judge plays {judge.best[position]})")
    print(
        f"placements={len(picks)} agree={agree:.3f} proven_losses={len(proven)} "
        f"mean_loss={mean:.1f} lost50={big} lost100={bigger}"
    )


if __name__ == "__main__":
    main()
