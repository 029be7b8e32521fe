"""The cluster recipe of docs/operating.md (compose.yaml) agrees with the image, the settings
and itself.

No Docker engine runs here, so this reads the files. compose.yaml is kept to the block subset of
YAML that :func:`compose_file` reads (mappings, lists of scalars, JSON-style flow lists and
quoted strings); anything else fails the test rather than being misread.
"""

from __future__ import annotations

import json
import re
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urlsplit

import pytest

from bot.settings import Settings
from tests.test_docker_recipe import env_example, only
from tests.test_layering import ROOT

_DEFAULTED = re.compile(r"\$\{(\w+):-([^}]*)\}")


def _scalar(text: str) -> Any:
    if text.startswith(("[", '"')):
        return json.loads(text)
    assert not text.startswith(("{", "'", "&", "*", "|", ">")), f"unsupported YAML: {text}"
    return text


def _block(rows: list[tuple[int, str]], i: int, indent: int) -> tuple[Any, int]:
    """Read the mapping or list at ``indent`` from row ``i``; return it and the next row."""
    if rows[i][1].startswith("- "):
        items = []
        while i < len(rows) and rows[i][0] == indent and rows[i][1].startswith("- "):
            items.append(_scalar(rows[i][1][2:].strip()))
            i += 1
        return items, i
    mapping: dict[str, Any] = {}
    while i < len(rows) and rows[i][0] == indent:
        key, colon, rest = rows[i][1].partition(":")
        assert colon and key not in mapping, f"unsupported YAML: {rows[i][1]}"
        i += 1
        if rest.strip():
            mapping[key] = _scalar(rest.strip())
        elif i < len(rows) and rows[i][0] > indent:
            mapping[key], i = _block(rows, i, rows[i][0])
        else:
            mapping[key] = None
    assert i == len(rows) or rows[i][0] < indent, f"bad indentation at {rows[i][1]}"
    return mapping, i


def compose_file() -> dict[str, Any]:
    """Return compose.yaml as a dict, with ``${NAME:-default}`` replaced by its default."""
    text = _DEFAULTED.sub(lambda m: m[2], (ROOT / "compose.yaml").read_text())
    rows = [
        (len(line) - len(line.lstrip()), line.strip())
        for line in text.splitlines()
        if line.strip() and not line.strip().startswith("#")
    ]
    parsed, end = _block(rows, 0, 0)
    assert end == len(rows)
    assert isinstance(parsed, dict)
    return parsed


def bots() -> dict[str, dict[str, Any]]:
    """The services that run the bot: built from the Dockerfile."""
    services: dict[str, dict[str, Any]] = compose_file()["services"]
    return {name: s for name, s in services.items() if s.get("build") == "."}


def test_the_cluster_runs_every_shard_exactly_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)  # no developer .env
    found: list[int] = []
    counts = set()
    for name, service in bots().items():
        assert service["env_file"] == ".env", name
        for key, value in service["environment"].items():
            monkeypatch.setenv(key, value)
        settings = Settings()  # the same validation the bot does at start
        assert settings.shards is not None, name
        found += settings.shards
        counts.add(settings.shard_count)
    assert len(counts) == 1, "every process must have the same SHARD_COUNT"
    assert sorted(found) == list(range(counts.pop() or 0))
    assert len(bots()) >= 2


def test_every_process_stores_on_the_compose_postgresql_once_it_is_healthy() -> None:
    services = compose_file()["services"]
    for name, service in bots().items():
        url = urlsplit(service["environment"]["DATABASE_URL"])
        database = services[url.hostname]
        assert database["image"].startswith("postgres:"), name
        env = database["environment"]
        assert url.scheme == "postgresql" and url.path == f"/{env['POSTGRES_DB']}", name
        assert (url.username, url.password) == (env["POSTGRES_USER"], env["POSTGRES_PASSWORD"])
        assert service["depends_on"] == {url.hostname: {"condition": "service_healthy"}}, name
        assert "pg_isready" in " ".join(database["healthcheck"]["test"])


def test_each_process_keeps_its_data_folder_on_its_own_named_volume() -> None:
    compose = compose_file()
    image_volume = PurePosixPath(*re.findall(r'"([^"]+)"', only("VOLUME")))
    mounted = []
    for name, service in bots().items():
        [mount] = service["volumes"]
        volume, target = mount.split(":")
        assert PurePosixPath(target) == image_volume, name
        mounted.append(volume)
    assert len(set(mounted)) == len(mounted)
    assert set(mounted) <= set(compose["volumes"])


def test_the_settings_compose_sets_are_settings_env_example_documents() -> None:
    documented = set(re.findall(r"^([A-Z_]+)=", (ROOT / ".env.example").read_text(), re.M))
    for name, service in bots().items():
        assert set(service["environment"]) <= documented, name
    assert "DATABASE_URL" not in env_example(), ".env.example must leave PostgreSQL off"


def test_the_readme_shows_the_cluster_beside_the_single_process() -> None:
    readme = (ROOT / "docs" / "operating.md").read_text()
    assert "docker compose up" in readme and "compose.yaml" in readme
    assert "SHARD_COUNT" in readme and "SHARD_IDS" in readme
