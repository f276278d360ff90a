"""The server's garbage-collection policy: keep the cyclic collector's full passes short while games are played.

A server holding hundreds of games holds hundreds of thousands of objects that live as long as their game (the
engine's state, the event history, the bots' caches). CPython's full collection walks every one of them, and it runs
on the event loop's thread: with 200 games it paused every room for 130-190 ms every 20-40 seconds, the largest part
of the commands' p99 latency (``benchmarks/web_swarm.py``). What survives a full collection is moved to the
permanent generation (``gc.freeze``), so the next full pass walks only what was made since. Frozen objects are still
freed by reference counting; only a cycle among them that becomes garbage waits, until the next ``gc.unfreeze``,
which this policy does every ``thaw_every`` seconds: one full pass over everything then, not one every half minute.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Any

THAW_EVERY = 600.0  # seconds between full passes over the whole heap (what cycles frozen garbage may wait)


class FreezeSurvivors:
    """``install()`` once at start, after the rooms are rebuilt; ``uninstall()`` when serving stops."""

    def __init__(self, thaw_every: float = THAW_EVERY, clock: Callable[[], float] = time.monotonic) -> None:
        self.thaw_every = thaw_every
        self.clock = clock
        self.thawed_at = clock()
        self.installed = False

    def install(self) -> None:
        if self.installed:
            return
        gc.collect()
        gc.freeze()  # what start-up made (imports, editions, rebuilt rooms) lives as long as the process
        self.thawed_at = self.clock()
        gc.callbacks.append(self._after_collection)
        self.installed = True

    def uninstall(self) -> None:
        if self.installed:
            gc.callbacks.remove(self._after_collection)
            gc.unfreeze()
            self.installed = False

    def _after_collection(self, phase: str, info: dict[str, Any]) -> None:
        if phase != "stop" or info["generation"] != 2:
            return
        if self.clock() - self.thawed_at >= self.thaw_every:
            # The pass that just ran saw only the unfrozen part: let the next one see everything once.
            gc.unfreeze()
            self.thawed_at = self.clock()
        else:
            gc.freeze()
