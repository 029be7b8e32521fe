"""``make tables``: build the standard Morris endgame tables for both flying rules.

Run with ``python -m games.ai.maketables [--big | --bigger | --biggest] [--rule flying|sliding
...] [--diagonal] [--six]`` (``--big`` adds 5 v 3 and 3 v 5, ``--bigger`` those and 5 v 4 and
4 v 5, ``--biggest`` those and 5 v 5, built a slice at a time by :mod:`games.ai.bigtables`;
``--rule`` builds one rule's tables, by default both;
``--diagonal`` builds them for the board with diagonals of Twelve Men's Morris instead; ``--six``
solves Six Men's Morris; ``--builds NAME...`` makes builds of
:data:`games.ai.provision.BUILDS` in turn, as the bot's first start does; ``--help`` says so).
The tables go to :func:`games.ai.provision.table_dir`; tables already there are kept when every
value matches its checksum, and built again otherwise (one log line).
"""

from __future__ import annotations

import argparse
import sys
import time

from games.ai import bigtables, six
from games.ai.provision import BUILDS, SIZES, STANDARD, TABLES_ENV, table_dir
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
        "folder). Tables already built are kept, unless they do not match their checksums.",
        allow_abbrev=False,  # --bigg must not start the 5 v 5 build
    )
    size = parser.add_mutually_exclusive_group()
    size.add_argument(
        "--big",
        dest="size",
        action="store_const",
        const="big",
        help="also build 5 v 3 and 3 v 5 (another 330 MB on disk, 1 GB of memory, about a "
        "minute a rule)",
    )
    size.add_argument(
        "--bigger",
        dest="size",
        action="store_const",
        const="bigger",
        help="also build 5 v 3, 5 v 4 and their mirrors (another 2 GB on disk, 3.1 GB of "
        "memory, 2 minutes with flying, 6 without)",
    )
    size.add_argument(
        "--biggest",
        dest="size",
        action="store_const",
        const="biggest",
        help="also build 5 v 3 to 5 v 5 (another 5.4 GB on disk, 6.2 GB of memory, 5 minutes "
        "with flying, 15 without)",
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
    parser.add_argument(
        "--builds",
        nargs="+",
        choices=[build.name for build in BUILDS],
        help="(the bot's first start) make these builds of games.ai.provision.BUILDS in turn",
    )
    args = parser.parse_args(argv)
    if args.builds:
        named = {build.name: build for build in BUILDS}
        return max(main(named[name].arguments) for name in args.builds)
    board = DIAGONAL if args.diagonal else STANDARD_BOARD
    title = "Twelve Men's Morris" if args.diagonal else "Morris"
    wanted = (*STANDARD, *SIZES.get(args.size, ()))
    on_terminal = sys.stderr.isatty()
    for rule in args.rule or ([] if args.six else RULES):
        for m, n in order(wanted):
            began = time.monotonic()
            solver = bigtables.solver(m, n)
            progress = bar if on_terminal else None
            build(((m, n),), RULES[rule], None, progress, board, solver)
            seconds = time.monotonic() - began
            sys.stderr.write(f"{title} endgame table {m} v {n}, {rule}: ready ({seconds:.0f} s)\n")
    if args.six:
        began = time.monotonic()
        six.solution(False, thorough=True)
        seconds = time.monotonic() - began
        sys.stderr.write(f"Six Men's Morris solution: ready ({seconds:.0f} s)\n")
    sys.stderr.write(f"The tables are in {table_dir().resolve()}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
