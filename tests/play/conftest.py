"""Terminal-game tests: ``slow`` ones run only when asked for (``pytest -m slow``), as pyproject.toml promises."""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow")
    for item in items:
        if "slow" in item.keywords and "/tests/play/" in str(item.path).replace("\\", "/"):
            item.add_marker(skip)
