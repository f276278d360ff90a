"""``monopoly replay``: load a game log (every event is checked by replaying it) and summarise it.

A draw at a round limit is not an action, so such a game replays to the position just before the end
and is reported as in progress.
"""

from __future__ import annotations

from pathlib import Path

from monopoly_engine.game import RecordedGame, load_log
from monopoly_engine.render.summary import result_line, standing_lines


def summary(path: str | Path) -> tuple[RecordedGame, list[str]]:
    """The replayed game and the lines that describe it; raises ``LogError`` for a bad log."""
    recorded = load_log(path)
    game = recorded.game
    options = ", ".join(f"{k}={v}" for k, v in recorded.options.items()) or "none"
    events = len(recorded.setup_events) + sum(len(events) for _, events in recorded.history)
    lines = [
        f"Log: {path}",
        f"Edition: {recorded.edition_ref} ({game.edition.name}); options: {options}",
        f"Players: {', '.join(recorded.players)}",
        f"Seed: {recorded.seed}",
        f"Actions: {len(recorded.history)}; events: {events}",
        result_line(game),
        *standing_lines(game),
    ]
    return recorded, lines
