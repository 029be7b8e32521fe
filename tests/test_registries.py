"""Every game in the games registry is known everywhere else: renderer, help, slash command, CLI."""

from __future__ import annotations

import argparse
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.cogs.challenges import Challenges
from bot.cogs.info import Info
from bot.cogs.moves import Moves
from bot.cogs.proposals import Proposals
from bot.cogs.puzzles import Solver
from bot.cogs.review import Reviewer
from bot.discord.app import MorrisBot
from bot.discord.board.live import LiveBoards
from bot.discord.board.outlets import Outlets
from bot.discord.board.posting import Poster
from bot.discord.flows import Flows
from bot.discord.localize import CatalogueTranslator
from bot.service import MatchService
from bot.settings import Settings
from bot.storage import open_database
from games.base import Game, OptionSpec
from games.cli import add_game_arguments, game_from_arguments
from games.registry import GAMES, get_game
from renderer import RENDERERS, STYLES, render, renderer_of
from tests.bot.discord.uploads import uploaded_payload
from texts import LOCALES, language_name
from texts import render as render_text

NAMES = list(GAMES)


@pytest.fixture
async def tree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[app_commands.CommandTree[Any]]:
    """The bot's real command tree: the Challenges and Info cogs loaded on a service over
    SQLite."""
    monkeypatch.chdir(tmp_path)  # no developer .env
    database = tmp_path / "bot.db"
    async with MorrisBot(Settings(database_path=database)) as bot:  # set up as run() does
        bot.repository = await open_database(database)
        service = MatchService(bot.repository)
        outlets = Outlets(bot, time.time, service.note_token_only)
        boards = LiveBoards(bot, service, outlets, time.time)
        poster = Poster(bot, service, boards, outlets, message_content=True)
        challenges = Challenges(bot, bot.tree, service, poster, per_minute=5, message_content=True)
        await bot.add_cog(challenges)
        await bot.add_cog(Info(bot, service, message_content=True))
        flows = Flows(bot, service, poster, boards)
        await bot.add_cog(Moves(bot, service, poster, boards, flows))
        await bot.add_cog(Proposals(flows))
        await bot.add_cog(Reviewer(service, boards.tiles))
        await bot.add_cog(Solver(bot, service))
        yield bot.tree


def test_every_renderer_belongs_to_a_game_and_every_game_has_one() -> None:
    assert {cls.name for cls in RENDERERS} <= set(GAMES)
    for name in NAMES:
        assert renderer_of(get_game(name)) is not None


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("style", STYLES)
def test_every_game_renders_its_start_in_every_style(name: str, style: str) -> None:
    state = get_game(name).initial()
    assert renderer_of(state.game)(state, style, None, ("A", "B"), "en").strip()
    assert render(state, style).strip()


async def test_help_offers_the_rules_of_every_game(tree: app_commands.CommandTree[Any]) -> None:
    command = tree.get_command("help")
    assert isinstance(command, app_commands.Command)
    [game] = [p for p in command.parameters if p.name == "game"]
    assert [choice.value for choice in game.choices] == NAMES


async def test_every_game_has_a_slash_command_with_its_options(
    tree: app_commands.CommandTree[Any],
) -> None:
    """A game has a command of its own; a variant is a ``variant`` choice of its family's
    command (``/morris variant:twelve``), whose options it takes."""
    commands = {command.name: command for command in tree.get_commands()}
    assert len({GAMES[name].command for name in GAMES}) == len(GAMES)
    for name, cls in GAMES.items():
        own = GAMES[cls.family or name].command
        command = commands.get(own)
        assert isinstance(command, app_commands.Command), f"no slash command for {name}"
        parameters = {p.name: p for p in command.parameters}
        if cls.family is None:
            assert cls.title in command.description
            assert cls.command in commands
        else:
            assert cls.command not in commands  # no command of its own
            assert name in [c.value for c in parameters["variant"].choices]
        missing = {spec.name for spec in cls.option_specs} - set(parameters)
        assert not missing, f"/{command.name} lacks options {missing}"


def other_value(spec: OptionSpec) -> str:
    """A command-line value of ``spec`` that is not its default."""
    if spec.kind is bool:
        return "off" if spec.default else "on"
    candidates = [v for v in (spec.minimum, spec.maximum) if v is not None and v != spec.default]
    return str(candidates[0])


@pytest.mark.parametrize("name", NAMES)
def test_every_game_and_option_has_a_command_line_flag(name: str) -> None:
    parser = argparse.ArgumentParser()
    add_game_arguments(parser)
    cls: type[Game[Any, Any]] = GAMES[name]
    assert game_from_arguments(parser.parse_args([name])).options == get_game(name).options
    for spec in cls.option_specs:
        value = other_value(spec)
        args = parser.parse_args([name, "--" + spec.name.replace("_", "-"), value])
        game = game_from_arguments(args)
        assert game.options[spec.name] == spec.check(value) != spec.default, spec.name


async def test_every_command_option_and_choice_has_its_words_in_the_catalogue(
    tree: app_commands.CommandTree[Any],
) -> None:
    """The translator finds them by their English words: the catalogue must say the same."""
    for command in tree.get_commands():
        if not isinstance(command, app_commands.Command):
            continue  # the user menu's name is a described text
        for name in [command.name] + [p.name for p in command.parameters]:
            assert render_text(f"name-{name.replace('_', '-')}") == name
        for parameter in command.parameters:
            for choice in parameter.choices:
                if choice.value in LOCALES:  # a language, named in its own words everywhere
                    assert choice.name == language_name(str(choice.value))
                    continue
                assert render_text(f"choice-{choice.value}") == choice.name


def _localized(payload: list[dict[str, Any]]) -> Iterator[tuple[str, str, str]]:
    """``(field, locale, text)`` of every localization in a command payload, options and choices
    included."""
    stack: list[dict[str, Any]] = list(payload)
    while stack:
        item = stack.pop()
        for field in ("name", "description"):
            for locale, text in (item.get(f"{field}_localizations") or {}).items():
                yield field, locale, text
        stack.extend(item.get("options", []))
        stack.extend(item.get("choices", []))


async def test_every_localized_command_text_is_within_discords_limits(
    tree: app_commands.CommandTree[Any],
) -> None:
    await tree.set_translator(CatalogueTranslator())
    payload = await uploaded_payload(tree, None)
    for field, locale, text in _localized(payload):
        assert 1 <= len(text) <= (32 if field == "name" else 100), (field, locale, text)


async def test_challenge_commands_name_their_game_in_every_language(
    tree: app_commands.CommandTree[Any],
) -> None:
    """A challenge command's description and its variant choices name the game in each
    language's own words, not in English everywhere ("/mühle: … Mühle")."""
    await tree.set_translator(CatalogueTranslator())
    payload = {c["name"]: c for c in await uploaded_payload(tree, None)}
    for name, cls in GAMES.items():
        if cls.family is not None:
            continue
        described = payload[cls.command]["description_localizations"]
        assert len(described) >= len(LOCALES) - 1  # every shipped language but English
        for code, words in described.items():
            locale = discord.Locale(code).value
            assert render_text(cls.title_key, locale) in words, (name, code)
            if render_text(cls.title_key, locale) != cls.title:
                assert cls.title not in words, (name, code)
    [variant] = [o for o in payload["morris"]["options"] if o["name"] == "variant"]
    for choice in variant["choices"]:
        title_key = GAMES[choice["value"]].title_key
        assert len(choice["name_localizations"]) >= len(LOCALES) - 1
        for code, words in choice["name_localizations"].items():
            assert words == render_text(title_key, discord.Locale(code).value)
