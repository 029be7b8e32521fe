"""The ``tiles`` style: the lines the tiles draw are the rules' lines, every tile name makes a
valid emoji name, and a board that cannot be drawn in tiles is drawn as text."""

from __future__ import annotations

import itertools
import random
import re

import pytest

from games.morris_board import DIAGONAL, SIX, STANDARD, MillBoard
from games.registry import GAMES, get_game
from renderer import TILES_LIMIT, render
from renderer.tiles import ART, STEPS, THREE_LINES, emoji_name, mill_cells, names_in, three_cells
from tests.renderer.boards import LONG_NAMES
from tests.renderer.test_widths import MARKUP, random_game, sizes
from tests.tiers import scaled

Cells = dict[tuple[int, int], tuple[str, frozenset[str]]]


def drawn_edges(cells: Cells) -> set[frozenset[tuple[int, int]]]:
    """The pairs of points the tiles join: from each point along each of its lines, through
    segment tiles running that way, to the point where the line ends."""
    edges = set()
    for spot, (kind, ways) in cells.items():
        if kind != "p":
            continue
        for way in ways:
            df, dr = STEPS[way]
            f, r = spot[0] + df, spot[1] + dr
            while cells.get((f, r), ("", frozenset()))[0] == "s" and way in cells[f, r][1]:
                f, r = f + df, r + dr
            assert cells.get((f, r), ("",))[0] == "p", (spot, way)
            edges.add(frozenset((spot, (f, r))))
    return edges


@pytest.mark.parametrize("board", [STANDARD, DIAGONAL, SIX], ids=lambda b: b.key)
def test_the_mill_tiles_draw_exactly_the_lines_of_the_rules(board: MillBoard) -> None:
    def spot(point: int) -> tuple[int, int]:
        name = board.names[point]
        return "abcdefg".index(name[0]), board.files - int(name[1])

    rules = {frozenset((spot(a), spot(b))) for a, b in board.edges}
    assert drawn_edges(mill_cells(board)) == rules


def test_the_three_mens_morris_tiles_draw_its_lines_and_diagonals() -> None:
    rules = {
        frozenset(((2 * (a % 3), 2 * (a // 3)), (2 * (b % 3), 2 * (b // 3))))
        for a, b in THREE_LINES
    }
    assert drawn_edges(three_cells()) == rules
    assert len(rules) == 16


def test_every_tile_makes_a_valid_emoji_name() -> None:
    for name in ART:
        assert re.fullmatch(r"[A-Za-z0-9_]{2,32}", emoji_name(name, b"png")), name


def test_the_tiles_of_a_board_are_replaced_by_their_markup() -> None:
    state = get_game("morris").initial()
    board = render(state, "tiles", tiles=MARKUP)
    assert not names_in(board)
    assert board.count("<:") == 8 * 8 + 2  # the grid with its labels, and the legend's pieces


def test_a_board_lacking_a_tile_is_drawn_as_text() -> None:
    state = get_game("morris").initial()
    lacking = {name: markup for name, markup in MARKUP.items() if name != "sh"}
    assert render(state, "tiles", tiles=lacking) == render(state, "text")


def test_a_tile_board_too_long_for_a_message_is_drawn_as_text() -> None:
    state = get_game("breakthrough", rows=10, columns=12).initial()
    placeholders = render(state, "tiles")
    assert len(names_in(placeholders)) == 11 * 13 + 2  # it fits a phone's line
    assert len(placeholders.replace(":0>", ":1111111111111111111>")) > TILES_LIMIT
    assert render(state, "tiles", tiles=MARKUP) == render(state, "text")


@pytest.mark.parametrize("name", list(GAMES))
def test_a_games_board_stays_in_tiles_or_in_text_from_move_to_move(name: str) -> None:
    rng = random.Random(name)
    every = sizes(name)
    borderline = [{"rows": 9, "columns": 9}] if name == "breakthrough" else []  # 100 tiles
    for options in rng.sample(every, min(len(every), scaled(40))) + borderline:
        game = GAMES[name](**options)
        kinds = set()
        for state, last in itertools.islice(random_game(game, rng), 0, 300, 3):
            board = render(state, "tiles", last, LONG_NAMES, tiles=MARKUP)
            kinds.add("```" in board)
        assert len(kinds) == 1, (name, options)
