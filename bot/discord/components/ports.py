"""What the components need from the rest of the adapter, as protocols (nothing imported back).

A button or menu is rebuilt from its ``custom_id`` by discord.py and knows only the client it
was clicked on: the client is a :class:`Host` (:func:`host`), whose :attr:`Host.clicks`,
:attr:`Host.puzzles`, :attr:`Host.reviews`, :attr:`Host.seeks`, :attr:`Host.pools` and
:attr:`Host.tournaments` handle each kind of
click. The bot class (:mod:`bot.discord.app`) subclasses :class:`Host`, so it must have every
member.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Protocol, cast

import discord

from bot.service import Proposal


class Clicks(Protocol):
    """The use cases a click starts (each one shared with slash commands and typed input)."""

    async def answer_challenge(
        self, interaction: discord.Interaction, challenge_id: int, *, accept: bool
    ) -> None:
        """Accept (start the match) or decline challenge ``challenge_id``."""

    async def withdraw_challenge(self, interaction: discord.Interaction, challenge_id: int) -> None:
        """Withdraw challenge ``challenge_id``."""

    async def rematch(self, interaction: discord.Interaction, match_id: int) -> None:
        """Offer or accept a rematch of the finished match ``match_id``."""

    async def answer_offer(
        self, interaction: discord.Interaction, match_id: int, kind: Proposal, *, agree: bool
    ) -> None:
        """Accept or decline the standing ``kind`` offer of match ``match_id``."""

    async def confirm_resign(self, interaction: discord.Interaction, match_id: int) -> None:
        """Ask the clicker to confirm resigning match ``match_id`` (the board's Resign)."""

    async def offer(self, interaction: discord.Interaction, match_id: int, kind: Proposal) -> None:
        """Propose ``kind`` in match ``match_id`` from its board, or agree to the opponent's."""

    async def resign(self, interaction: discord.Interaction, match_id: int) -> None:
        """Resign match ``match_id`` (the confirmation was pressed)."""

    async def keep_playing(self, interaction: discord.Interaction, match_id: int) -> None:
        """Cancel a resignation of match ``match_id`` that waited for confirmation."""

    async def step(
        self,
        interaction: discord.Interaction,
        match_id: int,
        prefix: str,
        group: str | None = None,
    ) -> None:
        """Extend a move of match ``match_id`` by the chosen steps ``prefix`` (or show the page
        ``group`` of the next steps)."""


class PuzzleClicks(Protocol):
    """What a puzzle's menu starts."""

    async def step(
        self, interaction: discord.Interaction, number: int, ply: int, prefix: str
    ) -> None:
        """Extend the solver's move in puzzle ``number`` after ``ply`` plies by ``prefix``."""


class ReviewClicks(Protocol):
    """What a review's button starts."""

    async def show(self, interaction: discord.Interaction, game_id: int, index: int) -> None:
        """Show position ``index`` of game ``game_id``'s review in the clicked message."""


class SeekClicks(Protocol):
    """What the seeks' buttons and the lobby's pages start."""

    async def take_seek(self, interaction: discord.Interaction, seek_id: int) -> None:
        """Accept seek ``seek_id``."""

    async def drop_seek(self, interaction: discord.Interaction, seek_id: int) -> None:
        """Withdraw seek ``seek_id``."""

    async def lobby_page(self, interaction: discord.Interaction, page: int) -> None:
        """Show page ``page`` of the lobby in the clicked message."""


class PoolClicks(Protocol):
    """What the quick pairing pools' buttons start."""

    async def leave_pool(self, interaction: discord.Interaction) -> None:
        """Leave the pool the user waits in."""

    async def play_computer(
        self, interaction: discord.Interaction, game: str, level: str, turn_time_s: int | None
    ) -> None:
        """Play the computer at ``level`` instead of waiting longer in a pool."""


class TournamentClicks(Protocol):
    """What a tournament card's buttons start."""

    async def click(self, interaction: discord.Interaction, tournament_id: int, join: bool) -> None:
        """Join (``join``) or leave tournament ``tournament_id``."""


class Host(ABC):
    """The client the components were clicked on: the bot class subclasses it (an abstract
    base, not a protocol, so that mypy and Python both refuse a bot that lacks a member)."""

    @property
    @abstractmethod
    def clicks(self) -> Clicks:
        """Where the boards' and offers' clicks go."""

    @property
    @abstractmethod
    def puzzles(self) -> PuzzleClicks:
        """Where the puzzles' choices go."""

    @property
    @abstractmethod
    def reviews(self) -> ReviewClicks:
        """Where the reviews' clicks go."""

    @property
    @abstractmethod
    def seeks(self) -> SeekClicks:
        """Where the seeks' and the lobby's clicks go."""

    @property
    @abstractmethod
    def pools(self) -> PoolClicks:
        """Where the pools' clicks go."""

    @property
    @abstractmethod
    def tournaments(self) -> TournamentClicks:
        """Where the tournament cards' clicks go."""


def host(interaction: discord.Interaction) -> Host:
    """The client ``interaction`` reached: the bot, which is a :class:`Host`."""
    return cast(Host, interaction.client)
