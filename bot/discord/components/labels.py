"""What the move controls say: each step's label (the whole move where one pick plays it), the
question a menu asks, and the pages a long list of steps is cut into."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.discord.say import say
from bot.service import MatchView, MoveChoices, settled_choices, turn_choices
from games.base import Game
from texts import Text, t

MENU_LIMIT = 25
"""Discord's limit on the options of one select menu."""


def step_label(rules: Game[Any, Any], step: str, locale: str) -> str:
    """How a step reads on a button or in a menu (``-a4`` -> ``a4``, ``xg7`` -> ``remove g7``)."""
    if rules.is_removal_step(step):
        return say(t("step-remove", point=step[1:]), locale)
    return step.lstrip("-")


def first_step_kinds(view: MatchView, prefix: str, steps: Sequence[str]) -> dict[str, str]:
    """For a menu of first steps where some place a piece and others pick one up to move it
    (Lasker Morris once both are allowed), the text key of each step's kind
    (``step-place-on``, ``step-move-from``); empty for any other menu."""
    if prefix:
        return {}
    kinds = {
        step: "step-move-from"
        if any(after.startswith("-") for after in turn_choices(view, step).steps)
        else "step-place-on"
        for step in steps
    }
    return kinds if len(set(kinds.values())) > 1 else {}


def whole_label(
    view: MatchView, prefix: str, step: str, locale: str, kind: str | None = None
) -> str:
    """The label of ``step`` in a menu: the whole move when picking it plays one at once (its
    other steps forced: ``b6 → b4``, ``d2 → b2 ×d5``), else the step alone; with ``kind`` (a
    text key of :func:`first_step_kinds`) a step that is not a whole slide says whether it
    places or moves (``place on b2``, ``move from b2``)."""
    rules, label = view.rules, step_label(view.rules, step, locale)
    played = settled_choices(view, prefix + step, finish=True)
    slides = played.complete and not played.steps and "-" in played.prefix[len(prefix + step) :]
    if kind is not None and not slides:
        label = say(t(kind, point=label), locale)
    if not played.complete or played.steps or played.prefix == prefix + step:
        return label
    chosen, forced = "", []
    for part in rules.move_steps(rules.parse_move(view.state, played.prefix)):
        if len(chosen) >= len(prefix + step):
            removal = rules.is_removal_step(part)
            forced.append(f" ×{part[1:]}" if removal else f" → {part.lstrip('-')}")
        chosen += part
    return label + "".join(forced)


def page_label(rules: Game[Any, Any], steps: Sequence[str], locale: str) -> str:
    """What a page holds: its rows (``Rows 1–3``), and its first and last step when it holds
    part of a row."""
    first, last = (step_label(rules, step, locale) for step in (steps[0], steps[-1]))
    rows = [first.lstrip("abcdefghijklmnopqrstuvwxyz"), last.lstrip("abcdefghijklmnopqrstuvwxyz")]
    if rows[0] == rows[-1]:
        return say(t("step-page-row", row=rows[0], first=first, last=last), locale)
    return say(t("step-page-rows", first=rows[0], last=rows[-1]), locale)


def question(choices: MoveChoices) -> Text:
    """What a menu of ``choices`` asks."""
    if not choices.prefix:
        return t("step-remove-which") if choices.removal else t("step-your-move")
    if choices.removal:
        return t("step-mill-remove-which", move=choices.prefix)
    return t("step-to-where", move=choices.prefix)


def groups(rules: Game[Any, Any], steps: Sequence[str]) -> dict[str, list[str]]:
    """``steps`` in board order, in the pages a player picks from: one page while they fit a
    menu (one click for the choice); beyond, by the game's step groups (Notakto's boards)
    where it has them, else whole rows of the board, up to 25 steps a page (a longer row
    split)."""
    steps = sorted(steps, key=rules.step_place)
    named = [rules.step_group(step) for step in steps]
    if len(steps) > MENU_LIMIT and all(named):
        by_group: dict[str, list[str]] = {}
        for step, group in zip(steps, named, strict=True):
            by_group.setdefault(str(group), []).append(step)
        return by_group
    if len(steps) <= MENU_LIMIT:
        return {"0": list(steps)}
    rows: dict[int, list[str]] = {}
    for step in steps:
        rows.setdefault(rules.step_place(step)[0], []).append(step)
    pages: list[list[str]] = []
    for row in rows.values():
        for start in range(0, len(row), MENU_LIMIT):
            part = row[start : start + MENU_LIMIT]
            fits = pages and len(row) <= MENU_LIMIT and len(pages[-1]) + len(part) <= MENU_LIMIT
            if fits:
                pages[-1] += part
            else:
                pages.append(part)
    return {str(i): page for i, page in enumerate(pages)}
