"""``python -m bot``: start the Discord bot (built in the Discord issue)."""

from __future__ import annotations

import sys


def main() -> int:
    """Explain that the Discord front end is not built yet; return exit code 1."""
    print(
        "The Discord bot is not built yet. Meanwhile, play in the terminal: make play",
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
