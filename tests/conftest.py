"""Time limits: every test fails after ``timeout`` seconds (pyproject.toml, pytest-timeout), so a hung test does
not stop the run; a long test (``-m slow``) gets ``SLOW_TIMEOUT`` instead, unless it sets its own."""

from __future__ import annotations

import pytest

SLOW_TIMEOUT = 1800


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("slow") and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(SLOW_TIMEOUT))
