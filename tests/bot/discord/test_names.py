"""The display names of another server's players, as a board of a game across servers names
them: fetched from the stand-in's REST once in a while, fetched again once older than their
time to live (a player who renamed shows by the new name), and no more kept than the limit."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator

import discord
import pytest

from bot.discord.app import point_at
from bot.discord.board.names import NAME_TTL_S, PlayerNames
from bot.service import ManualClock, MatchView
from games.registry import get_game
from standin import StandIn
from standin.model import User
from tests.bot.discord.test_board_limits import view_of


@pytest.fixture
async def client(standin: StandIn) -> AsyncIterator[discord.Client]:
    """A discord.py client logged in on the stand-in, with no gateway (so no user cache: every
    name not kept is fetched by REST)."""
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    point_at(standin.api_base, standin.gateway_url)
    bot = discord.Client(intents=discord.Intents.none())
    try:
        await bot.login(standin.token)
        yield bot
    finally:
        await bot.close()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base, gateway


def game_between(here: User, there: User) -> MatchView:
    view = view_of(get_game("three").initial(), computer=False, offers=False, turn=0)
    return dataclasses.replace(view, players=(here.id, there.id))


def fetches(standin: StandIn, user: User) -> int:
    return standin.requests.count(("GET", f"/users/{user.id}"))


async def test_a_renamed_player_is_shown_by_the_new_name_once_the_old_one_expired(
    standin: StandIn, client: discord.Client
) -> None:
    here, there = standin.add_user("nm-ann"), standin.add_user("nm-bob")
    clock = ManualClock()
    names = PlayerNames(client, clock.now)
    game = game_between(here, there)
    assert await names.of(game, [here.id]) == {there.id: "Nm-Bob"}
    there.name = "nm-robert"
    clock.advance(NAME_TTL_S - 1)
    assert await names.of(game, [here.id]) == {there.id: "Nm-Bob"}  # kept: no fetch
    assert fetches(standin, there) == 1
    clock.advance(1)
    assert await names.of(game, [here.id]) == {there.id: "Nm-Robert"}
    assert fetches(standin, there) == 2


async def test_names_past_the_limit_go_least_recently_used_first(
    standin: StandIn, client: discord.Client
) -> None:
    here = standin.add_user("nm-host")
    ann, bob, cid = (standin.add_user(f"nm-{name}") for name in ("ann", "bob", "cid"))
    names = PlayerNames(client, ManualClock().now, size=2)
    for user in (ann, bob, ann, cid):  # bob is the least recently used when cid comes
        await names.of(game_between(here, user), [here.id])
    assert [fetches(standin, user) for user in (ann, bob, cid)] == [1, 1, 1]
    await names.of(game_between(here, ann), [here.id])
    await names.of(game_between(here, bob), [here.id])
    assert [fetches(standin, user) for user in (ann, bob)] == [1, 2]


async def test_a_name_that_cannot_be_fetched_again_stays_as_it_was(
    standin: StandIn, client: discord.Client
) -> None:
    here, there = standin.add_user("nm-cat"), standin.add_user("nm-dan")
    clock = ManualClock()
    names = PlayerNames(client, clock.now)
    game = game_between(here, there)
    assert await names.of(game, [here.id]) == {there.id: "Nm-Dan"}
    del standin.guild.members[there.id]  # unknown to Discord now: 404
    clock.advance(NAME_TTL_S)
    assert await names.of(game, [here.id]) == {there.id: "Nm-Dan"}
    assert await names.of(game_between(there, here), [there.id]) == {here.id: "Nm-Cat"}
    assert await PlayerNames(client).of(game, [here.id]) == {there.id: "?"}


async def test_a_name_that_cannot_be_fetched_again_is_asked_for_once_a_while_not_each_time(
    standin: StandIn, client: discord.Client
) -> None:
    """Each showing of a board (every move) would otherwise ask Discord again."""
    here, there = standin.add_user("nm-eve"), standin.add_user("nm-fay")
    clock = ManualClock()
    names = PlayerNames(client, clock.now)
    game = game_between(here, there)
    await names.of(game, [here.id])
    del standin.guild.members[there.id]
    clock.advance(NAME_TTL_S)
    for _ in range(3):
        assert await names.of(game, [here.id]) == {there.id: "Nm-Fay"}
    assert fetches(standin, there) == 2  # its first fetch, and one once it expired
    clock.advance(NAME_TTL_S)
    assert await names.of(game, [here.id]) == {there.id: "Nm-Fay"}
    assert fetches(standin, there) == 3


async def test_a_name_listed_in_the_lobby_and_shown_on_boards_is_fetched_once(
    standin: StandIn, client: discord.Client
) -> None:
    """/lobby names the seekers of other servers from the same names the boards keep:
    Discord's limit on fetching users is not spent twice on one player."""
    here, there = standin.add_user("nm-gil"), standin.add_user("**nm-hal**")
    names = PlayerNames(client, ManualClock().now)
    assert await names.name(there.id) == "\\*\\*Nm-Hal\\*\\*"
    assert await names.of(game_between(here, there), [here.id]) == {there.id: "\\*\\*Nm-Hal\\*\\*"}
    assert await names.name(there.id) == "\\*\\*Nm-Hal\\*\\*"
    assert fetches(standin, there) == 1
