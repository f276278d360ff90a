"""``--version``, ``__version__``, the installed metadata and ``COMPILED`` agree."""

from __future__ import annotations

import importlib.metadata
import subprocess
import sys
import types

import pytest
from typer.testing import CliRunner

import monopoly_engine
from monopoly_engine.cli import app, version_line


def test_the_version_is_written_once() -> None:
    assert importlib.metadata.version("monopoly-engine") == monopoly_engine.__version__


def test_version_option_prints_name_version_and_build() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output == f"monopoly-engine {monopoly_engine.__version__} (pure Python)\n"


def test_python_dash_m_prints_the_same_version() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "monopoly_engine", "--version"], capture_output=True, text=True, check=True
    ).stdout
    assert out == version_line() + "\n"


def test_the_core_runs_as_python_source_here() -> None:
    assert monopoly_engine.COMPILED is False


def test_compiled_is_read_from_the_engine_module_file(monkeypatch: pytest.MonkeyPatch) -> None:
    engine = types.ModuleType("monopoly_engine.core.engine")
    engine.__file__ = "/site-packages/monopoly_engine/core/engine.cpython-311-x86_64-linux-gnu.so"
    monkeypatch.setitem(sys.modules, "monopoly_engine.core.engine", engine)
    cached = vars(monopoly_engine)  # COMPILED is computed on first read, then kept
    cached.pop("COMPILED", None)
    try:
        assert monopoly_engine.COMPILED is True
        assert version_line().endswith("(compiled)")
    finally:
        cached.pop("COMPILED", None)
