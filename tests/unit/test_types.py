"""The type checker's gate: ``mypy`` as configured in pyproject.toml ([tool.mypy]: the rules core, strictly)."""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_passes_on_what_the_configuration_names(monkeypatch):
    monkeypatch.chdir(ROOT)  # the configuration's ``files`` are relative to the project
    out, err, status = api.run(["--no-incremental", "--cache-dir", "/dev/null"])
    assert status == 0, out + err
    assert out.startswith("Success: no issues found"), out
