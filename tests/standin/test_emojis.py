"""Application emoji checked against the documented limits, over loopback."""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator

import pytest

from standin import StandIn
from standin.emojis import MAX_EMOJIS, MAX_IMAGE_BYTES
from tests.standin.wire import Wire, wired

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 64


def image(data: bytes = PNG, kind: str = "png") -> str:
    return f"data:image/{kind};base64,{base64.b64encode(data).decode()}"


@pytest.fixture
async def wire() -> AsyncIterator[Wire]:
    async with wired(StandIn(route_limit=1000)) as connected:
        yield connected


def emojis_path(wire: Wire) -> str:
    return f"/applications/{wire.standin.application_id}/emojis"


async def test_an_uploaded_emoji_is_listed_as_the_bot_users_and_can_be_renamed_and_deleted(
    wire: Wire,
) -> None:
    made = await wire.rest("POST", emojis_path(wire), {"name": "pe14_abcde", "image": image()})
    assert made.status == 201 and made.body["user"]["id"] == str(wire.standin.bot.id)
    listed = await wire.rest("GET", emojis_path(wire))
    assert [e["name"] for e in listed.body["items"]] == ["pe14_abcde"]
    path = f"{emojis_path(wire)}/{made.body['id']}"
    assert (await wire.rest("PATCH", path, {"name": "renamed"})).body["name"] == "renamed"
    assert (await wire.rest("DELETE", path)).status == 204
    gone = await wire.rest("DELETE", path)
    assert (gone.status, gone.code) == (404, 10014)
    assert wire.standin.app_emojis.items == {}


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"name": "x", "image": image()}, 50035),
        ({"name": "x" * 33, "image": image()}, 50035),
        ({"name": "has-dash", "image": image()}, 50035),
        ({"name": "ok_name", "image": "not a data uri"}, 50035),
        ({"name": "ok_name", "image": image(kind="svg+xml")}, 50035),
        ({"name": "ok_name", "image": image(b"\0" * (MAX_IMAGE_BYTES + 1))}, 0),
    ],
)
async def test_bad_names_images_and_sizes_are_refused(
    wire: Wire, body: dict[str, str], code: int
) -> None:
    answer = await wire.rest("POST", emojis_path(wire), body)
    assert (answer.status, answer.code) == (400, code)
    assert wire.standin.app_emojis.items == {}


async def test_an_app_owns_at_most_2000_emoji(wire: Wire) -> None:
    for n in range(MAX_EMOJIS):
        wire.standin.app_emojis.add(f"e{n}", PNG, wire.standin.owner)
    answer = await wire.rest("POST", emojis_path(wire), {"name": "one_more", "image": image()})
    assert (answer.status, answer.code) == (400, 30008)
    assert len(wire.standin.app_emojis.items) == MAX_EMOJIS


async def test_another_applications_emoji_are_out_of_reach(wire: Wire) -> None:
    answer = await wire.rest("GET", f"/applications/{wire.standin.application_id + 1}/emojis")
    assert (answer.status, answer.code) == (403, 50001)
