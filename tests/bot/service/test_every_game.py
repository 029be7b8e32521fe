"""Every registered game runs through the service by the generic interface alone."""

from __future__ import annotations

import random

import pytest

from bot.service import MatchService, Next
from bot.storage import GameStatus, Repository
from games.registry import GAMES, get_game
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD, export_line


@pytest.mark.parametrize(
    "name",
    # An export of a reviewed game searches every move for its ? and ?? marks (seconds).
    [
        pytest.param(name, marks=[pytest.mark.slow] * GAMES[name].has_review)
        for name in sorted(GAMES)
    ],
)
async def test_a_random_game_plays_to_its_end_and_exports(
    name: str, service: MatchService, repo: Repository
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, name, first="me")
    game = (await service.accept(GUILD, CHANNEL, BOB)).match
    rng = random.Random(name)
    for _ in range(3000):
        view = service.active_game(CHANNEL, ALICE)
        if view is None:
            break
        mover = view.to_move_id
        result = await service.move(
            GUILD, CHANNEL, mover, rng.choice(service.legal_moves(CHANNEL, mover))
        )
        if result.match.outcome is not None:
            assert result.next is Next.GAME_OVER
        else:
            pending = result.match.state.pending_removal is not None
            expected = Next.PENDING_REMOVAL if pending else Next.OPPONENT
            assert result.next is expected and result.complete is (expected is Next.OPPONENT)
    final = await service.game(game.id)
    assert final.status is GameStatus.FINISHED and final.outcome is not None
    assert final.state.outcome == final.outcome
    stored = await repo.get_game(game.id)
    assert stored is not None and stored.position == final.position
    export = await service.export(GUILD, CHANNEL, ALICE)
    assert export_line(export, "export-position") == {"position": final.position}
    moves = export_line(export, "export-moves")["moves"]
    assert isinstance(moves, str)
    replay = get_game(name)
    state = replay.initial()
    for token in moves.split():
        if not token.endswith("."):  # a move, perhaps with the review's ? or ?? after it
            state = state.play(replay.parse_move(state, token.rstrip("?")))
    assert state.position() == final.position
