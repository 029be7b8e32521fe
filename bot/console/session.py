"""One terminal session on the match service: it reads what the players type and writes what
happened, every sentence a ``terminal-`` text in the session's language."""

from __future__ import annotations

import asyncio
import contextlib
import random
import signal
import threading
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from types import FrameType
from typing import Any

from bot.console.setup import differences
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
from bot.storage import open_database
from bot.typed import MAX_LENGTH, Command, parse_command
from games.base import Game, State
from games.registry import GAMES
from renderer import STYLES, render
from texts import DEFAULT_LOCALE, Person, Text, t
from texts import render as render_text

SAVED = t("terminal-saved")
PROPOSALS = {
    Command.RESTART: Proposal.RESTART,
    Command.DRAW: Proposal.DRAW,
    Command.TAKEBACK: Proposal.TAKEBACK,
}

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
    because every computer move is awaited before the next prompt. Ctrl-C (see
    :meth:`interrupt`) ends the session at the next safe point, at once.
    """

    def __init__(self, read: Read, write: Write, style: str, locale: str = DEFAULT_LOCALE) -> None:
        self.read = read
        self.write = write
        self.style = style
        self.locale = locale
        self.names: Mapping[int, Text] = {}
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
        return self.words(self.names.get(user_id, t("terminal-player", seat=str(user_id))))

    def words(self, text: Text) -> str:
        """Return ``text`` in the session's language, its people named as players."""
        return render_text(text, self.locale, person=self.name)

    def say(self, text: Text) -> None:
        """Write ``text`` in the session's language."""
        self.write(self.words(text))

    def chose(self, answer: str, letter: Text) -> bool:
        """Return whether ``answer`` starts with the answer letter ``letter`` (``terminal-yes``)."""
        return answer.lower().startswith(self.words(letter).lower())

    def _board(self, view: MatchView) -> str:
        return self.board(view.state, view.last_turn, view.players)

    def board(self, state: State[Any], last_turn: Any, players: tuple[int, int]) -> str:
        """Return ``state`` drawn for the terminal, ``last_turn`` marked, ``players`` named."""
        names = (self.name(players[0]), self.name(players[1]))
        text = render(state, self.style, last_turn, names, locale=self.locale)
        # The chat's code fences around a text board are noise in a terminal.
        return "\n".join(line for line in text.splitlines() if line != "```")

    async def show(self, event: Event) -> None:
        """Print what an event changed."""
        if isinstance(event, BoardChanged):
            if event.reason == "restart":
                self.say(t("terminal-restarted"))
            elif event.actor_id == COMPUTER and event.move:
                self.say(t("terminal-plays", player=Person(COMPUTER), move=event.move))
                if event.match.offers.get(Proposal.DRAW) == COMPUTER:
                    self.say(t("terminal-offers-draw", player=Person(COMPUTER)))
            self.write(self._board(event.match))
        elif isinstance(event, GameOver):
            outcome = event.match.outcome
            if outcome is not None and event.match.state.outcome is None:
                winner = event.match.winner_id
                people = {} if winner is None else {"winner": Person(winner)}
                result = t(outcome.result_key, how=Text(outcome.termination.key), **people)
                self.say(t("terminal-result", result=result))

    async def show_all(self, events: Iterable[Event]) -> None:
        """Print what each of ``events`` changed (subscribe this to the service for the
        computer's moves)."""
        for event in events:
            await self.show(event)

    def ask(self, prompt: Text) -> str:
        """Show ``prompt``; return a line of input without surrounding spaces; raise
        ``EOFError`` at its end or on Ctrl-C."""
        self._reading = True
        try:
            if self.stopping:  # Ctrl-C came before the prompt
                raise EOFError
            return self.read(f"{self.words(prompt)} ").strip()
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
            title, number, moves = t(f"game-{saved.game}"), str(saved.id), saved.turns
            changes = differences(saved, game, computer, level, position)
            if changes:
                self.say(
                    t("terminal-differs", game=title, id=number, moves=moves, differences=changes)
                )
                if self.chose(self.ask(t("terminal-resume-or-new")), t("terminal-new")):
                    self.names = names_of(saved.computer_seat != 0)
                    await self.show_all((await service.resign(GUILD, channel, PLAYER_1)).events)
                    saved = None
            if saved is not None:
                self.names = names_of(saved.computer_seat != 0)
                self.say(t("terminal-resuming", game=title, id=number, moves=moves))
                self.write(self._board(saved))
                return saved
        self.names = names_of(computer is not None)
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
                self.say(SAVED)
                return view
            current = service.active_game(channel, PLAYER_1)
            if current is None:
                exported = await service.export(GUILD, channel, PLAYER_1, view.id)
                for mark in exported.marks:
                    self.say(mark)
                if GAMES[view.game].has_review:
                    self.say(t("terminal-review-hint", id=str(view.id)))
                return await service.game(view.id)
            view = current
            mover = view.to_move_id
            try:
                text = self.ask(t("terminal-prompt", player=Person(mover)))
                await self._obey(service, view, mover, text)
            except ServiceError as error:
                self.say(t("terminal-rejected", error=error.text))
            except EOFError:
                self.say(SAVED)
                return view

    async def _obey(self, service: MatchService, view: MatchView, mover: int, text: str) -> None:
        """Carry out one line typed by ``mover``: a command or a move."""
        channel = view.channel_id
        command = parse_command(text, self.locale)
        if len(text) > MAX_LENGTH:
            self.say(t("terminal-too-long", length=len(text)))
        elif command is Command.HELP:
            self.say(t("terminal-help"))
            self.say(Text(*view.rules.rules()))
        elif command is Command.RESIGN:
            if self.chose(self.ask(t("terminal-resign-confirm")), t("terminal-yes")):
                await self.show_all((await service.resign(GUILD, channel, mover)).events)
            else:
                self.say(t("terminal-resign-cancelled"))
        elif command in PROPOSALS:
            kind = PROPOSALS[command]
            offerer = view.offers.get(kind)
            if offerer not in (None, mover):  # typing it accepts the opponent's offer: ask
                question = t("terminal-accept-confirm", player=Person(offerer), kind=kind.value)
                if not self.chose(self.ask(question), t("terminal-yes")):
                    self.say(t("terminal-accept-cancelled", kind=kind.value))
                    return
            await self._propose(service, view, mover, kind)
        elif command is not None:
            self.say(t("terminal-nothing-to", command=command.value))
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
            self.say(t("terminal-declines", player=Person(opponent), kind=kind.value))
            return
        answer = self.ask(t("terminal-question", player=Person(opponent), kind=kind.value))
        if self.chose(answer, t("terminal-yes")):
            agreed = await service.propose(GUILD, channel, opponent, kind)
            await self.show_all(agreed.events)
        else:
            await service.decline_proposal(GUILD, channel, opponent, kind)
            self.say(t("terminal-declined", kind=kind.value))


def names_of(against_computer: bool) -> dict[int, Text]:
    """Return how the terminal names the players: you and the computer, or two players."""
    if against_computer:
        return {PLAYER_1: t("terminal-you"), COMPUTER: t("terminal-computer")}
    return {PLAYER_1: t("terminal-player", seat="1"), PLAYER_2: t("terminal-player", seat="2")}


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
    locale: str = DEFAULT_LOCALE,
) -> MatchView:
    """Resume or start ``game`` stored in ``db`` and play it through ``read``/``write``, in
    ``locale``'s words.

    Returns the game as it stands when play stops. Raises :class:`StorageError` for an unusable
    database and :class:`ServiceError` for a bad position or level.
    """
    repo = await open_database(db)
    console = Console(read, write, style, locale)
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
                console.say(SAVED)
                saved = service.active_game(channel_for(game.name), PLAYER_1)
                assert saved is not None  # input ends only in the question about it
                return saved
            return await console.run(service, view)
    finally:
        await service.close()
        await repo.close()
