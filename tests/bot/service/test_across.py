"""Games across servers on a real database (both backends): a global seek accepted from another
server, or two players of two servers paired by a pool, start one match with a home on each
side; each player plays it in their own channel, across a restart; its result counts in the
global standings only; a side whose channel is gone moves to another channel."""

from __future__ import annotations

import pytest

from bot.service import (
    GLOBAL_SCOPE,
    NO_GUILD,
    MatchService,
    MatchView,
    NoGameError,
    PlayerBusyError,
    Proposal,
    RematchDeclined,
)
from bot.service.models import Home
from bot.storage import SqlRepository
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.helpers import ALICE, BOB, CAROL, CHANNEL, GUILD, OTHER_CHANNEL
from tests.bot.service import test_atomic_starts
from tests.bot.service.test_atomic_starts import Restarted, new_service

pytestmark = BOTH_BACKENDS
restart = test_atomic_starts.restart
"""Services restarted on the test's database (closed at the end)."""
OTHER_GUILD = 200
FAR_CHANNEL = 20
"""A channel of :data:`OTHER_GUILD`."""
DM_CHANNEL = 30


async def across(service: MatchService, first: str = "me") -> MatchView:
    """ALICE's global seek in GUILD accepted by BOB from FAR_CHANNEL of OTHER_GUILD (in
    French); return the match."""
    await service.lobby.set_settings(GUILD, True)
    await service.lobby.set_settings(OTHER_GUILD, True)
    seek = await service.lobby.seek(
        GUILD, CHANNEL, ALICE, "three", scope="global", first=first, language="en"
    )
    accepted = await service.lobby.accept(OTHER_GUILD, FAR_CHANNEL, BOB, seek.id, language="fr")
    return accepted.started.match


async def test_a_global_seek_accepted_from_another_server_is_played_from_both_channels(
    service: MatchService,
) -> None:
    match = await across(service)
    assert (match.guild_id, match.channel_id, match.players) == (GUILD, CHANNEL, (ALICE, BOB))
    assert match.homes == (Home(2, OTHER_GUILD, FAR_CHANNEL, None, "fr"),)
    boards = dict(match.boards())
    assert sorted(boards) == [0, 2]
    assert (boards[2].guild_id, boards[2].channel_id, boards[2].language) == (
        OTHER_GUILD,
        FAR_CHANNEL,
        "fr",
    )
    assert match.players_at(0) == (ALICE,) and match.players_at(2) == (BOB,)
    assert service.active_game(FAR_CHANNEL, BOB) == boards[2]
    assert service.active_game(CHANNEL, BOB) is None  # BOB plays in his own channel only
    assert service.active_game(FAR_CHANNEL, ALICE) is None
    assert [g.channel_id for g in service.channel_games(FAR_CHANNEL)] == [FAR_CHANNEL]
    await service.move(GUILD, CHANNEL, ALICE, "b2")
    moved = await service.move(OTHER_GUILD, FAR_CHANNEL, BOB, "a1")
    assert moved.match.turns == 2 and moved.match.homes == match.homes
    await service.note_board(match.id, 555, seat=2)
    assert service.active_game(FAR_CHANNEL, BOB).board_message_id == 555  # type: ignore[union-attr]
    mine = await service.lobby.games_everywhere(BOB)
    assert [g.home_of(BOB).channel_id for g in mine] == [FAR_CHANNEL]


async def test_a_player_busy_in_their_own_channel_cannot_accept_from_it(
    service: MatchService,
) -> None:
    await service.challenge(OTHER_GUILD, FAR_CHANNEL, BOB, None, "three")  # vs the computer
    await service.lobby.set_settings(GUILD, True)
    await service.lobby.set_settings(OTHER_GUILD, True)
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "three", scope="global")
    with pytest.raises(PlayerBusyError):
        await service.lobby.accept(OTHER_GUILD, FAR_CHANNEL, BOB, seek.id)


async def test_a_game_across_servers_is_played_on_after_a_restart(
    service: MatchService, repo: SqlRepository, database_url: str, restart: Restarted
) -> None:
    match = await across(service)
    await service.move(GUILD, CHANNEL, ALICE, "b2")
    restarted = await new_service(service, repo, database_url, restart)
    again = restarted.active_game(FAR_CHANNEL, BOB)
    assert again is not None and again.id == match.id and again.language == "fr"
    moved = await restarted.move(OTHER_GUILD, FAR_CHANNEL, BOB, "a1")
    assert moved.match.turns == 2


async def test_the_result_of_a_game_across_servers_counts_in_the_global_standings_only(
    service: MatchService,
) -> None:
    await across(service)
    result = await service.resign(OTHER_GUILD, FAR_CHANNEL, BOB)
    assert result.match.winner_id == ALICE and result.match.rated
    board = await service.leaderboard(GLOBAL_SCOPE, "three")
    assert [entry.user_id for entry in board] == [ALICE, BOB]
    assert await service.leaderboard(GUILD, "three") == []
    assert await service.leaderboard(OTHER_GUILD, "three") == []
    assert service.active_game(FAR_CHANNEL, BOB) is None


async def test_a_pool_pairs_players_of_two_servers_only_where_both_take_part(
    service: MatchService,
) -> None:
    waiting = await service.lobby.join_pool(OTHER_GUILD, FAR_CHANNEL, BOB, "three", language="fr")
    assert waiting.match is None
    alone = await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "three")
    assert alone.match is None  # neither server takes part in the global lobby
    await service.lobby.leave_pool(ALICE)
    await service.lobby.set_settings(GUILD, True)
    await service.lobby.set_settings(OTHER_GUILD, True, FAR_CHANNEL + 1)
    assert (await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "three")).match is None
    await service.lobby.leave_pool(ALICE)
    await service.lobby.set_settings(OTHER_GUILD, True)
    paired = await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "three", language="de")
    assert paired.match is not None
    match = paired.match.match
    assert (match.guild_id, match.channel_id, match.language) == (GUILD, CHANNEL, "de")
    bob_seat = match.seat_of(BOB)
    assert match.homes == (Home(bob_seat, OTHER_GUILD, FAR_CHANNEL, None, "fr"),)
    assert service.active_game(FAR_CHANNEL, BOB) is not None
    assert service.active_game(CHANNEL, ALICE) is not None


async def test_a_hidden_player_is_not_paired_across_servers(service: MatchService) -> None:
    await service.lobby.set_settings(GUILD, True)
    await service.lobby.set_settings(OTHER_GUILD, True)
    await service.lobby.hide(BOB, True)
    await service.lobby.join_pool(OTHER_GUILD, FAR_CHANNEL, BOB, "three")
    assert (await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "three")).match is None
    paired = await service.lobby.join_pool(GUILD, OTHER_CHANNEL, CAROL, "three")
    assert paired.match is not None
    assert set(paired.match.match.players) == {ALICE, CAROL} and not paired.match.match.across


async def test_a_side_whose_channel_is_gone_moves_to_another_and_plays_on_there(
    service: MatchService, repo: SqlRepository, database_url: str, restart: Restarted
) -> None:
    match = await across(service)
    moved = await service.move_home(match.id, 2, NO_GUILD, DM_CHANNEL)
    assert moved.homes == (Home(2, NO_GUILD, DM_CHANNEL, None, "fr"),)
    assert service.active_game(FAR_CHANNEL, BOB) is None
    await service.move(GUILD, CHANNEL, ALICE, "b2")
    assert (await service.move(NO_GUILD, DM_CHANNEL, BOB, "a1")).match.turns == 2
    both = await service.move_home(match.id, 1, NO_GUILD, DM_CHANNEL + 1)
    assert [seat for seat, _ in both.boards()] == [1, 2]  # the match's channel shows none
    assert dict(both.boards())[1].language == "en"
    restarted = await new_service(service, repo, database_url, restart)
    assert restarted.active_game(DM_CHANNEL + 1, ALICE) is not None
    assert restarted.active_game(CHANNEL, ALICE) is None


async def test_a_rematch_of_a_game_across_servers_is_one_too_with_sides_swapped(
    service: MatchService,
) -> None:
    match = await across(service)
    await service.resign(OTHER_GUILD, FAR_CHANNEL, BOB)
    offered = await service.propose(OTHER_GUILD, FAR_CHANNEL, BOB, Proposal.REMATCH, match.id)
    assert not offered.agreed
    agreed = await service.answer_proposal(GUILD, CHANNEL, ALICE, Proposal.REMATCH, match.id, True)
    rematch = agreed.new_match
    assert rematch is not None and rematch.players == (BOB, ALICE)
    assert (rematch.guild_id, rematch.channel_id) == (GUILD, CHANNEL)
    assert rematch.homes == (Home(1, OTHER_GUILD, FAR_CHANNEL, None, "fr"),)
    assert service.active_game(FAR_CHANNEL, BOB) is not None
    assert service.active_game(CHANNEL, ALICE) is not None


async def test_a_rematch_declined_on_the_other_side_is_an_event_for_the_offerers_board(
    service: MatchService,
) -> None:
    """The offer's post is in his channel, her Decline on her board in the other server: the
    boards are told who declined (a rematch declined in one channel needs no event: its
    offer's own message says so)."""
    match = await across(service)
    await service.resign(OTHER_GUILD, FAR_CHANNEL, BOB)
    await service.propose(OTHER_GUILD, FAR_CHANNEL, BOB, Proposal.REMATCH, match.id)
    declined = await service.answer_proposal(
        GUILD, CHANNEL, ALICE, Proposal.REMATCH, match.id, False
    )
    assert declined.declined and declined.events == (RematchDeclined(declined.match, ALICE),)
    assert Proposal.REMATCH not in declined.match.offers
    made = await service.challenge(GUILD, OTHER_CHANNEL, ALICE, BOB, "three")
    here = await service.accept(GUILD, OTHER_CHANNEL, BOB, made.challenge.id)
    await service.resign(GUILD, OTHER_CHANNEL, BOB)
    await service.propose(GUILD, OTHER_CHANNEL, BOB, Proposal.REMATCH, here.match.id)
    refused = await service.decline_proposal(GUILD, OTHER_CHANNEL, ALICE, Proposal.REMATCH)
    assert refused.declined and refused.events == ()


async def test_a_rematch_asked_from_the_other_side_without_a_number_finds_the_game(
    service: MatchService,
) -> None:
    match = await across(service)
    await service.resign(GUILD, CHANNEL, ALICE)
    offered = await service.propose(OTHER_GUILD, FAR_CHANNEL, BOB, Proposal.REMATCH)
    assert offered.match.id == match.id and not offered.agreed
    agreed = await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
    assert agreed.agreed and agreed.new_match is not None
    assert agreed.new_match.players == (BOB, ALICE)


FAR_THREAD = 40
"""A thread of :data:`FAR_CHANNEL`."""


async def test_each_side_plays_in_a_thread_where_its_own_server_says_so(
    service: MatchService,
) -> None:
    await service.set_settings(OTHER_GUILD, threads=True)
    seek_across = await across(service)  # the seeker's server plays in its channels
    accepted = await service.lobby.seek(GUILD, OTHER_CHANNEL, CAROL, "three", scope="global")
    await service.resign(GUILD, CHANNEL, ALICE)
    taken = await service.lobby.accept(OTHER_GUILD, FAR_CHANNEL, BOB, accepted.id)
    assert taken.started.match.across and (taken.thread, taken.home_thread) == (False, True)
    await service.resign(GUILD, OTHER_CHANNEL, CAROL)
    await service.set_settings(GUILD, threads=True)
    await service.set_settings(OTHER_GUILD, threads=False)
    waiting = await service.lobby.join_pool(OTHER_GUILD, FAR_CHANNEL, BOB, "three")
    assert waiting.match is None
    paired = await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "three")
    assert paired.match is not None and paired.match.match.across
    assert (paired.thread, paired.home_thread) == (True, False)
    await service.resign(GUILD, CHANNEL, ALICE)
    await service.set_settings(OTHER_GUILD, threads=True)
    await service.lobby.join_pool(OTHER_GUILD, FAR_CHANNEL, BOB, "three")
    paired = await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "three")
    assert (paired.thread, paired.home_thread) == (True, True)
    assert seek_across.id < taken.started.match.id


async def test_a_side_moved_into_its_thread_plays_there_and_its_channel_finds_the_game(
    service: MatchService, repo: SqlRepository, database_url: str, restart: Restarted
) -> None:
    """Its channel's /rematch, /export and /review find it there, also after a restart."""
    match = await across(service)
    moved = (await service.lobby.home_in_thread(match.id, 2, FAR_THREAD)).match
    assert moved.homes == (Home(2, OTHER_GUILD, FAR_THREAD, None, "fr"),)
    assert service.active_game(FAR_CHANNEL, BOB) is None
    await service.move(GUILD, CHANNEL, ALICE, "b2")
    restarted = await new_service(service, repo, database_url, restart)
    played = await restarted.move(OTHER_GUILD, FAR_THREAD, BOB, "a1")
    assert played.match.turns == 2 and played.match.home_of(BOB).channel_id == FAR_THREAD
    exported = await restarted.export(OTHER_GUILD, FAR_CHANNEL, BOB)  # in progress there
    assert exported.match_id == match.id
    await restarted.resign(OTHER_GUILD, FAR_THREAD, BOB)
    assert (await restarted.export(OTHER_GUILD, FAR_CHANNEL, BOB)).match_id == match.id
    offered = await restarted.propose(OTHER_GUILD, FAR_CHANNEL, BOB, Proposal.REMATCH)
    assert not offered.agreed and offered.match.id == match.id
    with pytest.raises(NoGameError):
        await restarted.export(OTHER_GUILD, FAR_CHANNEL + 1, BOB)  # another channel: nothing


async def test_a_home_only_a_seat_of_a_game_across_servers_has_is_moved_into_a_thread(
    service: MatchService,
) -> None:
    match = await across(service)
    with pytest.raises(NoGameError):
        await service.lobby.home_in_thread(match.id, 1, FAR_THREAD)  # ALICE plays at CHANNEL
    assert service.active_game(CHANNEL, ALICE) is not None


async def test_the_other_side_exports_a_game_across_servers_and_no_third_server_does(
    service: MatchService,
) -> None:
    match = await across(service)
    assert (await service.export(OTHER_GUILD, FAR_CHANNEL, BOB)).match_id == match.id
    await service.resign(OTHER_GUILD, FAR_CHANNEL, BOB)
    assert (await service.export(OTHER_GUILD, FAR_CHANNEL, BOB)).match_id == match.id
    assert (await service.export(OTHER_GUILD, FAR_CHANNEL, BOB, match.id)).match_id == match.id
    with pytest.raises(NoGameError):
        await service.export(OTHER_GUILD + 1, FAR_CHANNEL, BOB, match.id)


async def test_a_side_played_on_from_a_dm_is_exported_by_its_players_and_no_strangers_dm(
    service: MatchService,
) -> None:
    """A DM or group DM is no server: its games (here the side of a game across servers
    moved to a DM) are not every DM's to export by number."""
    match = await across(service)
    await service.move_home(match.id, 2, NO_GUILD, DM_CHANNEL)
    assert (await service.export(NO_GUILD, DM_CHANNEL, BOB, match.id)).match_id == match.id
    assert (await service.export(NO_GUILD, DM_CHANNEL + 1, BOB, match.id)).match_id == match.id
    with pytest.raises(NoGameError):
        await service.export(NO_GUILD, DM_CHANNEL + 2, CAROL, match.id)  # a stranger's DM
    assert (await service.export(NO_GUILD, DM_CHANNEL, CAROL, match.id)).match_id == match.id
