"""The type checker's gate: ``mypy`` as configured in pyproject.toml ([tool.mypy]: the package, the rules core
strictly)."""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_passes_on_what_the_configuration_names(monkeypatch):
    monkeypatch.chdir(ROOT)  # the configuration's ``files`` are relative to the project
    out, err, status = api.run(["--no-incremental", "--cache-dir", "/dev/null"])
    assert status == 0, out + err
    assert out.startswith("Success: no issues found"), out


def test_the_rules_core_passes_mypy_strict(monkeypatch):
    """The configuration's core override is meant to be ``--strict``; this holds it to the flag itself."""
    monkeypatch.chdir(ROOT)
    out, err, status = api.run(["--strict", "--no-incremental", "--cache-dir", "/dev/null", "src/monopoly_engine/core"])
    assert status == 0, out + err
