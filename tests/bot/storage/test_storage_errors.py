"""A database that cannot be written (read-only folder, full disk) gives a typed error that names
the file and says nothing was changed, on real folders and a real full file system.

Root ignores file permissions, so a read-only folder is made with ``chattr +i`` (immutable) as
root and with ``chmod`` otherwise; a full disk is a tiny tmpfs, which only root can mount.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.storage import StorageError, StorageUnavailableError, open_database
from tests.bot.storage.stored import store_game
from tests.bot.storage.test_repository import entry, new_game

ROOT = os.geteuid() == 0


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[Path]:
    """A folder nobody (root included) can create files in."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    yield folder
    if ROOT:
        subprocess.run(["chattr", "-i", str(folder)], check=False)
    folder.chmod(0o755)


def lock(folder: Path) -> None:
    if not ROOT:
        folder.chmod(0o555)
        return
    if shutil.which("chattr") is None:
        pytest.skip("running as root without chattr: no way to make a folder read-only for root")
    done = subprocess.run(
        ["chattr", "+i", str(folder)], check=False, capture_output=True, text=True
    )
    if done.returncode:
        pytest.skip(f"chattr +i is not supported here: {done.stderr.strip()}")


async def test_a_new_database_in_a_read_only_folder_is_refused_by_name(read_only: Path) -> None:
    lock(read_only)
    path = read_only / "games.db"
    with pytest.raises(StorageUnavailableError) as refused:
        await open_database(path)
    assert str(path) in str(refused.value)
    assert "may write to" in str(refused.value)
    assert not path.exists()


async def test_a_missing_folder_that_cannot_be_created_is_refused_by_name(
    read_only: Path,
) -> None:
    lock(read_only)
    path = read_only / "data" / "games.db"
    with pytest.raises(StorageUnavailableError, match=f"cannot create the folder {path.parent}"):
        await open_database(path)


async def test_an_existing_database_in_a_read_only_folder_is_not_called_unusable(
    read_only: Path,
) -> None:
    path = read_only / "games.db"
    await (await open_database(path)).close()
    lock(read_only)
    with pytest.raises(StorageUnavailableError) as refused:
        await open_database(path)
    assert str(path) in str(refused.value)
    assert "not a usable" not in str(refused.value)


async def test_a_full_disk_refuses_a_save_and_changes_nothing(small_disk: Path) -> None:
    repo = await open_database(small_disk / "games.db")
    try:
        game = new_game()
        await store_game(repo, game)
        filler = small_disk / "filler"
        with filler.open("wb", buffering=0) as out, pytest.raises(OSError):  # fill it up
            while True:
                out.write(b"\0" * 4096)
                out.flush()
        with pytest.raises(StorageUnavailableError, match="nothing was changed") as refused:
            await repo.save_game(game, [entry(1, "x" * 200_000)])
        assert str(small_disk / "games.db") in str(refused.value)
        assert game.version == 0
        filler.unlink()
        assert await repo.game_log(game.id) == []
        await repo.save_game(game, [entry(1, "d6")])  # works again once there is room
        assert [e.text for e in await repo.game_log(game.id)] == ["d6"]
    finally:
        await repo.close()


async def test_a_file_that_is_not_a_database_is_still_called_unusable(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("shopping list: eggs, milk\n" * 100)
    with pytest.raises(StorageError, match="not a usable SQLite database") as refused:
        await open_database(path)
    assert not isinstance(refused.value, StorageUnavailableError)
