"""Terminal play through the match service, saved in a real SQLite file."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import FrameType

import pytest

from bot.console import Keyboard, main, play
from bot.service import MatchView
from bot.storage import GameStatus
from games.base import Termination
from games.registry import get_game
from texts import Text, render


class Terminal:
    """Scripted input; everything written is kept. Input ends with ``EOFError``."""

    def __init__(self, lines: Iterable[str]) -> None:
        self.lines = iter(lines)
        self.output: list[str] = []

    def read(self, prompt: str) -> str:
        self.output.append(prompt)
        try:
            return next(self.lines)
        except StopIteration:
            raise EOFError from None

    @property
    def text(self) -> str:
        return "\n".join(self.output)


async def session(
    db: Path, lines: list[str], game: str = "morris", **kwargs: object
) -> tuple[MatchView, Terminal]:
    terminal = Terminal(lines)
    view = await play(db, get_game(game), terminal.read, terminal.output.append, **kwargs)  # type: ignore[arg-type]
    return view, terminal


async def test_two_players_complete_a_mill_with_its_removal(db_path: Path) -> None:
    view, terminal = await session(db_path, ["a7", "b6", "d7", "d6", "g7", "b6"])
    assert "Player 1 to remove a piece." in terminal.text
    assert "Last move: g7xb6" in terminal.text
    assert view.turns == 5 and view.to_move_id == 2


async def test_a_forced_removal_is_shown_on_the_board_and_in_the_move(db_path: Path) -> None:
    position = "WW...........B.BBB...... W 5/5 - -"
    view, terminal = await session(db_path, ["g7"], position=position)
    assert view.last_move == "g7xf4"
    board = terminal.text.splitlines()
    assert "4  .--.--.     .--x--. " in board
    assert "Last move: g7xf4 (x removed)" in board


async def test_a_game_left_at_end_of_input_resumes_next_time(db_path: Path) -> None:
    first, terminal = await session(db_path, ["d6", "d2"])
    assert "Game saved" in terminal.output[-1]
    second, terminal = await session(db_path, ["a7"])
    assert (
        f"Resuming your saved Nine Men's Morris (game #{first.id}, 2 moves made)" in terminal.text
    )
    assert second.id == first.id and second.turns == 3


async def test_illegal_moves_are_explained_and_change_nothing(db_path: Path) -> None:
    view, terminal = await session(db_path, ["d6", "d6", "x9"])
    assert "d6 is occupied. (h for help)" in terminal.text
    assert view.turns == 1


async def test_quit_resigns_only_after_confirmation(db_path: Path) -> None:
    view, terminal = await session(db_path, ["d6", "q", "n", "quit", "y"])
    assert terminal.output.count("Resignation cancelled.") == 1
    assert view.status is GameStatus.FINISHED and view.outcome is not None
    assert view.outcome.termination is Termination.RESIGNATION
    assert "Player 1 wins by resignation." in terminal.text
    again, terminal = await session(db_path, [])
    assert "Resuming" not in terminal.text and again.id != view.id


async def test_restart_needs_the_other_players_agreement(db_path: Path) -> None:
    view, terminal = await session(db_path, ["d6", "r", "n"])
    assert "Player 1, restart from the start? (y/n) " in terminal.output
    assert "Restart declined." in terminal.text and view.turns == 1
    view, terminal = await session(db_path, ["restart", "yes"])
    assert "Restarted." in terminal.text
    assert view.turns == 0 and view.to_move_id == 1


async def test_help_shows_the_commands_and_the_rules(db_path: Path) -> None:
    _, terminal = await session(db_path, ["h"], game="notakto")
    assert "r, restart   propose to start again" in terminal.text
    assert render(Text(*get_game("notakto").rules())) in terminal.output


async def test_boards_have_no_chat_code_fences(db_path: Path) -> None:
    _, terminal = await session(db_path, ["d6"])
    assert "```" not in terminal.text
    assert "7  .--------.--------. " in terminal.output[0].splitlines()


async def test_a_win_against_the_computer_is_told_in_the_second_person(db_path: Path) -> None:
    position = "WW.BB.........W....B.... W 0/0 - -"
    _, terminal = await session(db_path, ["g4-g7xd6"], computer=2, position=position)
    assert terminal.output[-1].endswith("You win as the opponent is down to two pieces.")


async def test_the_computer_moves_first_as_player_one(db_path: Path) -> None:
    view, terminal = await session(db_path, [], game="three", computer=1, seed=5)
    assert "Computer plays" in terminal.text
    assert view.players == (3, 1) and view.turns == 1 and view.to_move_id == 1


async def test_a_start_position_is_used(db_path: Path) -> None:
    view, _ = await session(db_path, [], game="three", position="100000000")
    assert view.position == get_game("three").parse_position("100000000").position()
    assert not view.rated


def test_main_saves_under_data_by_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    read, write = os.pipe()
    os.write(write, b"5\n")
    os.close(write)
    with open(read) as stdin:
        monkeypatch.setattr(sys, "stdin", stdin)
        assert main(["three"]) == 0
    assert (tmp_path / "data" / "console.db").exists()
    assert "Game saved" in capsys.readouterr().out


def test_main_refuses_bad_options_and_positions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "c.db")
    assert main(["morris", "--flying", "maybe", "--db", db]) == 2
    assert "option flying must be on or off" in capsys.readouterr().err
    assert main(["morris", "--position", "nonsense", "--db", db]) == 2
    assert "position string cannot be read" in capsys.readouterr().err
    assert main(["three", "--level", "hard", "--db", db]) == 2
    assert "add --computer 1 or 2" in capsys.readouterr().err
    assert main(["morris", "--boards", "3", "--db", db]) == 2
    err = capsys.readouterr().err
    assert "no option --boards: its options are --flying, --draw-plies" in err


async def test_resuming_with_other_options_says_how_and_offers_a_new_game(db_path: Path) -> None:
    first, _ = await session(db_path, ["5"], game="three", computer=2, level="easy", seed=1)
    asked = {"game": "three", "computer": 1, "level": "hard", "seed": 1}
    kept, terminal = await session(db_path, ["r"], **asked)  # type: ignore[arg-type]
    assert "it differs from what you asked for" in terminal.text
    assert "saved computer as 2, asked computer as 1" in terminal.text
    assert "saved level easy, asked level hard" in terminal.text
    assert "Resume the saved game (r) or resign it and start anew (n)? " in terminal.output
    assert kept.id == first.id and kept.computer_seat == 2
    new, terminal = await session(db_path, ["n"], **asked)  # type: ignore[arg-type]
    assert new.id != first.id and (new.computer_seat, new.level) == (1, "hard")
    assert (await session(db_path, [], game="three", computer=1, seed=1))[0].id == new.id


async def test_resuming_with_other_rule_options_asks_too(db_path: Path) -> None:
    await session(db_path, ["A4"], game="notakto")
    terminal = Terminal([])
    await play(db_path, get_game("notakto", boards=2), terminal.read, terminal.output.append)
    assert "saved --boards 3, asked --boards 2" in terminal.text
    assert terminal.output[-1] == "Game saved: run the same command again to carry on."


async def test_draw_and_takeback_are_typed_commands(db_path: Path) -> None:
    start = "........................ W 9/9 - -"  # a set-up position: unrated, so takebacks
    lines = ["d6", "d2", "takeback", "y", "draw", "n"]
    view, terminal = await session(db_path, lines, position=start)
    assert "Player 2, let the last move be taken back? (y/n) " in terminal.output
    assert "Player 2, agree to a draw? (y/n) " in terminal.output
    assert "Draw declined." in terminal.text
    assert view.turns == 0 and view.status is GameStatus.ACTIVE  # d6 and the reply undone
    view, terminal = await session(db_path, ["draw", "yes"])
    assert view.outcome is not None and view.outcome.termination is Termination.AGREEMENT


async def test_the_computer_answers_a_draw_offer_at_once(db_path: Path) -> None:
    # Player 1 (you) threatens to complete 1-2-3: the computer, losing, accepts.
    _, terminal = await session(db_path, ["draw"], game="three", computer=2, position="110000220")
    assert terminal.text.count("(y/n)") == 0
    assert "Draw by agreement." in terminal.text


async def test_words_with_nothing_to_answer_and_overlong_lines_are_explained(
    db_path: Path,
) -> None:
    view, terminal = await session(db_path, ["accept", "cancel", "d" * 41])
    assert "There is nothing to accept here" in terminal.text
    assert "There is nothing to withdraw here" in terminal.text
    assert "That is too long for a move or a command (41 characters)." in terminal.output
    assert view.turns == 0


@pytest.fixture
def typed() -> Iterator[tuple[Keyboard, int]]:
    """A keyboard reading a pipe, and the pipe's end to type into."""
    read, write = os.pipe()
    with open(read) as stdin:
        yield Keyboard(stdin), write
    with contextlib.suppress(OSError):
        os.close(write)


def test_the_keyboard_gives_lines_typed_ahead_one_at_a_time(
    typed: tuple[Keyboard, int], capsys: pytest.CaptureFixture[str]
) -> None:
    keyboard, write = typed
    os.write(write, "d6\r\na1 a4\n\u00e9".encode())
    os.close(write)
    assert [keyboard("> "), keyboard("> "), keyboard("> ")] == ["d6", "a1 a4", "\u00e9"]
    with pytest.raises(EOFError):
        keyboard("> ")
    assert capsys.readouterr().out == "> " * 4


def test_a_ctrl_c_that_another_thread_takes_still_ends_the_wait(
    typed: tuple[Keyboard, int],
) -> None:
    """The kernel may hand SIGINT to any thread that does not block it; ``input()`` would then
    wait on for a line. The line typed after 10 s only ends the test if the wait goes on."""
    keyboard, write = typed

    def handler(signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    ended = threading.Event()

    def press_ctrl_c_then_enter() -> None:
        ended.wait(0.3)
        os.kill(os.getpid(), signal.SIGINT)
        if not ended.wait(10):
            os.write(write, b"\n")

    previous = signal.signal(signal.SIGINT, handler)
    other = threading.Thread(target=press_ctrl_c_then_enter)
    other.start()  # before the block: that thread can take the signal, this one cannot
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        with pytest.raises(KeyboardInterrupt):
            keyboard("> ")
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)
        ended.set()
        other.join()
        signal.signal(signal.SIGINT, previous)
