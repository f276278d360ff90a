"""Parsing of command-line values shared by commands: ``--option KEY=VALUE`` and ``--agents a,b,c``.

Only the shape is checked here (``ValueError`` with a one-line message); the edition loader checks the
option names and values, and the agent registry the agent kinds.
"""

from __future__ import annotations

from collections.abc import Sequence


def parse_options(items: Sequence[str] | None) -> dict[str, str]:
    """``["rent_must_be_claimed=true", "go_salary=400"]`` -> a dict of rule options (values as text)."""
    options: dict[str, str] = {}
    for item in items or ():
        key, sep, value = item.partition("=")
        key, value = key.strip(), value.strip()
        if not sep or not key or not value:
            raise ValueError(f"--option wants KEY=VALUE, got {item!r}")
        if key in options:
            raise ValueError(f"--option {key} is given twice")
        options[key] = value
    return options


def parse_list(text: str | None) -> list[str]:
    """``"simple, simple,random"`` -> ``["simple", "simple", "random"]`` (empty for None or blank)."""
    if not text or not text.strip():
        return []
    items = [part.strip() for part in text.split(",")]
    if any(not item for item in items):
        raise ValueError(f"an empty item in the list {text!r}")
    return items
