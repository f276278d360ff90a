"""The API reference site builds with warnings as errors (``mkdocs build --strict``), and it has a page for
every module the bot guide sends its readers to. Skipped where the ``docs`` extra is not installed."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def test_the_reference_builds_strictly(tmp_path: Path) -> None:
    pytest.importorskip("mkdocs")
    pytest.importorskip("mkdocstrings_handlers.python")
    build = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(tmp_path / "site")],
        check=False,
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert build.returncode == 0, build.stderr
    page = (tmp_path / "site" / "reference" / "agents" / "index.html").read_text(encoding="utf-8")
    assert "make_imported_agent" in page and "speed_die_choice" in page


def _module_of(name: str) -> str:
    """The longest prefix of a dotted name that is a module (``a.b.func`` -> ``a.b``)."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        prefix = ".".join(parts[:end])
        try:
            if importlib.util.find_spec(prefix) is not None:
                return prefix
        except ModuleNotFoundError:
            continue
    raise AssertionError(f"{name} names no module")


def test_every_module_the_guide_names_has_a_reference_page() -> None:
    guide = (REPO / "docs" / "bot-api.md").read_text(encoding="utf-8")
    pages = "".join(p.read_text(encoding="utf-8") for p in (REPO / "docs" / "reference").glob("*.md"))
    documented = {_module_of(name) for name in re.findall(r"^::: (monopoly_engine[\w.]*)", pages, re.MULTILINE)}
    named = {_module_of(name) for name in re.findall(r"`(monopoly_engine(?:\.\w+)+)", guide)}
    missing = named - documented
    assert not missing, f"docs/bot-api.md names modules the reference leaves out: {sorted(missing)}"
