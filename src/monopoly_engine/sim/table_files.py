"""The files ``monopoly simulate --out FILE`` writes: the per-game table at ``FILE`` and the per-seat table beside it
(``results.csv`` -> ``results.seats.csv``), as CSV, JSON Lines or Parquet.

The format comes from ``--format`` or else from the file's extension (``.csv``, ``.jsonl``/``.ndjson``,
``.parquet``); any other extension is refused before the run. Rows are written as results arrive (Parquet in row
groups of ``PARQUET_BATCH`` rows), into temporary files that are put in place whole at the end, or dropped if the run
stops (``output_files.AtomicFile``). Parquet needs pyarrow, the ``parquet`` extra.
"""

from __future__ import annotations

import contextlib
import csv
import json
from pathlib import Path
from typing import Any

from monopoly_engine.output_files import AtomicFile

from .spec import SimSpec
from .tables import game_column_names, game_column_types, game_row, seat_column_names, seat_column_types, seat_rows
from .worker import GameResult

FORMATS = ("csv", "jsonl", "parquet")
EXTENSIONS = {".csv": "csv", ".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}
PARQUET_HINT = "pip install 'monopoly-engine[parquet]'"
PARQUET_BATCH = 4096


class ParquetUnavailable(RuntimeError):
    """pyarrow is not installed."""


def table_format(path: str | Path, fmt: str | None = None) -> str:
    """The format of the table file ``path``: ``fmt`` if given, else the one its extension names (``ValueError``
    for an unknown format or extension)."""
    if fmt is not None:
        if fmt not in FORMATS:
            raise ValueError(f"--format must be one of {', '.join(FORMATS)}, not {fmt!r}")
        return fmt
    suffix = Path(path).suffix.lower()
    if suffix not in EXTENSIONS:
        known = ", ".join(EXTENSIONS)
        what = f"the extension {suffix!r}" if suffix else "no extension"
        raise ValueError(f"{path}: {what} names no table format (known: {known}); or give --format csv|jsonl|parquet")
    return EXTENSIONS[suffix]


def seats_path(path: str | Path) -> Path:
    """Where the per-seat table goes beside the per-game table at ``path``: ``NAME.seats.EXT``."""
    target = Path(path)
    return target.with_name(f"{target.stem}.seats{target.suffix}")


def require_pyarrow() -> Any:
    try:
        import pyarrow
        import pyarrow.parquet
    except ImportError:
        raise ParquetUnavailable(f"Parquet output needs pyarrow, which is not installed: {PARQUET_HINT}") from None
    return pyarrow


class _TableFile:
    """One table written row by row into an ``AtomicFile``."""

    def __init__(self, path: Path, fmt: str, columns: list[str], types: dict[str, str]) -> None:
        self.columns = columns
        self.fmt = fmt
        self.output = AtomicFile(path, binary=fmt == "parquet", **({"newline": ""} if fmt == "csv" else {}))
        self._batch: list[list[Any]] = []
        if fmt == "csv":
            self._csv = csv.writer(self.output.file)
            self._csv.writerow(columns)
        elif fmt == "parquet":
            pa = require_pyarrow()
            arrow_type = {"int": pa.int64(), "str": pa.string(), "bool": pa.bool_()}
            self._schema = pa.schema([(name, arrow_type[types[name]]) for name in columns])
            self._parquet = pa.parquet.ParquetWriter(self.output.file, self._schema)

    def add(self, row: list[Any]) -> None:
        if self.fmt == "csv":
            self._csv.writerow(row)
        elif self.fmt == "jsonl":
            self.output.file.write(json.dumps(dict(zip(self.columns, row, strict=True)), ensure_ascii=False) + "\n")
        else:
            self._batch.append(row)
            if len(self._batch) >= PARQUET_BATCH:
                self._flush()

    def _flush(self) -> None:
        if self._batch:
            import pyarrow as pa

            columns = list(zip(*self._batch, strict=True))
            self._parquet.write_table(pa.Table.from_arrays(list(columns), schema=self._schema))
            self._batch = []

    def close(self) -> None:
        if self.fmt == "parquet":
            self._flush()
            self._parquet.close()
        self.output.commit()

    def discard(self) -> None:
        if self.fmt == "parquet":
            import pyarrow as pa

            with contextlib.suppress(OSError, ValueError, pa.ArrowException):  # the file is dropped anyway
                self._parquet.close()
        self.output.discard()


class TableWriter:
    """A result sink writing the per-game table to ``path`` and the per-seat table beside it (``seats_path``)."""

    def __init__(self, path: str | Path, spec: SimSpec, fmt: str | None = None) -> None:
        self.path = Path(path)
        self.seats_path = seats_path(path)
        self.fmt = table_format(path, fmt)
        self.spec = spec
        self.rows = 0
        self._games = _TableFile(self.path, self.fmt, game_column_names(spec), game_column_types(spec))
        try:
            self._seats = _TableFile(self.seats_path, self.fmt, seat_column_names(), seat_column_types())
        except BaseException:
            self._games.discard()
            raise

    def __call__(self, result: GameResult) -> None:
        self._games.add(game_row(self.spec, result))
        for row in seat_rows(self.spec, result):
            self._seats.add(row)
        self.rows += 1

    def close(self) -> None:
        """Put both tables in place, whole."""
        self._games.close()
        self._seats.close()

    def discard(self) -> None:
        """Drop both tables; files already at their paths stay as they were."""
        self._games.discard()
        self._seats.discard()
