"""The game page's feed in pages: a page that opens with ``feed=N`` is sent the last ``N`` versions' events at
first (not the whole game, which a long game makes a large first frame), and asks for the ones before with
``history`` frames (``before`` a version, ``count`` of them), answered with a ``history`` frame. A socket without
``feed`` is sent every event from the setup on, as before."""

from __future__ import annotations

from monopoly_engine.choices import Context
from monopoly_engine.i18n import Translator

from .present import event_lines
from .protocol import HistoryServerFrame
from .rooms import Connection, Room

PAGE = 100  # versions a page of the feed holds, by default and at most (``PAGE_MOST``)
PAGE_MOST = 500


def opening_since(version: int, asked: str) -> int:
    """The version a page opening with ``feed=asked`` is sent the events after: the last ``asked`` versions
    (at most ``PAGE_MOST``), or -1 (from the setup on) when the game has no more; -1 for no number."""
    try:
        count = min(max(int(asked), 1), PAGE_MOST)
    except ValueError:
        return -1
    return version - count if version > count else -1


def earlier(room: Room, connection: Connection, before: int, count: int) -> HistoryServerFrame:
    """The events of the ``count`` versions before ``before`` (down to the setup, version 0) as the connection's
    seat may know them, worded in its language."""
    recorded = room.recorded
    assert recorded is not None  # a socket is let in only once the game started
    before = min(before, room.version + 1)
    start = max(before - count, 0)
    words = Context.of(recorded.game, Translator(connection.lang)).words
    events = event_lines(recorded, connection.seat, words, start - 1, before - 1) if before > 0 else []
    return {"type": "history", "before": before, "events": events}
