"""A throwaway PostgreSQL server for tests and benchmarks, from the distribution's binaries.

It lives in a temporary folder, listens only on a unix socket in that folder (no TCP port), and
is deleted when stopped. ``initdb`` and ``pg_ctl`` refuse to run as root, so as root the server
runs as the ``postgres`` user that the distribution's package creates.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import asyncpg

INSTALL_HINT = "sudo apt-get install -y postgresql"
"""How to get the binaries on Debian and Ubuntu."""
SUPERUSER = "postgres"


def find_binaries() -> Path | None:
    """Return the folder of ``initdb`` and ``pg_ctl`` (on PATH, else the newest Debian install),
    or None if PostgreSQL's server is not installed."""
    on_path = shutil.which("pg_ctl")
    if on_path and shutil.which("initdb"):
        return Path(on_path).resolve().parent
    installed = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=lambda p: int(p.split("/")[4])
    )
    return Path(installed[-1]).parent if installed else None


class ThrowawayServer:
    """A PostgreSQL server in a new temporary folder; :meth:`stop` deletes it.

    ``durable=False`` turns off the server's fsync (fast, for tests: a client's crash still
    loses nothing, only a crash of the machine would); benchmarks keep it on.
    """

    def __init__(self, binaries: Path, *, durable: bool = True) -> None:
        self.binaries = binaries
        self.folder = Path(tempfile.mkdtemp(prefix="morrisbot-pg-"))
        self.data = self.folder / "data"
        self._as_root = os.geteuid() == 0
        if self._as_root:
            shutil.chown(self.folder, SUPERUSER, SUPERUSER)
        try:
            self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "--auth=trust",
                      "-E", "UTF8", "--no-sync")  # fmt: skip
            options = (
                f"-c listen_addresses='' -c unix_socket_directories='{self.folder}' "
                f"-c max_connections=300 -c fsync={'on' if durable else 'off'}"
            )
            self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"),
                      "-o", options, "-w", "start")  # fmt: skip
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.binaries / program), *args]
        if self._as_root:
            command = ["runuser", "-u", SUPERUSER, "--", *command]
        subprocess.run(command, check=True, capture_output=True, text=True, cwd=self.folder)

    def url(self, database: str = "postgres") -> str:
        """Return the URL of ``database`` on this server (through its socket)."""
        return f"postgresql://{SUPERUSER}@/{database}?host={self.folder}"

    async def create_database(self, name: str) -> str:
        """Create the empty database ``name`` on this server; return its URL."""
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f"CREATE DATABASE {name}")
        finally:
            await admin.close()
        return self.url(name)

    def stop(self) -> None:
        """Stop the server at once and delete its folder."""
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)
