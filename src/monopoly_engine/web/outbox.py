"""A connection's outbound frames: a bounded queue, written to the socket by the connection's own task.

A room tells its connections under its lock, and must never wait on a socket there: a peer that stops reading
would hold the lock, and with it the whole room, for as long as it likes. So telling a connection is putting a
frame in its queue (no waiting); the connection's writer task takes the frames out and writes them. A peer that
lets ``limit`` frames pile up, or whose socket takes longer than ``stall`` seconds to accept one frame, is
closed with ``CLOSE_SLOW`` and a reason, and the room forgets it (``on_closed``). A state frame put behind an
unsent state frame replaces it, carrying what the older one had that the newer lacks (``merged_state``): a
slow reader gets one frame to catch up with.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import sys
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import orjson

# 1008 "policy violation": the peer broke the server's rule (read what you are sent, in time).
CLOSE_SLOW = 1008
QUEUE_LIMIT = 64  # frames waiting for one connection before it is closed
STALL_SECONDS = 5.0  # how long one frame may take to go out before the connection is closed


class Outbox:
    """The frames waiting for one socket, and the task that writes them.

    ``write(text)`` sends one text frame; ``close(code, reason)`` closes the socket; ``on_closed()`` is called
    once, when the outbox gives up (overflow, a stalled or failed write): the room drops the connection there.
    """

    def __init__(
        self,
        write: Callable[[str], Awaitable[None]],
        close: Callable[[int, str], Awaitable[None]],
        on_closed: Callable[[], None],
        limit: int = QUEUE_LIMIT,
        stall: float = STALL_SECONDS,
        label: str = "",
    ) -> None:
        self._write = write
        self._close = close
        self._on_closed = on_closed
        self.limit = limit
        self.stall = stall
        self.label = label
        self._queue: collections.deque[Mapping[str, Any]] = collections.deque()
        self._ready = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.receiver: asyncio.Task[Any] | None = None  # the task reading the socket: stopped once closed
        self.closing: asyncio.Task[None] | None = None  # the close under way, once the outbox gave up
        self.closed = False
        self.reason = ""  # why the outbox gave up ("" while open, or closed by the peer)

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def put(self, frame: Mapping[str, Any]) -> None:
        """Queue ``frame`` for the socket; never waits. Over the limit, the connection is closed instead."""
        if self.closed:
            return
        queue = self._queue
        if frame.get("type") == "state" and queue and queue[-1].get("type") == "state":
            queue[-1] = merged_state(queue[-1], frame)  # one frame to catch up with, not two
            return
        if len(queue) >= self.limit:
            self.give_up(f"too slow: {self.limit} frames unread")
            return
        queue.append(frame)
        self._ready.set()

    async def send(self, frame: Mapping[str, Any]) -> None:
        """``put`` as the room's ``Send`` (an awaitable that does not wait)."""
        self.put(frame)

    async def _run(self) -> None:
        queue = self._queue
        while not self.closed:
            if not queue:
                self._ready.clear()
                await self._ready.wait()
                continue
            text = orjson.dumps(queue.popleft()).decode()
            try:
                await asyncio.wait_for(self._write(text), self.stall)
            except TimeoutError:
                self.give_up(f"too slow: a frame took over {self.stall:g} s to go out")
                return
            except Exception:  # noqa: BLE001 - the peer went away mid-write (any transport error): the connection ends
                self.closed = True
                self._on_closed()
                return

    def give_up(self, reason: str, code: int = 0) -> None:
        """Close the connection with ``code`` (``CLOSE_SLOW`` by default) and ``reason``: no more frames, the room
        forgets it, the socket is closed."""
        if self.closed:
            return
        self.closed = True
        self.reason = reason
        self._queue.clear()
        print(f"closed a connection{self.label}: {reason}", file=sys.stderr, flush=True)
        self._on_closed()
        self.closing = asyncio.get_running_loop().create_task(self._close_socket(code or CLOSE_SLOW, reason))

    async def _close_socket(self, code: int, reason: str) -> None:
        if self._task is not None and self._task is not asyncio.current_task():
            self._task.cancel()
        # The close frame is one more write to a peer that may not read: bounded like any other.
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._close(code, reason), self.stall)
        if self.receiver is not None and not self.receiver.done():
            self.receiver.cancel()  # its handler sees ``closed`` and ends quietly

    async def stop(self) -> None:
        """The connection's handler ends: the writer task stops, and a close under way is finished first
        (the handler returning would drop the socket without its close frame and reason)."""
        self.closed = True
        if self._task is not None:
            self._task.cancel()
        if self.closing is not None:
            self.receiver = None  # the handler is the one waiting here now
            with contextlib.suppress(Exception):
                await self.closing


def merged_state(older: Mapping[str, Any], newer: Mapping[str, Any]) -> dict[str, Any]:
    """One state frame in place of two unsent ones: the newer's view, with the events of both (each version
    once, in order), the board's fixed part if either had it, and the acknowledgement if either had one."""
    merged = dict(newer)
    if older.get("events"):
        by_version = {entry["v"]: entry for entry in older["events"]}
        by_version.update((entry["v"], entry) for entry in newer.get("events", ()))
        merged["events"] = [by_version[v] for v in sorted(by_version)]
    if "squares" in older and "squares" not in newer:
        merged["squares"] = older["squares"]
    if "ack" in older:
        merged["ack"] = max(older["ack"], newer.get("ack", older["ack"]))
    return merged
