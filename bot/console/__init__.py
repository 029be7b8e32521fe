"""Terminal play on the match service: two people at one keyboard, or one against the computer.

Games are stored in a SQLite file (``./data/console.db`` unless ``--db`` says otherwise): leave
with Ctrl-D or Ctrl-C and run the same command again to carry on where you stopped. Every
sentence is a ``terminal-`` text of the catalogue in the player's language (``--lang``, else
the environment's ``LC_ALL``, ``LC_MESSAGES`` or ``LANG``). ``session`` plays a game,
``keyboard`` reads the keyboard, ``cli`` is the command line; ``review`` steps through a
finished Morris game (``python -m bot review``).
"""

from bot.console.cli import environment_locale, main, review_main
from bot.console.keyboard import Keyboard
from bot.console.session import play

__all__ = ["Keyboard", "environment_locale", "main", "play", "review_main"]
