"""End-to-end: each mill variant is a ``variant`` choice of ``/morris`` (no command of its own),
named by its challenge and board, and played to its end by clicks on the live board; one of
them against the computer."""

from __future__ import annotations

import pytest

from games.registry import GAMES
from standin import StandIn, User
from standin.harness import BotProcess
from standin.steps import click_move, live_board, start_game
from tests.e2e.conftest import WHOLE_GAMES_ROUTE_LIMIT

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]


@pytest.fixture(scope="module")
def route_limit() -> int:
    """Larger rate-limit buckets: this module plays whole games (see WHOLE_GAMES_ROUTE_LIMIT)."""
    return WHOLE_GAMES_ROUTE_LIMIT


VARIANTS = [name for name, cls in GAMES.items() if cls.family == "morris"]
MOST_PLIES = 400


async def pick(standin: StandIn, user: User) -> str:
    """A legal move of ``user`` from ``/move``'s suggestions, one that removes a piece when
    there is one (so random games end sooner)."""
    suggested = [
        str(c["value"]) for c in await standin.autocomplete(user, "move", "move", {"move": ""})
    ]
    assert suggested, f"{user.name} has no suggestions"
    return next((move for move in suggested if "x" in move), suggested[-1])


async def test_the_variants_are_choices_of_morris_not_commands(
    standin: StandIn, bot: BotProcess
) -> None:
    names = {c["name"] for c in standin.commands[standin.guild.id]}
    assert not names & set(VARIANTS)
    morris = next(c for c in standin.commands[standin.guild.id] if c["name"] == "morris")
    variant = next(o for o in morris["options"] if o["name"] == "variant")
    assert [c["value"] for c in variant["choices"]] == ["morris", *VARIANTS]


@pytest.mark.parametrize("variant", VARIANTS)
async def test_a_variant_is_played_to_its_end_by_clicks(
    standin: StandIn, bot: BotProcess, variant: str
) -> None:
    first, second = standin.add_user(f"{variant}-1"), standin.add_user(f"{variant}-2")
    title = GAMES[variant].title
    game = await start_game(standin, first, second, "morris", {"variant": variant})
    offer = [p for p in standin.posts if f"{first.mention} challenges you" in p.content]
    assert title in offer[-1].content
    assert title in live_board(standin, game).content.split("\n", 1)[0]
    users = [first, second]
    for ply in range(MOST_PLIES):
        move = await pick(standin, users[ply % 2])
        board = await click_move(standin, users[ply % 2], game, move)
        assert f"played **{move}**" in board.content and board.is_v2
        if "Game over" in board.content:
            break
    else:
        pytest.fail(f"{variant} did not end in {MOST_PLIES} plies")
    assert live_board(standin, game).button("Rematch")


async def test_a_variant_against_the_computer(standin: StandIn, bot: BotProcess) -> None:
    alice = standin.add_user("lasker-alice")
    asked = await standin.slash(
        alice, "morris", {"variant": "lasker", "level": "easy", "first": "me"}
    )
    start = await standin.response(asked)
    assert "Lasker" in start.content and "begins" in start.content
    game = int(start.content.split("#", 1)[1].split(":", 1)[0])
    for _ in range(MOST_PLIES):
        await standin.wait_until(
            lambda: (
                "Game over" in live_board(standin, game).content
                or any(
                    str(c.get("custom_id", "")).startswith(("mb:step:", "mb:cell:"))
                    for c in live_board(standin, game).components()
                )
            ),
            timeout=30,
        )
        if "Game over" in live_board(standin, game).content:
            break
        await click_move(standin, alice, game, await pick(standin, alice))
    else:
        pytest.fail(f"Lasker against the computer did not end in {MOST_PLIES} turns")
    assert "Computer (easy)" in live_board(standin, game).content
