"""Immutable views of matches and challenges, built from records for the front ends."""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from bot.service.match import Match, player
from bot.service.models import ChallengeView, FirstMove, Home, MatchView, Proposal
from bot.storage import ChallengeRecord, GameRecord, HomeRecord
from games import ai
from games.base import Game, Outcome, State, Termination
from games.registry import get_game

OFFER_FIELD: Mapping[Proposal, str] = {
    Proposal.DRAW: "draw_offer",
    Proposal.RESTART: "restart_offer",
    Proposal.TAKEBACK: "takeback_offer",
    Proposal.REMATCH: "rematch_offer",
}
"""The record field that holds the seat standing behind each kind of proposal (0: none)."""
RECENT_MOVES = 6
"""How many of the last turns a view carries."""


def with_offer(record: GameRecord, kind: Proposal, seat: int) -> GameRecord:
    """Return a copy of ``record`` whose standing ``kind`` proposal is by ``seat`` (0: none)."""
    copy = dataclasses.replace(record)
    setattr(copy, OFFER_FIELD[kind], seat)
    return copy


def match_view(match: Match) -> MatchView:
    """The view of a match in progress (or just finished)."""
    return record_view(
        match.record, match.rules, match.state, match.turns, match.last_turn, match.homes
    )


def record_view(
    record: GameRecord,
    rules: Game[Any, Any] | None = None,
    state: State[Any] | None = None,
    turns: list[tuple[int, str]] | None = None,
    last_turn: Hashable | None = None,
    homes: Sequence[HomeRecord] = (),
) -> MatchView:
    """The view of a stored match (with its other ``homes``); what is not given is derived
    from the record."""
    rules = rules or get_game(record.game, **record.options)
    state = state or rules.parse_position(record.position)
    outcome = None
    if record.termination is not None:
        outcome = Outcome(record.winner, Termination(record.termination))
    offers = {
        kind: player(record, getattr(record, name))
        for kind, name in OFFER_FIELD.items()
        if getattr(record, name)
    }
    return MatchView(
        id=record.id,
        guild_id=record.guild_id,
        channel_id=record.channel_id,
        game=record.game,
        title=rules.title,
        options=dict(rules.options),
        players=(record.player1_id, record.player2_id),
        computer_seat=record.computer_seat,
        level=record.level,
        rated=record.rated,
        first_choice=FirstMove(record.first_choice),
        status=record.status,
        state=state,
        position=record.position,
        start_position=record.start_position,
        turns=record.turns,
        outcome=outcome,
        deadline=record.deadline,
        offers=offers,
        last_move=turns[-1][1] if turns else None,
        last_turn=last_turn,
        turn_time_s=record.turn_time_s,
        increment_s=record.increment_s,
        version=record.version,
        recent_moves=tuple(text for _, text in (turns or [])[-RECENT_MOVES:]),
        board_message_id=record.board_message_id,
        language=record.language,
        board_style=record.board_style,
        homes=tuple(
            Home(h.seat, h.guild_id, h.channel_id, h.board_message_id, h.language) for h in homes
        ),
        level_played=(
            ai.level_played(record.game, record.options, record.level)
            if record.computer_seat and record.level
            else None
        ),
    )


def challenge_view(record: ChallengeRecord) -> ChallengeView:
    """The view of a challenge."""
    rules = get_game(record.game, **record.options)
    return ChallengeView(
        id=record.id,
        guild_id=record.guild_id,
        channel_id=record.channel_id,
        challenger_id=record.challenger_id,
        challenged_id=record.challenged_id,
        game=record.game,
        title=rules.title,
        options=dict(rules.options),
        first_choice=FirstMove(record.first_choice),
        start_position=record.start_position,
        expires_at=record.expires_at,
        status=record.status,
        game_id=record.game_id,
        turn_time_s=record.turn_time_s,
        thread=record.thread,
        message_id=record.message_id,
        language=record.language,
        increment_s=record.increment_s,
    )
