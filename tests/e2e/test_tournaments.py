"""End-to-end tournaments through the stand-in: a 6-player, 3-round Swiss created by slash
command, joined by clicks on its Components V2 card (one player late, once it runs), played to
its end with a bye, a withdrawal and the bot killed and restarted mid-round, the winners
announced once and counted in ``/stats``; a short arena on a live clock, ended by the stand-in's
clock; a 4-player round robin with each game in a private thread (and, where the bot may not
make one, in the channel, said)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from standin import Channel, Overwrite, StandIn, User
from standin.harness import BotProcess, run_bot
from standin.model import CREATE_EVENTS, CREATE_PRIVATE_THREADS, PRIVATE_THREAD, VIEW_CHANNEL
from standin.posts import Post
from standin.steps import current_buttons, is_board, resign, slash_reply

pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]

BOARD = re.compile(r"<@(\d+)> – <@(\d+)>: …")
TABLE_ROW = re.compile(r"^\d+\. <@\d+>.*: \*\*[\d.]+\*\* · ", re.M)
"""A Swiss table's line of one player: place, player, points, tie-breaks."""


def _card(standin: StandIn, card: Post) -> str:
    """The card's text as it is now (after any edits)."""
    return Post("message", card.channel_id, standin.messages[card.id]).content


def _links(standin: StandIn, card: Post) -> list[int]:
    """The ids of the board messages the card's pairings link to."""
    where = f"https://discord.com/channels/{standin.guild.id}/{card.channel_id}/"
    return [int(m) for m in re.findall(rf"\]\({re.escape(where)}(\d+)\)", _card(standin, card))]


def _join_enabled(standin: StandIn, card: Post) -> bool:
    return not any(b["disabled"] for b in current_buttons(standin, card) if b["label"] == "Join")


async def _finish_round(standin: StandIn, card: Post, users: dict[int, User], round_: int) -> None:
    """Wait for round ``round_`` on the card, then white resigns each of its boards."""
    await standin.wait_until(lambda: f"**Round {round_}**" in _card(standin, card), timeout=20)
    for white, _black in BOARD.findall(_card(standin, card)):
        await resign(standin, users[int(white)])


async def test_a_swiss_of_six_is_played_to_its_end_by_clicks(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    admin, organiser = standin.add_user("tn-admin"), standin.add_user("tn-org")
    standin.make_admin(admin)
    directors = standin.add_role("tournament directors", organiser)
    elsewhere = standin.add_channel("events")
    first = await run_bot(standin, processes, tmp_path)
    players = [standin.add_user(f"tn-{n}") for n in "abcdefg"]
    late, too_late = players[5], players[6]
    users = {p.id: p for p in players}

    refused = await slash_reply(standin, organiser, "tournament create", {"format": "swiss"})
    assert refused.ephemeral and "Manage Server permission." in refused.content
    chosen = await slash_reply(standin, admin, "settings", {"tournament_role": directors})
    assert f"Tournament organisers: Manage Server and <@&{directors.id}>" in chosen.content
    refused = await slash_reply(standin, players[0], "tournament create", {"format": "swiss"})
    assert refused.ephemeral and f"or the role <@&{directors.id}>" in refused.content
    too_many = {"format": "swiss", "rounds": 4, "players": 6}
    refused = await slash_reply(standin, organiser, "tournament create", too_many)
    assert refused.ephemeral and "from 1 to 3 rounds" in refused.content
    misused = {"format": "arena", "rounds": 30, "late_join": 1}
    refused = await slash_reply(standin, organiser, "tournament create", misused)
    assert refused.ephemeral and "Only a Swiss takes late players" in refused.content

    options = {"format": "swiss", "rounds": 3, "players": 6, "late_join": 2}
    mark = standin.mark()
    card = await slash_reply(standin, organiser, "tournament create", options)
    assert not card.ephemeral and card.is_v2 and "**Swiss** tournament" in card.content
    no_event = await standin.wait_post(lambda p: "No Discord event" in p.content, since=mark)
    assert no_event.ephemeral and "Create Events" in no_event.content
    assert standin.scheduled_events == []
    assert [b["label"] for b in card.buttons()] == ["Join", "Leave"]
    for player in [*players[:5], too_late]:
        answer = await standin.response(await standin.click(player, card, "Join"))
        assert answer.ephemeral and "You joined" in answer.content
    twice = await standin.response(await standin.click(players[0], card, "Join"))
    assert twice.ephemeral and "already" in twice.content
    left = await standin.response(await standin.click(too_late, card, "Leave"))
    assert "You left" in left.content
    await standin.wait_until(lambda: "(5 of 6)" in _card(standin, card))

    mark = standin.mark()
    started = await slash_reply(standin, organiser, "tournament start")
    assert started.ephemeral
    await standin.wait_until(lambda: "**Round 1**" in _card(standin, card))

    def begun() -> int:
        return sum(is_board(p) and "begins" in p.content for p in standin.channel_posts(since=mark))

    await standin.wait_until(lambda: begun() == 2)
    posted = [p for p in standin.channel_posts(since=mark) if is_board(p)]
    assert all("🏆 Swiss tournament, round 1 of 3" in p.content for p in posted)
    await standin.wait_until(lambda: "bye" in _card(standin, card))  # the card's edit may wait
    assert "Late players can still join" in _card(standin, card)
    # Each pairing links its game's board once posted.
    boards = {p.id for p in standin.channel_posts(since=mark) if is_board(p)}
    await standin.wait_until(lambda: set(_links(standin, card)) == boards)
    # A late joiner, by the card's Join button while the Swiss runs: paired from round 2.
    assert _join_enabled(standin, card)
    answer = await standin.response(await standin.click(late, card, "Join"))
    assert answer.ephemeral and "You joined" in answer.content

    # Mid-round: one game ends, the bot is killed, the other game ends after the restart.
    [(white, _), (other_white, _)] = BOARD.findall(_card(standin, card))
    await resign(standin, users[int(white)])
    await standin.wait_until(lambda: len(BOARD.findall(_card(standin, card))) == 1)
    await first.kill()
    await run_bot(standin, processes, tmp_path)
    await resign(standin, users[int(other_white)])

    await standin.wait_until(lambda: "**Round 2**" in _card(standin, card), timeout=20)
    round_two = BOARD.findall(_card(standin, card))
    assert len(round_two) == 3 and str(late.id) in str(round_two)
    assert not _join_enabled(standin, card)  # round 2, the last a late joiner plays, is paired
    # Round 2's boards say so (the tournament followed again after the restart).
    await standin.wait_until(
        lambda: (
            len({p.id for p in standin.posts if is_board(p) and "round 2 of 3" in p.content}) == 3
        )
    )
    # A withdrawal mid-round: the leaver's game is resigned for them.
    leaver = users[int(round_two[0][1])]
    answer = await slash_reply(standin, leaver, "tournament leave")
    assert answer.ephemeral and "You left" in answer.content
    await standin.wait_until(lambda: len(BOARD.findall(_card(standin, card))) == 2)
    await _finish_round(standin, card, users, 2)

    # Round 3: five players left, so one has a bye (nobody a second one).
    await _finish_round(standin, card, users, 3)
    await standin.wait_until(lambda: "**Final standings**" in _card(standin, card), timeout=20)
    final = _card(standin, card)
    assert f"{leaver.mention} (withdrew): " in final
    assert len(TABLE_ROW.findall(final)) == 6 and final.count("Buchholz") == 1
    assert current_buttons(standin, card) == []

    def announced() -> list[Post]:
        return [p for p in standin.channel_posts(since=mark) if "wins the" in p.content]

    await standin.wait_until(lambda: len(announced()) == 1)
    [announcement] = announced()
    assert announcement.is_v2 and len(TABLE_ROW.findall(announcement.content)) == 6
    winner = users[int(re.findall(r"<@(\d+)> wins", announcement.content)[0])]
    assert f"1. {winner.mention}" in final
    stats = await slash_reply(standin, organiser, "stats", {"user": winner})
    assert "Tournaments: 1 played, 1 won" in stats.content
    shown = await slash_reply(standin, organiser, "tournament standings")
    assert shown.ephemeral and "no such tournament" in shown.content
    assert len(announced()) == 1

    # With Create Events, the next tournament has a Discord event pointing to its card.
    standin.bot_role.permissions |= CREATE_EVENTS
    options = {"format": "arena", "rounds": 60, "start_in": 30}
    other = await slash_reply(standin, organiser, "tournament create", options, elsewhere)
    await standin.wait_until(lambda: len(standin.scheduled_events) == 1)
    [event] = standin.scheduled_events
    assert event["name"] == "Arena tournament of Nine Men's Morris"
    assert event["entity_metadata"]["location"].endswith(f"/{elsewhere.id}/{other.id}")
    assert event["scheduled_start_time"] < event["scheduled_end_time"]


async def test_a_short_arena_on_a_live_clock_ends_with_its_time(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    organiser, channel = standin.add_user("ar-org"), standin.add_channel("arena")
    standin.make_admin(organiser)
    await run_bot(standin, processes, tmp_path)
    players = [standin.add_user(f"ar-{n}") for n in "abc"]
    users = {p.id: p for p in players}
    options = {"format": "arena", "rounds": 5, "clock": "10+2", "players": 3}
    card = await slash_reply(standin, organiser, "tournament create", options, channel)
    assert "**Arena** tournament" in card.content and "live clock 10+2" in card.content
    for player in players:
        await standin.response(await standin.click(player, card, "Join"))
    await slash_reply(standin, organiser, "tournament start", channel=channel)
    await standin.wait_until(lambda: len(BOARD.findall(_card(standin, card))) == 1)
    [(white, black)] = BOARD.findall(_card(standin, card))
    await resign(standin, users[int(white)], channel)
    # The winner and the one who waited meet at once (nobody plays the same opponent twice).
    await standin.wait_until(
        lambda: BOARD.findall(_card(standin, card)) not in ([], [(white, black)])
    )
    [(second_white, second_black)] = BOARD.findall(_card(standin, card))
    assert {second_white, second_black} != {white, black}
    await standin.advance(6 * 60)  # the arena's 5 minutes are up; its game is played out
    await resign(standin, users[int(second_black)], channel)
    await standin.wait_until(lambda: "**Final standings**" in _card(standin, card), timeout=20)

    def announced() -> list[Post]:
        return [p for p in standin.channel_posts(channel) if "wins the **Arena**" in p.content]

    await standin.wait_until(lambda: len(announced()) == 1)
    [winner] = re.findall(r"<@(\d+)> wins", announced()[0].content)
    assert f"1. <@{winner}>" in _card(standin, card) and winner in (white, second_white)


def _thread_of(standin: StandIn, white: int, black: int) -> Channel | None:
    """The newest private thread ``white`` and ``black`` are both in."""
    threads = [
        c
        for c in standin.guild.channels.values()
        if c.kind == PRIVATE_THREAD and {white, black} <= c.members
    ]
    return max(threads, key=lambda c: c.id, default=None)


async def _wait_for_round(standin: StandIn, card: Post, round_: int) -> None:
    await standin.wait_until(lambda: f"**Round {round_}**" in _card(standin, card), timeout=20)


async def _wait_for_link(standin: StandIn, card: Post, thread: Channel) -> None:
    """Wait until the card links ``thread`` (its game's, for a pairing of a round robin)."""
    link = f"(https://discord.com/channels/{standin.guild.id}/{thread.id})"
    await standin.wait_until(lambda: link in _card(standin, card))


async def _resigned_in_thread(
    standin: StandIn, users: dict[int, User], white: int, black: int
) -> Channel:
    """White resigns the game in the private thread made for it (with both players in it);
    return the thread."""
    await standin.wait_until(lambda: _thread_of(standin, white, black) is not None)
    thread = _thread_of(standin, white, black)
    assert thread is not None and thread.members == {standin.bot.id, white, black}
    await standin.wait_until(lambda: any(is_board(p) for p in standin.channel_posts(thread)))
    await resign(standin, users[white], thread)
    return thread


async def test_a_round_robin_of_four_plays_each_game_in_a_private_thread_where_it_may(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    organiser = standin.add_user("rr-org")
    standin.make_admin(organiser)
    allowed = Overwrite(standin.bot_role.id, 0, allow=CREATE_PRIVATE_THREADS)
    channel = standin.add_channel("round-robin", [allowed])
    plain = standin.add_channel("round-robin-here")
    await run_bot(standin, processes, tmp_path)
    players = [standin.add_user(f"rr-{n}") for n in "abcd"]
    users = {p.id: p for p in players}

    # Where the bot may not create private threads, the games are played in the channel, said.
    mark = standin.mark()
    options = {"format": "round-robin", "players": 2}
    small = await slash_reply(standin, organiser, "tournament create", options, plain)
    for player in players[:2]:
        await standin.response(await standin.click(player, small, "Join"))
    await slash_reply(standin, organiser, "tournament start", channel=plain)
    said = await standin.wait_post(lambda p: "played here in the channel" in p.content, since=mark)
    assert said.channel_id == plain.id and not said.ephemeral
    await standin.wait_until(lambda: any(is_board(p) for p in standin.channel_posts(plain, mark)))
    [(white, _)] = BOARD.findall(_card(standin, small))
    await resign(standin, users[int(white)], plain)
    await standin.wait_until(lambda: "**Final standings**" in _card(standin, small))
    options = {"format": "round-robin", "players": 4}
    card = await slash_reply(standin, organiser, "tournament create", options, channel)
    for player in players:
        await standin.response(await standin.click(player, card, "Join"))
    await slash_reply(standin, organiser, "tournament start", channel=channel)
    for round_ in (1, 2, 3):
        await _wait_for_round(standin, card, round_)
        boards = [(int(w), int(b)) for w, b in BOARD.findall(_card(standin, card))]
        assert len(boards) == 2
        for white, black in boards:
            thread = await _resigned_in_thread(standin, users, white, black)
            await _wait_for_link(standin, card, thread)
            outsider = next(p for p in players if p.id not in (white, black))
            assert not standin.guild.permissions(outsider, thread) & VIEW_CHANNEL
    await standin.wait_until(lambda: "**Final standings**" in _card(standin, card), timeout=20)
    threads = [c for c in standin.guild.channels.values() if c.kind == PRIVATE_THREAD]
    assert len([t for t in threads if t.parent_id == channel.id]) == 6
    assert not any(is_board(p) for p in standin.channel_posts(channel))  # all in threads


def _event(standin: StandIn, card: Post) -> dict[str, Any] | None:
    """The scheduled event whose location is ``card``, as the stand-in keeps it."""
    found = [
        e
        for e in standin.scheduled_events
        if e["entity_metadata"]["location"].endswith(f"/{card.channel_id}/{card.id}")
    ]
    return found[0] if found else None


def _status(standin: StandIn, card: Post) -> int | None:
    event = _event(standin, card)
    return None if event is None else int(event["status"])


async def test_a_tournaments_discord_event_starts_ends_and_is_cancelled_with_it(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    organiser, channel = standin.add_user("ev-org"), standin.add_channel("with-events")
    standin.make_admin(organiser)
    standin.bot_role.permissions |= CREATE_EVENTS
    first = await run_bot(standin, processes, tmp_path)
    players = [standin.add_user(f"ev-{n}") for n in "ab"]
    users = {p.id: p for p in players}
    later = {"format": "round-robin", "players": 2, "start_in": 30}

    async def created() -> Post:
        card = await slash_reply(standin, organiser, "tournament create", later, channel)
        await standin.wait_until(lambda: _status(standin, card) == 1)  # SCHEDULED
        return card

    async def started(card: Post) -> None:
        for player in players:
            await standin.response(await standin.click(player, card, "Join"))
        await slash_reply(standin, organiser, "tournament start", channel=channel)
        await standin.wait_until(lambda: "**Round 1**" in _card(standin, card))

    # Started: ACTIVE; over: COMPLETED.
    played = await created()
    await started(played)
    await standin.wait_until(lambda: _status(standin, played) == 2)
    await standin.wait_until(lambda: len(BOARD.findall(_card(standin, played))) == 1)
    [(white, _)] = BOARD.findall(_card(standin, played))
    await resign(standin, users[int(white)], channel)
    await standin.wait_until(lambda: "**Final standings**" in _card(standin, played))
    await standin.wait_until(lambda: _status(standin, played) == 3)

    # Cancelled before its start, by a bot restarted since: found again, CANCELED.
    cancelled = await created()
    await first.kill()
    second = await run_bot(standin, processes, tmp_path)
    await slash_reply(standin, organiser, "tournament cancel", channel=channel)
    await standin.wait_until(lambda: _status(standin, cancelled) == 4)

    # An event deleted meanwhile, or the permission gone: one log line, the tournament goes on.
    deleted = await created()
    gone = _event(standin, deleted)
    assert gone is not None
    standin.scheduled_events.remove(gone)
    await slash_reply(standin, organiser, "tournament cancel", channel=channel)
    await standin.wait_until(lambda: "cancelled" in _card(standin, deleted))
    refused = await created()
    standin.bot_role.permissions &= ~CREATE_EVENTS
    await started(refused)
    await standin.wait_until(lambda: second.log().count("is left as it is") == 2)
    [(white, _)] = BOARD.findall(_card(standin, refused))
    await resign(standin, users[int(white)], channel)
    await standin.wait_until(lambda: "**Final standings**" in _card(standin, refused))
    assert second.log().count("is left as it is") == 2 and _status(standin, refused) == 1
    assert len(standin.rejections) == 2  # the GET of the deleted event, the refused PATCH
    standin.rejections.clear()


async def test_a_round_robin_thread_made_before_a_crash_is_played_in_after_the_restart(
    standin: StandIn, processes: list[BotProcess], tmp_path: Path
) -> None:
    organiser = standin.add_user("rc-org")
    standin.make_admin(organiser)
    allowed = Overwrite(standin.bot_role.id, 0, allow=CREATE_PRIVATE_THREADS)
    channel = standin.add_channel("round-robin-crash", [allowed])
    first = await run_bot(standin, processes, tmp_path)
    players = [standin.add_user(f"rc-{n}") for n in "ab"]
    users = {p.id: p for p in players}
    card = await slash_reply(
        standin, organiser, "tournament create", {"format": "round-robin", "players": 2}, channel
    )
    for player in players:
        await standin.response(await standin.click(player, card, "Join"))

    def threads() -> list[Channel]:
        return [
            c
            for c in standin.guild.channels.values()
            if c.kind == PRIVATE_THREAD and c.parent_id == channel.id
        ]

    # The bot dies once the game's thread is made, while it adds the players to it.
    members = r"/channels/\d+/thread-members/\d+"
    standin.delay_next("PUT", members, 5)
    sent = len(standin.requests)
    await slash_reply(standin, organiser, "tournament start", channel=channel)
    await standin.wait_until(
        lambda: any(m == "PUT" and re.fullmatch(members, p) for m, p in standin.requests[sent:])
    )
    await first.kill()
    [thread] = threads()
    assert not any(is_board(p) for p in standin.channel_posts(thread))
    await run_bot(standin, processes, tmp_path)
    await standin.wait_until(lambda: any(is_board(p) for p in standin.channel_posts(thread)))
    assert threads() == [thread] and thread.members == {standin.bot.id, *users}
    assert not any(is_board(p) for p in standin.channel_posts(channel))
    [(white, _)] = BOARD.findall(_card(standin, card))
    await resign(standin, users[int(white)], thread)
    await standin.wait_until(lambda: "**Final standings**" in _card(standin, card))
