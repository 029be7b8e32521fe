"""The stand-in against an in-process discord.py client: login, gateway, messages, resume."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest
import yarl
from discord import app_commands

from standin import StandIn, StandInError, core
from tests.standin.wire import wired


@pytest.fixture
async def standin() -> AsyncIterator[StandIn]:
    server = StandIn()
    await server.start()
    yield server
    await server.close()


class EchoClient(discord.Client):
    """A minimal bot: echoes ``!echo`` messages and has one slash command with a button."""

    def __init__(self, guild_id: int, message_content: bool = True) -> None:
        intents = discord.Intents.default()
        intents.message_content = message_content
        super().__init__(intents=intents, guild_ready_timeout=0.05)
        self.tree = app_commands.CommandTree(self)
        self.guild_id = guild_id
        self.seen: list[str] = []

        @self.tree.command(name="ping", description="Answer pong")
        @app_commands.describe(word="a word to echo")
        async def ping(interaction: discord.Interaction, word: str) -> None:
            view = discord.ui.View()
            view.add_item(discord.ui.Button(label="Go", custom_id="go:1"))
            await interaction.response.send_message(f"pong {word}", view=view)

        @self.tree.command(name="slow", description="Defer, then answer")
        async def slow(interaction: discord.Interaction) -> None:
            await interaction.response.defer(thinking=True)
            await interaction.followup.send("done")

    async def setup_hook(self) -> None:
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)

    async def on_ready(self) -> None:
        await self.change_presence(activity=discord.Game("/help"))

    async def on_message(self, message: discord.Message) -> None:
        self.seen.append(message.content)
        if message.author.bot:
            return
        if message.content.startswith("!echo "):
            await message.reply(message.content[6:])


@contextlib.asynccontextmanager
async def connected(standin: StandIn, *, message_content: bool = True) -> AsyncIterator[EchoClient]:
    """An echo client logged in to ``standin`` (discord.py pointed at it meanwhile)."""
    old_base, old_gateway = (
        discord.http.Route.BASE,
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY,
    )
    discord.http.Route.BASE = standin.api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(standin.gateway_url)
    bot = EchoClient(standin.guild.id, message_content)
    task = asyncio.create_task(bot.start(standin.token))
    try:
        await standin.wait_ready()
        yield bot
    finally:
        await bot.close()
        task.cancel()
        discord.http.Route.BASE = old_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway


@pytest.fixture
async def client(standin: StandIn) -> AsyncIterator[EchoClient]:
    async with connected(standin) as bot:
        yield bot


async def test_login_sync_and_ready(standin: StandIn, client: EchoClient) -> None:
    assert standin.identifies == 1
    assert standin.command("ping")["options"][0]["name"] == "word"
    guild = client.get_guild(standin.guild.id)
    assert guild is not None and guild.member_count == len(standin.guild.members)
    assert not standin.unknown_routes and not standin.rejections


async def test_message_round_trip(standin: StandIn, client: EchoClient) -> None:
    alice = standin.add_user("alice")
    message_id = await standin.say(alice, "!echo hello")
    reply = await standin.reply(message_id)
    assert reply.content == "hello"
    assert not standin.rejections


async def test_slash_command_and_button(standin: StandIn, client: EchoClient) -> None:
    alice = standin.add_user("alice")
    interaction = await standin.slash(alice, "ping", {"word": "hi"})
    post = await standin.response(interaction)
    assert post.content == "pong hi"
    assert post.button("Go")["custom_id"] == "go:1"
    with pytest.raises(StandInError):
        await standin.slash(alice, "ping", {"nope": 1})


async def test_defer_then_followup_replaces_the_thinking_message(
    standin: StandIn, client: EchoClient
) -> None:
    alice = standin.add_user("alice")
    interaction = await standin.slash(alice, "slow")
    post = await standin.response(interaction)
    assert post.content == "done"
    assert not standin.rejections


async def test_dropped_gateway_is_resumed_without_losing_events(
    standin: StandIn, client: EchoClient
) -> None:
    alice = standin.add_user("alice")
    await standin.drop_gateway()
    message_id = await standin.say(alice, "!echo after the drop")
    reply = await standin.reply(message_id, timeout=15)
    assert reply.content == "after the drop"
    assert standin.resumes == 1 and standin.identifies == 1


async def test_a_wait_wakes_when_the_bot_identifies(monkeypatch: pytest.MonkeyPatch) -> None:
    """The identify wakes whoever waits for it, as every change the stand-in sees does, not the
    condition's next look (every :data:`standin.core.POLL_S`: in every test that connects)."""
    monkeypatch.setattr(core, "POLL_S", 3600.0)  # no look but the first
    async with wired(StandIn()) as wire:  # identifies, then waits 2 s at most for the session
        assert wire.standin.session is not None and wire.standin.identifies == 1


async def test_a_wait_wakes_when_the_bot_resumes(
    standin: StandIn, client: EchoClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(core, "POLL_S", 3600.0)
    await standin.drop_gateway()
    await standin.wait_until(lambda: standin.resumes == 1, timeout=15)
    assert standin.connected and standin.identifies == 1


async def test_message_content_is_blank_without_the_intent(standin: StandIn) -> None:
    async with connected(standin, message_content=False) as bot:
        alice = standin.add_user("alice")
        await standin.say(alice, "!echo secret")
        await standin.wait_until(lambda: "" in bot.seen)
        assert "!echo secret" not in bot.seen


async def test_over_long_message_is_rejected_like_discord(
    standin: StandIn, client: EchoClient
) -> None:
    channel = client.get_channel(standin.channel.id)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.HTTPException):
        await channel.send("x" * 2001)
    assert standin.rejections


async def test_select_menus_follow_discords_rules(standin: StandIn, client: EchoClient) -> None:
    channel = client.get_channel(standin.channel.id)
    assert isinstance(channel, discord.TextChannel)
    view = discord.ui.View()
    options = [discord.SelectOption(label=f"o{n}") for n in range(25)]
    view.add_item(discord.ui.Select(custom_id="pick", options=options))
    sent = await channel.send("choose", view=view)
    alice = standin.add_user("alice")
    interaction = await standin.choose(alice, sent.id, "pick", ["o3"])
    assert interaction.payload["data"] == {
        "custom_id": "pick",
        "component_type": 3,
        "values": ["o3"],
    }
    with pytest.raises(StandInError, match="cannot choose"):
        await standin.choose(alice, sent.id, "pick", ["o99"])
    for rows, why in [
        ([_menu(26)], "a select menu with 26 options (1-25)"),
        ([_menu(2, same=True)], "repeated option values"),
        ([{"type": 1, "components": [_menu(2)["components"][0]] * 2}], "shares its action row"),
    ]:
        async with aiohttp.ClientSession() as session:
            response = await session.post(
                f"{standin.api_base}/channels/{channel.id}/messages",
                json={"content": "x", "components": rows},
                headers={"Authorization": f"Bot {standin.token}"},
            )
            assert response.status == 400
        assert why in standin.rejections[-1]
    standin.rejections.clear()


def _menu(count: int, same: bool = False) -> dict[str, Any]:
    options = [{"label": f"o{n}", "value": "o" if same else f"o{n}"} for n in range(count)]
    return {"type": 1, "components": [{"type": 3, "custom_id": "m", "options": options}]}


@pytest.mark.slow  # a second or more: make test runs it, the edit loop need not
async def test_a_repeated_nonce_returns_the_message_already_made(
    standin: StandIn, client: EchoClient
) -> None:
    channel = client.get_channel(standin.channel.id)
    assert isinstance(channel, discord.TextChannel)
    standin.fail_next("POST", rf"/channels/{channel.id}/messages", 500, after=True)
    sent = await channel.send("once", nonce=12345)
    made = [p for p in standin.channel_posts() if p.content == "once"]
    assert len(made) == 1 and made[0].id == sent.id
    assert standin.injected == [f"POST /channels/{channel.id}/messages -> 500"]


async def test_a_thread_from_a_message_then_archived(standin: StandIn, client: EchoClient) -> None:
    channel = client.get_channel(standin.channel.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("start here")
    thread = await sent.create_thread(name="Morris: a vs b")
    assert thread.id == sent.id and thread.parent_id == channel.id
    await thread.send("in the thread")
    assert [p.content for p in standin.channel_posts(standin.guild.channels[thread.id])] == [
        "in the thread"
    ]
    await thread.edit(archived=True)
    assert standin.guild.channels[thread.id].archived
    with pytest.raises(discord.HTTPException):
        await sent.create_thread(name="again")


async def test_without_the_intent_replies_to_the_bot_and_mentions_keep_their_text(
    standin: StandIn,
) -> None:
    async with connected(standin, message_content=False) as bot:
        alice = standin.add_user("alice")
        mine = await bot.get_partial_messageable(standin.channel.id).send("the board")
        await standin.say(alice, "a reply", reply_to=mine.id)
        await standin.say(alice, f"{standin.bot.mention} d6")
        other = await standin.say(alice, "not for the bot")
        await standin.say(alice, "a reply to alice", reply_to=other)
        await standin.wait_until(lambda: bot.seen.count("") >= 2)
        assert "a reply" in bot.seen and f"{standin.bot.mention} d6" in bot.seen
        assert "not for the bot" not in bot.seen and "a reply to alice" not in bot.seen


async def test_dm_channels_are_made_on_demand_and_group_dms_refuse_posts(
    standin: StandIn, client: EchoClient
) -> None:
    alice, bob = standin.add_user("alice"), standin.add_user("bob")
    user = await client.fetch_user(alice.id)
    sent = await user.send("your move")
    dm = standin.dm_with(alice)
    assert sent.channel.id == dm.id and dm.kind == 1 and dm.recipients == [alice]
    assert [p.content for p in standin.channel_posts(dm)] == ["your move"]
    group = standin.add_group_dm("pals", alice, bob)
    with pytest.raises(discord.Forbidden):
        await client.get_partial_messageable(group.id).send("hello")
    assert standin.rejections and "group DM" in standin.rejections[-1]
    standin.rejections.clear()


async def test_an_interaction_in_a_group_dm_has_a_user_and_no_guild(
    standin: StandIn, client: EchoClient
) -> None:
    alice, bob = standin.add_user("alice"), standin.add_user("bob")
    group = standin.add_group_dm("pals", alice, bob)
    with pytest.raises(StandInError, match="no synced command"):  # guild commands stay there
        await standin.slash(alice, "ping", {"word": "x"}, group)
    payload = standin._interaction(2, alice, group, {})  # what a global command would get
    assert "guild_id" not in payload and "member" not in payload
    assert payload["user"]["id"] == str(alice.id) and payload["context"] == 2
    assert payload["authorizing_integration_owners"] == {"1": str(alice.id)}
    assert payload["channel"]["type"] == 3 and len(payload["channel"]["recipients"]) == 2
