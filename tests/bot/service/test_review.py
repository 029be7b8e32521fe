"""Reviews of finished Morris matches through the service, the export and the terminal."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.console import play
from bot.console.review import review, step
from bot.service import MatchService, NoGameError
from bot.service.review import MatchReview
from bot.storage import open_database
from games.ai import provision
from games.ai.endgame import Tables
from tests.bot.helpers import ALICE, BOB, CHANNEL, GUILD, InlineProvider, export_line, mention
from tests.endgames import GAME, key, position_of, sample
from texts import Text, render, t

pytestmark = pytest.mark.slow  # builds the 3 v 3 tables (about 13 s)


@pytest.fixture
async def service(
    tmp_path: Path, table_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[MatchService]:
    monkeypatch.setenv(provision.TABLES_ENV, str(table_dir))
    repo = await open_database(tmp_path / "games.db")
    running = MatchService(repo, provider=InlineProvider())
    await running.resume()
    yield running
    await running.close()
    await repo.close()


async def _thrown_away(service: MatchService, three: Tables) -> tuple[int, str]:
    """Play a won 3 v 3 endgame where Alice lets the win go, then resigns; return the match's
    id and her move."""
    own, opp, _ = sample(three, 1, 1, seed=5)[0]
    state = position_of(own, opp)
    spoiler = next(m for m in state.legal_moves() if key(three, state.play(m)) <= 0)
    text = GAME.format_move(spoiler)
    await service.challenge(
        GUILD, CHANNEL, ALICE, BOB, "morris", first="me", position=state.position()
    )
    await service.accept(GUILD, CHANNEL, BOB)
    await service.move(GUILD, CHANNEL, ALICE, text)
    over = await service.resign(GUILD, CHANNEL, ALICE)
    return over.match.id, text


async def test_the_review_marks_the_move_that_let_the_win_go(
    service: MatchService, three: Tables
) -> None:
    match_id, move = await _thrown_away(service, three)
    found = await service.review(GUILD, CHANNEL, BOB)  # Bob's last game: the same one
    assert found.match_id == match_id and found.last == 1
    assert found.next_turning_point(0) == 1
    head, verdict, mark = found.lines(1)
    assert render(head, person=mention) == f"Move 1 of 1: {mention(ALICE)} played {move}."
    assert verdict.key in ("review-exact-draw", "review-exact-win")
    assert mark.key == "review-let-win" and mark.params["move"] == move
    assert render(mark).startswith("The win in ")
    assert found.lines(0)[1].key == "review-exact-win"
    assert found.state(1).position().startswith(found.review.steps[0].position[:24])
    assert found.last_turn(0) is None and GAME.format_move(found.last_turn(1)) == move


async def test_the_export_keeps_the_review_marks(service: MatchService, three: Tables) -> None:
    match_id, move = await _thrown_away(service, three)
    exported = await service.export(GUILD, CHANNEL, ALICE, match_id)
    [mark] = exported.marks
    assert mark.key == "review-let-win" and mark.params["move"] == move
    assert t("export-mark", mark=mark) in exported.lines
    assert export_line(exported, "export-moves")["moves"] == f"1. {move}??"


async def test_the_review_counts_and_numbers_moves_as_the_export_does(
    service: MatchService,
) -> None:
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    await service.accept(GUILD, CHANNEL, BOB)
    for user, move in [(ALICE, "d6"), (BOB, "d2"), (ALICE, "b6")]:
        await service.move(GUILD, CHANNEL, user, move)
    over = await service.resign(GUILD, CHANNEL, BOB)
    found = await service.review(GUILD, CHANNEL, ALICE)
    exported = await service.export(GUILD, CHANNEL, ALICE, over.match.id)
    assert export_line(exported, "export-moves") == {"moves": "1. d6 d2 2. b6"}
    heads = [render(found.lines(i)[0], person=mention) for i in range(found.last + 1)]
    assert heads == [
        f"Game #{over.match.id}: the start (2 moves).",
        f"Move 1 of 2: {mention(ALICE)} played d6.",
        f"Move 1 of 2: {mention(BOB)} played d2.",
        f"Move 2 of 2: {mention(ALICE)} played b6.",
    ]
    assert [step(found, 0, typed) for typed in ("1", "2", "0")] == [1, 3, 0]


async def test_only_finished_morris_games_are_reviewed(service: MatchService) -> None:
    with pytest.raises(NoGameError) as nothing:
        await service.review(GUILD, CHANNEL, ALICE)
    assert nothing.value.text.key == "review-nothing"
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "morris", first="me")
    await service.accept(GUILD, CHANNEL, BOB)
    with pytest.raises(NoGameError) as going:
        await service.review(GUILD, CHANNEL, ALICE)
    assert going.value.text.key == "review-unfinished"
    await service.resign(GUILD, CHANNEL, ALICE)
    await service.challenge(GUILD, CHANNEL, ALICE, BOB, "three", first="me")
    await service.accept(GUILD, CHANNEL, BOB)
    await service.resign(GUILD, CHANNEL, ALICE)
    with pytest.raises(NoGameError) as other:
        await service.review(GUILD, CHANNEL, ALICE)
    assert other.value.text.key == "review-morris-only"


def _stepper(found: MatchReview) -> list[int | None]:
    index = 0
    seen: list[int | None] = []
    for answer in ["", ">", "<", "!", "9", "x", "q"]:
        moved = step(found, index, answer)
        seen.append(moved)
        index = moved if moved is not None else index
    return seen


async def test_the_terminal_steps_and_jumps_through_a_review(
    service: MatchService, three: Tables, tmp_path: Path
) -> None:
    await _thrown_away(service, three)
    found = await service.review(GUILD, CHANNEL, ALICE)
    assert _stepper(found) == [1, 1, 0, 1, 1, 1, None]


async def test_python_m_bot_review_shows_the_last_terminal_game(
    tmp_path: Path, table_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(provision.TABLES_ENV, str(table_dir))
    db = tmp_path / "console.db"
    lines = iter(["d6", "d2", "resign", "y"])
    played: list[str] = []
    view = await play(db, GAME, lambda _: next(lines), played.append)
    assert played[-1] == render(t("terminal-review-hint", id=str(view.id)))
    output: list[str] = []
    answers = iter(["", ">", "q"])

    def read(prompt: str) -> str:
        output.append(prompt)
        return next(answers)

    await review(db, read, output.append)
    text = "\n".join(output)
    assert text.count("Move 1 of 1") == 2  # d6 and d2: the one move /export numbers "1."
    assert output.count(render(Text("terminal-review-prompt")) + " ") == 3
