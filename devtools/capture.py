"""Capture what the bot posts, for looking at it: ``python -m devtools.capture SCENARIO --out DIR``.

Runs an end-to-end scenario of ``tests/e2e`` (the real bot against the local Discord stand-in),
then picks from the stand-in's record of every post and edit the messages as they read at a few
moments, and writes them to ``DIR/SCENARIO.json`` for ``devtools.message_preview``:

- ``swiss``: the Swiss of six of ``tests/e2e/test_tournaments.py`` (its card open, at round 1,
  mid round 2, final; a tournament game's board; the winners' announcement), then a short Swiss
  in a server speaking German (its card open, mid round 1, final).
- ``across``: the global seek of ``tests/e2e/test_across.py`` played across two servers, the
  second speaking French (the seek, the lobby listing it in the other server, both live boards
  mid-game with a draw offer, and at the end).

The file holds ``{"users": {id: name}, "channels": {id: name}, "roles": {id: name},
"messages": [{"label": ..., "message": payload}]}``: each payload as Discord would send it
(content, embeds, components, flags). Minutes of CPU: kept out of the test suite.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from standin import Post, StandIn
from standin.harness import BotProcess, run_bot
from standin.steps import is_board, slash_reply
from tests.e2e import test_across, test_tournaments
from tests.e2e.test_lobby import SECOND

Moment = tuple[str, dict[str, Any]]
"""A label and a message payload as it read then."""
BOARD = test_tournaments.BOARD


def versions(standin: StandIn, message_id: int) -> list[dict[str, Any]]:
    """Every state message ``message_id`` was in, oldest first (as posted, then each edit)."""
    return [
        post.message
        for post in standin.posts
        if post.message is not None
        and post.kind in ("message", "response", "followup", "edit")
        and int(post.message["id"]) == message_id
    ]


def _read(message: dict[str, Any]) -> str:
    return Post("message", int(message["channel_id"]), message).content


def last(states: list[dict[str, Any]], wanted: Callable[[str], bool]) -> dict[str, Any]:
    """The newest of ``states`` whose text is ``wanted``."""
    return [state for state in states if wanted(_read(state))][-1]


def first(states: list[dict[str, Any]], wanted: Callable[[str], bool]) -> dict[str, Any]:
    """The oldest of ``states`` whose text is ``wanted``."""
    return next(state for state in states if wanted(_read(state)))


def before(states: list[dict[str, Any]], wanted: Callable[[str], bool]) -> dict[str, Any]:
    """The last of ``states`` before the first whose text is ``wanted``."""
    return states[states.index(first(states, wanted)) - 1]


def _find(standin: StandIn, wanted: Callable[[Post], bool]) -> Post:
    return next(p for p in standin.posts if p.message is not None and wanted(p))


async def german_swiss(standin: StandIn) -> list[Moment]:
    """A Swiss of four in two rounds in a server whose language is German: the card open, mid
    round 1 (one result in) and final."""
    owner = standin.owner
    channel = standin.add_channel("turnier")
    await slash_reply(standin, owner, "settings", {"language": "de"}, channel)
    players = [standin.add_user(f"spieler-{n}") for n in "abcd"]
    users = {p.id: p for p in players}
    options = {"format": "swiss", "rounds": 2, "players": 4}
    card = await slash_reply(standin, owner, "tournament create", options, channel)
    for player in players:
        await standin.response(await standin.click(player, card, "Beitreten"))

    def boards() -> list[tuple[str, str]]:
        return BOARD.findall(_read(standin.messages[card.id]))

    await slash_reply(standin, owner, "tournament start", channel=channel)
    for _ in range(2):
        await standin.wait_until(lambda: len(boards()) == 2, timeout=20)
        for white, _black in boards():
            asked = await slash_reply(standin, users[int(white)], "resign", channel=channel)
            label = asked.buttons()[0]["label"]  # Resign, in the match's language
            await standin.response(await standin.click(users[int(white)], asked, label))
    await standin.wait_until(lambda: "**Endstand**" in _read(standin.messages[card.id]), 20)
    states = versions(standin, card.id)
    return [
        ("German card, open", before(states, lambda text: bool(BOARD.search(text)))),
        ("German card, round 1, one result in", first(states, lambda t: "1–0" in t or "0–1" in t)),
        ("German card, final", states[-1]),
    ]


async def swiss(standin: StandIn, workdir: Path) -> list[Moment]:
    """The Swiss of six of the end-to-end suite, then the German one."""
    processes: list[BotProcess] = []
    try:
        await test_tournaments.test_a_swiss_of_six_is_played_to_its_end_by_clicks(
            standin, processes, workdir
        )
        card = _find(standin, lambda p: p.is_v2 and "**Swiss** tournament" in p.content)
        states = versions(standin, card.id)
        game = _find(standin, lambda p: is_board(p) and "begins" in p.content)
        won = _find(standin, lambda p: "wins the **Swiss**" in p.content)
        moments = [
            ("Swiss card, open", before(states, lambda text: "**Round 1**" in text)),
            ("Swiss card, round 1", first(states, lambda text: "**Round 1**" in text)),
            ("Swiss card, mid round 2", last(states, lambda text: "**Round 2**" in text)),
            ("Swiss card, final", states[-1]),
            ("A tournament game's board", versions(standin, game.id)[-1]),
            ("The winners' announcement", versions(standin, won.id)[-1]),
        ]
        return moments + await german_swiss(standin)
    finally:
        for process in processes:
            await process.stop()


async def across(standin: StandIn, workdir: Path) -> list[Moment]:
    """The global seek played across two servers, both boards mid-game and at the end."""
    bot = await run_bot(standin, [], workdir, DEV_GUILD_ID="")  # commands in both servers
    try:
        await test_across.test_a_global_seek_accepted_from_another_server_is_played_on_both_boards(
            standin, bot
        )
    finally:
        await bot.stop()
    seek = _find(standin, lambda p: "seeks a game of" in p.content and not p.ephemeral)
    listing = _find(standin, lambda p: p.ephemeral and "1." in p.content and bool(p.buttons()))
    lobby = [
        ("The global seek, accepted from the other server", versions(standin, seek.id)[-1]),
        ("/lobby in the other server (private)", versions(standin, listing.id)[0]),
    ]
    return (
        lobby
        + _side(standin, "home", "offers a draw")
        + _side(standin, "far, in French", "propose la nulle")
    )


def _side(standin: StandIn, side: str, offer: str) -> list[Moment]:
    """The board of ``side`` (the one that said ``offer``) while it said so, and at the end."""
    board = _find(standin, lambda p: is_board(p) and offer in p.content)
    states = versions(standin, board.id)
    offered = last(states, lambda text: offer in text)
    return [
        (f"Board {side}, mid-game, a draw offered", offered),
        (f"Board {side}, at the end", states[-1]),
    ]


SCENARIOS: dict[str, tuple[Callable[[StandIn, Path], Awaitable[list[Moment]]], list[str]]] = {
    "swiss": (swiss, []),
    "across": (across, [SECOND]),
}


def names(standin: StandIn) -> dict[str, dict[str, str]]:
    """Who and what the messages mention: users (display names), channels and roles by id."""
    guilds = [*standin.guilds.values(), standin.private]
    return {
        "users": {str(u.id): u.name.title() for g in guilds for u in g.members.values()},
        "channels": {str(c.id): c.name for g in guilds for c in g.channels.values()},
        "roles": {str(r.id): r.name for g in guilds for r in g.roles.values()},
    }


async def capture(scenario: str, out: Path) -> Path:
    """Run ``scenario`` and write its moments to ``out/SCENARIO.json``; return the file."""
    run, guilds = SCENARIOS[scenario]
    standin = StandIn()  # at Discord's rate limits, as the scenarios' tests run
    for guild in guilds:
        standin.add_guild(guild)
    await standin.start()
    try:
        with tempfile.TemporaryDirectory() as workdir:
            moments = await run(standin, Path(workdir))
    finally:
        await standin.close()
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{scenario}.json"
    data = names(standin) | {"messages": [{"label": k, "message": m} for k, m in moments]}
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
    return path


def main() -> None:
    """Capture the scenarios the arguments name."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("scenario", nargs="+", choices=sorted(SCENARIOS))
    parser.add_argument("--out", type=Path, default=Path("captured"))
    args = parser.parse_args()
    for scenario in args.scenario:
        print(asyncio.run(capture(scenario, args.out)))


if __name__ == "__main__":
    main()
