"""Terminal play on the match service: two people at one keyboard, or one against the computer.

Games are stored in a SQLite file (``./data/console.db`` unless ``--db`` says otherwise): leave
with Ctrl-D or Ctrl-C and run the same command again to carry on where you stopped.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import select
import signal
import sys
import threading
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from types import FrameType
from typing import IO, Any

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
from bot.typed import MAX_LENGTH, Command, parse_command
from games import ai
from games.base import Game, OptionError
from games.cli import add_game_arguments, game_from_arguments
from renderer import STYLES, acts, render
from texts import Text
from texts import render as render_text

HELP = """Commands:
  h, help      show this help and the rules
  q, quit      resign the game (asks to confirm)
  r, restart   propose to start again (the other player must accept)
  draw         offer a draw (the other player must accept)
  takeback     ask to take your last move back (the other player must accept)
Anything else is read as a move. Ctrl-D or Ctrl-C saves the game and leaves."""
SAVED = "Game saved: run the same command again to carry on."
PROPOSALS = {
    Command.RESTART: Proposal.RESTART,
    Command.DRAW: Proposal.DRAW,
    Command.TAKEBACK: Proposal.TAKEBACK,
}
QUESTIONS = {
    Proposal.RESTART: "restart from the start?",
    Proposal.DRAW: "agree to a draw?",
    Proposal.TAKEBACK: "let the last move be taken back?",
}

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


class Keyboard:
    """Lines typed at standard input, read so that Ctrl-C always interrupts the wait.

    ``input()`` misses a Ctrl-C that lands just before it starts waiting, or that the kernel
    hands to another thread: the handler then runs only once a line is typed. Here every signal
    also writes to a pipe (:func:`signal.set_wakeup_fd`) that the wait watches, so the handler
    runs at once. Call it on the main thread.
    """

    def __init__(self, stdin: IO[str]) -> None:
        self.stdin = stdin
        self._pending = b""

    def __call__(self, prompt: str) -> str:
        """Show ``prompt`` and return the next line without its line end; raise ``EOFError``
        when input ends."""
        sys.stdout.write(prompt)
        sys.stdout.flush()
        fd = self.stdin.fileno()
        wake, woken = os.pipe()
        os.set_blocking(woken, False)
        previous = signal.set_wakeup_fd(woken, warn_on_full_buffer=False)
        try:
            while b"\n" not in self._pending:
                ready = select.select([fd, wake], [], [])[0]
                if fd not in ready:
                    continue  # a signal: its handler runs before the next wait
                chunk = os.read(fd, 4096)
                if not chunk:
                    if not self._pending:
                        raise EOFError
                    chunk = b"\n"  # the last line had no line end
                self._pending += chunk
        finally:
            signal.set_wakeup_fd(previous)
            os.close(wake)
            os.close(woken)
        line, _, self._pending = self._pending.partition(b"\n")
        return line.decode(errors="replace").rstrip("\r")


def channel_for(game: str) -> int:
    """Return the pretend channel of ``game``: one saved game per game name."""
    return zlib.crc32(game.encode())


class Console:
    """One terminal session: reads commands, and prints boards from the service's events.

    Input is read on the event loop's thread: nothing else needs the loop while a person types,
    because every computer move is awaited before the next prompt. Ctrl-C (see
    :meth:`interrupt`) ends the session at the next safe point, at once.
    """

    def __init__(self, read: Read, write: Write, style: str) -> None:
        self.read = read
        self.write = write
        self.style = style
        self.names: Mapping[int, str] = {}
        self.stopping = False
        self._reading = False
        self._waiting: asyncio.Future[None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def interrupt(self) -> None:
        """Handle Ctrl-C (called by the signal handler, on the event loop's thread).

        While a person types, input ends at once, as with Ctrl-D; while the computer thinks,
        the waiting stops and the session ends; otherwise the step under way (a move being
        saved) finishes first, then the session ends.
        """
        self.stopping = True
        if self._reading:
            raise KeyboardInterrupt
        if self._waiting is not None and self._loop is not None:
            self._loop.call_soon_threadsafe(self._waiting.cancel)

    @contextlib.contextmanager
    def ctrl_c_stops(self) -> Iterator[None]:
        """Route Ctrl-C to :meth:`interrupt` inside the block (main thread only)."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        self._loop = asyncio.get_running_loop()

        def handler(signum: int, frame: FrameType | None) -> None:
            del signum, frame
            self.interrupt()

        previous = signal.signal(signal.SIGINT, handler)
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, previous)

    async def wait_for_computer(self, service: MatchService) -> None:
        """Wait until the computer has moved; Ctrl-C stops the waiting (and its thinking)."""
        self._waiting = asyncio.ensure_future(service.wait_idle())
        if self.stopping:  # Ctrl-C came before there was anything to stop
            self._waiting.cancel()
        try:
            await self._waiting
        except asyncio.CancelledError:
            if not self.stopping:
                raise
        finally:
            self._waiting = None

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
                if event.match.offers.get(Proposal.DRAW) == COMPUTER:
                    self.write(f"{self.name(COMPUTER)} offers a draw: type draw to accept it.")
            self.write(self._board(event.match))
        elif isinstance(event, GameOver):
            outcome = event.match.outcome
            if outcome is not None and event.match.state.outcome is None:
                winner = event.match.winner_id
                name = "" if winner is None else self.name(winner)
                how = Text(outcome.termination.key)
                self.write(f"{render_text(outcome.result_key, winner=name, how=how)}.")

    async def show_all(self, events: Iterable[Event]) -> None:
        """Print what each of ``events`` changed (subscribe this to the service for the
        computer's moves)."""
        for event in events:
            await self.show(event)

    def ask(self, prompt: str) -> str:
        """Return a line of input without surrounding spaces; raise ``EOFError`` at its end or
        on Ctrl-C."""
        self._reading = True
        try:
            if self.stopping:  # Ctrl-C came before the prompt
                raise EOFError
            return self.read(prompt).strip()
        except (EOFError, KeyboardInterrupt):
            self.write("")  # end the prompt's line
            raise EOFError from None
        finally:
            self._reading = False

    async def start(
        self,
        service: MatchService,
        game: Game[Any, Any],
        computer: int | None,
        position: str | None,
        level: str | None,
    ) -> MatchView:
        """Resume the saved game of this kind, or start a new one; return it.

        When the saved game differs from what was asked for (``computer``, ``level``,
        ``position``, the game's options), the player chooses: resume it, or resign it and
        start the new one. Raises ``EOFError`` if input ends before they answer.
        """
        channel = channel_for(game.name)
        saved = service.active_game(channel, PLAYER_1)
        if saved is not None:
            made = f"{saved.turns} move{'' if saved.turns == 1 else 's'} made"
            differences = _differences(saved, game, computer, level, position)
            if differences:
                self.write(
                    f"You have a saved {saved.title} (game #{saved.id}, {made}), "
                    f"but it differs from what you asked for: {'; '.join(differences)}."
                )
                answer = self.ask("Resume the saved game (r) or resign it and start anew (n)? ")
                if answer.lower().startswith("n"):
                    self.names = _names(saved.computer_seat != 0)
                    await self.show_all((await service.resign(GUILD, channel, PLAYER_1)).events)
                    saved = None
            if saved is not None:
                self.names = _names(saved.computer_seat != 0)
                self.write(
                    f"Resuming your saved {saved.title} (game #{saved.id}, {made}). "
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
            await self.wait_for_computer(service)
            if self.stopping:
                self.write("")  # after the terminal's ^C
                self.write(SAVED)
                return view
            current = service.active_game(channel, PLAYER_1)
            if current is None:
                exported = await service.export(GUILD, channel, PLAYER_1, view.id)
                if exported.missed_win is not None:
                    self.write(render_text(exported.missed_win, person=self.name))
                return await service.game(view.id)
            view = current
            mover = view.to_move_id
            try:
                text = self.ask(f"{self.name(mover)}> ")
                await self._obey(service, view, mover, text)
            except ServiceError as error:
                self.write(f"{render_text(error.text, person=self.name)} (h for help)")
            except EOFError:
                self.write(SAVED)
                return view

    async def _obey(self, service: MatchService, view: MatchView, mover: int, text: str) -> None:
        """Carry out one line typed by ``mover``: a command or a move."""
        channel = view.channel_id
        command = parse_command(text)
        if len(text) > MAX_LENGTH:
            self.write(f"That is too long for a move or a command ({len(text)} characters).")
        elif command is Command.HELP:
            self.write(HELP)
            self.write(render_text(Text(*view.rules.rules())))
        elif command is Command.RESIGN:
            if self.ask("Resign this game? (y/n) ").lower().startswith("y"):
                await self.show_all((await service.resign(GUILD, channel, mover)).events)
            else:
                self.write("Resignation cancelled.")
        elif command in PROPOSALS:
            await self._propose(service, view, mover, PROPOSALS[command])
        elif command is not None:
            self.write(f"There is nothing to {command} here: offers are answered as they are made.")
        elif text:
            await self.show_all((await service.move(GUILD, channel, mover, text)).events)

    async def _propose(
        self, service: MatchService, view: MatchView, proposer: int, kind: Proposal
    ) -> None:
        channel = view.channel_id
        proposal = await service.propose(GUILD, channel, proposer, kind)
        await self.show_all(proposal.events)
        opponent = view.opponent_of(proposer)
        if proposal.agreed:
            return
        if proposal.declined:
            self.write(f"{acts(self.name(opponent), 'declines')} the {kind}.")
            return
        answer = self.ask(f"{self.name(opponent)}, {QUESTIONS[kind]} (y/n) ")
        if answer.lower().startswith("y"):
            agreed = await service.propose(GUILD, channel, opponent, kind)
            await self.show_all(agreed.events)
        else:
            await service.decline_proposal(GUILD, channel, opponent, kind)
            self.write(f"{kind.capitalize()} declined.")


def _setup(
    computer_seat: int, level: str | None, options: Mapping[str, object], position: str | None
) -> dict[str, str]:
    """Describe how a game is set up, part by part, for comparing two set-ups."""
    parts = {"players": "two players" if not computer_seat else f"computer as {computer_seat}"}
    if level is not None:
        parts["level"] = f"level {level}"
    for name, value in options.items():
        shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
        parts[name] = f"--{name.replace('_', '-')} {shown}"
    parts["position"] = f"from {position}" if position else "from the start"
    return parts


def _differences(
    saved: MatchView,
    game: Game[Any, Any],
    computer: int | None,
    level: str | None,
    position: str | None,
) -> list[str]:
    """Return ``"saved: X, asked: Y"`` for each part of the set-up asked for that differs."""
    if position is not None:
        with contextlib.suppress(ValueError):  # the service explains a bad position later
            position = game.parse_position(position).position()
    asked = _setup(computer or 0, level, game.options, position)
    if position is None:
        del asked["position"]  # nothing asked for (nor a level, if None): anything is fine
    have = _setup(saved.computer_seat, saved.level, saved.options, saved.start_position)
    return [
        f"saved {have.get(part, 'none')}, asked {wish}"
        for part, wish in asked.items()
        if have.get(part) != wish
    ]


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
        board_styles=STYLES,
    )
    service.subscribe(console.show_all)
    try:
        with console.ctrl_c_stops():
            await service.resume()
            try:
                view = await console.start(service, game, computer, position, level)
            except EOFError:
                console.write(SAVED)
                saved = service.active_game(channel_for(game.name), PLAYER_1)
                assert saved is not None  # input ends only in the question about it
                return saved
            return await console.run(service, view)
    finally:
        await service.close()
        await repo.close()


def main(argv: list[str] | None = None) -> int:
    """Parse ``play`` arguments and run a game in the terminal; return the exit code."""
    parser = argparse.ArgumentParser(prog="python -m bot play", description=DESCRIPTION)
    add_game_arguments(parser, words=render_text)
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
        print(f"error: {render_text(Text(error.key, error.params))}", file=sys.stderr)
        return 2
    print(f"{game.title}. Type h for help.")
    try:
        asyncio.run(
            play(
                args.db,
                game,
                Keyboard(sys.stdin) if os.name == "posix" else input,
                print,
                style=args.style,
                computer=args.computer,
                position=args.position,
                level=args.level,
                seed=args.seed,
            )
        )
    except (ServiceError, StorageError) as error:
        text = render_text(error.text) if isinstance(error, ServiceError) else str(error)
        print(f"error: {text}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # before the game started or after it was saved
        print(f"\n{SAVED}")
    return 0
