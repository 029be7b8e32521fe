"""Tournaments as stored: the events, their players and their boards, on a SQL database.

Each method is one unit of work. A round is paired once only: its boards are inserted in the
transaction that moves the tournament's ``round`` on from the round before, and nothing is
written when another process (or a run before a crash) paired it first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.storage.database import Database
from bot.storage.rows import options_json
from bot.storage.tournament_records import (
    BoardRecord,
    EntrantRecord,
    TournamentRecord,
    TournamentStatus,
    board_of,
    tournament_of,
)

_COLUMNS = (
    "guild_id, channel_id, organiser_id, format, game, options, rounds, turn_time_s, "
    "max_players, starts_at, status, round, message_id, language, created_at, late_join, "
    "winner_id, announced, rated, increment_s, event_id"
)
_SELECT = f"SELECT id, {_COLUMNS} FROM tournaments"
_INSERT = f"INSERT INTO tournaments ({_COLUMNS}) VALUES ({', '.join('?' * 21)}) RETURNING id"
_BOARD_COLUMNS = "round, board, white_id, black_id, game_id, white_points, thread_id"
_BOARDS = (
    "SELECT t.round, t.board, t.white_id, t.black_id, t.game_id, t.white_points, t.thread_id, "
    "g.channel_id, g.board_message_id FROM tournament_games t LEFT JOIN games g ON g.id = t.game_id"
)


class TournamentStore:
    """The tournament tables on ``database``."""

    def __init__(self, database: Database) -> None:
        self.database = database

    async def add(self, tournament: TournamentRecord) -> None:
        """Insert ``tournament``; its ``id`` is set."""
        row: tuple[Any, ...] = (
            tournament.guild_id,
            tournament.channel_id,
            tournament.organiser_id,
            tournament.format,
            tournament.game,
            options_json(tournament.options),
            tournament.rounds,
            tournament.turn_time_s,
            tournament.max_players,
            tournament.starts_at,
            tournament.status.value,
            tournament.round,
            tournament.message_id,
            tournament.language,
            tournament.created_at,
            tournament.late_join,
            tournament.winner_id,
            int(tournament.announced),
            int(tournament.rated),
            tournament.increment_s,
            tournament.event_id,
        )
        async with self.database.transaction() as tx:
            [(new_id,)] = await tx.fetchall(_INSERT, row)
        tournament.id = int(new_id)

    async def get(self, tournament_id: int) -> TournamentRecord | None:
        """The tournament with ``tournament_id``, or None."""
        found = await self.database.fetchall(f"{_SELECT} WHERE id = ?", (tournament_id,))
        return tournament_of(found[0]) if found else None

    async def in_progress(self) -> list[TournamentRecord]:
        """Every tournament open or running, oldest first."""
        found = await self.database.fetchall(
            f"{_SELECT} WHERE status IN ('open', 'running') ORDER BY id"
        )
        return [tournament_of(row) for row in found]

    async def set_status(
        self, tournament_id: int, status: TournamentStatus, expected: TournamentStatus
    ) -> bool:
        """Move the tournament from ``expected`` to ``status``; False if it was not there."""
        async with self.database.transaction() as tx:
            changed = await tx.execute(
                "UPDATE tournaments SET status = ? WHERE id = ? AND status = ?",
                (status.value, tournament_id, expected.value),
            )
        return changed == 1

    async def finish(self, tournament_id: int, winner_id: int | None) -> bool:
        """Move a running tournament to finished, won by ``winner_id``; False if it was not
        running."""
        async with self.database.transaction() as tx:
            changed = await tx.execute(
                "UPDATE tournaments SET status = 'finished', winner_id = ? "
                "WHERE id = ? AND status = 'running'",
                (winner_id, tournament_id),
            )
        return changed == 1

    async def note_event(self, tournament_id: int, event_id: int | None) -> None:
        """Record the tournament's Discord scheduled event (None: forget it)."""
        async with self.database.transaction() as tx:
            await tx.execute(
                "UPDATE tournaments SET event_id = ? WHERE id = ?", (event_id, tournament_id)
            )

    async def ended_with_event(self) -> list[TournamentRecord]:
        """Every finished or cancelled tournament whose Discord event is still to be ended,
        oldest first."""
        found = await self.database.fetchall(
            f"{_SELECT} WHERE status IN ('finished', 'cancelled') AND event_id IS NOT NULL "
            "ORDER BY id"
        )
        return [tournament_of(row) for row in found]

    async def claim_announcement(self, tournament_id: int) -> bool:
        """Mark a finished tournament's result announced; False if it was already (or the
        tournament is not finished), so that it is announced once only."""
        async with self.database.transaction() as tx:
            changed = await tx.execute(
                "UPDATE tournaments SET announced = 1 "
                "WHERE id = ? AND status = 'finished' AND announced = 0",
                (tournament_id,),
            )
        return changed == 1

    async def unannounced(self) -> list[TournamentRecord]:
        """Every finished tournament whose result is not announced yet, oldest first."""
        found = await self.database.fetchall(
            f"{_SELECT} WHERE status = 'finished' AND announced = 0 ORDER BY id"
        )
        return [tournament_of(row) for row in found]

    async def results_of(
        self, user_id: int, guild_id: int | None, game: str | None
    ) -> tuple[int, int]:
        """How many finished tournaments ``user_id`` played and won (in ``guild_id`` and of
        ``game`` if given, else anywhere and of any game)."""
        where = ["p.user_id = ?", "t.status = 'finished'"]
        params: list[Any] = [user_id, user_id]
        if guild_id is not None:
            where.append("t.guild_id = ?")
            params.append(guild_id)
        if game is not None:
            where.append("t.game = ?")
            params.append(game)
        [(played, won)] = await self.database.fetchall(
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN t.winner_id = ? THEN 1 ELSE 0 END), 0) "
            "FROM tournament_players p JOIN tournaments t ON t.id = p.tournament_id "
            f"WHERE {' AND '.join(where)}",
            tuple(params),
        )
        return int(played), int(won)

    async def begin(self, tournament_id: int, at: float) -> bool:
        """Move an open tournament to running, started ``at``; False if it was not open."""
        async with self.database.transaction() as tx:
            changed = await tx.execute(
                "UPDATE tournaments SET status = 'running', starts_at = ? "
                "WHERE id = ? AND status = 'open'",
                (at, tournament_id),
            )
        return changed == 1

    async def note_message(self, tournament_id: int, message_id: int) -> None:
        """Record the message showing the tournament's card."""
        async with self.database.transaction() as tx:
            await tx.execute(
                "UPDATE tournaments SET message_id = ? WHERE id = ?", (message_id, tournament_id)
            )

    async def entrants(self, tournament_id: int) -> list[EntrantRecord]:
        """The tournament's players, in the order they joined."""
        found = await self.database.fetchall(
            "SELECT user_id, joined_at, withdrawn FROM tournament_players "
            "WHERE tournament_id = ? ORDER BY joined_at, user_id",
            (tournament_id,),
        )
        return [EntrantRecord(int(r[0]), float(r[1]), bool(r[2])) for r in found]

    async def join(self, tournament_id: int, user_id: int, at: float, late: bool = False) -> bool:
        """Add ``user_id`` to an open tournament with room left (``late``: to a running one
        that has not paired its ``late_join`` round yet); False (nothing written) if they are
        in it already, it is full or takes no players now."""
        when = "status = 'running' AND round < late_join" if late else "status = 'open'"
        async with self.database.transaction() as tx:
            changed = await tx.execute(
                "INSERT INTO tournament_players (tournament_id, user_id, joined_at, withdrawn) "
                "SELECT id, CAST(? AS BIGINT), CAST(? AS DOUBLE PRECISION), 0 FROM tournaments "
                f"WHERE id = ? AND {when} "
                "AND max_players > (SELECT COUNT(*) FROM tournament_players "
                "WHERE tournament_id = ?) "
                "ON CONFLICT (tournament_id, user_id) DO NOTHING",
                (user_id, at, tournament_id, tournament_id),
            )
        return changed == 1

    async def leave(self, tournament_id: int, user_id: int) -> bool:
        """Take ``user_id`` out of an open tournament; False if they were not in it."""
        async with self.database.transaction() as tx:
            changed = await tx.execute(
                "DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ? "
                "AND (SELECT status FROM tournaments WHERE id = ?) = 'open'",
                (tournament_id, user_id, tournament_id),
            )
        return changed == 1

    async def withdraw(
        self, tournament_id: int, user_id: int, forfeits: Sequence[BoardRecord]
    ) -> bool:
        """Withdraw ``user_id`` from a running tournament and store the results of their
        unfinished boards ``forfeits`` (lost); False (nothing written) if not playing in it."""
        async with self.database.transaction() as tx:
            changed = await tx.execute(
                "UPDATE tournament_players SET withdrawn = 1 "
                "WHERE tournament_id = ? AND user_id = ? AND withdrawn = 0",
                (tournament_id, user_id),
            )
            if changed != 1:
                return False
            for board in forfeits:
                await tx.execute(
                    "UPDATE tournament_games SET white_points = ? WHERE tournament_id = ? "
                    "AND round = ? AND board = ? AND white_points IS NULL",
                    (board.white_points, tournament_id, board.round, board.board),
                )
        return True

    async def boards(self, tournament_id: int) -> list[BoardRecord]:
        """Every board of the tournament, round by round."""
        found = await self.database.fetchall(
            f"{_BOARDS} WHERE t.tournament_id = ? ORDER BY t.round, t.board",
            (tournament_id,),
        )
        return [board_of(row) for row in found]

    async def pair_round(
        self, tournament_id: int, number: int, boards: Sequence[BoardRecord]
    ) -> bool:
        """Store round ``number``'s ``boards`` (byes with their points) if the tournament's
        last round paired is ``number - 1`` and it runs; False (nothing written) otherwise."""
        async with self.database.transaction() as tx:
            moved = await tx.execute(
                "UPDATE tournaments SET round = ? WHERE id = ? AND round = ? AND status = ?",
                (number, tournament_id, number - 1, TournamentStatus.RUNNING.value),
            )
            if moved != 1:
                return False
            await tx.execute_each(
                f"INSERT INTO tournament_games (tournament_id, {_BOARD_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        tournament_id,
                        number,
                        b.board,
                        b.white_id,
                        b.black_id,
                        b.game_id,
                        b.white_points,
                        b.thread_id,
                    )
                    for b in boards
                ],
            )
        return True

    async def link_game(self, tournament_id: int, board: BoardRecord, game_id: int) -> bool:
        """Note the match played on ``board``; False if one was noted already."""
        async with self.database.transaction() as tx:
            changed = await tx.execute(
                "UPDATE tournament_games SET game_id = ? WHERE tournament_id = ? AND round = ? "
                "AND board = ? AND game_id IS NULL",
                (game_id, tournament_id, board.round, board.board),
            )
        return changed == 1

    async def note_thread(self, tournament_id: int, board: BoardRecord, thread_id: int) -> None:
        """Note the private thread made for ``board``'s match."""
        async with self.database.transaction() as tx:
            await tx.execute(
                "UPDATE tournament_games SET thread_id = ? WHERE tournament_id = ? AND round = ? "
                "AND board = ?",
                (thread_id, tournament_id, board.round, board.board),
            )

    async def record_result(self, tournament_id: int, board: BoardRecord, points: float) -> bool:
        """Store white's ``points`` on ``board``; False if it has a result already."""
        async with self.database.transaction() as tx:
            changed = await tx.execute(
                "UPDATE tournament_games SET white_points = ? WHERE tournament_id = ? "
                "AND round = ? AND board = ? AND white_points IS NULL",
                (points, tournament_id, board.round, board.board),
            )
        return changed == 1
