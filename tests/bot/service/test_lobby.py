"""The lobby's service on a real database: open seeks (scope, expiry, limits, blocks, ratings),
quick pairing pools, and exactly one match however many accept or join at once."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.service import (
    GLOBAL_SCOPE,
    Event,
    InvalidRequestError,
    LobbyError,
    ManualClock,
    MatchService,
    NoGameError,
    PoolLapsed,
    Proposal,
    SeekExpired,
    SeekScope,
    ServiceError,
)
from bot.service.pools import LIVE_SEEK_S, computer_level
from bot.service.seeks import LOBBY_LIST_LIMIT, MAX_OPEN_SEEKS
from bot.storage import Repository, SqlRepository, Standing, StorageError, open_storage
from bot.storage.queries import STANDING_STORE
from bot.storage.rows import standing_row
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.helpers import ALICE, BOB, CAROL, CHANNEL, GUILD, OTHER_CHANNEL, InlineProvider
from tests.bot.service import test_atomic_starts
from tests.bot.service.test_atomic_starts import (
    Restarted,
    allow_inserts,
    new_service,
    stop_inserts,
)

restart = test_atomic_starts.restart
"""Services restarted on the test's database (closed at the end)."""
DAVE = 4
OTHER_GUILD = 200
FAR_CHANNEL = 20
"""A channel of :data:`OTHER_GUILD`."""
THREAD = 30
"""A thread of :data:`CHANNEL`."""


async def rate(repo: SqlRepository, user_id: int, rating: float, game: str = "morris") -> None:
    """Store ``user_id``'s global rating in ``game`` as after five rated games."""
    standing = Standing(GLOBAL_SCOPE, game, user_id, wins=5, rated_games=5, rating=rating)
    async with repo.database.transaction() as tx:
        await tx.execute(STANDING_STORE, (*standing_row(standing), 0, 0, 0, 0))


async def stored_games(repo: SqlRepository) -> int:
    [(count,)] = await repo.database.fetchall("SELECT COUNT(*) FROM games")
    return int(count)


# -- seeks ---------------------------------------------------------------------------------


async def test_a_seek_is_listed_newest_first_to_others_and_not_to_its_seeker(
    service: MatchService, clock: ManualClock
) -> None:
    older = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
    clock.advance(1)
    newer = await service.lobby.seek(GUILD, CHANNEL, CAROL, "lasker", turn_time_s=3600)
    listed = await service.lobby.visible_seeks(GUILD, CHANNEL, BOB)
    assert [s.id for s in listed] == [newer.id, older.id]
    assert listed[0].game == "lasker" and listed[0].turn_time_s == 3600
    assert [s.id for s in await service.lobby.visible_seeks(GUILD, CHANNEL, ALICE)] == [newer.id]


async def test_accepting_a_seek_starts_an_ordinary_match_in_its_channel(
    service: MatchService,
) -> None:
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", first="me", rated=False)
    result = (await service.lobby.accept(GUILD, CHANNEL, BOB, seek.id)).started
    assert result.match.players == (ALICE, BOB)
    assert result.match.channel_id == CHANNEL and not result.match.rated
    assert service.active_game(CHANNEL, BOB) == result.match
    assert await service.lobby.visible_seeks(GUILD, CHANNEL, CAROL) == []
    with pytest.raises(LobbyError) as refused:
        await service.lobby.accept(GUILD, CHANNEL, CAROL, seek.id)
    assert refused.value.text.key == "seek-taken"  # accepted: said so, not just "gone"
    await service.move(GUILD, CHANNEL, ALICE, "a1")  # the match plays as any other


async def test_a_seek_carries_the_games_own_options_into_its_match(
    service: MatchService,
) -> None:
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "twelve", {"flying": False})
    assert seek.options["flying"] is False
    match = (await service.lobby.accept(GUILD, CHANNEL, BOB, seek.id)).started.match
    assert match.game == "twelve" and match.options == seek.options


@pytest.mark.parametrize(
    ("options", "reason"),
    [({"flying": False}, "option-unknown"), ({"boards": 9}, "option-out-of-range")],
)
async def test_a_seek_with_an_option_its_game_lacks_or_out_of_range_is_refused_and_not_stored(
    service: MatchService, options: dict[str, object], reason: str
) -> None:
    with pytest.raises(InvalidRequestError) as refused:
        await service.lobby.seek(GUILD, CHANNEL, ALICE, "notakto", options)
    assert refused.value.text.key == "bad-options"
    assert refused.value.text.params["reason"].key == reason  # type: ignore[union-attr]
    assert await service.lobby.visible_seeks(GUILD, CHANNEL, BOB) == []


async def test_the_scope_decides_who_sees_a_seek(service: MatchService) -> None:
    here = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
    server = await service.lobby.seek(GUILD, CHANNEL, ALICE, "notakto", scope="server")
    assert [s.id for s in await service.lobby.visible_seeks(GUILD, CHANNEL, BOB)] == [
        server.id,
        here.id,
    ]
    assert [s.id for s in await service.lobby.visible_seeks(GUILD, OTHER_CHANNEL, BOB)] == [
        server.id
    ]
    assert await service.lobby.visible_seeks(OTHER_GUILD, FAR_CHANNEL, BOB) == []
    with pytest.raises(LobbyError) as refused:
        await service.lobby.accept(GUILD, OTHER_CHANNEL, BOB, here.id)
    assert refused.value.text.key == "seek-out-of-reach"


@BOTH_BACKENDS
async def test_seeks_of_other_channels_and_servers_do_not_crowd_a_listing_out(
    service: MatchService,
) -> None:
    ours = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", scope="server")
    for n in range(LOBBY_LIST_LIMIT):  # newer, none of them in reach of BOB
        seeker, channel = 1000 + n // MAX_OPEN_SEEKS, 5000 + n
        await service.lobby.seek(OTHER_GUILD if n % 2 else GUILD, channel, seeker, "notakto")
    assert [s.id for s in await service.lobby.visible_seeks(GUILD, OTHER_CHANNEL, BOB)] == [ours.id]


async def test_a_server_seek_in_a_channel_one_cannot_see_is_neither_listed_nor_accepted(
    service: MatchService, repo: SqlRepository
) -> None:
    hidden = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", scope="server")

    def sees(channel_id: int) -> bool:
        return channel_id != CHANNEL  # a private channel of the server

    assert await service.lobby.visible_seeks(GUILD, OTHER_CHANNEL, BOB, sees) == []
    with pytest.raises(LobbyError) as refused:
        await service.lobby.accept(GUILD, OTHER_CHANNEL, BOB, hidden.id, sees)
    assert refused.value.text.key == "seek-out-of-reach"
    assert [s.id for s in await service.lobby.visible_seeks(GUILD, CHANNEL, BOB, sees)] == [
        hidden.id
    ]
    assert await stored_games(repo) == 0


async def test_a_global_seek_reaches_other_servers_only_where_both_opted_in(
    service: MatchService,
) -> None:
    with pytest.raises(InvalidRequestError) as refused:
        await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", scope=SeekScope.GLOBAL)
    assert refused.value.text.key == "lobby-server-not-in"
    await service.lobby.set_settings(GUILD, True)
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", scope=SeekScope.GLOBAL)
    assert await service.lobby.visible_seeks(OTHER_GUILD, FAR_CHANNEL, BOB) == []
    await service.lobby.set_settings(OTHER_GUILD, True, FAR_CHANNEL + 1)
    assert await service.lobby.visible_seeks(OTHER_GUILD, FAR_CHANNEL, BOB) == []
    await service.lobby.set_settings(OTHER_GUILD, True)
    assert [s.id for s in await service.lobby.visible_seeks(OTHER_GUILD, FAR_CHANNEL, BOB)] == [
        seek.id
    ]
    await service.lobby.hide(BOB, True)
    assert await service.lobby.visible_seeks(OTHER_GUILD, FAR_CHANNEL, BOB) == []
    assert [s.id for s in await service.lobby.visible_seeks(GUILD, OTHER_CHANNEL, BOB)] == [seek.id]
    await service.lobby.hide(BOB, False)
    across = (await service.lobby.accept(OTHER_GUILD, FAR_CHANNEL, BOB, seek.id)).started
    assert across.match.channel_id == CHANNEL and across.match.across


async def test_accepting_ones_own_seek_is_refused(service: MatchService) -> None:
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
    with pytest.raises(LobbyError) as refused:
        await service.lobby.accept(GUILD, CHANNEL, ALICE, seek.id)
    assert refused.value.text.key == "seek-own"
    assert service.active_game(CHANNEL, ALICE) is None


@pytest.mark.parametrize(
    ("options", "key"),
    [
        ({"min_rating": 1600, "max_rating": 1400}, "seek-range-reversed"),
        ({"first": "second"}, "seek-bad-choice"),
        ({"scope": "planet"}, "seek-bad-choice"),
        ({"turn_time_s": 5}, "out-of-range-given"),
    ],
)
async def test_a_bad_seek_is_refused_and_stores_nothing(
    service: MatchService, options: dict[str, object], key: str
) -> None:
    with pytest.raises(InvalidRequestError) as refused:
        await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", **options)  # type: ignore[arg-type]
    assert refused.value.text.key == key
    assert await service.lobby.visible_seeks(GUILD, CHANNEL, BOB) == []


async def test_a_seek_for_a_game_that_does_not_exist_is_refused(service: MatchService) -> None:
    with pytest.raises(InvalidRequestError):
        await service.lobby.seek(GUILD, CHANNEL, ALICE, "chess")
    assert await service.lobby.visible_seeks(GUILD, CHANNEL, BOB) == []


async def test_a_seek_in_a_channel_without_games_is_refused(service: MatchService) -> None:
    await service.set_settings(GUILD, allowed_channels=[OTHER_CHANNEL])
    with pytest.raises(InvalidRequestError) as refused:
        await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
    assert refused.value.text.key == "channel-not-for-games"


async def test_a_player_has_at_most_a_few_seeks_open(service: MatchService) -> None:
    for _ in range(MAX_OPEN_SEEKS):
        await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", scope="server")
    with pytest.raises(LobbyError) as refused:
        await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
    assert refused.value.text.key == "seek-too-many"
    assert len(await service.lobby.visible_seeks(GUILD, CHANNEL, BOB)) == MAX_OPEN_SEEKS


async def test_a_live_seek_expires_after_its_time_and_a_correspondence_one_after_a_day(
    service: MatchService, clock: ManualClock
) -> None:
    live = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", turn_time_s=300)
    slow = await service.lobby.seek(GUILD, CHANNEL, CAROL, "morris", turn_time_s=86400)
    clock.advance(LIVE_SEEK_S)
    assert [s.id for s in await service.lobby.visible_seeks(GUILD, CHANNEL, BOB)] == [slow.id]
    with pytest.raises(LobbyError) as refused:
        await service.lobby.accept(GUILD, CHANNEL, BOB, live.id)
    assert refused.value.text.key == "seek-expired"
    clock.advance(24 * 3600)
    assert await service.lobby.visible_seeks(GUILD, CHANNEL, BOB) == []


async def test_an_expired_seek_is_closed_once_by_the_timers(
    service: MatchService, clock: ManualClock, events: list[Event]
) -> None:
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", turn_time_s=300)
    taken = await service.lobby.seek(GUILD, CHANNEL, CAROL, "morris", turn_time_s=300)
    await service.lobby.accept(GUILD, CHANNEL, BOB, taken.id)
    await service.tick()
    assert not [e for e in events if isinstance(e, SeekExpired)]
    clock.advance(LIVE_SEEK_S)
    await service.tick()
    await service.tick()
    assert [e.seek.id for e in events if isinstance(e, SeekExpired)] == [seek.id]
    with pytest.raises(LobbyError) as refused:
        await service.lobby.accept(GUILD, CHANNEL, DAVE, seek.id)
    assert refused.value.text.key == "seek-gone"


async def test_a_withdrawn_seek_cannot_be_accepted_and_only_its_seeker_withdraws(
    service: MatchService,
) -> None:
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
    with pytest.raises(LobbyError) as not_theirs:
        await service.lobby.withdraw(BOB, seek.id)
    assert not_theirs.value.text.key == "seek-not-yours"
    await service.lobby.withdraw(ALICE, seek.id)
    with pytest.raises(LobbyError) as refused:
        await service.lobby.accept(GUILD, CHANNEL, BOB, seek.id)
    assert refused.value.text.key == "seek-gone"


async def test_the_rating_range_bounds_who_sees_and_accepts_a_seek(
    service: MatchService, repo: SqlRepository
) -> None:
    await rate(repo, BOB, 1700)
    seek = await service.lobby.seek(
        GUILD, CHANNEL, ALICE, "morris", min_rating=1400, max_rating=1600
    )
    assert seek.rating == 1500  # unrated: the start rating
    assert await service.lobby.visible_seeks(GUILD, CHANNEL, BOB) == []
    assert [s.id for s in await service.lobby.visible_seeks(GUILD, CHANNEL, CAROL)] == [seek.id]
    with pytest.raises(LobbyError) as refused:
        await service.lobby.accept(GUILD, CHANNEL, BOB, seek.id)
    assert refused.value.text.key == "seek-rating-range"


async def test_a_blocked_player_never_sees_nor_accepts_the_seeks_of_the_blocker(
    service: MatchService,
) -> None:
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
    await service.lobby.block(ALICE, BOB)
    assert await service.lobby.visible_seeks(GUILD, CHANNEL, BOB) == []
    with pytest.raises(LobbyError) as refused:
        await service.lobby.accept(GUILD, CHANNEL, BOB, seek.id)
    assert refused.value.text.key == "seek-out-of-reach"
    bobs = await service.lobby.seek(GUILD, CHANNEL, BOB, "morris")
    assert bobs.id not in [s.id for s in await service.lobby.visible_seeks(GUILD, CHANNEL, ALICE)]
    with pytest.raises(LobbyError):
        await service.lobby.block(ALICE, BOB)
    with pytest.raises(InvalidRequestError):
        await service.lobby.block(ALICE, ALICE)
    await service.lobby.block(ALICE, BOB, blocked=False)
    assert [s.id for s in await service.lobby.visible_seeks(GUILD, CHANNEL, BOB)] == [seek.id]


async def test_two_accepting_at_once_in_one_process_make_one_match(
    service: MatchService, repo: SqlRepository
) -> None:
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
    results = await asyncio.gather(
        service.lobby.accept(GUILD, CHANNEL, BOB, seek.id),
        service.lobby.accept(GUILD, CHANNEL, CAROL, seek.id),
        return_exceptions=True,
    )
    refusals = [r for r in results if isinstance(r, LobbyError)]
    assert [r.text.key for r in refusals] == ["seek-taken"]
    assert await stored_games(repo) == 1


@BOTH_BACKENDS
async def test_an_accept_that_fails_to_store_its_game_leaves_the_seek_open(
    service: MatchService, repo: SqlRepository, database_url: str, restart: Restarted
) -> None:
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
    await stop_inserts(database_url, "NEW.player1_id != 0")
    with pytest.raises(StorageError, match="stopped before the new game was stored"):
        await service.lobby.accept(GUILD, CHANNEL, BOB, seek.id)
    await allow_inserts(database_url)
    restarted = await new_service(service, repo, database_url, restart)
    assert [s.id for s in await restarted.lobby.visible_seeks(GUILD, CHANNEL, CAROL)] == [seek.id]
    accepted = await restarted.lobby.accept(GUILD, CHANNEL, CAROL, seek.id)
    assert set(accepted.started.match.players) == {ALICE, CAROL}


@BOTH_BACKENDS
async def test_a_seeks_game_played_in_its_thread_is_found_from_its_channel_after_a_restart(
    service: MatchService, repo: SqlRepository, database_url: str, restart: Restarted
) -> None:
    """/rematch, /export and /review in the channel find the last game of its threads, also
    one of a seek or a pool (before, only those of challenges were found)."""
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", first="me")
    game_id = (await service.lobby.accept(GUILD, CHANNEL, BOB, seek.id)).started.match.id
    await service.lobby.play_in_thread(game_id, THREAD)
    await service.move(GUILD, THREAD, ALICE, "d6")
    await service.resign(GUILD, THREAD, BOB)
    restarted = await new_service(service, repo, database_url, restart)
    assert (await restarted.export(GUILD, CHANNEL, BOB)).match_id == game_id
    assert (await restarted.review(GUILD, CHANNEL, BOB)).match_id == game_id
    offered = await restarted.propose(GUILD, CHANNEL, BOB, Proposal.REMATCH)
    assert not offered.agreed and offered.match.id == game_id
    agreed = await restarted.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH, game_id)
    assert agreed.agreed and agreed.new_match is not None
    with pytest.raises(NoGameError):
        await restarted.export(GUILD, OTHER_CHANNEL, BOB)  # another channel: nothing


# -- quick pairing -------------------------------------------------------------------------


async def test_joining_a_pool_waits_then_pairs_with_the_next_player(
    service: MatchService,
) -> None:
    waiting = await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris", turn_time_s=300)
    assert waiting.match is None
    other_clock = await service.lobby.join_pool(GUILD, CHANNEL, CAROL, "morris", turn_time_s=600)
    assert other_clock.match is None
    paired = await service.lobby.join_pool(GUILD, OTHER_CHANNEL, BOB, "morris", turn_time_s=300)
    assert paired.match is not None
    assert set(paired.match.match.players) == {ALICE, BOB}
    assert paired.match.match.channel_id == OTHER_CHANNEL
    assert paired.match.match.turn_time_s == 300


async def test_a_pool_joined_twice_is_refused_and_leaving_it_works_once(
    service: MatchService,
) -> None:
    await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris")
    with pytest.raises(LobbyError) as twice:
        await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "notakto")
    assert twice.value.text.key == "pool-already"
    await service.lobby.leave_pool(ALICE)
    with pytest.raises(LobbyError) as left:
        await service.lobby.leave_pool(ALICE)
    assert left.value.text.key == "pool-not-in"
    assert (await service.lobby.join_pool(GUILD, CHANNEL, BOB, "morris")).match is None


async def test_pairing_takes_the_nearest_rating_and_never_a_blocked_player(
    service: MatchService, repo: SqlRepository
) -> None:
    await rate(repo, ALICE, 1300)
    await rate(repo, CAROL, 1950)
    await rate(repo, DAVE, 1820)
    await rate(repo, BOB, 1900)
    for user in (ALICE, CAROL, DAVE):
        await service.lobby.join_pool(GUILD, CHANNEL, user, "morris")
    await service.lobby.block(CAROL, BOB)
    paired = await service.lobby.join_pool(GUILD, OTHER_CHANNEL, BOB, "morris")
    assert paired.match is not None and set(paired.match.match.players) == {BOB, DAVE}


@BOTH_BACKENDS
async def test_a_pairing_that_fails_to_store_its_game_leaves_the_waiting_player_waiting(
    service: MatchService, repo: SqlRepository, database_url: str, restart: Restarted
) -> None:
    await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris")
    await stop_inserts(database_url, "NEW.player1_id != 0")
    with pytest.raises(StorageError, match="stopped before the new game was stored"):
        await service.lobby.join_pool(GUILD, OTHER_CHANNEL, BOB, "morris")
    await allow_inserts(database_url)
    restarted = await new_service(service, repo, database_url, restart)
    paired = await restarted.lobby.join_pool(GUILD, OTHER_CHANNEL, BOB, "morris")
    assert paired.match is not None and set(paired.match.match.players) == {ALICE, BOB}


async def test_a_wait_that_ends_offers_the_computer_near_the_players_rating_once(
    service: MatchService, repo: SqlRepository, clock: ManualClock, events: list[Event]
) -> None:
    await rate(repo, ALICE, 1900)
    await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris", turn_time_s=600, wait_s=120)
    clock.advance(119)
    await service.tick()
    assert not [e for e in events if isinstance(e, PoolLapsed)]
    clock.advance(1)
    await service.tick()
    await service.tick()
    lapsed = [e for e in events if isinstance(e, PoolLapsed)]
    assert lapsed == [PoolLapsed(ALICE, GUILD, CHANNEL, "morris", 600, "hard", None)]
    assert (await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris")).match is None


async def test_a_lapsed_wait_is_never_paired_and_a_new_one_replaces_it(
    service: MatchService, clock: ManualClock, events: list[Event]
) -> None:
    await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris", wait_s=120)
    clock.advance(121)
    assert (await service.lobby.join_pool(GUILD, OTHER_CHANNEL, BOB, "morris")).match is None
    assert (await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris")).match is not None
    await service.tick()
    assert not [e for e in events if isinstance(e, PoolLapsed)]  # the new wait was paired


@pytest.mark.parametrize(
    ("game", "rating", "level"),
    [
        ("morris", 1000, "easy"),
        ("morris", 1500, "medium"),
        ("morris", 1700, "hard"),
        ("morris", 2400, "hard"),
        ("notakto", 2400, "perfect"),
    ],
)
def test_the_computer_offered_is_the_level_nearest_the_rating(
    game: str, rating: float, level: str
) -> None:
    assert computer_level(game, rating) == level


async def test_pools_pair_players_of_one_server_only(service: MatchService) -> None:
    await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris")
    assert (await service.lobby.join_pool(OTHER_GUILD, FAR_CHANNEL, BOB, "morris")).match is None


async def test_a_pool_entry_lapses_after_the_wait_chosen(
    service: MatchService, clock: ManualClock
) -> None:
    await service.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris", wait_s=120)
    clock.advance(121)
    assert (await service.lobby.join_pool(GUILD, OTHER_CHANNEL, BOB, "morris")).match is None
    with pytest.raises(InvalidRequestError):
        await service.lobby.join_pool(GUILD, CHANNEL, CAROL, "morris", wait_s=5)


# -- your games, everywhere -----------------------------------------------------------------


async def test_a_players_games_everywhere_are_listed_those_waiting_on_them_first(
    service: MatchService, clock: ManualClock
) -> None:
    theirs = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", first="them")
    waiting_on_bob = (await service.lobby.accept(GUILD, CHANNEL, BOB, theirs.id)).started.match
    clock.advance(60)
    mine = await service.lobby.seek(OTHER_GUILD, FAR_CHANNEL, ALICE, "notakto", first="me")
    accepted = await service.lobby.accept(OTHER_GUILD, FAR_CHANNEL, CAROL, mine.id)
    waiting_on_alice = accepted.started.match
    listed = await service.lobby.games_everywhere(ALICE)
    assert [g.id for g in listed] == [waiting_on_alice.id, waiting_on_bob.id]
    assert [g.id for g in await service.lobby.games_everywhere(BOB)] == [waiting_on_bob.id]
    await service.resign(GUILD, CHANNEL, BOB)
    assert [g.id for g in await service.lobby.games_everywhere(ALICE)] == [waiting_on_alice.id]


# -- several processes on one PostgreSQL database ------------------------------------------

Start = Callable[[], Awaitable[MatchService]]
ON_POSTGRESQL = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
"""Processes share a lobby on PostgreSQL (a SQLite file is one process's)."""


@pytest.fixture
async def processes(database_url: str, clock: ManualClock) -> AsyncIterator[Start]:
    """Services on one database as separate processes would run them (own connections)."""
    opened: list[tuple[Repository, MatchService]] = []

    async def start() -> MatchService:
        repo = await open_storage(database_url)
        service = MatchService(repo, clock=clock, provider=InlineProvider())
        opened.append((repo, service))
        await service.resume()
        return service

    yield start
    for repo, service in opened:
        await service.close()
        await repo.close()


async def test_a_move_while_a_match_moves_into_its_thread_is_played_not_refused(
    service: MatchService,
) -> None:
    """The match is found where it was played until its move into the thread is stored: a
    move typed meanwhile waits for it, then is played (not refused as "no game")."""
    seek = await service.lobby.seek(GUILD, CHANNEL, ALICE, "morris", first="me")
    game_id = (await service.lobby.accept(GUILD, CHANNEL, BOB, seek.id)).started.match.id
    moved, played = await asyncio.gather(
        service.lobby.play_in_thread(game_id, THREAD),
        service.move(GUILD, CHANNEL, ALICE, "d6"),
    )
    assert moved.match.channel_id == THREAD and played.match.turns == 1
    view = service.active_game(THREAD, BOB)
    assert view is not None and view.turns == 1 and view.to_move_id == BOB
    assert service.active_game(CHANNEL, BOB) is None


@ON_POSTGRESQL
async def test_a_match_ended_elsewhere_as_it_moves_into_its_thread_is_not_held_in_progress(
    processes: Start,
) -> None:
    first = await processes()
    seek = await first.lobby.seek(GUILD, CHANNEL, ALICE, "morris", first="me")
    game_id = (await first.lobby.accept(GUILD, CHANNEL, BOB, seek.id)).started.match.id
    second = await processes()
    await second.resign(GUILD, CHANNEL, ALICE)
    with pytest.raises(ServiceError) as refused:
        await first.lobby.play_in_thread(game_id, THREAD)
    assert refused.value.text.key == "changed-meanwhile"
    assert first.active_game(CHANNEL, ALICE) is None and first.active_game(THREAD, ALICE) is None
    with pytest.raises(NoGameError):
        await first.move(GUILD, CHANNEL, ALICE, "d6")


@ON_POSTGRESQL
async def test_two_processes_accepting_one_seek_at_once_make_exactly_one_game(
    processes: Start, repo: SqlRepository
) -> None:
    first, second = await processes(), await processes()
    for round_ in range(5):
        seek = await first.lobby.seek(GUILD, CHANNEL + round_, ALICE, "morris", scope="server")
        results = await asyncio.gather(
            first.lobby.accept(GUILD, CHANNEL + round_, BOB, seek.id),
            second.lobby.accept(GUILD, CHANNEL + round_, CAROL, seek.id),
            return_exceptions=True,
        )
        refusals = [r for r in results if isinstance(r, LobbyError)]
        assert len(refusals) == 1, results
        assert refusals[0].text.key in ("seek-taken", "seek-gone")
        assert await stored_games(repo) == round_ + 1


@ON_POSTGRESQL
async def test_two_processes_joining_a_pool_at_once_pair_each_player_once(
    processes: Start, repo: SqlRepository
) -> None:
    first, second = await processes(), await processes()
    for round_ in range(10):
        one, two = 10 * round_ + 5, 10 * round_ + 6
        results = await asyncio.gather(
            first.lobby.join_pool(GUILD, CHANNEL, one, "morris"),
            second.lobby.join_pool(GUILD, OTHER_CHANNEL, two, "morris"),
        )
        # of two joining an empty pool at once, one waits and the other is paired with them
        assert sorted(r.match is not None for r in results) == [False, True]
        assert await stored_games(repo) == round_ + 1
    await first.lobby.join_pool(GUILD, CHANNEL, ALICE, "morris")
    results = await asyncio.gather(
        first.lobby.join_pool(GUILD, OTHER_CHANNEL, BOB, "morris"),
        second.lobby.join_pool(GUILD, OTHER_CHANNEL + 1, CAROL, "morris"),
    )
    assert sorted(r.match is not None for r in results) == [False, True]
    assert await stored_games(repo) == 11


@ON_POSTGRESQL
async def test_two_processes_lapsing_one_wait_at_once_offer_the_computer_once(
    processes: Start, clock: ManualClock
) -> None:
    first, second = await processes(), await processes()
    heard: list[Event] = []

    async def collect(batch: tuple[Event, ...]) -> None:
        heard.extend(batch)

    first.subscribe(collect)
    second.subscribe(collect)
    for user in range(10, 20):  # each alone in a pool of their own clock
        await first.lobby.join_pool(GUILD, user, user, "morris", turn_time_s=60 * user)
    clock.advance(3600)
    await asyncio.gather(first.tick(), second.tick())
    assert sorted(e.user_id for e in heard if isinstance(e, PoolLapsed)) == list(range(10, 20))


@ON_POSTGRESQL
async def test_two_processes_opening_a_players_last_seek_at_once_open_only_one(
    processes: Start,
) -> None:
    first, second = await processes(), await processes()
    for round_ in range(5):
        kept = [
            await first.lobby.seek(GUILD, CHANNEL, ALICE, "morris")
            for _ in range(MAX_OPEN_SEEKS - 1)
        ]
        results = await asyncio.gather(
            first.lobby.seek(GUILD, CHANNEL, ALICE, "notakto"),
            second.lobby.seek(GUILD, OTHER_CHANNEL, ALICE, "notakto"),
            return_exceptions=True,
        )
        refusals = [r for r in results if isinstance(r, LobbyError)]
        assert len(refusals) == 1, (round_, results)
        assert refusals[0].text.key == "seek-too-many"
        opened = [r for r in results if not isinstance(r, BaseException)]
        for seek in (*kept, *opened):
            await first.lobby.withdraw(ALICE, seek.id)
