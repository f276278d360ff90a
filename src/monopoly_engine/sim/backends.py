"""Where a run's games are played: ``serial`` (this process), ``process`` (a process pool), ``ray``.

Every backend yields the ``GameResult`` of games ``0..games-1`` in order, and a game's result depends on
the run's spec and its index alone (``seeds.game_seed``), so the backends, the number of workers and
the chunk size never change the results. Games are handed out in chunks of consecutive indices and at
most a few chunks per worker are in flight, so memory stays flat however many games run.

The Ray backend imports Ray only when chosen. With an ``address`` (or, as Ray's own tools do, the ``RAY_ADDRESS``
environment variable) it joins that cluster: ``"auto"`` or ``HOST:PORT`` of a cluster started with ``ray start --head``,
or ``ray://HOST:10001`` through Ray Client; the cluster's workers must be able to import ``monopoly_engine`` (install
the package there). Without either, it starts a local Ray with ``workers`` CPUs and stops it afterwards. A Ray
already initialised in this process (``ray.init()`` called by the caller) is used as it is.
"""

from __future__ import annotations

import functools
import multiprocessing
import os
import warnings
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from .main_guard import GUARD_HINT, Unguarded, unguarded_script
from .spec import SimSpec
from .worker import GameResult, play_chunk, play_schedule_chunk

ChunkJob = Callable[[int, int], list[Any]]  # (start, stop) -> the results of those games, in order
BACKENDS = ("serial", "process", "ray")
IN_FLIGHT_PER_WORKER = 4  # chunks queued per worker: enough to keep them busy, few enough to stay small
MAX_CHUNK = 32
RAY_HINT = "pip install 'monopoly-engine[ray]'"


class BackendError(RuntimeError):
    """A backend that cannot run here (Ray not installed, a cluster that cannot be reached)."""


def default_workers() -> int:
    """Every core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def default_chunk_size(games: int, workers: int) -> int:
    """About eight chunks per worker, at most ``MAX_CHUNK`` games each (the results never depend on it)."""
    return max(1, min(MAX_CHUNK, -(-games // (max(1, workers) * 8))))


def chunks(games: int, size: int) -> Iterator[tuple[int, int]]:
    """``(start, stop)`` ranges covering ``0..games-1`` in order."""
    for start in range(0, games, size):
        yield start, min(start + size, games)


def run_games(
    spec: SimSpec,
    games: int,
    backend: str = "process",
    workers: int | None = None,
    chunk_size: int | None = None,
    address: str | None = None,
) -> Iterator[GameResult]:
    """The results of games ``0..games-1`` of ``spec``, in order, played by ``backend``."""
    return run_jobs(functools.partial(play_chunk, spec), games, backend, workers, chunk_size, address)


def run_schedule(
    runs: Sequence[tuple[SimSpec, int]],
    backend: str = "process",
    workers: int | None = None,
    chunk_size: int | None = None,
    address: str | None = None,
) -> Iterator[tuple[int, GameResult]]:
    """The games of several runs (``(spec, games)`` each, a tournament's seatings) on one backend, one pool
    for all: ``(run number, result)``, run after run, each run's games in index order."""
    specs = tuple(spec for spec, _ in runs)
    counts = tuple(games for _, games in runs)
    if any(games < 0 for games in counts):
        raise ValueError("the number of games cannot be negative")
    job = functools.partial(play_schedule_chunk, specs, counts)
    return run_jobs(job, sum(counts), backend, workers, chunk_size, address)


def run_jobs(
    job: ChunkJob,
    games: int,
    backend: str = "process",
    workers: int | None = None,
    chunk_size: int | None = None,
    address: str | None = None,
) -> Iterator[Any]:
    """``job(start, stop)``'s results for the chunks covering ``0..games-1``, flattened, in order, played by
    ``backend`` (``job`` must pickle: a module-level function, or a ``functools.partial`` of one)."""
    if games < 0:
        raise ValueError("the number of games cannot be negative")
    workers = workers or default_workers()
    if workers < 1:
        raise ValueError("--workers must be at least 1")
    size = chunk_size or default_chunk_size(games, workers)
    if backend == "serial" or (backend == "process" and workers == 1):
        return run_serial(job, games)
    if backend == "process":
        return run_process(job, games, workers, size, _start_method(unguarded_script()))
    if backend == "ray":
        import_ray()  # fail now, with the install hint, not at the first result
        return run_ray(job, games, workers, size, address)
    raise ValueError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")


def run_serial(job: ChunkJob, games: int) -> Iterator[Any]:
    """Every game in this process, one after the other."""
    for index in range(games):
        yield from job(index, index + 1)


def _ordered(
    submit: Callable[[int, int], Any], wait: Callable[[Any], list[GameResult]], games: int, size: int, window: int
) -> Iterator[GameResult]:
    """Submit chunks, at most ``window`` in flight, and yield their results in index order."""
    pending: deque[Any] = deque()
    ranges = chunks(games, size)
    for start, stop in ranges:
        pending.append(submit(start, stop))
        if len(pending) >= window:
            break
    while pending:
        results = wait(pending.popleft())
        for start, stop in ranges:  # refill one chunk (the iterator resumes where it stopped)
            pending.append(submit(start, stop))
            break
        yield from results


_WARNED: dict[Any, Any] = {}  # warnings.warn_explicit's registry: the warning once per script line


def _start_method(unguarded: Unguarded | None = None) -> str:
    """``forkserver`` where there is one (no fork of a parent's threads, such as a progress bar's), else ``spawn``.

    Called from the top level of the script ``unguarded`` (``main_guard``), whose workers would re-run it: ``fork``,
    which copies this process instead of re-running the script, with a warning saying why; where there is no fork,
    ``BackendError`` naming the fix."""
    methods = multiprocessing.get_all_start_methods()
    if unguarded is not None:
        if "fork" not in methods:
            raise BackendError(
                f"{unguarded.path} starts a run from its top level and its worker processes would re-run the script: "
                f"{GUARD_HINT}, or use backend='serial'"
            )
        warnings.warn_explicit(
            'this script starts a run from its top level, outside `if __name__ == "__main__":`; worker processes '
            "started fresh would re-run the script, so they are forked from this one instead (put the call under "
            "the guard to use the default start method and silence this warning)",
            RuntimeWarning,
            unguarded.path,
            unguarded.line,
            module="__main__",
            registry=_WARNED,
        )
        return "fork"
    return "forkserver" if "forkserver" in methods else "spawn"


def run_process(job: ChunkJob, games: int, workers: int, size: int, start_method: str | None = None) -> Iterator[Any]:
    """Chunks of games played by a pool of ``workers`` processes started by ``start_method`` (default:
    ``_start_method()``)."""
    from concurrent.futures import ProcessPoolExecutor

    if games == 0:
        return
    workers = min(workers, -(-games // size))
    context = multiprocessing.get_context(start_method or _start_method())
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context)
    try:
        yield from _ordered(
            lambda start, stop: pool.submit(job, start, stop),
            lambda future: future.result(),
            games,
            size,
            workers * IN_FLIGHT_PER_WORKER,
        )
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def import_ray() -> Any:
    """The ``ray`` module, or ``BackendError`` saying how to install it."""
    try:
        import ray
    except ImportError:
        raise BackendError(f"the ray backend needs Ray, which is not installed: {RAY_HINT}") from None
    return ray


def run_ray(job: ChunkJob, games: int, workers: int, size: int, address: str | None) -> Iterator[Any]:
    """Chunks of games played as Ray tasks, on a local Ray (``workers`` CPUs) or the cluster at ``address``."""
    ray = import_ray()
    if games == 0:
        return
    started = False
    if not ray.is_initialized():
        address = ray_address(address)
        options: dict[str, Any] = {"log_to_driver": False, "logging_level": "ERROR"}
        if address:
            options["address"] = address
        else:
            options["num_cpus"] = workers
            options["include_dashboard"] = False
        try:
            ray.init(**options)
        except Exception as exc:  # Ray raises ConnectionError, RuntimeError, ValueError...
            where = f"the Ray cluster at {address}" if address else "a local Ray"
            raise BackendError(f"cannot start {where}: {exc}") from exc
        started = True
    try:
        task = ray.remote(num_cpus=1)(call_job)
        job_ref = ray.put(job)
        window = max(workers, int(ray.cluster_resources().get("CPU", workers))) * IN_FLIGHT_PER_WORKER
        yield from _ordered(lambda start, stop: task.remote(job_ref, start, stop), ray.get, games, size, window)
    finally:
        if started:
            ray.shutdown()


def ray_address(address: str | None) -> str | None:
    """The cluster to join: ``address``, else the ``RAY_ADDRESS`` environment variable, else ``None`` (a local Ray)."""
    return address or os.environ.get("RAY_ADDRESS") or None


def call_job(job: ChunkJob, start: int, stop: int) -> list[Any]:
    """``job(start, stop)``: the Ray task (Ray hands the job over once, by reference)."""
    return job(start, stop)
