"""PNG plots of a run (matplotlib, imported only here, with the ``Agg`` backend: no display needed).

``write_plots(run, edition, directory)`` writes ``win_rates.png`` (win rate per player and per bot kind
with their 95% intervals, and the draws), ``game_length.png`` (the distribution of game length in
rounds) and ``landing_heatmap.png`` (the board, each square coloured by the share of dice rolls that
ended there). Without matplotlib, ``PlotsUnavailable`` says to install the ``plots`` extra.
"""

from __future__ import annotations

import math
import textwrap
from pathlib import Path
from typing import Any

from monopoly_engine.core import Edition
from monopoly_engine.output_files import AtomicFile

from .run import RunResult

PLOTS_HINT = "pip install 'monopoly-engine[plots]'"
FILES = ("win_rates.png", "game_length.png", "landing_heatmap.png")


class PlotsUnavailable(RuntimeError):
    """matplotlib is not installed."""


def require_matplotlib() -> None:
    """Raise ``PlotsUnavailable`` (with the install hint) unless matplotlib can be imported."""
    _pyplot()


def _pyplot() -> Any:
    try:
        import matplotlib
    except ImportError:
        raise PlotsUnavailable(f"plots need matplotlib, which is not installed: {PLOTS_HINT}") from None
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def write_plots(run: RunResult, edition: Edition, directory: str | Path) -> list[Path]:
    """Write the three PNGs into ``directory`` (created if needed); returns their paths."""
    plt = _pyplot()
    out = Path(directory)
    out.mkdir(parents=True, exist_ok=True)
    paths = [out / name for name in FILES]
    for path, draw in zip(paths, (_win_rates, _game_length, _landing_heatmap), strict=True):
        save_png(plt, draw(plt, run, edition), path)
    return paths


def save_png(plt: Any, fig: Any, path: Path) -> None:
    """Write ``fig`` to ``path`` whole (the size and resolution every plot of the package has) and close it."""
    try:
        with AtomicFile(path, binary=True) as png:
            fig.savefig(png.file, format="png", dpi=120, bbox_inches="tight")
    finally:
        plt.close(fig)


def _bars(ax: Any, labels: list[str], rates: list[float], lows: list[float], highs: list[float], color: str) -> None:
    x = list(range(len(labels)))
    below = [max(0.0, 100 * (r - lo)) for r, lo in zip(rates, lows, strict=True)]
    above = [max(0.0, 100 * (hi - r)) for r, hi in zip(rates, highs, strict=True)]
    ax.bar(x, [100 * r for r in rates], color=color, yerr=[below, above], capsize=4, ecolor="black")
    ax.set_xticks(x)
    ax.set_xticklabels(labels, rotation=20, ha="right")
    for xi, r, hi in zip(x, rates, highs, strict=True):
        ax.annotate(
            f"{100 * r:.1f}%", (xi, 100 * hi), textcoords="offset points", xytext=(0, 3), ha="center", fontsize=8
        )


def _win_rates(plt: Any, run: RunResult, edition: Edition) -> Any:
    s = run.summary
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5), gridspec_kw={"width_ratios": [3, 2]})
    seats = s.seat_rates()
    draws = s.draw_rate()
    _bars(
        left,
        [f"{r['name']}\n(seat {r['seat']})" for r in seats] + ["draws"],
        [r["rate"] for r in seats] + [draws["rate"]],
        [r["low"] for r in seats] + [draws["low"]],
        [r["high"] for r in seats] + [draws["high"]],
        "tab:blue",
    )
    left.axhline(100 / len(seats), color="grey", linestyle="--", linewidth=1, label="1 / players")
    left.set_ylabel("games won (%)")
    left.set_title("Win rate per player, 95% interval")
    left.legend(fontsize=8)
    kinds = s.kind_rates()
    _bars(
        right,
        [f"{r['kind']} ({r['seats']} seat{'s' if r['seats'] != 1 else ''})" for r in kinds],
        [r["rate"] for r in kinds],
        [r["low"] for r in kinds],
        [r["high"] for r in kinds],
        "tab:orange",
    )
    right.set_title("Games won by a bot of each kind")
    right.set_ylabel("games won (%)")
    fig.suptitle(f"{s.games} games, {edition.id}, seed {run.spec.seed}")
    return fig


def _game_length(plt: Any, run: RunResult, edition: Edition) -> Any:
    s = run.summary
    fig, ax = plt.subplots(figsize=(9, 4.5))
    histogram = s.rounds_histogram
    if histogram:
        low, high = min(histogram), max(histogram)
        width = max(1, math.ceil((high - low + 1) / 50))
        bins: dict[int, int] = {}
        for rounds, count in histogram.items():
            start = low + (rounds - low) // width * width
            bins[start] = bins.get(start, 0) + count
        ax.bar(list(bins), list(bins.values()), width=width, align="edge", color="tab:green", edgecolor="white")
        ax.axvline(s.mean_rounds, color="black", linestyle="-", linewidth=1, label=f"mean {s.mean_rounds:.1f}")
        ax.axvline(s.median_rounds, color="black", linestyle=":", linewidth=1, label=f"median {s.median_rounds:g}")
        if s.draws:
            ax.axvline(
                run.spec.max_rounds, color="red", linestyle="--", linewidth=1, label=f"round limit ({s.draws} draws)"
            )
        ax.legend(fontsize=8)
    ax.set_xlabel("rounds")
    ax.set_ylabel("games")
    ax.set_title(f"Game length, {s.games} games")
    return fig


def board_cells(size: int) -> list[tuple[int, int]]:
    """``(row, column)`` of each square on a square ring, GO at the bottom right, play going clockwise."""
    side = max(1, math.ceil(size / 4))
    cells = []
    for k in range(size):
        if k <= side:
            cells.append((side, side - k))
        elif k <= 2 * side:
            cells.append((side - (k - side), 0))
        elif k <= 3 * side:
            cells.append((0, k - 2 * side))
        else:
            cells.append((k - 3 * side, side))
    return cells


def _landing_heatmap(plt: Any, run: RunResult, edition: Edition) -> Any:
    from matplotlib import cm, colormaps, colors
    from matplotlib.patches import Rectangle

    freqs = run.summary.landing_frequencies()
    values = [freqs[str(i)] for i in range(edition.size)]
    top = max([*values, freqs["jail"]]) or 1.0
    norm = colors.Normalize(vmin=0, vmax=100 * top)
    cmap = colormaps["YlOrRd"]
    cells = board_cells(edition.size)
    side = max(r for r, _ in cells) + 1
    fig, ax = plt.subplots(figsize=(10, 10))
    for space, (row, col), value in zip(edition.spaces, cells, values, strict=True):
        y = side - 1 - row
        ax.add_patch(Rectangle((col, y), 1, 1, facecolor=cmap(norm(100 * value)), edgecolor="black", linewidth=0.6))
        group = edition.groups.get(space.group) if space.group else None
        if group is not None and space.kind == "street":
            ax.add_patch(Rectangle((col, y + 0.82), 1, 0.18, facecolor=group.color, edgecolor="black", linewidth=0.4))
        name = "\n".join(textwrap.wrap(space.name, 11)[:3])
        ax.text(col + 0.5, y + 0.5, name, ha="center", va="center", fontsize=5.5)
        ax.text(col + 0.5, y + 0.1, f"{100 * value:.2f}%", ha="center", va="bottom", fontsize=6.5, weight="bold")
    centre = side / 2
    ax.text(centre, centre + 0.6, edition.name, ha="center", va="center", fontsize=14)
    ax.text(
        centre,
        centre - 0.2,
        f"landing frequency, {run.summary.rolls:,} dice rolls\nin jail: {100 * freqs['jail']:.2f}%",
        ha="center",
        va="center",
        fontsize=10,
    )
    ax.set_xlim(0, side)
    ax.set_ylim(0, side)
    ax.set_aspect("equal")
    ax.axis("off")
    mappable = cm.ScalarMappable(norm=norm, cmap=cmap)
    fig.colorbar(mappable, ax=ax, fraction=0.03, pad=0.02, label="share of dice rolls ending there (%)")
    return fig
