"""Streaming statistics: Wilson intervals, the median from a histogram, add and merge."""

from __future__ import annotations

import statistics
from collections import Counter

import pytest

from monopoly_engine.sim import GameResult, Summary, wilson_interval
from monopoly_engine.sim.stats import median_of_histogram


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [
        (0, 10, 0.0, 0.277533),  # z^2 / (n + z^2)
        (10, 10, 0.722467, 1.0),
        (5, 10, 0.236593, 0.763407),
        (1, 10, 0.017876, 0.404150),
        (81, 263, 0.255289, 0.366210),
        (50, 100, 0.403831, 0.596169),
    ],
)
def test_wilson_interval_known_values(successes: int, trials: int, low: float, high: float) -> None:
    got = wilson_interval(successes, trials)
    assert got == pytest.approx((low, high), abs=1e-6)


@pytest.mark.parametrize(("successes", "trials"), [(1, 3), (81, 263), (999, 1000), (17, 40)])
def test_wilson_bounds_solve_the_score_equation(successes: int, trials: int) -> None:
    """Each bound p satisfies (k/n - p)^2 = z^2 p (1 - p) / n."""
    z = 1.959963984540054
    for p in wilson_interval(successes, trials):
        assert (successes / trials - p) ** 2 == pytest.approx(z * z * p * (1 - p) / trials, rel=1e-9)


def test_wilson_interval_edges() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(3, 7)
    assert 0 < low < 3 / 7 < high < 1
    with pytest.raises(ValueError):
        wilson_interval(8, 7)


@pytest.mark.parametrize("values", [[5], [1, 2], [3, 1, 2], [4, 4, 1, 9], [7, 7, 7, 2, 500, 3], list(range(101))])
def test_median_of_histogram_matches_statistics_median(values: list[int]) -> None:
    assert median_of_histogram(Counter(values)) == statistics.median(values)


def test_median_of_empty_histogram() -> None:
    assert median_of_histogram(Counter()) == 0.0


def _result(index: int, winner: int, rounds: int, reason: str = "last-player-standing") -> GameResult:
    return GameResult(
        index=index,
        seed=index,
        winner=winner,
        reason=reason,
        rounds=rounds,
        turns=2 * rounds,
        rolls=3 * rounds,
        cash=(100 * index, 50),
        rent=(index, 1, 0),
        landing=(1, 2, 3, index, 0),
    )


def _summary() -> Summary:
    return Summary(["a", "b"], ["random", "simple"], ["x", "y", "z"], squares=4)


def test_summary_counts_wins_draws_reasons_and_totals() -> None:
    results = [_result(0, 0, 10), _result(1, 1, 20), _result(2, -1, 30, "round-limit"), _result(3, 0, 12)]
    s = _summary()
    for r in results:
        s.add(r)
    assert s.games == 4 and s.draws == 1 and s.wins == [2, 1]
    assert s.reasons == {"last-player-standing": 3, "round-limit": 1}
    assert s.mean_rounds == 18.0 and s.median_rounds == 16.0
    assert s.rolls == 3 * 72 and s.turns == 2 * 72
    assert s.rent_by_group() == {"x": 6, "y": 4, "z": 0}
    assert s.landing == [4, 8, 12, 6, 0]
    assert sum(s.landing_frequencies().values()) == pytest.approx(1.0)
    seats = s.seat_rates()
    assert [r["wins"] for r in seats] == [2, 1] and seats[0]["rate"] == 0.5
    assert (seats[0]["low"], seats[0]["high"]) == wilson_interval(2, 4)
    kinds = {r["kind"]: r for r in s.kind_rates()}
    assert kinds["random"]["wins"] == 2 and kinds["simple"]["wins"] == 1
    data = s.to_dict()
    assert data["wins"] == {"a": 2, "b": 1} and data["draws"] == 1 and data["end_reasons"]["round-limit"] == 1


def test_kind_rates_pool_the_seats_of_a_kind() -> None:
    s = Summary(["r1", "r2", "s1"], ["random", "random", "simple"], [], squares=1)
    for i, winner in enumerate([0, 1, 1, 2, -1]):
        s.add(GameResult(i, i, winner, "x", 1, 1, 1, (0, 0, 0), (), (1, 0)))
    random_row = next(r for r in s.kind_rates() if r["kind"] == "random")
    assert random_row["seats"] == 2 and random_row["wins"] == 3
    assert random_row["rate"] == 0.6 and random_row["per_seat"] == 0.3


def test_merge_equals_adding_everything_to_one_summary() -> None:
    results = [_result(i, i % 3 - 1, 10 + i) for i in range(9)]
    whole = _summary()
    for r in results:
        whole.add(r)
    first, second = _summary(), _summary()
    for r in results[:4]:
        first.add(r)
    for r in results[4:]:
        second.add(r)
    first.merge(second)
    assert first.to_dict() == whole.to_dict()
    with pytest.raises(ValueError):
        first.merge(Summary(["a"], ["random"], ["x", "y", "z"], squares=4))
