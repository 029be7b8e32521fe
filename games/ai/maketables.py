"""``make tables``: build the standard Morris endgame tables for both flying rules.

Run with ``python -m games.ai.maketables [--big] [--rule flying|sliding ...]`` (``--big`` adds
5 v 3 and 3 v 5; ``--rule`` builds one rule's tables, by default both). The tables go to
:func:`games.ai.provision.table_dir`; tables already there are kept.
"""

from __future__ import annotations

import argparse
import sys

from games.ai.provision import STANDARD, table_dir
from games.ai.tables import bar, build

RULES = {"flying": True, "sliding": False}


def main() -> None:
    """Build the tables, drawing a progress bar on standard error."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--big", action="store_true", help="also 5 v 3 and 3 v 5")
    parser.add_argument("--rule", action="append", choices=RULES, help="only this rule's tables")
    args = parser.parse_args()
    wanted = (*STANDARD, (5, 3), (3, 5)) if args.big else STANDARD
    for rule in args.rule or RULES:
        sys.stderr.write(f"Morris endgame tables, {rule}:\n")
        build(wanted, RULES[rule], progress=bar)
    sys.stderr.write(f"The tables are in {table_dir().resolve()}\n")


if __name__ == "__main__":
    main()
