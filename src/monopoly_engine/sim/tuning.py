"""Process settings for playing many games: the garbage collector's first threshold.

A game allocates several small event and action records per dice roll and builds no reference
cycles, so CPython's cyclic collector, run every 700 allocations by default, only costs time
(about a seventh of an engine-bound run). Raising the first threshold keeps it from running
constantly while still collecting eventually. Used by the simulation workers and the benchmarks.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

FIRST_GENERATION_THRESHOLD = 100_000


@contextmanager
def batch_gc() -> Iterator[None]:
    """Run the block with a collector tuned for batch play; the previous thresholds come back after."""
    before = gc.get_threshold()
    gc.set_threshold(FIRST_GENERATION_THRESHOLD, before[1], before[2])
    try:
        yield
    finally:
        gc.set_threshold(*before)
