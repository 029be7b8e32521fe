"""/puzzle and /puzzles: a Morris puzzle solved by clicks, and the puzzle leaderboard.

A puzzle is an ephemeral message (each solver's own attempt, and no spoiler for the others
solving the same puzzle of the day): the board, what is asked, and a menu of the next step of
the move. Its ``custom_id`` carries the puzzle, the plies of its line played and the steps
chosen so far, so a puzzle in progress survives a restart. Each whole move is checked at once:
right (the computer answers) or wrong (the solution is shown).
"""

from __future__ import annotations

import re
from typing import Any, Literal, Self

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.components.labels import question
from bot.discord.components.ports import host
from bot.discord.localize import described
from bot.discord.permissions import where
from bot.discord.replies import report_error
from bot.discord.say import fit, mention, say, user_locale
from bot.discord.wording import say_lines
from bot.service import GLOBAL_SCOPE, MatchService, PuzzlePlayer
from bot.service.puzzles import PuzzleAnswer, PuzzleView
from bot.service.steps import move_choices
from renderer import render
from texts import Person, Text, t


class PuzzleMenu(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"mb:pz:(?P<number>\d+):(?P<ply>\d+):(?P<prefix>[^:]*)",
):
    """The next step of the solver's move in puzzle ``number`` after ``ply`` plies."""

    def __init__(
        self, number: int, ply: int, prefix: str, steps: tuple[str, ...] = (), asks: str = ""
    ) -> None:
        options = [discord.SelectOption(label=step, value=step) for step in steps]
        super().__init__(
            discord.ui.Select(
                custom_id=f"mb:pz:{number}:{ply}:{prefix}",
                placeholder=asks or None,
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.number, self.ply, self.prefix = number, ply, prefix

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        """Rebuild the menu from a choice (also after a restart)."""
        return cls(int(match["number"]), int(match["ply"]), match["prefix"])

    async def callback(self, interaction: discord.Interaction) -> None:
        """Extend the move by the chosen step; errors are answered privately."""
        try:
            values = self.item.values
            chosen = self.prefix + (values[0] if values else "")
            await host(interaction).puzzles.step(interaction, self.number, self.ply, chosen)
        except Exception as error:
            await report_error(interaction, error)


def heading(view: PuzzleView, user_id: int) -> Text:
    """Return what a puzzle asks at ``view``."""
    puzzle = view.puzzle
    level = t(f"puzzle-{puzzle.difficulty}")
    return t(
        "puzzle-title",
        id=str(puzzle.id),
        difficulty=level,
        rating=str(puzzle.rating),
        player=Person(user_id),
        plies=view.moves_left,
    )


class Solver(commands.Cog):
    """The /puzzle and /puzzles commands and the puzzles' menus."""

    def __init__(self, client: discord.Client, service: MatchService) -> None:
        self.client = client
        self.service = service

    @app_commands.command(name="puzzle", description=described("cmd-puzzle"))
    @app_commands.describe(
        number=described("cmd-puzzle-number"), daily=described("cmd-puzzle-daily")
    )
    async def puzzle(
        self, interaction: discord.Interaction, number: int | None = None, daily: bool = False
    ) -> None:
        """Serve puzzle ``number``, the server's puzzle of the day, or one for the caller."""
        guild_id, _, user_id = where(interaction)
        puzzles = self.service.puzzles
        if daily:
            chosen = puzzles.daily(guild_id)
        elif number is not None:
            chosen = puzzles.get(number)
        else:
            chosen = await puzzles.next_for(user_id)
        view = puzzles.view(chosen.id)
        notes = [t("puzzle-daily")] if daily else []
        text, menu = self._page(view, user_id, "", [*notes, heading(view, user_id)], interaction)
        none = discord.AllowedMentions.none()
        await interaction.response.send_message(
            text, view=menu, ephemeral=True, allowed_mentions=none
        )

    @app_commands.command(name="puzzles", description=described("cmd-puzzles"))
    @app_commands.describe(scope=described("cmd-stats-scope"))
    async def puzzles(
        self, interaction: discord.Interaction, scope: Literal["server", "global"] | None = None
    ) -> None:
        """The puzzle leaderboard here or everywhere, and the caller's own record."""
        server = interaction.guild_id is not None and scope != "global"
        guild_id = interaction.guild_id if server and interaction.guild_id else GLOBAL_SCOPE
        place = t("stats-here" if server else "stats-anywhere")
        best = await self.service.puzzles.leaderboard(guild_id)
        lines = (
            [t("puzzle-leaderboard", place=place)] if best else [t("puzzle-nobody", place=place)]
        )
        lines += [_entry(rank, player) for rank, player in enumerate(best, 1)]
        mine = await self.service.puzzles.record(interaction.user.id)
        lines.append(_record(mine) if mine else t("puzzle-no-record"))
        text = say_lines(lines, user_locale(interaction))
        none = discord.AllowedMentions.none()
        await interaction.response.send_message(fit(text), allowed_mentions=none)

    async def step(
        self, interaction: discord.Interaction, number: int, ply: int, prefix: str
    ) -> None:
        """Extend the solver's move by the chosen steps ``prefix``; check it once it is whole."""
        guild_id, _, user_id = where(interaction)
        puzzles = self.service.puzzles
        view = puzzles.view(number, ply)
        if move_choices(view.rules, view.state, prefix).steps:
            text, menu = self._page(view, user_id, prefix, [heading(view, user_id)], interaction)
            await interaction.response.edit_message(content=text, view=menu)
            return
        answer = await puzzles.answer(guild_id, user_id, number, ply, prefix)
        lines = _verdict(answer)
        if answer.finished:
            board, turn = answer.board, answer.board_turn
            text = self._text(board, turn, answer.view.solver, user_id, lines, interaction)
            await interaction.response.edit_message(content=text, view=None)
            return
        lines.append(heading(answer.view, user_id))
        text, menu = self._page(answer.view, user_id, "", lines, interaction)
        await interaction.response.edit_message(content=text, view=menu)

    def _page(
        self,
        view: PuzzleView,
        user_id: int,
        prefix: str,
        lines: list[Text],
        interaction: discord.Interaction,
    ) -> tuple[str, discord.ui.View]:
        """Return a puzzle's message at ``view`` and its menu of the steps after ``prefix``."""
        choices = move_choices(view.rules, view.state, prefix)
        asks = say(question(choices), user_locale(interaction))
        menu = discord.ui.View(timeout=None)
        menu.add_item(PuzzleMenu(view.puzzle.id, view.ply, prefix, choices.steps, asks))
        text = self._text(view.state, view.last_turn, view.solver, user_id, lines, interaction)
        return text, menu

    def _text(
        self,
        state: Any,
        last_turn: Any,
        solver: int,
        user_id: int,
        lines: list[Text],
        interaction: discord.Interaction,
    ) -> str:
        """Return ``lines`` and the board of ``state``, the solver (in seat ``solver``) named
        as ``user_id``, the other seat as the computer."""
        computer = self.client.user.id if self.client.user else 0
        names = (mention(user_id), mention(computer))
        seats = names if solver == 1 else names[::-1]
        locale = user_locale(interaction)
        board = render(state, "text", last_turn, seats, status=False, locale=locale)
        return fit(f"{say_lines(lines, locale)}\n{board}")


def _verdict(answer: PuzzleAnswer) -> list[Text]:
    """Return what the solver's move was: right (and the computer's answer), solved, or wrong."""
    if not answer.finished:
        return [t("puzzle-right", move=answer.move, reply=answer.reply or "")]
    player = answer.player
    assert player is not None
    rating, change = f"{player.rating:.0f}", f"{answer.change:+.0f}"
    if answer.solved:
        return [
            t("puzzle-solved", move=answer.move, rating=rating, change=change, streak=player.streak)
        ]
    solution = " ".join(answer.view.puzzle.solution[answer.view.ply :])
    return [t("puzzle-wrong", move=answer.move, solution=solution, rating=rating, change=change)]


def _entry(rank: int, player: PuzzlePlayer) -> Text:
    return t(
        "puzzle-entry",
        rank=rank,
        player=Person(player.user_id),
        rating=f"{player.rating:.0f}",
        solved=player.solved,
        best=player.best_streak,
    )


def _record(player: PuzzlePlayer) -> Text:
    return t(
        "puzzle-record",
        rating=f"{player.rating:.0f}",
        solved=player.solved,
        failed=player.failed,
        streak=player.streak,
        best=player.best_streak,
    )
