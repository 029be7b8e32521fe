"""How many examples a property test tries: its full count in a whole run, a tenth of it (at
least one) in ``make test-fast``, which loads the Hypothesis profile ``fast`` (registered in
``tests/conftest.py``; tests without their own count follow the profile directly)."""

from __future__ import annotations

from hypothesis import settings

FAST_PROFILE = "fast"
FULL_EXAMPLES = settings.get_profile("default").max_examples
"""Hypothesis' default number of examples (100), against which the loaded profile's scales."""


def examples(count: int) -> settings:
    """Settings for ``count`` examples in a whole run, as many fewer as the loaded profile asks
    (a tenth under ``fast``), without a deadline (a loaded machine is no failure)."""
    loaded = settings.default
    assert loaded is not None  # a profile is always loaded under pytest
    scaled = count * loaded.max_examples // FULL_EXAMPLES
    return settings(max_examples=max(1, scaled), deadline=None)
