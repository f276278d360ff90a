"""``monopoly editions`` and ``monopoly board``: what the bundled editions are and what their boards hold."""

from __future__ import annotations

from monopoly_engine.core import Edition
from monopoly_engine.editions import available_editions, load_edition


def edition_lines() -> list[str]:
    """One line per bundled edition: id, name, language, players (the box's count) and number of spaces."""
    editions: list[Edition] = [load_edition(edition_id) for edition_id in available_editions()]
    id_width = max(len(e.id) for e in editions)
    name_width = max(len(e.name) for e in editions)
    lines = [f"{'id':<{id_width}}  {'name':<{name_width}}  lang  players  spaces"]
    for e in editions:
        players = "{}-{}".format(*e.recommended_players)
        lines.append(f"{e.id:<{id_width}}  {e.name:<{name_width}}  {e.language:<4}  {players:<7}  {e.size:>6}")
    return lines
