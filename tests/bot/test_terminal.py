"""``python -m bot play`` as a real process: through a pipe, and in a pseudo-terminal for Ctrl-C.

The processes run in English (``LANG=en_US.UTF-8``), whose catalogue says what to expect."""

from __future__ import annotations

import os
import pty
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.console.cli import LOCALE_VARIABLES
from bot.typed import MAX_LENGTH
from games.registry import get_game
from renderer.common import status_line
from tests.bot.helpers import GAP, around_gap
from texts import render, t

pytestmark = pytest.mark.slow  # each test runs the terminal in a subprocess

ROOT = Path(__file__).resolve().parents[2]
ENVIRONMENT = {
    **{name: value for name, value in os.environ.items() if name not in LOCALE_VARIABLES},
    "PYTHONPATH": str(ROOT),
    "LANG": "en_US.UTF-8",
}
"""The programs' environment: the project importable, English."""
GAMES = [
    ("three", {}, []),
    ("three", {"repetition_draw": False}, ["--repetition-draw", "off"]),
    ("notakto", {"boards": 2}, ["--boards", "2"]),
    ("breakthrough", {"rows": 6, "columns": 4}, ["--rows", "6", "--columns", "4"]),
    ("firstattack", {"size": 6, "colours": True}, ["--size", "6", "--colours", "on"]),
    ("pleiadis", {"size": 4}, ["--size", "4"]),
]


def refused(line: str) -> tuple[str, str]:
    """What the terminal says around the rules' reason when ``line`` is no move."""
    return around_gap(t("terminal-rejected", error=t("move-rejected", move=line, reason=GAP)))


def run(args: list[str], stdin: str = "", cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """Run ``python -m bot`` with ``args``, typing ``stdin``; return the finished process."""
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd,
        env=ENVIRONMENT,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize(("name", "options", "flags"), GAMES, ids=str)
def test_a_game_plays_to_its_end_in_the_terminal(
    name: str, options: dict[str, object], flags: list[str], tmp_path: Path
) -> None:
    game = get_game(name, **options)
    rng = random.Random(5)
    state = game.initial()
    typed = ["nonsense"]  # a rejected line first: the same player tries again
    for _ in range(400):  # the fixed seed ends every game here, Three Men's Morris included
        if state.outcome is not None:
            break
        move = rng.choice(state.legal_moves())
        typed.append(game.format_move(move))
        state = state.play(move)
    assert state.outcome is not None
    db = ["--db", str(tmp_path / "games.db")]
    done = run(["play", name, *flags, *db], "\n".join(typed) + "\n")
    assert done.returncode == 0, done.stderr
    assert all(part in done.stdout for part in refused("nonsense"))
    names = (render("terminal-player", seat="1"), render("terminal-player", seat="2"))
    assert done.stdout.rstrip().endswith(status_line(state, names))
    assert len(typed) > 2


def test_three_mens_morris_repetition_draw_from_the_terminal(tmp_path: Path) -> None:
    moves = "\n".join(["1", "4", "2", "7", "6", "9", *["1-3", "4-5", "3-1", "5-4"] * 2]) + "\n"
    draw = t("result-draw", how=t("termination-repetition"))
    for flags in (["--repetition-draw", "on"], []):
        out = run(["play", "three", *flags, "--db", str(tmp_path / f"{flags}.db")], moves).stdout
        assert out.rstrip().endswith(render("status-over", result=draw))
    off = ["play", "three", "--repetition-draw", "off", "--db", str(tmp_path / "off.db")]
    assert around_gap(t("result-draw", how=GAP))[0] not in run(off, moves).stdout


@pytest.mark.parametrize("line", ["A" + "5" * 5000, "A²", "①", "x" * 5000])
def test_any_typed_line_gets_an_answer_not_a_traceback(line: str, tmp_path: Path) -> None:
    done = run(["play", "notakto", "--db", str(tmp_path / "games.db")], line + "\nA4\n")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    if len(line) > MAX_LENGTH:
        assert render("terminal-too-long", length=len(line)) in done.stdout
    else:
        assert all(part in done.stdout for part in refused(line))
    assert render("last-move", move="A4") in done.stdout  # the same player went on


def test_python_m_games_only_counts_perft(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "games", "play", "three"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2 and "invalid choice: 'play'" in done.stderr


class Terminal:
    """``python -m bot play ...`` in a pseudo-terminal, as a person would run it."""

    def __init__(self, args: list[str], cwd: Path) -> None:
        env = {**ENVIRONMENT, "TERM": "dumb"}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: become the program
            os.chdir(cwd)
            os.execve(sys.executable, [sys.executable, "-m", "bot", "play", *args], env)
        self.output = ""

    def read_until(self, text: str, timeout: float = 60.0) -> str:
        """Return everything printed once ``text`` appears; fail after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while text not in self.output:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.fd], [], [], left)[0]:
                raise AssertionError(f"{text!r} never came; the terminal shows:\n{self.output}")
            try:
                chunk = os.read(self.fd, 4096)
            except OSError:  # the program ended
                chunk = b""
            if not chunk:
                raise AssertionError(f"ended before {text!r}; the terminal shows:\n{self.output}")
            self.output += chunk.decode(errors="replace").replace("\r\n", "\n")
        return self.output

    def type(self, text: str) -> None:
        """Type ``text`` (``"\\x03"`` is Ctrl-C: the terminal sends SIGINT to the program)."""
        os.write(self.fd, text.encode())

    def wait(self, timeout: float = 30.0) -> int:
        """Return the exit code once the program ends (reading what it prints meanwhile)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.drain()
                os.close(self.fd)
                return os.waitstatus_to_exitcode(status)
            self.drain()
            time.sleep(0.05)
        os.kill(self.pid, signal.SIGKILL)
        os.waitpid(self.pid, 0)
        os.close(self.fd)
        raise AssertionError(f"still running after {timeout} s; the terminal shows:\n{self.output}")

    def drain(self) -> None:
        """Read whatever is printed and not yet read."""
        while select.select([self.fd], [], [], 0)[0]:
            try:
                chunk = os.read(self.fd, 4096)
            except OSError:
                return
            if not chunk:
                return
            self.output += chunk.decode(errors="replace").replace("\r\n", "\n")


def test_ctrl_c_while_the_computer_thinks_leaves_at_once_saved(tmp_path: Path) -> None:
    args = ["morris", "--computer", "2", "--level", "hard", "--db", str(tmp_path / "games.db")]
    you_prompt = f"{render('terminal-prompt', player=render('terminal-you'))} "
    computer = render("terminal-computer")
    computer_plays, _ = around_gap(t("terminal-plays", player=computer, move=GAP))
    saved = render("terminal-saved")
    terminal = Terminal(args, tmp_path)
    terminal.read_until(you_prompt)
    terminal.type("d6\r")
    terminal.read_until(render("status-to-move", name=computer))
    terminal.type("\x03")
    assert terminal.wait() == 0
    assert "Traceback" not in terminal.output and "KeyboardInterrupt" not in terminal.output
    assert computer_plays not in terminal.output  # it stopped thinking: no move was made
    assert terminal.output.rstrip().endswith(saved)
    again = Terminal(args, tmp_path)
    # d6 was saved; the computer thinks again and replies.
    again.read_until(
        around_gap(t("terminal-resuming", game=t("game-morris"), id="1", moves=GAP))[0]
    )
    assert computer_plays in again.read_until(you_prompt)
    again.type("\x03")
    assert again.wait() == 0
    assert "Traceback" not in again.output
    assert again.output.rstrip().endswith(saved)
