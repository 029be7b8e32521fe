"""The games' own options as slash command options, built from the options each game declares
(:attr:`~games.base.Game.option_specs`): for a game's challenge command, and the union of every
game's for /seek (whose ``game`` choice says which apply; the game refuses any other)."""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Iterable
from typing import Any

from discord import app_commands

from bot.discord.localize import described
from games.base import OptionSpec
from texts import t


def option_annotation(spec: OptionSpec) -> Any:
    """The type of ``spec``'s command option: on or off, or a number in its range."""
    if spec.kind is bool:
        return bool | None
    return app_commands.Range[int, spec.minimum, spec.maximum] | None


def describe_option(spec: OptionSpec) -> app_commands.locale_str:
    """What ``spec``'s command option does, with its default."""
    if spec.kind is bool:
        return described(
            "cmd-option", help=t(spec.help), default=t(f"option-{'on' if spec.default else 'off'}")
        )
    return described("cmd-option", help=t(spec.help), default=str(spec.default))


def param(name: str, annotation: Any) -> inspect.Parameter:
    """An optional parameter ``name`` of a command's callback."""
    return inspect.Parameter(
        name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None, annotation=annotation
    )


def option_params(specs: Iterable[OptionSpec]) -> list[inspect.Parameter]:
    """The callback parameters of ``specs``."""
    return [param(spec.name, option_annotation(spec)) for spec in specs]


def option_descriptions(specs: Iterable[OptionSpec]) -> dict[str, app_commands.locale_str]:
    """The descriptions of ``specs``, by option name."""
    return {spec.name: describe_option(spec) for spec in specs}


def every_option(specs: Iterable[OptionSpec]) -> list[OptionSpec]:
    """One option per name among ``specs`` (the games' options, all of one kind per name),
    its range wide enough for every game that has it (each game checks its own range), in the
    order first met."""
    merged: dict[str, OptionSpec] = {}
    for spec in specs:
        known = merged.get(spec.name)
        if known is None:
            merged[spec.name] = spec
            continue
        if known.kind is not spec.kind:
            raise TypeError(f"option {spec.name} is of two kinds")
        if spec.kind is int:
            assert known.minimum is not None and known.maximum is not None
            assert spec.minimum is not None and spec.maximum is not None
            wider = (min(known.minimum, spec.minimum), max(known.maximum, spec.maximum))
            merged[spec.name] = dataclasses.replace(known, minimum=wider[0], maximum=wider[1])
    return list(merged.values())
