"""The board tiles as the application's own emoji (``renderer.tiles``), kept in step at start.

Each tile is uploaded as an application emoji named for the tile and the digest of its PNG
(``renderer.tiles.emoji_name``), so a changed PNG is a new name: at start the bot lists its
application emoji, deletes its own tile emoji that are no longer wanted (a changed or removed
tile), uploads the missing ones, and keeps the markup of each tile (``<:name:id>``). Emoji the
bot did not upload (the app's owners', made in the developer portal: their ``user`` is a team
member, not the bot) are never touched. If Discord refuses (no permission, the 2,000 emoji an
app may own, a long rate limit), the boards are drawn as text: one log line says why.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import discord

from renderer.tiles import ART, EMOJI_NAME, emoji_name

log = logging.getLogger(__name__)

TILES_DIR = Path(__file__).parent / "tiles"
"""The tiles' PNGs (``make tiles`` draws them)."""


@dataclass
class Tiles:
    """The tiles the boards may use: ``markup`` maps each tile's name to its emoji markup, or
    is None while they are not (all) uploaded, and boards are then drawn as text."""

    markup: Mapping[str, str] | None = None

    def style(self, wanted: str) -> str:
        """The style a board is drawn in when ``wanted``: text for tiles that are missing."""
        return "text" if wanted == "tiles" and self.markup is None else wanted


@dataclass(frozen=True)
class SyncReport:
    """What :func:`sync_tiles` did: emoji in place, uploaded, deleted, REST calls, seconds."""

    kept: int
    uploaded: int
    deleted: int
    calls: int
    seconds: float


def tile_images(folder: Path = TILES_DIR) -> dict[str, bytes]:
    """Each tile's PNG by tile name (raises ``FileNotFoundError`` for a missing one)."""
    return {name: (folder / f"{name}.png").read_bytes() for name in ART}


def _mine(emoji: discord.Emoji, bot_id: int) -> bool:
    """True for a tile emoji this bot uploaded (its shape of name, uploaded by the bot user)."""
    return (
        emoji.user is not None
        and emoji.user.id == bot_id
        and EMOJI_NAME.fullmatch(emoji.name) is not None
    )


async def sync_tiles(
    client: discord.Client, images: Mapping[str, bytes], *, upload: bool = True
) -> tuple[dict[str, str], SyncReport]:
    """Bring the application's emoji in step with ``images`` (tile name to PNG) and return
    each tile's markup with a report. Without ``upload`` (another process of the cluster
    uploads) nothing is changed: the tiles are only looked up.

    Raises ``discord.HTTPException`` or ``discord.RateLimited`` when Discord refuses, and
    ``LookupError`` when a tile is still missing (another process has not uploaded it yet).
    """
    assert client.user is not None
    started, calls = time.perf_counter(), 1
    wanted = {name: emoji_name(name, png) for name, png in images.items()}
    present = {emoji.name: emoji for emoji in await client.fetch_application_emojis()}
    names = set(wanted.values())
    stale = [e for e in present.values() if e.name not in names and _mine(e, client.user.id)]
    missing = [name for name, emoji in wanted.items() if emoji not in present]
    if upload:
        for emoji in stale:  # first: a changed tile's old emoji makes room for its new one
            await emoji.delete()
            calls += 1
        for name in missing:
            created = await client.create_application_emoji(name=wanted[name], image=images[name])
            present[created.name] = created
            calls += 1
    elif missing:
        raise LookupError(f"{len(missing)} tiles are not uploaded yet")
    report = SyncReport(
        kept=len(wanted) - len(missing),
        uploaded=len(missing) if upload else 0,
        deleted=len(stale) if upload else 0,
        calls=calls,
        seconds=time.perf_counter() - started,
    )
    return {name: str(present[emoji]) for name, emoji in wanted.items()}, report


async def load_tiles(client: discord.Client, tiles: Tiles, *, upload: bool = True) -> None:
    """Fill ``tiles`` with the uploaded tiles (:func:`sync_tiles`), logging one line: what was
    done, or why the boards are drawn as text."""
    try:
        markup, report = await sync_tiles(client, tile_images(), upload=upload)
    except discord.HTTPException as error:
        log.warning(
            "board tiles unavailable, boards are drawn as text: Discord refused (%s, code %s): %s",
            error.status,
            error.code,
            " ".join(error.text.split()) or "no reason given",
        )
        return
    except (discord.RateLimited, LookupError, FileNotFoundError) as error:
        log.warning("board tiles unavailable, boards are drawn as text: %s", error)
        return
    tiles.markup = markup
    log.info(
        "board tiles: %d in place, %d uploaded, %d deleted (%d REST calls, %.2f s)",
        report.kept,
        report.uploaded,
        report.deleted,
        report.calls,
        report.seconds,
    )
