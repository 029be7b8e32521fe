"""Strength benchmark: a match between two players, colours alternated.

Run with ``python -m bench.ai_strength GAME --a hard --b random --games 20 --budget 2``
(plus the game's options, e.g. ``--rows 6``). A player is one of our levels (``easy``,
``medium``, ``hard``, ``perfect``, thinking ``--budget`` seconds a move), ``random``, or
``mcts:N``: OpenSpiel's MCTS bot (C++, random rollouts, UCT c=2) with N simulations a move, for
Nine Men's Morris and Breakthrough, when the optional ``open_spiel`` package is installed. Moves
reach OpenSpiel through its action names, which use the numeric point alias for Morris. A game
OpenSpiel ends early (its Morris stops at 214 actions) counts as a draw.

Prints each game, then wins/draws/losses of player A, its score with a 95% (Wilson) interval and
its mean and maximum time per move, ending with one line of ``key=value`` figures.
"""

from __future__ import annotations

import argparse
import math
import time
from typing import Any

from games.ai import LEVELS
from games.ai.arena import Player, level_player, play_game, random_player
from games.base import State
from games.cli import add_game_arguments, game_from_arguments
from games.grid import square_name

_OPENSPIEL_NAMES = {"morris": "nine_mens_morris", "breakthrough": "breakthrough"}


class OpenSpielMCTS:
    """OpenSpiel's MCTS bot behind our player interface, its own state kept in step with ours.

    Each call finds the opponent's last move by comparing positions, replays it in OpenSpiel,
    lets the bot choose, and translates its action (two for a Morris mill and its removal).
    """

    def __init__(self, game_name: str, options: dict[str, Any], simulations: int, seed: int):
        import pyspiel  # type: ignore[import-not-found, unused-ignore]  # noqa: PLC0415

        if game_name not in _OPENSPIEL_NAMES:
            raise SystemExit(f"mcts plays only {', '.join(_OPENSPIEL_NAMES)}")
        params = {k: v for k, v in options.items() if k in ("rows", "columns")}
        self.name = game_name
        self.spiel_game = pyspiel.load_game(_OPENSPIEL_NAMES[game_name], params)
        evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
        self.bot = pyspiel.MCTSBot(
            self.spiel_game, evaluator, 2.0, simulations, 1000, True, seed, False
        )
        self.ours: State[Any] | None = None
        self.theirs: Any = None

    def _action(self, text: str) -> int:
        state = self.theirs
        for action in state.legal_actions():
            if state.action_to_string(action).rstrip("*") == text:
                return int(action)
        raise RuntimeError(f"OpenSpiel has no legal action {text!r} in\n{state}")

    def _texts(self, state: State[Any], move: Any) -> list[str]:
        """Return OpenSpiel's action names for our ``move`` in ``state``."""
        if self.name == "morris":
            texts = []
            if move.dst is not None:
                step = f"Point {move.dst}"
                texts.append(step if move.src is None else f"Move {move.src} -> {move.dst}")
            if move.remove is not None:
                texts.append(f"Point {move.remove}")
            return texts
        rows, columns = int(state.game.options["rows"]), int(state.game.options["columns"])

        def name(square: int) -> str:
            return f"{square_name(square, columns)[0]}{rows - square // columns}"

        return [name(move.src) + name(move.dst)]

    def _replay(self, state: State[Any], move: Any) -> None:
        for text in self._texts(state, move):
            self.theirs.apply_action(self._action(text))

    def _sync(self, state: State[Any]) -> None:
        if self.ours is None:
            self.ours, self.theirs = state.game.initial(), self.spiel_game.new_initial_state()
        if self.ours != state:  # the opponent has moved
            previous = self.ours
            move = next(m for m in previous.legal_moves() if previous.play(m) == state)
            self._replay(previous, move)
        self.ours = state

    def __call__(self, state: State[Any]) -> Any:
        self._sync(state)
        if self.theirs.is_terminal():
            raise OpenSpielEndedError
        mover = self.theirs.current_player()
        actions = [self.bot.step(self.theirs)]
        self.theirs.apply_action(actions[0])
        while not self.theirs.is_terminal() and self.theirs.current_player() == mover:
            actions.append(self.bot.step(self.theirs))  # a Morris removal after a mill
            self.theirs.apply_action(actions[-1])
        names = [self.theirs.action_to_string(a).rstrip("*") for a in actions]
        move = self._parse(state, names)
        self.ours = state.play(move)
        return move

    def _parse(self, state: State[Any], names: list[str]) -> Any:
        for move in state.legal_moves():
            if self._texts(state, move) == names:
                return move
        raise RuntimeError(f"no move of ours matches OpenSpiel's {names} in {state.position()}")


class OpenSpielEndedError(Exception):
    """OpenSpiel's game ended (its own length limit) while ours goes on."""


def make_player(spec: str, args: argparse.Namespace, options: dict[str, Any], seed: int) -> Player:
    """Return the player named ``spec`` for one game."""
    if spec == "random":
        return random_player(seed)
    if spec.startswith("mcts:"):
        return OpenSpielMCTS(args.game, options, int(spec.split(":", 1)[1]), seed)
    if spec in LEVELS:
        return level_player(spec, args.budget, seed)
    raise SystemExit(f"unknown player {spec!r}: a level ({', '.join(LEVELS)}), random or mcts:N")


def wilson(score: float, games: int) -> tuple[float, float]:
    """Return the 95% Wilson interval of a score (wins plus half the draws) over ``games``."""
    if not games:
        return 0.0, 1.0
    z = 1.96
    centre = (score + z * z / (2 * games)) / (1 + z * z / games)
    half = z / (1 + z * z / games) * math.sqrt(score * (1 - score) / games + z * z / (4 * games**2))
    return max(0.0, centre - half), min(1.0, centre + half)


def main() -> None:
    """Play the match and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    add_game_arguments(parser, default="morris")
    parser.add_argument("--a", default="hard", help="player A (the one scored)")
    parser.add_argument("--b", default="random", help="player B")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--budget", type=float, default=2.0, help="seconds a move for our levels")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-plies", type=int, default=600, help="a longer game is a draw")
    args = parser.parse_args()
    game = game_from_arguments(args)
    options = dict(game.options)
    wins = draws = losses = 0
    times: list[float] = []
    began = time.perf_counter()
    for number in range(args.games):
        seed = args.seed + 1000 * number
        a = make_player(args.a, args, options, seed)
        b = make_player(args.b, args, options, seed + 1)
        a_side = 1 if number % 2 == 0 else 2
        first, second = (a, b) if a_side == 1 else (b, a)
        try:
            record = play_game(game.initial(), first, second, args.max_plies)
            winner, plies, a_times = record.winner, record.plies, record.times[a_side]
        except OpenSpielEndedError:
            winner, plies, a_times = None, -1, []
        times.extend(a_times)
        result = "draw" if winner is None else "win" if winner == a_side else "loss"
        wins += result == "win"
        draws += result == "draw"
        losses += result == "loss"
        print(
            f"game {number + 1:3}: A plays {'first' if a_side == 1 else 'second'}, {result} "
            f"({plies} plies), running {wins}-{draws}-{losses}",
            flush=True,
        )
    played = wins + draws + losses
    score = (wins + draws / 2) / played if played else 0.0
    low, high = wilson(score, played)
    mean = sum(times) / len(times) if times else 0.0
    worst = max(times, default=0.0)
    print(
        f"{game.title}: {args.a} vs {args.b}, {played} games in "
        f"{time.perf_counter() - began:.0f} s: +{wins} ={draws} -{losses}, "
        f"score {score:.3f} (95% {low:.3f}-{high:.3f}), A's move time mean {mean:.3f} s, "
        f"max {worst:.3f} s"
    )
    print(
        f"game={game.name} a={args.a} b={args.b} budget_s={args.budget} games={played} "
        f"wins={wins} draws={draws} losses={losses} score={score:.3f} ci_low={low:.3f} "
        f"ci_high={high:.3f} mean_move_s={mean:.3f} max_move_s={worst:.3f}"
    )


if __name__ == "__main__":
    main()
