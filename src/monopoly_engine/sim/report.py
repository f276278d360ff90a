"""What a run shows: the text summary (Rich tables) and the ``--json`` object.

The JSON object has the run's settings, its timings (``seconds``, ``games_per_second``,
``rolls_per_second``) and everything in ``Summary.to_dict``: ``games``, ``rolls``, ``turns``, ``wins``
per player name, ``draws``, ``mean_rounds``, ``median_rounds``, ``end_reasons``, ``win_rates`` (per seat,
per bot kind, draws; each with its 95% Wilson interval), ``rent_by_group``, ``landing`` (share of
dice rolls ending on each square and in jail) and, in a game with cheats, ``cheating`` (per seat: cheats
attempted, caught, undetected, void, rewards and penalties paid, accusations right and wrong, win rate). The tables
of games and seats (``--out``) are ``sim.tables`` and ``sim.table_files``.
"""

from __future__ import annotations

import sys
from typing import IO, Any

from monopoly_engine.core import Edition

from .run import RunResult

TIMING_KEYS = ("seconds", "games_per_second", "rolls_per_second")
TOP_SQUARES = 10


def run_json(run: RunResult) -> dict[str, Any]:
    """The ``--json`` object of a run."""
    spec = run.spec
    summary = run.summary
    seconds = run.seconds
    data: dict[str, Any] = {
        "edition": spec.edition,
        "options": spec.options_dict,
        "players": [
            {"seat": i, "name": name, "kind": kind, "params": spec.params_of(i)}
            for i, (name, kind) in enumerate(spec.players)
        ],
        "bot_params": dict(spec.bot_params),
        "seed": spec.seed,
        "max_rounds": spec.max_rounds,
        "backend": run.backend,
        "workers": run.workers,
        "seconds": seconds,
        "games_per_second": summary.games / seconds if seconds > 0 else 0.0,
        "rolls_per_second": summary.rolls / seconds if seconds > 0 else 0.0,
    }
    data.update(summary.to_dict())
    return data


# --- the text summary ----------------------------------------------------------------------------------


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def _interval(low: float, high: float) -> str:
    return f"{100 * low:.1f}-{100 * high:.1f}%"


def summary_renderables(run: RunResult, edition: Edition) -> list[Any]:
    """The text summary as Rich renderables: a headline, then tables."""
    from rich.table import Table
    from rich.text import Text

    s = run.summary
    games = s.games or 1
    head = Text(
        f"{s.games} games of {edition.name} ({edition.id}), seed {run.spec.seed}, "
        f"{run.backend} backend, {run.workers} worker{'s' if run.workers != 1 else ''}: "
        f"{run.seconds:.2f} s, {s.games / run.seconds if run.seconds > 0 else 0:.1f} games/s, "
        f"{s.rolls} dice rolls ({s.rolls / run.seconds if run.seconds > 0 else 0:,.0f}/s), {s.turns} turns"
    )
    out: list[Any] = [head]
    if run.spec.bot_params:
        out.append(Text("Bot parameters: " + "; ".join(f"{kind} {text}" for kind, text in run.spec.bot_params)))

    seats = Table(title="Win rate per seat (95% interval)", title_justify="left")
    for column in ("seat", "player", "bot", "wins", "win rate", "95% interval", "mean final cash"):
        seats.add_column(column, justify="left" if column in ("player", "bot") else "right")
    for row in s.seat_rates():
        seats.add_row(
            str(row["seat"]),
            row["name"],
            row["kind"],
            str(row["wins"]),
            _pct(row["rate"]),
            _interval(row["low"], row["high"]),
            f"{row['mean_final_cash']:,.0f}",
        )
    draws = s.draw_rate()
    seats.add_row("", "draws", "", str(s.draws), _pct(draws["rate"]), _interval(draws["low"], draws["high"]), "")
    out.append(seats)

    kinds = Table(title="Win rate per bot (share of games won by a bot of that kind)", title_justify="left")
    for column in ("bot", "seats", "wins", "win rate", "95% interval", "per seat"):
        kinds.add_column(column, justify="left" if column == "bot" else "right")
    for row in s.kind_rates():
        kinds.add_row(
            row["kind"],
            str(row["seats"]),
            str(row["wins"]),
            _pct(row["rate"]),
            _interval(row["low"], row["high"]),
            _pct(row["per_seat"]),
        )
    out.append(kinds)

    length = Table(title="Games", title_justify="left")
    for column in ("", "value"):
        length.add_column(column, justify="left" if not column else "right")
    length.add_row("mean rounds", f"{s.mean_rounds:.1f}")
    length.add_row("median rounds", f"{s.median_rounds:g}")
    length.add_row("shortest / longest", f"{min(s.rounds_histogram, default=0)} / {max(s.rounds_histogram, default=0)}")
    length.add_row("mean turns", f"{s.turns / games:.1f}")
    length.add_row("mean dice rolls", f"{s.rolls / games:.1f}")
    for reason, count in sorted(s.reasons.items()):
        length.add_row(f"ended: {reason}", f"{count} ({_pct(count / games)})")
    out.append(length)

    if s.cheats:
        cheating = Table(title="Cheating (totals over the run)", title_justify="left")
        for column in ("player", "bot", "attempted", "caught", "undetected", "void", "rewards", "penalties",
                       "accused right", "accused wrong", "win rate"):  # fmt: skip
            cheating.add_column(column, justify="left" if column in ("player", "bot") else "right")
        for row in s.cheating():
            cheating.add_row(
                row["name"],
                row["kind"],
                str(row["attempted"]),
                f"{row['caught']} ({_pct(row['caught_share'])})",
                str(row["undetected"]),
                str(row["void"]),
                f"{row['reward_cash']:,}",
                f"{row['penalty_cash']:,}",
                str(row["accusations_right"]),
                str(row["accusations_false"]),
                _pct(row["win_rate"]),
            )
        out.append(cheating)

    rent = Table(title="Rent collected per group", title_justify="left")
    for column in ("group", "total", "per game", "share"):
        rent.add_column(column, justify="left" if column == "group" else "right")
    total_rent = sum(s.rent) or 1
    for group_id, amount in s.rent_by_group().items():
        group = edition.groups[group_id]
        rent.add_row(
            Text.assemble(("\u25a0 ", group.color if _is_hex(group.color) else ""), group.name),
            f"{amount:,}",
            f"{amount / games:,.0f}",
            _pct(amount / total_rent),
        )
    out.append(rent)

    landing = Table(title="Landing frequency (share of dice rolls ending there)", title_justify="left")
    for column in ("square", "name", "share", "rank"):
        landing.add_column(column, justify="left" if column == "name" else "right")
    freqs = s.landing_frequencies()
    ranked = sorted(freqs.values(), reverse=True)
    for key, value in _board_order(edition, freqs):
        name = "In jail" if key == "jail" else edition.spaces[int(key)].name
        style = "bold" if ranked.index(value) < TOP_SQUARES and value > 0 else ""
        landing.add_row(key, Text(name, style=style), f"{100 * value:.2f}%", str(ranked.index(value) + 1))
    out.append(landing)
    return out


def _board_order(edition: Edition, freqs: dict[str, float]) -> list[tuple[str, float]]:
    """Squares in board order, the in-jail share right after the jail square."""
    rows = []
    for space in edition.spaces:
        rows.append((str(space.index), freqs[str(space.index)]))
        if space.index == edition.jail_index:
            rows.append(("jail", freqs["jail"]))
    return rows


def _is_hex(color: str) -> bool:
    return len(color) == 7 and color.startswith("#")


def print_summary(run: RunResult, edition: Edition, file: IO[str] | None = None) -> None:
    """Print the text summary (to standard output unless ``file``)."""
    from rich.console import Console

    # Piped or written to a file, no terminal sets the width: wide enough for the widest table (the cheating
    # table of a Cheaters run) so nothing is cut.
    console = Console(file=file, width=None if (file or sys.stdout).isatty() else 200, markup=False, emoji=False)
    for item in summary_renderables(run, edition):
        console.print(item)
        console.print()
