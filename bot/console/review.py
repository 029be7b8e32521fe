"""``python -m bot review``: step through a finished Morris game saved in the terminal's file,
every position labelled by the review (:mod:`bot.service.review`)."""

from __future__ import annotations

from pathlib import Path

from bot.console.session import (
    COMPUTER,
    GUILD,
    PLAYER_1,
    Console,
    Read,
    Write,
    channel_for,
    names_of,
)
from bot.service import MatchService
from bot.service.review import MatchReview
from bot.storage import open_database
from games.registry import GAMES
from renderer import STYLES
from texts import DEFAULT_LOCALE, t

NEXT, PREVIOUS, TURNING_POINT, QUIT = ">", "<", "!", "q"
"""What the player types to step (Enter alone is ``NEXT`` too); a number jumps to that move."""
REVIEWED = next(name for name, cls in GAMES.items() if cls.has_review)
"""The game whose saved games the terminal reviews (the game with a review)."""


def step(found: MatchReview, index: int, answer: str) -> int | None:
    """Return the position to show after ``answer`` at ``index``, or None to stop."""
    if answer.lower() == QUIT:
        return None
    if answer in ("", NEXT):
        return min(index + 1, found.last)
    if answer == PREVIOUS:
        return max(index - 1, 0)
    if answer == TURNING_POINT:
        return found.next_turning_point(index)
    if answer.isdigit():  # move N (as /export numbers it) starts with turn 2N - 1
        return min(max(2 * int(answer) - 1, 0), found.last)
    return index


async def review(
    db: Path,
    read: Read,
    write: Write,
    *,
    game_id: int | None = None,
    style: str = "text",
    locale: str = DEFAULT_LOCALE,
) -> None:
    """Review game ``game_id`` (by default the last Morris game played) stored in ``db``
    through ``read``/``write`` until the player quits or input ends. Raises
    :class:`ServiceError` if there is no finished Morris game to review."""
    repo = await open_database(db)
    service = MatchService(repo, computer_id=COMPUTER, board_styles=STYLES)
    try:
        found = await service.review(GUILD, channel_for(REVIEWED), PLAYER_1, game_id)
    finally:
        await service.close()
        await repo.close()
    console = Console(read, write, style, locale)
    console.names = names_of(COMPUTER in found.players)
    index: int | None = 0
    while index is not None:
        console.write(console.board(found.state(index), found.last_turn(index), found.players))
        for line in found.lines(index):
            console.say(line)
        try:
            index = step(found, index, console.ask(t("terminal-review-prompt")))
        except EOFError:
            return
