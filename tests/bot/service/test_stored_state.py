"""State the front end needs after a restart is stored, not read back from its messages: a
challenge's thread choice and message, a match's board message."""

from __future__ import annotations

import asyncio

import pytest

from bot.service import ChallengeError, ManualClock, MatchService, NoGameError
from bot.storage import Repository
from tests.bot.conftest import BOTH_BACKENDS
from tests.bot.helpers import ALICE, BOB, CHANNEL, COMPUTER, GUILD, InlineProvider

pytestmark = BOTH_BACKENDS


@pytest.mark.parametrize(
    ("server_threads", "asked", "stored"),
    [(False, None, False), (True, None, True), (True, False, False), (False, True, True)],
)
async def test_a_challenge_stores_its_thread_choice_or_the_servers(
    service: MatchService, server_threads: bool, asked: bool | None, stored: bool
) -> None:
    await service.set_settings(GUILD, threads=server_threads)
    made = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", thread=asked)
    assert made.challenge.thread is stored
    assert [c.thread for c in service.pending_challenges(CHANNEL, BOB)] == [stored]


async def test_a_match_against_the_computer_is_never_in_a_thread(service: MatchService) -> None:
    await service.set_settings(GUILD, threads=True)
    made = await service.challenge(GUILD, CHANNEL, ALICE, COMPUTER, "three", thread=True)
    assert made.match is not None and made.challenge.thread is False


async def test_the_challenge_message_and_thread_choice_survive_a_restart(
    service: MatchService, repo: Repository, clock: ManualClock
) -> None:
    made = await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", thread=True)
    await service.note_challenge_message(made.challenge.id, 2**62)
    assert [c.message_id for c in service.pending_challenges(CHANNEL, ALICE)] == [2**62]
    with pytest.raises(ChallengeError):
        await service.note_challenge_message(made.challenge.id + 1, 5)
    restarted = MatchService(repo, clock=clock, provider=InlineProvider())
    await restarted.resume()
    [pending] = restarted.pending_challenges(CHANNEL, BOB)
    assert (pending.id, pending.thread, pending.message_id) == (made.challenge.id, True, 2**62)


async def test_the_board_message_is_kept_across_moves_and_restarts_without_a_new_version(
    service: MatchService, repo: Repository, clock: ManualClock
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    game = (await service.accept(GUILD, CHANNEL, BOB)).match
    assert game.board_message_id is None
    await service.note_board(game.id, 2**62)
    noted = service.current(game.id)
    assert noted is not None and (noted.board_message_id, noted.version) == (2**62, game.version)
    moved = await service.move(GUILD, CHANNEL, ALICE, "d6")
    assert moved.match.board_message_id == 2**62
    await service.note_board(game.id, 7)  # the board was posted again
    restarted = MatchService(repo, clock=clock, provider=InlineProvider())
    await restarted.resume()
    loaded = restarted.current(game.id)
    assert loaded is not None and (loaded.board_message_id, loaded.turns) == (7, 1)
    await restarted.resign(GUILD, CHANNEL, BOB)
    assert (await restarted.game(game.id)).board_message_id == 7
    with pytest.raises(NoGameError):
        await restarted.note_board(game.id + 1, 5)


async def test_a_board_noted_while_a_move_is_saved_refuses_neither(
    service: MatchService, repo: Repository
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    game = (await service.accept(GUILD, CHANNEL, BOB)).match
    for turn, (user, move) in enumerate([(ALICE, "d6"), (BOB, "a1"), (ALICE, "f4")], 1):
        await asyncio.gather(
            service.move(GUILD, CHANNEL, user, move), service.note_board(game.id, 100 + turn)
        )
        view = service.current(game.id)
        stored = await repo.get_game(game.id)
        assert view is not None and stored is not None
        assert (view.turns, view.board_message_id) == (turn, 100 + turn)
        assert (stored.turns, stored.board_message_id) == (turn, 100 + turn)
