"""Players' names in the browser game: what a name is once cleaned, when it is refused, and when two are the same.

A name is ``safe_text`` of what was typed (no control, escape or bidi character), trimmed. It must have from 1 to
``limit`` visible characters: spaces, zero-width and other format characters and combining marks do not count,
so a blank name or a lone zero-width space is refused. Two names are the same when they read the same: compared
after NFKC (full-width and half-width forms fold together), case folding, and with the invisible characters
removed and spaces collapsed, so a room never has two "Anna"s the feed cannot tell apart.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from monopoly_engine.safe_text import safe_text

INVISIBLE = frozenset({"Cc", "Cf", "Mn", "Me", "Zs", "Zl", "Zp"})  # counted as no visible character
RAW_FACTOR = 4  # a name may be this many times its visible limit in characters in all (combining marks, spaces)


def clean_name(typed: str) -> str:
    """What a typed name becomes: ``safe_text`` (no limit), trimmed."""
    return safe_text(typed, None).strip()


def visible_length(name: str) -> int:
    return sum(1 for c in name if unicodedata.category(c) not in INVISIBLE and not c.isspace())


def name_key(name: str) -> str:
    """What two names are compared by."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    kept = "".join(" " if c.isspace() else c for c in folded if unicodedata.category(c) not in INVISIBLE - {"Zs"})
    return " ".join(kept.split())


def name_refusal(name: str, taken: Iterable[str], limit: int) -> tuple[str, dict[str, object]] | None:
    """Why the cleaned ``name`` cannot be used in a room whose players already have the names ``taken``: the
    catalog key of the reason and its values, or None when it can."""
    visible = visible_length(name)
    if visible == 0:
        return "error.name_blank", {}
    if visible > limit or len(name) > RAW_FACTOR * limit:
        return "error.name_long", {"limit": limit}
    key = name_key(name)
    if any(name_key(other) == key for other in taken if other):
        return "error.name_taken", {}
    return None
