"""Reading and checking mill-game positions: the project's position string and the classic
4-line format, for every variant (:class:`games.mill_rules.MillRules`).

The project's string is ``board side hands pending trail`` (``"........................ W 9/9 -
-"``), and for the variants whose sides carry marks a sixth field, one entry a player split by
``/``: the Russian record (``a7,d7,g7/-``) or Morabaraba's last mill move (``a1-a4/-``).
"""

from __future__ import annotations

from typing import NamedTuple

from games.base import PLAYER_1, PLAYER_2, PositionError, other, quote, read_number
from games.mill_rules import MillRules, position_key
from games.morris_board import MillBoard, points_of

Step = tuple[int, int]


class Setup(NamedTuple):
    """A position read from text: what :class:`games.morris.MorrisState` is built from."""

    pieces: tuple[int, int]
    hands: tuple[int, int]
    to_move: int
    pending: Step | None
    trail: tuple[Step, ...]
    marks: tuple[int, int]
    keys: tuple[int, ...]


def step_text(board: MillBoard, src: int, dst: int) -> str:
    """Return ``d6`` for a placement (``src`` -1) or ``a1-a4`` for a move."""
    names = board.names
    return names[dst] if src < 0 else f"{names[src]}-{names[dst]}"


def mark_text(rules: MillRules, mark: int) -> str:
    """Return a side's mark as written in the sixth field (``-`` for none)."""
    if not mark:
        return "-"
    board = rules.board
    if rules.variant.one_time:
        return ",".join(board.names[p] for p in points_of(mark))
    return step_text(board, (mark - 1) >> 5, (mark - 1) & 31)


def number(line: str, field: str, low: int, high: int) -> int:
    """Return the number on ``line``; ``field`` names it in the ``position-morris-number``
    text. Raises :class:`PositionError` if it is none or out of ``low``..``high``."""
    value = read_number(line.strip())
    if value is None or not low <= value <= high:
        raise PositionError(
            "position-morris-number",
            field=field,
            low=str(low),
            high=str(high),
            value=quote(line.strip()),
        )
    return value


def read_step(board: MillBoard, text: str) -> Step:
    """Return the (src, dst) of ``d6`` or ``a1-a4``; raise :class:`PositionError`."""
    parts = text.split("-")
    if len(parts) > 2 or any(p not in board.index for p in parts):
        raise PositionError("position-morris-step", step=quote(text))
    if len(parts) == 1:
        return -1, board.index[parts[0]]
    return board.index[parts[0]], board.index[parts[1]]


def _read_mark(rules: MillRules, text: str) -> int:
    if text == "-":
        return 0
    board = rules.board
    if rules.variant.one_time:
        names = text.split(",")
        if any(name not in board.index for name in names):
            raise PositionError("position-russian-record", record=quote(text))
        return sum(1 << board.index[name] for name in names)
    src, dst = read_step(board, text)
    if src < 0:
        raise PositionError("position-morabaraba-mill", step=quote(text))
    return 1 + src * 32 + dst


def read_position(rules: MillRules, text: str) -> Setup:
    """Read the project's position string; raise :class:`PositionError` saying what is wrong."""
    board = rules.board
    fields = text.split()
    wanted = 6 if rules.variant.marks else 5
    if len(fields) != wanted:
        if rules.variant.one_time:
            raise PositionError("position-russian-fields")
        if rules.variant.no_gun:
            raise PositionError("position-morabaraba-fields")
        raise PositionError("position-morris-fields")
    board_text, side, hands_text, pending_text, trail_text = fields[:5]
    if len(board_text) != board.size or set(board_text) - set(".WB"):
        raise PositionError("position-six-board" if board.size == 16 else "position-morris-board")
    white = sum(1 << p for p, c in enumerate(board_text) if c == "W")
    black = sum(1 << p for p, c in enumerate(board_text) if c == "B")
    if side not in ("W", "B"):
        raise PositionError("position-side-w-or-b", side=quote(side))
    to_move = PLAYER_1 if side == "W" else PLAYER_2
    hand_parts = hands_text.split("/")
    if len(hand_parts) != 2:
        raise PositionError("position-morris-hands", hands=quote(hands_text))
    most = rules.variant.pieces
    hands = (number(hand_parts[0], "hand-1", 0, most), number(hand_parts[1], "hand-2", 0, most))
    pending = None if pending_text == "-" else read_step(board, pending_text)
    trail = () if trail_text == "-" else tuple(read_step(board, s) for s in trail_text.split(","))
    marks = (0, 0)
    if rules.variant.marks:
        parts = fields[5].split("/")
        if len(parts) != 2:
            key = (
                "position-russian-fields"
                if rules.variant.one_time
                else "position-morabaraba-fields"
            )
            raise PositionError(key)
        marks = (_read_mark(rules, parts[0]), _read_mark(rules, parts[1]))
    return build(rules, (white, black), hands, to_move, pending, trail, marks)


def read_classic(rules: MillRules, text: str) -> Setup:
    """Read the classic 4-line format (board values 0/1/2, two hands, the player to move)."""
    lines = [line.strip() for line in text.strip().splitlines()]
    if len(lines) != 4:
        raise PositionError("position-classic-lines")
    values = [v.strip() for v in lines[0].split(",")]
    if len(values) != rules.board.size or set(values) - {"0", "1", "2"}:
        raise PositionError("position-classic-board")
    white = sum(1 << p for p, v in enumerate(values) if v == "1")
    black = sum(1 << p for p, v in enumerate(values) if v == "2")
    most = rules.variant.pieces
    hands = (
        number(lines[1], "classic-hand-1", 0, most),
        number(lines[2], "classic-hand-2", 0, most),
    )
    to_move = number(lines[3], "classic-side", 1, 2)
    return build(rules, (white, black), hands, to_move, None, (), (0, 0))


def build(
    rules: MillRules,
    pieces: tuple[int, int],
    hands: tuple[int, int],
    to_move: int,
    pending: Step | None,
    trail: tuple[Step, ...],
    marks: tuple[int, int],
) -> Setup:
    """Check a position read from text and rebuild its repetition history.

    Raises :class:`PositionError` naming what no game from the start could reach.
    """
    board, variant = rules.board, rules.variant
    for player in (PLAYER_1, PLAYER_2):
        if pieces[player - 1].bit_count() + hands[player - 1] > variant.pieces:
            raise PositionError("position-too-many-pieces", player=str(player), most=variant.pieces)
    if pending is not None:
        _check_pending(rules, pieces, hands, to_move, pending, trail, marks[to_move - 1])
    if not variant.slide_in_hand:
        _check_placing(variant.pieces, pieces, hands, to_move, pending)
    short = [p for p in (PLAYER_1, PLAYER_2) if pieces[p - 1].bit_count() + hands[p - 1] < 3]
    if short and (len(short) == 2 or short[0] != to_move or pending is not None):
        raise PositionError("position-too-few-pieces")
    keys = [position_key(board, pieces, to_move, hands)]
    position, mover = list(pieces), to_move
    for src, dst in reversed(trail):
        if src < 0:
            raise PositionError("position-trail-placement")
        mover = other(mover)
        own = position[mover - 1]
        step = step_text(board, src, dst)
        if not own >> dst & 1 or (position[0] | position[1]) >> src & 1:
            raise PositionError("position-trail-misfit", step=step)
        hand = hands[mover - 1]
        if hand and not variant.slide_in_hand:
            raise PositionError("position-trail-placing", step=step)
        flew = rules.flying and not hand and own.bit_count() == 3
        if not flew and not board.neighbours[src] >> dst & 1:
            raise PositionError("position-trail-not-adjacent", step=step)
        if rules.pays(own, dst, marks[mover - 1]):
            raise PositionError("position-trail-mill", step=step)
        position[mover - 1] = own ^ (1 << src | 1 << dst)
        keys.append(position_key(board, (position[0], position[1]), mover, hands))
    if pending is not None or not rules.counts_first(hands[mover - 1]):
        keys.pop()  # mid-turn, or Lasker after a placement: no occurrence yet
    return Setup(pieces, hands, to_move, pending, trail, marks, tuple(reversed(keys)))


def _check_pending(
    rules: MillRules,
    pieces: tuple[int, int],
    hands: tuple[int, int],
    to_move: int,
    pending: Step,
    trail: tuple[Step, ...],
    mark: int,
) -> None:
    if trail:
        raise PositionError("position-pending-trail")
    src, dst = pending
    mover = pieces[to_move - 1]
    if not mover >> dst & 1 or not rules.pays(mover, dst, mark):
        raise PositionError("position-pending-no-mill")
    if src >= 0 and (pieces[0] | pieces[1]) >> src & 1:
        raise PositionError("position-pending-source")
    hand = hands[to_move - 1]
    if src >= 0 and hand and not rules.variant.slide_in_hand:
        raise PositionError("position-pending-placing")
    flew = rules.flying and not hand and mover.bit_count() == 3
    if src >= 0 and not flew and not rules.board.neighbours[src] >> dst & 1:
        raise PositionError("position-pending-not-adjacent")


def _check_placing(
    most: int,
    pieces: tuple[int, int],
    hands: tuple[int, int],
    to_move: int,
    pending: Step | None,
) -> None:
    """Raise :class:`PositionError` if the hands do not fit the side to move and the board.

    Players place in turn, player 1 first, so while pieces remain in hand player 1 has placed
    as many as player 2 (player 1 to move) or one more (player 2 to move); a pending placement
    belongs to the turn still being played. A player removes at most one piece per turn, and
    only from their third placement on.
    """
    placed = [most - hands[0], most - hands[1]]
    for player in (PLAYER_1, PLAYER_2):
        lost = placed[player - 1] - pieces[player - 1].bit_count()
        mills = max(0, placed[other(player) - 1] - 2)
        if hands != (0, 0) and lost > mills:
            raise PositionError(
                "position-lost-pieces",
                player=str(player),
                lost=lost,
                opponent=str(other(player)),
                mills=mills,
                placements=placed[other(player) - 1],
            )
    if pending is not None and pending[0] < 0:
        placed[to_move - 1] -= 1  # the placement belongs to the turn being played
    if placed == [most, most]:
        return
    if placed[0] - placed[1] not in (0, 1):
        raise PositionError("position-placed-counts", first=placed[0], second=placed[1])
    expected = PLAYER_1 if placed[0] == placed[1] else PLAYER_2
    if to_move != expected:
        raise PositionError(
            "position-placed-side", first=placed[0], second=placed[1], player=str(expected)
        )


def classic_text(
    board: MillBoard, pieces: tuple[int, int], hands: tuple[int, int], to_move: int
) -> str:
    """Return the classic 4-line format of a position."""
    white, black = pieces
    values = ", ".join(
        "1" if white >> p & 1 else "2" if black >> p & 1 else "0" for p in range(board.size)
    )
    return f"{values}\n{hands[0]}\n{hands[1]}\n{to_move}"
