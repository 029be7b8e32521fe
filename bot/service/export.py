"""A match as text: options, players, result, numbered moves and the final position."""

from __future__ import annotations

import datetime

from bot.service.errors import NoGameError
from bot.service.match import make_rules, player, replay
from bot.service.matches import Matches
from bot.service.models import MatchExport
from bot.service.review import Reviews, moves_of, played_in
from bot.storage import GameRecord, Repository
from games.base import Termination
from games.registry import GAMES
from texts import Person, Text, t


async def export_match(
    repository: Repository,
    matches: Matches,
    reviews: Reviews,
    where: tuple[int, int, int],
    game_id: int | None,
) -> MatchExport:
    """Return a match as lines of text, a finished Morris match with its review's marks (a
    sentence each, and ``?``/``??`` after the marked moves as in chess notation).
    ``where`` is (guild, channel, user): without ``game_id`` the user's match in progress
    there, else their last one there. Raises :class:`NoGameError`."""
    _, channel_id, user_id = where
    if game_id is None:
        active = matches.find(channel_id, user_id)
        record = active.record if active else await repository.last_game(channel_id, user_id)
    else:
        record = await repository.get_game(game_id)
    if record is None or not await played_in(repository, record, where):
        raise NoGameError(t("nothing-to-export"))
    turns, _, _ = replay(await repository.game_log(record.id))
    moves = [text for _, text in turns]
    if not GAMES[record.game].has_review or record.termination is None:
        return export_lines(record, moves)
    review = await reviews.of(record)
    glyphs = review.glyphs()
    signed = [text + glyphs.get(i, "") for i, text in enumerate(moves)]
    return export_lines(record, signed, review.marks())


def export_lines(record: GameRecord, moves: list[str], marks: tuple[Text, ...] = ()) -> MatchExport:
    """Return ``record`` with its move line ``moves`` and its review's ``marks`` (one line
    each, after the moves) as lines of text (players as
    :class:`texts.Person`; the game's title, options, terminations and notation are the
    rules' own words until games/ carries keys)."""
    rules = make_rules(record.game, record.options)
    options = ", ".join(f"{k}={_option_text(v)}" for k, v in rules.options.items())
    started = datetime.datetime.fromtimestamp(record.created_at, datetime.UTC)
    numbered = " ".join(
        f"{moves_of(i + 1)}. {' '.join(moves[i : i + 2])}" for i in range(0, len(moves), 2)
    )
    lines = [
        t("export-title", title=rules.title, game=str(record.id)),
        t("export-options", options=options or t("export-none")),
        t("export-player", seat=str(1), player=Person(record.player1_id)),
        t("export-player", seat=str(2), player=Person(record.player2_id)),
        t("export-started", when=f"{started:%Y-%m-%d %H:%M}"),
        t("export-start", position=record.start_position or t("export-standard")),
        t("export-result", result=_result(record)),
        t("export-moves", moves=numbered or t("export-no-moves")),
        *(t("export-mark", mark=mark) for mark in marks),
        t("export-position", position=record.position),
    ]
    return MatchExport(record.id, tuple(lines), marks)


def _result(record: GameRecord) -> Text:
    if record.termination is None:
        return t("export-in-progress")
    termination = Termination(record.termination)
    if termination is Termination.ABORTED:
        return t("export-aborted")
    if record.winner is None:
        return t("export-draw", how=Text(termination.key))
    winner = Person(player(record, record.winner))
    return t("export-win", winner=winner, how=Text(termination.key))


def _option_text(value: bool | int) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)
