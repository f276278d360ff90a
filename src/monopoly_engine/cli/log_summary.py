"""``monopoly replay``: load a game log (every event is checked by replaying it) and summarise it.

A draw at a round limit is not an action, so such a game replays to the position just before the end
and is reported as in progress.
"""

from __future__ import annotations

from pathlib import Path

from monopoly_engine.game import RecordedGame, load_log
from monopoly_engine.render.summary import result_line, standing_lines
from monopoly_engine.safe_text import safe_name, safe_text


def summary(path: str | Path) -> tuple[RecordedGame, list[str]]:
    """The replayed game and the lines that describe it; raises ``LogError`` for a bad log."""
    recorded = load_log(path)
    game = recorded.game
    options = ", ".join(f"{k}={v}" for k, v in recorded.options.items()) or "none"
    events = len(recorded.setup_events) + sum(len(events) for _, events in recorded.history)
    # Everything but the path was read from the file: shown through the safe_text rule.
    lines = [
        f"Log: {path}",
        safe_text(f"Edition: {recorded.edition_ref} ({game.edition.name}); options: {options}"),
        f"Players: {', '.join(safe_name(name) for name in recorded.players)}",
        safe_text(f"Seed: {recorded.seed}"),
        f"Actions: {len(recorded.history)}; events: {events}",
        result_line(game),
        *standing_lines(game),
    ]
    return recorded, lines
