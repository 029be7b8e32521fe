"""A match as text: options, players, result, numbered moves and the final position."""

from __future__ import annotations

import datetime

from bot.service.errors import Mention, NoGameError
from bot.service.matches import Matches, make_rules, player, replay
from bot.storage import GameRecord, Repository
from games.ai.endgame import MissedWin, first_missed_win
from games.base import Outcome, Termination
from texts import Text, render


async def export_match(
    repository: Repository,
    matches: Matches,
    mention: Mention,
    where: tuple[int, int, int],
    game_id: int | None,
) -> str:
    """Return a match as text. ``where`` is (guild, channel, user): without ``game_id`` the
    user's match in progress there, else their last one there. Raises :class:`NoGameError`."""
    guild_id, channel_id, user_id = where
    if game_id is None:
        active = matches.find(channel_id, user_id)
        record = active.record if active else await repository.last_game(channel_id, user_id)
    else:
        record = await repository.get_game(game_id)
    if record is None or record.guild_id != guild_id:
        raise NoGameError("There is no game to export: play one first.")
    turns, _, _ = replay(await repository.game_log(record.id))
    return export_text(record, [text for _, text in turns], mention)


def export_text(record: GameRecord, moves: list[str], mention: Mention) -> str:
    """Return ``record`` with its move line ``moves`` as text."""
    rules = make_rules(record.game, record.options)
    options = ", ".join(f"{k}={_option_text(v)}" for k, v in rules.options.items())
    started = datetime.datetime.fromtimestamp(record.created_at, datetime.UTC)
    if record.termination is None:
        result = "in progress"
    else:
        outcome = Outcome(record.winner, Termination(record.termination))
        winner = "" if outcome.winner is None else mention(player(record, outcome.winner))
        result = render(outcome.result_key, winner=winner, how=Text(outcome.termination.key))
    numbered = " ".join(
        f"{i // 2 + 1}. {' '.join(moves[i : i + 2])}" for i in range(0, len(moves), 2)
    )
    lines = [
        f"{rules.title}, game #{record.id}",
        f"Options: {options or 'none'}",
        f"Player 1: {mention(record.player1_id)}",
        f"Player 2: {mention(record.player2_id)}",
        f"Started: {started:%Y-%m-%d %H:%M} UTC",
        f"Start: {record.start_position or 'standard'}",
        f"Result: {result}",
        f"Moves: {numbered or '(none)'}",
        f"Position: {record.position}",
    ]
    missed = _missed_win(record, moves)
    if missed is not None:
        who = mention(player(record, missed.player))
        lines.append(
            f"Missed win: move {missed.ply} ({missed.move}) by {who} let a won endgame go "
            f"(won in {missed.won_in} plies by the endgame tables; it left {missed.now})."
        )
    return "\n".join(lines)


def _missed_win(record: GameRecord, moves: list[str]) -> MissedWin | None:
    """The first move of a finished Morris match that let a table-known win go, if any (and
    if the endgame tables are built)."""
    if record.game != "morris" or record.termination is None:
        return None
    return first_missed_win(moves, dict(record.options), start=record.start_position)


def _option_text(value: bool | int) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
