"""How many examples a property test (or a test sampling its own cases) tries: its full count
in a whole run, a tenth of it (at least one) in ``make test-fast``, which loads the Hypothesis
profile ``fast`` (registered in ``tests/conftest.py``; tests without their own count follow the
profile directly)."""

from __future__ import annotations

from hypothesis import settings

FAST_PROFILE = "fast"
FULL_EXAMPLES = settings.get_profile("default").max_examples
"""Hypothesis' default number of examples (100), against which the loaded profile's scales."""


def scaled(count: int) -> int:
    """``count`` cases of a whole run as many fewer as the loaded profile asks (a tenth under
    ``fast``, at least one): for tests that sample cases themselves."""
    loaded = settings.default
    assert loaded is not None  # a profile is always loaded under pytest
    return max(1, count * loaded.max_examples // FULL_EXAMPLES)


def examples(count: int) -> settings:
    """Settings for ``count`` examples in a whole run, as many fewer as the loaded profile asks
    (a tenth under ``fast``), without a deadline (a loaded machine is no failure)."""
    return settings(max_examples=scaled(count), deadline=None)
