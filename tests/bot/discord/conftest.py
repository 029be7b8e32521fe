"""Fixtures of the adapter tests that talk to the stand-in's REST API."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from standin import StandIn


@pytest.fixture
async def standin() -> AsyncIterator[StandIn]:
    """A stand-in started on loopback, its route limits high enough not to slow a test."""
    server = StandIn(route_limit=1000)
    await server.start()
    yield server
    await server.close()
