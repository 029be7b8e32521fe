"""Commands in every language: the translator and the digest of the upload."""

from __future__ import annotations

import shutil
from pathlib import Path

import discord
from discord import app_commands

from bot.discord.localize import CatalogueTranslator, described, fingerprint
from tests.bot.discord.uploads import uploaded_payload
from texts import catalogue_digest, render
from texts.catalogue import LOCALE_DIR


class _German(app_commands.Translator):
    """A translator with one German text, as a new catalogue would add."""

    def __init__(self, words: str) -> None:
        self.words = words

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        return self.words if locale is discord.Locale.german else None


def _tree() -> app_commands.CommandTree[discord.Client]:
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))

    @tree.command(name="move", description=described("cmd-move"))
    async def move(interaction: discord.Interaction) -> None:
        del interaction

    return tree


async def test_a_command_is_described_in_the_catalogue_words() -> None:
    [command] = await uploaded_payload(_tree(), None)
    assert command["description"] == render("cmd-move")


async def test_a_translation_is_what_the_translator_says() -> None:
    for words in ("Einen Zug machen", "Ziehen"):
        tree = _tree()
        await tree.set_translator(_German(words))
        payload = await uploaded_payload(tree, None)
        assert payload[0]["description_localizations"] == {"de": words}


def test_the_fingerprint_is_stable_and_changes_with_a_command() -> None:
    assert fingerprint(_tree(), None) == fingerprint(_tree(), None)
    tree = _tree()

    @tree.command(name="board", description=described("cmd-board"))
    async def board(interaction: discord.Interaction) -> None:
        del interaction

    assert fingerprint(tree, None) != fingerprint(_tree(), None)


def test_the_catalogue_digest_changes_when_only_a_translation_changes(tmp_path: Path) -> None:
    for path in LOCALE_DIR.glob("*.ftl"):
        shutil.copy(path, tmp_path / path.name)
    before = catalogue_digest(tmp_path)
    assert before == catalogue_digest(LOCALE_DIR)
    german = tmp_path / "de.ftl"
    german.write_text(german.read_text(encoding="utf-8") + "\nextra = Ziehen\n", "utf-8")
    assert catalogue_digest(tmp_path) != before


async def test_english_speakers_get_the_default_and_no_localization_is_made_up() -> None:
    translator = CatalogueTranslator()
    text = described("cmd-move")
    context: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.other, None
    )
    assert await translator.translate(text, discord.Locale.american_english, context) is None
    plain = app_commands.locale_str("no key")
    assert await translator.translate(plain, discord.Locale.german, context) is None
