"""The stand-in's interaction rules over loopback: ``app_permissions``, ``context`` and
``authorizing_integration_owners`` per context and install, 15-minute tokens, follow-ups that
edit only their own token's messages, at most 5 follow-ups of a user-installed app."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from standin import StandIn, StandInError
from standin.model import (
    ATTACH_FILES,
    EMBED_LINKS,
    MENTION_EVERYONE,
    SEND_MESSAGES,
    USE_EXTERNAL_EMOJIS,
    VIEW_CHANNEL,
    User,
    snowflake,
)
from tests.standin.wire import Wire, sync, wired

CAPTURED_DM_PERMISSIONS = 562949953601536


@pytest.fixture
async def wire() -> AsyncIterator[Wire]:
    standin = StandIn(route_limit=1000)  # these tests are not about rate limits
    standin.add_guild("no bot here", with_bot=False)
    async with wired(standin) as connected:
        await sync(connected, "play")
        yield connected


def stranger(name: str) -> User:
    return User(snowflake(), name)


async def test_app_permissions_context_and_owners_follow_the_place_and_install(wire: Wire) -> None:
    standin = wire.standin
    alice, bob = standin.add_user("alice"), stranger("bob")
    in_guild = (await standin.slash(alice, "play")).payload
    assert in_guild["context"] == 0
    assert int(in_guild["app_permissions"]) == standin.guild.permissions(
        standin.bot, standin.channel
    )
    assert in_guild["authorizing_integration_owners"] == {"0": str(standin.guild.id)}

    group = (await standin.slash(alice, "play", {}, standin.add_group_dm("g", alice, bob))).payload
    assert group["context"] == 2 and int(group["app_permissions"]) == CAPTURED_DM_PERMISSIONS
    assert group["authorizing_integration_owners"] == {"1": str(alice.id)}

    dm = (await standin.slash(bob, "play", {}, standin.dm_with(bob))).payload
    assert dm["context"] == 1
    assert int(dm["app_permissions"]) == CAPTURED_DM_PERMISSIONS | USE_EXTERNAL_EMOJIS
    assert dm["authorizing_integration_owners"] == {"1": str(bob.id), "0": "0"}

    for payload in (group, dm):
        permissions = int(payload["app_permissions"])
        assert permissions & (ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE)
        assert not permissions & (VIEW_CHANNEL | SEND_MESSAGES)

    elsewhere = next(g for g in standin.guilds.values() if not g.has_bot)
    carol = standin.add_user("carol", guild=elsewhere)
    channel = standin.add_channel("chat", guild=elsewhere)
    standin.install_app(carol)
    user_app = (await standin.slash(carol, "play", {}, channel)).payload
    assert user_app["context"] == 0 and user_app["guild_id"] == str(elsewhere.id)
    assert user_app["authorizing_integration_owners"] == {"1": str(carol.id)}
    assert int(user_app["app_permissions"]) == ATTACH_FILES | EMBED_LINKS


async def test_where_the_app_is_only_user_installed_only_its_installers_see_its_commands(
    wire: Wire,
) -> None:
    standin = wire.standin
    alice, bob = stranger("alice"), stranger("bob")
    group = standin.add_group_dm("g", alice, bob)  # alice brought the app
    asked = await standin.slash(alice, "play", {}, group)
    with pytest.raises(StandInError, match="has not installed the app"):
        await standin.slash(bob, "play", {}, group)
    elsewhere = next(g for g in standin.guilds.values() if not g.has_bot)
    carol = standin.add_user("carol2", guild=elsewhere)
    with pytest.raises(StandInError, match="has not installed the app"):
        await standin.slash(carol, "play", {}, standin.add_channel("c2", guild=elsewhere))
    standin.install_app(bob)
    assert (await standin.slash(bob, "play", {}, group)).payload["context"] == 2
    assert asked.payload["context"] == 2


async def test_a_click_keeps_the_owners_of_the_interaction_that_made_the_message(
    wire: Wire,
) -> None:
    standin = wire.standin
    alice, bob = stranger("alice"), stranger("bob")
    group = standin.add_group_dm("g", alice, bob)
    asked = await standin.slash(alice, "play", {}, group)
    button = {"type": 2, "style": 1, "label": "Go", "custom_id": "go"}
    answer = await wire.answer(
        asked, 4, {"content": "ready", "components": [{"type": 1, "components": [button]}]}
    )
    assert answer.status == 200
    click = await standin.click(bob, int(answer.body["resource"]["message"]["id"]), "Go")
    assert click.payload["authorizing_integration_owners"] == {"1": str(alice.id)}
    assert click.payload["user"]["id"] == str(bob.id)


async def test_an_interaction_token_expires_after_15_minutes(wire: Wire) -> None:
    standin = wire.standin
    asked = await standin.slash(standin.add_user("alice"), "play")
    assert (await wire.answer(asked, 5, {})).status == 200
    await standin.advance(14 * 60)
    assert (
        await wire.webhook("PATCH", asked.token, "/messages/@original", {"content": "a"})
    ).status == 200
    await standin.advance(61)
    for method, tail, body in [
        ("PATCH", "/messages/@original", {"content": "late"}),
        ("POST", "", {"content": "late"}),
        ("GET", "/messages/@original", None),
    ]:
        late = await wire.webhook(method, asked.token, tail, body)
        assert (late.status, late.code, late.body["message"]) == (
            401,
            50027,
            "Invalid Webhook Token",
        )
    standin.rejections.clear()


async def test_a_token_edits_only_the_messages_it_made(wire: Wire) -> None:
    standin = wire.standin
    alice = standin.add_user("alice")
    first, second = await standin.slash(alice, "play"), await standin.slash(alice, "play")
    made = await wire.answer(first, 4, {"content": "first"})
    await wire.answer(second, 4, {"content": "second"})
    followup = await wire.webhook("POST", second.token, "", {"content": "more"})
    own = await wire.webhook(
        "PATCH", second.token, f"/messages/{followup.body['id']}", {"content": "ok"}
    )
    assert own.status == 200 and own.body["content"] == "ok"
    other_id = made.body["resource"]["message"]["id"]
    other = await wire.webhook("PATCH", second.token, f"/messages/{other_id}", {"content": "no"})
    assert (other.status, other.code) == (404, 10008)
    assert standin.messages[int(other_id)]["content"] == "first"
    standin.rejections.clear()


async def test_a_user_installed_app_gets_at_most_5_followups_per_interaction(wire: Wire) -> None:
    standin = wire.standin
    alice, bob = stranger("alice"), stranger("bob")
    user_app = await standin.slash(alice, "play", {}, standin.add_group_dm("g", alice, bob))
    in_guild = await standin.slash(standin.add_user("carol"), "play")
    for asked in (user_app, in_guild):
        await wire.answer(asked, 4, {"content": "answer"})
        for n in range(5):
            sent = await wire.webhook("POST", asked.token, "", {"content": f"followup {n}"})
            assert sent.status == 200, sent.body
    sixth = await wire.webhook("POST", user_app.token, "", {"content": "one more"})
    assert (
        sixth.status == 400
        and sixth.body["message"] == "Maximum number of followup messages reached"
    )
    assert (await wire.webhook("POST", in_guild.token, "", {"content": "one more"})).status == 200
    standin.rejections.clear()


async def test_a_deferral_carries_only_ephemeral_and_fixes_its_first_followups_visibility(
    wire: Wire,
) -> None:
    standin = wire.standin
    alice = standin.add_user("alice")
    refused = await wire.answer(await standin.slash(alice, "play"), 5, {"flags": 1 << 2})
    assert (refused.status, refused.code) == (400, 50035)
    public = await standin.slash(alice, "play")
    assert (await wire.answer(public, 5, {})).status == 200
    first = await wire.webhook("POST", public.token, "", {"content": "one", "flags": 64})
    second = await wire.webhook("POST", public.token, "", {"content": "two", "flags": 64})
    assert not first.body["flags"] & 64  # the deferral was public: so is its completion
    assert second.body["flags"] & 64
    private = await standin.slash(alice, "play")
    assert (await wire.answer(private, 5, {"flags": 64})).status == 200
    shown = await wire.webhook("POST", private.token, "", {"content": "three"})
    assert shown.body["flags"] & 64
    standin.rejections.clear()
