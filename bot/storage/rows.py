"""Row mapping: records to the parameter tuples of :mod:`bot.storage.queries` and back.

The same rows serve every backend: ids and counts are integers, flags are 0 or 1, times are
floats (epoch seconds) and game options are a JSON object in text.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from bot.storage.records import (
    ChallengeRecord,
    ChallengeStatus,
    EntryKind,
    GameRecord,
    GameStatus,
    GuildSettings,
    LogEntry,
    ShardLease,
    Standing,
)

Row = Sequence[Any]
"""One row as a backend returns it (a tuple, ``sqlite3.Row`` or ``asyncpg.Record``)."""


def options_json(options: Mapping[str, bool | int]) -> str:
    """Return ``options`` as the JSON text stored with games and challenges."""
    return json.dumps(dict(options), sort_keys=True)


def game_row(game: GameRecord) -> tuple[Any, ...]:
    """Return the values of ``queries.GAME_COLUMNS`` for ``game``."""
    return (
        game.guild_id,
        game.channel_id,
        game.game,
        options_json(game.options),
        game.start_position,
        game.player1_id,
        game.player2_id,
        game.computer_seat,
        game.level,
        int(game.rated),
        game.first_choice,
        game.status.value,
        game.position,
        game.turns,
        game.winner,
        game.termination,
        game.deadline,
        int(game.warned),
        game.draw_offer,
        game.restart_offer,
        game.takeback_offer,
        game.rematch_offer,
        game.rematch_of,
        game.created_at,
        game.updated_at,
        game.turn_time_s,
        game.language,
        game.increment_s,
        game.bank_s,
        game.board_style,
    )


def game_insert_row(game: GameRecord) -> tuple[Any, ...]:
    """Return the parameters of ``queries.GAME_INSERT`` for ``game``."""
    return (*game_row(game), game.version)


def game_update_row(game: GameRecord) -> tuple[Any, ...]:
    """Return the parameters of ``queries.GAME_UPDATE``: the new values, the id, the version the
    stored game must still be at."""
    return (*game_row(game), game.id, game.version)


def game_from_row(row: Row) -> GameRecord:
    """Return the game in a row of ``queries.GAME_SELECT``."""
    (id_, guild, channel, name, options, start, p1, p2, computer, level, rated, first) = row[:12]
    (status, position, turns, winner, termination, deadline, warned) = row[12:19]
    (draw, restart, takeback, rematch, rematch_of, created, updated, turn_time) = row[19:27]
    language, increment, bank, board_style, version, board_message_id = row[27:33]
    return GameRecord(
        id=id_,
        guild_id=guild,
        channel_id=channel,
        game=name,
        options=json.loads(options),
        start_position=start,
        player1_id=p1,
        player2_id=p2,
        computer_seat=computer,
        level=level,
        rated=bool(rated),
        first_choice=first,
        status=GameStatus(status),
        position=position,
        turns=turns,
        created_at=created,
        updated_at=updated,
        winner=winner,
        termination=termination,
        deadline=deadline,
        warned=bool(warned),
        draw_offer=draw,
        restart_offer=restart,
        takeback_offer=takeback,
        rematch_offer=rematch,
        rematch_of=rematch_of,
        turn_time_s=turn_time,
        increment_s=increment,
        bank_s=bank,
        version=version,
        board_message_id=board_message_id,
        language=language,
        board_style=board_style,
    )


def entry_rows(game_id: int, entries: Sequence[LogEntry]) -> list[tuple[Any, ...]]:
    """Return the parameters of ``queries.MOVE_INSERT`` for each of ``entries``."""
    return [
        (game_id, e.seq, e.kind.value, e.seat, e.text, e.line, e.position, e.at) for e in entries
    ]


def entry_from_row(row: Row) -> LogEntry:
    """Return the log entry in a row of ``queries.LOG_SELECT``."""
    seq, kind, seat, text, line, position, at = row
    return LogEntry(seq, EntryKind(kind), seat, text, line, position, at)


def challenge_row(challenge: ChallengeRecord) -> tuple[Any, ...]:
    """Return the parameters of ``queries.CHALLENGE_INSERT`` for ``challenge``."""
    return (
        challenge.guild_id,
        challenge.channel_id,
        challenge.challenger_id,
        challenge.challenged_id,
        challenge.game,
        options_json(challenge.options),
        challenge.first_choice,
        challenge.start_position,
        challenge.created_at,
        challenge.expires_at,
        challenge.status.value,
        challenge.game_id,
        challenge.turn_time_s,
        None if challenge.thread is None else int(challenge.thread),
        challenge.message_id,
        challenge.language,
        challenge.increment_s,
        challenge.board_style,
        int(challenge.rated),
    )


def challenge_from_row(row: Row) -> ChallengeRecord:
    """Return the challenge in a row of ``queries.CHALLENGE_SELECT``."""
    (id_, guild, channel, challenger, challenged, name, options, first, start) = row[:9]
    (created, expires, status, game_id, turn_time, thread, message_id, language) = row[9:17]
    increment, board_style, rated = row[17:20]
    return ChallengeRecord(
        id=id_,
        guild_id=guild,
        channel_id=channel,
        challenger_id=challenger,
        challenged_id=challenged,
        game=name,
        options=json.loads(options),
        first_choice=first,
        start_position=start,
        created_at=created,
        expires_at=expires,
        status=ChallengeStatus(status),
        game_id=game_id,
        turn_time_s=turn_time,
        thread=None if thread is None else bool(thread),
        message_id=message_id,
        language=language,
        increment_s=increment,
        board_style=board_style,
        rated=bool(rated),
    )


def standing_row(standing: Standing) -> tuple[Any, ...]:
    """Return the values of ``queries.STANDING_COLUMNS`` for ``standing``."""
    s = standing
    return (
        s.guild_id,
        s.game,
        s.user_id,
        s.wins,
        s.losses,
        s.draws,
        s.rated_games,
        s.mu,
        s.sigma,
        s.rating,
    )


def standing_counts(standing: Standing) -> tuple[int, int, int, int]:
    """Return what every stored result changes: the counts a compare-and-swap checks."""
    return standing.wins, standing.losses, standing.draws, standing.rated_games


def standing_from_row(row: Row) -> Standing:
    """Return the standing in a row of ``queries.STANDING_SELECT``."""
    return Standing(*row[:10])


def settings_row(settings: GuildSettings) -> tuple[Any, ...]:
    """Return the parameters of ``queries.SETTINGS_UPSERT`` for ``settings``."""
    return (
        settings.guild_id,
        settings.turn_timeout_s,
        settings.challenge_expiry_s,
        settings.board_style,
        json.dumps(sorted(settings.allowed_channels)),
        int(settings.threads),
        settings.language,
        settings.tournament_role,
    )


def settings_from_row(row: Row) -> GuildSettings:
    """Return the settings in a row of ``queries.SETTINGS_SELECT``."""
    guild_id, timeout, expiry, style, channels, threads, language, role = row
    channel_ids = frozenset(json.loads(channels))
    return GuildSettings(
        guild_id, timeout, expiry, style, channel_ids, bool(threads), language, role
    )


def lease_row(lease: ShardLease) -> tuple[Any, ...]:
    """The ``shard_leases`` row of ``lease``."""
    shards = lease.shards
    return (lease.holder, lease.shard_count, shards.start, shards.stop - 1, lease.expires_at)


def lease_from_row(row: Row) -> ShardLease:
    """The :class:`ShardLease` of a ``shard_leases`` row."""
    holder, count, first, last, expires_at = row
    return ShardLease(str(holder), int(count), range(int(first), int(last) + 1), float(expires_at))
