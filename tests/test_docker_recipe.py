"""The README's Docker recipe works as written: the image, .env.example and the README agree.

No Docker engine runs here, so this reads the three files: whatever ``.env`` (copied from
``.env.example``) passes with ``--env-file`` must name the database on the volume the README
mounts, in a folder the image creates for the user it runs as.
"""

from __future__ import annotations

import re
import shlex
from pathlib import PurePosixPath

from tests.test_layering import ROOT


def dockerfile() -> list[tuple[str, str]]:
    """Return the Dockerfile's instructions as (KEYWORD, arguments), continuation lines joined."""
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    found = []
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            keyword, _, rest = line.partition(" ")
            found.append((keyword.upper(), rest.strip()))
    return found


def image_env() -> dict[str, str]:
    """Return the variables the image's ENV instructions set."""
    env: dict[str, str] = {}
    for keyword, rest in dockerfile():
        if keyword == "ENV":
            for pair in shlex.split(rest):
                name, _, value = pair.partition("=")
                env[name] = value
    return env


def only(keyword: str) -> str:
    """Return the arguments of the one ``keyword`` instruction."""
    (value,) = [rest for k, rest in dockerfile() if k == keyword]
    return value


def readme_run() -> list[str]:
    """Return the words of the README's ``docker run`` command."""
    (line,) = [
        line for line in (ROOT / "README.md").read_text().splitlines() if "docker run" in line
    ]
    return shlex.split(line)


def env_example() -> dict[str, str]:
    """Return the settings ``.env.example`` sets (what ``--env-file .env`` passes on)."""
    pairs = re.findall(r"^([A-Z_]+)=(.*)$", (ROOT / ".env.example").read_text(), re.MULTILINE)
    return {name: value for name, value in pairs if value}  # blank means unset


def test_the_database_of_env_example_and_of_the_image_is_on_the_readme_volume() -> None:
    workdir = PurePosixPath(only("WORKDIR"))
    volume = PurePosixPath(*re.findall(r'"([^"]+)"', only("VOLUME")))
    words = readme_run()
    assert words[words.index("--env-file") + 1] == ".env"
    mount = words[words.index("-v") + 1].split(":")
    assert PurePosixPath(mount[1]) == volume
    for setting in (image_env()["DATABASE_PATH"], env_example()["DATABASE_PATH"]):
        path = workdir / setting  # an absolute setting replaces the working directory
        assert PurePosixPath(*(p for p in path.parts if p != ".")).parent == volume


def test_the_volume_folder_belongs_to_the_user_the_image_runs_as() -> None:
    uid = only("USER").split(":")[0]
    volume = re.findall(r'"([^"]+)"', only("VOLUME"))[0]
    setup = " ".join(rest for keyword, rest in dockerfile() if keyword == "RUN")
    user = re.search(rf"useradd .*--uid {uid} .*?(\w+)\s*(&&|$)", setup)
    assert user is not None
    assert f"mkdir -p {volume}" in setup
    assert f"chown {user[1]}:{user[1]} {volume}" in setup
