"""Terminal play on the match service: two people at one keyboard, or one against the computer.

Games are stored in a SQLite file (``./data/console.db`` unless ``--db`` says otherwise): leave
with Ctrl-D or Ctrl-C and run the same command again to carry on where you stopped.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import zlib
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from bot.service import (
    BoardChanged,
    Event,
    GameOver,
    MatchService,
    MatchView,
    ProcessPoolMoveProvider,
    Proposal,
    ServiceError,
)
from bot.storage import StorageError, open_database
from games import ai
from games.base import Game, OptionError
from games.cli import add_game_arguments, game_from_arguments
from renderer import STYLES, acts, render

HELP = """Commands:
  h, help      show this help and the rules
  q, quit      resign the game (asks to confirm)
  r, restart   propose to start again (the other player must accept)
Anything else is read as a move. Ctrl-D saves the game and leaves."""

DEFAULT_DB = Path("data") / "console.db"
DESCRIPTION = (
    "Play in the terminal: two people at one keyboard, or one against the computer (--computer). "
    f"Games are saved in {DEFAULT_DB} (or --db FILE): leave with Ctrl-D or Ctrl-C and run the "
    "same command again to carry on where you stopped."
)
GUILD = 0
"""The console plays in one pretend guild; each game has its own pretend channel."""
PLAYER_1, PLAYER_2, COMPUTER = 1, 2, 3
"""User ids: the person (or first person) at the keyboard, the second person, the computer."""

Read = Callable[[str], str]
Write = Callable[[str], None]


def channel_for(game: str) -> int:
    """Return the pretend channel of ``game``: one saved game per game name."""
    return zlib.crc32(game.encode())


class Console:
    """One terminal session: reads commands, and prints boards from the service's events.

    Input is read on the event loop's thread: nothing else needs the loop while a person types,
    because every computer move is awaited before the next prompt.
    """

    def __init__(self, read: Read, write: Write, style: str) -> None:
        self.read = read
        self.write = write
        self.style = style
        self.names: Mapping[int, str] = {}

    def name(self, user_id: int) -> str:
        """Return how the terminal names ``user_id``."""
        return self.names.get(user_id, f"Player {user_id}")

    def _board(self, view: MatchView) -> str:
        names = (self.name(view.players[0]), self.name(view.players[1]))
        text = render(view.state, self.style, view.last_turn, names)
        # The chat's code fences around a text board are noise in a terminal.
        return "\n".join(line for line in text.splitlines() if line != "```")

    async def show(self, event: Event) -> None:
        """Print what an event changed."""
        if isinstance(event, BoardChanged):
            if event.reason == "restart":
                self.write("Restarted.")
            elif event.actor_id == COMPUTER and event.move:
                self.write(f"{self.name(COMPUTER)} plays {event.move}")
            self.write(self._board(event.match))
        elif isinstance(event, GameOver):
            outcome = event.match.outcome
            if outcome is not None and event.match.state.outcome is None:
                winner = event.match.winner_id
                if winner is None:
                    self.write(f"{outcome.describe()}.")
                else:
                    self.write(
                        f"{acts(self.name(winner), 'wins')} {outcome.termination.description}."
                    )

    async def show_all(self, events: Iterable[Event]) -> None:
        """Print what each of ``events`` changed (subscribe this to the service for the
        computer's moves)."""
        for event in events:
            await self.show(event)

    def ask(self, prompt: str) -> str:
        """Return a line of input without surrounding spaces; raise ``EOFError`` at its end."""
        return self.read(prompt).strip()

    async def start(
        self,
        service: MatchService,
        game: Game[Any, Any],
        computer: int | None,
        position: str | None,
        level: str | None,
    ) -> MatchView:
        """Resume the saved game of this kind, or start a new one; return it."""
        channel = channel_for(game.name)
        saved = service.active_game(channel, PLAYER_1)
        if saved is not None:
            self.names = _names(saved.computer_seat != 0)
            self.write(
                f"Resuming your saved {saved.title} (game #{saved.id}, "
                f"{saved.turns} move{'' if saved.turns == 1 else 's'} made). "
                "Resign it (q) to start a new one."
            )
            self.write(self._board(saved))
            return saved
        self.names = _names(computer is not None)
        if computer is not None:
            first = "them" if computer == 1 else "me"
            result = await service.challenge(
                GUILD, channel, PLAYER_1, None, game.name, game.options,
                first=first, position=position, level=level,
            )  # fmt: skip
            assert result.match is not None
            await self.show_all(result.events)
            return result.match
        await service.challenge(
            GUILD, channel, PLAYER_1, PLAYER_2, game.name, game.options,
            first="me", position=position,
        )  # fmt: skip
        started = await service.accept(GUILD, channel, PLAYER_2)
        await self.show_all(started.events)
        return started.match

    async def run(self, service: MatchService, view: MatchView) -> MatchView:
        """Play ``view``'s game until it ends or input closes; return the last view."""
        channel = view.channel_id
        while True:
            await service.wait_idle()
            current = service.active_game(channel, PLAYER_1)
            if current is None:
                return await service.game(view.id)
            view = current
            mover = view.to_move_id
            try:
                text = self.ask(f"{self.name(mover)}> ")
            except EOFError:
                self.write("Game saved: run the same command again to carry on.")
                return view
            command = text.lower()
            try:
                if command in ("h", "help"):
                    self.write(HELP)
                    self.write(view.rules.help_text())
                elif command in ("q", "quit", "resign"):
                    if (self.ask("Resign this game? (y/n) ")).lower().startswith("y"):
                        await self.show_all((await service.resign(GUILD, channel, mover)).events)
                    else:
                        self.write("Resignation cancelled.")
                elif command in ("r", "restart"):
                    await self._restart(service, view, mover)
                elif text:
                    await self.show_all((await service.move(GUILD, channel, mover, text)).events)
            except ServiceError as error:
                self.write(f"{error} (h for help)")
            except EOFError:
                self.write("Game saved: run the same command again to carry on.")
                return view

    async def _restart(self, service: MatchService, view: MatchView, proposer: int) -> None:
        channel = view.channel_id
        proposal = await service.propose(GUILD, channel, proposer, Proposal.RESTART)
        await self.show_all(proposal.events)
        if proposal.agreed:
            return
        opponent = view.opponent_of(proposer)
        answer = self.ask(f"{self.name(opponent)}, restart from the start? (y/n) ")
        if answer.lower().startswith("y"):
            agreed = await service.propose(GUILD, channel, opponent, Proposal.RESTART)
            await self.show_all(agreed.events)
        else:
            await service.decline_proposal(GUILD, channel, opponent, Proposal.RESTART)
            self.write("Restart declined.")


def _names(against_computer: bool) -> dict[int, str]:
    if against_computer:
        return {PLAYER_1: "You", COMPUTER: "Computer"}
    return {PLAYER_1: "Player 1", PLAYER_2: "Player 2"}


async def play(
    db: Path,
    game: Game[Any, Any],
    read: Read,
    write: Write,
    *,
    style: str = "text",
    computer: int | None = None,
    position: str | None = None,
    level: str | None = None,
    seed: int | None = None,
) -> MatchView:
    """Resume or start ``game`` stored in ``db`` and play it through ``read``/``write``.

    Returns the game as it stands when play stops. Raises :class:`StorageError` for an unusable
    database and :class:`ServiceError` for a bad position or level.
    """
    repo = await open_database(db)
    console = Console(read, write, style)
    service = MatchService(
        repo,
        rng=random.Random(seed),
        provider=ProcessPoolMoveProvider(),
        computer_id=COMPUTER,
        mention=console.name,
        board_styles=STYLES,
    )
    service.subscribe(console.show_all)
    try:
        await service.resume()
        view = await console.start(service, game, computer, position, level)
        return await console.run(service, view)
    finally:
        await service.close()
        await repo.close()


def main(argv: list[str] | None = None) -> int:
    """Parse ``play`` arguments and run a game in the terminal; return the exit code."""
    parser = argparse.ArgumentParser(prog="python -m games play", description=DESCRIPTION)
    add_game_arguments(parser)
    parser.add_argument("--style", choices=STYLES, default="text", help="board style")
    parser.add_argument("--computer", type=int, choices=(1, 2), help="the computer plays this side")
    parser.add_argument("--level", choices=ai.LEVELS, help="the computer's strength")
    parser.add_argument("--position", help="start from this position string")
    parser.add_argument("--seed", type=int, help="seed for the computer player")
    parser.add_argument(
        "--db", type=Path, default=DEFAULT_DB, help=f"the saved-games file (default {DEFAULT_DB})"
    )
    args = parser.parse_args(argv)
    if args.level is not None and args.computer is None:
        print("error: --level is the computer's strength: add --computer 1 or 2", file=sys.stderr)
        return 2
    try:
        game = game_from_arguments(args)
    except OptionError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(f"{game.title}. Type h for help.")
    try:
        asyncio.run(
            play(
                args.db,
                game,
                input,
                print,
                style=args.style,
                computer=args.computer,
                position=args.position,
                level=args.level,
                seed=args.seed,
            )
        )
    except (ServiceError, StorageError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nGame saved: run the same command again to carry on.")
    return 0
