"""Terminal play: two people at one keyboard, or one against a random computer player."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Hashable
from typing import Any

from games.base import MoveError, OptionError, State
from games.cli import add_game_arguments, game_from_arguments
from renderer import STYLES, render

HELP = """Commands:
  h, help      show this help and the rules
  q, quit      resign the game (asks to confirm)
  r, restart   propose to start again (the other player must accept)
Anything else is read as a move."""


def play(
    state: State[Any],
    read: Callable[[str], str],
    write: Callable[[str], None],
    *,
    style: str = "text",
    names: tuple[str, str] = ("Player 1", "Player 2"),
    computer: int | None = None,
    rng: random.Random | None = None,
) -> State[Any]:
    """Play ``state`` to its end through ``read``/``write``; return the final state."""
    rng = rng or random.Random()
    game = state.game
    start = state
    last: Hashable | None = None
    write(render(state, style, last, names))
    while state.outcome is None:
        name = names[state.to_move - 1]
        if state.to_move == computer:
            move = rng.choice(list(state.legal_moves()))
            turn = state.full_turn(move)
            state = state.play(move)
            last = turn if state.partial_move is None else None
            write(f"{name} plays {game.format_move(move)}")
            write(render(state, style, last, names))
            continue
        try:
            text = read(f"{name}> ").strip()
        except EOFError:
            write("Input closed: game abandoned.")
            return state
        command = text.lower()
        if command in ("h", "help"):
            write(HELP)
            write(game.help_text())
        elif command in ("q", "quit", "resign"):
            if read("Resign this game? (y/n) ").strip().lower().startswith("y"):
                write(f"{name} resigns. {names[2 - state.to_move]} wins.")
                return state
        elif command in ("r", "restart"):
            opponent = names[2 - state.to_move]
            answer = "y" if computer else read(f"{opponent}, restart from the start? (y/n) ")
            if answer.strip().lower().startswith("y"):
                state, last = start, None
                write("Restarted.")
                write(render(state, style, last, names))
            else:
                write("Restart declined.")
        elif text:
            try:
                move = game.parse_move(state, text)
                turn = state.full_turn(move)
                state = state.play(move)
            except MoveError as error:
                write(f"{error} (h for help)")
                continue
            last = turn if state.partial_move is None else None
            write(render(state, style, last, names))
    return state


def main(argv: list[str] | None = None) -> int:
    """Parse ``play`` arguments and run a game in the terminal; return the exit code."""
    parser = argparse.ArgumentParser(prog="python -m games play", description=__doc__)
    add_game_arguments(parser)
    parser.add_argument("--style", choices=STYLES, default="text", help="board style")
    parser.add_argument("--computer", type=int, choices=(1, 2), help="the computer plays this side")
    parser.add_argument("--position", help="start from this position string")
    parser.add_argument("--seed", type=int, help="seed for the computer player")
    args = parser.parse_args(argv)
    try:
        game = game_from_arguments(args)
        state = game.parse_position(args.position) if args.position else game.initial()
    except (OptionError, ValueError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    names = ("Player 1", "Player 2")
    if args.computer:
        names = ("Computer", "You") if args.computer == 1 else ("You", "Computer")
    print(f"{game.title}. Type h for help.")
    play(
        state,
        input,
        print,
        style=args.style,
        names=names,
        computer=args.computer,
        rng=random.Random(args.seed),
    )
    return 0
