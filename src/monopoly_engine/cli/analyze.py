"""``monopoly analyze landing`` and ``monopoly analyze rent``: the exact odds of ``monopoly_engine.analysis`` as
tables, JSON or CSV, and as charts (``--plots DIR``: ``analysis.plots``).

``monopoly_engine.analysis`` needs numpy (the ``analysis`` extra); it is imported here, only when one of these
commands runs, and its absence is reported as ``AnalysisUnavailable`` with the install hint.
"""

from __future__ import annotations

import csv
import io
import json
import math
from pathlib import Path
from typing import Any

from monopoly_engine.core import Edition

ANALYSIS_HINT = "pip install 'monopoly-engine[analysis]'"
FORMATS = ("table", "json", "csv")
PLOT_FILES = {"landing": "landing.png", "rent": "rent_payback.png"}  # analysis.plots' files
LANDING_CSV = ("key", "index", "name", "kind", "group", "probability", "percent", "rank")


class AnalysisUnavailable(RuntimeError):
    """numpy (and so ``monopoly_engine.analysis``) is not installed."""


def _analysis() -> Any:
    try:
        import numpy  # noqa: F401
    except ImportError:
        raise AnalysisUnavailable(f"the analysis needs numpy, which is not installed: {ANALYSIS_HINT}") from None
    from monopoly_engine import analysis

    return analysis


def check_choices(jail: str, fmt: str) -> None:
    """``ValueError`` for a jail policy or a format that does not exist."""
    if jail not in ("stay", "leave"):
        raise ValueError(f"--jail must be stay or leave, not {jail!r}")
    if fmt not in FORMATS:
        raise ValueError(f"--format must be one of {', '.join(FORMATS)}, not {fmt!r}")


def _with_notes(table: Any, notes: list[str]) -> Any:
    """The table, followed by the moves the landing odds leave out (if any)."""
    if not notes:
        return table
    from rich.console import Group
    from rich.text import Text

    lines = "\n".join(f"- {note}" for note in notes)
    return Group(table, Text(f"Not in the landing odds (see monopoly_engine.analysis.markov):\n{lines}"))


def landing_output(edition: Edition, jail: str, fmt: str) -> Any:
    """The landing probabilities: JSON text (``{"edition", "jail", "probabilities"}``) or a Rich table."""
    analysis = _analysis()
    probabilities = analysis.landing_probabilities(edition, jail)
    if fmt == "json":
        return analysis.landing_json_text(edition, jail, probabilities)
    if fmt == "csv":
        return _csv_text(LANDING_CSV, analysis.landing_table_rows(edition, probabilities))
    from rich.table import Table

    table = Table(
        title=f"{edition.name} ({edition.id}): long-run share of dice rolls ending on each square, jail: {jail}",
        title_justify="left",
    )
    for column in ("square", "name", "group", "probability", "rank"):
        table.add_column(column, justify="left" if column in ("name", "group") else "right")
    for row in analysis.landing_table_rows(edition, probabilities):
        table.add_row(row["key"], row["name"], row["group"], f"{row['percent']:.3f}%", str(row["rank"]))
    return _with_notes(table, analysis.model_notes(edition))


def rent_output(edition: Edition, jail: str, fmt: str) -> Any:
    """Expected rent per opponent roll and rolls to break even, for every property at every level."""
    analysis = _analysis()
    rows = analysis.rent_table(edition, jail)
    if fmt == "json":
        data: dict[str, Any] = {"edition": edition.id, "jail": jail, "rows": analysis.rent_table_rows(rows)}
        notes = analysis.model_notes(edition)
        if notes:
            data["notes"] = notes
        return json.dumps(data, indent=2, ensure_ascii=False)
    if fmt == "csv":
        data_rows = analysis.rent_table_rows(rows)
        return _csv_text(tuple(data_rows[0]) if data_rows else (), data_rows)
    from rich.table import Table

    table = Table(
        title=f"{edition.name} ({edition.id}): expected rent per opponent roll and rolls to break even, jail: {jail}",
        title_justify="left",
    )
    for column in ("square", "name", "group", "level", "rent", "per roll", "cost", "break-even rolls"):
        table.add_column(column, justify="left" if column in ("name", "group", "level") else "right")
    previous = None
    for row in rows:
        first = row.index != previous
        previous = row.index
        table.add_row(
            str(row.index) if first else "",
            row.name if first else "",
            row.group if first else "",
            row.level,
            f"{row.rent:g}",
            f"{row.expected_rent:.2f}",
            f"{row.cost}",
            "never" if math.isinf(row.break_even_rolls) else f"{row.break_even_rolls:.0f}",
            end_section=False,
        )
    return _with_notes(table, analysis.model_notes(edition))


def _csv_text(columns: tuple[str, ...], rows: list[dict[str, Any]]) -> str:
    """``rows`` as CSV text with a header, ``None`` (the jail row's index, a break-even never reached) empty."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow(["" if row[name] is None else row[name] for name in columns])
    return out.getvalue().rstrip("\n")


def write_plot(kind: str, edition: Edition, jail: str, directory: str | Path) -> Path:
    """The chart of ``analyze landing`` (``landing.png``) or ``analyze rent`` (``rent_payback.png``) in
    ``directory``."""
    analysis = _analysis()
    from monopoly_engine.analysis import plots

    if kind == "landing":
        probabilities = analysis.landing_probabilities(edition, jail)
        rows = analysis.landing_table_rows(edition, probabilities)
        return plots.write_landing_plot(edition, jail, rows, directory, analysis.model_notes(edition))
    return plots.write_rent_plot(edition, jail, analysis.rent_table(edition, jail), directory)
