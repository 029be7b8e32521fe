"""Strength against a frozen engine: our Morris ``hard`` against ``hard`` as it was at a git ref,
or against an independent engine.

Run with ``python -m bench.ai_versus_ref --games 100 --budget 2 --jobs 2`` (default ref
``ccee8ed``, ``hard`` as it was when the Morris expert issue began; ``--ref`` takes any git ref,
e.g. ``9e18899``, the engine before issue 12). The ref's ``games`` package is extracted with
``git archive`` into a temporary directory and runs in a subprocess per game, answering
position strings with move texts, so no old source is kept in the repository; where the working
tree's C search is compiled, the ref's is compiled too (both sides search alike). ``--uci
COMMAND`` plays an independent engine instead (one that speaks UCI with this notation, such as
Sanmill's console build: ``position startpos moves ...``, ``go``, ``stop`` after the budget,
``bestmove``; a removal is its own move; ``--uci-option NAME=VALUE`` sets its options).
``--game twelve`` plays Twelve Men's Morris (``--uci`` engines get no rule options from here:
set them with ``--uci-option``). ``--ref-budget SECONDS`` gives the other engine its own time a
move (time odds: a match with ``hard`` given four times the time shows how much deeper search
would change the results). Colours alternate and the two sides' seeds differ per game.
Each game starts from the empty board, or with ``--opening-plies K`` from K random placements
shared by a pair of games, one with each colour; game ``n``'s opening depends on ``n`` alone, so
two matches over the same numbers play the same openings (:mod:`bench.ai_paired` compares them
game by game). Two deterministic engines replay the same few lines from the empty board (a game
differs from another only where timing changes a choice), so those games are far from
independent and the interval flatters them; random openings make the games independent.

Prints each game (result, plies, how it ended, pieces left), then the score of the new engine
with a 95% Wilson interval, the blockade losses (no legal move) of each side (the new engine's
by game with its colour and the ply, and how many as the first player), the pieces each side
lost in the placing phase (how many, in how many games, how many to a double threat, at which
plies) and the move times, ending with one line of ``key=value`` figures. ``--record FILE``
writes the games as JSON lines (moves in our notation, each with its number); with ``--resume``
the games already in that file are counted, not played again, so a match that was cut off goes
on where it stopped.
Each Nine Men's Morris game is also reviewed (:mod:`games.ai.review`, with the endgame tables in
``$MORRISBOT_TABLES``, which the frozen engine reads too): a known win or draw that a side let
go, by the tables or a search proven through them, is counted for that side and the game named.
"""

from __future__ import annotations

import argparse
import json
import queue
import random
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from bench.ai_strength import wilson
from games.ai import choose_move
from games.ai.endgame import available
from games.ai.morris import COMPILED_SEARCH, threats
from games.ai.review import MarkKind, review_game
from games.base import MoveError, Termination
from games.morris import Morris, MorrisState
from games.registry import get_game

ROOT = Path(__file__).resolve().parent.parent
REF = "ccee8ed"
"""The default frozen engine: ``hard`` before the Morris expert issue's changes."""
SERVER = """
import sys
from games.ai import choose_move_text
for line in sys.stdin:
    name, position, budget, seed = line.rstrip("\\n").split("\\t")
    print(choose_move_text(name, {}, position, "hard", float(budget), int(seed)), flush=True)
"""
COMPILE = """
import subprocess
from games import compiled
from games.ai.compile import c_command
subprocess.run(c_command(compiled.PROJECT), cwd=compiled.PROJECT, check=True, capture_output=True)
(compiled.PROJECT / compiled.STAMP).write_text(compiled.digest() + "\\n")
"""


def extract(ref: str, into: Path) -> None:
    """Extract the ``games`` package of ``ref`` into the directory ``into``."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", ref, "games"], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)


def compile_search(source: Path) -> None:
    """Compile the C search of the ``games`` package in ``source`` (alone, without mypyc), as
    ``make compiled`` would, so that its ``hard`` searches in C."""
    subprocess.run([sys.executable, "-c", COMPILE], cwd=source, check=True)


class RefEngine:
    """The frozen engine in a subprocess: one position string in, one move text out."""

    def __init__(self, source: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", SERVER],
            cwd=source,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def move(self, state: MorrisState, moves: list[str], budget_s: float, seed: int) -> str:
        """Return the ref engine's move text for ``state``."""
        del moves
        assert self.process.stdin is not None and self.process.stdout is not None
        name = state.game.name
        self.process.stdin.write(f"{name}\t{state.position()}\t{budget_s}\t{seed}\n")
        self.process.stdin.flush()
        return self.process.stdout.readline().strip()

    def close(self) -> None:
        """Stop the subprocess."""
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


class UciEngine:
    """An independent engine in a subprocess, spoken to in UCI: the moves so far in, one move
    out after ``budget_s`` seconds of search (``stop``). A turn that closes a mill is two of its
    moves, the removal asked for on its own."""

    def __init__(self, command: str, options: list[str]) -> None:
        self.process = subprocess.Popen(
            command.split(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self._send("uci")
        self._wait("uciok")
        for option in options:
            name, _, value = option.partition("=")
            self._send(f"setoption name {name} value {value}")
        self._send("isready")
        self._wait("readyok")

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put("")  # the engine is gone

    def _send(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def _wait(self, word: str) -> str:
        while True:
            line = self.lines.get(timeout=60)
            if not line:
                raise RuntimeError(f"the engine stopped before answering {word!r}")
            if word in line.split():
                return line

    def _search(self, moves: list[str], budget_s: float) -> str:
        self._send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        self._send("go")
        time.sleep(budget_s)
        self._send("stop")
        words = self._wait("bestmove").split()
        return words[words.index("bestmove") + 1]

    def move(self, state: MorrisState, moves: list[str], budget_s: float, seed: int) -> str:
        """Return the engine's whole turn in ``state`` (reached by ``moves``), as our text."""
        del seed
        steps = [step for text in moves for step in split_removal(text)]
        text = self._search(steps, budget_s)
        game = state.game
        after = state.play(game.parse_move(state, text))
        if after.pending is not None and after.to_move == state.to_move:
            text += self._search([*steps, text], budget_s)
        return text

    def close(self) -> None:
        """Stop the subprocess."""
        self._send("quit")
        self.process.wait(timeout=10)


def split_removal(text: str) -> list[str]:
    """Return a turn's text as the UCI engine's moves: ``f6xb4`` is ``f6`` then ``xb4``."""
    step, mark, removed = text.partition("x")
    return [step, mark + removed] if mark and step else [text]


@dataclass(frozen=True)
class Game:
    """One finished game, from the new engine's side."""

    number: int
    new_side: int
    result: str
    plies: int
    termination: str
    pieces: tuple[int, int]
    moves: list[str]
    new_times: list[float]
    game: str = "morris"

    def placing_losses(self) -> tuple[list[int], list[int], int, int]:
        """Return the plies at which the new engine, and the other, lost a piece while pieces
        were still to be placed (a removal by a turn made with a hand not yet empty), and how
        many of those pieces each lost to a double threat: after the remover's turn before,
        two or more points each completed a mill of its own, so one block could not stop it."""
        game = get_game(self.game)
        state = game.initial()
        assert isinstance(state, MorrisState)
        lost: tuple[list[int], list[int]] = ([], [])
        forked = [0, 0]
        before = [state]  # the position after each ply
        for ply, text in enumerate(self.moves, 1):
            placing = any(state.hands)
            mover = state.to_move
            state = state.play(game.parse_move(state, text))
            before.append(state)
            if placing and "x" in text:
                loser = 0 if mover != self.new_side else 1
                lost[loser].append(ply)
                if ply > 2:
                    other, remover = before[ply - 2].own_opp()
                    board = state.game.mill.board
                    forked[loser] += threats(remover, other, board).bit_count() >= 2
        return lost[0], lost[1], forked[0], forked[1]

    def let_go(self) -> tuple[int, int]:
        """Return how often the new engine and the ref let a known win or draw go (Nine Men's
        Morris only: the review reads its tables)."""
        if self.game != "morris":
            return 0, 0
        review = review_game(self.moves)
        marked = [
            step.player
            for step in review.steps
            if step.mark is not None and step.mark.kind is not MarkKind.MISTAKE
        ]
        return marked.count(self.new_side), marked.count(3 - self.new_side)


def tables_built() -> list[tuple[int, int]]:
    """Return the endgame tables found, as (mover's pieces, opponent's pieces)."""
    game = get_game("morris")
    assert isinstance(game, Morris)
    return sorted(available(game).values)


def opening(number: int, plies: int, name: str = "morris") -> list[str]:
    """Return the random opening of game ``number``: ``plies`` placements, the same for the
    pair of games ``2k`` and ``2k + 1`` (so each opening is played with both colours)."""
    game = get_game(name)
    state = game.initial()
    rng = random.Random(number // 2)
    moves = []
    for _ in range(plies):
        text = game.format_move(rng.choice(state.legal_moves()))
        state = state.play(game.parse_move(state, text))
        moves.append(text)
    return moves


@dataclass(frozen=True)
class Match:
    """What every game of a match shares: the game, the opponent and the clock."""

    game: str
    source: str | None
    """The ref's ``games`` package (None: the UCI engine plays)."""
    uci: str | None
    uci_options: list[str]
    budget_s: float
    ref_budget_s: float
    """The other engine's seconds a move (time odds; ``budget_s`` at equal time)."""
    max_plies: int
    opening_plies: int

    def opponent(self) -> RefEngine | UciEngine:
        """Start the other engine."""
        if self.uci is not None:
            return UciEngine(self.uci, self.uci_options)
        assert self.source is not None
        return RefEngine(Path(self.source))


def play(number: int, match: Match) -> Game:
    """Play game ``number`` (the new engine moves first in even games) from its opening."""
    game = get_game(match.game)
    budget_s, max_plies = match.budget_s, match.max_plies
    state = game.initial()
    assert isinstance(state, MorrisState)
    new_side = 1 if number % 2 == 0 else 2
    ref = match.opponent()
    moves: list[str] = []
    times: list[float] = []
    for text in opening(number, match.opening_plies, match.game):
        state = state.play(game.parse_move(state, text))
        moves.append(text)
    illegal = None
    try:
        while state.outcome is None and len(moves) < max_plies:
            seed = 7919 * number + len(moves)
            if state.to_move == new_side:
                began = time.perf_counter()
                text = game.format_move(choose_move(state, "hard", budget_s, seed))
                times.append(time.perf_counter() - began)
                state = state.play(game.parse_move(state, text))
            else:
                try:
                    text = ref.move(state, moves, match.ref_budget_s, seed)
                    state = state.play(game.parse_move(state, text))
                except MoveError as error:  # an independent engine under other rules
                    illegal = getattr(error, "text", "?")
                    break
            moves.append(text)
    finally:
        ref.close()
    outcome = state.outcome
    if illegal is not None:
        result, termination = "void", f"an illegal move of the other engine, {illegal!r}"
    elif outcome is None or outcome.winner is None:
        result = "draw"
    else:
        result = "win" if outcome.winner == new_side else "loss"
    if illegal is None:
        termination = "cut off" if outcome is None else outcome.termination.value
    counts = (state.count(new_side), state.count(3 - new_side))
    return Game(number, new_side, result, len(moves), termination, counts, moves, times, match.game)


@dataclass
class Tally:
    """The match so far, from the new engine's side."""

    wins: int = 0
    draws: int = 0
    losses: int = 0
    new_blocked: list[Game] = field(default_factory=list)
    """The games the new engine lost by a blockade."""
    ref_blocked: int = 0
    ref_let_go: int = 0
    new_let_go: list[int] = field(default_factory=list)
    """The numbers of the games in which the new engine let a known result go."""
    times: list[float] = field(default_factory=list)
    placing_lost: list[list[int]] = field(default_factory=list)
    """For each game, the plies at which the new engine lost a piece while placing."""
    ref_placing_lost: list[list[int]] = field(default_factory=list)
    forked: int = 0
    """The pieces of those the new engine lost to a double threat."""
    ref_forked: int = 0
    void: list[int] = field(default_factory=list)
    """The games set aside: the other engine played a move our rules refuse."""

    def add(self, g: Game, review: bool = True) -> tuple[int, int]:
        """Count the finished game ``g``; return the known results each side let go in it (a
        game the other engine broke off with a move our rules refuse is set aside; with
        ``review`` off the game is not reviewed, and none is counted)."""
        if g.result == "void":
            self.void.append(g.number)
            return 0, 0
        blocked = Termination.NO_MOVES.value
        self.wins += g.result == "win"
        self.draws += g.result == "draw"
        self.losses += g.result == "loss"
        if g.result == "loss" and g.termination == blocked:
            self.new_blocked.append(g)
        self.ref_blocked += g.result == "win" and g.termination == blocked
        self.times.extend(g.new_times)
        new_lost, ref_lost, new_forked, ref_forked = g.placing_losses()
        self.placing_lost.append(new_lost)
        self.ref_placing_lost.append(ref_lost)
        self.forked += new_forked
        self.ref_forked += ref_forked
        new, ref = g.let_go() if review else (0, 0)
        self.new_let_go.extend([g.number] * new)
        self.ref_let_go += ref
        return new, ref

    def counts(self) -> str:
        """Return the wins, draws and losses so far as ``+w =d -l``."""
        return f"+{self.wins} ={self.draws} -{self.losses}"

    def blocked_first(self) -> int:
        """Return how many of the new engine's blockade losses came as the first player."""
        return sum(g.new_side == 1 for g in self.new_blocked)

    def blockades(self) -> str:
        """Return the new engine's blockade losses: how many, which games (with its colour and
        the ply), how many first."""
        if not self.new_blocked:
            return "0"
        games = ", ".join(
            f"{g.number} as {'White' if g.new_side == 1 else 'Black'} at ply {g.plies}"
            for g in sorted(self.new_blocked, key=lambda g: g.number)
        )
        return (
            f"{len(self.new_blocked)} (games {games}; {self.blocked_first()} as the first player)"
        )

    @staticmethod
    def placing(lost: list[list[int]], forked: int) -> str:
        """Return the pieces lost in the placing phase: how many, in how many games, how many
        of them to a double threat, the plies."""
        plies = sorted(ply for game in lost for ply in game)
        games = sum(bool(game) for game in lost)
        return f"{len(plies)} in {games} games, {forked} to a double threat" + (
            f" (plies {plies})" if plies else ""
        )


def recorded(path: Path) -> dict[int, Game]:
    """Return the games recorded in ``path`` (none if it does not exist), by number."""
    if not path.exists():
        return {}
    games = {}
    for line in path.read_text().splitlines():
        record = json.loads(line)
        if "number" not in record:
            raise SystemExit(f"{path} was recorded without game numbers: it cannot be resumed")
        games[record["number"]] = Game(**record)
    return games


def main() -> None:
    """Play the match and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ref", default=REF, help="the git ref of the frozen engine")
    parser.add_argument("--uci", help="play this command's UCI engine instead of the ref")
    parser.add_argument(
        "--uci-option", action="append", default=[], help="NAME=VALUE for the UCI engine"
    )
    parser.add_argument("--game", choices=("morris", "twelve"), default="morris")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--budget", type=float, default=2.0, help="seconds a move, both sides")
    parser.add_argument(
        "--ref-budget",
        type=float,
        help="the other engine's seconds a move (default --budget): time odds show how much "
        "deeper searching would change the results",
    )
    parser.add_argument("--jobs", type=int, default=2, help="games played at once")
    parser.add_argument("--first", type=int, default=0, help="number of the first game")
    parser.add_argument("--max-plies", type=int, default=600, help="a longer game is a draw")
    parser.add_argument(
        "--opening-plies",
        type=int,
        default=0,
        help="start each pair of games from this many random placements (0: the empty board)",
    )
    parser.add_argument("--record", type=Path, help="write the games here as JSON lines")
    parser.add_argument(
        "--resume", action="store_true", help="count the games already in --record, not replay them"
    )
    args = parser.parse_args()
    if args.resume and not args.record:
        parser.error("--resume needs --record FILE: the games to go on from")
    numbers = range(args.first, args.first + args.games)
    done = {n: g for n, g in recorded(args.record).items() if n in numbers} if args.resume else {}
    tally = Tally()
    for g in done.values():
        tally.add(g)
    if done:
        print(f"resumed {len(done)} games from {args.record}: {tally.counts()}", flush=True)
    began = time.perf_counter()
    with tempfile.TemporaryDirectory() as source, ProcessPoolExecutor(args.jobs) as pool:
        if args.uci is None:
            extract(args.ref, Path(source))
            if COMPILED_SEARCH:
                compile_search(Path(source))
        match = Match(
            args.game,
            None if args.uci else source,
            args.uci,
            args.uci_option,
            args.budget,
            args.budget if args.ref_budget is None else args.ref_budget,
            args.max_plies,
            args.opening_plies,
        )
        todo = [n for n in numbers if n not in done]
        futures = [pool.submit(play, n, match) for n in todo]
        for number, future in zip(todo, futures, strict=True):
            g = future.result()
            new, ref = tally.add(g)
            print(
                f"game {number:3}: new plays {'first' if g.new_side == 1 else 'second'}, "
                f"{g.result} by {g.termination} in {g.plies} plies, pieces new {g.pieces[0]} "
                f"v ref {g.pieces[1]}, known results let go new {new} ref {ref}, "
                f"running {tally.counts()}",
                flush=True,
            )
            if args.record:
                with args.record.open("a") as out:
                    out.write(json.dumps(g.__dict__) + "\n")
    wins, draws, losses, times = tally.wins, tally.draws, tally.losses, tally.times
    played = wins + draws + losses
    score = (wins + draws / 2) / played if played else 0.0
    low, high = wilson(score, played)
    mean, longest = (sum(times) / len(times) if times else 0.0), max(times, default=0.0)
    title = "Nine Men's Morris" if args.game == "morris" else "Twelve Men's Morris"
    odds = "" if match.ref_budget_s == args.budget else f" (the other {match.ref_budget_s} s)"
    other = f"hard@{args.ref}" if args.uci is None else args.uci.split()[0]
    print(
        f"{title}: hard ({'C' if COMPILED_SEARCH else 'Python'} search) vs {other} at "
        f"{args.budget} s a move{odds}, {played} games "
        f"({f'{args.opening_plies}-ply random openings' if args.opening_plies else 'empty board'}) "
        f"in {time.perf_counter() - began:.0f} s: {tally.counts()}, score "
        f"{score:.3f} (95% {low:.3f}-{high:.3f}); blockade losses: new {tally.blockades()}, "
        f"ref {tally.ref_blocked}; pieces lost while placing: new "
        f"{tally.placing(tally.placing_lost, tally.forked)}, "
        f"ref {tally.placing(tally.ref_placing_lost, tally.ref_forked)}; "
        f"known results let go: new {len(tally.new_let_go)} "
        f"(games {sorted(set(tally.new_let_go))}), ref {tally.ref_let_go}, reviewed with the "
        f"tables {tables_built()}; set aside (the other engine's illegal move): "
        f"{tally.void or 'none'}; "
        f"new move time mean {mean:.3f} s, max {longest:.3f} s"
    )
    print(
        f"game={args.game} ref={other} budget_s={args.budget} "
        f"ref_budget_s={match.ref_budget_s} opening_plies={args.opening_plies} "
        f"games={played} wins={wins} draws={draws} "
        f"losses={losses} score={score:.3f} ci_low={low:.3f} ci_high={high:.3f} "
        f"new_blockade_losses={len(tally.new_blocked)} "
        f"new_blockade_losses_first={tally.blocked_first()} "
        f"ref_blockade_losses={tally.ref_blocked} "
        f"new_placing_lost={sum(map(len, tally.placing_lost))} "
        f"new_placing_lost_games={sum(map(bool, tally.placing_lost))} "
        f"new_placing_forked={tally.forked} "
        f"ref_placing_lost={sum(map(len, tally.ref_placing_lost))} "
        f"ref_placing_forked={tally.ref_forked} "
        f"new_let_go={len(tally.new_let_go)} ref_let_go={tally.ref_let_go} "
        f"mean_move_s={mean:.3f}"
    )


if __name__ == "__main__":
    main()
