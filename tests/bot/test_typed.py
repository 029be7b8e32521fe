"""The typed-command grammar shared by the terminal and chat."""

from __future__ import annotations

import pytest

from bot.typed import Command, parse_command, words
from games.base import NotAMoveError
from games.registry import GAMES, get_game
from texts import LOCALES


@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("h", Command.HELP),
        ("HELP", Command.HELP),
        ("q", Command.RESIGN),
        ("quit", Command.RESIGN),
        (" Resign ", Command.RESIGN),
        ("r", Command.RESTART),
        ("restart", Command.RESTART),
        ("draw", Command.DRAW),
        ("takeback", Command.TAKEBACK),
        ("accept", Command.ACCEPT),
        ("decline", Command.DECLINE),
        ("withdraw", Command.WITHDRAW),
        ("cancel", Command.WITHDRAW),
    ],
)
def test_each_word_types_its_command(text: str, command: Command) -> None:
    assert parse_command(text) is command


@pytest.mark.parametrize("text", ["", "d6", "a1-a4", "5", "A4", "hello", "resign now", "x"])
def test_moves_and_conversation_are_no_command(text: str) -> None:
    assert parse_command(text) is None


def test_every_command_has_its_own_name_as_a_word() -> None:
    assert {words()[command.value] for command in Command} == set(Command)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game", list(GAMES))
def test_no_word_of_any_language_reads_as_a_move(locale: str, game: str) -> None:
    rules = get_game(game)
    state = rules.initial()
    for word in words(locale):
        with pytest.raises(NotAMoveError):  # not merely illegal here: never a move
            rules.parse_move(state, word)
        assert all(word != rules.format_move(move) for move in state.legal_moves())
