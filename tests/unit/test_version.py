"""``--version``, ``__version__``, the installed metadata and ``COMPILED`` agree."""

from __future__ import annotations

import importlib.machinery
import importlib.metadata
import os
import subprocess
import sys
import types

import pytest
from typer.testing import CliRunner

import monopoly_engine
from monopoly_engine.cli import app, version_line

# The build these tests run against: pure Python, unless the run says it installed the compiled one (.ci/run's
# compiled step sets MONOPOLY_TEST_BUILD=compiled), so that each build's run checks that it is the one it meant.
EXPECT_COMPILED = os.environ.get("MONOPOLY_TEST_BUILD", "") == "compiled"
BUILD = "compiled" if EXPECT_COMPILED else "pure Python"


def test_the_version_is_written_once() -> None:
    assert importlib.metadata.version("monopoly-engine") == monopoly_engine.__version__


def test_version_option_prints_name_version_and_build() -> None:
    result = CliRunner().invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output == f"monopoly-engine {monopoly_engine.__version__} ({BUILD})\n"


def test_python_dash_m_prints_the_same_version() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "monopoly_engine", "--version"], capture_output=True, text=True, check=True
    ).stdout
    assert out == version_line() + "\n"


def test_the_core_runs_as_the_build_this_run_installed() -> None:
    assert monopoly_engine.COMPILED is EXPECT_COMPILED


@pytest.mark.parametrize(
    ("loader", "compiled"),
    [
        (importlib.machinery.ExtensionFileLoader, True),
        (importlib.machinery.SourceFileLoader, False),
        (importlib.machinery.SourcelessFileLoader, False),
    ],
)
def test_compiled_is_read_from_how_the_engine_module_was_loaded(
    monkeypatch: pytest.MonkeyPatch, loader: type, compiled: bool
) -> None:
    name = "monopoly_engine.core.engine"
    engine = types.ModuleType(name)
    engine.__file__ = "/site-packages/monopoly_engine/core/engine.cpython-311-x86_64-linux-gnu.so"
    engine.__loader__ = loader(name, engine.__file__)
    monkeypatch.setitem(sys.modules, name, engine)
    cached = vars(monopoly_engine)  # COMPILED is computed on first read, then kept
    cached.pop("COMPILED", None)
    try:
        assert monopoly_engine.COMPILED is compiled
        assert version_line().endswith("(compiled)" if compiled else "(pure Python)")
    finally:
        cached.pop("COMPILED", None)
