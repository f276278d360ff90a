"""The documentation holds together: every relative link of the README, CONTRIBUTING, CHANGELOG and docs/*.md
names a file that exists (and a heading of it, for a ``#anchor``), and the README's test command is what CI runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def prose(text: str) -> str:
    """``text`` without its fenced code blocks, where brackets are code, not links."""
    return re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)


def anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    return {
        anchor(line.lstrip("#"))
        for line in prose(page.read_text(encoding="utf-8")).splitlines()
        if line.startswith("#")
    }


def test_the_anchor_of_a_heading() -> None:
    assert anchor(" The heuristic bot's parameters") == "the-heuristic-bots-parameters"
    assert anchor("The Cheaters edition (`cheaters-ru`)") == "the-cheaters-edition-cheaters-ru"


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(ROOT)) for p in PAGES])
def test_relative_links_resolve(page: Path) -> None:
    broken = []
    for target in LINK.findall(prose(page.read_text(encoding="utf-8"))):
        if re.match(r"[a-z]+:", target):
            continue  # https:, mailto:
        path, _, fragment = target.partition("#")
        linked = (page.parent / path).resolve() if path else page
        if not linked.exists():
            broken.append(f"{target}: no such file")
        elif fragment and (linked.is_dir() or fragment not in anchors(linked)):
            broken.append(f"{target}: no such heading")
    assert not broken, f"{page.relative_to(ROOT)}: {broken}"


def test_the_readme_links_every_docs_page() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    unlinked = [p.name for p in sorted((ROOT / "docs").glob("*.md")) if f"(docs/{p.name})" not in readme]
    assert not unlinked


def test_ci_runs_the_readmes_test_command() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "pip install -e '.[test,web,web-test,rl]' && python -m pytest -q -n auto --dist worksteal\n" in readme
    tests_step = ci.split("\ntests() {\n", 1)[1].split("\n}\n", 1)[0]
    assert "pip install --quiet -e '.[test,web,web-test,rl]'" in tests_step
    assert tests_step.rstrip().endswith("python -m pytest -q -n auto --dist worksteal")
