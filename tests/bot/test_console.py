"""Terminal play through the match service, saved in a real SQLite file.

Every test runs twice: with the English catalogue, and with the terminal's prose reworded
(:func:`reworded`), so the tests expect what the catalogue says, not its English words.
"""

from __future__ import annotations

import contextlib
import functools
import os
import shutil
import signal
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from types import FrameType

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast

import bot.console.session
import bot.typed
from bot.console import Keyboard, cli, environment_locale, main, play
from bot.service import MatchView, ProcessPoolMoveProvider
from bot.storage import GameStatus
from games.base import Termination
from games.registry import get_game
from tests.bot.helpers import GAP, InlineProvider, around_gap
from texts import DEFAULT_LOCALE, Text, catalogue, render, t

Install = Callable[[str, str], None]
UNCHANGED = {"terminal-yes", "terminal-no", "terminal-resume", "terminal-new", "terminal-you"}
"""The terminal's texts that are no prose: the answer letters typed, and the player's own name
(the games' texts select on it)."""


@functools.cache  # parsing a catalogue takes a fifth of a second, and each test asks again
def reworded(source: str, before: str = "~", after: str = "~") -> str:
    """Return the catalogue ``source`` with the prose of every ``terminal-`` text between
    ``before`` and ``after``: a rewording that no test about the flow of play may notice."""
    resource = FluentParser().parse(source)
    for entry in resource.body:
        if not isinstance(entry, ast.Message) or entry.value is None:
            continue
        if entry.id.name.startswith("terminal-") and entry.id.name not in UNCHANGED:
            entry.value.elements.insert(0, ast.TextElement(before))
            entry.value.elements.append(ast.TextElement(after))
    return FluentSerializer().serialize(resource)


def _serve(patch: pytest.MonkeyPatch, folder: Path) -> None:
    """Serve the catalogues of ``folder`` until ``patch`` is undone."""
    patch.setattr(catalogue, "LOCALE_DIR", folder)
    _forget_texts()


def _forget_texts() -> None:
    """Forget what was made of the catalogues served: their trees are read again from the
    texts' cache folder (the run's, tests/conftest.py), which keeps each source's tree."""
    catalogue.parsed_catalogue.cache_clear()
    catalogue._bundle.cache_clear()
    catalogue._messages.cache_clear()
    catalogue.catalogue_keys.cache_clear()
    catalogue.placeholders.cache_clear()
    bot.typed.words.cache_clear()


@pytest.fixture
def catalogues(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Install]:
    """``install(locale, source)``: serve ``source`` as the catalogue of ``locale`` (shipped
    from then on), for this test."""
    folder = tmp_path / "locales"
    shutil.copytree(catalogue.LOCALE_DIR, folder)
    monkeypatch.setattr(catalogue, "LOCALE_DIR", folder)
    installed: list[str] = []

    def install(locale: str, source: str) -> None:
        (folder / f"{locale}.ftl").write_text(source, encoding="utf-8")
        if locale not in catalogue.LOCALES:
            monkeypatch.setattr(catalogue, "LOCALES", (*catalogue.LOCALES, locale))
            monkeypatch.setattr(cli, "LOCALES", catalogue.LOCALES)
        installed.append(locale)
        _serve(monkeypatch, folder)

    yield install
    if installed:  # else the catalogues read are the shipped ones, and nothing was made of others
        _forget_texts()


def english() -> str:
    """The source of the English catalogue, as served."""
    return (catalogue.LOCALE_DIR / f"{DEFAULT_LOCALE}.ftl").read_text(encoding="utf-8")


class KeptPool(ProcessPoolMoveProvider):
    """The worker pool of the English run's games, each game's end leaving it to the next (a
    worker takes a second to start, and a finished Morris game's export reviews it there)."""

    def close(self) -> None:
        """Keep the workers for the next game."""

    def stop(self) -> None:
        """Stop the workers (after the module's games)."""
        super().close()


@pytest.fixture(
    scope="module",
    autouse=True,
    params=["english", pytest.param("reworded", marks=pytest.mark.slow)],
)
def wording(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[None]:
    """Run the module's tests with the English catalogue, then all again with its terminal prose
    reworded (served from a folder of the module's, parsed once for all the tests), the
    computer's moves then chosen in this process: the English run plays through real worker
    processes (one pool for its games, :class:`KeptPool`), the reworded one is about words (and
    starts no worker; in ``make test``, not in ``make test-fast``, where the English run is the
    edit loop's check)."""
    if request.param == "english":
        pool = KeptPool()
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(bot.console.session, "ProcessPoolMoveProvider", lambda: pool)
            yield
        pool.stop()
        return
    folder = tmp_path_factory.mktemp("reworded")
    shutil.copytree(catalogue.LOCALE_DIR, folder, dirs_exist_ok=True)
    (folder / f"{DEFAULT_LOCALE}.ftl").write_text(reworded(english()), encoding="utf-8")
    plain = render("terminal-saved")
    with pytest.MonkeyPatch.context() as patch:
        _serve(patch, folder)
        patch.setattr(bot.console.session, "ProcessPoolMoveProvider", InlineProvider)
        assert render("terminal-saved") != plain  # the rewording took
        yield
    _forget_texts()


@pytest.fixture(autouse=True)
def no_language_set(monkeypatch: pytest.MonkeyPatch) -> None:
    """No language from the environment, unless a test sets one."""
    for name in cli.LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)


def player(seat: int) -> str:
    return render("terminal-player", seat=str(seat))


def computer() -> str:
    return render("terminal-computer")


def prompt(text: Text) -> str:
    """The prompt of a question: its text and a space."""
    return f"{render(text)} "


def result(key: str, how: str, **params: str) -> str:
    """The line that tells a result: ``key`` (``result-win``) ended by ``termination-<how>``."""
    return render("terminal-result", result=t(key, how=t(f"termination-{how}"), **params))


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
    assert render("status-to-remove", name=player(1)) in terminal.text
    assert render("last-move", move="g7xb6") in terminal.text
    assert view.turns == 5 and view.to_move_id == 2


async def test_a_forced_removal_is_shown_on_the_board_and_in_the_move(db_path: Path) -> None:
    position = "WW...........B.BBB...... W 5/5 - -"
    view, terminal = await session(db_path, ["g7"], position=position)
    assert view.last_move == "g7xf4"
    board = terminal.text.splitlines()
    assert "4  ├──┼──┤     ├──×──┤ " in board
    assert "Last move: g7xf4 (× removed)" in board


async def test_a_game_left_at_end_of_input_resumes_next_time(db_path: Path) -> None:
    first, terminal = await session(db_path, ["d6", "d2"])
    assert terminal.output[-1] == render("terminal-saved")
    second, terminal = await session(db_path, ["a7"])
    resuming = t("terminal-resuming", game=t("game-morris"), id=str(first.id), moves=2)
    assert render(resuming) in terminal.output
    assert second.id == first.id and second.turns == 3


async def test_illegal_moves_are_explained_and_change_nothing(db_path: Path) -> None:
    view, terminal = await session(db_path, ["d6", "d6", "x9"])
    occupied = t("move-rejected", move="d6", reason=t("move-occupied", point="d6"))
    assert render("terminal-rejected", error=occupied) in terminal.output
    assert view.turns == 1


async def test_quit_resigns_only_after_confirmation(db_path: Path) -> None:
    view, terminal = await session(db_path, ["d6", "q", "n", "quit", "y"])
    assert terminal.output.count(prompt(t("terminal-resign-confirm"))) == 2
    assert terminal.output.count(render("terminal-resign-cancelled")) == 1
    assert view.status is GameStatus.FINISHED and view.outcome is not None
    assert view.outcome.termination is Termination.RESIGNATION
    assert result("result-win", "resignation", winner=player(1)) in terminal.output
    again, terminal = await session(db_path, [])
    assert again.id != view.id
    resuming, _ = around_gap(t("terminal-resuming", game=t("game-morris"), id=GAP, moves=0))
    assert resuming not in terminal.text


async def test_restart_needs_the_other_players_agreement(db_path: Path) -> None:
    view, terminal = await session(db_path, ["d6", "r", "n"])
    question = t("terminal-question", player=player(1), kind="restart")
    assert prompt(question) in terminal.output
    assert render("terminal-declined", kind="restart") in terminal.output and view.turns == 1
    view, terminal = await session(db_path, ["restart", "yes"])
    assert render("terminal-restarted") in terminal.output
    assert view.turns == 0 and view.to_move_id == 1


async def test_help_shows_the_commands_and_the_rules(db_path: Path) -> None:
    _, terminal = await session(db_path, ["h"], game="notakto")
    assert render("terminal-help") in terminal.output
    assert render(Text(*get_game("notakto").rules())) in terminal.output


async def test_boards_have_no_chat_code_fences(db_path: Path) -> None:
    _, terminal = await session(db_path, ["d6"])
    assert "```" not in terminal.text
    assert "7  ┌────────┬────────┐ " in terminal.output[0].splitlines()


async def test_a_win_against_the_computer_is_told_in_the_second_person(db_path: Path) -> None:
    position = "WW.BB.........W....B.... W 0/0 - -"
    _, terminal = await session(db_path, ["g4-g7xd6"], computer=2, position=position)
    # About the English words: the result's grammar selects on the name terminal-you gives.
    assert terminal.output[-2].endswith("You win as the opponent is down to two pieces.")
    assert "python -m bot review" in terminal.output[-1]  # the review is offered last


async def test_the_computer_moves_first_as_player_one(db_path: Path) -> None:
    view, terminal = await session(db_path, [], game="three", computer=1, seed=5)
    assert view.players == (3, 1) and view.turns == 1 and view.to_move_id == 1
    assert view.last_move is not None
    assert render("terminal-plays", player=computer(), move=view.last_move) in terminal.output


async def test_a_start_position_is_used(db_path: Path) -> None:
    view, _ = await session(db_path, [], game="three", position="100000000")
    assert view.position == get_game("three").parse_position("100000000").position()
    assert not view.rated


def main_typing(monkeypatch: pytest.MonkeyPatch, argv: list[str], typed: str) -> int:
    """Run ``main(argv)`` with ``typed`` as its standard input; return its exit code."""
    read, write = os.pipe()
    os.write(write, typed.encode())
    os.close(write)
    with open(read) as stdin:
        monkeypatch.setattr(sys, "stdin", stdin)
        return main(argv)


def test_main_saves_under_data_by_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main_typing(monkeypatch, ["three"], "5\n") == 0
    assert (tmp_path / "data" / "console.db").exists()
    out = capsys.readouterr().out.splitlines()
    assert out[0] == render("terminal-title", game=t("game-three"))
    assert out[-1] == render("terminal-saved")


def test_main_refuses_bad_options_and_positions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "c.db")

    def refused(text: Text) -> str:
        return render("terminal-error", error=text)

    assert main(["morris", "--flying", "maybe", "--db", db]) == 2
    not_on_off = t("option-not-on-off", option="flying", value="'maybe'")
    assert capsys.readouterr().err == f"{refused(not_on_off)}\n"
    assert main(["morris", "--position", "nonsense", "--db", db]) == 2
    unreadable, _ = around_gap(t("terminal-error", error=t("unreadable-position", reason=GAP)))
    assert capsys.readouterr().err.startswith(unreadable)
    assert main(["three", "--level", "hard", "--db", db]) == 2
    assert capsys.readouterr().err == f"{refused(t('terminal-level-needs-computer'))}\n"
    assert main(["morris", "--boards", "3", "--db", db]) == 2
    known = "--flying, --draw-plies"
    unknown = t("option-unknown-flag", game="morris", option="--boards", known=known)
    assert capsys.readouterr().err == f"{refused(unknown)}\n"


@pytest.mark.slow  # a second or more: make test runs it, the edit loop need not
async def test_resuming_with_other_options_says_how_and_offers_a_new_game(db_path: Path) -> None:
    first, _ = await session(db_path, ["5"], game="three", computer=2, level="easy", seed=1)
    asked = {"game": "three", "computer": 1, "level": "hard", "seed": 1}
    kept, terminal = await session(db_path, ["r"], **asked)  # type: ignore[arg-type]

    def differ(saved: Text, wish: Text) -> Text:
        return t("terminal-difference", saved=saved, asked=wish)

    differences = t(
        "terminal-differences",
        first=differ(
            t("terminal-setup-computer", seat="2"), t("terminal-setup-computer", seat="1")
        ),
        then=differ(
            t("terminal-setup-level", level="easy"), t("terminal-setup-level", level="hard")
        ),
    )
    told = t(
        "terminal-differs",
        game=t("game-three"),
        id=str(first.id),
        moves=first.turns,
        differences=differences,
    )
    assert render(told) in terminal.output
    assert prompt(t("terminal-resume-or-new")) in terminal.output
    assert kept.id == first.id and kept.computer_seat == 2
    new, terminal = await session(db_path, ["n"], **asked)  # type: ignore[arg-type]
    assert new.id != first.id and (new.computer_seat, new.level) == (1, "hard")
    assert (await session(db_path, [], game="three", computer=1, seed=1))[0].id == new.id


async def test_resuming_with_other_rule_options_asks_too(db_path: Path) -> None:
    await session(db_path, ["A4"], game="notakto")
    terminal = Terminal([])
    await play(db_path, get_game("notakto", boards=2), terminal.read, terminal.output.append)
    assert render("terminal-difference", saved="--boards 3", asked="--boards 2") in terminal.text
    assert terminal.output[-1] == render("terminal-saved")


async def test_draw_and_takeback_are_typed_commands(db_path: Path) -> None:
    start = "........................ W 9/9 - -"  # a set-up position: unrated, so takebacks
    lines = ["d6", "d2", "takeback", "y", "draw", "n"]
    view, terminal = await session(db_path, lines, position=start)
    assert prompt(t("terminal-question", player=player(2), kind="takeback")) in terminal.output
    assert prompt(t("terminal-question", player=player(2), kind="draw")) in terminal.output
    assert render("terminal-declined", kind="draw") in terminal.output
    assert view.turns == 0 and view.status is GameStatus.ACTIVE  # d6 and the reply undone
    view, terminal = await session(db_path, ["draw", "yes"])
    assert view.outcome is not None and view.outcome.termination is Termination.AGREEMENT


async def test_the_computer_answers_a_draw_offer_at_once(db_path: Path) -> None:
    # Player 1 (you) threatens to complete 1-2-3: the computer, losing, accepts.
    _, terminal = await session(db_path, ["draw"], game="three", computer=2, position="110000220")
    assert prompt(t("terminal-question", player=computer(), kind="draw")) not in terminal.output
    assert result("result-draw", "agreement") in terminal.output


class OfferingProvider(InlineProvider):
    """The computer of :class:`InlineProvider` that offers a draw with each of its moves."""

    async def offers_draw(
        self, game: str, options: Mapping[str, bool | int], positions: Sequence[str]
    ) -> bool:
        return True


async def test_typing_draw_to_the_computer_s_offer_asks_before_the_game_ends(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot.console.session, "ProcessPoolMoveProvider", OfferingProvider)
    lines = ["d6", "draw", "n", "draw", "y"]
    view, terminal = await session(db_path, lines, computer=2, level="easy")
    asked = prompt(t("terminal-accept-confirm", player=computer(), kind="draw"))
    assert terminal.output.count(asked) == 2
    assert render("terminal-accept-cancelled", kind="draw") in terminal.output
    assert view.outcome is not None and view.outcome.termination is Termination.AGREEMENT
    assert result("result-draw", "agreement") in terminal.output


async def test_words_with_nothing_to_answer_and_overlong_lines_are_explained(
    db_path: Path,
) -> None:
    view, terminal = await session(db_path, ["accept", "cancel", "d" * 41])
    assert render("terminal-nothing-to", command="accept") in terminal.output
    assert render("terminal-nothing-to", command="withdraw") in terminal.output
    assert render("terminal-too-long", length=41) in terminal.output
    assert view.turns == 0


@pytest.mark.parametrize(
    ("environ", "locale"),
    [
        ({}, "en"),
        ({"LANG": "xx_YY.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANG": "en_US.UTF-8", "LC_MESSAGES": "de_AT"}, "de"),
        ({"LC_ALL": "de_DE", "LC_MESSAGES": "en", "LANG": "en"}, "de"),
        ({"LC_ALL": "", "LC_MESSAGES": "", "LANG": "de"}, "de"),
        ({"LC_ALL": "C", "LANG": "de"}, "en"),
    ],
)
def test_the_language_comes_from_lc_all_lc_messages_or_lang(
    environ: dict[str, str], locale: str, catalogues: Install
) -> None:
    catalogues("de", english())
    assert environment_locale(environ) == locale


def pseudo_german() -> str:
    """A catalogue ``de`` in which the terminal's prose is marked and yes is ``j``."""
    return reworded(english(), "«", "»").replace("terminal-yes = y", "terminal-yes = j")


@pytest.mark.parametrize(
    ("environ", "argv", "locale"),
    [
        ({"LANG": "de_DE.UTF-8"}, [], "de"),
        ({"LANG": "xx_YY.UTF-8"}, ["--lang", "de"], "de"),
        ({"LANG": "de_DE.UTF-8"}, ["--lang", "en"], "en"),
        ({"LANG": "xx_YY.UTF-8"}, [], "en"),
    ],
)
def test_the_terminal_speaks_the_language_asked_for(
    environ: dict[str, str],
    argv: list[str],
    locale: str,
    catalogues: Install,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    catalogues("de", pseudo_german())
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    yes = render("terminal-yes", locale)
    args = ["three", *argv, "--db", str(tmp_path / "c.db")]
    assert main_typing(monkeypatch, args, f"q\n{yes}\n") == 0
    out = capsys.readouterr().out
    assert out.startswith(render("terminal-title", locale, game=t("game-three")))
    assert f"{render('terminal-resign-confirm', locale)} " in out
    won = t(
        "result-win",
        winner=render("terminal-player", locale, seat="2"),
        how=t("termination-resignation"),
    )
    assert render("terminal-result", locale, result=won) in out


def test_the_help_is_in_the_language_asked_for(
    catalogues: Install, capsys: pytest.CaptureFixture[str]
) -> None:
    catalogues("de", pseudo_german())
    with pytest.raises(SystemExit):
        main(["--lang", "de", "--help"])
    out = capsys.readouterr().out
    style = render("terminal-arg-style", "de")
    assert style.startswith("«") and style in out
    with pytest.raises(SystemExit):
        main(["--lang", "xx", "three"])
    assert "--lang" in capsys.readouterr().err  # no such catalogue: argparse says so


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
