"""Group commit: the log lines every room has to write in one turn of the event loop go to the store in one
transaction, and each room waits for it before telling anyone.

A room's change (a person's command, the bots' moves) hands its lines to ``GroupCommit.add`` and gets the
future of the write; the write runs once the loop has run what was ready with it, so the rooms whose
commands arrived together share one commit instead of one each. Nothing is acknowledged or shown before
its lines are written (``Room.written``), as with a write per room: the guarantee is the same, the store
does fewer commits. A store with ``append_many`` writes the batch in one transaction; any other ``Store``
gets one ``append`` per room.
"""

from __future__ import annotations

import asyncio
from typing import Protocol, runtime_checkable

from .store import Store

Rows = list[tuple[str, int, list[str]]]  # (room, number of its first line, lines)


@runtime_checkable
class BatchStore(Protocol):
    def append_many(self, rows: Rows) -> None:
        """Write every room's lines of ``rows`` in one transaction; durable when it returns."""
        ...


class GroupCommit:
    def __init__(self, store: Store) -> None:
        self.store = store
        self._rows: Rows = []
        self._written: asyncio.Future[None] | None = None

    def add(self, room: str, number: int, lines: list[str]) -> asyncio.Future[None]:
        """Queue ``lines`` of ``room`` (its first is line ``number``); the future is done once they are written."""
        self._rows.append((room, number, lines))
        if self._written is None:
            loop = asyncio.get_running_loop()
            self._written = loop.create_future()
            loop.call_soon(self._write)
        return self._written

    def _write(self) -> None:
        rows, self._rows = self._rows, []
        written, self._written = self._written, None
        assert written is not None
        try:
            if isinstance(self.store, BatchStore):
                self.store.append_many(rows)
            else:
                for room, number, lines in rows:
                    self.store.append(room, number, lines)
        except Exception as exc:  # noqa: BLE001  # whatever the store raises goes to every room of the batch
            written.set_exception(exc)
        else:
            written.set_result(None)
