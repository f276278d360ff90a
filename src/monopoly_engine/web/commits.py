"""Group commit: the log lines every room has to write in one turn of the event loop go to the store in one
transaction, and each room waits for it before telling anyone.

A room's change (a person's command, the bots' moves) hands its lines to ``GroupCommit.add`` and gets the
future of the write; the write runs once the loop has run what was ready with it, so the rooms whose
commands arrived together share one commit instead of one each. Nothing is acknowledged or shown before
its lines are written (``Room.written``), as with a write per room: the guarantee is the same, the store
does fewer commits. A store with ``append_many`` writes the batch in one transaction; any other ``Store``
gets one ``append`` per room.

A store whose commits wait for something outside the process (``Store.waits``: PostgreSQL's answer, or
``--durable``'s disk sync) is written from a thread of its own, one batch at a time, so the loop goes on with
every other room meanwhile; what the rooms hand over then is the next batch, written as soon as the one under
way is. SQLite and psycopg release the GIL while they wait, and each store serialises its calls with its own
lock. The default SQLite file commits to its journal without a sync, in a fraction of a millisecond: it is
written in line, as the hand-over to a thread would cost the loop more than the commit.
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
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
        self._written: asyncio.Future[None] | None = None  # the future of the batch being gathered
        self._busy = False  # a batch is being written
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="monopoly-commit") if store.waits else None

    def add(self, room: str, number: int, lines: list[str]) -> asyncio.Future[None]:
        """Queue ``lines`` of ``room`` (its first is line ``number``); the future is done once they are written."""
        self._rows.append((room, number, lines))
        if self._written is None:
            loop = asyncio.get_running_loop()
            self._written = loop.create_future()
            if not self._busy:
                loop.call_soon(self._write)
        return self._written

    def close(self) -> None:
        """Wait for the write under way, if any, and stop the writer's thread."""
        if self._writer is not None:
            self._writer.shutdown(wait=True)

    def _write(self) -> None:
        if self._busy or self._written is None:
            return
        rows, self._rows = self._rows, []
        written, self._written = self._written, None
        if self._writer is None:
            try:
                self._store_rows(rows)
            except Exception as exc:  # noqa: BLE001  # whatever the store raises goes to every room of the batch
                written.set_exception(exc)
            else:
                written.set_result(None)
            return
        self._busy = True
        loop = asyncio.get_running_loop()
        loop.run_in_executor(self._writer, self._store_rows, rows).add_done_callback(
            lambda done: self._finished(done, written)
        )

    def _finished(self, done: asyncio.Future[None], written: asyncio.Future[None]) -> None:
        self._busy = False
        if done.cancelled():
            written.cancel()
        elif not written.cancelled():
            exc = done.exception()
            if exc is None:
                written.set_result(None)
            else:
                written.set_exception(exc)
        self._write()  # what the rooms handed over meanwhile

    def _store_rows(self, rows: Rows) -> None:
        if isinstance(self.store, BatchStore):
            self.store.append_many(rows)
        else:
            for room, number, lines in rows:
                self.store.append(room, number, lines)
