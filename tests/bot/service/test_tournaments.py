"""Tournaments through the match service on a real SQLite file: creation refused for each bad
option, joining and leaving, a Swiss and a round robin played to their end by resignations
(their games ordinary matches), a withdrawal mid-event, and a restart or a crash mid-round that
pairs no round twice and loses no result."""

from __future__ import annotations

from collections.abc import AsyncIterator
from itertools import combinations

import pytest

from bot.service import (
    InvalidRequestError,
    ManualClock,
    MatchService,
    NotAPlayerError,
    tournament_runner,
)
from bot.service.tournament_models import TournamentGame, TournamentView
from bot.storage import BoardRecord, SqlRepository, TournamentRecord, TournamentStatus
from tests.bot.helpers import CHANNEL, GUILD, new_service
from texts import render

ORGANISER = 50
PLAYERS = [61, 62, 63, 64, 65]


@pytest.fixture
async def svc(repo: SqlRepository, clock: ManualClock) -> AsyncIterator[MatchService]:
    service = new_service(repo, clock)
    await service.resume()
    yield service
    await service.close()


async def _create(svc: MatchService, clock: ManualClock, **changes: object) -> TournamentView:
    options: dict[str, object] = {
        "format": "swiss",
        "game": "morris",
        "rounds": 2,
        "turn_time_s": 600,
        "max_players": 8,
        "starts_at": clock.now() + 60,
    }
    options.update(changes)
    return await svc.tournaments.create(GUILD, CHANNEL, ORGANISER, **options)  # type: ignore[arg-type]


async def _entered(svc: MatchService, clock: ManualClock, players: list[int], **changes: object):
    view = await _create(svc, clock, **changes)
    for player in players:
        view = await svc.tournaments.join(GUILD, view.record.id, player)
    return view


async def _play_round(svc: MatchService, view: TournamentView) -> TournamentView:
    """Finish every game of the round in progress: black resigns on odd boards, white on even."""
    for board in view.current:
        if board.black_id is None or board.white_points is not None:
            continue
        loser = board.black_id if board.board % 2 else board.white_id
        await svc.resign(GUILD, CHANNEL, loser)
    await svc.tournaments.wait_idle()
    return await svc.tournaments.view(GUILD, view.record.id)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"format": "knockout"}, "The format must be Swiss, round robin or arena."),
        ({"rounds": 0}, "A Swiss limited to 8 players can have from 1 to 4 rounds."),
        ({"rounds": 5}, "A Swiss limited to 8 players can have from 1 to 4 rounds."),
        ({"format": "round-robin", "rounds": 3}, "A round robin is played once or twice"),
        ({"turn_time_s": 30}, "The clock per move must be from 1 minute to 14 days."),
        ({"max_players": 1}, "The player limit must be from 2 to 200."),
        ({"starts_at": 1_700_000_000.0}, "That start time has passed: choose a later one."),
        ({"late_join": 3}, "Late players can be let in up to a round from 0 (none) to 2,"),
        ({"late_join": -1}, "Late players can be let in up to a round from 0 (none) to 2,"),
        ({"format": "arena", "rounds": 30, "late_join": 1}, "Only a Swiss takes late players"),
        ({"format": "arena", "rounds": 30}, "An arena is played on a live clock"),
        ({"rounds": 1, "increment_s": 999}, "The increment must be"),
    ],
)
async def test_a_bad_option_is_refused_and_nothing_is_created(
    svc: MatchService,
    repo: SqlRepository,
    clock: ManualClock,
    changes: dict[str, object],
    message: str,
) -> None:
    with pytest.raises(InvalidRequestError) as refused:
        await _create(svc, clock, **changes)
    assert render(refused.value.text).startswith(message)
    assert await repo.tournaments.in_progress() == []


async def test_joining_twice_full_or_started_and_leaving_when_not_in_are_refused(
    svc: MatchService, clock: ManualClock
) -> None:
    view = await _entered(svc, clock, PLAYERS[:2], max_players=3, rounds=1)
    tournament = view.record.id
    with pytest.raises(InvalidRequestError, match="tournament-joined-already"):
        await svc.tournaments.join(GUILD, tournament, PLAYERS[0])
    await svc.tournaments.join(GUILD, tournament, PLAYERS[2])
    with pytest.raises(InvalidRequestError, match="tournament-full"):
        await svc.tournaments.join(GUILD, tournament, PLAYERS[3])
    view = await svc.tournaments.leave(GUILD, tournament, PLAYERS[2])
    assert view.players == tuple(PLAYERS[:2])
    with pytest.raises(NotAPlayerError):
        await svc.tournaments.leave(GUILD, tournament, PLAYERS[2])
    with pytest.raises(NotAPlayerError):
        await svc.tournaments.start(GUILD, tournament, PLAYERS[0])
    await svc.tournaments.start(GUILD, tournament, ORGANISER)
    with pytest.raises(InvalidRequestError, match="tournament-not-open"):
        await svc.tournaments.join(GUILD, tournament, PLAYERS[3])
    with pytest.raises(InvalidRequestError, match="tournament-none"):
        await svc.tournaments.view(GUILD + 1, tournament)


async def test_a_swiss_of_five_is_played_to_its_end_with_byes_and_no_rematch(
    svc: MatchService, clock: ManualClock
) -> None:
    view = await _entered(svc, clock, PLAYERS, rounds=2)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    assert view.record.round == 1 and len(view.current) == 3
    for board in view.current:
        if board.black_id is not None:
            match = svc.active_game(CHANNEL, board.white_id)
            assert match is not None and match.players == (board.white_id, board.black_id)
    view = await _play_round(svc, view)
    assert view.record.round == 2
    view = await _play_round(svc, view)
    assert view.record.status is TournamentStatus.FINISHED
    games = [frozenset((b.white_id, b.black_id)) for b in view.boards if b.black_id]
    assert len(games) == len(set(games)) == 4
    byes = [b.white_id for b in view.boards if b.black_id is None]
    assert len(byes) == len(set(byes)) == 2
    assert sum(s.points for s in view.table) == 6.0  # 4 games and 2 byes
    assert svc.active_games() == []


async def test_a_late_joiner_is_paired_from_the_next_round_until_the_chosen_round(
    svc: MatchService, clock: ManualClock
) -> None:
    view = await _entered(svc, clock, PLAYERS[:4], rounds=3, late_join=2)
    tournament = view.record.id
    view = await svc.tournaments.start(GUILD, tournament, ORGANISER)
    view = await svc.tournaments.join(GUILD, tournament, PLAYERS[4])
    assert PLAYERS[4] in view.players and len(view.current) == 2
    with pytest.raises(InvalidRequestError, match="tournament-joined-already"):
        await svc.tournaments.join(GUILD, tournament, PLAYERS[4])
    view = await _play_round(svc, view)
    assert view.record.round == 2
    assert PLAYERS[4] in {p for b in view.current for p in (b.white_id, b.black_id)}
    before = await svc.tournaments.view(GUILD, tournament)
    with pytest.raises(InvalidRequestError, match="tournament-late-past") as refused:
        await svc.tournaments.join(GUILD, tournament, 66)
    assert "until round 2 was paired" in render(refused.value.text)
    assert await svc.tournaments.view(GUILD, tournament) == before


async def test_the_winner_is_stored_announced_once_and_counted_in_results(
    repo: SqlRepository, clock: ManualClock
) -> None:
    first = new_service(repo, clock)
    await first.resume()
    heard: list[TournamentStatus] = []

    async def note(view: TournamentView, started: object) -> None:
        heard.append(view.record.status)

    first.tournaments.subscribe(note)
    view = await _entered(first, clock, PLAYERS[:2], rounds=1)
    view = await first.tournaments.start(GUILD, view.record.id, ORGANISER)
    [board] = view.current
    await first.resign(GUILD, CHANNEL, board.black_id or 0)
    await first.tournaments.wait_idle()
    view = await first.tournaments.view(GUILD, view.record.id)
    assert view.record.status is TournamentStatus.FINISHED
    assert view.record.winner_id == board.white_id == view.table[0].player
    assert heard[-1] is TournamentStatus.FINISHED
    await first.close()

    # Not announced before the restart: the resume tells the subscribers again.
    second = new_service(repo, clock)
    second.tournaments.subscribe(note)
    heard.clear()
    await second.resume()
    assert heard == [TournamentStatus.FINISHED]
    assert await second.tournaments.results.claim_announcement(view.record.id)
    assert not await second.tournaments.results.claim_announcement(view.record.id)
    heard.clear()
    await second.tournaments.resume(lambda guild_id: True)
    assert heard == []
    assert await second.tournaments.results.of_player(GUILD, board.white_id) == (1, 1)
    assert await second.tournaments.results.of_player(None, board.black_id or 0, "morris") == (1, 0)
    assert await second.tournaments.results.of_player(GUILD + 1, board.white_id) == (0, 0)
    await second.close()


@pytest.mark.parametrize("rated", [True, False])
async def test_a_tournament_s_games_are_rated_as_it_was_created(
    svc: MatchService, clock: ManualClock, rated: bool
) -> None:
    view = await _entered(svc, clock, PLAYERS[:2], rounds=1, rated=rated)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    [board] = view.current
    match = svc.active_game(CHANNEL, board.white_id)
    assert match is not None and match.rated is rated
    await _play_round(svc, view)
    [record] = await svc.player_records(GUILD, board.white_id, "morris")
    assert record.rated_games == int(rated)


async def test_a_round_robin_of_four_pairs_everyone_once(
    svc: MatchService, clock: ManualClock
) -> None:
    view = await _entered(svc, clock, PLAYERS[:4], format="round-robin", rounds=1)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    for _ in range(3):
        assert view.record.status is TournamentStatus.RUNNING
        view = await _play_round(svc, view)
    assert view.record.status is TournamentStatus.FINISHED
    assert {frozenset((b.white_id, b.black_id)) for b in view.boards} == {
        frozenset(pair) for pair in combinations(PLAYERS[:4], 2)
    }


async def test_leaving_mid_event_forfeits_the_game_and_the_rounds_after(
    svc: MatchService, clock: ManualClock
) -> None:
    view = await _entered(svc, clock, PLAYERS[:4], format="round-robin", rounds=1)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    leaver = PLAYERS[0]
    [board] = [b for b in view.current if leaver in (b.white_id, b.black_id)]
    view = await svc.tournaments.leave(GUILD, view.record.id, leaver)
    await svc.tournaments.wait_idle()
    view = await svc.tournaments.view(GUILD, view.record.id)
    assert svc.active_game(CHANNEL, leaver) is None
    [after] = [b for b in view.boards if b.board == board.board and b.round == 1]
    assert after.white_points == (0.0 if after.white_id == leaver else 1.0)
    assert view.withdrawn == {leaver}
    while view.record.status is TournamentStatus.RUNNING:
        view = await _play_round(svc, view)
    theirs = [b for b in view.boards if leaver in (b.white_id, b.black_id)]
    assert len(theirs) == 3
    assert all(b.white_points == (0.0 if b.white_id == leaver else 1.0) for b in theirs)
    with pytest.raises(NotAPlayerError):
        await svc.tournaments.leave(GUILD, view.record.id, leaver)


async def test_a_restart_mid_round_resumes_without_pairing_again(
    repo: SqlRepository, clock: ManualClock
) -> None:
    first = new_service(repo, clock)
    await first.resume()
    view = await _entered(first, clock, PLAYERS[:4], rounds=2)
    view = await first.tournaments.start(GUILD, view.record.id, ORGANISER)
    [done, playing] = view.current
    await first.resign(GUILD, CHANNEL, done.black_id or 0)
    await first.tournaments.wait_idle()
    await first.close()

    second = new_service(repo, clock)
    await second.resume()
    view = await second.tournaments.view(GUILD, view.record.id)
    assert view.record.round == 1 and len(view.boards) == 2
    assert [b.white_points for b in view.current] == [1.0, None]
    assert len(second.active_games()) == 1
    await second.resign(GUILD, CHANNEL, playing.white_id)
    await second.tournaments.wait_idle()
    view = await second.tournaments.view(GUILD, view.record.id)
    assert view.record.round == 2 and len(view.current) == 2
    await second.close()


async def test_a_crash_before_a_result_or_a_pairing_is_noted_is_mended_on_resume(
    repo: SqlRepository, clock: ManualClock
) -> None:
    first = new_service(repo, clock)
    await first.resume()
    view = await _entered(first, clock, PLAYERS[:4], rounds=2)
    view = await first.tournaments.start(GUILD, view.record.id, ORGANISER)
    tournament = view.record.id
    # A crash after the matches ended but before the tournament heard of either result.
    first.tournaments.close()
    for board in view.current:
        await first.resign(GUILD, CHANNEL, board.black_id or 0)
    await first.close()
    assert [b.white_points for b in await repo.tournaments.boards(tournament)] == [None, None]

    second = new_service(repo, clock)
    await second.resume()
    await second.resume()  # a second resume pairs nothing twice
    boards = await repo.tournaments.boards(tournament)
    assert [b.white_points for b in boards if b.round == 1] == [1.0, 1.0]
    assert [b.round for b in boards] == [1, 1, 2, 2]
    assert len(second.active_games()) == 2
    assert not await repo.tournaments.pair_round(
        tournament, 2, [BoardRecord(2, 9, PLAYERS[0], PLAYERS[1])]
    )
    await second.close()


async def test_a_tournament_starts_at_its_time_or_is_cancelled_without_players(
    svc: MatchService, clock: ManualClock
) -> None:
    full = await _entered(svc, clock, PLAYERS[:2], rounds=1)
    empty = await _entered(svc, clock, PLAYERS[2:3], rounds=1)
    await svc.tournaments.tick()
    assert (await svc.tournaments.view(GUILD, full.record.id)).record.status == "open"
    clock.advance(60)
    await svc.tournaments.tick()
    started = await svc.tournaments.view(GUILD, full.record.id)
    assert started.record.status is TournamentStatus.RUNNING and started.record.round == 1
    assert svc.active_game(CHANNEL, PLAYERS[0]) is not None
    cancelled = await svc.tournaments.view(GUILD, empty.record.id)
    assert cancelled.record.status is TournamentStatus.CANCELLED
    elsewhere = await _entered(svc, clock, PLAYERS[3:5], rounds=1)
    clock.advance(60)
    await svc.tournaments.tick(lambda guild_id: guild_id != GUILD)
    assert (await svc.tournaments.view(GUILD, elsewhere.record.id)).record.status == "open"


async def test_an_arena_pairs_free_players_at_once_until_its_time_is_up(
    svc: MatchService, clock: ManualClock
) -> None:
    with pytest.raises(InvalidRequestError, match="tournament-arena-minutes"):
        await _create(svc, clock, format="arena", rounds=4, increment_s=3)
    live = {"turn_time_s": 300, "increment_s": 3}
    view = await _entered(svc, clock, PLAYERS[:4], format="arena", rounds=10, **live)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    first, second = view.boards
    match = svc.active_game(CHANNEL, first.white_id)
    assert match is not None and (match.turn_time_s, match.increment_s) == (300, 3)
    await svc.resign(GUILD, CHANNEL, first.black_id or 0)  # first's white wins
    await svc.tournaments.wait_idle()
    view = await svc.tournaments.view(GUILD, view.record.id)
    assert len(view.boards) == 2  # its two players just met: they wait for others
    await svc.resign(GUILD, CHANNEL, second.black_id or 0)
    await svc.tournaments.wait_idle()
    view = await svc.tournaments.view(GUILD, view.record.id)
    third, fourth = view.boards[2:]
    winners = {first.white_id, second.white_id}
    assert {third.white_id, third.black_id} in (winners, set(PLAYERS[:4]) - winners)
    for board in (third, fourth):
        assert {board.white_id, board.black_id} not in ({first.white_id, first.black_id},)
        assert svc.active_game(CHANNEL, board.white_id) is not None
    clock.advance(10 * 60)
    await svc.tournaments.tick()
    view = await svc.tournaments.view(GUILD, view.record.id)
    assert view.record.status is TournamentStatus.RUNNING  # its games are played out first
    for board in (third, fourth):
        await svc.resign(GUILD, CHANNEL, board.black_id or 0)
    await svc.tournaments.wait_idle()
    view = await svc.tournaments.view(GUILD, view.record.id)
    assert view.record.status is TournamentStatus.FINISHED and len(view.boards) == 4
    assert sorted(s.points for s in view.table) == [0.0, 2.0, 2.0, 4.0]


async def test_a_player_who_does_not_move_twice_in_a_row_is_withdrawn(
    svc: MatchService, clock: ManualClock
) -> None:
    absent = PLAYERS[0]
    view = await _entered(svc, clock, PLAYERS[:4], rounds=3, turn_time_s=60, max_players=6)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    for expected_round in (1, 2):
        assert view.record.round == expected_round and absent not in view.withdrawn
        for board in view.current:
            if absent == board.black_id:
                await svc.move(GUILD, CHANNEL, board.white_id, "d6")
            elif absent != board.white_id:
                await svc.resign(GUILD, CHANNEL, board.black_id or 0)
        clock.advance(61)
        await svc.tick()
        await svc.tournaments.wait_idle()
        view = await svc.tournaments.view(GUILD, view.record.id)
    assert view.withdrawn == {absent}
    assert view.record.round == 3
    assert all(absent not in (b.white_id, b.black_id) for b in view.current)
    lost = [b for b in view.boards if absent in (b.white_id, b.black_id)]
    assert len(lost) == 2
    assert [b.white_points for b in lost] == [0.0 if b.white_id == absent else 1.0 for b in lost]


async def test_the_server_s_tournament_role_is_kept_and_cleared_by_its_everyone_role(
    svc: MatchService,
) -> None:
    assert (await svc.set_settings(GUILD, tournament_role=77)).tournament_role == 77
    assert (await svc.set_settings(GUILD, threads=True)).tournament_role == 77
    assert (await svc.get_settings(GUILD)).tournament_role == 77
    assert (await svc.set_settings(GUILD, tournament_role=GUILD)).tournament_role is None


async def test_a_casual_game_of_the_pair_in_another_channel_is_not_their_board(
    svc: MatchService, clock: ManualClock
) -> None:
    white, black = PLAYERS[:2]
    offer = await svc.challenge(GUILD, 7000, white, black, "three")
    casual = await svc.accept(GUILD, 7000, black, offer.challenge.id)
    view = await _entered(svc, clock, [white, black], format="round-robin", rounds=1)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    [board] = view.boards
    assert board.game_id is not None and board.game_id != casual.match.id
    played = svc.active_game(CHANNEL, white)
    assert played is not None and played.id == board.game_id  # started in the channel
    await svc.resign(GUILD, 7000, white)  # the casual game's end scores nothing
    await svc.tournaments.wait_idle()
    view = await svc.tournaments.view(GUILD, view.record.id)
    assert view.boards[0].white_points is None


async def _unclosed(place: int) -> None:
    raise AssertionError(f"place {place} closed, but its game started")


async def test_a_thread_made_for_a_game_that_cannot_start_is_closed(
    repo: SqlRepository, clock: ManualClock
) -> None:
    svc = new_service(repo, clock)
    await svc.resume()
    closed: list[int] = []

    async def close(place: int) -> None:
        closed.append(place)

    async def place(record: TournamentRecord, board: BoardRecord) -> int | None:
        return 5001

    svc.tournaments.place_games_with(place, close)
    await svc.challenge(GUILD, 5001, PLAYERS[0], None, "three")  # busy there already
    view = await _entered(svc, clock, PLAYERS[:2], format="round-robin", rounds=1)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    [board] = view.boards
    assert board.game_id is None and board.white_points == 0.5  # drawn, not started
    assert closed == [5001]
    await svc.close()


async def test_round_robin_games_are_played_where_the_placer_says_and_resume_there(
    repo: SqlRepository, clock: ManualClock
) -> None:
    asked: list[tuple[int, int]] = []

    async def place(record: TournamentRecord, board: BoardRecord) -> int | None:
        asked.append((board.round, board.board))
        return None if board.board == 2 else 5000 + board.round  # board 2: the channel

    first = new_service(repo, clock)
    await first.resume()
    first.tournaments.place_games_with(place, _unclosed)
    view = await _entered(first, clock, PLAYERS[:4], format="round-robin", rounds=1)
    view = await first.tournaments.start(GUILD, view.record.id, ORGANISER)
    in_thread, in_channel = view.current
    assert asked == [(1, 1), (1, 2)]
    assert first.active_game(5001, in_thread.white_id) is not None
    assert first.active_game(CHANNEL, in_channel.white_id) is not None
    await first.close()

    second = new_service(repo, clock)  # a restart: the games are found where they are
    await second.resume()
    second.tournaments.place_games_with(place, _unclosed)
    assert len(second.active_games()) == 2 and len(asked) == 2
    view = await second.tournaments.leave(GUILD, view.record.id, in_thread.black_id or 0)
    await second.tournaments.wait_idle()
    assert second.active_game(5001, in_thread.white_id) is None  # resigned in its thread
    await second.resign(GUILD, CHANNEL, in_channel.black_id or 0)
    await second.tournaments.wait_idle()
    view = await second.tournaments.view(GUILD, view.record.id)
    played = [b for b in view.current if b.game_id is not None]  # the leaver's is forfeited
    assert view.record.round == 2 and asked[2:] == [(2, b.board) for b in played]
    await second.close()


async def test_a_crash_while_a_game_s_place_is_made_leaves_no_challenge_to_refuse_the_restart(
    repo: SqlRepository, clock: ManualClock
) -> None:
    async def crash(record: TournamentRecord, board: BoardRecord) -> int | None:
        raise RuntimeError("the process dies while the thread is made")

    async def place(record: TournamentRecord, board: BoardRecord) -> int | None:
        return 5000 + board.board

    first = new_service(repo, clock)
    await first.resume()
    first.tournaments.place_games_with(crash, _unclosed)
    view = await _entered(first, clock, PLAYERS[:2], format="round-robin", rounds=1)
    with pytest.raises(RuntimeError):
        await first.tournaments.start(GUILD, view.record.id, ORGANISER)
    await first.close()

    second = new_service(repo, clock)
    second.tournaments.place_games_with(place, _unclosed)
    await second.resume()
    view = await second.tournaments.view(GUILD, view.record.id)
    [board] = view.current
    assert board.white_points is None and board.game_id is not None  # started, not drawn
    assert second.active_game(5001, board.white_id) is not None
    await second.close()


async def test_a_tournament_game_is_known_with_its_round_also_after_a_restart(
    repo: SqlRepository, clock: ManualClock
) -> None:
    first = new_service(repo, clock)
    await first.resume()
    view = await _entered(first, clock, PLAYERS, format="round-robin", rounds=2)
    view = await first.tournaments.start(GUILD, view.record.id, ORGANISER)
    games = [first.active_game(CHANNEL, b.white_id) for b in view.current if b.black_id]
    assert len(games) == 2 and None not in games
    # Five players: a bye each round, five rounds a cycle, two cycles.
    expected = TournamentGame(view.record.id, "round-robin", 1, 10)
    assert [first.tournaments.game_of(g.id) for g in games if g] == [expected, expected]
    casual = await first.challenge(GUILD, CHANNEL + 1, ORGANISER, 70, "morris")
    started = await first.accept(GUILD, CHANNEL + 1, 70, casual.challenge.id)
    assert first.tournaments.game_of(started.match.id) is None
    await first.close()

    second = new_service(repo, clock)
    await second.resume()
    assert [second.tournaments.game_of(g.id) for g in games if g] == [expected, expected]
    await second.close()


async def test_a_swiss_game_says_its_round_of_the_swiss_s_rounds(
    svc: MatchService, clock: ManualClock
) -> None:
    view = await _entered(svc, clock, PLAYERS[:4], rounds=2)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    view = await _play_round(svc, view)
    game = svc.active_game(CHANNEL, view.current[0].white_id)
    assert game is not None
    assert svc.tournaments.game_of(game.id) == TournamentGame(view.record.id, "swiss", 2, 2)


async def test_only_the_newest_finished_games_keep_what_their_board_says(
    svc: MatchService, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tournament_runner, "KEPT_FINISHED", 2)
    view = await _entered(svc, clock, PLAYERS[:4], rounds=2)
    view = await svc.tournaments.start(GUILD, view.record.id, ORGANISER)
    view = await _play_round(svc, view)
    view = await _play_round(svc, view)
    assert view.record.status is TournamentStatus.FINISHED
    first, last = ([b.game_id for b in view.boards if b.round == n] for n in (1, 2))
    assert [svc.tournaments.game_of(g) for g in first if g] == [None, None]
    # The final boards, shown after the end, still say their round.
    expected = TournamentGame(view.record.id, "swiss", 2, 2)
    assert [svc.tournaments.game_of(g) for g in last if g] == [expected, expected]
