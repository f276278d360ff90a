"""Batch simulation: many bot games on a serial, process-pool or Ray backend, streamed into statistics.

    >>> from monopoly_engine.sim import make_spec, simulate
    >>> run = simulate(make_spec("classic-en", "random,random", seed=1, max_rounds=50), games=4, backend="serial")
    >>> run.summary.games
    4

Modules: ``seeds`` (game ``i``'s seed from the base seed and ``i``), ``spec`` (what a run plays),
``worker`` (one game to a small ``GameResult``), ``backends`` (where games run), ``stats`` (streaming
aggregation, Wilson intervals), ``run`` (a timed run, ``RunResult.to_pandas()``, the progress report),
``main_guard`` (a script without the ``__main__`` guard), ``report`` (text, JSON), ``tables`` (the columns of the
per-game and per-seat tables), ``table_files`` (those tables as CSV, JSON Lines or Parquet) and ``plots`` (PNGs; needs
matplotlib, the ``plots`` extra). Results depend only on the spec and the number
of games: never on the backend, the number of workers or the chunking.
"""

from .backends import BACKENDS, BackendError, run_games
from .run import RunResult, simulate
from .seeds import game_seed
from .spec import DEFAULT_MAX_ROUNDS, SimSpec, make_spec, parse_players, parse_seats
from .stats import Summary, wilson_interval
from .worker import EventTally, GameResult, play_one

__all__ = [
    "BACKENDS",
    "DEFAULT_MAX_ROUNDS",
    "BackendError",
    "EventTally",
    "GameResult",
    "RunResult",
    "SimSpec",
    "Summary",
    "game_seed",
    "make_spec",
    "parse_players",
    "parse_seats",
    "play_one",
    "run_games",
    "simulate",
    "wilson_interval",
]
