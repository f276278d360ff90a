"""The floor every benchmark divides by: ``run()`` of ``../shared/bench/floor.py`` (beside the repository), the
cheapest Monopoly roll in CPython, measured in the same process run as the figure it divides.

The floor is not the engine's own code, so its speed does not move with the engine's (a compiled build, a faster
dice source): a ratio against it says what the engine costs in plain CPython terms. ``--floor PATH`` names another
copy of the file. ``floor_ns_per_roll`` times the call with the benchmark's own clock (CPU time of the process, as
the figures it divides), so another process on a loaded machine slows neither side's clock.
"""

from __future__ import annotations

import argparse
import importlib.util
import time
from collections.abc import Callable
from pathlib import Path

DEFAULT_PATH = Path(__file__).resolve().parents[2] / "shared" / "bench" / "floor.py"

FloorRun = Callable[..., float]


def add_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--floor",
        type=Path,
        default=DEFAULT_PATH,
        metavar="PATH",
        help=f"the floor's file, whose run(n, seed) is measured (default {DEFAULT_PATH})",
    )


def load(path: Path) -> FloorRun:
    """``run`` of the floor file at ``path``; SystemExit with what is wrong when it is missing or has none."""
    if not path.is_file():
        raise SystemExit(
            f"error: the floor file {path} is missing: every ratio is measured against its run(). Give its place "
            "with --floor PATH (it is shared/bench/floor.py, beside the repository)"
        )
    spec = importlib.util.spec_from_file_location("shared_bench_floor", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"error: the floor file {path} cannot be loaded as a Python module")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    run = getattr(module, "run", None)
    if not callable(run):
        raise SystemExit(f"error: the floor file {path} has no run(n, seed) function")
    return run


def floor_ns_per_roll(
    run: FloorRun, rolls: int, seed: int = 1, clock: Callable[[], float] = time.process_time
) -> float:
    """Nanoseconds per roll of ``run(rolls, seed)``, timed with ``clock`` around the call."""
    start = clock()
    run(rolls, seed)
    return (clock() - start) / rolls * 1e9
