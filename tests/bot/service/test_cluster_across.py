"""Games across servers on a shard cluster whose two servers are served by two processes (two
services on one PostgreSQL database): the match is held by the process of its own guild,
mirrored by the other, whose moves, resignations and refusals go through the holder exactly
once; a holder killed with inputs waiting (taken or not) is replaced by one that answers each
once."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from urllib.parse import urlsplit

import asyncpg
import pytest

from bot.service import (
    NO_GUILD,
    BoardChanged,
    CannotSaveError,
    Event,
    FinishedChanged,
    GameOver,
    HomeGone,
    ManualClock,
    MatchService,
    MatchView,
    MoveRejectedError,
    NotYourTurnError,
    OfferClosedError,
    OfferShown,
    Proposal,
    ServiceError,
    StartedHere,
    forwarding,
)
from bot.storage import GameRecord, InputRecord, Repository, open_storage
from bot.storage.inputs import SqlInputs
from devtools.postgres_server import ThrowawayServer
from tests.bot.helpers import ALICE, BOB, CHANNEL, InlineProvider
from tests.bot.pg_proxy import Cut, PgProxy
from tests.bot.service.test_shards import ON_SHARD_0, ON_SHARD_1, Start, processes, shard
from texts import render

pytestmark = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)
__all__ = ["processes"]  # the fixture: services started as processes of a cluster

FAR_CHANNEL = 20
"""A channel of :data:`ON_SHARD_1` (the second process's)."""
THREAD = 12
"""A thread of :data:`CHANNEL`."""
FAR_THREAD = 21
"""A thread of :data:`FAR_CHANNEL`."""
DM_CHANNEL = 30
"""A player's DM with the bot (shard 0's)."""


async def eventually(check: Callable[[], bool]) -> None:
    """Wait until ``check()`` (notifications between processes take a moment)."""
    async with asyncio.timeout(10):
        while not check():
            await asyncio.sleep(0.01)


@pytest.fixture
async def running() -> AsyncIterator[Callable[[MatchService], asyncio.Task[None]]]:
    """Run a service's timers and forwarding as its process would (stopped at the end)."""
    tasks: list[asyncio.Task[None]] = []

    def run(service: MatchService) -> asyncio.Task[None]:
        tasks.append(asyncio.create_task(service.run_timers()))
        return tasks[-1]

    yield run
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def across(home: MatchService, far: MatchService, first: str = "me") -> MatchView:
    """ALICE's global seek in ON_SHARD_0 (``home``'s) accepted by BOB from FAR_CHANNEL of
    ON_SHARD_1 (``far``'s), ``first`` saying who moves first from ALICE's side; return the
    match as ``far`` started it."""
    await home.lobby.set_settings(ON_SHARD_0, True)
    await far.lobby.set_settings(ON_SHARD_1, True)
    seek = await home.lobby.seek(ON_SHARD_0, CHANNEL, ALICE, "three", scope="global", first=first)
    accepted = await far.lobby.accept(ON_SHARD_1, FAR_CHANNEL, BOB, seek.id, language="fr")
    return accepted.started.match


def collecting(service: MatchService) -> list[Event]:
    """The events ``service`` publishes from now on, in order."""
    shown: list[Event] = []

    async def collect(batch: tuple[Event, ...]) -> None:
        shown.extend(batch)

    service.subscribe(collect)
    return shown


async def moves_stored(url: str, game: int) -> int:
    connection = await asyncpg.connect(url)
    try:
        return int(await connection.fetchval("SELECT count(*) FROM moves WHERE game_id = $1", game))
    finally:
        await connection.close()


async def test_a_seek_of_another_processs_server_is_held_there_and_played_from_both(
    processes: Start,
    running: Callable[[MatchService], asyncio.Task[None]],
    database_url: str,
) -> None:
    home = await processes(shard(0))
    far = await processes(shard(1))
    shown = collecting(home)
    running(home), running(far)
    match = await across(home, far)
    assert far.held_elsewhere(match.id) and far.active_game(FAR_CHANNEL, BOB) is not None
    await eventually(lambda: home.current(match.id) is not None)
    assert not home.held_elsewhere(match.id)
    await eventually(lambda: any(isinstance(e, BoardChanged) for e in shown))  # boards posted

    await home.move(ON_SHARD_0, CHANNEL, ALICE, "b2")
    await eventually(lambda: far.current(match.id).turns == 1)  # type: ignore[union-attr]
    moved = await far.move(ON_SHARD_1, FAR_CHANNEL, BOB, "a1")  # forwarded to the holder
    assert (moved.move, moved.match.turns) == ("7", 2)  # as the rules write a1
    assert home.current(match.id).turns == 2  # type: ignore[union-attr]
    with pytest.raises(NotYourTurnError) as early:
        await far.move(ON_SHARD_1, FAR_CHANNEL, BOB, "c3")
    assert (early.value.text.key, early.value.waiting_for) == ("not-your-turn", ALICE)
    await home.move(ON_SHARD_0, CHANNEL, ALICE, "c3")
    await eventually(lambda: far.current(match.id).turns == 3)  # type: ignore[union-attr]
    with pytest.raises(MoveRejectedError) as taken:
        await far.move(ON_SHARD_1, FAR_CHANNEL, BOB, "b2")
    assert taken.value.text.key == "move-rejected" and taken.value.move == "b2"
    offered = await far.propose(ON_SHARD_1, FAR_CHANNEL, BOB, Proposal.DRAW)  # forwarded
    assert (offered.agreed, offered.proposer_id) == (False, BOB)
    assert home.current(match.id).offers == {Proposal.DRAW: BOB}  # type: ignore[union-attr]
    assert isinstance(shown[-1], OfferShown)  # the holder shows it on both boards
    await home.decline_proposal(ON_SHARD_0, CHANNEL, ALICE, Proposal.DRAW)
    await home.propose(ON_SHARD_0, CHANNEL, ALICE, Proposal.DRAW)
    await eventually(lambda: far.current(match.id).offers == {Proposal.DRAW: ALICE})  # type: ignore[union-attr]
    refused = await far.answer_proposal(
        ON_SHARD_1, FAR_CHANNEL, BOB, Proposal.DRAW, match.id, agree=False
    )
    assert refused.declined and home.current(match.id).offers == {}  # type: ignore[union-attr]
    with pytest.raises(OfferClosedError):  # declined already: answered as the holder refused
        await far.answer_proposal(ON_SHARD_1, FAR_CHANNEL, BOB, Proposal.DRAW, match.id, True)
    with pytest.raises(ServiceError) as kept:  # a mirror is never changed where it mirrors
        await far.move_home(match.id, 2, ON_SHARD_1, FAR_CHANNEL + 1)
    assert kept.value.text.key == "held-elsewhere"
    assert await moves_stored(database_url, match.id) == 3

    await far.resign(ON_SHARD_1, FAR_CHANNEL, BOB)
    over = [e for e in shown if isinstance(e, GameOver)]
    assert [e.match.outcome.winner for e in over] == [1]  # type: ignore[union-attr]
    assert far.active_game(FAR_CHANNEL, BOB) is None and home.current(match.id) is None
    assert await moves_stored(database_url, match.id) == 3


async def test_a_holder_killed_with_inputs_waiting_is_replaced_by_one_answering_each_once(
    processes: Start,
    running: Callable[[MatchService], asyncio.Task[None]],
    database_url: str,
    clock: ManualClock,
) -> None:
    far = await processes(shard(1))
    match = await across(await processes(shard(0)), far)
    killed = await processes(shard(0))  # holds the match; killed below, its inputs left
    await killed.move(ON_SHARD_0, CHANNEL, ALICE, "b2")
    table: Repository = await open_storage(database_url)
    try:
        version = (await table.get_game(match.id)).version  # type: ignore[union-attr]

        def bob(text: str) -> InputRecord:
            return InputRecord(0, match.id, ON_SHARD_0, "move", BOB, FAR_CHANNEL, text, clock.now())

        applied = await table.queue_input(bob("a1"))  # taken and played, then killed
        assert await table.take_input(applied, version)
        await killed.move(ON_SHARD_1, FAR_CHANNEL, BOB, "a1")
        await killed.move(ON_SHARD_0, CHANNEL, ALICE, "c3")
        taken = await table.queue_input(bob("a3"))  # taken, killed before it was played
        assert await table.take_input(taken, version + 2)
        resigned = asyncio.ensure_future(far.resign(ON_SHARD_1, FAR_CHANNEL, BOB))
        async with asyncio.timeout(10):
            while len(await table.open_inputs()) < 3:  # forwarded while no holder runs
                await asyncio.sleep(0.01)

        successor = await processes(shard(0))  # takes the shard over
        running(successor)
        await resigned  # answered by the successor, after the inputs before it
        assert await moves_stored(database_url, match.id) == 4  # b2, a1 once, a3, no more
        assert (await table.get_input(applied)).outcome == "{}"  # type: ignore[union-attr]
        played = (await table.get_input(taken)).outcome  # type: ignore[union-attr]
        assert played == '{"move": "1", "complete": true}'
        assert (await table.get_game(match.id)).winner == 1  # type: ignore[union-attr]
    finally:
        await table.close()


async def test_an_input_no_holder_took_in_time_is_withdrawn_and_never_applied(
    processes: Start,
    running: Callable[[MatchService], asyncio.Task[None]],
    database_url: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(forwarding, "ANSWER_WAIT_S", 0.2)
    far = await processes(shard(1))
    match = await across(await processes(shard(0)), far)  # its holder never runs
    with pytest.raises(ServiceError) as late:
        await far.resign(ON_SHARD_1, FAR_CHANNEL, BOB)
    assert late.value.text.key == "forward-no-answer"
    assert "so nothing was changed." in render(late.value.text)  # a resignation, not a move
    successor = await processes(shard(0))
    running(successor)
    played = await successor.move(ON_SHARD_0, CHANNEL, ALICE, "b2")
    assert played.match.outcome is None and played.match.id == match.id  # not resigned
    table = await open_storage(database_url)
    try:
        assert await table.open_inputs() == []
    finally:
        await table.close()


async def test_a_pairing_of_two_processes_players_is_held_by_the_joiners_and_mirrored(
    processes: Start, running: Callable[[MatchService], asyncio.Task[None]]
) -> None:
    home = await processes(shard(0))
    far = await processes(shard(1))
    running(home), running(far)
    await home.lobby.set_settings(ON_SHARD_0, True)
    await far.lobby.set_settings(ON_SHARD_1, True)
    assert (await far.lobby.join_pool(ON_SHARD_1, FAR_CHANNEL, BOB, "three")).match is None
    paired = (await home.lobby.join_pool(ON_SHARD_0, CHANNEL, ALICE, "three")).match
    assert paired is not None and not home.held_elsewhere(paired.match.id)
    match = paired.match
    await eventually(lambda: far.active_game(FAR_CHANNEL, BOB) is not None)
    assert far.held_elsewhere(match.id)
    mover = home if match.to_move_id == ALICE else far
    where = (ON_SHARD_0, CHANNEL) if mover is home else (ON_SHARD_1, FAR_CHANNEL)
    moved = await mover.move(*where, match.to_move_id, "b2")  # BOB's is forwarded to home
    assert moved.match.turns == 1 and home.current(match.id).turns == 1  # type: ignore[union-attr]


async def test_an_input_that_ended_the_game_before_its_holder_was_killed_is_answered_applied(
    processes: Start,
    running: Callable[[MatchService], asyncio.Task[None]],
    database_url: str,
    clock: ManualClock,
) -> None:
    far = await processes(shard(1))
    match = await across(await processes(shard(0)), far)
    killed = await processes(shard(0))  # takes BOB's resignation, applies it, then is killed
    table: Repository = await open_storage(database_url)
    try:
        version = (await table.get_game(match.id)).version  # type: ignore[union-attr]
        entry = InputRecord(0, match.id, ON_SHARD_0, "resign", BOB, FAR_CHANNEL, "", clock.now())
        resigned = await table.queue_input(entry)
        assert await table.take_input(resigned, version)
        await killed.resign(ON_SHARD_1, FAR_CHANNEL, BOB)  # applied; its answer never stored
        running(await processes(shard(0)))  # the successor finds the game over
        async with asyncio.timeout(10):
            while (found := await table.get_input(resigned)) is None or found.outcome is None:
                await asyncio.sleep(0.01)
        assert found.outcome == "{}"  # applied, not "no game in progress"
    finally:
        await table.close()


async def test_a_forwarded_offer_is_applied_in_the_same_hold_of_the_match_that_took_it(
    processes: Start,
    running: Callable[[MatchService], asyncio.Task[None]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    home = await processes(shard(0))
    far = await processes(shard(1))
    running(home), running(far)
    match = await across(home, far)
    await eventually(lambda: home.current(match.id) is not None)
    committed: list[GameRecord] = []
    home.listen(committed.append)
    taken_at: list[int] = []
    competing: list[asyncio.Future[object]] = []
    take = SqlInputs.take_input

    async def take_then_compete(self: SqlInputs, input_id: int, version: int) -> bool:
        """Take the input, and have ALICE offer a restart meanwhile, waiting for the match."""
        taken = await take(self, input_id, version)
        taken_at.append(version)
        competing.append(
            asyncio.ensure_future(home.propose(ON_SHARD_0, CHANNEL, ALICE, Proposal.RESTART))
        )
        for _ in range(50):  # ALICE's offer waits for the match's lock
            await asyncio.sleep(0)
        return taken

    monkeypatch.setattr(SqlInputs, "take_input", take_then_compete)
    await far.propose(ON_SHARD_1, FAR_CHANNEL, BOB, Proposal.DRAW)
    await asyncio.gather(*competing)
    [version] = taken_at
    [next_change] = [r for r in committed if r.version == version + 1]
    assert (next_change.draw_offer, next_change.restart_offer) == (2, 0)  # BOB's, nothing else


@contextlib.asynccontextmanager
async def proxied(
    proxy: PgProxy, database_url: str, clock: ManualClock, number: int
) -> AsyncIterator[MatchService]:
    """A service of shard ``number`` whose database connections go through ``proxy`` (closed
    with its storage at the end; its timers are not started here)."""
    repo = await open_storage(proxy.url(urlsplit(database_url).path.lstrip("/")))
    service = MatchService(repo, clock=clock, provider=InlineProvider(), owns=shard(number))
    try:
        yield service
    finally:
        await service.close()
        await repo.close()


async def listening(url: str) -> int:
    """How many sessions listen for forwarded inputs."""
    connection = await asyncpg.connect(url)
    try:
        sql = "SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'LISTEN%match_inputs%'"
        return int(await connection.fetchval(sql))
    finally:
        await connection.close()


async def test_a_holder_whose_database_was_away_listens_again_and_answers_forwarded_inputs(
    processes: Start,
    running: Callable[[MatchService], asyncio.Task[None]],
    database_url: str,
    postgres_server: ThrowawayServer,
    clock: ManualClock,
) -> None:
    """The LISTEN connection is lost with the database: the holder listens on a new one once
    the database is back (until then it polls), so a forwarded input is answered at once, not
    at the next look every ``timer_poll_s``."""
    far = await processes(shard(1))
    running(far)
    async with PgProxy(postgres_server) as proxy, proxied(proxy, database_url, clock, 0) as home:
        await home.resume()
        running(home)
        match = await across(home, far)
        await eventually(lambda: home.current(match.id) is not None)
        proxy.go_down()
        async with asyncio.timeout(10):
            while await listening(database_url) == 2:  # the holder's session is cut
                await asyncio.sleep(0.05)
        proxy.come_back()
        async with asyncio.timeout(10):
            while await listening(database_url) < 2:  # the holder listens again
                await asyncio.sleep(0.05)
        await far.resign(ON_SHARD_1, FAR_CHANNEL, BOB)  # answered by the holder
        assert home.current(match.id) is None


async def inputs_stored(url: str, game: int) -> int:
    connection = await asyncpg.connect(url)
    try:
        sql = "SELECT count(*) FROM match_inputs WHERE game_id = $1"
        return int(await connection.fetchval(sql, game))
    finally:
        await connection.close()


@pytest.mark.parametrize("cut", list(Cut), ids=["before-server", "after-server"])
async def test_a_forwarded_move_whose_commit_lost_its_connection_is_played_once_or_not_at_all(
    processes: Start,
    running: Callable[[MatchService], asyncio.Task[None]],
    database_url: str,
    postgres_server: ThrowawayServer,
    clock: ManualClock,
    cut: Cut,
) -> None:
    """The sender's connection is lost while it commits its input: once the server settled
    that commit, the sender finds the input stored (and the player is answered with the move
    its holder played, once) or not (and the player is told nothing was changed). Before, the
    player was told it could not be known either way."""
    home = await processes(shard(0))
    running(home)
    async with PgProxy(postgres_server) as proxy, proxied(proxy, database_url, clock, 1) as far:
        await far.resume()  # its timers do not run: its next COMMIT is the input's
        match = await across(home, far)
        await eventually(lambda: home.current(match.id) is not None)
        await home.move(ON_SHARD_0, CHANNEL, ALICE, "b2")
        proxy.cut_next_commit(cut)
        if cut is Cut.AFTER_SERVER:
            moved = await far.move(ON_SHARD_1, FAR_CHANNEL, BOB, "a1")
            assert (moved.move, moved.match.turns) == ("7", 2)
        else:
            with pytest.raises(CannotSaveError):
                await far.move(ON_SHARD_1, FAR_CHANNEL, BOB, "a1")
        assert proxy.cuts == 1
        played = 2 if cut is Cut.AFTER_SERVER else 1
        assert await moves_stored(database_url, match.id) == played
        assert home.current(match.id).turns == played  # type: ignore[union-attr]
        assert await inputs_stored(database_url, match.id) == 0  # forgotten once read


@pytest.mark.parametrize("offered_far", [True, False], ids=["offered-far", "offered-home"])
async def test_a_rematch_across_two_processes_is_held_by_one_and_mirrored_by_the_other(
    processes: Start,
    running: Callable[[MatchService], asyncio.Task[None]],
    offered_far: bool,
) -> None:
    home = await processes(shard(0))
    far = await processes(shard(1))
    running(home), running(far)
    match = await across(home, far)
    await eventually(lambda: home.current(match.id) is not None)
    await far.resign(ON_SHARD_1, FAR_CHANNEL, BOB)
    await eventually(lambda: far.active_game(FAR_CHANNEL, BOB) is None)
    sides = [(far, ON_SHARD_1, FAR_CHANNEL, BOB), (home, ON_SHARD_0, CHANNEL, ALICE)]
    (offerer, guild, channel, user), (answerer, *answering) = sides if offered_far else sides[::-1]
    offer = await offerer.propose(guild, channel, user, Proposal.REMATCH)
    assert not offer.agreed
    guild, channel, user = answering
    agreed = await answerer.answer_proposal(guild, channel, user, Proposal.REMATCH, match.id, True)
    assert agreed.agreed and agreed.new_match is not None
    new = agreed.new_match.id
    await eventually(lambda: home.current(new) is not None and far.current(new) is not None)
    assert not home.held_elsewhere(new) and far.held_elsewhere(new)  # held by one only
    assert (home.current(new).to_move_id, far.active_game(FAR_CHANNEL, BOB).id) == (BOB, new)  # type: ignore[union-attr]
    moved = await far.move(ON_SHARD_1, FAR_CHANNEL, BOB, "b2")  # forwarded to the holder
    assert moved.match.turns == 1 and home.current(new).turns == 1  # type: ignore[union-attr]
    await home.move(ON_SHARD_0, CHANNEL, ALICE, "a1")
    await eventually(lambda: far.current(new).turns == 2)  # type: ignore[union-attr]


@pytest.mark.parametrize("made", ["typed", "clicked", "by-command"])
async def test_a_move_on_a_rematch_the_other_process_was_not_told_of_yet_is_played(
    processes: Start, running: Callable[[MatchService], asyncio.Task[None]], made: str
) -> None:
    """The holder posts the rematch's boards, on both sides, before the other process reads
    the notification of it (its own pace, on its own connection): his move made there at
    once finds the match in the database. Before, a typed move was taken for chat (nothing
    answered), a click and /move were refused as no game in progress. ``far`` never runs
    here: it is never told."""
    home = await processes(shard(0))
    far = await processes(shard(1))
    running(home)
    match = await across(home, far)
    await eventually(lambda: home.current(match.id) is not None)
    await far.resign(ON_SHARD_1, FAR_CHANNEL, BOB)
    await far.propose(ON_SHARD_1, FAR_CHANNEL, BOB, Proposal.REMATCH)
    agreed = await home.answer_proposal(
        ON_SHARD_0, CHANNEL, ALICE, Proposal.REMATCH, match.id, agree=True
    )
    assert agreed.new_match is not None and agreed.new_match.to_move_id == BOB
    new = agreed.new_match.id
    assert far.current(new) is None  # the holder shows it: he moves at once
    if made == "typed":  # as the typed-input cog reads a message: no game known, chat
        await far.catch_up_at(FAR_CHANNEL, BOB)
        assert far.active_game(FAR_CHANNEL, BOB).id == new  # type: ignore[union-attr]
    elif made == "clicked":  # as a click on his board does before it reads the choices
        await far.catch_up(new)
        assert far.match_choices(new, BOB).steps
    moved = await far.move(ON_SHARD_1, FAR_CHANNEL, BOB, "b2")  # forwarded to the holder
    assert (moved.match.id, moved.match.turns) == (new, 1)
    assert far.held_elsewhere(new) and home.current(new).turns == 1  # type: ignore[union-attr]


async def test_a_rematch_offer_answered_in_the_other_process_is_told_to_the_offerers(
    processes: Start, running: Callable[[MatchService], asyncio.Task[None]]
) -> None:
    """His offer (its ping posted by his process) declined, then agreed to, in hers: each
    time his process publishes the finished match as it now is, the offer gone, for the ping
    to go (before, it never heard of a finished match's change)."""
    home = await processes(shard(0))
    far = await processes(shard(1))
    running(home), running(far)
    heard = collecting(far)
    match = await across(home, far)
    await eventually(lambda: home.current(match.id) is not None)
    await far.resign(ON_SHARD_1, FAR_CHANNEL, BOB)
    await eventually(lambda: far.active_game(FAR_CHANNEL, BOB) is None)

    def told_after(version: int) -> list[MatchView]:
        """The finished match as ``far`` published it, newer than ``version``."""
        changed = [e.match for e in heard if isinstance(e, FinishedChanged)]
        return [view for view in changed if view.version > version]

    for agree in (False, True):
        offer = await far.propose(ON_SHARD_1, FAR_CHANNEL, BOB, Proposal.REMATCH)
        await home.answer_proposal(ON_SHARD_0, CHANNEL, ALICE, Proposal.REMATCH, match.id, agree)
        offered = offer.match.version
        await eventually(lambda: bool(told_after(offered)))  # noqa: B023 (awaited here)
        told = told_after(offered)[-1]
        assert told.id == match.id and told.across and Proposal.REMATCH not in told.offers


async def test_a_process_started_after_a_game_across_began_mirrors_it_from_the_look(
    processes: Start, running: Callable[[MatchService], asyncio.Task[None]]
) -> None:
    home = await processes(shard(0))
    running(home)
    match = await across(home, await processes(shard(1)))  # that process is gone since
    await eventually(lambda: home.current(match.id) is not None)
    await home.move(ON_SHARD_0, CHANNEL, ALICE, "b2")
    far = await processes(shard(1))  # finds it by looking at the games across in progress
    assert far.held_elsewhere(match.id) and far.current(match.id).turns == 1  # type: ignore[union-attr]
    running(far)
    moved = await far.move(ON_SHARD_1, FAR_CHANNEL, BOB, "a1")
    assert moved.match.turns == 2 and home.current(match.id).turns == 2  # type: ignore[union-attr]


async def test_a_seek_accepted_from_another_process_is_moved_into_threads_by_its_holder(
    processes: Start, running: Callable[[MatchService], asyncio.Task[None]]
) -> None:
    """The accepting process plays it in channels (it holds nothing); the holder is told to
    make the threads both servers' settings ask for before it posts the boards, and a side
    moved into its thread is mirrored and forwarded from there."""
    home = await processes(shard(0))
    far = await processes(shard(1))
    shown = collecting(home)
    running(home), running(far)
    await home.set_settings(ON_SHARD_0, threads=True)
    await far.set_settings(ON_SHARD_1, threads=True)
    match = await across(home, far)
    await eventually(lambda: any(isinstance(e, StartedHere) for e in shown))
    [started] = [e for e in shown if isinstance(e, StartedHere)]
    assert (started.match.id, started.thread, started.home_thread) == (match.id, True, True)
    assert not any(isinstance(e, BoardChanged) for e in shown)  # its boards wait for threads
    assert any(isinstance(e, BoardChanged) for e in started.events)
    await home.lobby.play_in_thread(match.id, THREAD)  # as the holder's cog does
    await home.lobby.home_in_thread(match.id, 2, FAR_THREAD)
    await eventually(lambda: far.active_game(FAR_THREAD, BOB) is not None)
    await home.move(ON_SHARD_0, THREAD, ALICE, "b2")
    await eventually(lambda: far.current(match.id).turns == 1)  # type: ignore[union-attr]
    moved = await far.move(ON_SHARD_1, FAR_THREAD, BOB, "a1")  # forwarded from the thread
    assert moved.match.turns == 2 and home.current(match.id).turns == 2  # type: ignore[union-attr]


async def test_a_far_home_moved_by_the_holder_is_found_there_by_the_mirror_at_once(
    processes: Start, running: Callable[[MatchService], asyncio.Task[None]]
) -> None:
    """Before any move: the far player, to move first, plays there."""
    home = await processes(shard(0))
    far = await processes(shard(1))
    running(home), running(far)
    match = await across(home, far, first="them")
    await eventually(lambda: home.current(match.id) is not None)
    await home.lobby.home_in_thread(match.id, 1, FAR_THREAD)  # BOB's seat: he moves first
    await eventually(lambda: far.active_game(FAR_THREAD, BOB) is not None)
    moved = await far.move(ON_SHARD_1, FAR_THREAD, BOB, "b2")
    assert moved.match.turns == 1


async def test_a_far_home_moved_into_a_thread_is_found_there_by_a_move_before_the_mirror_is_told(
    processes: Start, running: Callable[[MatchService], asyncio.Task[None]]
) -> None:
    """The holder posts the board in the new thread before ``far`` (never running here, so
    never told) reads the notification: his move made there at once finds the match."""
    home = await processes(shard(0))
    far = await processes(shard(1))
    running(home)
    match = await across(home, far, first="them")
    await eventually(lambda: home.current(match.id) is not None)
    await home.lobby.home_in_thread(match.id, 1, FAR_THREAD)  # BOB's seat: he moves first
    assert far.active_game(FAR_THREAD, BOB) is None  # as far as it was told
    moved = await far.move(ON_SHARD_1, FAR_THREAD, BOB, "b2")  # before: no game here
    assert moved.match.turns == 1 and home.current(match.id).turns == 1  # type: ignore[union-attr]


async def test_a_holder_without_shard_0_moves_a_far_player_whose_channel_is_gone_to_their_dm(
    processes: Start, running: Callable[[MatchService], asyncio.Task[None]]
) -> None:
    """DMs are shard 0's: the holder (shard 1) stores the DM home (REST posts there from any
    process), and shard 0's process, which gets the DM's typed moves, forwards them."""
    holder = await processes(shard(1))
    dms = await processes(shard(0))
    running(holder), running(dms)
    await holder.lobby.set_settings(ON_SHARD_1, True)
    await dms.lobby.set_settings(ON_SHARD_0, True)
    seek = await holder.lobby.seek(ON_SHARD_1, FAR_CHANNEL, ALICE, "three", scope="global")
    match = (await dms.lobby.accept(ON_SHARD_0, CHANNEL, BOB, seek.id)).started.match
    await eventually(lambda: holder.current(match.id) is not None)
    bob = match.seat_of(BOB)
    moved = await holder.move_home(match.id, bob, NO_GUILD, DM_CHANNEL)  # his channel is gone
    assert moved.home_of(BOB).channel_id == DM_CHANNEL
    await eventually(lambda: dms.active_game(DM_CHANNEL, BOB) is not None)
    first, where = (BOB, (NO_GUILD, DM_CHANNEL)) if bob == 1 else (ALICE, (ON_SHARD_1, FAR_CHANNEL))
    mover = dms if first == BOB else holder
    await mover.move(*where, first, "b2")
    await eventually(lambda: dms.current(match.id).turns == 1)  # type: ignore[union-attr]
    second = ALICE if first == BOB else BOB
    other = (ON_SHARD_1, FAR_CHANNEL) if second == ALICE else (NO_GUILD, DM_CHANNEL)
    played = await (holder if second == ALICE else dms).move(*other, second, "a1")
    assert played.match.turns == 2 and holder.current(match.id).turns == 2  # type: ignore[union-attr]


async def test_a_far_home_gone_as_its_process_saw_is_told_to_the_holder_at_once(
    processes: Start, running: Callable[[MatchService], asyncio.Task[None]]
) -> None:
    """Not at the holder's next edit of that board: its cog moves the players on then."""
    home = await processes(shard(0))
    far = await processes(shard(1))
    shown = collecting(home)
    running(home), running(far)
    match = await across(home, far)
    await eventually(lambda: home.current(match.id) is not None)
    assert [v.id for v in far.mirrored_games()] == [match.id]
    await far.home_gone(match.id, 2)  # the gateway said FAR_CHANNEL was deleted
    gone = [(e.match.id, e.seat) for e in shown if isinstance(e, HomeGone)]
    assert gone == [(match.id, 2)]
    assert home.current(match.id).turns == 0  # type: ignore[union-attr]  # nothing else done
