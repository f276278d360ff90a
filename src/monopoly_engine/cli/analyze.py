"""``monopoly analyze landing`` and ``monopoly analyze rent``: the exact odds of ``monopoly_engine.analysis`` as
tables or JSON.

``monopoly_engine.analysis`` needs numpy (the ``analysis`` extra); it is imported here, only when one of these
commands runs, and its absence is reported as ``AnalysisUnavailable`` with the install hint.
"""

from __future__ import annotations

import json
import math
from typing import Any

from monopoly_engine.core import Edition

ANALYSIS_HINT = "pip install 'monopoly-engine[analysis]'"
FORMATS = ("table", "json")


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
