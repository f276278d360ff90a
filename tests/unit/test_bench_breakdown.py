"""``benchmarks/bench_bots.py --breakdown`` takes a dice roll's cost apart by playing the bots' games again with
each bot replaced by a script of its own answers: the split means something only if the scripts play the very
same games, answer for answer. These tests hold it to that, and run the whole breakdown once on a few games."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture(scope="module")
def bench_bots():
    sys.path.insert(0, str(BENCHMARKS))  # its neighbours (bench_engine, shared_floor), as when run as a script
    try:
        spec = importlib.util.spec_from_file_location("bench_bots_under_test", BENCHMARKS / "bench_bots.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield module
    finally:
        sys.path.remove(str(BENCHMARKS))


def test_the_scripts_play_the_bots_games_answer_for_answer(bench_bots):
    from monopoly_engine.editions import load_edition

    spec = bench_bots._spec()
    edition = load_edition(bench_bots.EDITION)
    games = 3
    _, played = bench_bots._play_all(spec, edition, games)
    recorded = bench_bots._scripts(spec, edition, games)
    _, scripted = bench_bots._play_scripts(spec, edition, recorded)
    assert scripted == played
    assert played["rolls"] > 100  # real games, with the bots' free actions among the answers
    free = sum(place < 0 for recorders in recorded for r in recorders for place, _ in r.answers)
    assert free > 0
    # Every recorded answer was asked for again: a script left with answers would mean another game.
    for index, recorders in enumerate(recorded):
        scripts = [bench_bots._Script(r.answers, r.wants_forced_moves) for r in recorders]
        bench_bots.play_one(spec, edition, index, scripts)
        for script in scripts:
            with pytest.raises(StopIteration):
                script._next()


def test_a_script_that_answers_otherwise_is_caught(bench_bots):
    """The check the breakdown relies on fails when a script strays from its bot's game (or the game refuses a
    later answer that no longer fits it)."""
    from monopoly_engine.agents.runner import AgentActionError
    from monopoly_engine.editions import load_edition

    spec = bench_bots._spec()
    edition = load_edition(bench_bots.EDITION)
    _, played = bench_bots._play_all(spec, edition, 1)
    recorded = bench_bots._scripts(spec, edition, 1)
    answers = recorded[0][0].answers
    first_listed = next(i for i, (place, _) in enumerate(answers) if place > 0)
    answers[first_listed] = (0, None)  # the first choice listed instead of the bot's own
    try:
        _, scripted = bench_bots._play_scripts(spec, edition, recorded)
    except (AgentActionError, StopIteration):
        return
    assert scripted != played


def _floor(rolls: int, seed: int = 1) -> float:
    """A floor that takes measurable time (a no-op could time at zero and leave nothing to divide by)."""
    rng = random.Random(seed)
    return float(sum(rng.randrange(1, 7) for _ in range(rolls)))


def test_the_breakdown_adds_up(bench_bots):
    result = bench_bots.breakdown(2, _floor, repeat=1)
    parts = result["parts_ns_per_roll"]
    assert set(parts) == {"bots", "runner_and_engine", "engine", "bots_no_trade_search"}
    # The bots think on top of the runner, which plays the engine: each part costs more than the one it holds.
    assert parts["bots"] > parts["runner_and_engine"] > parts["engine"] > 0
    rows = result["decisions"]
    assert abs(sum(row["share"] for row in rows) - 1.0) < 0.01
    assert {row["decision"] for row in rows} >= {"TurnDecision", "BuyDecision"}
    per_roll = sum(row["per_roll"] for row in rows)
    assert per_roll == pytest.approx(result["decisions_per_roll"], abs=0.01)
