"""The Docker recipe of docs/operating.md works as written: the image, .env.example and the
page agree.

No Docker engine runs here, so this reads the three files: whatever ``.env`` (copied from
``.env.example``) passes with ``--env-file`` must name the database on the volume the page
mounts, in a folder the image creates for the user it runs as; and the image runs the compiled
Morris engine, built in a stage of its own.
"""

from __future__ import annotations

import re
import shlex
from pathlib import PurePosixPath

from tests.test_layering import ROOT


def stages() -> list[list[tuple[str, str]]]:
    """Return the Dockerfile's stages, each a list of instructions as (KEYWORD, arguments)
    starting with its FROM, continuation lines joined."""
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    found: list[list[tuple[str, str]]] = []
    for raw in text.splitlines():
        line = raw.strip()
        if line and not line.startswith("#"):
            keyword, _, rest = line.partition(" ")
            if keyword.upper() == "FROM":
                found.append([])
            found[-1].append((keyword.upper(), rest.strip()))
    return found


def dockerfile() -> list[tuple[str, str]]:
    """Return the instructions of the final stage: the image that runs."""
    return stages()[-1]


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
    """Return the words of the ``docker run`` command of docs/operating.md."""
    (line,) = [
        line
        for line in (ROOT / "docs" / "operating.md").read_text().splitlines()
        if "docker run" in line
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


def test_the_image_runs_the_engine_compiled_in_a_build_stage() -> None:
    *builders, final = stages()
    (engine,) = [
        stage
        for stage in builders
        if any("python -m games.ai.compile" in rest for _, rest in stage)
    ]
    base, _, name = engine[0][1].partition(" AS ")
    # The full Python image has the C compiler and headers; the image that runs is slim.
    assert base.startswith("python:3.11-") and "slim" not in base
    assert final[0][1].startswith("python:3.11-slim")
    assert base.split("-", 1)[1] == final[0][1].split("-", 1)[1].removeprefix("slim-")
    workdir = only("WORKDIR")
    assert ("WORKDIR", workdir) in engine
    commands = [rest for keyword, rest in engine if keyword == "RUN"]
    assert commands[-1] == "python -m games.ai.compile"  # fails the build if compiling fails
    assert any("requirements-dev.lock" in command for command in commands)  # the pinned mypyc
    copies = [rest.split() for keyword, rest in final if keyword == "COPY"]
    assert [f"--from={name}", f"{workdir}/games", "./games"] in copies
    assert [f"--from={name}", f"{workdir}/*__mypyc.*.so", "./"] in copies
    assert ["games", "./games"] not in copies  # the host's sources: the pure-Python engine


def test_the_build_context_leaves_out_compiled_files_of_the_host() -> None:
    ignored = (ROOT / ".dockerignore").read_text().splitlines()
    assert "**/*.so" in ignored
