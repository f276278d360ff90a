"""The conformance suite: every scenario file in tests/scenarios must pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from monopoly_engine.scenario import load_scenario, run_scenario

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    result = run_scenario(load_scenario(path))
    assert result.ok, result.message
