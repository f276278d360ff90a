"""The terminal game's save file: the game's replayable log, kept up to date after every action.

It is the log ``monopoly replay`` reads (``RecordedGame.log_lines``), with one more key in the header,
``"play"``: who sits where (``human`` or a bot kind), the round cap and the language, so that
``monopoly play --resume FILE`` can go on. The first write puts the whole log in place atomically; after
that each action appends its line (rewriting the whole log every action would cost time proportional to
the game's length squared). Loading replays and checks the whole log (``monopoly_engine.game.load_log``): a
damaged or tampered file is refused with its line and the reason, never half-loaded.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from monopoly_engine.codec import action_to_dict, event_to_dict
from monopoly_engine.core import Action, Event
from monopoly_engine.game import ROUND_LIMIT, LogError, RecordedGame, load_log
from monopoly_engine.output_files import write_text_atomically
from monopoly_engine.safe_load import LOG_MAX_BYTES, InputFileError, json_lines, parse_json

PLAY_KEY = "play"


def entry_line(action: Action | None, events: list[Event]) -> str:
    """One action of the log and its events, as ``RecordedGame.log_lines`` writes it."""
    payload = [event_to_dict(e) for e in events]
    if action is ROUND_LIMIT:
        return json.dumps({"end": "round-limit", "events": payload}, ensure_ascii=False)
    return json.dumps({"action": action_to_dict(action), "events": payload}, ensure_ascii=False)  # type: ignore[arg-type]


class SaveFile:
    """A log file kept in step with a recorded game; ``meta`` goes in the header under ``"play"``."""

    def __init__(self, path: str | Path, meta: dict[str, Any]) -> None:
        self.path = Path(path)
        self.meta = meta
        self.written = -1  # entries known to be in the file; -1: the file is not ours yet

    def write_all(self, recorded: RecordedGame) -> None:
        """The whole log, atomically (a temporary file renamed over the old one)."""
        header = recorded.header()
        header[PLAY_KEY] = self.meta
        lines = [json.dumps(header, ensure_ascii=False)]
        lines += [entry_line(action, events) for action, events in recorded.history]
        write_text_atomically(self.path, "\n".join(lines) + "\n")
        self.written = len(recorded.history)

    def sync(self, recorded: RecordedGame) -> None:
        """Bring the file up to date: append the actions played since the last call."""
        count = len(recorded.history)
        if self.written < 0 or self.written > count or not self.path.exists():
            self.write_all(recorded)
            return
        if self.written == count:
            return
        text = "".join(entry_line(a, e) + "\n" for a, e in recorded.history[self.written :])
        with self.path.open("a", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        self.written = count


def read_meta(path: str | Path, players: int) -> dict[str, Any] | None:
    """The ``"play"`` entry of a log's header (None for a log written by another command)."""
    source = str(path)
    try:
        header = parse_json(next(json_lines(path, LOG_MAX_BYTES), ""), source, 1)
    except InputFileError:
        raise LogError(source, 1, "the header cannot be read again") from None
    meta = header.get(PLAY_KEY) if isinstance(header, dict) else None
    if meta is None:
        return None
    if not isinstance(meta, dict):
        raise LogError(source, 1, f"the header's {PLAY_KEY!r} entry must be an object")
    seats = meta.get("seats")
    if not isinstance(seats, list) or len(seats) != players or not all(isinstance(s, str) and s for s in seats):
        raise LogError(source, 1, f"the header's {PLAY_KEY!r} entry needs 'seats': one kind per player")
    max_rounds = meta.get("max_rounds")
    if max_rounds is not None and (not isinstance(max_rounds, int) or isinstance(max_rounds, bool) or max_rounds < 1):
        raise LogError(source, 1, "'max_rounds' must be a whole number of at least 1, or null")
    lang = meta.get("lang")
    if lang is not None and not isinstance(lang, str):
        raise LogError(source, 1, "'lang' must be text")
    return meta


def load_save(path: str | Path) -> tuple[RecordedGame, dict[str, Any] | None]:
    """Replay the save at ``path`` (every event checked); ``LogError`` names the line and what is wrong."""
    recorded = load_log(path)
    return recorded, read_meta(path, len(recorded.players))
