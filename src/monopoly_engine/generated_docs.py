"""A docs page's generated section: the text between two marker comments, written again from the code that defines
it (the rule options' table, the web protocol's frames), so that the page cannot drift from the code."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path


def replace_section(page: str, begin: str, end: str, section: str) -> str:
    """``page`` with the text from ``begin`` to ``end`` (both included) replaced by ``section``."""
    start, stop = page.index(begin), page.index(end) + len(end)
    return page[:start] + section + page[stop:]


def rewrite_page(argv: list[str], module: str, updated: Callable[[str], str]) -> int:
    """``python -m MODULE PAGE``: write PAGE again through ``updated``; exit status 2 with a usage line otherwise."""
    if len(argv) != 1:
        print(f"usage: python -m {module} PAGE.md", file=sys.stderr)
        return 2
    path = Path(argv[0])
    path.write_text(updated(path.read_text(encoding="utf-8")), encoding="utf-8")
    return 0
