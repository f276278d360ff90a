"""mkdocs hook (mkdocs.yml ``hooks:``): links from docs/ to the repository's other files (``../CONTRIBUTING.md``,
``../examples/cautious_bot.py``) point at those files on the repository's site in the built pages.

On GitHub, and in an editor, the pages link the files beside docs/ with relative paths; the site holds docs/ only, so
such a link is rewritten to ``repo_url``/blob/main/PATH before mkdocs checks the links (a link that leaves docs/ but
names no file of the repository stays as it is, and ``mkdocs build --strict`` reports it).
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path
from typing import Any

LINK = re.compile(r"(\]\()(\.\./[^)\s#]+)(#[^)\s]*)?(\))")
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    repo_url = (config.get("repo_url") or "").rstrip("/")
    if not repo_url:
        return markdown
    docs_dir = Path(config["docs_dir"])
    root = docs_dir.parent
    page_dir = posixpath.dirname(page.file.src_uri)

    def rewrite(match: re.Match[str]) -> str:
        target = posixpath.normpath(posixpath.join(docs_dir.name, page_dir, match.group(2)))
        if target.startswith(("..", f"{docs_dir.name}/")) or not (root / target).exists():
            return match.group(0)
        kind = "tree" if (root / target).is_dir() else "blob"
        return f"{match.group(1)}{repo_url}/{kind}/main/{target}{match.group(3) or ''}{match.group(4)}"

    # Links inside code blocks are text, not links: leave them.
    pieces, last = [], 0
    for fence in FENCE.finditer(markdown):
        pieces.append(LINK.sub(rewrite, markdown[last : fence.start()]))
        pieces.append(fence.group(0))
        last = fence.end()
    pieces.append(LINK.sub(rewrite, markdown[last:]))
    return "".join(pieces)
