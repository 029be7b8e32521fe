"""A transcript of the bot in every language: ``python -m devtools.transcript [FILE]``.

Runs the real bot against the local Discord stand-in and, for each shipped language, lets two
players of a server in that language play a game of Three Men's Morris to the end, make one
mistake, and ask for ``/help`` and ``/stats``; writes what they saw, one section per language,
to ``FILE`` (default ``transcript.md``). For reviewing translations in their place.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from pathlib import Path

from standin import Channel, Post, StandIn, User
from standin.harness import BotProcess
from standin.steps import challenge, slash_reply
from texts import LOCALES, language_name, render

MOVES = (("first", "1"), ("second", "4"), ("first", "2"), ("second", "5"), ("first", "3"))
"""A short game: the first player completes the top row."""


def _shows_board(post: Post) -> bool:
    """True for a board everyone sees (in any language: its code block)."""
    return not post.ephemeral and post.kind in ("message", "edit") and "```" in post.content


async def _play(standin: StandIn, user: User, move: str, channel: Channel) -> Post:
    """Type ``move``; return the board that shows it."""
    mark = standin.mark()
    await standin.say(user, move, channel)
    return await standin.wait_post(
        lambda p: _shows_board(p) and f"**{move}**" in p.content, since=mark
    )


def _block(title: str, text: str, limit: int = 900) -> str:
    shown = text if len(text) <= limit else text[:limit] + " …"
    return f"**{title}**\n\n```\n{shown}\n```\n"


async def transcript(locale: str, standin: StandIn) -> str:
    """One language's section: the challenge, the board after the game, a refusal, /help and
    /stats, as its players saw them."""
    standin.guild.locale = locale
    channel = standin.add_channel(f"transcript-{locale.lower()}")
    first, second = standin.add_user(f"ana-{locale}"), standin.add_user(f"ben-{locale}")
    first.locale = second.locale = locale
    mark = standin.mark()
    offer = await challenge(standin, first, second, "threemorris", {}, channel)
    await standin.click(second, offer, render("button-accept", locale))
    await standin.wait_post(_shows_board, since=mark)
    players = {"first": first, "second": second}
    board = None
    for ply, (who, move) in enumerate(MOVES):
        if ply == 3:
            refused = await slash_reply(standin, second, "move", {"move": "1"}, channel)
        board = await _play(standin, players[who], move, channel)
    helped = await slash_reply(standin, first, "help", {"game": "three"}, channel)
    stats = await slash_reply(standin, first, "stats", {"game": "three"}, channel)
    assert board is not None
    return "\n".join(
        [
            f"## {language_name(locale)} (`{locale}`)\n",
            _block("Challenge", offer.content),
            _block("Board at the end", board.content),
            _block("A refused move (private)", refused.content),
            _block("/help game:three (private)", helped.content),
            _block("/stats game:three", stats.content),
        ]
    )


async def main(out: Path) -> None:
    """Write the transcript of every language to ``out``."""
    standin = StandIn(route_limit=1000)
    await standin.start()
    try:
        with tempfile.TemporaryDirectory() as workdir:
            bot = BotProcess(standin, Path(workdir), LOG_LEVEL="WARNING")
            await bot.start()
            try:
                sections = [await transcript(locale, standin) for locale in LOCALES]
            finally:
                await bot.stop()
    finally:
        await standin.close()
    out.write_text("# The bot in every language\n\n" + "\n".join(sections), encoding="utf-8")
    print(f"wrote {out} ({len(LOCALES)} languages)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("file", nargs="?", type=Path, default=Path("transcript.md"))
    asyncio.run(main(parser.parse_args().file))
