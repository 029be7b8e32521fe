"""Nine Men's Morris boards: golden output, the lines the rules join, equal line widths,
Discord's message limit."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from games.base import Termination
from games.morris import Morris, MorrisState
from games.morris_board import NEIGHBOURS, NUM_POINTS, POINT_NAMES, points_of
from games.registry import GAMES
from renderer import render
from renderer.common import display_width, last_move_line
from standin.limits import CONTENT
from tests.renderer.boards import board_lines
from tests.tiers import scaled
from texts import Text
from texts import render as words

NAMES = ("Ann", "Bob")

GOLDEN = Path(__file__).parent / "golden"


def golden(name: str) -> str:
    """Return a golden file's text (kept in files: the boards end lines with spaces)."""
    return (GOLDEN / name).read_text(encoding="utf-8").removesuffix("\n")


def mill_then_removal() -> tuple[MorrisState, MorrisState, str]:
    """Return (pending state after a4, state after removing b6, the full turn text)."""
    game = Morris()
    start = game.parse_position("W..BB......WW...B...BW.. W 2/2 - -")
    pending = start.play(game.parse_move(start, "a4"))
    removal = game.parse_move(pending, "b6")
    return pending, pending.play(removal), str(pending.full_turn(removal))


def test_text_board_golden() -> None:
    pending, done, turn = mill_then_removal()
    assert turn == "a4xb6"
    last = pending.full_turn(pending.legal_moves()[0])
    assert render(done, "text", last, NAMES) == golden("morris_text.txt")


def test_emoji_board_golden() -> None:
    pending, done, _ = mill_then_removal()
    last = pending.full_turn(pending.legal_moves()[0])
    assert render(done, "emoji", last, NAMES) == golden("morris_emoji.txt")


def test_tiles_board_golden() -> None:
    pending, done, _ = mill_then_removal()
    last = pending.full_turn(pending.legal_moves()[0])
    assert render(done, "tiles", last, NAMES) == golden("morris_tiles.txt")


def test_pending_removal_is_announced() -> None:
    pending, _, _ = mill_then_removal()
    text = render(pending, "text", None, NAMES)
    assert words("note-morris-pending", move="a4", example="b6") in text.splitlines()
    assert text.endswith(words("status-to-remove", name="Ann"))


@pytest.mark.parametrize(("style", "mark"), [("text", "[○]"), ("emoji", "⬜")])
def test_pending_step_is_marked_instead_of_the_opponents_last_move(style: str, mark: str) -> None:
    game = Morris()
    start = game.parse_position("W..BB......WW...B...BW.. W 2/2 - -")
    opponents = game.parse_move(start, "d1")
    pending = start.play(game.parse_move(start, "a4"))
    text = render(pending, style, opponents, NAMES)
    a4_row = next(line for line in text.splitlines() if line.startswith(("4 ", "4️⃣")))
    assert mark in a4_row and text.count(mark[0]) == 1
    assert "Last move" not in text


def test_status_line_can_be_left_out() -> None:
    _, done, _ = mill_then_removal()
    with_status = render(done, "text", None, NAMES)
    without = render(done, "text", None, NAMES, status=False)
    assert with_status == f"{without}\n{words('status-to-move', name='Bob')}"


def test_the_second_person_wins_in_good_grammar() -> None:
    # English on purpose: the catalogue, not the code, makes "You" agree with its verb.
    game = Morris()
    s = game.parse_position("W...B...B.W....B.....W.. W 0/0 - -")
    final = s.play(game.parse_move(s, "b4-a4xe5"))
    assert render(final, "text", None, ("You", "Computer")).endswith(
        "You win as the opponent is down to two pieces."
    )


def test_game_over_names_the_winner() -> None:
    game = Morris()
    s = game.parse_position("W...B...B.W....B.....W.. W 0/0 - -")
    final = s.play(game.parse_move(s, "b4-a4xe5"))
    assert final.outcome is not None
    how = Text(Termination.FEWER_THAN_THREE.key)
    result = words("status-over", result=Text("result-win", {"winner": "Ann", "how": how}))
    assert render(final, "text", None, NAMES).endswith(f"\n{result}")


@pytest.mark.parametrize("style", ["text", "emoji"])
def test_every_board_line_has_the_same_width_and_fits_a_message(style: str) -> None:
    game = Morris()
    state = game.initial()
    for text in ("d6", "a7", "d7", "g7", "g1", "a4", "a1"):
        move = game.parse_move(state, text)
        state = state.play(move)
        message = render(state, style, move, ("A" * 32, "B" * 32))
        assert len(message) <= CONTENT
        board = board_lines(message)
        assert len(board) == 8
        assert len({display_width(line) for line in board}) == 1, board


def test_unknown_style_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown board style"):
        render(Morris().initial(), "ascii-art")


@pytest.mark.parametrize(
    ("style", "notes"),
    [
        ("text", [("note-from", "◦"), ("note-removed", "×")]),
        ("emoji", [("note-from", "⭕"), ("note-to", "⬜"), ("note-removed", "❌")]),
    ],
)
def test_the_marks_of_the_last_move_have_a_key(style: str, notes: list[tuple[str, str]]) -> None:
    game = Morris()
    start = game.parse_position("WW.BB.........W....B.... W 0/0 - -")
    move = game.parse_move(start, "g4-g7xd6")
    line = last_move_line("g4-g7xd6", [words(key, mark=mark) for key, mark in notes])
    assert line in render(start.play(move), style, move, NAMES)


Edge = frozenset[str]


def rules_edges() -> set[Edge]:
    """The pairs of points the rules join by a line."""
    return {
        frozenset((POINT_NAMES[a], POINT_NAMES[b]))
        for a in range(NUM_POINTS)
        for b in range(NUM_POINTS)
        if NEIGHBOURS[a] >> b & 1
    }


def joined_points(grid: list[list[str]], xs: range, across: str, down: str) -> set[Edge]:
    """Return the pairs of points that ``grid`` (a list of rows of symbols, row 7 first; the
    files' points in columns ``xs``) draws as joined: with nothing but ``across`` symbols
    between them along a row, or nothing but ``down`` symbols along a file."""
    names = set(POINT_NAMES)
    at = {(x, r): f"{file}{7 - r}" for r in range(7) for file, x in zip("abcdefg", xs, strict=True)}
    points = {spot: name for spot, name in at.items() if name in names}
    joined = set()
    for (x, r), name in points.items():
        for dx, dr, line in ((1, 0, across), (0, 1, down)):
            cx, cr = x + dx, r + dr
            while cr < 7 and cx < len(grid[cr]) and grid[cr][cx] == line:
                cx, cr = cx + dx, cr + dr
            if (cx, cr) in points:
                joined.add(frozenset((name, points[cx, cr])))
    return joined


def test_the_emoji_board_draws_exactly_the_lines_of_the_rules() -> None:
    rows = board_lines(render(Morris().initial(), "emoji"))[:7]
    grid = [re.findall(r".[\ufe0f\u20e3]*", row)[1:] for row in rows]
    assert all(len(row) == 7 for row in grid)
    assert joined_points(grid, range(7), "➖", "❕") == rules_edges()


def test_the_text_board_draws_exactly_the_lines_of_the_rules() -> None:
    rows = board_lines(render(Morris().initial(), "text"))[:7]
    grid = [list(row) for row in rows]
    assert joined_points(grid, range(3, 23, 3), "─", "│") == rules_edges()


def test_the_russian_mill_shows_each_side_s_record_of_points() -> None:
    russian = GAMES["russian"]()
    rng = random.Random(11)
    shown, games = 0, scaled(10)
    for _ in range(games):
        state = russian.initial()
        while state.outcome is None:
            state = state.play(rng.choice(state.legal_moves()))
            lines = render(state, "text", None, ("A", "B")).splitlines()
            for index, piece in enumerate("○●"):
                head = f"{piece} record:"
                start = next(i for i, line in enumerate(lines) if line.startswith(head))
                record = lines[start][len(head) :].split()
                for line in lines[start + 1 :]:
                    if not line.startswith("  "):
                        break
                    record += line.split()
                mark = state.marks[index]
                names = state.game.mill.board.names
                expected = [names[p] for p in points_of(mark)] or ["—"]
                assert record == expected, lines
                shown += bool(mark)
    assert shown > 2 * games


def test_other_mill_games_show_no_record() -> None:
    for name in ("morris", "lasker", "morabaraba"):
        assert "record:" not in render(GAMES[name]().initial(), "text")
