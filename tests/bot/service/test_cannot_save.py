"""When the database cannot be written (here: a real full disk), a command is refused with a
message players can read, nothing is changed, and play carries on once there is room."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.service import CannotSaveError, MatchService, MatchView
from bot.storage import open_database
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD, InlineProvider


async def test_a_full_disk_refuses_a_move_saying_nothing_changed(small_disk: Path) -> None:
    repo = await open_database(small_disk / "games.db")
    service = MatchService(repo, provider=InlineProvider())
    try:
        await service.resume()
        await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
        await service.accept(GUILD, CHANNEL, BOB)
        filler = small_disk / "filler"
        with filler.open("wb", buffering=0) as out, pytest.raises(OSError):  # fill it up
            while True:
                out.write(b"\0" * 4096)
        before: MatchView | None = None
        with pytest.raises(CannotSaveError) as caught:
            for _ in range(20):  # the write-ahead log soon needs a page it cannot have
                before = service.active_game(CHANNEL, ALICE)
                assert before is not None
                mover = before.to_move_id
                await service.move(GUILD, CHANNEL, mover, service.legal_moves(CHANNEL, mover)[0])
        assert caught.value.text.key == "cannot-save"
        after = service.active_game(CHANNEL, ALICE)
        assert before is not None and after is not None
        assert (after.position, after.turns) == (before.position, before.turns)
        filler.unlink()
        mover = after.to_move_id
        result = await service.move(GUILD, CHANNEL, mover, service.legal_moves(CHANNEL, mover)[0])
        assert result.match.turns == after.turns + 1
        assert (await service.game(after.id)).turns == after.turns + 1
    finally:
        await service.close()
        await repo.close()
