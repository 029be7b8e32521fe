"""``make tables``: build the standard Morris endgame tables for both flying rules.

Run with ``python -m games.ai.maketables [--big]`` (``--big`` adds 5 v 3 and 3 v 5). The tables
go to :func:`games.ai.tables.table_dir`; tables already there are kept.
"""

from __future__ import annotations

import sys

from games.ai.tables import STANDARD, bar, build, table_dir


def main() -> None:
    """Build the tables, drawing a progress bar on standard error."""
    big = "--big" in sys.argv[1:]
    wanted = (*STANDARD, (5, 3), (3, 5)) if big else STANDARD
    for flying in (True, False):
        sys.stderr.write(f"Morris endgame tables, {'flying' if flying else 'sliding'}:\n")
        build(wanted, flying, progress=bar)
    sys.stderr.write(f"The tables are in {table_dir().resolve()}\n")


if __name__ == "__main__":
    main()
