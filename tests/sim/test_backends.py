"""The same seed gives the same results whatever the backend, the number of workers or the chunking."""

from __future__ import annotations

import importlib.util

import pytest

from monopoly_engine.sim import make_spec, run_games, simulate
from monopoly_engine.sim.backends import _ordered, chunks, default_chunk_size
from monopoly_engine.sim.report import TIMING_KEYS, run_json
from monopoly_engine.sim.seeds import game_seed

GAMES = 12


@pytest.fixture(scope="module")
def spec():
    return make_spec("classic-en", "random,simple,random", seed=20240601, max_rounds=60)


@pytest.fixture(scope="module")
def serial(spec):
    return list(run_games(spec, GAMES, backend="serial"))


def _comparable(run) -> dict:
    data = run_json(run)
    for key in (*TIMING_KEYS, "backend", "workers"):
        data.pop(key)
    return data


def test_game_seeds_depend_on_base_and_index_only() -> None:
    assert game_seed(1, 5) == game_seed(1, 5) == game_seed("1", 5)
    assert len({game_seed(1, i) for i in range(1000)}) == 1000
    assert game_seed(1, 0) != game_seed(2, 0)
    assert 0 <= game_seed(123, 4) < 2**63


def test_serial_results_are_in_order_and_reproducible(spec, serial) -> None:
    assert [r.index for r in serial] == list(range(GAMES))
    assert list(run_games(spec, GAMES, backend="serial")) == serial
    assert len({r.seed for r in serial}) == GAMES


@pytest.mark.parametrize(("workers", "chunk"), [(1, None), (2, None), (2, 1), (2, 5)])
def test_process_backend_matches_serial(spec, serial, workers: int, chunk: int | None) -> None:
    assert list(run_games(spec, GAMES, backend="process", workers=workers, chunk_size=chunk)) == serial


def test_summary_json_is_identical_for_serial_one_and_two_workers(spec) -> None:
    runs = [
        simulate(spec, GAMES, backend="serial"),
        simulate(spec, GAMES, backend="process", workers=1),
        simulate(spec, GAMES, backend="process", workers=2, chunk_size=3),
    ]
    first = _comparable(runs[0])
    assert all(_comparable(run) == first for run in runs[1:])
    assert first["games"] == GAMES


def test_a_different_seed_gives_different_games(spec, serial) -> None:
    other = make_spec("classic-en", "random,simple,random", seed=20240602, max_rounds=60)
    assert list(run_games(other, GAMES, backend="serial")) != serial


def test_draws_at_the_round_limit_are_counted() -> None:
    spec = make_spec("classic-it", "random,random,random,random", seed=5, max_rounds=3)
    run = simulate(spec, 5, backend="serial")
    s = run.summary
    assert s.draws == 5 and s.wins == [0, 0, 0, 0]
    assert s.reasons == {"round-limit": 5}
    assert s.mean_rounds == 3 and s.median_rounds == 3
    assert run_json(run)["draws"] == 5


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="ray is not installed")
def test_ray_backend_matches_serial(spec, serial) -> None:
    assert list(run_games(spec, GAMES, backend="ray", workers=2, chunk_size=4)) == serial


def test_ray_missing_says_how_to_install(monkeypatch, spec) -> None:
    import builtins

    from monopoly_engine.sim import BackendError

    real_import = builtins.__import__

    def no_ray(name, *args, **kwargs):
        if name == "ray" or name.startswith("ray."):
            raise ImportError("no ray here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_ray)
    with pytest.raises(BackendError, match=r"pip install 'monopoly-engine\[ray\]'"):
        run_games(spec, 2, backend="ray")


def test_unknown_backend_is_refused(spec) -> None:
    with pytest.raises(ValueError, match="unknown backend"):
        run_games(spec, 2, backend="threads", workers=2)


def test_chunks_cover_every_game_once() -> None:
    assert list(chunks(7, 3)) == [(0, 3), (3, 6), (6, 7)]
    assert list(chunks(0, 3)) == []
    assert default_chunk_size(1, 2) == 1 and default_chunk_size(10**6, 2) == 32


def test_no_more_than_the_window_is_in_flight() -> None:
    """Results stream: the runner keeps at most ``window`` chunks outstanding, however many games."""
    outstanding: set[int] = set()
    most = 0

    def submit(start: int, stop: int) -> tuple[int, int]:
        nonlocal most
        outstanding.add(start)
        most = max(most, len(outstanding))
        return start, stop

    def wait(handle: tuple[int, int]) -> list[int]:
        outstanding.discard(handle[0])
        return list(range(*handle))

    got = list(_ordered(submit, wait, games=10_000, size=7, window=5))  # type: ignore[arg-type]
    assert got == list(range(10_000))
    assert most == 5
