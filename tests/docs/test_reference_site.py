"""The documentation site builds with warnings as errors (``mkdocs build --strict``; skipped where the ``docs`` extra
is not installed), publishes every page of docs/ (the guides among them), and its reference has a page for every
module the bot guide sends its readers to."""

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
    site = tmp_path / "site"
    page = (site / "reference" / "agents" / "index.html").read_text(encoding="utf-8")
    assert "make_imported_agent" in page and "speed_die_choice" in page
    for guide in GUIDES:  # the guides are published beside the reference
        assert (site / guide.removesuffix(".md") / "index.html").is_file(), guide
    # a link out of docs/ goes to the file on the repository's site (scripts/mkdocs_hooks.py)
    development = (site / "development" / "index.html").read_text(encoding="utf-8")
    assert 'href="https://github.com/monopoly-engine/monopoly-engine/blob/main/CONTRIBUTING.md"' in development


GUIDES = ("playing.md", "web.md", "simulation.md", "analysis.md", "bots.md", "bot-api.md", "rl.md", "rule-options.md",
          "scenario-format.md", "api.md")  # fmt: skip


def _nav_pages(entries: object) -> set[str]:
    if isinstance(entries, str):
        return {entries}
    if isinstance(entries, list):
        return set().union(*(_nav_pages(entry) for entry in entries))
    if isinstance(entries, dict):
        return set().union(*(_nav_pages(value) for value in entries.values()))
    return set()


def test_every_page_of_docs_is_in_the_sites_nav() -> None:
    import yaml

    nav = _nav_pages(yaml.safe_load((REPO / "mkdocs.yml").read_text(encoding="utf-8"))["nav"])
    pages = {str(p.relative_to(REPO / "docs")) for p in (REPO / "docs").rglob("*.md")}
    assert pages - nav == set(), "pages of docs/ the site's nav leaves out"
    assert nav - pages == set(), "nav entries with no page"
    assert set(GUIDES) <= nav


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
