"""A simulation run: play the games on a backend, stream each result to the summary and any sinks, time it.

``simulate`` never holds more than the summary and the results in flight: each ``GameResult`` goes to
``Summary.add`` and to the ``on_result`` callbacks (the CSV writer, a progress bar) and is dropped.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO

from .backends import default_workers, run_games
from .spec import SimSpec
from .stats import Summary
from .worker import GameResult, edition_of, group_ids

ResultSink = Callable[[GameResult], None]


@dataclass
class RunResult:
    """A finished run: what was asked, how it ran, how long it took, and its summary."""

    spec: SimSpec
    games: int
    backend: str
    workers: int
    seconds: float
    summary: Summary


def new_summary(spec: SimSpec) -> Summary:
    """An empty summary for the players, groups and board of ``spec``."""
    return Summary(spec.names, spec.labels, group_ids(spec), edition_of(spec).size)


def simulate(
    spec: SimSpec,
    games: int,
    backend: str = "process",
    workers: int | None = None,
    chunk_size: int | None = None,
    address: str | None = None,
    on_result: Sequence[ResultSink] = (),
) -> RunResult:
    """Play ``games`` games of ``spec`` and summarise them; each result also goes to every ``on_result`` sink."""
    workers = workers or default_workers()
    summary = new_summary(spec)
    start = time.perf_counter()
    results = run_games(spec, games, backend, workers, chunk_size, address)
    try:
        for result in results:
            summary.add(result)
            for sink in on_result:
                sink(result)
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()
    seconds = time.perf_counter() - start
    used = 1 if backend == "serial" else workers
    return RunResult(spec, games, backend, used, seconds, summary)


@contextmanager
def progress_bar(total: int, enabled: bool, file: IO[str] | None = None) -> Iterator[ResultSink]:
    """A sink that advances a Rich progress bar (on standard error) by one game; a no-op when not ``enabled``."""
    if not enabled:
        yield lambda result: None
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    console = Console(file=file, stderr=file is None, markup=False, emoji=False)
    columns = (
        TextColumn("games"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("eta"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task("games", total=total)
        yield lambda result: progress.advance(task)
