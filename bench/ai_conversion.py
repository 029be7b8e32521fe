"""Conversion of table-won (and holding of table-drawn) Morris endgames from real games.

Run with ``python -m bench.ai_conversion [FILE...] [--selfplay N]``: each FILE holds games as
JSON lines with a ``moves`` list (the strong-engine games of issue 12, or
``bench.ai_versus_ref --record``); ``--selfplay N`` adds N games of ``easy`` against ``medium``
(0.05 s a move), whose mistakes reach many table-won endgames. Every
position of those games that the endgame tables (``$MORRISBOT_TABLES``) hold as won for the side
to move is played on with ``hard`` for both sides at ``--budget`` seconds a move, under the
game's own rules (repetition and the move limit included, counted from that position); so is
every table-drawn one (up to ``--draws``), which the side to move must not lose. Prints how
many were converted, how many within the table's number of plies, and how many draws held.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from games.ai import choose_move
from games.ai.endgame import available
from games.base import other
from games.morris import Morris, MorrisMove, MorrisState
from games.registry import get_game


def selfplay(games: int) -> list[list[str]]:
    """Return the moves of ``games`` games of ``easy`` against ``medium``, colours alternating."""
    game = get_game("morris")
    played = []
    for number in range(games):
        levels = ("easy", "medium") if number % 2 == 0 else ("medium", "easy")
        state = game.initial()
        moves: list[str] = []
        while state.outcome is None and len(moves) < 300:
            move = choose_move(state, levels[state.to_move - 1], 0.05, number * 1000 + len(moves))
            moves.append(game.format_move(move))
            state = state.play(move)
        played.append(moves)
    return played


def table_positions(games: list[list[str]]) -> list[tuple[str, int]]:
    """Return every distinct won or drawn table position in the games: (position, value)."""
    game = get_game("morris")
    assert isinstance(game, Morris)
    found = available(game)
    seen: dict[str, int] = {}
    for moves in games:
        state = game.initial()
        for text in moves:
            state = state.play(game.parse_move(state, text))
            if state.outcome is not None:
                break
            if any(state.hands) or state.pending is not None:
                continue
            value = found.probe(*state.own_opp())
            if value is not None and value >= 0:
                board = state.position().split()
                seen[" ".join([*board[:4], "-"])] = value
    return sorted(seen.items())


def main() -> None:
    """Play every table-won position out and print the conversion figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("files", type=Path, nargs="*")
    parser.add_argument("--selfplay", type=int, default=0, help="games of easy v medium to add")
    parser.add_argument("--budget", type=float, default=0.5)
    parser.add_argument("--draws", type=int, default=50, help="at most this many drawn ones")
    args = parser.parse_args()
    game = get_game("morris")
    games = [json.loads(line)["moves"] for f in args.files for line in f.read_text().splitlines()]
    found = table_positions(games + selfplay(args.selfplay))
    won = [(text, value) for text, value in found if value > 0]
    drawn = [(text, value) for text, value in found if value == 0][: args.draws]
    converted = in_time = held = 0
    for text, value in won + drawn:
        state = game.parse_position(text)
        assert isinstance(state, MorrisState)
        winner = state.to_move
        plies = 0
        while state.outcome is None:
            move = choose_move(state, "hard", args.budget, plies)
            assert isinstance(move, MorrisMove)
            state = state.play(move)
            plies += 1
        ended = state.outcome.termination.value
        if value == 0:
            held += state.outcome.winner != other(winner)
            if state.outcome.winner == other(winner):
                print(f"drawn position lost: {text} ended {ended}")
            continue
        converted += state.outcome.winner == winner
        in_time += state.outcome.winner == winner and plies <= value
        if state.outcome.winner != winner:
            print(f"not converted: {text} (won in {value}) ended {ended}")
    print(
        f"from {len(games)} recorded and {args.selfplay} self-played games: {len(won)} "
        f"table-won positions, {converted} converted ({in_time} within the table's plies); "
        f"{len(drawn)} table-drawn positions, {held} not lost"
    )


if __name__ == "__main__":
    main()
