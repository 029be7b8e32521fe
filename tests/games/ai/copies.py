"""Running scripts against a copy of the ``games`` package (compiled or not), as a checkout."""

import os
import subprocess
import sys
from pathlib import Path


def run_in(root: Path, script: str, *args: str) -> str:
    """Run ``script`` with the ``games`` package in ``root``; return its output (it must
    succeed)."""
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        check=False,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout
