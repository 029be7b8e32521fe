"""``python -m bot migrate-db`` copies a SQLite database played on by the service into an empty
PostgreSQL database: every row of every table (games, logs, challenges, standings, settings,
preferences, seeks, blocks, tournaments...), ids kept."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.service import MatchService, Proposal
from bot.storage import (
    GLOBAL_SCOPE,
    GuildSettings,
    InputRecord,
    LobbySettings,
    SqlRepository,
    open_storage,
    sqlite_url,
)
from bot.storage.copy import NOT_COPIED, schema_tables
from tests.bot.helpers import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    GUILD,
    OTHER_CHANNEL,
    InlineProvider,
)
from tests.bot.storage.stored import store_game
from tests.bot.storage.test_repository import new_game

USERS = (ALICE, BOB, CAROL)
DAVE, ERIN, FRANK = 4, 5, 6
FAR_GUILD, FAR_CHANNEL = 200, 20
ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.parametrize("backend", ["postgresql"], indirect=True)


def migrate_db(source: str, target: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot", "migrate-db", "--from", source, "--to", target],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


async def play_some(repo: SqlRepository) -> None:
    """Finished, rematched, in-progress and challenged games, ratings and settings."""
    service = MatchService(repo, rng=random.Random(3), provider=InlineProvider())
    await service.resume()
    try:
        await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
        await service.accept(GUILD, CHANNEL, BOB)
        for user, text in ((ALICE, "d6"), (BOB, "a1"), (ALICE, "f4")):
            await service.move(GUILD, CHANNEL, user, text)
        await service.resign(GUILD, CHANNEL, BOB)
        await service.propose(GUILD, CHANNEL, BOB, Proposal.REMATCH)
        await service.propose(GUILD, CHANNEL, ALICE, Proposal.REMATCH)
        await service.move(GUILD, CHANNEL, BOB, "d6")
        await service.note_board(1, 2**62)
        made = await service.challenge(
            GUILD, OTHER_CHANNEL, CAROL, ALICE, "three", thread=True, rated=False
        )
        await service.note_challenge_message(made.challenge.id, 2**61)
        await repo.save_settings(
            GuildSettings(GUILD, 600, 300, "emoji", frozenset({CHANNEL}), tournament_role=2**59)
        )
        await repo.set_dm_reminders(ALICE, True)
        await repo.note_token_only(2**61 + 5)
        await repo.heartbeat("main", 1234.5)
        await repo.record_synced_commands("global", "abc123")
        await repo.save_lobby_settings(LobbySettings(GUILD, True, CHANNEL))
        await service.lobby.seek(GUILD, CHANNEL, CAROL, "lasker", turn_time_s=3600)
        await service.lobby.block(ALICE, CAROL)
        await service.lobby.hide(BOB, True)
        event = await service.tournaments.create(
            GUILD, CHANNEL, CAROL, "swiss", "morris", rounds=2, turn_time_s=3600,
            max_players=8, starts_at=10**10,
        )  # fmt: skip
        for player in USERS:
            await service.tournaments.join(GUILD, event.record.id, player)
        await service.tournaments.start(GUILD, event.record.id, CAROL)
        await service.tournaments.wait_idle()
        await service.lobby.join_pool(GUILD, OTHER_CHANNEL, DAVE, "notakto")
        await service.lobby.set_settings(FAR_GUILD, True)  # a game across servers: two homes
        seek = await service.lobby.seek(GUILD, CHANNEL, ERIN, "three", scope="global")
        taken = await service.lobby.accept(FAR_GUILD, FAR_CHANNEL, FRANK, seek.id, language="fr")
        frank = taken.started.match.seat_of(FRANK)  # his side in a thread of its own
        await service.lobby.home_in_thread(taken.started.match.id, frank, FAR_CHANNEL + 1)
        first = service.puzzles.get(1)
        await service.puzzles.answer(GUILD, DAVE, 1, 0, first.solution[0])
        forwarded = InputRecord(0, 2, GUILD, "move", BOB, CHANNEL, "a1", 1.5)  # left waiting
        await repo.take_input(await repo.queue_input(forwarded), 3)
    finally:
        await service.close()


async def contents(repo: SqlRepository) -> dict[str, object]:
    games = [g for i in range(1, 10) if (g := await repo.get_game(i))]
    return {
        "games": games,
        "logs": [await repo.game_log(g.id) for g in games],
        "challenges": await repo.pending_challenges(),
        "standings": [
            await repo.standings_of(scope, u) for scope in (GUILD, GLOBAL_SCOPE) for u in USERS
        ],
        "dm_reminders": [await repo.dm_reminders(u) for u in USERS],
        "token_only": await repo.token_only_channels(),
        "heartbeat": await repo.last_heartbeat("main"),
        "commands": await repo.synced_commands("global"),
        "settings": await repo.get_settings(GUILD),
        "inputs": await repo.open_inputs(),
    }


async def rows(repo: SqlRepository) -> dict[str, list[Sequence[object]]]:
    """Every row of every table a copy carries, in key order (every table but the schema's
    own bookkeeping and the claims of running processes)."""
    tables = await schema_tables(repo)
    assert not NOT_COPIED & {table.name for table in tables}
    return {
        table.name: await repo.database.fetchall(
            f"SELECT * FROM {table.name} ORDER BY {', '.join(table.key)}"
        )
        for table in tables
    }


async def test_a_sqlite_database_is_copied_whole(tmp_path: Path, database_url: str) -> None:
    source_url = sqlite_url(tmp_path / "old.db")
    source = await open_storage(source_url)
    try:
        await play_some(source)
        expected, copied = await contents(source), await rows(source)
    finally:
        await source.close()
    empty = [table for table, found in copied.items() if not found]
    assert not empty, f"play_some leaves {empty} empty: the copy of their rows goes untested"
    done = migrate_db(source_url, database_url)
    assert done.returncode == 0, done.stderr
    assert "Copied 3 games (4 log entries), 2 challenges, 4 standings and 1 server settings" in (
        done.stdout
    )
    target = await open_storage(database_url)
    try:
        assert await contents(target) == expected
        assert await rows(target) == copied
        assert len(expected["games"]) == 3  # type: ignore[arg-type]
        boards = [(g.id, g.board_message_id) for g in await target.active_games()]
        first = await target.get_game(1)
        assert boards == [(2, None), (3, None)]
        assert first is not None and first.board_message_id == 2**62
        [challenge] = await target.pending_challenges()
        assert (challenge.thread, challenge.message_id) == (True, 2**61)
        later = new_game()
        await store_game(target, later)  # ids go on after the copied ones
        assert later.id == 4
    finally:
        await target.close()


async def test_a_database_that_holds_data_is_not_copied_into(
    tmp_path: Path, database_url: str
) -> None:
    source_url = sqlite_url(tmp_path / "old.db")
    source = await open_storage(source_url)
    await store_game(source, new_game())
    await source.close()
    target = await open_storage(database_url)
    try:
        existing = new_game(channel_id=77)
        await store_game(target, existing)
        done = migrate_db(source_url, database_url)
        assert done.returncode == 1
        assert "Nothing was copied: the target database already holds games" in done.stderr
        assert [g.channel_id for g in await target.active_games()] == [77]
        assert dataclasses.asdict(existing) == dataclasses.asdict(
            await target.get_game(existing.id)  # type: ignore[arg-type]
        )
    finally:
        await target.close()
