"""Answering an interaction: privately, by editing the clicked message, or with the error it
ran into (the service's refusal, or an apology and a log entry); answering a typed message."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from bot.discord.say import fit, say, user_locale
from bot.discord.wording import language
from bot.service import ChannelNotAllowedError, MatchView, ServiceError
from texts import MissingTextError, Text, t

log = logging.getLogger(__name__)


async def edit_clicked(
    interaction: discord.Interaction,
    note: Text,
    view: discord.ui.View,
    locale: str,
    content: str | None = None,
) -> None:
    """Answer a click by adding ``note`` in ``locale`` (the clicked message's: its match's) to
    the clicked message (a plain one's text replaced by ``content`` if given) and replacing
    its buttons (on a V2 message, such as a finished board: its texts kept, the note and the
    buttons after them); after a deferral, through the interaction's token."""
    message = interaction.message
    shown = say(note, locale)
    quiet = discord.AllowedMentions.none()
    deferred = interaction.response.is_done()
    if message is not None and message.flags.components_v2:
        layout = discord.ui.LayoutView(timeout=None)
        for text in _texts(message.components):
            layout.add_item(discord.ui.TextDisplay(text))
        layout.add_item(discord.ui.TextDisplay(f"*{shown}*"))
        layout.add_item(discord.ui.ActionRow(*view.children))
        if deferred:
            await interaction.edit_original_response(view=layout, allowed_mentions=quiet)
        else:
            await interaction.response.edit_message(view=layout, allowed_mentions=quiet)
        return
    if content is None:
        content = message.content if message else ""
    content = fit(f"{content}\n*{shown}*")
    if deferred:
        await interaction.edit_original_response(content=content, view=view, allowed_mentions=quiet)
    else:
        await interaction.response.edit_message(content=content, view=view, allowed_mentions=quiet)


def clicked_locale(interaction: discord.Interaction, game: MatchView) -> str:
    """The language of the message clicked: the user's on a private one (only they see it),
    else ``game``'s."""
    message = interaction.message
    private = message is not None and message.flags.ephemeral
    return user_locale(interaction) if private else language(game)


async def answer_typed(
    message: discord.Message, content: str, view: discord.ui.View | None = None
) -> discord.Message:
    """Answer the typed ``message`` in its channel: as a reply (a plain message should it be
    deleted meanwhile), or, where the bot may not read the channel's history (Discord refuses
    its replies there), as a message that names its author. Nobody is pinged."""
    channel = message.channel
    guild = message.guild
    shown = view or discord.utils.MISSING
    none = discord.AllowedMentions.none()
    if guild is not None and not channel.permissions_for(guild.me).read_message_history:
        named = fit(f"{message.author.mention} {content}")
        return await channel.send(named, view=shown, allowed_mentions=none)
    reference = message.to_reference(fail_if_not_exists=False)
    return await channel.send(
        fit(content), reference=reference, view=shown, allowed_mentions=none, mention_author=False
    )


def _texts(components: Sequence[discord.Component]) -> list[str]:
    """The text displays of a V2 message's ``components``, in order (inside containers)."""
    found: list[str] = []
    for component in components:
        if isinstance(component, discord.TextDisplay):
            found.append(component.content)
        elif isinstance(component, discord.Container):
            found += _texts(component.children)
    return found


async def send_private(interaction: discord.Interaction, text: Text | str) -> None:
    """Answer ``interaction`` with an ephemeral message (``text`` in the user's language), as a
    response or a followup."""
    shown = fit(text if isinstance(text, str) else say(text, user_locale(interaction)))
    none = discord.AllowedMentions.none()
    if interaction.response.is_done():
        await interaction.followup.send(shown, ephemeral=True, allowed_mentions=none)
    else:
        await interaction.response.send_message(shown, ephemeral=True, allowed_mentions=none)


async def send_private_texts(interaction: discord.Interaction, texts: Sequence[str]) -> None:
    """Answer ``interaction`` with an ephemeral Components V2 message of ``texts``, one text
    display each (together at most 4,000 characters, Discord's limit for such a message, which
    the caller keeps to), as a response or a followup."""
    layout = discord.ui.LayoutView(timeout=None)
    for text in texts:
        layout.add_item(discord.ui.TextDisplay(text))
    none = discord.AllowedMentions.none()
    if interaction.response.is_done():
        await interaction.followup.send(view=layout, ephemeral=True, allowed_mentions=none)
    else:
        await interaction.response.send_message(view=layout, ephemeral=True, allowed_mentions=none)


def refusal(error: ServiceError) -> Text:
    """What a refused request tells the player (the allowed channels as links)."""
    if isinstance(error, ChannelNotAllowedError) and error.allowed_channels:
        channels = " ".join(f"<#{channel}>" for channel in error.allowed_channels)
        return t("games-only-in", channels=channels)
    return error.text


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer a failed interaction privately: the service's message for a player's mistake,
    a generic apology (and a log entry with context) for anything unexpected."""
    if isinstance(error, ServiceError):
        text = refusal(error)
    elif isinstance(error, discord.app_commands.CheckFailure):
        text = t("error-not-here")
    elif isinstance(error, discord.HTTPException):
        # Discord refused the answer itself (what was asked may well be done): say nothing
        # more, which Discord would refuse too, and no apology for a change that was made.
        log.warning("could not answer interaction %s: %r", interaction.id, error)
        return
    else:
        command = interaction.command.qualified_name if interaction.command else None
        log.error(
            "interaction failed: command=%s custom_id=%s user=%s guild=%s channel=%s",
            command,
            dict(interaction.data or {}).get("custom_id"),
            interaction.user.id,
            interaction.guild_id,
            interaction.channel_id,
            exc_info=error,
        )
        text = t("error-apology")
    try:
        try:
            await send_private(interaction, text)
        except MissingTextError:  # a text that cannot be filled: a bug, answered all the same
            log.exception("no text for the answer to interaction %s", interaction.id)
            await send_private(interaction, t("error-apology"))
    except discord.HTTPException:
        log.warning("could not answer interaction %s with an error", interaction.id)
