"""A match from challenge to rematch through the service, on a real SQLite file."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from bot.service import (
    BoardChanged,
    ChallengeError,
    ChallengeExpired,
    ChannelNotAllowedError,
    Event,
    GameOver,
    InvalidRequestError,
    ManualClock,
    MatchService,
    MatchView,
    MoveRejectedError,
    Next,
    NoGameError,
    NotAPlayerError,
    NotYourTurnError,
    PlayerBusyError,
    Proposal,
    TurnWarning,
    YourTurn,
)
from bot.service.guild_settings import duration
from bot.storage import EntryKind, GameStatus, Repository
from games import ai
from games.base import Termination
from games.registry import get_game
from tests.bot.helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    COMPUTER,
    GUILD,
    OTHER_CHANNEL,
    InlineProvider,
    export_line,
    mention,
)
from texts import Person, Text, render, t

MILL_OPENING = [(ALICE, "a7"), (BOB, "b6"), (ALICE, "d7"), (BOB, "d6")]


async def start(service: MatchService, first: str = "me", **kwargs: object) -> MatchView:
    """Alice challenges Bob and Bob accepts."""
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first=first, **kwargs)  # type: ignore[arg-type]
    return (await service.accept(GUILD, CHANNEL, BOB)).match


async def play(service: MatchService, moves: list[tuple[int, str]]) -> None:
    for user, text in moves:
        await service.move(GUILD, CHANNEL, user, text)


def game_view(service: MatchService, user: int = ALICE) -> MatchView:
    view = service.active_game(CHANNEL, user)
    assert view is not None
    return view


def in_range_refusal(seconds: int) -> Text:
    """The refusal of a turn timeout of ``seconds``, outside 1 minute to 7 days."""
    low, high = t("duration-minutes", count=1), t("duration-days", count=7)
    what = t("setting-turn-timeout")
    return t("out-of-range-given", what=what, low=low, high=high, given=duration(seconds))


async def test_accepted_challenge_starts_with_the_chosen_first_player(
    service: MatchService, events: list[Event]
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="them")
    started = await service.accept(GUILD, CHANNEL, BOB)
    game = started.match
    assert game.players == (BOB, ALICE)
    assert game.to_move_id == BOB
    assert game.rated
    first, second = started.events
    assert isinstance(first, BoardChanged) and first.reason == "start"
    assert isinstance(second, YourTurn) and second.user_id == BOB
    assert events == []  # what a command caused is in its result, not published


async def test_random_first_player_comes_from_the_random_source(service: MatchService) -> None:
    firsts = set()
    for channel in range(20, 30):
        await service.challenge(GUILD, channel, ALICE, BOB, "morris")
        firsts.add((await service.accept(GUILD, channel, BOB)).match.players[0])
    assert firsts == {ALICE, BOB}


async def test_only_the_challenged_player_can_accept(service: MatchService) -> None:
    result = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris")
    with pytest.raises(NotAPlayerError) as stranger:
        await service.accept(GUILD, CHANNEL, CAROL, result.challenge.id)
    assert stranger.value.text == t("challenge-not-for-you", challenged=Person(BOB))
    with pytest.raises(ChallengeError) as own:
        await service.accept(GUILD, CHANNEL, ALICE, result.challenge.id)
    assert own.value.text.key == "own-challenge"
    assert service.active_game(CHANNEL, ALICE) is None


async def test_declined_challenge_cannot_be_accepted(service: MatchService) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris")
    declined = await service.decline(GUILD, CHANNEL, BOB)
    assert declined.status == "declined"
    with pytest.raises(ChallengeError) as caught:
        await service.accept(GUILD, CHANNEL, BOB)
    assert caught.value.text.key == "no-challenge-to-you"


async def test_only_the_challenger_can_withdraw(service: MatchService) -> None:
    result = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris")
    with pytest.raises(NotAPlayerError) as caught:
        await service.withdraw(GUILD, CHANNEL, BOB, result.challenge.id)
    assert caught.value.text == t("only-challenger-withdraws", challenger=Person(ALICE))
    assert (await service.withdraw(GUILD, CHANNEL, ALICE)).status == "withdrawn"
    assert service.pending_challenges(CHANNEL, BOB) == []


async def test_challenge_expires_after_the_guild_expiry_time(
    service: MatchService, clock: ManualClock, events: list[Event]
) -> None:
    await service.set_settings(GUILD, challenge_expiry_s=120)
    result = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris")
    clock.advance(119)
    await service.tick()
    assert service.pending_challenges(CHANNEL, BOB) != []
    clock.advance(2)
    await service.tick()
    assert [e.challenge.id for e in events if isinstance(e, ChallengeExpired)] == [
        result.challenge.id
    ]
    with pytest.raises(ChallengeError):
        await service.accept(GUILD, CHANNEL, BOB)


async def test_default_expiry_is_ten_minutes_even_before_the_timer_runs(
    service: MatchService, clock: ManualClock, events: list[Event]
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris")
    clock.advance(600)
    with pytest.raises(ChallengeError) as caught:
        await service.accept(GUILD, CHANNEL, BOB)
    assert caught.value.text.key == "challenge-expired"
    assert any(isinstance(e, ChallengeExpired) for e in events)


async def test_a_busy_player_is_refused_naming_the_game(service: MatchService) -> None:
    game = await start(service)
    with pytest.raises(PlayerBusyError) as caught:
        await service.challenge(GUILD, CHANNEL, CAROL, BOB, "morris")
    assert (caught.value.user_id, caught.value.game_id) == (BOB, game.id)
    assert caught.value.text == t(
        "busy-player", player=Person(BOB), title=t("game-morris"), game=str(game.id)
    )
    with pytest.raises(PlayerBusyError) as caught:
        await service.challenge(GUILD, CHANNEL, ALICE, CAROL, "three")
    assert caught.value.text == t("busy-you", title=t("game-morris"), game=str(game.id))
    other = await service.challenge(GUILD, OTHER_CHANNEL, ALICE, CAROL, "three")
    assert other.challenge.status == "pending"


async def test_accepting_while_busy_is_refused(service: MatchService) -> None:
    await service.challenge(GUILD, CHANNEL, CAROL, BOB, "morris")
    await start(service)
    with pytest.raises(PlayerBusyError) as caught:
        await service.accept(GUILD, CHANNEL, BOB)
    assert caught.value.text.key == "busy-you"


async def test_moving_out_of_turn_is_refused_and_changes_nothing(service: MatchService) -> None:
    game = await start(service)
    with pytest.raises(NotYourTurnError) as caught:
        await service.move(GUILD, CHANNEL, BOB, "d6")
    assert caught.value.waiting_for == ALICE
    assert caught.value.text == t("not-your-turn", waiting=Person(ALICE))
    assert game_view(service).position == game.position


async def test_a_non_player_cannot_move(service: MatchService) -> None:
    await start(service)
    with pytest.raises(NoGameError) as caught:
        await service.move(GUILD, CHANNEL, CAROL, "d6")
    assert caught.value.text.key == "no-game-here"


async def test_an_illegal_move_is_refused_with_the_reason(
    service: MatchService, repo: Repository
) -> None:
    game = await start(service)
    await play(service, [(ALICE, "a7")])
    with pytest.raises(MoveRejectedError) as caught:
        await service.move(GUILD, CHANNEL, BOB, "a7")
    reason = t("move-occupied", point="a7")
    assert caught.value.reason == reason
    assert caught.value.text == t("move-rejected", move="a7", reason=reason)
    stored = await repo.get_game(game.id)
    assert stored is not None and stored.turns == 1


async def test_a_mill_leaves_the_removal_pending_across_a_restart(
    service: MatchService, repo: Repository, clock: ManualClock
) -> None:
    game = await start(service)
    await play(service, MILL_OPENING)
    result = await service.move(GUILD, CHANNEL, ALICE, "g7")
    assert (result.next, result.complete, result.move) == (Next.PENDING_REMOVAL, False, "g7")
    assert result.match.state.pending_removal is not None and result.match.to_move_id == ALICE
    assert sorted(service.legal_moves(CHANNEL, ALICE)) == ["xb6", "xd6"]
    with pytest.raises(NotYourTurnError):
        await service.move(GUILD, CHANNEL, BOB, "a1")

    restarted = MatchService(repo, clock=clock, provider=InlineProvider())
    await restarted.resume()
    assert game_view(restarted).state.pending_removal is not None
    done = await restarted.move(GUILD, CHANNEL, ALICE, "b6")
    assert (done.next, done.move) == (Next.OPPONENT, "g7xb6")
    assert done.match.last_move == "g7xb6" and done.match.to_move_id == BOB
    log = await repo.game_log(game.id)
    assert [(e.kind, e.text) for e in log[-2:]] == [
        (EntryKind.PENDING_REMOVAL, "g7"),
        (EntryKind.MOVE, "g7xb6"),
    ]
    moves = export_line(await restarted.export(GUILD, CHANNEL, ALICE), "export-moves")
    assert moves == {"moves": "1. a7 b6 2. d7 d6 3. g7xb6"}


async def test_either_player_may_resign_at_any_time(
    service: MatchService, events: list[Event]
) -> None:
    await start(service)
    resigned = await service.resign(GUILD, CHANNEL, BOB)
    game = resigned.match
    assert game.outcome is not None
    assert (game.winner_id, game.outcome.termination) == (ALICE, Termination.RESIGNATION)
    [over] = resigned.events
    assert isinstance(over, GameOver) and over.match.id == game.id
    assert events == []
    assert service.active_game(CHANNEL, ALICE) is None
    with pytest.raises(NoGameError):
        await service.move(GUILD, CHANNEL, ALICE, "d6")


async def test_an_accepted_draw_offer_ends_the_game_drawn(service: MatchService) -> None:
    await start(service)
    await play(service, [(ALICE, "a7")])
    offer = await service.propose(GUILD, CHANNEL, ALICE, Proposal.DRAW)
    assert not offer.agreed and offer.match.offers == {Proposal.DRAW: ALICE}
    with pytest.raises(InvalidRequestError) as caught:
        await service.propose(GUILD, CHANNEL, ALICE, "draw")
    assert caught.value.text == t("already-proposed", kind="draw", opponent=Person(BOB))
    await play(service, [(BOB, "b6")])  # the offer stands while the opponent moves
    accepted = await service.propose(GUILD, CHANNEL, BOB, "draw")
    assert accepted.agreed and accepted.proposer_id == ALICE
    assert accepted.match.outcome is not None and accepted.match.outcome.is_draw
    assert accepted.match.outcome.termination is Termination.AGREEMENT
    records = await service.player_records(GUILD, ALICE, "morris")
    assert (records[0].draws, records[0].wins) == (1, 0)


async def test_a_draw_offer_lapses_when_the_offerer_moves(service: MatchService) -> None:
    await start(service)
    await service.propose(GUILD, CHANNEL, ALICE, Proposal.DRAW)
    await play(service, [(ALICE, "a7")])
    assert game_view(service).offers == {}
    reply = await service.propose(GUILD, CHANNEL, BOB, Proposal.DRAW)
    assert not reply.agreed and reply.match.offers == {Proposal.DRAW: BOB}


async def test_a_declined_draw_offer_is_gone(service: MatchService) -> None:
    await start(service)
    await service.propose(GUILD, CHANNEL, ALICE, Proposal.DRAW)
    declined = await service.decline_proposal(GUILD, CHANNEL, BOB, Proposal.DRAW)
    assert declined.declined and declined.match.offers == {}
    with pytest.raises(InvalidRequestError) as caught:
        await service.decline_proposal(GUILD, CHANNEL, BOB, Proposal.DRAW)
    assert caught.value.text == t("no-proposal", kind="draw")


async def test_a_restart_needs_both_players(service: MatchService, repo: Repository) -> None:
    game = await start(service)
    await play(service, MILL_OPENING)
    proposed = await service.propose(GUILD, CHANNEL, BOB, Proposal.RESTART)
    assert not proposed.agreed and proposed.match.turns == 4
    agreed = await service.propose(GUILD, CHANNEL, ALICE, Proposal.RESTART)
    assert agreed.agreed and agreed.proposer_id == BOB
    assert agreed.match.position == game.position and agreed.match.turns == 0
    assert agreed.match.to_move_id == ALICE and agreed.match.last_move is None
    await play(service, [(ALICE, "d6")])
    assert export_line(await service.export(GUILD, CHANNEL, BOB), "export-moves") == {
        "moves": "1. d6"
    }
    kinds = [e.kind for e in await repo.game_log(game.id)]
    assert kinds == [EntryKind.MOVE] * 4 + [EntryKind.RESTART, EntryKind.MOVE]


async def test_a_rematch_swaps_colours(service: MatchService) -> None:
    first = await start(service)
    await service.resign(GUILD, CHANNEL, ALICE)
    proposal = await service.propose(GUILD, CHANNEL, BOB, Proposal.REMATCH)
    assert not proposal.agreed and service.active_game(CHANNEL, BOB) is None
    agreed = await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
    assert agreed.agreed and agreed.new_match is not None
    assert agreed.new_match.players == (BOB, ALICE) and agreed.new_match.id != first.id
    assert agreed.match.id == first.id and agreed.match.offers == {}
    assert game_view(service).id == agreed.new_match.id


async def test_a_challenge_s_board_style_is_its_matches_and_rematches_own(
    service: MatchService, repo: Repository
) -> None:
    with pytest.raises(InvalidRequestError) as caught:
        await start(service, board_style="pictures")
    assert caught.value.text.key == "no-board-style" and not await repo.pending_challenges()
    first = await start(service, board_style="emoji")
    assert first.board_style == "emoji"
    stored = await repo.get_game(first.id)
    assert stored is not None and stored.board_style == "emoji"
    await service.resign(GUILD, CHANNEL, ALICE)
    await service.propose(GUILD, CHANNEL, BOB, Proposal.REMATCH)
    agreed = await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
    assert agreed.new_match is not None and agreed.new_match.board_style == "emoji"
    await service.resign(GUILD, CHANNEL, ALICE)
    assert (await start(service)).board_style is None  # the server's style


async def test_export_rematch_and_review_in_the_parent_channel_find_a_game_in_its_thread(
    service: MatchService,
) -> None:
    thread = OTHER_CHANNEL  # the game's thread of its own, started from CHANNEL
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me", thread=True)
    played = (await service.accept(GUILD, CHANNEL, BOB, play_in=thread)).match
    assert played.channel_id == thread
    await service.move(GUILD, thread, ALICE, "d6")
    exported = await service.export(GUILD, CHANNEL, ALICE)  # in progress in the thread
    assert exported.match_id == played.id
    await service.resign(GUILD, thread, BOB)
    assert (await service.export(GUILD, CHANNEL, BOB)).match_id == played.id
    assert (await service.review(GUILD, CHANNEL, BOB)).match_id == played.id
    offered = await service.propose(GUILD, CHANNEL, BOB, Proposal.REMATCH)
    assert not offered.agreed and offered.match.id == played.id
    agreed = await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH, played.id)
    assert agreed.agreed and agreed.new_match is not None
    assert agreed.new_match.channel_id == CHANNEL  # played where the rematch was agreed
    with pytest.raises(NoGameError):
        await service.export(GUILD, OTHER_CHANNEL + 1, ALICE)  # another channel: nothing


async def test_a_player_s_own_board_style_is_kept_and_checked(service: MatchService) -> None:
    assert await service.own_board_style(ALICE) is None  # each board's own
    with pytest.raises(InvalidRequestError) as caught:
        await service.set_own_board_style(ALICE, "pictures")
    assert caught.value.text.key == "no-board-style"
    assert await service.own_board_style(ALICE) is None
    await service.set_dm_reminders(ALICE, True)
    assert await service.set_own_board_style(ALICE, "emoji") == "emoji"
    assert await service.own_board_style(ALICE) == "emoji"
    assert await service.dm_reminders(ALICE)  # the other preference kept
    await service.set_own_board_style(BOB, "tiles")  # a player with no preference row yet
    assert await service.own_board_style(BOB) == "tiles" and not await service.dm_reminders(BOB)


async def test_a_rematch_needs_a_finished_game(service: MatchService) -> None:
    with pytest.raises(NoGameError):
        await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
    await start(service)
    with pytest.raises(InvalidRequestError) as caught:
        await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
    assert caught.value.text.key == "rematch-while-playing"


async def test_abort_before_both_sides_moved_has_no_result(service: MatchService) -> None:
    await start(service)
    await play(service, [(ALICE, "a7")])
    game = (await service.abort(GUILD, CHANNEL, BOB)).match
    assert game.status is GameStatus.ABORTED and game.outcome is not None
    assert game.outcome.termination is Termination.ABORTED and game.winner_id is None
    assert await service.player_records(GUILD, ALICE) == []


async def test_abort_is_refused_once_both_sides_moved(service: MatchService) -> None:
    await start(service)
    await play(service, [(ALICE, "a7"), (BOB, "b6")])
    with pytest.raises(InvalidRequestError) as caught:
        await service.abort(GUILD, CHANNEL, ALICE)
    assert caught.value.text.key == "abort-too-late"
    assert game_view(service).status is GameStatus.ACTIVE


async def test_a_takeback_undoes_the_proposers_last_turn(service: MatchService) -> None:
    start_position = "........................ W 9/9 - -"
    game = await start(service, position=start_position)
    assert not game.rated
    await play(service, [(ALICE, "a7"), (BOB, "b6")])
    asked = await service.propose(GUILD, CHANNEL, ALICE, Proposal.TAKEBACK)
    assert not asked.agreed
    agreed = await service.propose(GUILD, CHANNEL, BOB, Proposal.TAKEBACK)
    assert agreed.agreed and agreed.match.position == start_position
    assert agreed.match.to_move_id == ALICE and agreed.match.turns == 0
    await play(service, [(ALICE, "d6"), (BOB, "d2")])
    await service.propose(GUILD, CHANNEL, BOB, Proposal.TAKEBACK)
    undone = await service.propose(GUILD, CHANNEL, ALICE, Proposal.TAKEBACK)
    assert undone.match.last_move == "d6" and undone.match.to_move_id == BOB
    assert export_line(await service.export(GUILD, CHANNEL, ALICE), "export-moves") == {
        "moves": "1. d6"
    }


async def test_takebacks_are_refused_in_rated_games(service: MatchService) -> None:
    await start(service)
    await play(service, [(ALICE, "a7")])
    with pytest.raises(InvalidRequestError) as caught:
        await service.propose(GUILD, CHANNEL, ALICE, Proposal.TAKEBACK)
    assert caught.value.text.key == "takeback-rated"


async def test_a_turn_times_out_after_a_warning_at_two_thirds(
    service: MatchService, clock: ManualClock, events: list[Event]
) -> None:
    await service.set_settings(GUILD, turn_timeout_s=180)
    await start(service)
    await play(service, [(ALICE, "a7")])
    clock.advance(119)
    await service.tick()
    assert not any(isinstance(e, TurnWarning) for e in events)
    clock.advance(2)
    await service.tick()
    warnings = [e for e in events if isinstance(e, TurnWarning)]
    assert len(warnings) == 1 and warnings[0].user_id == BOB
    assert warnings[0].remaining_s == pytest.approx(59)
    clock.advance(58)
    await service.tick()
    assert game_view(service).status is GameStatus.ACTIVE
    clock.advance(1)
    await service.tick()
    over = [e for e in events if isinstance(e, GameOver)]
    assert over[0].match.winner_id == ALICE
    assert over[0].match.outcome is not None
    assert over[0].match.outcome.termination is Termination.TIMEOUT
    assert len([e for e in events if isinstance(e, TurnWarning)]) == 1


async def test_downtime_does_not_count_against_the_player(
    service: MatchService, repo: Repository, clock: ManualClock
) -> None:
    await start(service)
    clock.advance(890)
    await service.tick()  # the timers' last heartbeat: 10 seconds of the turn were left
    clock.advance(3 * 3600)  # the bot was down far past the 15-minute deadline
    restarted = MatchService(repo, clock=clock, provider=InlineProvider(), grace_s=120)
    await restarted.resume()
    view = game_view(restarted)
    assert view.deadline == clock.now() + 120  # the 3 hours are not charged; 10 s become 120
    await restarted.tick()
    assert game_view(restarted).status is GameStatus.ACTIVE
    clock.advance(121)
    await restarted.tick()
    assert restarted.active_game(CHANNEL, ALICE) is None


async def test_the_start_up_after_a_crash_is_not_charged(
    service: MatchService, repo: Repository, clock: ManualClock
) -> None:
    """The clocks run again only when the timers do: the front end starts them once it
    serves players, and the time since the resume (its start-up) is credited first."""
    await start(service)
    clock.advance(100)
    await service.tick()  # the last heartbeat before the crash (no clean shutdown)
    deadline = game_view(service).deadline
    assert deadline is not None
    clock.advance(60)  # down a minute
    restarted = MatchService(repo, clock=clock, provider=InlineProvider())
    await restarted.resume()
    assert game_view(restarted).deadline == deadline + 60
    clock.advance(4)  # connecting to Discord: no player can move yet
    timers = asyncio.create_task(restarted.run_timers())
    try:
        for _ in range(500):
            if await repo.last_heartbeat("main") == clock.now():
                break
            await asyncio.sleep(0.01)
        assert game_view(restarted).deadline == deadline + 64
        stored = await repo.get_game(game_view(restarted).id)
        assert stored is not None and stored.deadline == deadline + 64
    finally:
        timers.cancel()
        await restarted.close()


async def test_the_computer_answers_every_move(
    service: MatchService, provider: InlineProvider
) -> None:
    result = await service.challenge(GUILD, CHANNEL, ALICE, None, "morris", first="them")
    assert result.match is not None and result.match.computer_seat == 1
    assert not result.match.rated
    await service.wait_idle()
    rng = random.Random(3)
    while (view := service.active_game(CHANNEL, ALICE)) is not None:
        assert view.to_move_id == ALICE
        await service.move(GUILD, CHANNEL, ALICE, rng.choice(service.legal_moves(CHANNEL, ALICE)))
        await service.wait_idle()
    final = await service.game(result.match.id)
    assert final.outcome is not None and final.status is GameStatus.FINISHED
    assert provider.asked >= final.turns // 2


async def test_the_computer_agrees_to_restarts_and_judges_draws(
    service: MatchService, provider: InlineProvider
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, None, "three", first="me")
    await service.move(GUILD, CHANNEL, ALICE, "5")
    await service.wait_idle()
    restart = await service.propose(GUILD, CHANNEL, ALICE, Proposal.RESTART)
    assert restart.agreed and restart.match.turns == 0
    provider.accept_draws = False
    refused = await service.propose(GUILD, CHANNEL, ALICE, Proposal.DRAW)
    assert refused.declined and not refused.agreed and refused.match.offers == {}
    provider.accept_draws = True
    accepted = await service.propose(GUILD, CHANNEL, ALICE, Proposal.DRAW)
    assert accepted.agreed and accepted.match.outcome is not None
    assert provider.draw_seats == [2, 2]  # Alice moved first, so the computer plays seat 2


async def test_the_process_pool_provider_plays_a_legal_move(repo: Repository) -> None:
    pooled = MatchService(repo, computer_id=999)
    try:
        result = await pooled.challenge(GUILD, CHANNEL, ALICE, None, "morris", first="them")
        await pooled.wait_idle()
        view = pooled.active_game(CHANNEL, ALICE)
        assert view is not None and view.turns == 1 and view.to_move_id == ALICE
        assert result.match is not None and view.last_move is not None
    finally:
        await pooled.close()


async def test_legal_moves_are_offered_only_to_the_player_to_move(service: MatchService) -> None:
    await start(service)
    assert len(service.legal_moves(CHANNEL, ALICE)) == 24
    assert service.legal_moves(CHANNEL, BOB) == []
    assert service.legal_moves(CHANNEL, CAROL) == []


@pytest.mark.parametrize(
    ("opponent", "game", "options", "asked", "key"),
    [
        (BOB, "chess", {}, {}, "bad-options"),
        (BOB, "morris", {"boards": 2}, {}, "bad-options"),
        (BOB, "morris", {}, {"position": "nonsense"}, "unreadable-position"),
        (ALICE, "morris", {}, {}, "challenge-yourself"),
        (None, "morris", {}, {"level": "godlike"}, "no-such-level"),
        (BOB, "morris", {}, {"level": "easy"}, "level-needs-computer"),
        (BOB, "morris", {}, {"first": "nobody"}, "bad-first-move"),
        (BOB, "morris", {}, {"turn_time_s": 30}, "out-of-range-given"),
    ],
)
async def test_bad_challenges_are_refused_with_the_reason(
    service: MatchService,
    opponent: int | None,
    game: str,
    options: dict[str, int],
    asked: dict[str, Any],
    key: str,
) -> None:
    with pytest.raises(InvalidRequestError) as caught:
        await service.challenge(GUILD, CHANNEL, ALICE, opponent, game, options, **asked)
    assert caught.value.text.key == key
    assert service.pending_challenges(CHANNEL, ALICE) == []


async def test_a_refusal_names_the_game_and_the_levels_in_the_readers_language(
    service: MatchService,
) -> None:
    """No English in another language's refusal: the game's and the levels' own names."""
    with pytest.raises(InvalidRequestError) as caught:
        await service.challenge(GUILD, CHANNEL, ALICE, None, "morris", level="godlike")
    german = render(caught.value.text, "de")
    assert render("game-morris", "de") in german and render("choice-medium", "de") in german
    assert "Nine Men's Morris" not in german and "medium" not in german


def test_a_refusal_reads_in_english_with_the_rules_reason() -> None:
    """The English wording on purpose: the rules' reason is put in the service's sentence."""
    refused = t("move-rejected", move="a7", reason="a7 is occupied")
    assert render(refused) == "Cannot play 'a7': a7 is occupied."
    limit = in_range_refusal(30)
    assert render(limit) == "The turn timeout must be from 1 minute to 7 days, not 30 seconds."


async def test_settings_are_checked_and_kept(
    service: MatchService, repo: Repository, clock: ManualClock
) -> None:
    with pytest.raises(InvalidRequestError) as caught:
        await service.set_settings(GUILD, turn_timeout_s=30)
    assert caught.value.text == in_range_refusal(30)
    with pytest.raises(InvalidRequestError) as caught:
        await service.set_settings(GUILD, board_style="ascii")
    assert caught.value.text.key == "no-board-style"
    saved = await service.set_settings(
        GUILD, turn_timeout_s=7 * 86400, board_style="emoji", allowed_channels=[CHANNEL]
    )
    assert saved.turn_timeout_s == 7 * 86400
    fresh = MatchService(repo, clock=clock, provider=InlineProvider())
    assert await fresh.get_settings(GUILD) == saved
    with pytest.raises(ChannelNotAllowedError) as refused:
        await service.challenge(GUILD, OTHER_CHANNEL, ALICE, BOB, "morris")
    assert refused.value.text == t("channel-not-for-games", count=1)
    assert refused.value.allowed_channels == (CHANNEL,)


async def test_export_lists_moves_and_the_final_position(service: MatchService) -> None:
    game = await start(service)
    await play(service, MILL_OPENING)
    await service.resign(GUILD, CHANNEL, BOB)
    exported = await service.export(GUILD, CHANNEL, ALICE)
    assert exported.lines[0] == t("export-title", title="Nine Men's Morris", game=str(game.id))
    winner = t("export-win", winner=Person(ALICE), how=t("termination-resignation"))
    assert export_line(exported, "export-result") == {"result": winner}
    assert export_line(exported, "export-moves") == {"moves": "1. a7 b6 2. d7 d6"}
    [position] = export_line(exported, "export-position").values()
    assert isinstance(position, str)
    assert get_game("morris").parse_position(position).position() == position
    assert render(exported.lines[2], person=mention) == "Player 1: @1"


class SilentProvider(InlineProvider):
    """A computer that never answers (as if the bot stopped while it was thinking)."""

    async def choose_move(self, *args: object, **kwargs: object) -> str:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


class BrokenProvider(InlineProvider):
    """A computer whose engine fails."""

    async def choose_move(self, *args: object, **kwargs: object) -> str:
        raise RuntimeError("engine crashed")


async def test_a_computer_turn_resumes_after_a_restart(
    repo: Repository, clock: ManualClock
) -> None:
    stopped = MatchService(repo, clock=clock, provider=SilentProvider(), computer_id=COMPUTER)
    result = await stopped.challenge(GUILD, CHANNEL, ALICE, None, "morris", first="them")
    await stopped.close()
    assert result.match is not None and result.match.turns == 0
    restarted = MatchService(repo, clock=clock, provider=InlineProvider(), computer_id=COMPUTER)
    summary = await restarted.resume()
    assert (summary.games, summary.challenges) == (1, 0)
    await restarted.wait_idle()
    view = game_view(restarted)
    assert view.turns == 1 and view.to_move_id == ALICE


async def test_a_failing_computer_still_plays_a_legal_move(
    repo: Repository, clock: ManualClock
) -> None:
    service = MatchService(repo, clock=clock, provider=BrokenProvider(), computer_id=COMPUTER)
    await service.challenge(GUILD, CHANNEL, ALICE, None, "notakto", first="them")
    await service.wait_idle()
    view = game_view(service)
    assert view.turns == 1 and view.to_move_id == ALICE
    await service.close()


async def test_the_timer_loop_expires_challenges_and_ends_games_on_time(
    repo: Repository, clock: ManualClock, events: list[Event]
) -> None:
    service = MatchService(repo, clock=clock, provider=InlineProvider(), timer_poll_s=0.01)

    async def collect(batch: tuple[Event, ...]) -> None:
        events.extend(batch)

    service.subscribe(collect)
    timers = asyncio.create_task(service.run_timers())

    async def until(kind: type) -> list[Event]:
        for _ in range(200):
            found = [e for e in events if isinstance(e, kind)]
            if found:
                return found
            await asyncio.sleep(0.01)
        raise AssertionError(f"no {kind.__name__}")

    try:
        expiring = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris")
        clock.advance(601)
        [expired] = await until(ChallengeExpired)
        assert isinstance(expired, ChallengeExpired)
        assert expired.challenge.id == expiring.challenge.id
        await start(service)
        clock.advance(10 * 60 + 1)
        [warning] = await until(TurnWarning)
        assert isinstance(warning, TurnWarning) and warning.user_id == ALICE
        clock.advance(5 * 60)
        [over] = await until(GameOver)
        assert isinstance(over, GameOver) and over.match.outcome is not None
        assert over.match.outcome.termination is Termination.TIMEOUT
    finally:
        timers.cancel()
        await service.close()


async def test_a_rematch_of_a_named_game_against_the_computer_starts_at_once(
    service: MatchService,
) -> None:
    first = await service.challenge(GUILD, CHANNEL, ALICE, None, "three", first="me")
    assert first.match is not None
    await service.resign(GUILD, CHANNEL, ALICE)
    rematch = await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH, first.match.id)
    assert rematch.agreed and rematch.new_match is not None
    assert rematch.new_match.players == (COMPUTER, ALICE) and rematch.new_match.computer_seat == 1
    with pytest.raises(NoGameError):
        await service.propose(GUILD, OTHER_CHANNEL, ALICE, Proposal.REMATCH, first.match.id)


async def test_a_declined_rematch_is_gone(service: MatchService) -> None:
    game = await start(service)
    await service.resign(GUILD, CHANNEL, BOB)
    await service.propose(GUILD, CHANNEL, BOB, Proposal.REMATCH)
    with pytest.raises(NotAPlayerError):
        await service.propose(GUILD, CHANNEL, CAROL, Proposal.REMATCH, game.id)
    declined = await service.decline_proposal(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
    assert declined.declined and declined.match.offers == {}
    again = await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
    assert not again.agreed and again.match.offers == {Proposal.REMATCH: ALICE}


async def test_a_second_challenge_to_the_same_player_waits_for_the_first(
    service: MatchService,
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris")
    with pytest.raises(ChallengeError) as caught:
        await service.challenge(GUILD, CHANNEL, ALICE, BOB, "three")
    assert caught.value.text == t("already-challenged", opponent=Person(BOB))
    await service.withdraw(GUILD, CHANNEL, ALICE)
    assert (await service.challenge(GUILD, CHANNEL, ALICE, BOB, "three")).challenge.game == "three"


async def test_first_means_the_first_to_move_even_from_a_set_up_position(
    service: MatchService,
) -> None:
    black_to_move = "W....................... B 8/9 - -"
    game = await start(service, first="me", position=black_to_move)
    assert game.players == (BOB, ALICE)
    assert game.to_move_id == ALICE


async def test_a_pending_challenge_survives_a_restart(
    service: MatchService, repo: Repository, clock: ManualClock
) -> None:
    made = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "notakto", {"boards": 2})
    restarted = MatchService(repo, clock=clock, provider=InlineProvider())
    assert (await restarted.resume()).challenges == 1
    [pending] = restarted.pending_challenges(CHANNEL, BOB)
    assert pending.id == made.challenge.id and pending.options == {"boards": 2}
    game = (await restarted.accept(GUILD, CHANNEL, BOB, pending.id)).match
    assert game.game == "notakto" and game.options == {"boards": 2}


async def test_published_events_can_go_straight_into_a_queue(service: MatchService) -> None:
    queue: asyncio.Queue[tuple[Event, ...]] = asyncio.Queue()
    unsubscribe = service.subscribe(queue.put)
    await service.challenge(GUILD, CHANNEL, ALICE, None, "morris", first="me")
    await service.move(GUILD, CHANNEL, ALICE, "d6")
    await service.wait_idle()
    unsubscribe()
    await service.move(GUILD, CHANNEL, ALICE, "d2")
    await service.wait_idle()
    batches = [queue.get_nowait() for _ in range(queue.qsize())]
    kinds = [[type(event).__name__ for event in batch] for batch in batches]
    assert kinds == [["BoardChanged", "YourTurn"]]  # the computer's reply to d6 only


async def test_the_computer_offers_a_draw_in_a_drawn_repetition_and_it_can_be_taken(
    service: MatchService,
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, None, "three", first="me", level="perfect")
    offered = None
    for _ in range(60):
        view = game_view(service)
        text = ai.choose_move_text("three", view.options, view.position, "perfect", 0.01, 1)
        await service.move(GUILD, CHANNEL, ALICE, text)
        await service.wait_idle()
        view = game_view(service)
        if Proposal.DRAW in view.offers:
            offered = view
            break
    assert offered is not None, "perfect play repeats a drawn position within 60 moves"
    assert offered.offers[Proposal.DRAW] == COMPUTER and offered.to_move_id == ALICE
    agreed = await service.propose(GUILD, CHANNEL, ALICE, Proposal.DRAW)
    assert agreed.agreed and agreed.match.outcome is not None
    assert agreed.match.outcome.termination is Termination.AGREEMENT
