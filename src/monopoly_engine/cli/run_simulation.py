"""``monopoly simulate``: the wiring between the command's arguments and ``monopoly_engine.sim``.

Everything that can be refused is checked before the first game: the edition, options, players, bot
kinds and bot parameters (``--bot-param``, carried to the workers in the ``SimSpec``), the backend (Ray installed?),
matplotlib for ``--plots``, the table format of ``--out`` (and pyarrow for Parquet), and that the output files can be
written and do not exist yet (unless ``--force``). Then games stream through the summary, the tables and the progress
report.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from monopoly_engine.sim import BACKENDS, make_spec, simulate
from monopoly_engine.sim.report import print_summary, run_json
from monopoly_engine.sim.run import progress_bar
from monopoly_engine.sim.seeds import fresh_base_seed
from monopoly_engine.sim.table_files import TableWriter, require_pyarrow, seats_path, table_format
from monopoly_engine.sim.worker import edition_of

Write = Callable[[str], None]


@dataclass
class SimulateArgs:
    games: int
    players: str
    edition: str
    options: dict[str, str]
    seed: int | None
    workers: int | None
    max_rounds: int
    json: bool
    out: str | None
    plots: str | None
    logs: str | None
    backend: str
    ray_address: str | None
    chunk_size: int | None = None
    bot_params: dict[str, str] = field(
        default_factory=dict
    )  # kind -> "key=value,..." (monopoly_engine.agents.bot_params)
    force: bool = False  # overwrite output files that exist
    out_format: str | None = None  # csv, jsonl or parquet; None: from --out's extension
    quiet: bool = False  # no progress report on standard error


def run(args: SimulateArgs, note: Write) -> None:
    """Run the simulation and print its summary (or JSON); ``note`` says where files went.

    Raises ``ValueError`` (bad input), ``BackendError``, ``PlotsUnavailable`` or ``OSError`` (files).
    """
    if args.games < 1:
        raise ValueError("--games must be at least 1")
    if args.workers is not None and args.workers < 1:
        raise ValueError("--workers must be at least 1")
    if args.backend not in BACKENDS:
        raise ValueError(f"--backend must be one of {', '.join(BACKENDS)}, not {args.backend!r}")
    if args.ray_address and args.backend != "ray":
        raise ValueError("--ray-address needs --backend ray")
    if args.out_format is not None and not args.out:
        raise ValueError("--format needs --out")
    check_outputs(args)
    seed = args.seed if args.seed is not None else fresh_base_seed()
    logs = Path(args.logs).resolve() if args.logs else None  # absolute: worker processes may run elsewhere
    spec = make_spec(
        args.edition, args.players, seed, args.options, args.max_rounds, str(logs) if logs else None, args.bot_params
    )
    if args.backend == "ray":
        from monopoly_engine.sim.backends import import_ray

        import_ray()
    if args.plots:
        from monopoly_engine.sim.plots import require_matplotlib

        require_matplotlib()
    if args.out and table_format(args.out, args.out_format) == "parquet":
        require_pyarrow()
    if logs is not None:
        logs.mkdir(parents=True, exist_ok=True)
    sinks: list[Callable] = []
    writer = TableWriter(args.out, spec, args.out_format) if args.out else None
    try:
        if writer is not None:
            sinks.append(writer)
        with progress_bar(args.games, enabled=not args.quiet) as advance:
            sinks.append(advance)
            result = simulate(
                spec,
                args.games,
                backend=args.backend,
                workers=args.workers,
                chunk_size=args.chunk_size,
                address=args.ray_address,
                on_result=sinks,
                keep_results=False,
            )
    except BaseException:
        if writer is not None:
            writer.discard()  # an interrupted run leaves no partial table (and existing files as they were)
        raise
    if writer is not None:
        writer.close()
    edition = edition_of(spec)
    if args.json:
        print(json.dumps(run_json(result), indent=2, ensure_ascii=False))
    else:
        print_summary(result, edition)
    if writer is not None:
        note(f"Results: {writer.rows} games written to {args.out}, their seats to {writer.seats_path}")
    if logs is not None:
        note(f"Logs: {args.games} replayable game logs in {logs}")
    if args.plots:
        from monopoly_engine.sim.plots import write_plots

        paths = write_plots(result, edition, args.plots)
        note(f"Plots: {', '.join(str(p) for p in paths)}")


def check_outputs(args: SimulateArgs) -> None:
    """Refuse, before the first game, output paths that cannot be written or would overwrite files (``--force``)."""
    from monopoly_engine.output_files import check_new_file, check_new_files
    from monopoly_engine.sim.plots import FILES as PLOT_FILES
    from monopoly_engine.sim.worker import log_name

    if args.out:
        table_format(args.out, args.out_format)
        check_new_file(args.out, args.force)
        check_new_file(seats_path(args.out), args.force)
    if args.plots:
        check_new_files(args.plots, PLOT_FILES, args.force)
    if args.logs:
        check_new_files(args.logs, (log_name(i) for i in range(args.games)), args.force)


def notes_to(json_mode: bool, echo: Callable[..., None]) -> Write:
    """Where the lines about written files go: standard error with ``--json`` (stdout stays one JSON object)."""
    return lambda line: echo(line, err=json_mode)
