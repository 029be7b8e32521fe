"""Command uploads checked against the documented limits (50035, 30032), over loopback."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from standin import StandIn
from tests.standin.wire import Wire, wired


@pytest.fixture
async def wire() -> AsyncIterator[Wire]:
    async with wired(StandIn(route_limit=1000)) as connected:
        yield connected


def slash(name: str = "morris", **fields: Any) -> dict[str, Any]:
    return {"type": 1, "name": name, "description": "Play Nine Men's Morris"} | fields


def option(name: str = "opponent", **fields: Any) -> dict[str, Any]:
    return {"type": 3, "name": name, "description": "Who you play"} | fields


def choices(count: int, name_length: int = 5) -> list[dict[str, str]]:
    return [{"name": f"{n:0{name_length}d}", "value": f"v{n}"} for n in range(count)]


async def upload(wire: Wire, commands: list[dict[str, Any]]) -> tuple[int, int | None]:
    answer = await wire.rest(
        "PUT", f"/applications/{wire.standin.application_id}/commands", commands
    )
    return answer.status, answer.code


async def test_valid_commands_with_localizations_are_stored(wire: Wire) -> None:
    commands = [
        slash(
            "mühle",
            name_localizations={"de": "mühle", "hi": "खेल"},
            description_localizations={"fr": "Jouer au moulin"},
            options=[option(choices=choices(25, 100)), option("level", required=False)],
        ),
        slash("ไทย"),
        {"type": 2, "name": "Challenge to a game"},
    ]
    assert await upload(wire, commands) == (200, None)
    assert wire.standin.command("mühle")["name_localizations"]["hi"] == "खेल"


@pytest.mark.parametrize(
    "command",
    [
        slash("Morris"),
        slash("two words"),
        slash("x" * 33),
        slash(""),
        slash(description="x" * 101),
        slash(description=""),
        slash(name_localizations={"xx-YY": "morris"}),
        slash(name_localizations={"de": "Mühle"}),
        slash(description_localizations={"de": "x" * 101}),
        slash(options=[option(f"o{n}") for n in range(26)]),
        slash(options=[option(choices=choices(26))]),
        slash(options=[option(choices=choices(1, 101))]),
        slash(options=[option(choices=[{"name": "a", "value": "v" * 101}])]),
        slash(options=[option(choices=choices(2), autocomplete=True)]),
        slash(options=[option("a"), option("b", required=True)]),
        slash(options=[option("same"), option("same")]),
        slash(options=[option("a", name_localizations={"de": "b"}), option("b")]),
        slash(options=[option(max_length=6001)]),
        slash(
            description="d" * 100,
            options=[
                option(f"o{n}", description="d" * 100, choices=choices(25, 100)) for n in range(3)
            ],
        ),
        {"type": 2, "name": "x" * 33},
        {"type": 2, "name": "menu", "description": "menus have none"},
    ],
)
async def test_invalid_commands_are_refused_with_50035(wire: Wire, command: dict[str, Any]) -> None:
    assert await upload(wire, [command]) == (400, 50035)
    wire.standin.rejections.clear()


async def test_too_many_commands_of_a_type_is_30032(wire: Wire) -> None:
    menus = [{"type": 2, "name": f"menu {n}"} for n in range(16)]
    assert await upload(wire, menus) == (400, 30032)
    assert await upload(wire, menus[:15]) == (200, None)
    wire.standin.rejections.clear()
