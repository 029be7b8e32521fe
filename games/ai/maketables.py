"""``make tables``: build the standard Morris endgame tables for both flying rules.

Run with ``python -m games.ai.maketables [--big] [--rule flying|sliding ...] [--diagonal] [--six]``
(``--big`` adds 5 v 3 and 3 v 5; ``--rule`` builds one rule's tables, by default both;
``--diagonal`` builds them for the board with diagonals of Twelve Men's Morris instead; ``--six``
solves Six Men's Morris; ``--help`` says so). The tables go to
:func:`games.ai.provision.table_dir`; tables already there are kept.
"""

from __future__ import annotations

import argparse
import sys
import time

from games.ai import six
from games.ai.provision import STANDARD, TABLES_ENV, table_dir
from games.ai.tables import bar, build, order
from games.morris_board import DIAGONAL
from games.morris_board import STANDARD as STANDARD_BOARD

RULES = {"flying": True, "sliding": False}


def main(argv: list[str] | None = None) -> int:
    """Build the tables; report one line per table on standard error, and on a terminal also
    draw a progress bar. Returns the exit code."""
    parser = argparse.ArgumentParser(
        prog="python -m games.ai.maketables",
        description="Build the exact Nine Men's Morris endgame tables (3 v 3 to 4 v 4, with "
        "flying and without) that the hard level plays from: about 4 minutes, up to 3.7 GB of "
        f"memory and 600 MB on disk, in {table_dir()} (set {TABLES_ENV} to choose another "
        "folder). Tables already built are kept.",
    )
    parser.add_argument(
        "--big",
        action="store_true",
        help="also build 5 v 3 and 3 v 5 (another 330 MB on disk, 12 GB of memory)",
    )
    parser.add_argument("--rule", action="append", choices=RULES, help="only this rule's tables")
    parser.add_argument(
        "--diagonal", action="store_true", help="for Twelve Men's Morris (the diagonal board)"
    )
    parser.add_argument(
        "--six",
        action="store_true",
        help="(also) solve Six Men's Morris for its perfect level: about a minute, 400 MB of "
        "memory, 100 MB on disk (alone, without --rule: only this)",
    )
    args = parser.parse_args(argv)
    board = DIAGONAL if args.diagonal else STANDARD_BOARD
    title = "Twelve Men's Morris" if args.diagonal else "Morris"
    wanted = (*STANDARD, (5, 3), (3, 5)) if args.big else STANDARD
    on_terminal = sys.stderr.isatty()
    for rule in args.rule or ([] if args.six else RULES):
        for m, n in order(wanted):
            began = time.monotonic()
            build(((m, n),), RULES[rule], progress=bar if on_terminal else None, board=board)
            seconds = time.monotonic() - began
            sys.stderr.write(f"{title} endgame table {m} v {n}, {rule}: ready ({seconds:.0f} s)\n")
    if args.six:
        began = time.monotonic()
        six.solution(False)
        seconds = time.monotonic() - began
        sys.stderr.write(f"Six Men's Morris solution: ready ({seconds:.0f} s)\n")
    sys.stderr.write(f"The tables are in {table_dir().resolve()}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
