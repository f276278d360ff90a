"""``monopoly tournament``: the wiring between the command's arguments and ``monopoly_engine.sim.tournament``.

Everything that can be refused is checked before the first game (the bots, their parameters, the edition, the
options, the seating, the backend); then the games stream into the table behind a progress bar.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from monopoly_engine.sim import BACKENDS
from monopoly_engine.sim.run import progress_bar
from monopoly_engine.sim.seeds import fresh_base_seed
from monopoly_engine.sim.spec import DEFAULT_MAX_ROUNDS
from monopoly_engine.sim.tournament import (
    TournamentResult,
    parse_bots,
    play_tournament,
    schedule,
    tournament_json,
    tournament_renderables,
)


@dataclass
class TournamentArgs:
    bots: str
    games: int
    seed: int | None = None
    players_per_game: int = 2
    seating: str = "rotations"
    edition: str = "classic-it"
    options: dict[str, str] = field(default_factory=dict)
    max_rounds: int = DEFAULT_MAX_ROUNDS
    workers: int | None = None
    backend: str = "process"
    json: bool = False
    chunk_size: int | None = None
    quiet: bool = False  # no progress report on standard error


def run(args: TournamentArgs, write: Callable[[str], None] = print) -> TournamentResult:
    """Play the tournament and print its table (or its JSON). Raises ``ValueError`` (``EditionError``,
    ``GameSetupError``) for bad input, ``BackendError`` for a backend that cannot run."""
    if args.workers is not None and args.workers < 1:
        raise ValueError("--workers must be at least 1")
    if args.backend not in BACKENDS:
        raise ValueError(f"--backend must be one of {', '.join(BACKENDS)}, not {args.backend!r}")
    if args.max_rounds < 1:
        raise ValueError("--max-rounds must be at least 1")
    if args.backend == "ray":
        from monopoly_engine.sim.backends import import_ray

        import_ray()
    entrants = parse_bots(args.bots)
    seed = args.seed if args.seed is not None else fresh_base_seed()
    seatings = schedule(
        entrants, args.edition, seed, args.games, args.players_per_game, args.seating, args.options, args.max_rounds
    )
    total = sum(s.games for s in seatings)
    start = time.perf_counter()
    with progress_bar(total, enabled=not args.quiet) as advance:
        standings, pairings, rated = play_tournament(
            entrants, seatings, args.backend, args.workers, args.chunk_size, on_result=advance
        )
    result = TournamentResult(
        args.edition, seed, args.players_per_game, args.seating, args.games, args.max_rounds, standings, pairings,
        rated, time.perf_counter() - start,
    )  # fmt: skip
    if args.json:
        write(json.dumps(tournament_json(result), indent=2, ensure_ascii=False))
    else:
        from rich.console import Console

        console = Console(width=None if sys.stdout.isatty() else 160)
        for item in tournament_renderables(result):
            console.print(item)
            console.print()
    return result
