"""A simulation run: play the games on a backend, stream each result to the summary and any sinks, time it.

Each ``GameResult`` goes to ``Summary.add`` and to the ``on_result`` callbacks (the table files, the progress
report); ``simulate`` keeps the results too, for ``RunResult.to_pandas()``, unless ``keep_results=False`` (a
result is about a kilobyte: the command line keeps none, and a run of millions of games from Python need not either).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Any, NamedTuple

from .backends import default_workers, run_games
from .spec import SimSpec
from .stats import Summary
from .worker import GameResult, edition_of, group_ids

ResultSink = Callable[[GameResult], None]


class Tables(NamedTuple):
    """``RunResult.to_pandas()``: the per-game and the per-seat tables (columns: ``sim.tables``)."""

    games: Any  # pandas.DataFrame
    seats: Any  # pandas.DataFrame


PANDAS_HINT = "pip install pandas"


@dataclass
class RunResult:
    """A finished run: what was asked, how it ran, how long it took, its summary and (unless ``simulate`` was told
    not to keep them) every game's result, in index order."""

    spec: SimSpec
    games: int
    backend: str
    workers: int
    seconds: float
    summary: Summary
    results: list[GameResult] | None = None

    def to_pandas(self) -> Tables:
        """The per-game and per-seat tables as pandas data frames, ``games, seats = run.to_pandas()``, with the
        columns ``sim.tables`` defines (docs/simulation.md lists them). Needs pandas, and a run that kept its
        results (``simulate(..., keep_results=True)``, the default)."""
        from .tables import (
            game_column_names,
            game_column_types,
            game_row,
            seat_column_names,
            seat_column_types,
            seat_rows,
        )

        if self.results is None:
            raise ValueError("this run kept no results (simulate(..., keep_results=False)): no tables to give")
        try:
            import pandas
        except ImportError:
            raise ImportError(f"RunResult.to_pandas() needs pandas, which is not installed: {PANDAS_HINT}") from None
        dtype = {"int": "int64", "str": "string", "bool": "bool"}

        def frame(rows: list[list[Any]], names: list[str], types: dict[str, str]) -> Any:
            table = pandas.DataFrame(rows, columns=names) if rows else pandas.DataFrame(columns=names)
            return table.astype({name: dtype[types[name]] for name in names})

        spec = self.spec
        games = frame([game_row(spec, r) for r in self.results], game_column_names(spec), game_column_types(spec))
        seat_table = [row for r in self.results for row in seat_rows(spec, r)]
        return Tables(games, frame(seat_table, seat_column_names(), seat_column_types()))


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
    keep_results: bool = True,
) -> RunResult:
    """Play ``games`` games of ``spec`` and summarise them; each result also goes to every ``on_result`` sink and,
    with ``keep_results``, into ``RunResult.results`` (for ``to_pandas()``)."""
    workers = workers or default_workers()
    summary = new_summary(spec)
    kept: list[GameResult] | None = [] if keep_results else None
    start = time.perf_counter()
    results = run_games(spec, games, backend, workers, chunk_size, address)
    try:
        for result in results:
            summary.add(result)
            if kept is not None:
                kept.append(result)
            for sink in on_result:
                sink(result)
    finally:
        close = getattr(results, "close", None)
        if close is not None:
            close()
    seconds = time.perf_counter() - start
    used = 1 if backend == "serial" else workers
    return RunResult(spec, games, backend, used, seconds, summary, kept)


PROGRESS_INTERVAL = 10.0  # seconds between two progress lines when standard error is no terminal


@contextmanager
def progress_bar(
    total: int, enabled: bool = True, file: IO[str] | None = None, interval: float | None = None
) -> Iterator[ResultSink]:
    """A sink that counts finished games and shows the progress on standard error (or ``file``): a Rich progress bar
    on a terminal; elsewhere (nohup, CI, a batch scheduler's log) a line every ``interval`` seconds with the games
    done, the rate and the time left, and a last line at the end if any was printed (``interval`` defaults to
    ``PROGRESS_INTERVAL``). A no-op when not ``enabled``."""
    if not enabled:
        yield lambda result: None
        return
    out = file if file is not None else sys.stderr
    if not _is_terminal(out):
        report = ProgressLines(total, out, PROGRESS_INTERVAL if interval is None else interval)
        yield report
        report.finish()
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

    console = Console(file=out, markup=False, emoji=False)
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


def _is_terminal(file: IO[str]) -> bool:
    try:
        return file.isatty()
    except (AttributeError, ValueError):  # a closed or unusual stream
        return False


class ProgressLines:
    """The progress as plain lines, one every ``interval`` seconds at most: ``games 1200/5000 (24.0%), 85.3 games/s,
    elapsed 0:00:14, eta 0:00:45``. Called once per finished game (a counter and a clock read)."""

    def __init__(self, total: int, file: IO[str], interval: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.total = total
        self.file = file
        self.interval = interval
        self.clock = clock
        self.done = 0
        self.lines = 0
        self.start = clock()
        self.next_line = self.start + interval

    def __call__(self, result: GameResult) -> None:
        self.done += 1
        now = self.clock()
        if now >= self.next_line:
            self.next_line = now + self.interval
            self._print(now)

    def finish(self) -> None:
        """The last line, once the games are over: only when lines were printed (a short run stays silent)."""
        if self.lines:
            self._print(self.clock())

    def _print(self, now: float) -> None:
        elapsed = now - self.start
        rate = self.done / elapsed if elapsed > 0 else 0.0
        share = 100 * self.done / self.total if self.total else 100.0
        left = (self.total - self.done) / rate if rate > 0 else None
        eta = _clock_text(left) if left is not None else "unknown"
        line = f"games {self.done}/{self.total} ({share:.1f}%), {rate:.1f} games/s, elapsed {_clock_text(elapsed)}"
        line += f", eta {eta}" if self.done < self.total else ", done"
        print(line, file=self.file, flush=True)
        self.lines += 1


def _clock_text(seconds: float) -> str:
    whole = round(seconds)
    return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"
