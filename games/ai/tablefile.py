"""Table files that prove what they are: the endgame tables and the Six Men's Morris solution.

A file is a header of :data:`HEADER_SIZE` bytes, then the values (little-endian int16). The
header is :data:`MAGIC` and one JSON object: the format version (:data:`FORMAT`), the rules
identity the values are exact for (``morris(flying=true)``), the table's name (``3v4``, or
``solution``), how many values follow and their CRC-32. A file is written to a temporary name,
synced, renamed and its directory synced, so a crash leaves the old file or the new one.

:func:`check` reads the header and the file's size (a few microseconds: the start-up check);
:func:`verify` also reads every value for the checksum (a bit flipped inside the data; about a
second for 300 MB, so done by the background build). Either returns why a file does not match,
or None. Standard library only (the values are read as numpy arrays where they are used:
:func:`games.ai.tables.read`).
"""

from __future__ import annotations

import json
import os
import zlib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

MAGIC = b"MORRIS-TABLE\n"
FORMAT = 1
"""The version of this layout (the ``.npy`` files before it had no header: an older format)."""
HEADER_SIZE = 4096
DTYPE = "<i2"
"""The values' type (numpy's name): little-endian 16-bit integers."""
ITEM_SIZE = 2
CHUNK = 1 << 24
"""Values checksummed or written at once."""


@dataclass(frozen=True, slots=True)
class Expected:
    """What a table file must hold: values exact for ``rules``, of table ``table``, ``count``
    of them (None: as many as its header says)."""

    rules: str
    table: str
    count: int | None


def header(expected: Expected, crc: int) -> bytes:
    """Return the header of a file of the table ``expected`` whose values have CRC-32 ``crc``."""
    fields = {
        "format": FORMAT,
        "rules": expected.rules,
        "table": expected.table,
        "count": expected.count,
        "dtype": DTYPE,
        "crc32": crc,
    }
    text = MAGIC + json.dumps(fields, sort_keys=True).encode()
    return text + b" " * (HEADER_SIZE - 1 - len(text)) + b"\n"


def save(path: Path, values: npt.NDArray[np.int16], expected: Expected) -> None:
    """Write ``values`` as the table ``expected`` describes to ``path``, durably: a temporary
    file synced, renamed over ``path``, and the directory synced."""
    if expected.count is None:
        expected = Expected(expected.rules, expected.table, len(values))
    elif len(values) != expected.count:
        raise ValueError(f"{expected.table} has {len(values)} values, not {expected.count}")
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    crc = 0
    with temporary.open("wb") as out:
        out.write(b"\0" * HEADER_SIZE)
        for start in range(0, len(values), CHUNK):
            block = values[start : start + CHUNK].astype(DTYPE).tobytes()
            crc = zlib.crc32(block, crc)
            out.write(block)
        out.seek(0)
        out.write(header(expected, crc))
        out.flush()
        os.fsync(out.fileno())
    temporary.replace(path)
    folder = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(folder)
    finally:
        os.close(folder)


def _fields(path: Path) -> dict[str, object] | str:
    """Return the header's fields, or why there are none."""
    try:
        with path.open("rb") as file:
            head = file.read(HEADER_SIZE)
    except OSError as error:
        return error.strerror or str(error)
    if not head.startswith(MAGIC):
        return "no header (an older format)"
    try:
        fields = json.loads(head[len(MAGIC) :].decode())
    except ValueError:
        return "a damaged header"
    return fields if isinstance(fields, dict) else "a damaged header"


def check(path: Path, expected: Expected) -> str | None:
    """Return why the file ``path`` is not the table ``expected`` (its header and size), or
    None if it is, as far as that shows."""
    try:
        found = path.stat()
    except OSError as error:
        return error.strerror or str(error)
    return _checked(path, found.st_ino, found.st_size, found.st_mtime_ns, expected)


@lru_cache(maxsize=256)
def _checked(path: Path, inode: int, size: int, mtime_ns: int, expected: Expected) -> str | None:
    """:func:`check` once per version of a file (its inode, size and time of change)."""
    fields = _fields(path)
    if isinstance(fields, str):
        return fields
    if fields.get("format") != FORMAT:
        return f"format {fields.get('format')}, not {FORMAT}"
    if fields.get("rules") != expected.rules:
        return f"the table of {fields.get('rules')}, not of {expected.rules}"
    if fields.get("table") != expected.table or fields.get("dtype") != DTYPE:
        return f"table {fields.get('table')}, not {expected.table}"
    count = fields.get("count")
    if not isinstance(count, int) or expected.count not in (None, count):
        return f"{count} values, not the {expected.count} of {expected.table}"
    if size != HEADER_SIZE + count * ITEM_SIZE:
        return f"{size} bytes, not {HEADER_SIZE + count * ITEM_SIZE} (cut short)"
    return None


def verify(path: Path, expected: Expected) -> str | None:
    """Return why ``path`` is not the table ``expected`` (:func:`check`, then every value
    against the header's checksum), or None if it is."""
    problem = check(path, expected)
    if problem is not None:
        return problem
    fields = _fields(path)
    assert isinstance(fields, dict)
    crc = 0
    with path.open("rb") as file:
        file.seek(HEADER_SIZE)
        while block := file.read(CHUNK * ITEM_SIZE):
            crc = zlib.crc32(block, crc)
    return None if crc == fields.get("crc32") else "a checksum that does not match (damaged)"
