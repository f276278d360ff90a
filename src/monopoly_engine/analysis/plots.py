"""PNG charts of the exact odds, in the style of ``monopoly simulate --plots`` (``sim.plots``: matplotlib's ``Agg``
backend, the same size, resolution and colours).

``write_landing_plot`` draws ``landing.png``: the long-run share of dice rolls ending on each square, in board order,
each bar in its colour group's colour (the in-jail share beside the jail square), against the even share of a board
where every square were alike. ``write_rent_plot`` draws ``rent_payback.png``: for every street, the opponent rolls
it takes to pay back what it cost at each building level (Collins' payback table as a chart, log scale), one line per
street in its group's colour. Both need matplotlib, the ``plots`` extra (``PlotsUnavailable`` otherwise).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from monopoly_engine.core import Edition
from monopoly_engine.sim.plots import _pyplot, save_png

LANDING_FILE = "landing.png"
RENT_FILE = "rent_payback.png"
OTHER_COLOR = "lightgrey"  # squares of no colour group
JAIL_COLOR = "dimgrey"


def _group_color(edition: Edition, group_id: str) -> str:
    group = edition.groups.get(group_id) if group_id else None
    color = group.color if group is not None else ""
    return color if len(color) == 7 and color.startswith("#") else OTHER_COLOR


def write_landing_plot(
    edition: Edition, jail: str, rows: list[dict[str, Any]], directory: str | Path, notes: Sequence[str] = ()
) -> Path:
    """``landing.png`` in ``directory`` (created if needed) from ``analysis.landing_table_rows``' rows."""
    plt = _pyplot()
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    fig, ax = plt.subplots(figsize=(14, 5))
    x = list(range(len(rows)))
    colors = [JAIL_COLOR if row["index"] is None else _group_color(edition, row["group"]) for row in rows]
    ax.bar(x, [row["percent"] for row in rows], color=colors, edgecolor="black", linewidth=0.4)
    ax.axhline(100 / edition.size, color="grey", linestyle="--", linewidth=1, label=f"1 / {edition.size} squares")
    labels = [row["name"] if row["index"] is not None else f"{row['name']} ({jail})" for row in rows]
    ax.set_xticks(x)
    ax.set_xticklabels(labels, rotation=90, fontsize=7)
    for xi, row in zip(x, rows, strict=True):
        if row["rank"] <= 5:
            ax.annotate(
                f"{row['percent']:.2f}%", (xi, row["percent"]), textcoords="offset points", xytext=(0, 3),
                ha="center", fontsize=7,
            )  # fmt: skip
    ax.set_ylabel("dice rolls ending there (%)")
    ax.set_xlim(-0.6, len(rows) - 0.4)
    ax.legend(fontsize=8)
    ax.set_title(f"Landing probability per square, {edition.name} ({edition.id}), jail: {jail}")
    if notes:
        fig.text(0.01, -0.02, "Not in the model: " + "; ".join(notes), fontsize=7, ha="left", va="top", wrap=True)
    path = out / LANDING_FILE
    save_png(plt, fig, path)
    return path


def write_rent_plot(edition: Edition, jail: str, rows: list[Any], directory: str | Path) -> Path:
    """``rent_payback.png`` in ``directory`` (created if needed) from ``analysis.rent_table``'s rows: the streets'
    break-even rolls at each level (a level that never pays back is left out)."""
    plt = _pyplot()
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    levels: list[str] = []
    lines: dict[int, list[Any]] = {}
    for row in rows:
        if row.kind != "street":
            continue
        if row.level not in levels:
            levels.append(row.level)
        lines.setdefault(row.index, []).append(row)
    fig, ax = plt.subplots(figsize=(11, 5.5))
    position = {level: i for i, level in enumerate(levels)}
    labelled: set[str] = set()
    for street in lines.values():
        points = [(position[r.level], r.break_even_rolls) for r in street if not math.isinf(r.break_even_rolls)]
        if not points:
            continue
        group = street[0].group
        name = edition.groups[group].name if group in edition.groups else group
        ax.plot(
            [p[0] for p in points], [p[1] for p in points], marker="o", markersize=3, linewidth=1.2,
            color=_group_color(edition, group), label=name if group not in labelled else None,
        )  # fmt: skip
        labelled.add(group)
    ax.set_yscale("log")
    ax.set_xticks(list(range(len(levels))))
    ax.set_xticklabels(levels, rotation=20, ha="right")
    ax.set_xlabel("what stands on the street (alone: its set not whole; set: whole, no buildings)")
    ax.set_ylabel("opponent rolls to pay back its cost (log)")
    ax.grid(axis="y", which="both", color="lightgrey", linewidth=0.5)
    ax.legend(fontsize=8, ncol=2)
    ax.set_title(f"Rent payback per street, {edition.name} ({edition.id}), jail: {jail}")
    path = out / RENT_FILE
    save_png(plt, fig, path)
    return path
