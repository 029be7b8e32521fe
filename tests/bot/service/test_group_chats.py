"""Matches with no server (DMs and group DMs), and the server and global leaderboards."""

from __future__ import annotations

import pytest

from bot.service import (
    ChannelNotAllowedError,
    GameOver,
    InvalidRequestError,
    MatchService,
    Proposal,
    rating_phrase,
)
from bot.storage import GLOBAL_SCOPE, NO_GUILD, GuildSettings
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    COMPUTER,
    GUILD,
    OTHER_CHANNEL,
    export_line,
)
from texts import Person, t

pytestmark = BOTH_BACKENDS

GROUP_DM = 500
OTHER_GUILD = 200


async def win(service: MatchService, guild: int, channel: int, winner: int, loser: int) -> GameOver:
    await service.challenge(guild, channel, winner, loser, "three", first="me")
    await service.accept(guild, channel, loser)
    [over] = (await service.resign(guild, channel, loser)).events
    assert isinstance(over, GameOver)
    return over


async def test_a_whole_match_is_played_in_a_group_dm(service: MatchService) -> None:
    made = await service.challenge(NO_GUILD, GROUP_DM, ALICE, BOB, "three", first="me")
    assert made.challenge.guild_id == NO_GUILD
    assert [c.id for c in service.pending_challenges(GROUP_DM, BOB)] == [made.challenge.id]
    started = await service.accept(NO_GUILD, GROUP_DM, BOB)
    assert (started.match.guild_id, started.match.rated) == (NO_GUILD, True)
    for user, text in ((ALICE, "b2"), (BOB, "a1"), (ALICE, "a3"), (BOB, "c1")):
        await service.move(NO_GUILD, GROUP_DM, user, text)
    [over] = (await service.resign(NO_GUILD, GROUP_DM, BOB)).events
    assert isinstance(over, GameOver) and over.match.winner_id == ALICE
    assert {c.user_id for c in over.ratings} == {ALICE, BOB}
    board = await service.leaderboard(GLOBAL_SCOPE, "three")
    # Counted once: the global scope is the only one a match with no server counts in.
    assert [(e.user_id, e.wins, e.losses) for e in board] == [(ALICE, 1, 0), (BOB, 0, 1)]
    result = export_line(await service.export(NO_GUILD, GROUP_DM, ALICE), "export-result")
    how = t("termination-resignation")
    assert result == {"result": t("export-win", winner=Person(ALICE), how=how)}


async def test_dm_settings_are_the_defaults_and_cannot_change(service: MatchService) -> None:
    assert await service.get_settings(NO_GUILD) == GuildSettings(NO_GUILD)
    with pytest.raises(InvalidRequestError) as caught:
        await service.set_settings(NO_GUILD, turn_timeout_s=3600)
    assert caught.value.text.key == "settings-need-server"
    assert await service.get_settings(NO_GUILD) == GuildSettings(NO_GUILD)


async def test_a_servers_game_channels_do_not_reach_dms(service: MatchService) -> None:
    await service.set_settings(GUILD, allowed_channels=[OTHER_CHANNEL])
    with pytest.raises(ChannelNotAllowedError) as caught:
        await service.challenge(GUILD, CHANNEL, ALICE, BOB, "three")
    assert caught.value.allowed_channels == (OTHER_CHANNEL,)
    made = await service.challenge(NO_GUILD, CHANNEL, ALICE, BOB, "three")
    assert made.challenge.channel_id == CHANNEL


async def test_each_server_has_its_board_and_every_match_counts_globally(
    service: MatchService,
) -> None:
    await win(service, GUILD, CHANNEL, ALICE, BOB)
    await win(service, GUILD, CHANNEL, ALICE, BOB)
    await win(service, OTHER_GUILD, CHANNEL, BOB, CAROL)
    await win(service, NO_GUILD, GROUP_DM, CAROL, ALICE)
    here = await service.leaderboard(GUILD, "three")
    assert [(e.user_id, e.wins, e.losses) for e in here] == [(ALICE, 2, 0), (BOB, 0, 2)]
    there = await service.leaderboard(OTHER_GUILD, "three")
    assert [(e.user_id, e.wins, e.losses) for e in there] == [(BOB, 1, 0), (CAROL, 0, 1)]
    everywhere = {e.user_id: e for e in await service.leaderboard(GLOBAL_SCOPE, "three")}
    assert {u: (e.wins, e.losses) for u, e in everywhere.items()} == {
        ALICE: (2, 1),
        BOB: (1, 2),
        CAROL: (1, 1),
    }
    # The global ratings are their own: ALICE's global one has seen her loss too.
    [alice_here] = await service.player_records(GUILD, ALICE, "three")
    [alice_everywhere] = await service.player_records(GLOBAL_SCOPE, ALICE, "three")
    assert alice_everywhere.rated_games == 3 and alice_here.rated_games == 2
    assert alice_everywhere.rating < alice_here.rating
    assert await service.player_records(OTHER_GUILD, ALICE) == []


async def test_a_rating_change_says_how_many_games_and_against_whom(
    service: MatchService,
) -> None:
    first = await win(service, GUILD, CHANNEL, ALICE, BOB)
    changes = {c.user_id: c for c in first.ratings}
    assert [(changes[u].rated_games, changes[u].opponent_before) for u in (ALICE, BOB)] == [
        (1, 1500.0),
        (1, 1500.0),
    ]
    assert changes[ALICE].delta > 0 > changes[BOB].delta
    second = await win(service, GUILD, CHANNEL, CAROL, ALICE)
    again = {c.user_id: c for c in second.ratings}
    assert again[CAROL].opponent_before == pytest.approx(changes[ALICE].after)
    assert again[ALICE].opponent_before == 1500.0
    assert (again[ALICE].rated_games, again[CAROL].rated_games) == (2, 1)


async def test_a_rating_change_is_explained_in_one_phrase(service: MatchService) -> None:
    first = {c.user_id: c for c in (await win(service, GUILD, CHANNEL, ALICE, BOB)).ratings}
    winner, loser = rating_phrase(first[ALICE]), rating_phrase(first[BOB])
    assert winner == t("rating-early", delta=f"{first[ALICE].delta:+.0f}", games=1)
    assert loser.key == "rating-early" and str(loser.params["delta"]).startswith("-")
    second = {c.user_id: c for c in (await win(service, GUILD, CHANNEL, ALICE, BOB)).ratings}
    assert rating_phrase(second[ALICE]).params["games"] == 2


async def test_proposals_and_answers_work_in_a_group_dm(service: MatchService) -> None:
    made = await service.challenge(NO_GUILD, GROUP_DM, ALICE, CAROL, "three")
    assert (await service.withdraw(NO_GUILD, GROUP_DM, ALICE)).id == made.challenge.id
    await service.challenge(NO_GUILD, GROUP_DM, ALICE, CAROL, "three")
    assert (await service.decline(NO_GUILD, GROUP_DM, CAROL)).status.value == "declined"
    await win(service, NO_GUILD, GROUP_DM, ALICE, BOB)
    await service.propose(NO_GUILD, GROUP_DM, BOB, Proposal.REMATCH)
    rematch = await service.propose(NO_GUILD, GROUP_DM, ALICE, Proposal.REMATCH)
    assert rematch.new_match is not None and rematch.new_match.guild_id == NO_GUILD
    await service.propose(NO_GUILD, GROUP_DM, ALICE, Proposal.DRAW)
    drawn = await service.propose(NO_GUILD, GROUP_DM, BOB, Proposal.DRAW)
    assert drawn.agreed and drawn.match.outcome is not None
    [alice] = await service.player_records(GLOBAL_SCOPE, ALICE, "three")
    assert (alice.wins, alice.draws, alice.rated_games) == (1, 1, 2)


async def test_the_games_in_progress_of_a_channel_are_listed_for_spectators(
    service: MatchService,
) -> None:
    await service.challenge(NO_GUILD, GROUP_DM, ALICE, BOB, "three", first="me")
    first = (await service.accept(NO_GUILD, GROUP_DM, BOB)).match
    await service.challenge(NO_GUILD, GROUP_DM, CAROL, None, "three", first="me")
    await service.challenge(GUILD, CHANNEL, CAROL, BOB, "three", first="me")
    await service.accept(GUILD, CHANNEL, BOB)
    listed = service.channel_games(GROUP_DM)
    assert [v.players for v in listed] == [first.players, (CAROL, COMPUTER)]
    assert listed[0].id < listed[1].id
    await service.resign(NO_GUILD, GROUP_DM, BOB)
    assert [v.players for v in service.channel_games(GROUP_DM)] == [(CAROL, COMPUTER)]
    assert service.channel_games(OTHER_CHANNEL) == []
