"""``monopoly ladder``: the wiring between the command's arguments and ``monopoly_engine.sim.ladder``.

Everything that can be refused is checked before the first game (the bots and their parameters, the edition, the
options, the backend, the output file); then the games stream behind a progress bar, the table is printed and the
results file written (``--out``; it holds no times, so the same command writes the same file again).
"""

from __future__ import annotations

import json
import shlex
import sys
import time
from typing import Annotated

import typer

BOTS_HELP = (
    "The bots, comma-separated, as --players writes seats: a kind (heuristic, buyer, random, expert), a bot class "
    "MODULE:CLASS, NAME: before either, parameters after (fast:expert:rollouts=4;horizon=6)."
)


def ladder_command(
    bots: Annotated[str, typer.Option(help=BOTS_HELP)] = "random,buyer,heuristic,expert",
    games: Annotated[
        int, typer.Option("--games", "-n", help="Heads-up games per pair of bots (half in each seat order).")
    ] = 100,
    table_games: Annotated[
        int | None,
        typer.Option(
            help="4-player games per ordered pair, a bot against three of another (default: --games; 0: none)."
        ),
    ] = None,
    lone: Annotated[
        str | None,
        typer.Option(
            help="Only the 4-player tables where one of these bots (comma-separated labels) sits alone against "
            "three of another (default: every bot); the games are the full ladder's, seed for seed."
        ),
    ] = None,
    seed: Annotated[int, typer.Option(help="Base seed: the same seed gives the same ladder.")] = 1,
    edition: Annotated[str, typer.Option("--edition", "-e", help="Edition id or edition file.")] = "classic-en",
    option: Annotated[
        list[str] | None, typer.Option("--option", "-o", metavar="KEY=VALUE", help="A rule option; repeatable.")
    ] = None,
    max_rounds: Annotated[int, typer.Option(help="A game that reaches this many rounds ends as a draw.")] = 500,
    workers: Annotated[int | None, typer.Option(help="Worker processes (default: every core).")] = None,
    backend: Annotated[str, typer.Option(help="Where games run: process, ray or serial.")] = "process",
    out: Annotated[str | None, typer.Option("--out", help="Write the results file (JSON) here.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Overwrite --out if it exists.")] = False,
) -> None:
    """Every pairing of the bots, heads-up in both seat orders and at 4-player tables (one bot against three of
    another), over seeded games: wins, draws, losses, Wilson 95% intervals and ratings, and a results file that a
    second run reproduces exactly."""
    from monopoly_engine.cli import _checked, _fail
    from monopoly_engine.output_files import check_new_file, write_text_atomically
    from monopoly_engine.sim import BACKENDS, BackendError
    from monopoly_engine.sim.ladder import LadderResult, ladder_json, play_ladder, schedule
    from monopoly_engine.sim.run import progress_bar
    from monopoly_engine.sim.tournament import parse_bots

    from .options import parse_options

    options = _checked(lambda: parse_options(option))
    if workers is not None and workers < 1:
        _fail("--workers must be at least 1", 2)
    if backend not in BACKENDS:
        _fail(f"--backend must be one of {', '.join(BACKENDS)}, not {backend!r}", 2)
    if max_rounds < 1:
        _fail("--max-rounds must be at least 1", 2)
    if out is not None:
        _checked(lambda: check_new_file(out, force))
    entrants = _checked(lambda: parse_bots(bots))
    lone_labels = [label.strip() for label in lone.split(",") if label.strip()] if lone is not None else None
    seatings = _checked(lambda: schedule(entrants, edition, seed, games, table_games, options, max_rounds, lone_labels))
    total = sum(s.games for s in seatings)
    start = time.perf_counter()
    try:
        with progress_bar(total, enabled=sys.stderr.isatty()) as advance:
            records, ratings = play_ladder(entrants, seatings, backend, workers, on_result=advance)
    except BackendError as exc:
        _fail(exc, 2)
    seconds = time.perf_counter() - start
    argv = ["monopoly", "ladder", *(arg for arg in sys.argv[2:] if arg)] if sys.argv[1:2] == ["ladder"] else []
    result = LadderResult(
        entrants, edition, seed, games, games if table_games is None else table_games, max_rounds, options,
        seatings, records, ratings, shlex.join(argv), lone=lone_labels or None,
    )  # fmt: skip
    data = ladder_json(result)
    typer.echo(f"Ladder on {edition}, seed {seed}: {total} games in {seconds:.1f} s")
    typer.echo(f"{'format':9} {'bot':28} {'opponent':28} {'games':>5} {'W':>4} {'D':>4} {'L':>4} {'win rate':>8}  95%")
    for r in records:
        low, high = r.interval
        typer.echo(
            f"{r.fmt:9} {r.bot[:28]:28} {r.opponent[:28]:28} {r.games:5} {r.wins:4} {r.draws:4} {r.losses:4} "
            f"{100 * r.win_rate:7.1f}%  {100 * low:.1f}-{100 * high:.1f}%"
        )
    if ratings is not None:
        typer.echo("Ratings (OpenSkill, heads-up games; ordinal = mu - 3 sigma):")
        for line in ratings:
            typer.echo(
                f"  {line['bot'][:40]:40} {line['ordinal']:7.2f}  mu {line['mu']:.2f}  sigma {line['sigma']:.2f}"
            )
    if out is not None:
        write_text_atomically(out, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        typer.echo(f"results: {out}")
